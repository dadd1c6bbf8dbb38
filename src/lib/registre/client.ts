/**
 * Server-side client of the company data service, for getServerData only.
 * Each call returns domain types, `null` for an unknown entity (404), and throws
 * ServicesUnavailable when the services fail; a payload missing the fields a page relies on
 * is an error too (ReponseInattendue), never rendered half-empty.
 */
import { routesRegistre as routes } from '../api/routes';
import { verifier, type Forme } from '../api/verifier';
import { getJson } from '../server/services-client';
import type { Libelle } from '@portail/contrat/commun/communs';
import type {
  CompteSeo as Compte,
  Entreprise,
  EntrepriseResume,
  Etablissement,
  EtablissementResume,
  Fiche,
  FonctionDePersonne,
  ListeEvenements,
  PersonnePhysique,
} from '@portail/contrat/entreprises';
import type {
  CommuneDuRessort as CommuneRessort,
  Departement,
  Greffe as GreffeListe,
  GreffeDetail,
} from '@portail/contrat/greffes';

/** A greffe as the pages use it: the list's fields, with the detail's when it was read alone. */
export type Greffe = GreffeListe & Partial<Omit<GreffeDetail, keyof GreffeListe>>;

/** A page of a list the services answer (officers' mandates, browse lists, communes). */
export interface Page<T> {
  total: number;
  items: T[];
}

/** The answer of `chemin` once it has the fields the page relies on; null for an unknown entity (404). */
async function get<T>(chemin: string, forme: Forme): Promise<T | null> {
  const body = await getJson<unknown>(chemin);
  return body === null ? null : verifier<T>(`/${chemin}`, body, forme, { source: 'registre' });
}

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

const ENTREPRISE: Forme = { id: 'number', siren: 'string', denomination: 'string', etat: 'string' };

export const registre = {
  fiche: (id: number) =>
    get<Fiche>(routes.fiche(id), {
      entreprise: 'object',
      dirigeants: 'array',
      beneficiaires_effectifs: 'array',
      chiffres_cles: 'array',
      procedures: 'array',
      documents: 'object',
      inscriptions: 'object',
      evenements: 'object',
    }),

  entreprise: (id: number) => get<Entreprise>(routes.entreprise(id), ENTREPRISE),

  entrepriseParNumero: (numero: string) =>
    get<Entreprise>(`${routes.entreprises}${query({ numero_identification: numero })}`, ENTREPRISE),

  async etablissements(id: number, limit: number, offset: number) {
    const path = `${routes.etablissementsDe(id)}${query({ limit, offset })}`;
    const page = await get<{ total: number; total_actifs: number; etablissements: EtablissementResume[] }>(path, {
      total: 'number',
      total_actifs: 'number',
      etablissements: 'array',
    });
    return page && { total: page.total, total_actifs: page.total_actifs, items: page.etablissements };
  },

  /** A page of the company's registry history, newest first. */
  evenements: (id: number, limit: number, offset: number) =>
    get<ListeEvenements>(`${routes.evenements(id)}${query({ limit, offset })}`, {
      total: 'number',
      evenements: 'array',
    }),

  etablissement: (id: number) =>
    get<Etablissement>(routes.etablissement(id), { id: 'number', siret: 'string', entreprise: 'object' }),

  personne: (id: number) =>
    get<PersonnePhysique>(routes.personne(id), { id: 'number', nom: 'string', prenoms: 'string' }),

  async fonctionsDePersonne(id: number, limit: number, offset: number): Promise<Page<FonctionDePersonne> | null> {
    const path = `${routes.fonctions}${query({ id_personne: id, limit, offset })}`;
    const page = await get<{ total: number; fonctions: FonctionDePersonne[] }>(path, {
      total: 'number',
      fonctions: 'array',
    });
    return page && { total: page.total, items: page.fonctions };
  },

  departements: async () =>
    (
      await get<{ departements: (Departement & { nombre_entreprises: number })[] }>(routes.departements, {
        departements: 'array',
      })
    )?.departements ?? [],

  secteurs: (departement: string) =>
    get<{ departement: Departement; secteurs: Compte[] }>(routes.secteurs(departement), {
      departement: 'object',
      secteurs: 'array',
    }),

  codesNaf: (departement: string, secteur: string) =>
    get<{ departement: Departement; secteur: Libelle; codes_naf: Compte[] }>(routes.codesNaf(departement, secteur), {
      departement: 'object',
      secteur: 'object',
      codes_naf: 'array',
    }),

  async entreprisesSeo(filtres: {
    numero_departement?: string;
    secteur_activite?: string;
    code_naf?: string;
    code_greffe?: string;
    limit: number;
    offset: number;
  }): Promise<Page<EntrepriseResume>> {
    const path = `${routes.entreprisesSeo}${query(filtres)}`;
    const page = await get<{ total: number; entreprises: EntrepriseResume[] }>(path, {
      total: 'number',
      entreprises: 'array',
    });
    return page ? { total: page.total, items: page.entreprises } : { total: 0, items: [] };
  },

  greffe: (code: string) => get<Greffe>(routes.greffe(code), { code: 'string', nom: 'string', departement: 'object' }),

  /** An empty `recherche` lists every registry (the parameter is then left out). */
  async rechercherGreffes(recherche: string): Promise<Greffe[]> {
    const filtre = { recherche: recherche.trim() || undefined };
    const page = await get<{ total: number; greffes: Greffe[] }>(`${routes.greffes}${query(filtre)}`, {
      greffes: 'array',
    });
    return page?.greffes ?? [];
  },

  async communesDuGreffe(code: string, limit: number, offset: number): Promise<Page<CommuneRessort> | null> {
    const path = `${routes.communesDuGreffe(code)}${query({ limit, offset })}`;
    const page = await get<{ total: number; communes: CommuneRessort[] }>(path, { total: 'number', communes: 'array' });
    return page && { total: page.total, items: page.communes };
  },
};
