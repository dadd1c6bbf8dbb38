export const PAGE_CONTACT = {
  titre: 'Nous contacter',
  chapo:
    'Une question sur une commande, votre compte ou le portail ? Voici comment nous joindre et à qui vous adresser selon votre demande.',
  corps: `## Une question sur Greffeo

Consultez d’abord notre **centre d’aide** et notre **FAQ** : la plupart des réponses s’y trouvent. Si vous ne trouvez pas la vôtre, écrivez-nous avec le **formulaire de demande** ; pour une commande, indiquez sa référence, visible dans votre espace personnel.

## Une information erronée sur une entreprise

Greffeo reproduit les registres publics. Pour corriger une information, adressez-vous à l’organisme qui tient le registre : le plus souvent, une formalité de modification se déclare sur le guichet unique des formalités des entreprises. Pour une question sur un dossier au registre, contactez le greffe compétent.

## Une formalité

Les formalités de création, de modification et de cessation se déclarent sur le guichet unique (formalites.entreprises.gouv.fr), qui dispose de sa propre assistance.

## Vos données personnelles

Pour exercer vos droits sur vos données, utilisez le formulaire de demande en précisant « Données personnelles » ; notre politique de confidentialité décrit la procédure.`,
  liens: [
    { label: 'Centre d’aide', url: 'https://aide.greffeo.fr', external: true },
    { label: 'Formulaire de demande', url: 'https://aide.greffeo.fr/hc/fr/requests/new', external: true },
    { label: 'Questions fréquentes', url: '/faq', external: false },
    { label: 'Rechercher un greffe', url: '/rechercher-un-greffe', external: false },
    {
      label: 'Guichet unique des formalités des entreprises',
      url: 'https://formalites.entreprises.gouv.fr',
      external: true,
    },
  ],
  seo_title: 'Nous contacter | Greffeo',
  seo_description:
    'Contacter Greffeo : centre d’aide, formulaire de demande, et les bons interlocuteurs pour une formalité ou une information au registre.',
};
