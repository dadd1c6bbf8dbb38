/** Short definitions shown as contextual help next to documents and identifiers. */

const d = (ordre: number, slug: string, titre: string, definition: string, details?: string) => ({
  ordre,
  slug,
  titre,
  definition,
  details,
});

export const DEFINITIONS = [
  d(
    1,
    'extrait-kbis',
    'Extrait Kbis',
    'Extrait d’immatriculation d’une société au registre du commerce et des sociétés, établi par le greffe.',
    'Il indique notamment la dénomination, la forme juridique, le capital, le siège, les dirigeants et l’activité. On parle d’extrait K pour un commerçant personne physique et d’extrait L ou Lbis pour un établissement secondaire.',
  ),
  d(
    2,
    'rcs',
    'Registre du commerce et des sociétés (RCS)',
    'Registre public tenu par les greffes, où sont immatriculés les commerçants et les sociétés.',
  ),
  d(
    3,
    'rne',
    'Registre national des entreprises (RNE)',
    'Registre tenu par l’INPI, alimenté par le guichet unique des formalités depuis le 1er janvier 2023.',
    'Son extrait, gratuit, contient les mêmes informations que le Kbis et le remplace dans de nombreuses démarches administratives.',
  ),
  d(
    4,
    'siren',
    'Numéro SIREN',
    'Identifiant à 9 chiffres attribué une fois pour toutes par l’INSEE à une entreprise, et jamais réattribué.',
    'Le numéro d’immatriculation au RCS reprend le SIREN, suivi de la mention RCS et de la ville du greffe.',
  ),
  d(
    5,
    'siret',
    'Numéro SIRET',
    'Identifiant à 14 chiffres d’un établissement : le SIREN de l’entreprise suivi d’un numéro d’établissement (NIC) à 5 chiffres.',
  ),
  d(
    6,
    'numero-de-gestion',
    'Numéro de gestion',
    'Numéro interne du dossier de l’entreprise au greffe, composé de l’année, d’une lettre et d’un numéro d’ordre.',
  ),
  d(
    7,
    'code-greffe',
    'Code greffe',
    'Code à quatre chiffres qui identifie un greffe ; les deux premiers correspondent en général au département.',
  ),
  d(
    8,
    'comptes-annuels',
    'Comptes annuels',
    'Bilan, compte de résultat et annexe d’un exercice, déposés au greffe par la plupart des sociétés commerciales.',
  ),
  d(
    9,
    'bilan-saisi',
    'Bilan saisi',
    'Principaux postes des comptes annuels ressaisis sous forme de données chiffrées, pour comparer facilement plusieurs exercices.',
  ),
  d(
    10,
    'actes',
    'Actes',
    'Documents déposés au greffe qui retracent les décisions de la société : statuts, procès-verbaux, décisions des dirigeants.',
  ),
  d(
    11,
    'etat-endettement',
    'État d’endettement',
    'Liste des privilèges, nantissements et autres inscriptions prises au greffe par les créanciers d’une entreprise.',
  ),
  d(
    12,
    'procedure-collective',
    'Procédure collective',
    'Procédure judiciaire ouverte à l’égard d’une entreprise en difficulté : sauvegarde, redressement judiciaire ou liquidation judiciaire.',
  ),
  d(
    13,
    'bodacc',
    'BODACC',
    'Bulletin officiel des annonces civiles et commerciales, où sont publiés notamment les immatriculations, les modifications, les ventes de fonds de commerce et les procédures collectives.',
  ),
  d(
    14,
    'beneficiaires-effectifs',
    'Bénéficiaires effectifs',
    'Personnes physiques qui détiennent, directement ou indirectement, le contrôle d’une société, déclarées lors de son immatriculation.',
  ),
  d(
    15,
    'kbis-periodique',
    'Kbis périodique',
    'Envoi automatique d’un extrait Kbis à jour, à la fréquence et pour la durée choisies.',
  ),
];
