/** Pages of /services/{slug}. */

/** One service page, its search-engine title ending with `site` (« Greffeo »…). */
export const pageDeService =
  (site: string) =>
  (
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
    seo_title: `${titre} | ${site}`,
    seo_description: resume,
  });

const service = pageDeService('Greffeo');

export const SERVICES = [
  service(
    1,
    'surveillance-entreprises',
    'Surveillance d’entreprises',
    'Soyez averti des événements enregistrés au registre sur vos clients, fournisseurs, concurrents et sur leurs dirigeants.',
    `## Ce qui est surveillé\n\nPour chaque entreprise, vous choisissez les domaines suivis :\n\n- **Registre, comptes et actes** : les modifications au registre du commerce et des sociétés (dénomination, siège, activité, capital, dirigeants, établissements, radiation), les dépôts de comptes annuels et d’actes ;\n- **Comptes annuels** : les dépôts des comptes annuels ;\n- **Actes** : les dépôts d’actes (statuts mis à jour, procès-verbaux, cessions de parts) ;\n- **Procédures collectives** : les jugements d’ouverture, de plan, de liquidation et de clôture ;\n- **Privilèges et nantissements** : les inscriptions et les radiations de sûretés.\n\nVous pouvez aussi surveiller un dirigeant : chacune de ses nominations et de ses fins de fonctions, dans n’importe quelle entreprise du registre, vous est signalée.\n\n## Comment ça marche ?\n\n1. Sur la fiche d’une entreprise, cliquez sur « Surveiller cette entreprise » ; sur la page d’un dirigeant, sur « Surveiller cette personne ». Un visiteur est d’abord invité à se connecter.\n2. Choisissez les domaines et, si vous le souhaitez, un groupe de favoris, puis cliquez sur « Surveiller ».\n3. Chaque nouvel événement enregistré à son sujet devient une « révélation », à lire sur la page [Mes révélations](/espace-personnel/mes-surveillances/mes-revelations), avec des filtres par type, par groupe, par période et par lecture.\n4. Soyez prévenu par courriel, un par révélation ou en récapitulatif quotidien, avec un désabonnement en un clic, et, si vous le souhaitez, par un webhook signé vers votre application : tout se règle dans la section [Alertes](/espace-personnel/mes-surveillances#alertes) de la page Mes surveillances.\n\nLa page [Mes surveillances](/espace-personnel/mes-surveillances) range vos surveillances en groupes de favoris et donne, pour chacune, ses domaines, son nombre de révélations non lues et son rapport PDF. Une surveillance d’entreprise prend fin lorsque vous y mettez fin, ou lorsque l’entreprise est radiée, après une dernière révélation qui signale la radiation.\n\n## Combien ça coûte ?\n\n- L’ouverture d’une surveillance est gratuite.\n- L’avis détaillé d’une révélation est facturé une seule fois, lorsque vous choisissez de le consulter : 1,56 € TTC d’après la grille tarifaire d’Infogreffe de 2015 (1,56 € par événement RCS consulté). Le prix est affiché avant l’ouverture ; il est débité de votre portefeuille électronique si son solde suffit, sinon ajouté à la facture mensuelle de votre compte client.\n- Un compte membre, gratuit, peut avoir une surveillance active. L’abonnement annuel, à 99,00 € TTC pour douze mois (grille tarifaire d’Infogreffe de 2015), en permet jusqu’à 50 et affiche le nombre de vos révélations non lues sur votre avatar ; il se souscrit depuis la page [Mon abonnement](/espace-personnel/mon-abonnement).\n\nLe pas à pas figure dans les tutoriels [Mettre une entreprise ou un dirigeant sous surveillance](/aides-et-tutoriels/mettre-en-place-une-surveillance) et [Lire et traiter ses révélations](/aides-et-tutoriels/lire-et-traiter-ses-revelations).`,
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
