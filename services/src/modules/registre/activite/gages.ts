import { normaliserNom } from '../../../lib/normaliser.js';
import type { Aleatoire } from '../generateur/aleatoire.js';
import { annee, iso, type Jour } from '../generateur/dates.js';
import { categoriesGage, creancierGage, designationGage, EFFET_GAGE_JOURS, montantGage } from '../generateur/gages.js';
import { familleDe, Tireur } from './entreprises-tirees.js';
import { FENETRE_RENOUVELLEMENT_GAGE_JOURS, RENOUVELLEMENT_GAGE_PAR_JOUR, type ChangementGage } from './taux.js';
import type { Journee } from './vie-sociale.js';

/** What the register of pledges did on a day. */
export type BilanGages = Record<ChangementGage | 'renouvellementGage' | 'radiationOfficeGage', number>;

export const AUCUN_GAGE: Readonly<BilanGages> = {
  inscriptionGage: 0,
  radiationGage: 0,
  renouvellementGage: 0,
  radiationOfficeGage: 0,
};

/** The highest number of a greffe's yearly series: `AAAAG` and five digits. */
const NUMERO_MAX = 99_999;

const EN_VIGUEUR = 'g.date_radiation IS NULL AND g.date_fin_effet >= $1::date AND g.date_inscription < $1::date';

/**
 * A working day of the register of non-possessory pledges (gages sans dépossession), kept by the
 * greffes beside the RCS but not part of it: no registry event is written (monitoring watches the
 * RCS). Every draw comes from `alea`, a stream of the pledges' own, and the companies pledging are
 * drawn by a `Tireur` of their own: the day's other changes are those it would make without the
 * register. In this order: inscriptions whose effect has expired are struck off d'office, some of
 * those ending within two months are renewed, some in force are struck off at the creditor's
 * request (mainlevée), new ones are entered on registered active companies.
 */
export async function activiteGages(
  j: Journee,
  alea: Aleatoire,
  nombres: Readonly<Record<ChangementGage, number>>,
  intensite: number,
): Promise<BilanGages> {
  const radiationOfficeGage = await radiationsOffice(j);
  const renouveles = await renouvellements(j, alea, Math.min(1, RENOUVELLEMENT_GAGE_PAR_JOUR * intensite));
  const radiationGage = await mainlevees(j, alea, nombres.radiationGage, renouveles);
  const inscriptionGage = await inscriptions(j, alea, nombres.inscriptionGage);
  return { inscriptionGage, radiationGage, renouvellementGage: renouveles.size, radiationOfficeGage };
}

function mention(j: Journee, gage: number, nature: 'RENOUVELLEMENT' | 'RADIATION', libelle: string): void {
  j.ctx.tables.gagesMentions.ajouter([j.ctx.id('gages_mentions'), gage, iso(j.date), nature, libelle]);
}

/** The greffier strikes off every inscription whose effect has expired (not renewed in time). */
async function radiationsOffice(j: Journee): Promise<number> {
  const { rows } = await j.tx.query<{ id: number }>(
    `UPDATE gages SET date_radiation = $1::date
      WHERE date_radiation IS NULL AND date_fin_effet < $1::date
      RETURNING id::int AS id`,
    [iso(j.date)],
  );
  const ids = rows.map((row) => row.id).sort((a, b) => a - b);
  for (const id of ids) mention(j, id, 'RADIATION', 'Radiation d’office : effet de l’inscription expiré');
  return ids.length;
}

/** Some inscriptions whose effect ends within two months are renewed for five years. */
async function renouvellements(j: Journee, alea: Aleatoire, probabilite: number): Promise<Set<number>> {
  const faits = new Set<number>();
  if (probabilite <= 0) return faits;
  const { rows } = await j.tx.query<{ id: number }>(
    `SELECT g.id::int AS id FROM gages g
      WHERE ${EN_VIGUEUR} AND g.date_fin_effet <= $2::date
      ORDER BY g.id`,
    [iso(j.date), iso(j.date + FENETRE_RENOUVELLEMENT_GAGE_JOURS)],
  );
  for (const { id } of rows) {
    if (!alea.chance(probabilite)) continue;
    faits.add(id);
    await j.tx.query('UPDATE gages SET date_fin_effet = date_fin_effet + $2::int WHERE id = $1', [
      id,
      EFFET_GAGE_JOURS,
    ]);
    mention(j, id, 'RENOUVELLEMENT', 'Renouvellement de l’inscription pour cinq ans');
  }
  return faits;
}

