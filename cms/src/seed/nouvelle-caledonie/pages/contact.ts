export const PAGE_CONTACT_NC = {
  titre: 'Nous contacter',
  chapo:
    'Une question sur le portail, votre compte ou une surveillance ? Voici comment nous joindre et à qui vous adresser selon votre demande.',
  corps: `## Une question sur Greffeo

Consultez d’abord notre **centre d’aide** et notre **FAQ** : la plupart des réponses s’y trouvent. Si vous ne trouvez pas la vôtre, écrivez-nous avec le **formulaire de demande** ; pour un paiement, indiquez sa référence, visible dans votre espace personnel.

## Un extrait Kbis ou la copie d’un acte

Greffeo ne vend ni ne délivre aucun document du registre du commerce et des sociétés calédonien. Les extraits Kbis et les copies des actes et des comptes déposés se demandent à la **Direction des affaires économiques (DAE)** du gouvernement de la Nouvelle-Calédonie, qui tient le registre. L’avis de situation RIDET d’une entreprise se demande à l’**ISEE**.

## Une information erronée sur une entreprise

Greffeo reproduit les registres publics. Pour corriger une information, adressez-vous à l’organisme qui tient le registre : la DAE pour le registre du commerce et des sociétés, l’ISEE pour le RIDET. Une modification de l’inscription au registre se déclare par une formalité auprès du centre de formalités de la chambre consulaire compétente.

## Une formalité

Depuis le 1er janvier 2016, les inscriptions, les modifications et les radiations sont reçues par les centres de formalités des chambres consulaires : chambre de commerce et d’industrie, chambre de métiers et de l’artisanat, chambre d’agriculture.

## Vos données personnelles

Pour exercer vos droits sur vos données, utilisez le formulaire de demande en précisant « Données personnelles » ; notre politique de confidentialité décrit la procédure.`,
  liens: [
    { label: 'Centre d’aide', url: 'https://aide.greffeo.fr', external: true },
    { label: 'Formulaire de demande', url: 'https://aide.greffeo.fr/hc/fr/requests/new', external: true },
    { label: 'Questions fréquentes', url: '/faq', external: false },
    { label: 'Gouvernement de la Nouvelle-Calédonie', url: 'https://gouv.nc', external: true },
    { label: 'ISEE', url: 'https://www.isee.nc', external: true },
    { label: 'Chambre de commerce et d’industrie', url: 'https://www.cci.nc', external: true },
    { label: 'Chambre de métiers et de l’artisanat', url: 'https://www.cma.nc', external: true },
  ],
  seo_title: 'Nous contacter | Greffeo Nouvelle-Calédonie',
  seo_description:
    'Contacter Greffeo : centre d’aide, formulaire de demande, et les bons interlocuteurs pour un extrait Kbis, une formalité ou une information au registre calédonien.',
};
