/**
 * Address ↔ filters (SPEC §2 "Search"): every query parameter of the results page is read from the
 * address and written back to it.
 */
import { PAGE_PAR_DEFAUT, RECHERCHE_AVANCEE_PATH, RESULTATS_PATH, TAILLE_PAGE_PAR_DEFAUT } from './constantes';
import {
  avecPhrase,
  FILTRES_ENTREPRISE_VIDES,
  FILTRES_VIDES,
  TABULATION_PAR_DEFAUT,
  type FiltresRecherche,
} from './filtres';
import {
  entierOuDefaut,
  normaliserActivite,
  normaliserAnnee,
  normaliserDepartement,
  normaliserMois,
  normaliserOrdre,
  normaliserPage,
  normaliserSirenOuSiret,
  normaliserTabulation,
  normaliserTaillePage,
  normaliserTexte,
  normaliserTypeEntite,
} from './normalisation';

export const PARAMETRES = {
  recherche: 'recherche',
  phrase: 'phrase',
  denomination: 'denomination',
  sirenOrSiret: 'sirenOrSiret',
  activityDomain: 'activityDomain',
  department: 'department',
  companyType: 'companyType',
  orderBy: 'orderBy',
  page: 'page',
  pageSize: 'pageSize',
  entreprisePage: 'entreprisePage',
  entreprisePageSize: 'entreprisePageSize',
  nom: 'nom',
  prenom: 'prenom',
  moisDeNaissance: 'moisDeNaissance',
  anneeDeNaissance: 'anneeDeNaissance',
  dirigeantPage: 'dirigeantPage',
  dirigeantPageSize: 'dirigeantPageSize',
  validation: 'validation',
} as const;

export interface AdresseRecherche {
  filtres: FiltresRecherche;
  /** The `validation` parameter, kept as it came so that rewriting the address never loses it. */
  validation: string | null;
}

/** The first value among parameters that is a positive integer (`page`, else `entreprisePage`). */
function premier(params: URLSearchParams, ...names: string[]): string | null {
  for (const name of names) {
    const value = params.get(name);
    if (value !== null && entierOuDefaut(value, 0, 1, Number.MAX_SAFE_INTEGER) > 0) return value;
  }
  return null;
}

/**
 * Reads every parameter of SPEC §2 from a query string (« ?a=1 » or « a=1 »). Anything unknown or
 * malformed falls back to its default, so any address gives a usable search. Company paging is read
 * from `page`/`pageSize`, else (absent or not a number) from `entreprisePage`/`entreprisePageSize`.
 */
export function lireAdresse(search: string, maintenant: Date = new Date()): AdresseRecherche {
  const params = new URLSearchParams(search);
  const p = PARAMETRES;
  const taillePageEntreprise = normaliserTaillePage(premier(params, p.pageSize, p.entreprisePageSize));
  const taillePageDirigeant = normaliserTaillePage(premier(params, p.dirigeantPageSize));
  return {
    filtres: {
      selectedTabulation: normaliserTabulation(params.get(p.recherche)),
      phrase: normaliserTexte(params.get(p.phrase)),
      entreprise: {
        denomination: normaliserTexte(params.get(p.denomination)),
        sirenOrSiret: normaliserSirenOuSiret(params.get(p.sirenOrSiret)),
        activityDomain: normaliserActivite(params.get(p.activityDomain)),
        department: normaliserDepartement(params.get(p.department)),
        orderBy: normaliserOrdre(params.get(p.orderBy)),
        companyType: normaliserTypeEntite(params.get(p.companyType)),
        page: normaliserPage(premier(params, p.page, p.entreprisePage), taillePageEntreprise),
        pageSize: taillePageEntreprise,
      },
      dirigeant: {
        nom: normaliserTexte(params.get(p.nom)),
        prenom: normaliserTexte(params.get(p.prenom)),
        moisDeNaissance: normaliserMois(params.get(p.moisDeNaissance)),
        anneeDeNaissance: normaliserAnnee(params.get(p.anneeDeNaissance), maintenant),
        page: normaliserPage(premier(params, p.dirigeantPage), taillePageDirigeant),
        pageSize: taillePageDirigeant,
      },
    },
    validation: params.get(p.validation),
  };
}

/**
 * The query string of a search (« ?phrase=… », or '' for an empty search). Defaults are left out,
 * so equal searches have equal addresses; company paging is always written as `page`/`pageSize`.
 */
export function ecrireAdresse(filtres: FiltresRecherche, validation: string | null = null): string {
  const params = new URLSearchParams();
  const p = PARAMETRES;
  const { entreprise: e, dirigeant: d } = filtres;
  const set = (name: string, value: string | number | null, defaut: string | number | null = null) => {
    if (value === null || value === '' || value === defaut) return;
    params.set(name, String(value));
  };
  set(p.recherche, filtres.selectedTabulation, TABULATION_PAR_DEFAUT);
  set(p.phrase, filtres.phrase);
  set(p.denomination, e.denomination);
  set(p.sirenOrSiret, e.sirenOrSiret);
  set(p.activityDomain, e.activityDomain);
  set(p.department, e.department);
  set(p.companyType, e.companyType, FILTRES_ENTREPRISE_VIDES.companyType);
  set(p.orderBy, e.orderBy, FILTRES_ENTREPRISE_VIDES.orderBy);
  set(p.page, e.page, PAGE_PAR_DEFAUT);
  set(p.pageSize, e.pageSize, TAILLE_PAGE_PAR_DEFAUT);
  set(p.nom, d.nom);
  set(p.prenom, d.prenom);
  set(p.moisDeNaissance, d.moisDeNaissance);
  set(p.anneeDeNaissance, d.anneeDeNaissance);
  set(p.dirigeantPage, d.page, PAGE_PAR_DEFAUT);
  set(p.dirigeantPageSize, d.pageSize, TAILLE_PAGE_PAR_DEFAUT);
  set(p.validation, validation);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Address of the results page for these filters. */
export const adresseResultats = (filtres: FiltresRecherche, validation: string | null = null) =>
  `${RESULTATS_PATH}${ecrireAdresse(filtres, validation)}`;

/**
 * Address of the advanced search page, pre-filled with these filters. The advanced search is
 * structured: the free phrase is left out, and it starts on page 1.
 */
export const adresseRechercheAvancee = (filtres: FiltresRecherche) =>
  `${RECHERCHE_AVANCEE_PATH}${ecrireAdresse({
    ...filtres,
    phrase: '',
    entreprise: { ...filtres.entreprise, page: PAGE_PAR_DEFAUT },
    dirigeant: { ...filtres.dirigeant, page: PAGE_PAR_DEFAUT },
  })}`;

/** Results page of a phrase alone: what the header and home search bars open. */
export const adresseRecherchePhrase = (phrase: string) =>
  adresseResultats(avecPhrase(FILTRES_VIDES, normaliserTexte(phrase)));
