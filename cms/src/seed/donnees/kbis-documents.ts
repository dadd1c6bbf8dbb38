/** Pages of /kbis-documents/{slug}: what each document is (corps) and what it contains (contenu). */

/** One document page, its search-engine title ending with `site` (« Greffeo »…). */
export const pageDeDocument =
  (site: string) => (ordre: number, slug: string, titre: string, resume: string, corps: string, contenu: string) => ({
    ordre,
    slug,
    titre,
    resume,
    corps,
    contenu,
    seo_title: `${titre} | ${site}`,
    seo_description: resume,
  });

const doc = pageDeDocument('Greffeo');

export const KBIS_DOCUMENTS = [
  doc(
    1,
    'extrait-kbis',
    'Extrait Kbis',
    'La pièce d’identité d’une société immatriculée au registre du commerce et des sociétés : dénomination, forme, capital, siège, dirigeants et activité.',
    `## Qu’est-ce qu’un extrait Kbis ?

L’extrait Kbis est l’extrait d’immatriculation principale d’une **personne morale** au registre du commerce et des sociétés (RCS). Il est établi par le greffe du tribunal auprès duquel l’entreprise est immatriculée et reflète l’état du registre à la date indiquée sur le document (« à jour au … »).

On parle d’extrait **K** pour un commerçant personne physique et d’extrait **L** ou **Lbis** pour un établissement secondaire.

## À quoi sert-il ?

Il prouve l’existence juridique de l’entreprise et l’identité de ses dirigeants : ouverture d’un compte bancaire, réponse à un appel d’offres, signature d’un bail ou d’un contrat, vérification d’un fournisseur ou d’un client.

Depuis le 23 novembre 2021, il n’est plus exigé dans 55 démarches administratives, où l’extrait gratuit du Registre national des entreprises (RNE) le remplace.

## Sa validité

Le Kbis n’a pas de date d’expiration légale. En pratique, la plupart des interlocuteurs demandent un extrait de **moins de trois mois**.

## Comment l’obtenir ?

Recherchez l’entreprise, puis ajoutez l’extrait Kbis à votre panier. La version électronique est mise à disposition dans votre espace personnel ; la version papier est envoyée par courrier. Le représentant légal d’une entreprise peut aussi obtenir gratuitement le Kbis de sa propre entreprise avec l’identité numérique MonIdenum, sauf pour les entreprises immatriculées en Moselle, dans le Bas-Rhin, dans le Haut-Rhin et en Nouvelle-Calédonie.`,
    `## Ce que contient un extrait Kbis

1. **En-tête** : le greffe qui délivre l’extrait et son adresse, un code de vérification, le numéro de gestion, et la date à laquelle l’extrait est à jour.
2. **Identification de la personne morale** : numéro d’immatriculation (SIREN suivi de « R.C.S. » et de la ville du greffe), date d’immatriculation, dénomination ou raison sociale, sigle et nom commercial, forme juridique, capital social, adresse du siège, activités principales, durée de la société et date de clôture de l’exercice social.
3. **Gestion, direction, administration, contrôle** : pour chaque dirigeant, sa fonction (président, gérant, directeur général, administrateurs, commissaires aux comptes…), son nom, ses prénoms, sa date et son lieu de naissance, sa nationalité ; pour une personne morale dirigeante, sa dénomination, sa forme, son siège, son numéro RCS et son représentant permanent.
4. **Activité et établissement principal** : adresse, activité exercée, date de commencement d’activité, origine du fonds (création, achat…) et mode d’exploitation (exploitation directe, location-gérance…), ainsi que les immatriculations auprès d’autres greffes.
5. **Observations et renseignements complémentaires** : mentions numérotées et datées, par exemple l’ouverture d’une procédure collective ou une dissolution.

L’extrait se termine par la mention « Fin de l’extrait », la date de délivrance et la signature ou le sceau électronique du greffier.`,
  ),
  doc(
    2,
    'validite-extrait-kbis',
    'Durée de validité d’un extrait Kbis',
    'Un Kbis n’a pas de date d’expiration légale, mais vos interlocuteurs demandent le plus souvent un extrait de moins de trois mois.',
    `## Une validité fixée par l’usage

Aucun texte ne limite la durée de validité d’un extrait Kbis : il décrit l’entreprise telle qu’elle figure au registre à la date indiquée sur le document. Comme une entreprise peut changer de dirigeant, d’adresse ou de capital à tout moment, banques, administrations et donneurs d’ordre demandent généralement un extrait **de moins de trois mois**.

## Comment vérifier la date d’un Kbis ?

La date figure dans le titre de l’extrait (« à jour au … ») et à la fin du document, avec la date de délivrance. Un extrait électronique porte un code de vérification permettant de contrôler son authenticité auprès du greffe.

## Besoin d’un Kbis récent à intervalles réguliers ?

Le Kbis périodique vous adresse automatiquement un extrait à jour selon la fréquence choisie.`,
    `## Les repères à contrôler

- la date « à jour au … » dans le titre de l’extrait ;
- la date de délivrance en fin de document ;
- le code de vérification de l’en-tête ;
- les observations, qui signalent par exemple une procédure collective ou une dissolution.`,
  ),
  doc(
    3,
    'comptes-annuels',
    'Comptes annuels',
    'Bilan, compte de résultat et annexe déposés au greffe : la photographie financière d’une société pour un exercice.',
    `## Que sont les comptes annuels ?

Les comptes annuels sont établis à la clôture de chaque exercice. La plupart des sociétés commerciales doivent les déposer au greffe du tribunal dont elles relèvent, ce qui les rend consultables par tous, sauf lorsque la société a choisi, dans les cas prévus par la loi, de les déclarer confidentiels.

## À quoi servent-ils ?

Ils permettent d’apprécier la santé financière d’un partenaire : chiffre d’affaires, résultat, capitaux propres, endettement. Ils sont utiles avant de signer un contrat important, d’accorder un délai de paiement ou de racheter une entreprise.

## Les formats disponibles

- la **copie intégrale** des comptes déposés, telle qu’elle figure au greffe ;
- le **bilan saisi**, où les principaux postes ont été ressaisis sous forme de données chiffrées, pratique pour comparer plusieurs exercices.`,
    `## Ce que contiennent les comptes annuels

- **Le bilan** : ce que l’entreprise possède (actif) et ce qu’elle doit (passif), à la date de clôture.
- **Le compte de résultat** : produits et charges de l’exercice, jusqu’au résultat net.
- **L’annexe** : les informations qui complètent et expliquent les deux premiers documents, selon la taille de la société.

Selon la société, le dépôt peut être accompagné d’autres pièces, comme le rapport du commissaire aux comptes ou la décision d’affectation du résultat.`,
  ),
  doc(
    4,
    'comptes-annuels-confidentiels',
    'Comptes annuels déclarés confidentiels',
    'Certaines sociétés peuvent demander que leurs comptes, ou leur compte de résultat, ne soient pas communiqués au public.',
    `## Pourquoi des comptes sont-ils confidentiels ?

La loi permet aux plus petites sociétés de déclarer leurs comptes annuels confidentiels lors de leur dépôt, et à certaines autres de ne rendre confidentiel que leur compte de résultat. Les comptes restent déposés au greffe, mais ils ne sont pas communiqués aux tiers.

## Ce que vous verrez

Lorsque des comptes sont confidentiels, la fiche de l’entreprise indique que le dépôt a bien eu lieu pour l’exercice concerné, sans donner accès à son contenu, ou seulement aux parties qui restent publiques.

## Qui peut y accéder ?

Certaines autorités et administrations peuvent y accéder dans le cadre de leurs missions. Pour un particulier ou une entreprise, la confidentialité s’impose.`,
    `## Ce qui reste visible

- le fait que les comptes de l’exercice ont été déposés ;
- la date de clôture de l’exercice ;
- selon l’option retenue par la société, le bilan lorsque seul le compte de résultat est confidentiel.`,
  ),
  doc(
    5,
    'actes-et-statuts',
    'Actes et statuts',
    'Les statuts et les actes déposés au greffe retracent les règles de fonctionnement de la société et les grandes décisions de sa vie.',
    `## Que sont les actes déposés ?

Une société dépose au greffe ses statuts lors de sa constitution, puis les actes qui les modifient ou qui enregistrent une décision importante : nomination d’un dirigeant, augmentation de capital, transfert du siège, dissolution… La liste des actes déposés est consultable sur la fiche de l’entreprise, et chaque acte peut être commandé en copie.

## À quoi servent-ils ?

Les statuts indiquent qui peut engager la société, comment se prennent les décisions et comment le capital est réparti entre les titres. Les actes permettent de vérifier qu’une décision a bien été prise et publiée.`,
    `## Ce que contient la liste des actes

Pour chaque acte : sa date, sa nature (statuts mis à jour, procès-verbal d’assemblée, décision du président…), la date de son dépôt au greffe et, le cas échéant, les décisions qu’il contient.

## Ce que contiennent les statuts

La forme de la société, sa dénomination, son objet, son siège, sa durée, le montant de son capital, les règles de nomination et de pouvoirs des dirigeants, et les règles de décision des associés.`,
  ),
  doc(
    6,
    'statuts-a-jour',
    'Statuts à jour',
    'La dernière version des statuts déposée au greffe, qui intègre les modifications successives.',
    `## Pourquoi demander les statuts à jour ?

Après chaque modification (changement de siège, de capital, d’objet…), la société dépose au greffe une version mise à jour de ses statuts. C’est cette version qui fait foi pour connaître les règles en vigueur : pouvoirs des dirigeants, conditions de cession des titres, règles de majorité.

## Comment les trouver ?

Dans la liste des actes de l’entreprise, repérez le dépôt le plus récent intitulé « statuts mis à jour » et ajoutez-le à votre panier.`,
    `## Ce que contiennent les statuts à jour

Le texte complet des statuts dans leur dernière version déposée, certifié conforme par le représentant légal de la société.`,
  ),
  doc(
    7,
    'proces-verbaux-assemblee',
    'Procès-verbaux d’assemblée',
    'Les procès-verbaux déposés au greffe relatent les décisions des associés : nomination, modification des statuts, affectation du résultat…',
    `## Qu’est-ce qu’un procès-verbal d’assemblée ?

Le procès-verbal consigne les décisions prises par les associés ou actionnaires réunis en assemblée, ou par l’associé unique. Lorsque la décision doit être publiée (nomination d’un dirigeant, modification des statuts, dissolution…), une copie est déposée au greffe.

## À quoi sert-il ?

Il permet de vérifier qu’une décision a été régulièrement prise, à quelle date et par qui : la nomination d’un nouveau dirigeant, par exemple, ou la décision de dissoudre la société.`,
    `## Ce que contient un procès-verbal

La date et le lieu de la réunion, les personnes présentes ou représentées, l’ordre du jour, le texte des résolutions et le résultat de chaque vote, puis la signature des personnes habilitées.`,
  ),
  doc(
    8,
    'etat-endettement',
    'État d’endettement',
    'La liste des inscriptions de privilèges et de nantissements prises sur une entreprise : un indicateur de ses dettes garanties.',
    `## Qu’est-ce que l’état d’endettement ?

L’état d’endettement rassemble les inscriptions prises au greffe par les créanciers d’une entreprise pour garantir leurs créances : privilèges du Trésor et de la Sécurité sociale, nantissements du fonds de commerce ou de parts sociales, ainsi que les inscriptions qui révèlent un droit de propriété (crédit-bail, location, clause de réserve de propriété) ou un impayé (protêts).

## À quoi sert-il ?

Avant de racheter un fonds de commerce, d’accorder un crédit ou de conclure un contrat important, il permet de savoir si l’entreprise a des dettes garanties et au profit de qui.

## À savoir

Les gages sans dépossession figurent sur un registre distinct et n’apparaissent pas dans l’état d’endettement.`,
    `## Ce que contient l’état d’endettement

Pour chaque inscription : sa catégorie (privilège du Trésor, de la Sécurité sociale, nantissement, crédit-bail…), sa date, le créancier, le montant garanti lorsqu’il est indiqué et, le cas échéant, sa date de radiation.

Le document peut être délivré en **copie intégrale** des inscriptions ou sous forme d’**état certifié** par le greffe.`,
  ),
  doc(
    9,
    'privileges-et-nantissements',
    'Privilèges et nantissements inscrits',
    'Les sûretés inscrites au greffe par les créanciers d’une entreprise, et ce que chacune révèle.',
    `## Les principales inscriptions

- **Privilège du Trésor** : inscrit par l’administration fiscale pour des impôts impayés.
- **Privilège de la Sécurité sociale** : inscrit par les organismes de recouvrement des cotisations sociales.
- **Nantissement du fonds de commerce** : garantit souvent le prêt qui a financé l’achat du fonds.
- **Nantissement de parts sociales ou d’actions** : porte sur les titres détenus dans une société.
- **Crédit-bail et location** : révèlent qu’un bien utilisé par l’entreprise appartient à un tiers.
- **Réserve de propriété** : le vendeur reste propriétaire du bien jusqu’au paiement complet.

## Comment lire une inscription ?

Une inscription n’est pas une condamnation : c’est une garantie au profit d’un créancier. Leur nombre, leur ancienneté et leur nature donnent une indication sur la situation de l’entreprise.`,
    `## Où les trouver ?

Ces inscriptions sont regroupées dans l’état d’endettement de l’entreprise, commandé depuis sa fiche.`,
  ),
  doc(
    10,
    'kbis-periodique',
    'Kbis périodique',
    'Recevez automatiquement un extrait Kbis à jour, à la fréquence et pour la durée que vous choisissez.',
    `## Pour qui ?

Le Kbis périodique s’adresse à ceux qui doivent fournir régulièrement un extrait récent : entreprises répondant à des marchés, sous-traitants, services achats qui suivent leurs fournisseurs.

## Comment ça marche ?

Lors de la commande, vous choisissez l’entreprise, la fréquence d’envoi (en mois), la durée de l’abonnement et le mode de diffusion : électronique, dans votre espace personnel, ou par courrier. Chaque envoi est un extrait Kbis à jour à sa date de délivrance.

Vous suivez vos Kbis périodiques, leurs envois et leur adresse de livraison dans votre espace personnel, rubrique « Mes commandes », où vous pouvez aussi les arrêter.`,
    `## Ce que contient chaque envoi

Un extrait Kbis complet, identique à celui commandé à l’unité, à jour à sa date de délivrance.`,
  ),
  doc(
    11,
    'certificat-non-faillite',
    'Certificat relatif aux procédures collectives',
    'Souvent appelé « certificat de non-faillite », il indique si une procédure collective est ouverte à l’encontre d’une entreprise.',
    `## Qu’est-ce que ce certificat ?

Le certificat relatif aux procédures collectives est délivré par le greffe. Il atteste de l’existence ou de l’absence d’une procédure de sauvegarde, de redressement judiciaire ou de liquidation judiciaire à l’encontre d’une entreprise.

## À quoi sert-il ?

Il est souvent demandé dans les marchés publics, lors de la cession d’un fonds de commerce ou par un partenaire qui veut s’assurer de la solvabilité de l’entreprise.`,
    `## Ce que contient le certificat

L’identification de l’entreprise, la date de délivrance et, le cas échéant, la nature et la date des jugements d’ouverture ou de clôture des procédures collectives qui la concernent.`,
  ),
];
