import { createHash } from 'node:crypto';

import type { Db, Queryable } from '../../../db/index.js';
import { communesReference, departementsHorsGreffes } from './communes.js';
import { formesJuridiques } from './formes-juridiques.js';
import { nafReference } from './naf.js';
import {
  compterLignes,
  enregistrerVersion,
  lireVersions,
  synchroniserCommunes,
  synchroniserFormesJuridiques,
  synchroniserNaf,
  upsertDepartements,
  type VersionReference,
} from './repository.js';
import { lireDecoupageAdministratif, lireNomenclatureNaf } from './sources.js';

interface Jeu {
  /** Key in reference_versions and in compterLignes(). */
  nom: 'departements' | 'communes' | 'naf' | 'formes_juridiques';
  lignes: readonly unknown[];
  synchroniser(tx: Queryable): Promise<number>;
}

export interface ChargementReferentiel {
  /** Rows inserted, corrected or removed. */
  changed: number;
  /** The data sets whose fingerprint or row count differed. */
  jeux: string[];
}

// Any constant works as long as every instance uses the same one.
const LOCK_KEY = 7_301_003;

function empreinte(lignes: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(lignes)).digest('hex');
}

async function jeux(): Promise<Jeu[]> {
  const [decoupage, naf] = await Promise.all([lireDecoupageAdministratif(), lireNomenclatureNaf()]);
  const departements = departementsHorsGreffes(decoupage);
  const communes = communesReference(decoupage);
  const codesNaf = nafReference(naf);
  // In dependency order: communes reference départements.
  return [
    { nom: 'departements', lignes: departements, synchroniser: (tx) => upsertDepartements(tx, departements) },
    { nom: 'communes', lignes: communes, synchroniser: (tx) => synchroniserCommunes(tx, communes) },
    { nom: 'naf', lignes: codesNaf, synchroniser: (tx) => synchroniserNaf(tx, codesNaf) },
    {
      nom: 'formes_juridiques',
      lignes: formesJuridiques,
      synchroniser: (tx) => synchroniserFormesJuridiques(tx, formesJuridiques),
    },
  ];
}

function aJour(
  jeu: Jeu,
  version: VersionReference | undefined,
  comptes: Record<string, number>,
  attendue: string,
): boolean {
  return version?.empreinte === attendue && version.lignes === jeu.lignes.length && comptes[jeu.nom] === version.lignes;
}

/**
 * Brings the registry's reference tables (départements outside the registry
 * map, communes with their registry, NAF, formes juridiques) in line with the
 * packages and ./formes-juridiques.ts. The greffes must be loaded first.
 *
 * A start that changes nothing reads the files, compares one fingerprint and
 * one row count per data set and writes nothing.
 */
export async function chargerReferentielRegistre(db: Db): Promise<ChargementReferentiel> {
  const tous = await jeux();
  const attendues = new Map(tous.map((jeu) => [jeu.nom, empreinte(jeu.lignes)]));
  const codesHorsGreffes = (tous[0]?.lignes ?? []) as { code: string }[];
  const codes = codesHorsGreffes.map((departement) => departement.code);

  const perimes = async (q: Queryable) => {
    // One after the other: inside the transaction below, q is a single connection.
    const versions = await lireVersions(q);
    const comptes = await compterLignes(q, codes);
    return tous.filter((jeu) => !aJour(jeu, versions.get(jeu.nom), comptes, attendues.get(jeu.nom) as string));
  };
  if ((await perimes(db)).length === 0) return { changed: 0, jeux: [] };

  const chargement = await db.transaction(async (tx) => {
    // A second instance starting at the same time waits, then finds nothing to do.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    let changed = 0;
    const aCharger = await perimes(tx);
    for (const jeu of aCharger) {
      changed += await jeu.synchroniser(tx);
      await enregistrerVersion(tx, jeu.nom, { empreinte: attendues.get(jeu.nom) as string, lignes: jeu.lignes.length });
    }
    return { changed, jeux: aCharger.map((jeu) => jeu.nom) };
  });
  // Statistics for the planner now, not when autovacuum comes (never, where it is off): without
  // them it guesses a hundred communes to a département instead of up to 700, and the search by
  // place picks its plans on that guess.
  // A data set is named after its table.
  if (chargement.changed > 0) await db.exec(`ANALYZE ${chargement.jeux.join(', ')}`);
  return chargement;
}