/** Inscriptions in force are struck off at the creditor's request (paid back, released). */
async function mainlevees(j: Journee, alea: Aleatoire, nombre: number, renouveles: Set<number>): Promise<number> {
  if (nombre <= 0) return 0;
  const { rows: bornes } = await j.tx.query<{ min: number | null; max: number | null }>(
    `SELECT min(g.id)::int AS min, max(g.id)::int AS max FROM gages g WHERE ${EN_VIGUEUR}`,
    [iso(j.date)],
  );
  const min = bornes[0]?.min;
  const max = bornes[0]?.max;
  if (min == null || max == null) return 0;
  const candidats = Array.from({ length: nombre * 6 + 8 }, () => alea.entier(min, max));
  const { rows } = await j.tx.query<{ id: number }>(
    `SELECT g.id::int AS id FROM gages g WHERE g.id = ANY($2::bigint[]) AND ${EN_VIGUEUR}`,
    [iso(j.date), candidats],
  );
  const enVigueur = new Set(rows.map((row) => row.id));
  const faites = new Set<number>();
  for (const id of candidats) {
    if (faites.size === nombre) break;
    if (!enVigueur.has(id) || renouveles.has(id) || faites.has(id)) continue;
    faites.add(id);
    await j.tx.query('UPDATE gages SET date_radiation = $2 WHERE id = $1', [id, iso(j.date)]);
    mention(j, id, 'RADIATION', 'Radiation de l’inscription (mainlevée)');
  }
  return faites.size;
}

/**
 * New inscriptions on registered active companies (civil companies pledge no goods here), at their
 * current greffe, numbered after the greffe's last number of the year: the generator's and the days
 * before.
 */
async function inscriptions(j: Journee, alea: Aleatoire, nombre: number): Promise<number> {
  if (nombre <= 0) return 0;
  const tireur = await Tireur.ouvrir(j.tx, alea);
  const tirees = await tireur.tirer(nombre, `e.forme_juridique_code !~ '^65' AND e.denomination <> ''`);
  if (tirees.length === 0) return 0;
  const an = annee(j.date);
  const { rows } = await j.tx.query<{ greffe: string; dernier: number }>(
    `SELECT greffe_code AS greffe, max(right(numero, 5)::int)::int AS dernier FROM gages
      WHERE greffe_code = ANY($1::text[]) AND left(numero, 5) = $2
      GROUP BY greffe_code`,
    [[...new Set(tirees.map((e) => e.greffe_code))], `${an}G`],
  );
  const derniers = new Map(rows.map((row) => [row.greffe, row.dernier]));
  const fin: Jour = j.date + EFFET_GAGE_JOURS;
  let faites = 0;
  for (const e of tirees) {
    const categorie = categoriesGage.tirer(alea);
    const montant = montantGage(alea, categorie);
    const creancier = creancierGage(alea);
    const description = designationGage(alea, categorie);
    const numero = (derniers.get(e.greffe_code) ?? 0) + 1;
    // The greffe's series of the year is full: nothing more can be entered there this year.
    if (numero > NUMERO_MAX) continue;
    derniers.set(e.greffe_code, numero);
    j.ctx.tables.gages.ajouter([
      j.ctx.id('gages'),
      `${an}G${String(numero).padStart(5, '0')}`,
      e.greffe_code,
      e.id,
      e.siren,
      e.denomination,
      familleDe(e.forme_juridique_code) === 'EI',
      normaliserNom(e.denomination),
      creancier,
      categorie,
      description,
      montant.toFixed(2),
      iso(j.date),
      iso(fin),
      null,
    ]);
    faites++;
  }
  return faites;
}
