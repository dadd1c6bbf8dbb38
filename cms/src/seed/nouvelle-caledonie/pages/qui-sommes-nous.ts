export const QUI_SOMMES_NOUS_NC = {
  titre: 'Qui sommes-nous ?',
  chapo:
    'Greffeo Nouvelle-Calédonie est un portail d’accès aux informations légales sur les entreprises calédoniennes : recherche par nom, RID ou RIDET, fiches des entreprises et de leurs dirigeants, surveillance d’entreprises.',
  corps: `## Notre mission

Rendre les informations publiques sur les entreprises calédoniennes simples à trouver et à comprendre. Sur Greffeo Nouvelle-Calédonie, vous recherchez une entreprise par son nom, son RID ou le RIDET de l’un de ses établissements, ou l’un de ses dirigeants ; vous consultez la fiche de l’entreprise, de ses établissements et de ses dirigeants ; vous suivez les entreprises qui vous intéressent grâce à une surveillance, depuis votre espace personnel.

## Ce que Greffeo n’est pas

Greffeo n’est **ni la Direction des affaires économiques, ni l’ISEE, ni un service du gouvernement de la Nouvelle-Calédonie ou de l’État**. Les registres sont tenus par les organismes publics désignés par les textes, et les documents officiels sont établis par eux. Greffeo ne vend ni ne délivre aucun document du registre du commerce et des sociétés calédonien : les extraits Kbis et les copies des actes et des comptes déposés sont délivrés par la DAE. Nos contenus expliquent le droit et les démarches ; ils ne constituent ni un conseil juridique, ni une prise de position officielle.

## Qui tient les registres ?

- **L’ISEE**, l’Institut de la statistique et des études économiques de Nouvelle-Calédonie, tient le **RIDET**, le répertoire d’identification des entreprises et des établissements : il attribue à chaque entreprise son RID, sur 7 chiffres, et à chaque établissement son RIDET, le RID suivi d’un rang sur 3 chiffres (par exemple « 1 236 165.002 »).
- **La Direction des affaires économiques (DAE)** du gouvernement de la Nouvelle-Calédonie tient le **registre du commerce et des sociétés** depuis le 1er octobre 2014 ; cette tenue était auparavant assurée par le greffe du tribunal mixte de commerce de Nouméa. La DAE délivre les extraits Kbis et les copies des actes et des comptes déposés.
- **Les chambres consulaires** — chambre de commerce et d’industrie, chambre de métiers et de l’artisanat, chambre d’agriculture — reçoivent, par leurs centres de formalités, les inscriptions, les modifications et les radiations depuis le 1er janvier 2016.
- **Le tribunal mixte de commerce de Nouméa** reste la juridiction compétente pour le contentieux commercial et les difficultés des entreprises.

## Nos engagements

- **Des sources identifiées** : chaque information vient du RIDET de l’ISEE ou du RCS tenu par la DAE, et nous l’indiquons.
- **Des prix clairs** : lorsqu’un service du portail est payant, son prix est affiché dans votre panier ou votre espace personnel avant le paiement.
- **Vos données protégées** : nous ne collectons que ce qui est nécessaire à nos services ; notre politique de confidentialité détaille nos traitements et vos droits.`,
  seo_title: 'Qui sommes-nous ? | Greffeo Nouvelle-Calédonie',
  seo_description:
    'Greffeo Nouvelle-Calédonie, portail d’accès aux informations légales sur les entreprises calédoniennes : ce que nous faisons, qui tient les registres, nos engagements.',
};
