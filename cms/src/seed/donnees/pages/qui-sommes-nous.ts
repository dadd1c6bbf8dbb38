export const QUI_SOMMES_NOUS = {
  titre: 'Qui sommes-nous ?',
  chapo:
    'Greffeo est un portail d’accès aux informations légales sur les entreprises françaises : recherche, documents du registre, surveillance et formalités.',
  corps: `## Notre mission

Rendre les informations publiques sur les entreprises simples à trouver et à comprendre. Sur Greffeo, vous recherchez une entreprise, un dirigeant ou un greffe, vous consultez la fiche d’une entreprise, vous commandez les documents issus du registre du commerce et des sociétés et vous suivez les événements qui la concernent.

## Ce que Greffeo n’est pas

Greffeo n’est **ni un greffe, ni le GIE Infogreffe, ni un service de l’État**. Les registres sont tenus par les organismes publics désignés par la loi, et les documents officiels sont établis par eux. Nos contenus expliquent le droit et les démarches ; ils ne constituent ni un conseil juridique, ni une prise de position officielle.

## Qui tient les registres ?

- **Les greffes des tribunaux de commerce** tiennent le registre du commerce et des sociétés. On compte 134 tribunaux de commerce en métropole hors Alsace-Moselle ; depuis le 1er janvier 2025, douze d’entre eux fonctionnent, à titre expérimental, comme tribunaux des activités économiques.
- **En Moselle, dans le Bas-Rhin et dans le Haut-Rhin**, le registre est tenu par la chambre commerciale du tribunal judiciaire.
- **L’INPI** opère depuis le 1er janvier 2023 le guichet unique des formalités des entreprises et tient le Registre national des entreprises.
- **L’INSEE** attribue les numéros SIREN et SIRET et gère le répertoire SIRENE.
- **Le BODACC** publie les annonces légales relatives aux entreprises : immatriculations, modifications, ventes, procédures collectives.

## Nos engagements

- **Des sources identifiées** : chaque information vient d’un registre public, et nous l’indiquons.
- **Des prix clairs** : le prix de chaque document est affiché toutes taxes comprises avant le paiement, et notre page « Tarifs » donne la date et la source de chaque prix publié.
- **Vos données protégées** : nous ne collectons que ce qui est nécessaire à nos services ; notre politique de confidentialité détaille nos traitements et vos droits.`,
  seo_title: 'Qui sommes-nous ? | Greffeo',
  seo_description:
    'Greffeo, portail d’accès aux informations légales sur les entreprises : ce que nous faisons, qui tient les registres, nos engagements.',
};
