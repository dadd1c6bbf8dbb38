/** Wording of the company and establishment pages, shared by their sections and their `Head`. */
import { estRid, formaterSiren, isValidSiren, lireRid } from '@portail/domaine';
import { formatDate, formatMontant, pluriel } from '../../lib/registre/format';
import { isRegionNC } from '../../lib/region';
import type { Adresse, Capital } from '@portail/contrat/commun/communs';
import type { Document as DocumentDepose, Entreprise, PersonnePubliee } from '@portail/contrat/entreprises';

const NBSP = '\u00a0';

/** « Jean Pierre DUPONT », followed by the usage name when it differs from the birth name. */
export function nomPersonne(p: Pick<PersonnePubliee, 'nom' | 'prenoms' | 'nom_usage'>): string {
  const nom = `${p.prenoms} ${p.nom}`.trim();
  return p.nom_usage && p.nom_usage !== p.nom ? `${nom}, nom d’usage ${p.nom_usage}` : nom;
}

export { neEn } from '../../lib/registre/format';

/** 25 → « 25 % », 33.333 → « 33,33 % » (no-break space before the sign). */
export function formatPourcentage(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return `${String(rounded).replace('.', ',')}${NBSP}%`;
}

export { greffeCourt as libelleGreffe } from '../../lib/text/greffe-title';

/** « 75008 Paris », or the commune alone, or null. */
export function codePostalCommune(adresse: Pick<Adresse, 'code_postal' | 'commune'>): string | null {
  const line = [adresse.code_postal, adresse.commune].filter(Boolean).join(' ');
  return line || null;
}

/** Every line of a postal address, the country last when abroad. */
export function lignesAdresse(adresse: Adresse): string[] {
  const lines = [...adresse.lignes];
  const commune = codePostalCommune(adresse);
  if (commune) lines.push(commune);
  if (adresse.pays) lines.push(adresse.pays);
  return lines;
}

const CATEGORIES: Record<NonNullable<Entreprise['categorie_entreprise']>, string> = {
  PME: 'Petite ou moyenne entreprise (PME)',
  ETI: 'Entreprise de taille intermédiaire (ETI)',
  GE: 'Grande entreprise (GE)',
};

export const libelleCategorie = (categorie: Entreprise['categorie_entreprise']) =>
  categorie ? CATEGORIES[categorie] : null;

const CONFIDENTIALITES: Record<DocumentDepose['confidentialite'], string> = {
  PUBLIC: 'Public',
  COMPTE_RESULTAT_CONFIDENTIEL: 'Compte de résultat confidentiel',
  CONFIDENTIEL: 'Confidentiel',
};

export const libelleConfidentialite = (c: DocumentDepose['confidentialite']) => CONFIDENTIALITES[c];

/**
 * "552100554" → « 552 100 554 », and in New Caledonia a RID, "1236165" → « 1 236 165 »; anything
 * else is shown as it is.
 */
export const formatSiren = (siren: string) =>
  /^\d{9}$/.test(siren) || (isRegionNC() && estRid(siren)) ? formaterSiren(siren) : siren;

/**
 * Whether this portal issues the company's documents (Kbis, copies, statements): those of a file at
 * a greffe. A unit off the RCS has none, and the RCS of New Caledonia is kept by the DAE, which
 * issues its own (FACTS §6); the services refuse both orders (paniers, kbis-periodiques).
 */
export const documentsDelivres = (e: Pick<Entreprise, 'numero_rcs' | 'greffe'>): boolean =>
  e.numero_rcs !== null && e.greffe !== null;

/** « depuis le 5 mars 2021 », « du 1er mars 1998 au 30 juin 2019 »… or null when no date is known. */
export function periode(debut: string | null, fin: string | null, actif: boolean): string | null {
  if (actif || !fin) return debut ? `depuis le ${formatDate(debut)}` : null;
  return debut ? `du ${formatDate(debut)} au ${formatDate(fin)}` : `jusqu’au ${formatDate(fin)}`;
}

/** « 150 000 € », « 7 500 € (capital variable) », or null for no capital (sole traders). */
export function formatCapital(capital: Capital | null): string | null {
  if (!capital) return null;
  const montant = formatMontant(capital.montant, capital.devise);
  return capital.variable ? `${montant} (capital variable)` : montant;
}

/** « 12 mois » */
export const formatDuree = (mois: number) => `${mois}${NBSP}mois`;

/** The city of the siège, for titles and headers. */
export function villeDuSiege(entreprise: Pick<Entreprise, 'siege'>): string | null {
  return entreprise.siege?.adresse.commune ?? null;
}

/** Denomination followed by its sigle when it has one: « SOCIÉTÉ NATIONALE (SN) ». */
export function denominationComplete(e: { denomination: string; sigle: string | null }): string {
  return e.sigle ? `${e.denomination} (${e.sigle})` : e.denomination;
}

/** Luhn check of a SIREN (FACTS §4), La Poste's own SIREN being Luhn-valid too. */
export const sirenValide = (siren: string): boolean => isValidSiren(siren);

/**
 * The first RID written in a free path of a Caledonian portal: seven digits, grouped « 1-236-165 »
 * or « 1 236 165 » or not, or the start of a RIDET (« duval-1236165.002 », « duval-1236165002 »).
 */
function ridDansChemin(text: string): string | null {
  const groupes =
    /(?<![\d.])(\d)[\s\u00a0\u202f-]?(\d{3})[\s\u00a0\u202f-]?(\d{3})(?=\.\d{3}(?!\d)|(?:\d{3})?(?![\d.]))/.exec(text);
  return groupes ? lireRid(`${groupes[1]}${groupes[2]}${groupes[3]}`) : null;
}

/**
 * The first valid SIREN written in a free path such as « danone-552-100-554 », « 552100554-danone »
 * or « 552 100 554 » (groups of three digits, with or without spaces or hyphens between them), or
 * at the start of a SIRET (« duval-55210055400013 »). In New Caledonia, the first RID (`ridDansChemin`).
 */
export function sirenDansChemin(chemin: string): string | null {
  let text = chemin;
  try {
    text = decodeURIComponent(chemin);
  } catch {
    // A malformed escape is read as typed.
  }
  if (isRegionNC()) return ridDansChemin(text);
  const pattern = /(?<!\d)(\d{3})[\s\u00a0\u202f-]?(\d{3})[\s\u00a0\u202f-]?(\d{3})(?!\d)/g;
  for (const match of text.matchAll(pattern)) {
    const siren = `${match[1]}${match[2]}${match[3]}`;
    if (sirenValide(siren)) return siren;
  }
  // A SIRET written in one piece starts with its company's SIREN.
  for (const match of text.matchAll(/(?<!\d)(\d{9})\d{5}(?!\d)/g)) {
    if (match[1] && sirenValide(match[1])) return match[1];
  }
  return null;
}

/** « 3 établissements dont 2 actifs », « 1 établissement, aucun actif ». */
export function resumeEtablissements(total: number, actifs: number): string {
  const nombre = pluriel(total, 'établissement');
  return actifs === 0 ? `${nombre}, aucun actif` : `${nombre} dont ${pluriel(actifs, 'actif')}`;
}
