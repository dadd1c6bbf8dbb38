/**
 * Canonical paths of the entity pages (SPEC §2). The pages redirect (301) any other spelling of the
 * slug to these, the sitemap lists them, and links everywhere are built here, never by hand.
 */
import { slugOu } from './slugs.js';

type Nomme = { id: number; denomination: string };

export const entreprisePath = (e: Nomme & { siren: string }) =>
  `/entreprise/${slugOu(e.denomination, 'entreprise')}/${e.siren}/${e.id}`;

export const etablissementPath = (e: { id: number; siret: string }, denomination: string) =>
  `/etablissement/${slugOu(denomination, 'etablissement')}/${e.siret}/${e.id}`;

export const listeEtablissementsPath = (e: Nomme & { siren: string }) =>
  `/liste_etablissements/${slugOu(e.denomination, 'entreprise')}/${e.siren}/${e.id}`;

export const dirigeantPath = (p: { id: number; nom: string; prenoms: string }) =>
  `/dirigeant/${slugOu(`${p.nom} ${p.prenoms}`, 'dirigeant')}/${p.id}`;

export const RECHERCHER_UN_GREFFE = '/rechercher-un-greffe';

export const greffePath = (g: { nom: string; code: string }) => `/fiche-greffe/${slugOu(g.nom, 'greffe')}/${g.code}`;

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
