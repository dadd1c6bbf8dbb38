import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The CMS as an editor's tool sees it: the REST API with the `edition-actualites` token (write
 * access to actualités only), straight to the CMS, never through the relay the journey breaks.
 */
const cmsUrl = process.env.E2E_CMS_URL ?? 'http://127.0.0.1:1437';
const token = process.env.E2E_CMS_EDITION_TOKEN ?? '';
const relayUrl = process.env.E2E_CMS_RELAY_URL ?? 'http://127.0.0.1:1438';
export const cmsConfigured = token !== '';

export interface Actualite {
  documentId: string;
  slug: string;
  titre: string;
}

const auth = { Authorization: `Bearer ${token}` };

export async function latestActualite(request: APIRequestContext): Promise<Actualite> {
  const response = await request.get(`${cmsUrl}/api/actualites`, {
    headers: auth,
    params: { sort: 'date_publication:desc', 'pagination[pageSize]': '1', 'fields[0]': 'slug', 'fields[1]': 'titre' },
  });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: Actualite[] };
  expect(data[0]).toBeDefined();
  return data[0] as Actualite;
}

/** Updates and publishes the title (the REST API publishes by default), as an editor would. */
export async function renameActualite(request: APIRequestContext, documentId: string, titre: string): Promise<void> {
  const response = await request.put(`${cmsUrl}/api/actualites/${documentId}`, {
    headers: auth,
    data: { data: { titre } },
  });
  expect(response.status()).toBe(200);
}

/** Switches the relay between the CMS and the simulated failure (scripts/lib/cms-relay.mjs). */
export async function setCmsBroken(request: APIRequestContext, broken: boolean): Promise<void> {
  const response = await request.post(`${relayUrl}/__relais/${broken ? 'panne' : 'retablir'}`);
  expect(response.status()).toBe(204);
}

export interface PublicationStatus {
  enLigne: { version: string };
  en_cours: unknown;
  enAttente: unknown;
  dernieres: Array<{ numero: number; resultat: 'reussie' | 'echouee'; motif?: string }>;
}

export async function publicationStatus(request: APIRequestContext): Promise<PublicationStatus> {
  const response = await request.get('/_portail/publication', { headers: { accept: 'application/json' } });
  expect(response.status()).toBe(200);
  return (await response.json()) as PublicationStatus;
}
