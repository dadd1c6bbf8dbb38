export const PAGE_TARIFS = {
  titre: 'Tarifs',
  chapo: 'Les prix publiés des documents du registre et du dépôt des comptes, chacun avec sa date et sa source.',
  introduction: `## Des tarifs réglementés

Les émoluments des greffiers des tribunaux de commerce sont des **tarifs réglementés** : ils sont fixés par arrêté (articles A743-8 à A743-17 du Code de commerce) et révisés régulièrement, notamment par les arrêtés du 26 février 2016, du 27 février 2018 et du 28 février 2020. Les mêmes émoluments s’appliquent aux registres tenus par les tribunaux judiciaires d’Alsace-Moselle et par les tribunaux mixtes de commerce. Les redevances de l’INPI et les frais d’annonce au BODACC s’ajoutent, le cas échéant, et sont indiqués séparément.

## Comment lire ce tableau

Chaque ligne indique le document, son mode de délivrance, le prix toutes taxes comprises, **la date du prix** et **sa source**. Ces prix sont donnés à titre d’information : ils ont pu évoluer depuis leur date de publication.`,
  avertissement: `## Le prix qui s’applique à votre commande

Le prix applicable est celui affiché dans votre panier, toutes taxes comprises, avant le paiement. Greffeo n’est ni un greffe ni Infogreffe : les prix publiés ci-dessous proviennent des sources citées et ne constituent pas une publication officielle des tarifs.`,
  seo_title: 'Tarifs des documents du registre | Greffeo',
  seo_description:
    'Prix publiés de l’extrait Kbis, des statuts, des comptes annuels, de l’état d’endettement et du dépôt des comptes, avec leur date et leur source.',
};
