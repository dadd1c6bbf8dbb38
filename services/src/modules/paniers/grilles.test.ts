import { backends, createTestApp, type TestApp } from '../../../tests/helpers/test-app.js';
import { aujourdhui } from '@portail/domaine';

interface SousArticle {
  id_sous_article_catalogue: string;
  format_diffusion: string;
  prix: { ht: number; tva: number; ttc: number; ttc_formate: string; ht_formate: string } | null;
  tarif: { valide_du: string; valide_au: string | null; date_source: string; source: string } | null;
}
interface Synthese {
  date: string;
  grille_tarifaire: { code: string };
  articles: Array<{ id_article_catalogue: string; code_produit: string | null; sous_articles: SousArticle[] }>;
}

describe.each(backends)('grilles tarifaires: GET syntheses_articles on %s', (backend) => {
  let test: TestApp;
  const get = (url: string) => test.app.inject({ method: 'GET', url: `/api/grilles_tarifaires/${url}` });
  const sous = (synthese: Synthese, id: string) =>
    synthese.articles.flatMap((a) => a.sous_articles).find((s) => s.id_sous_article_catalogue === id);

  beforeAll(async () => {
    test = await createTestApp(backend);
  });
  afterAll(() => test.close());

  it('lists every article of SPEC §9 with its formats and today’s price, without a token', async () => {
    const response = await get('PUBLIC/syntheses_articles');
    expect(response.statusCode).toBe(200);
    const synthese = response.json<Synthese>();
    expect(synthese.date).toBe(aujourdhui());
    expect(synthese.grille_tarifaire.code).toBe('PUBLIC');
    expect(synthese.articles.map((a) => [a.id_article_catalogue, a.code_produit])).toEqual([
      ['KBIS', '0057'],
      ['COMPTES_ANNUELS', null],
      ['ACTE', null],
      ['ETAT_ENDETTEMENT', '0059'],
      ['ETAT_ENDETTEMENT_DEBITEUR', '0059'],
      ['CERTIFICAT_PROCEDURES_COLLECTIVES', '0058'],
      ['KBIS_PERIODIQUE', '0057'],
      ['COPIE_JUGEMENT', null],
      ['SURVEILLANCE', null],
      ['ETAT_GAGES', null],
    ]);
    expect(sous(synthese, 'KBIS_ELEC')).toMatchObject({
      format_diffusion: 'ELEC',
      prix: {
        devise: 'EUR',
        ht: 2.67,
        tva: 0.53,
        ttc: 3.2,
        ht_formate: '2,67',
        tva_formate: '0,53',
        ttc_formate: '3,20',
      },
      tarif: { taux_tva: 20, valide_du: '2025-01-01', valide_au: null, date_source: 'au 01/01/2025' },
    });
    expect(sous(synthese, 'KBIS_COURRIER')?.prix?.ttc_formate).toBe('3,97');
    // A periodic Kbis issue is priced as a Kbis (FACTS has no periodic price).
    expect(sous(synthese, 'KBIS_PERIODIQUE_COURRIER')?.prix).toEqual(sous(synthese, 'KBIS_COURRIER')?.prix);
    // Only 2015 figures exist for the other documents: given with their date and source.
    expect(sous(synthese, 'ETAT_ENDETTEMENT_ELEC')).toMatchObject({
      prix: { ttc: 49.14, ttc_formate: '49,14', ht_formate: '40,95' },
      tarif: { valide_du: '2015-01-01', date_source: '2015-01-01', source: expect.stringContaining('2015') },
    });
    expect(sous(synthese, 'CERTIFICAT_PROCEDURES_COLLECTIVES_COURRIER')?.prix?.ttc_formate).toBe('2,50');
    expect(synthese.articles.find((a) => a.id_article_catalogue === 'SURVEILLANCE')?.sous_articles).toEqual([]);
  });

  it('gives the price in force at a past date', async () => {
    const synthese = (await get('PUBLIC/syntheses_articles?date=2020-06-01')).json<Synthese>();
    expect(synthese.date).toBe('2020-06-01');
    expect(sous(synthese, 'KBIS_ELEC')).toMatchObject({
      prix: { ttc: 3.9, ht: 3.25, ttc_formate: '3,90' },
      tarif: { valide_du: '2015-01-01', valide_au: '2024-12-31' },
    });
    expect(sous(synthese, 'KBIS_COURRIER')?.prix?.ttc_formate).toBe('4,06');
    const veille = (await get('PUBLIC/syntheses_articles?date=2024-12-31')).json<Synthese>();
    const jour = (await get('PUBLIC/syntheses_articles?date=2025-01-01')).json<Synthese>();
    expect([sous(veille, 'KBIS_ELEC')?.prix?.ttc, sous(jour, 'KBIS_ELEC')?.prix?.ttc]).toEqual([3.9, 3.2]);
  });

  it('gives no price before the first known figure', async () => {
    const synthese = (await get('PUBLIC/syntheses_articles?date=2014-12-31')).json<Synthese>();
    expect(sous(synthese, 'KBIS_ELEC')).toMatchObject({ prix: null, tarif: null });
  });

  it('answers 404 to an unknown grid', async () => {
    const response = await get('INCONNUE/syntheses_articles');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Grille tarifaire introuvable.');
  });

  it.each([
    [
      'public/syntheses_articles',
      'params.code',
      "n'est pas un code de grille tarifaire (lettres majuscules, chiffres, _)",
    ],
    ['PUBLIC/syntheses_articles?date=2025-13-01', 'query.date', 'doit être une date au format AAAA-MM-JJ'],
  ])('answers 400 to %s', async (url, field, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field, message }]);
  });
});
