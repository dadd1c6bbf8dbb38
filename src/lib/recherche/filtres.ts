/**
 * The search filters (SPEC §3 "Search filters"): their shape, their defaults, and how they change.
 * `normalisation.ts` reads single values, `adresse.ts` translates filters to and from the address
 * (the source of truth: a shared or bookmarked link gives the same search), `requete.ts` to the
 * search service's parameters.
 */
import { PAGE_PAR_DEFAUT, pageMaxAccessible, TAILLE_PAGE_PAR_DEFAUT } from './constantes';

export type Tabulation = 'entreprises' | 'dirigeants';
/** Result order; the same words as the service's `tri`. */
export type OrdreTri = 'pertinence' | 'denomination' | 'creation';
/** The service's `type_entite`. */
export type TypeEntite = 'ENTREPRISE' | 'ETABLISSEMENT';

export const TABULATION_PAR_DEFAUT: Tabulation = 'entreprises';
export const ORDRES_TRI: readonly OrdreTri[] = ['pertinence', 'denomination', 'creation'];
export const TYPES_ENTITE: readonly TypeEntite[] = ['ENTREPRISE', 'ETABLISSEMENT'];

export interface FiltresEntreprise {
  denomination: string;
  /** Spaces removed: the first 9 characters are the SIREN, the following ones the NIC. */
  sirenOrSiret: string;
  /** A 2-digit NAF division. */
  activityDomain: string | null;
  department: string | null;
  orderBy: OrdreTri;
  companyType: TypeEntite;
  /** 1-based. */
  page: number;
  pageSize: number;
}

export interface FiltresDirigeant {
  nom: string;
  prenom: string;
  /** 1 to 12. */
  moisDeNaissance: number | null;
  anneeDeNaissance: number | null;
  /** 1-based. */
  page: number;
  pageSize: number;
}

export interface FiltresRecherche {
  selectedTabulation: Tabulation;
  phrase: string;
  entreprise: FiltresEntreprise;
  dirigeant: FiltresDirigeant;
}

export const FILTRES_ENTREPRISE_VIDES: FiltresEntreprise = {
  denomination: '',
  sirenOrSiret: '',
  activityDomain: null,
  department: null,
  orderBy: 'pertinence',
  companyType: 'ENTREPRISE',
  page: PAGE_PAR_DEFAUT,
  pageSize: TAILLE_PAGE_PAR_DEFAUT,
};

export const FILTRES_DIRIGEANT_VIDES: FiltresDirigeant = {
  nom: '',
  prenom: '',
  moisDeNaissance: null,
  anneeDeNaissance: null,
  page: PAGE_PAR_DEFAUT,
  pageSize: TAILLE_PAGE_PAR_DEFAUT,
};

export const FILTRES_VIDES: FiltresRecherche = {
  selectedTabulation: TABULATION_PAR_DEFAUT,
  phrase: '',
  entreprise: FILTRES_ENTREPRISE_VIDES,
  dirigeant: FILTRES_DIRIGEANT_VIDES,
};

/** Names of the query parameters (SPEC §2), in the order they are written. */

/** A new phrase (already normalised) is a new search: its results start on page 1 in both tabs. */
export function avecPhrase(filtres: FiltresRecherche, phrase: string): FiltresRecherche {
  return {
    ...filtres,
    phrase,
    entreprise: { ...filtres.entreprise, page: PAGE_PAR_DEFAUT },
    dirigeant: { ...filtres.dirigeant, page: PAGE_PAR_DEFAUT },
  };
}

/** Any change of a company filter other than the page goes back to page 1. */
export function avecFiltresEntreprise(
  filtres: FiltresRecherche,
  changement: Partial<FiltresEntreprise>,
): FiltresRecherche {
  const entreprise = { ...filtres.entreprise, ...changement };
  if (changement.page === undefined) entreprise.page = PAGE_PAR_DEFAUT;
  entreprise.page = Math.min(Math.max(1, entreprise.page), pageMaxAccessible(entreprise.pageSize));
  return { ...filtres, entreprise };
}

/** Any change of an officer filter other than the page goes back to page 1. */
export function avecFiltresDirigeant(
  filtres: FiltresRecherche,
  changement: Partial<FiltresDirigeant>,
): FiltresRecherche {
  const dirigeant = { ...filtres.dirigeant, ...changement };
  if (changement.page === undefined) dirigeant.page = PAGE_PAR_DEFAUT;
  dirigeant.page = Math.min(Math.max(1, dirigeant.page), pageMaxAccessible(dirigeant.pageSize));
  return { ...filtres, dirigeant };
}

export const avecTabulation = (filtres: FiltresRecherche, selectedTabulation: Tabulation): FiltresRecherche => ({
  ...filtres,
  selectedTabulation,
});

/** The page of the current tab. */
export const pageCourante = (filtres: FiltresRecherche) =>
  filtres.selectedTabulation === 'dirigeants' ? filtres.dirigeant.page : filtres.entreprise.page;

export const avecPage = (filtres: FiltresRecherche, page: number): FiltresRecherche =>
  filtres.selectedTabulation === 'dirigeants'
    ? avecFiltresDirigeant(filtres, { page })
    : avecFiltresEntreprise(filtres, { page });
