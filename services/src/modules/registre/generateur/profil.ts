import { tirage } from './aleatoire.js';
import type { Contexte } from './contexte.js';
import { jourDe, type Jour } from './dates.js';
import type { Commune, Naf } from './referentiel.js';
import { activitesHolding } from './donnees/activites.js';

/**
 * Legal forms with their approximate share of the companies on the RCS
 * (associations are not on it). 5710 covers SASU and 5499 EURL (FACTS §4).
 */
const formes = tirage([
  ['5710', 320],
  ['5499', 280],
  ['6540', 175],
  ['1000', 120],
  ['5599', 20],
  ['5202', 15],
  ['6599', 10],
  ['5485', 10],
  ['5785', 6],
  ['6589', 5],
  ['6541', 5],
  ['5699', 4],
  ['6220', 3],
  ['6585', 3],
  ['3120', 3],
  ['5306', 2],
  ['5308', 0.5],
  ['5800', 0.5],
  ['5770', 1],
  ['5458', 1],
] as const);

export type Famille = 'SAS' | 'SARL' | 'SA' | 'SA_DIRECTOIRE' | 'CIVILE' | 'PERSONNES' | 'GIE' | 'EI' | 'ETRANGERE';

const familles: Readonly<Record<string, Famille>> = {
  '5710': 'SAS',
  '5785': 'SAS',
  '5770': 'SAS',
  '5800': 'SAS',
  '5499': 'SARL',
  '5485': 'SARL',
  '5458': 'SARL',
  '5599': 'SA',
  '5699': 'SA_DIRECTOIRE',
  '6540': 'CIVILE',
  '6541': 'CIVILE',
  '6599': 'CIVILE',
  '6589': 'CIVILE',
  '6585': 'CIVILE',
  '5202': 'PERSONNES',
  '5306': 'PERSONNES',
  '5308': 'PERSONNES',
  '6220': 'GIE',
  '1000': 'EI',
  '3120': 'ETRANGERE',
};

/** 0 micro, 1 petite, 2 moyenne, 3 grande: drives staff, turnover, auditors. */
export type Taille = 0 | 1 | 2 | 3;

export interface Profil {
  id: number;
  siren: string;
  forme: string;
  famille: Famille;
  naf: Naf;
  holding: boolean;
  siege: Commune;
  creation: Jour;
  immatriculation: Jour;
  /** The company's last day in the registry: radiation, or the reference date. */
  fin: Jour;
  radiation: Jour | null;
  /** Dissolution (statut D, or before a voluntary radiation). */
  dissolution: Jour | null;
  taille: Taille;
  cloture: string;
}

const clotures = tirage([
  ['12-31', 80],
  ['06-30', 6],
  ['03-31', 5],
  ['09-30', 4],
  ['08-31', 1],
  ['10-31', 1],
  ['07-31', 1],
  ['04-30', 1],
  ['05-31', 0.5],
  ['11-30', 0.5],
  ['02-28', 0.5],
  ['01-31', 0.5],
] as const);

/** The age of companies in years: many young ones, a long tail back to the 1950s. */
function tirerCreation(ctx: Contexte, famille: Famille): Jour {
  const moyenne = famille === 'SA' || famille === 'SA_DIRECTOIRE' ? 22 : famille === 'EI' ? 8 : 11;
  const age = Math.min(74, ctx.alea.exponentielle(moyenne));
  return Math.max(jourDe(1951, 1, 1), ctx.reference - Math.round(age * 365.25));
}

/**
 * A company's profile. `nouvelle`: a company registered on the context's reference day (a registry
 * activity day), created a few days or weeks before, with nothing behind it yet.
 */
export function tirerProfil(ctx: Contexte, id: number, siren: string, nouvelle = false): Profil {
  const { alea, referentiel } = ctx;
  const forme = formes.tirer(alea);
  const famille = familles[forme] ?? 'SAS';
  const naf =
    referentiel.activitesParForme.get(forme)?.tirer(alea) ??
    (famille === 'EI' ? referentiel.activitesSansHolding : referentiel.activites).tirer(alea);
  const creation = nouvelle ? ctx.reference - alea.entier(1, 45) : tirerCreation(ctx, famille);
  const immatriculation = nouvelle
    ? ctx.reference
    : Math.min(ctx.reference, creation + Math.round(alea.exponentielle(12)));
  const age = (ctx.reference - immatriculation) / 365.25;
  // About one company in five is struck off, the older ones more often.
  const radiee = !nouvelle && age > 0.3 && alea.chance(Math.min(0.6, 0.02 + 0.02 * age));
  const radiation = radiee
    ? immatriculation + 90 + alea.entier(0, Math.floor(ctx.reference - immatriculation - 90))
    : null;
  const dissolution =
    radiation !== null && famille !== 'EI'
      ? Math.max(immatriculation + 30, radiation - alea.entier(60, 400))
      : !nouvelle && !radiee && famille !== 'EI' && age > 1 && alea.chance(0.015)
        ? ctx.reference - alea.entier(20, 700)
        : null;
  const r = alea.reel();
  let taille: Taille = r < 0.75 ? 0 : r < 0.95 ? 1 : r < 0.995 ? 2 : 3;
  if (famille === 'SA' || famille === 'SA_DIRECTOIRE') taille = Math.min(3, taille + 1) as Taille;
  if (famille === 'CIVILE' || famille === 'EI') taille = Math.min(taille, 1) as Taille;
  return {
    id,
    siren,
    forme,
    famille,
    naf,
    holding: famille !== 'EI' && activitesHolding.has(naf.code),
    siege: referentiel.communes.tirer(alea),
    creation,
    immatriculation,
    fin: radiation ?? ctx.reference,
    radiation,
    dissolution: dissolution !== null && dissolution <= immatriculation ? null : dissolution,
    taille,
    cloture: famille === 'EI' ? '12-31' : clotures.tirer(alea),
  };
}
