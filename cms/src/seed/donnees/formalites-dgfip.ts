/** Pages of /formalites-dgfip/{slug}: tax formalities that go with a company's life. */

const IMPOTS = { label: 'impots.gouv.fr, espace professionnel', url: 'https://www.impots.gouv.fr', external: true };

export const FORMALITES_DGFIP = [
  {
    ordre: 1,
    slug: 'enregistrement-des-actes',
    titre: 'Enregistrement des actes',
    resume:
      'Certains actes de la vie des sociétés doivent être enregistrés auprès de l’administration fiscale, qui perçoit les droits correspondants.',
    corps: `## Qu’est-ce que la formalité de l’enregistrement ?

L’enregistrement est une formalité fiscale : l’acte est présenté au service de l’enregistrement de la Direction générale des finances publiques (DGFiP), qui l’analyse et perçoit, le cas échéant, les droits d’enregistrement. Il donne aussi à l’acte une date certaine.

## Quels actes sont concernés ?

Sont notamment concernés la cession d’un fonds de commerce, la cession de parts sociales et certains actes relatifs au capital des sociétés. Le montant des droits dépend de la nature de l’acte et de sa valeur.

## Comment faire ?

L’acte est présenté au service de l’enregistrement compétent, selon les modalités indiquées sur impots.gouv.fr. Les professionnels du droit (notaires, avocats) accomplissent souvent cette formalité pour le compte de leurs clients.

Greffeo ne perçoit pas de droits d’enregistrement et n’accomplit pas cette formalité.`,
    liens: [IMPOTS],
    formulaires: [],
  },
  {
    ordre: 2,
    slug: 'obligations-declaratives-entreprise',
    titre: 'Obligations déclaratives en ligne',
    resume:
      'Déclarations de TVA et d’impôt sur les sociétés : les démarches se font depuis l’espace professionnel sur impots.gouv.fr.',
    corps: `## L’espace professionnel

Une entreprise effectue ses démarches fiscales depuis son espace professionnel sur impots.gouv.fr : déclaration et paiement de la TVA, paiement de l’impôt sur les sociétés, consultation de son compte fiscal.

## Après une formalité au registre

Les informations déclarées sur le guichet unique lors d’une création, d’une modification ou d’une cessation sont transmises aux administrations concernées, dont l’administration fiscale. Pensez à vérifier ensuite les informations de votre espace professionnel.`,
    liens: [IMPOTS],
    formulaires: [],
  },
].map((page) => ({ ...page, seo_title: `${page.titre} | Greffeo`, seo_description: page.resume }));
