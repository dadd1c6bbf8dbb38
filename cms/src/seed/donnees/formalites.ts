/** Formality families (/formalites-entreprise/{slug}) and formality pages (/formalites/{slug}). */

const GUICHET = {
  label: 'Guichet unique des formalités des entreprises',
  url: 'https://formalites.entreprises.gouv.fr',
  external: true,
};
const seo = (titre: string, resume: string) => ({ seo_title: `${titre} | Greffeo`, seo_description: resume });

const GUICHET_UNIQUE = `## Où faire la démarche ?

Depuis le 1er janvier 2023, la déclaration se fait en ligne sur le **guichet unique des formalités des entreprises** (formalites.entreprises.gouv.fr), opéré par l’INPI, qui alimente le Registre national des entreprises. Pour une société immatriculée au RCS, le greffe contrôle ensuite le dossier et l’inscrit au registre.

Greffeo ne dépose pas de formalité à votre place : ces pages vous aident à la préparer.`;

const type = (ordre: number, slug: string, titre: string, resume: string, corps: string) => ({
  ordre,
  slug,
  titre,
  resume,
  corps,
  ...seo(titre, resume),
});

export const TYPES_FORMALITES = [
  type(
    1,
    'creation',
    'Créer une entreprise',
    'Choisir une forme juridique, rédiger les statuts et immatriculer l’entreprise.',
    `## Les grandes étapes\n\n1. Choisir la forme juridique adaptée au projet.\n2. Rédiger les statuts et réunir les pièces justificatives.\n3. Déclarer la création sur le guichet unique.\n4. Recevoir le numéro SIREN attribué par l’INSEE, puis l’extrait Kbis une fois l’immatriculation au RCS effectuée.\n\n${GUICHET_UNIQUE}`,
  ),
  type(
    2,
    'modification',
    'Modifier une entreprise',
    'Transfert de siège, changement de dirigeant, modification du capital ou de l’activité.',
    `## Quand faut-il déclarer une modification ?\n\nToute modification d’une information inscrite au registre doit être déclarée : adresse du siège, dirigeants, capital, dénomination, activité, date de clôture de l’exercice…\n\n${GUICHET_UNIQUE}`,
  ),
  type(
    3,
    'cessation',
    'Cesser une activité',
    'Mise en sommeil, dissolution, liquidation et radiation du registre.',
    `## Plusieurs façons de cesser\n\nUne entreprise peut suspendre temporairement son activité (mise en sommeil) ou y mettre fin. Pour une société, la cessation définitive passe en principe par une dissolution, suivie des opérations de liquidation et de la radiation du registre.\n\n${GUICHET_UNIQUE}`,
  ),
  type(
    4,
    'depot-des-comptes',
    'Déposer les comptes annuels',
    'Le dépôt annuel des comptes au greffe, ses pièces et son coût.',
    `## Une obligation annuelle\n\nLa plupart des sociétés commerciales déposent chaque année leurs comptes au greffe, après leur approbation par les associés. Le dépôt se fait auprès du greffe, en ligne ou par courrier.`,
  ),
];

const formalite = (
  ordre: number,
  slug: string,
  typeFormalite: string | null,
  titre: string,
  resume: string,
  corps: string,
  liens = [GUICHET],
) => ({
  ordre,
  slug,
  typeFormalite,
  titre,
  resume,
  corps,
  liens,
  formulaires: [] as object[],
  ...seo(titre, resume),
});

