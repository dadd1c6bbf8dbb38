import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { Queryable, Row } from '../../../db/index.js';
import { luhnValide } from '@portail/domaine';
import { rafraichirDerives } from '../../../cli/derives.js';
import { colonnesEtablissement, colonnesUniteLegale } from './colonnes.js';
import { executerCli as executer } from './cli.js';
import { importerSirene as importer } from './index.js';

/** Test support: SIRENE stock lines and files, and the import run as its command runs it (not used by the importer). */

/** `prefixe` followed by the digit that makes it Luhn-valid. */
export function avecCle(prefixe: string): string {
  for (let chiffre = 0; chiffre <= 9; chiffre++) {
    if (luhnValide(`${prefixe}${chiffre}`)) return `${prefixe}${chiffre}`;
  }
  throw new Error('unreachable');
}

/** A Luhn-valid SIREN built from a number (at most 8 digits). */
export function siren(numero: number): string {
  return avecCle(String(numero).padStart(8, '0'));
}

/** A Luhn-valid NIC for this SIREN (the SIRET is checked, not the NIC alone). */
export function nic(numeroSiren: string, rang = 1): string {
  return avecCle(`${numeroSiren}${String(rang).padStart(4, '0')}`).slice(9);
}

export type Valeurs = Readonly<Record<string, string>>;

const defautsUniteLegale: Valeurs = {
  statutDiffusionUniteLegale: 'O',
  dateCreationUniteLegale: '2001-05-12',
  trancheEffectifsUniteLegale: '01',
  categorieEntreprise: 'PME',
  dateDebut: '2001-05-12',
  etatAdministratifUniteLegale: 'A',
  denominationUniteLegale: 'SOCIETE TEST',
  categorieJuridiqueUniteLegale: '5710',
  activitePrincipaleUniteLegale: '62.01Z',
  nomenclatureActivitePrincipaleUniteLegale: 'NAFRev2',
  caractereEmployeurUniteLegale: 'O',
};

const defautsEtablissement: Valeurs = {
  statutDiffusionEtablissement: 'O',
  dateCreationEtablissement: '2001-05-12',
  trancheEffectifsEtablissement: '01',
  etablissementSiege: 'true',
  numeroVoieEtablissement: '12',
  typeVoieEtablissement: 'RUE',
  libelleVoieEtablissement: 'DE LA PAIX',
  codePostalEtablissement: '75002',
  libelleCommuneEtablissement: 'PARIS 2',
  codeCommuneEtablissement: '75102',
  dateDebut: '2001-05-12',
  etatAdministratifEtablissement: 'A',
  activitePrincipaleEtablissement: '62.01Z',
  nomenclatureActivitePrincipaleEtablissement: 'NAFRev2',
  caractereEmployeurEtablissement: 'O',
};

/** A StockUniteLegale line (fields in `colonnes` order). */
export function uniteLegale(valeurs: Valeurs, colonnes: readonly string[] = colonnesUniteLegale): string[] {
  const toutes = { ...defautsUniteLegale, ...valeurs };
  return colonnes.map((nom) => toutes[nom] ?? '');
}

/** A StockEtablissement line; `siret` defaults to siren + nic. */
export function etablissement(valeurs: Valeurs, colonnes: readonly string[] = colonnesEtablissement): string[] {
  const toutes: Record<string, string> = { ...defautsEtablissement, ...valeurs };
  toutes.siret ??= `${toutes.siren ?? ''}${toutes.nic ?? ''}`;
  return colonnes.map((nom) => toutes[nom] ?? '');
}

export function ligneCsv(champs: readonly string[]): string {
  return champs.map((champ) => (/[",\r\n]/.test(champ) ? `"${champ.replace(/"/g, '""')}"` : champ)).join(',');
}

/** Writes a stock file: header, then each line (field arrays, or raw text for damaged lines). */
export async function ecrireStock(
  dossier: string,
  nom: string,
  colonnes: readonly string[],
  lignes: ReadonlyArray<readonly string[] | string>,
): Promise<string> {
  const chemin = join(dossier, nom);
  const texte = [colonnes.join(','), ...lignes.map((l) => (typeof l === 'string' ? l : ligneCsv(l)))].join('\n');
  await writeFile(chemin, `${texte}\n`);
  return chemin;
}

/** Every company and establishment, in a stable order: equal snapshots mean an unchanged registry. */
export async function instantane(db: Queryable): Promise<{ entreprises: Row[]; etablissements: Row[] }> {
  const { rows: entreprises } = await db.query('SELECT * FROM entreprises ORDER BY siren');
  const { rows: etablissements } = await db.query('SELECT * FROM etablissements ORDER BY siret');
  return { entreprises, etablissements };
}

/** The import as the command-line tool runs it: the derived tables refreshed at the end. */
export const importerSirene = (
  session: Parameters<typeof importer>[0],
  fichiers: Parameters<typeof importer>[1],
  options: Partial<Parameters<typeof importer>[2]> = {},
) => importer(session, fichiers, { rafraichirDerives, ...options });

/** The command as `npm run registre:importer-sirene` runs it. */
export const executerCli = (argv: readonly string[], environnement: Partial<Parameters<typeof executer>[1]> = {}) =>
  executer(argv, { rafraichirDerives, ...environnement });
