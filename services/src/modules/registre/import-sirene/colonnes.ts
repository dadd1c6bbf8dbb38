/**
 * Column sets of the SIRENE stock files (FACTS §5). Rows are read by header
 * name, never by position: the current files and the older ones (without the
 * recent columns) are both accepted.
 */

export type NatureFichier = 'UNITES_LEGALES' | 'ETABLISSEMENTS';

export const libellesNature: Readonly<Record<NatureFichier, string>> = {
  UNITES_LEGALES: 'unités légales',
  ETABLISSEMENTS: 'établissements',
};

// Older StockUniteLegale files: 33 columns.
const uniteLegaleAncienne = [
  'siren',
  'statutDiffusionUniteLegale',
  'unitePurgeeUniteLegale',
  'dateCreationUniteLegale',
  'sigleUniteLegale',
  'sexeUniteLegale',
  'prenom1UniteLegale',
  'prenom2UniteLegale',
  'prenom3UniteLegale',
  'prenom4UniteLegale',
  'prenomUsuelUniteLegale',
  'pseudonymeUniteLegale',
  'identifiantAssociationUniteLegale',
  'trancheEffectifsUniteLegale',
  'anneeEffectifsUniteLegale',
  'dateDernierTraitementUniteLegale',
  'nombrePeriodesUniteLegale',
  'categorieEntreprise',
  'anneeCategorieEntreprise',
  'dateDebut',
  'etatAdministratifUniteLegale',
  'nomUniteLegale',
  'nomUsageUniteLegale',
  'denominationUniteLegale',
  'denominationUsuelle1UniteLegale',
  'denominationUsuelle2UniteLegale',
  'denominationUsuelle3UniteLegale',
  'categorieJuridiqueUniteLegale',
  'activitePrincipaleUniteLegale',
  'nomenclatureActivitePrincipaleUniteLegale',
  'nicSiegeUniteLegale',
  'economieSocialeSolidaireUniteLegale',
  'caractereEmployeurUniteLegale',
] as const;

// Current files: 35 columns, societeMission before caractereEmployeur, NAF25 last.
export const colonnesUniteLegale: readonly string[] = [
  ...uniteLegaleAncienne.slice(0, 32),
  'societeMissionUniteLegale',
  'caractereEmployeurUniteLegale',
  'activitePrincipaleNAF25UniteLegale',
];

export const colonnesUniteLegaleAnciennes: readonly string[] = uniteLegaleAncienne;

// Current StockEtablissement files: 54 columns.
export const colonnesEtablissement: readonly string[] = [
  'siren',
  'nic',
  'siret',
  'statutDiffusionEtablissement',
  'dateCreationEtablissement',
  'trancheEffectifsEtablissement',
  'anneeEffectifsEtablissement',
  'activitePrincipaleRegistreMetiersEtablissement',
  'dateDernierTraitementEtablissement',
  'etablissementSiege',
  'nombrePeriodesEtablissement',
  'complementAdresseEtablissement',
  'numeroVoieEtablissement',
  'indiceRepetitionEtablissement',
  'dernierNumeroVoieEtablissement',
  'indiceRepetitionDernierNumeroVoieEtablissement',
  'typeVoieEtablissement',
  'libelleVoieEtablissement',
  'codePostalEtablissement',
  'libelleCommuneEtablissement',
  'libelleCommuneEtrangerEtablissement',
  'distributionSpecialeEtablissement',
  'codeCommuneEtablissement',
  'codeCedexEtablissement',
  'libelleCedexEtablissement',
  'codePaysEtrangerEtablissement',
  'libellePaysEtrangerEtablissement',
  'identifiantAdresseEtablissement',
  'coordonneeLambertAbscisseEtablissement',
  'coordonneeLambertOrdonneeEtablissement',
  'complementAdresse2Etablissement',
  'numeroVoie2Etablissement',
  'indiceRepetition2Etablissement',
  'typeVoie2Etablissement',
  'libelleVoie2Etablissement',
  'codePostal2Etablissement',
  'libelleCommune2Etablissement',
  'libelleCommuneEtranger2Etablissement',
  'distributionSpeciale2Etablissement',
  'codeCommune2Etablissement',
  'codeCedex2Etablissement',
  'libelleCedex2Etablissement',
  'codePaysEtranger2Etablissement',
  'libellePaysEtranger2Etablissement',
  'dateDebut',
  'etatAdministratifEtablissement',
  'enseigne1Etablissement',
  'enseigne2Etablissement',
  'enseigne3Etablissement',
  'denominationUsuelleEtablissement',
  'activitePrincipaleEtablissement',
  'nomenclatureActivitePrincipaleEtablissement',
  'caractereEmployeurEtablissement',
  'activitePrincipaleNAF25Etablissement',
];

