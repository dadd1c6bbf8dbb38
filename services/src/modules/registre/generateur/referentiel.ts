import type { Queryable } from '../../../db/index.js';
import { Tirage, tirage } from './aleatoire.js';
import { activitesCourantes, activitesHolding, activitesParForme } from './donnees/activites.js';

export interface Commune {
  code: string;
  nom: string;
  departement: string;
  codes_postaux: readonly string[];
  greffe: string;
}

export interface Naf {
  code: string;
  libelle: string;
}

/**
 * The reference data a run draws from, read once from the database (after
 * reference loading): the communes that have a registry, weighted by
 * population, and the NAF sous-classes weighted by frequency.
 */
export interface Referentiel {
  communes: Tirage<Commune>;
  communesParDepartement: ReadonlyMap<string, Tirage<Commune>>;
  villesGreffes: ReadonlyMap<string, string>;
  naf: ReadonlyMap<string, Naf>;
  activites: Tirage<Naf>;
  /** Without holdings: sole traders do not hold companies. */
  activitesSansHolding: Tirage<Naf>;
  activitesParForme: ReadonlyMap<string, Tirage<Naf>>;
}

// Villages have businesses too: every commune counts a few extra inhabitants.
const POPULATION_MINIMALE = 30;
// Each of the 732 sous-classes appears now and then.
const POIDS_DE_BASE = 0.01;

export async function lireReferentiel(db: Queryable): Promise<Referentiel> {
  const communes = (
    await db.query<{
      code: string;
      nom: string;
      departement_code: string;
      codes_postaux: string[];
      population: number;
      greffe_code: string;
    }>(
      `SELECT code, nom, departement_code, codes_postaux, population, greffe_code
       FROM communes WHERE greffe_code IS NOT NULL ORDER BY code`,
    )
  ).rows;
  if (communes.length === 0) throw new Error('Aucune commune rattachée à un greffe : le référentiel n’est pas chargé.');
  const liste = communes.map((row) => ({
    commune: {
      code: row.code,
      nom: row.nom,
      departement: row.departement_code,
      codes_postaux: row.codes_postaux.length > 0 ? row.codes_postaux : ['00000'],
      greffe: row.greffe_code,
    },
    poids: row.population + POPULATION_MINIMALE,
  }));
  const parDepartement = new Map<string, typeof liste>();
  for (const entree of liste) {
    const groupe = parDepartement.get(entree.commune.departement) ?? [];
    groupe.push(entree);
    parDepartement.set(entree.commune.departement, groupe);
  }
  const versTirage = (entrees: typeof liste) =>
    new Tirage(
      entrees.map((entree) => entree.commune),
      entrees.map((entree) => entree.poids),
    );

  const greffes = (await db.query<{ code: string; ville: string }>('SELECT code, ville FROM greffes ORDER BY code'))
    .rows;
  const sousClasses = (
    await db.query<{ code: string; libelle: string }>(
      `SELECT code, libelle FROM naf WHERE niveau = 'sous-classe' ORDER BY code`,
    )
  ).rows;
  const naf = new Map(sousClasses.map((row) => [row.code, { code: row.code, libelle: row.libelle }]));
  const connue = (code: string): Naf => {
    const entree = naf.get(code);
    if (entree === undefined) throw new Error(`Code NAF inconnu dans les pondérations du générateur : ${code}`);
    return entree;
  };
  const poids = new Map<string, number>(sousClasses.map((row) => [row.code, POIDS_DE_BASE]));
  for (const [code, p] of activitesCourantes) poids.set(connue(code).code, p);
  const ponderees = [...poids].map(([code, p]) => [naf.get(code) as Naf, p] as const);

  return {
    communes: versTirage(liste),
    communesParDepartement: new Map([...parDepartement].map(([code, entrees]) => [code, versTirage(entrees)])),
    villesGreffes: new Map(greffes.map((row) => [row.code, row.ville])),
    naf,
    activites: tirage(ponderees),
    activitesSansHolding: tirage(ponderees.filter(([entree]) => !activitesHolding.has(entree.code))),
    activitesParForme: new Map(
      Object.entries(activitesParForme).map(([forme, paires]) => [
        forme,
        tirage(paires.map(([code, p]) => [connue(code), p] as const)),
      ]),
    ),
  };
}
