/**
 * Canonical paths of the entity pages (SPEC §2). Pages redirect (301) any other spelling of
 * the slug to these, and links everywhere are built here, never by hand.
 */
import { slugify } from '../text/slug';

type Nomme = { id: number; denomination: string };

/** A slug is never empty: a name made only of symbols still gets a usable path. */
const slug = (label: string, fallback: string) => slugify(label) || fallback;

export const entreprisePath = (e: Nomme & { siren: string }) =>
  `/entreprise/${slug(e.denomination, 'entreprise')}/${e.siren}/${e.id}`;

export const etablissementPath = (e: { id: number; siret: string }, denomination: string) =>
  `/etablissement/${slug(denomination, 'etablissement')}/${e.siret}/${e.id}`;

export const listeEtablissementsPath = (e: Nomme & { siren: string }) =>
  `/liste_etablissements/${slug(e.denomination, 'entreprise')}/${e.siren}/${e.id}`;

export const dirigeantPath = (p: { id: number; nom: string; prenoms: string }) =>
  `/dirigeant/${slug(`${p.nom} ${p.prenoms}`, 'dirigeant')}/${p.id}`;

export const greffePath = (g: { nom: string; code: string }) => `/fiche-greffe/${slug(g.nom, 'greffe')}/${g.code}`;

export const RECHERCHE_PAR_DEPARTEMENT = '/recherche-par-departement';

export const departementPath = (departement: string) => `${RECHERCHE_PAR_DEPARTEMENT}/${departement}`;

export const secteurPath = (departement: string, secteur: string) => `${departementPath(departement)}/${secteur}`;

/** NAF codes appear in paths without their dot: 62.01Z → 6201Z. */
export const nafPath = (departement: string, secteur: string, codeNaf: string) =>
  `${secteurPath(departement, secteur)}/${codeNaf.replace('.', '')}`;

/** 6201Z → 62.01Z; anything that is not a NAF sous-classe → null. */
export function nafFromPath(segment: string): string | null {
  const match = /^(\d{2})\.?(\d{2}[A-Z])$/.exec(segment.toUpperCase());
  return match ? `${match[1]}.${match[2]}` : null;
}

/** Positive integer id from a path segment, or null. */
export function idFromPath(segment: string | undefined): number | null {
  if (!segment || !/^[1-9]\d{0,15}$/.test(segment)) return null;
  const id = Number(segment);
  return Number.isSafeInteger(id) ? id : null;
}

/** Page number from a query string value: integer ≥ 1, default 1 (SPEC §5). */
export function pageFromQuery(value: unknown): number {
  const raw = Array.isArray(value) ? value[0] : value;
  const page = typeof raw === 'string' && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 ? page : 1;
}

/** A list page's address: `?page=N` is kept for N > 1 only, page 1 is the bare path. */
export const withPage = (path: string, page: number) => (page > 1 ? `${path}?page=${page}` : path);

/** Number of pages of a list, at least 1 so that an empty list still has its first page. */
export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));