export const FORMALITES = [
  formalite(
    1,
    'creer-une-entreprise',
    'creation',
    'Créer une entreprise',
    'Les étapes d’une création d’entreprise, de la forme juridique à l’immatriculation.',
    `## Avant de déclarer\n\n- Choisissez le statut : entreprise individuelle ou société (SARL, SAS, SA, SNC…).\n- Pour une société, rédigez et signez les statuts, puis déposez le capital.\n- Vérifiez que la dénomination envisagée est disponible.\n- Préparez un justificatif de l’adresse du siège et les pièces d’identité des dirigeants.\n\n${GUICHET_UNIQUE}\n\n## Après l’immatriculation\n\nL’INSEE attribue un numéro SIREN. Pour une société, l’immatriculation au registre du commerce et des sociétés lui donne la personnalité morale ; le premier extrait Kbis peut alors être délivré.`,
  ),
  formalite(
    2,
    'choisir-forme-juridique',
    'creation',
    'Choisir sa forme juridique',
    'Entreprise individuelle, SARL, SAS : les critères qui orientent le choix.',
    `## Les critères à examiner\n\n- **Le nombre d’associés** : seul ou à plusieurs.\n- **La responsabilité** : en société, elle est en principe limitée aux apports pour les associés de SARL et de SAS.\n- **La souplesse de fonctionnement** : les statuts d’une SAS laissent une grande liberté d’organisation, ceux d’une SARL sont davantage encadrés par la loi.\n- **Le régime social et fiscal du dirigeant**, qui diffère selon la forme choisie.\n\n## Se faire accompagner\n\nUn expert-comptable, un avocat ou un notaire peut vous aider à comparer les formes au regard de votre projet.`,
    [],
  ),
  formalite(
    3,
    'immatriculer-une-societe',
    'creation',
    'Immatriculer une société',
    'Les pièces à réunir et le déroulement de l’immatriculation d’une société au RCS.',
    `## Les pièces habituellement demandées\n\n- un exemplaire des statuts signés ;\n- l’attestation de dépôt des fonds constituant le capital ;\n- un justificatif de l’adresse du siège ;\n- les justificatifs relatifs aux dirigeants ;\n- l’attestation de parution de l’avis de constitution dans un support d’annonces légales ;\n- la déclaration des bénéficiaires effectifs.\n\n${GUICHET_UNIQUE}`,
  ),
  formalite(
    4,
    'modifier-une-entreprise',
    'modification',
    'Modifier une entreprise',
    'Les modifications à déclarer et la marche à suivre.',
    `## Les modifications les plus fréquentes\n\n- transfert du siège social ;\n- changement de dirigeant ;\n- augmentation ou réduction du capital ;\n- changement de dénomination ou d’activité.\n\nLa décision est en général prise par les associés ou par le dirigeant selon les statuts, puis publiée dans un support d’annonces légales lorsque la loi l’exige.\n\n${GUICHET_UNIQUE}`,
  ),
  formalite(
    5,
    'transfert-siege-social',
    'modification',
    'Transférer le siège social',
    'Décision, annonce légale et déclaration du transfert de siège.',
    `## Les étapes\n\n1. Faire décider le transfert par l’organe compétent selon les statuts.\n2. Mettre à jour les statuts.\n3. Publier un avis de transfert dans un support d’annonces légales.\n4. Déclarer la modification sur le guichet unique.\n\nLorsque le nouveau siège relève d’un autre greffe, l’immatriculation est transférée au greffe du nouveau siège ; le Kbis mentionne alors le greffe précédent.\n\n${GUICHET_UNIQUE}`,
  ),
  formalite(
    6,
    'changement-dirigeant',
    'modification',
    'Changer de dirigeant',
    'Nomination, démission ou révocation d’un dirigeant : ce qu’il faut déclarer.',
    `## Les étapes\n\n1. Faire constater la décision (nomination, démission, révocation) dans un procès-verbal ou un acte.\n2. Publier un avis dans un support d’annonces légales.\n3. Déclarer la modification sur le guichet unique, avec les justificatifs relatifs au nouveau dirigeant.\n\nLe nouveau dirigeant apparaît sur l’extrait Kbis dès l’inscription de la modification au registre.\n\n${GUICHET_UNIQUE}`,
  ),
  formalite(
    7,
    'cesser-une-activite',
    'cessation',
    'Cesser une activité',
    'Mise en sommeil ou cessation définitive : les démarches selon votre situation.',
    `## Mise en sommeil ou cessation ?\n\n- La **mise en sommeil** suspend l’activité sans faire disparaître l’entreprise.\n- La **cessation définitive** d’une société passe par sa dissolution, puis sa liquidation et sa radiation.\n- Un entrepreneur individuel déclare la cessation de son activité.\n\n${GUICHET_UNIQUE}`,
  ),
  formalite(
    8,
    'dissolution-liquidation',
    'cessation',
    'Dissolution et liquidation',
    'Les étapes de la dissolution d’une société jusqu’à sa radiation du registre.',
    `## Les étapes\n\n1. **Dissolution** : décidée par les associés, elle ouvre la période de liquidation et désigne un liquidateur.\n2. **Liquidation** : le liquidateur réalise l’actif et règle le passif.\n3. **Clôture de la liquidation** : les associés approuvent les comptes définitifs.\n4. **Radiation** : la société est radiée du registre après la déclaration de la clôture.\n\nChaque étape donne lieu à une publication dans un support d’annonces légales et à une déclaration sur le guichet unique.\n\n${GUICHET_UNIQUE}`,
  ),
  formalite(
    9,
    'depot-des-comptes-annuels',
    'depot-des-comptes',
    'Déposer les comptes annuels',
    'Les pièces à déposer au greffe après l’approbation des comptes, et les prix publiés.',
    `## Les pièces à déposer\n\n- les comptes annuels : bilan, compte de résultat et, selon la taille de la société, l’annexe ;\n- la décision d’affectation du résultat ;\n- le cas échéant, le rapport du commissaire aux comptes et les autres documents prévus par la loi.\n\n## Comment déposer ?\n\nLe dépôt se fait auprès du greffe du tribunal dont relève la société, en ligne ou par courrier. Certaines sociétés peuvent demander, lors du dépôt, que leurs comptes soient confidentiels.\n\n## Combien ça coûte ?\n\nLe coût comprend l’émolument du greffier, la TVA, une redevance perçue pour l’INPI et l’annonce au BODACC. Les prix publiés, avec leur date et leur source, figurent sur la page « Tarifs ».`,
    [],
  ),
  formalite(
    10,
    'telecharger-formulaires-formalites-entreprise',
    null,
    'Formulaires à télécharger',
    'Les formulaires utiles aux formalités des entreprises.',
    `## Des formalités désormais en ligne\n\nDepuis le 1er janvier 2023, les déclarations de création, de modification et de cessation se font en ligne sur le guichet unique : les anciens formulaires papier déposés auprès des centres de formalités ne sont plus la voie normale.\n\nLorsqu’un formulaire reste utile, il est listé sur cette page avec son numéro Cerfa. Pour toute déclaration, commencez par le guichet unique.`,
  ),
];
