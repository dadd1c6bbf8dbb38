/**
 * @jest-environment node
 */
import type { GetServerDataProps, PageProps } from 'gatsby';
import { useStaticQuery } from 'gatsby';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { oublierTarifs } from '../../components/entreprise/server';
import DetailAffairePage, { getServerData, Head } from '../../pages/services/detail-affaire/[id]';
import { apiFactice, refus, type Gestionnaire } from '../../test/api-factice';
import { GREFFES } from '../gages/fixtures';
import { CACHE_AFFAIRE, type AffaireData } from './chargement';
import { affaireFixture, refereFixture, SYNTHESES_COPIE } from './fixtures';

const AFFAIRE = 'GET /api/affaires/1';
const GREFFE = 'GET /api/greffes/7501';
const GRILLE = 'GET /api/grilles_tarifaires/PUBLIC/syntheses_articles';

/** The services as getServerData reaches them (SERVICES_URL), through the site's real HTTP layer. */
const services = (routes: Record<string, Gestionnaire> = {}) =>
  apiFactice({
    [AFFAIRE]: { corps: affaireFixture() },
    [GREFFE]: { corps: GREFFES.greffes[1] },
    [GRILLE]: { corps: SYNTHESES_COPIE },
    ...routes,
  });

/** getServerData's argument for a path's id. */
const requete = (id: string) =>
  ({
    params: { id },
    query: {},
    url: `/services/detail-affaire/${id}`,
    headers: new Map(),
    method: 'GET',
    pageContext: {},
  }) as unknown as GetServerDataProps;

const html = (Page: ComponentType<never>, props: Record<string, unknown>) =>
  renderToString(createElement(Page as ComponentType<Record<string, unknown>>, props));

beforeEach(() => {
  oublierTarifs();
  (useStaticQuery as jest.Mock).mockReturnValue({
    site: { siteMetadata: { siteUrl: 'https://greffeo.test', title: 'Greffeo' } },
  });
});

describe('/services/detail-affaire/{id} on the server', () => {
  it('reads the case, the kind of court of its greffe and the price of a copy, and may be cached five minutes', async () => {
    const api = services();
    const resultat = await getServerData(requete('1'));
    expect(resultat).toEqual({
      status: 200,
      headers: { 'cache-control': CACHE_AFFAIRE },
      props: {
        state: 'found',
        data: {
          affaire: affaireFixture(),
          typeTribunal: 'Tribunal des activités économiques',
          prix: { ELEC: '5,46', COURRIER: '4,06' },
        },
      },
    });
    expect(CACHE_AFFAIRE).toBe('public, max-age=300, stale-while-revalidate=3600');
    const [appel] = api.appelsA(AFFAIRE);
    expect(appel?.entetes.get('authorization')).toBeNull();
  });

  it('answers 404 for an id that names no case, and for anything that is no id, without asking the services', async () => {
    const api = services({ [AFFAIRE]: refus(404, 'Affaire introuvable.') });
    expect(await getServerData(requete('1'))).toEqual({
      status: 404,
      headers: { 'cache-control': 'public, max-age=300' },
      props: { state: 'not-found' },
    });
    const appels = api.appels.length;
    for (const id of ['abc', '0', '01', '-1', '1.5', '1e3', '99999999999999999', '%3Cscript%3E', '']) {
      expect(await getServerData(requete(id))).toMatchObject({ status: 404, props: { state: 'not-found' } });
    }
    expect(api.appels).toHaveLength(appels);
  });

  it('answers 503, never cached, when the services or the case-search service do not answer', async () => {
    const erreurs = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    services({ [AFFAIRE]: refus(502, 'Le service de recherche d’affaires ne répond pas pour le moment.') });
    expect(await getServerData(requete('1'))).toEqual({
      status: 503,
      headers: { 'cache-control': 'no-store' },
      props: { state: 'unavailable' },
    });
    services({ [AFFAIRE]: () => Promise.reject(new TypeError('fetch failed')) });
    expect(await getServerData(requete('1'))).toMatchObject({ status: 503, props: { state: 'unavailable' } });
    // A case the page cannot trust is an outage too, never a half-empty page.
    services({ [AFFAIRE]: { corps: { ...affaireFixture(), decisions: undefined } } });
    expect(await getServerData(requete('1'))).toMatchObject({ status: 503 });
    expect(erreurs).toHaveBeenCalledWith(expect.stringMatching(/^\[detail-affaire\]/), expect.anything());
  });

  it('still shows the case when its greffe or the prices cannot be read', async () => {
    services({ [GREFFE]: refus(503, 'indisponible'), [GRILLE]: refus(503, 'indisponible') });
    expect(await getServerData(requete('1'))).toMatchObject({
      status: 200,
      props: { state: 'found', data: { typeTribunal: null, prix: null } },
    });
  });

  it('puts the case in the HTML, escaped, and keeps a natural person’s case out of the index', () => {
    const data: AffaireData = {
      affaire: refereFixture({ objet: '</script><img src=x onerror="alert(1)">' }),
      typeTribunal: 'Tribunal de commerce',
      prix: { ELEC: '5,46', COURRIER: '4,06' },
    };
    const page = html(DetailAffairePage, { serverData: { state: 'found', data } });
    expect(page).toMatch(/<h1[^>]*>Affaire n°\u00a02025R00003 — Tribunal de commerce de Paris<\/h1>/);
    expect(page).toContain('Prochaine audience');
    expect(page).toContain('mardi 8 décembre 2026');
    expect(page).toContain('MOREAU Jeanne');
    expect(page).not.toContain('<img src=x');
    expect(page).toContain('&lt;/script&gt;&lt;img src=x');
    const tete = html(Head, { serverData: { state: 'found', data }, location: { pathname: '/x' } });
    expect(tete).toContain('<meta name="robots" content="noindex"/>');
    expect(tete).toContain('<link rel="canonical" href="https://greffeo.test/services/detail-affaire/2"/>');
    expect(tete).not.toContain('<img src=x');
    expect((tete.match(/<script\b/g) ?? []).length).toBe((tete.match(/<\/script>/g) ?? []).length);
  });

  it('says « Affaire introuvable » with the search, or that the case is unavailable, and is never indexed then', () => {
    const introuvable = html(DetailAffairePage, { serverData: { state: 'not-found' } });
    expect(introuvable).toMatch(/<h1[^>]*>Affaire introuvable<\/h1>/);
    expect(introuvable).toContain('href="/services/consulter-une-affaire"');
    const tete = html(Head, {
      serverData: { state: 'not-found' },
      location: { pathname: '/services/detail-affaire/9' },
    });
    expect(tete).toContain('<title>Affaire introuvable | Greffeo</title>');
    expect(tete).toContain('noindex');
    const indisponible = html(DetailAffairePage, { serverData: { state: 'unavailable' } } as unknown as PageProps);
    expect(indisponible).toContain('Les informations de cette affaire sont momentanément indisponibles.');
  });
});