// Older files (48 columns) lack the last-number-of-street pair, the address
// identifier, the Lambert coordinates and NAF25.
const absentesAnciensEtablissements = new Set([
  'dernierNumeroVoieEtablissement',
  'indiceRepetitionDernierNumeroVoieEtablissement',
  'identifiantAdresseEtablissement',
  'coordonneeLambertAbscisseEtablissement',
  'coordonneeLambertOrdonneeEtablissement',
  'activitePrincipaleNAF25Etablissement',
]);

export const colonnesEtablissementAnciennes: readonly string[] = colonnesEtablissement.filter(
  (nom) => !absentesAnciensEtablissements.has(nom),
);

const connues: Readonly<Record<NatureFichier, readonly string[]>> = {
  UNITES_LEGALES: colonnesUniteLegale,
  ETABLISSEMENTS: colonnesEtablissement,
};
const requises: Readonly<Record<NatureFichier, readonly string[]>> = {
  UNITES_LEGALES: colonnesUniteLegaleAnciennes,
  ETABLISSEMENTS: colonnesEtablissementAnciennes,
};

/** The header line does not describe a stock file of the expected kind. */
export class EnTeteInvalide extends Error {
  constructor(
    readonly fichier: string,
    readonly problemes: string[],
  ) {
    super(`En-tête invalide dans ${fichier} : ${problemes.join(' ; ')}.`);
    this.name = 'EnTeteInvalide';
  }
}

/** Position of every known column in the file (absent recent columns: -1). */
export interface EnTete {
  nombreColonnes: number;
  index(nom: string): number;
}

/**
 * Checks the header of a stock file: every column of the older set present,
 * nothing unknown, no duplicate. Names are trimmed (the official file has
 * trailing spaces in the Lambert column names).
 */
export function verifierEnTete(fichier: string, nature: NatureFichier, noms: readonly string[]): EnTete {
  const positions = new Map<string, number>();
  const inconnues: string[] = [];
  const doublons: string[] = [];
  const connuesIci = new Set(connues[nature]);
  noms.forEach((brut, position) => {
    const nom = brut.trim();
    if (!connuesIci.has(nom)) inconnues.push(nom === '' ? '(colonne sans nom)' : nom);
    else if (positions.has(nom)) doublons.push(nom);
    else positions.set(nom, position);
  });
  const manquantes = requises[nature].filter((nom) => !positions.has(nom));

  const problemes: string[] = [];
  const attendu = `fichier ${nature === 'UNITES_LEGALES' ? 'StockUniteLegale' : 'StockEtablissement'} attendu`;
  if (manquantes.length > 0) problemes.push(`colonnes manquantes : ${liste(manquantes)} (${attendu})`);
  if (inconnues.length > 0) problemes.push(`colonnes inconnues : ${liste(inconnues)}`);
  if (doublons.length > 0) problemes.push(`colonnes en double : ${liste(doublons)}`);
  if (problemes.length > 0) throw new EnTeteInvalide(fichier, problemes);

  return { nombreColonnes: noms.length, index: (nom) => positions.get(nom) ?? -1 };
}

function liste(noms: string[]): string {
  const premiers = noms.slice(0, 8).join(', ');
  return noms.length > 8 ? `${premiers}… (${noms.length} au total)` : premiers;
}
