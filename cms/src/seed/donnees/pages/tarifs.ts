export const PAGE_TARIFS = {
  titre: 'Tarifs',
  chapo:
    'Les prix publiés des documents du registre et du dépôt des comptes, chacun avec sa date et sa source, et ceux de la surveillance d’entreprises et de l’abonnement.',
  introduction: `## Des tarifs réglementés

Les émoluments des greffiers des tribunaux de commerce sont des **tarifs réglementés** : ils sont fixés par arrêté (articles A743-8 à A743-17 du Code de commerce) et révisés régulièrement, notamment par les arrêtés du 26 février 2016, du 27 février 2018 et du 28 février 2020. Les mêmes émoluments s’appliquent aux registres tenus par les tribunaux judiciaires d’Alsace-Moselle et par les tribunaux mixtes de commerce. Les redevances de l’INPI et les frais d’annonce au BODACC s’ajoutent, le cas échéant, et sont indiqués séparément.

## Comment lire ce tableau

Chaque ligne indique le document, son mode de délivrance, le prix toutes taxes comprises, **la date du prix** et **sa source**. Ces prix sont donnés à titre d’information : ils ont pu évoluer depuis leur date de publication.`,
  avertissement: `## Le prix qui s’applique à votre commande

Le prix applicable est celui affiché dans votre panier, toutes taxes comprises, avant le paiement. Greffeo n’est ni un greffe ni Infogreffe : les prix publiés sur cette page proviennent des sources citées et ne constituent pas une publication officielle des tarifs.

## Surveillance d’entreprises et abonnement

Ces prix sont ceux des services du portail, pas des émoluments des greffiers :

- **Ouverture d’une surveillance** : gratuite, pour un compte membre (une surveillance active) comme pour un compte abonné (jusqu’à 50 surveillances actives tant que l’abonnement est payé).
- **Avis d’une révélation** : 1,56 € TTC (1,30 € HT), facturé une seule fois, lorsque vous choisissez de le consulter. Source : grille tarifaire d’Infogreffe au 1er janvier 2015, qui fixe 1,56 € par événement RCS consulté ; le même prix est appliqué aux autres types d’événements. Le prix applicable est affiché avant l’ouverture de chaque avis.
- **Abonnement annuel** : 99,00 € TTC pour douze mois, payé en une fois. Source : grille tarifaire d’Infogreffe de 2015 (« abonnement d’un an 99,00 € »). Le prix en vigueur est affiché sur la page [Mon abonnement](/espace-personnel/mon-abonnement) avant la souscription.

Le fonctionnement de la surveillance est détaillé sur la page [Surveillance d’entreprises](/services/surveillance-entreprises).`,
  seo_title: 'Tarifs des documents du registre | Greffeo',
  seo_description:
    'Prix publiés de l’extrait Kbis, des statuts, des comptes annuels, de l’état d’endettement et du dépôt des comptes, avec leur date et leur source.',
};
