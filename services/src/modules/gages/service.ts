import type { Queryable } from '../../db/index.js';
import { aujourdhui, lireSiren } from '@portail/domaine';
import type { CriteresGages, InscriptionGage, RechercheGagesQuery, ResultatGages } from '@portail/contrat/gages';
import { ChampsInvalides } from '../../domain-error.js';
import { motsRecherche } from '../../lib/normaliser.js';
import { compterGages, lireGages, lireGreffe, type FiltreGages } from './repository.js';

const invalide = (champ: string, message: string) => new ChampsInvalides([{ champ, message }], 'querystring');

/** The criteria of a search or of a certificate, checked: one of SIREN and name, the greffe known. */
export interface Critere {
  siren?: string;
  nom?: string;
  code_greffe?: string;
}

function filtreDe(critere: Critere): { filtre: FiltreGages; criteres: CriteresGages } {
  if ((critere.siren === undefined) === (critere.nom === undefined)) {
    throw invalide('siren', 'indiquez soit un numéro SIREN, soit le nom du constituant');
  }
  const filtre: FiltreGages = {};
  const criteres: CriteresGages = {};
  if (critere.siren !== undefined) {
    const siren = lireSiren(critere.siren);
    if (siren === null) throw invalide('siren', "n'est pas un numéro SIREN valide (9 chiffres, clé de contrôle)");
    filtre.siren = siren;
    criteres.siren = siren;
  } else {
    const nom = (critere.nom ?? '').trim().replace(/\s+/g, ' ');
    const mots = motsRecherche(nom);
    if (mots.length === 0) throw invalide('nom', 'doit contenir au moins une lettre ou un chiffre');
    filtre.mots = mots;
    criteres.nom = nom;
  }
  if (critere.code_greffe !== undefined) {
    filtre.greffe = critere.code_greffe;
    criteres.code_greffe = critere.code_greffe;
  }
  return { filtre, criteres };
}

async function greffeDe(db: Queryable, code: string | undefined) {
  if (code === undefined) return null;
  const greffe = await lireGreffe(db, code);
  if (greffe === undefined) throw invalide('code_greffe', 'ne correspond à aucun greffe');
  return greffe;
}

/** GET /api/gages: a page of the register for a pledger, in force only unless `radies`. */
export async function rechercherGages(
  db: Queryable,
  query: RechercheGagesQuery,
  instant: Date = new Date(),
): Promise<ResultatGages> {
  const { filtre, criteres } = filtreDe(query);
  const greffe = await greffeDe(db, query.code_greffe);
  const jour = aujourdhui(instant);
  const { total, en_vigueur } = await compterGages(db, filtre, jour);
  const radies = query.radies === true;
  const inscriptions = await lireGages(db, radies ? filtre : { ...filtre, enVigueurLe: jour }, jour, {
    offset: query.offset ?? 0,
    limit: query.limit ?? 20,
  });
  return { criteres, greffe, a_la_date: jour, total: radies ? total : en_vigueur, en_vigueur, inscriptions };
}

/**
 * The whole content of the certificate (état des inscriptions) on the day of `emisLe`: every
 * inscription in force under the criteria, not paged. A criterion that no longer reads (a greffe
 * removed from the reference) throws the same 400 as the search; the orders module reports it.
 */
export async function lireEtatGages(db: Queryable, critere: Critere, emisLe: Date): Promise<ResultatGages> {
  const { filtre, criteres } = filtreDe(critere);
  const greffe = await greffeDe(db, critere.code_greffe);
  const jour = aujourdhui(emisLe);
  const inscriptions: InscriptionGage[] = await lireGages(db, { ...filtre, enVigueurLe: jour }, jour, null);
  return {
    criteres,
    greffe,
    a_la_date: jour,
    total: inscriptions.length,
    en_vigueur: inscriptions.length,
    inscriptions,
  };
}
