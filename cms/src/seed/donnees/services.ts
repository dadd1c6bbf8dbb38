/** Pages of /services/{slug}. */

const service = (
  ordre: number,
  slug: string,
  titre: string,
  resume: string,
  corps: string,
  action: { label: string; url: string },
) => ({
  ordre,
  slug,
  titre,
  resume,
  corps,
  action: { ...action, external: false },
  seo_title: `${titre} | Greffeo`,
  seo_description: resume,
});

export const SERVICES = [
  service(
    1,
    'surveillance-entreprises',
    'Surveillance d’entreprises',
    'Soyez averti des événements publiés sur vos clients, fournisseurs et concurrents.',
    `## Ce qui est surveillé\n\n- les modifications de l’inscription au registre : dirigeants, adresse, activité ;\n- le dépôt des comptes annuels ;\n- le dépôt d’actes ;\n- l’ouverture d’une procédure collective ;\n- l’inscription de privilèges et de nantissements.\n\n## Comment ça marche ?\n\nAjoutez une entreprise à vos surveillances depuis sa fiche. Chaque nouvel événement, appelé « révélation », apparaît dans votre espace personnel ; un point dans l’en-tête signale les révélations non lues. Vous pouvez classer les entreprises dans des dossiers de favoris.\n\nLa surveillance est réservée aux titulaires d’un compte. Le nombre d’entreprises surveillées et les conditions du service dépendent de votre type de compte et sont présentés avant la mise en place.`,
    { label: 'Mes surveillances', url: '/espace-personnel/mes-surveillances' },
  ),
  service(
    2,
    'consulter-une-affaire',
    'Consulter une affaire',
    'Suivez l’avancement d’une affaire portée devant une juridiction commerciale.',
    `## À quoi sert ce service ?\n\nIl permet de retrouver une affaire enregistrée au greffe d’une juridiction commerciale et d’en suivre les principales étapes, à partir des références communiquées par le greffe ou des parties à l’affaire.\n\n## Ce qu’il ne remplace pas\n\nLes informations affichées sont données à titre indicatif. Seules les décisions et les convocations délivrées par le greffe font foi.`,
    { label: 'Rechercher une affaire', url: '/services/consulter-une-affaire' },
  ),
  service(
    3,
    'recherche-gage-sans-depossession',
    'Recherche de gage sans dépossession',
    'Vérifiez si un bien meuble d’une entreprise fait l’objet d’un gage inscrit.',
    `## Qu’est-ce qu’un gage sans dépossession ?\n\nC’est une sûreté par laquelle une entreprise affecte un bien meuble à la garantie d’une dette tout en conservant l’usage du bien. Pour être opposable aux tiers, le gage est inscrit sur un registre spécial.\n\n## Pourquoi le rechercher ?\n\nAvant d’acheter un bien professionnel ou d’accepter un bien en garantie, vérifiez qu’il n’est pas déjà gagé. Ces gages ne figurent pas dans l’état d’endettement : ils se recherchent sur leur propre registre.`,
    { label: 'Lancer une recherche', url: '/services/recherche-gage-sans-depossession' },
  ),
  service(
    4,
    'recherche-entreprises-dirigeants',
    'Recherche d’entreprises et de dirigeants',
    'Retrouvez une entreprise par son nom, son SIREN ou son SIRET, ou un dirigeant par son nom.',
    `## Les critères de recherche\n\n- **Entreprises** : dénomination, numéro SIREN ou SIRET, domaine d’activité, département, forme juridique.\n- **Dirigeants** : nom, prénom, mois et année de naissance.\n\n## Ce que vous trouvez\n\nLa fiche de chaque entreprise présente son identité, ses établissements, ses dirigeants, ses chiffres clés lorsqu’ils sont publics et la liste des documents que vous pouvez commander.`,
    { label: 'Recherche avancée', url: '/recherche-entreprise-dirigeant/recherche-avancee' },
  ),
  service(
    5,
    'rechercher-un-greffe',
    'Rechercher un greffe',
    'Trouvez le greffe compétent pour une commune et ses coordonnées.',
    `## Quel greffe est compétent ?\n\nLe registre du commerce et des sociétés est tenu par le greffe de chaque tribunal de commerce. Depuis le 1er janvier 2025, douze tribunaux de commerce sont, à titre expérimental, des tribunaux des activités économiques. En Moselle, dans le Bas-Rhin et dans le Haut-Rhin, le registre est tenu par la chambre commerciale du tribunal judiciaire.\n\nIndiquez une commune pour connaître le greffe dont elle relève, son adresse et son code greffe.`,
    { label: 'Trouver un greffe', url: '/rechercher-un-greffe' },
  ),
];
