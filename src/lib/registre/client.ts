/**
 * Server-side client of the company data service, for getServerData only.
 * Each call returns domain types, `null` for an unknown entity (404), and throws
 * ServicesUnavailable when the services fail; a payload missing the fields a page relies on
 * is an error too (UnexpectedPayload), never rendered half-empty.
 */
import { getJson } from '../server/services-client';
import type {
  CommuneRessort,
  Compte,
  Departement,
  Entreprise,
  EntrepriseResume,
  Etablissement,
  EtablissementResume,
  Fiche,
  FonctionDePersonne,
  Greffe,
  Libelle,
  Page,
  PersonnePhysique,
} from './types';

export class UnexpectedPayload extends Error {
  constructor(path: string, missing: string) {
    super(`Réponse inattendue des services pour ${path} : ${missing} manquant.`);
    this.name = 'UnexpectedPayload';
  }
}

type Check = Record<string, 'string' | 'number' | 'boolean' | 'object' | 'array'>;

function expectShape<T>(path: string, value: unknown, check: Check): T {
  if (value === null || typeof value !== 'object') throw new UnexpectedPayload(path, 'corps');
  const record = value as Record<string, unknown>;
  for (const [key, type] of Object.entries(check)) {
    const field = record[key];
    const ok = type === 'array' ? Array.isArray(field) : typeof field === type && field !== null;
    if (!ok) throw new UnexpectedPayload(path, key);
  }
  return value as T;
}

async function get<T>(path: string, check: Check): Promise<T | null> {
  const body = await getJson<unknown>(path);
  return body === null ? null : expectShape<T>(path, body, check);
}

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

const ENTREPRISE: Check = { id: 'number', siren: 'string', denomination: 'string', etat: 'string' };

export const registre = {
  fiche: (id: number) =>
    get<Fiche>(`/api/entreprises/${id}/fiche`, {
      entreprise: 'object',
      dirigeants: 'array',
      beneficiairesEffectifs: 'array',
      chiffresCles: 'array',
      procedures: 'array',
      documents: 'object',
      inscriptions: 'object',
    }),

  entreprise: (id: number) => get<Entreprise>(`/api/entreprises/${id}`, ENTREPRISE),

  entrepriseParNumero: (numero: string) =>
    get<Entreprise>(`/api/entreprises${query({ numero_identification: numero })}`, ENTREPRISE),

  async etablissements(id: number, limit: number, offset: number) {
    const path = `/api/entreprises/${id}/etablissements${query({ limit, offset })}`;
    const page = await get<{ total: number; totalActifs: number; etablissements: EtablissementResume[] }>(path, {
      total: 'number',
      totalActifs: 'number',
      etablissements: 'array',
    });
    return page && { total: page.total, totalActifs: page.totalActifs, items: page.etablissements };
  },

  etablissement: (id: number) =>
    get<Etablissement>(`/api/etablissements/${id}`, { id: 'number', siret: 'string', entreprise: 'object' }),

  personne: (id: number) =>
    get<PersonnePhysique>(`/api/personnes_physiques/${id}`, { id: 'number', nom: 'string', prenoms: 'string' }),

  async fonctionsDePersonne(id: number, limit: number, offset: number): Promise<Page<FonctionDePersonne> | null> {
    const path = `/api/fonctions${query({ id_personne: id, limit, offset })}`;
    const page = await get<{ total: number; fonctions: FonctionDePersonne[] }>(path, {
      total: 'number',
      fonctions: 'array',
    });
    return page && { total: page.total, items: page.fonctions };
  },

  departements: async () =>
    (
      await get<{ departements: (Departement & { nombreEntreprises: number })[] }>('/api/seo/departements', {
        departements: 'array',
      })
    )?.departements ?? [],

  secteurs: (departement: string) =>
    get<{ departement: Departement; secteurs: Compte[] }>(
      `/api/seo/departements/${encodeURIComponent(departement)}/secteurs`,
      { departement: 'object', secteurs: 'array' },
    ),

  codesNaf: (departement: string, secteur: string) =>
    get<{ departement: Departement; secteur: Libelle; codesNaf: Compte[] }>(
      `/api/seo/departements/${encodeURIComponent(departement)}/secteurs/${encodeURIComponent(secteur)}/naf`,
      { departement: 'object', secteur: 'object', codesNaf: 'array' },
    ),

  async entreprisesSeo(filtres: {
    numero_departement?: string;
    secteur_activite?: string;
    code_naf?: string;
    code_greffe?: string;
    limit: number;
    offset: number;
  }): Promise<Page<EntrepriseResume>> {
    const path = `/api/seo/entreprises${query(filtres)}`;
    const page = await get<{ total: number; entreprises: EntrepriseResume[] }>(path, {
      total: 'number',
      entreprises: 'array',
    });
    return page ? { total: page.total, items: page.entreprises } : { total: 0, items: [] };
  },

  greffe: (code: string) =>
    get<Greffe>(`/api/greffes/${encodeURIComponent(code)}`, { code: 'string', nom: 'string', departement: 'object' }),

  /** An empty `recherche` lists every registry (the parameter is then left out). */
  async rechercherGreffes(recherche: string): Promise<Greffe[]> {
    const filtre = { recherche: recherche.trim() || undefined };
    const page = await get<{ total: number; greffes: Greffe[] }>(`/api/greffes${query(filtre)}`, {
      greffes: 'array',
    });
    return page?.greffes ?? [];
  },

  async communesDuGreffe(code: string, limit: number, offset: number): Promise<Page<CommuneRessort> | null> {
    const path = `/api/greffes/${encodeURIComponent(code)}/communes${query({ limit, offset })}`;
    const page = await get<{ total: number; communes: CommuneRessort[] }>(path, { total: 'number', communes: 'array' });
    return page && { total: page.total, items: page.communes };
  },
};
