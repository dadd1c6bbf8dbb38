import { createAppAvecRegistre } from '../../../tests/fixtures/registre.js';
import { insererRecherche, recherche } from '../../../tests/fixtures/recherche.js';
import { clientRecherche } from '../../../tests/helpers/recherche.js';
import { backends, type TestApp } from '../../../tests/helpers/test-app.js';
import { rafraichirMotsRecherche } from './mots.js';

describe.each(backends)('places in the search on %s', (backend) => {
  let test: TestApp;
  const { chercher, phrase, ids, suggestions } = clientRecherche(() => test);

  beforeAll(async () => {
    test = await createAppAvecRegistre(backend);
    await insererRecherche(test.app.db);
    await rafraichirMotsRecherche(test.app.db);
  });
  afterAll(() => test.close());

  describe('in the phrase', () => {
    it('reads a town after the name, and shows the establishment there', async () => {
      const bordeaux = await phrase('boulangerie martin bordeaux');
      expect(ids(bordeaux)).toEqual([recherche.boulangerieMartin]);
      expect(bordeaux.lieu).toEqual({ libelle: 'Bordeaux (33)', origine: 'PHRASE', applique: true });
      expect(bordeaux.resultats[0]).toMatchObject({
        correspondance: 'EXACTE',
        etablissements_lieu: [{ id: recherche.boulangerieMartin * 10, siege: true, adresse: { code_postal: '33000' } }],
      });
    });

    it('finds a company through a secondary establishment in the town, its siège being elsewhere', async () => {
      const lyon = await phrase('boulangerie martin lyon');
      expect(ids(lyon)).toEqual([recherche.boulangerieMartinGrande]);
      expect(lyon.lieu).toEqual({ libelle: 'Lyon (69)', origine: 'PHRASE', applique: true });
      expect(lyon.resultats[0]!.etablissements_lieu).toEqual([
        expect.objectContaining({
          id: recherche.etablissementEnseigne,
          siege: false,
          adresse: expect.objectContaining({ code_postal: '69003', commune: 'LYON', departement_code: '69' }),
        }),
      ]);
      // Typos in the name are corrected within the place.
      const faute = await phrase('boulangeire martin lyon');
      expect(ids(faute)).toEqual([recherche.boulangerieMartinGrande]);
      expect(faute.resultats[0]!.correspondance).toBe('APPROCHEE');
      // A commune of several words, at the end of the phrase.
      const saintEtienne = await phrase('martin saint-étienne');
      expect(ids(saintEtienne)).toEqual([recherche.transportsMartin]);
      expect(saintEtienne.lieu?.libelle).toBe('Saint-Étienne (42)');
      expect(saintEtienne.resultats[0]!.etablissements_lieu!.map((e) => e.id)).toEqual([
        recherche.etablissementSaintEtienne,
      ]);
    });

    it('reads a postal code, with or without its commune', async () => {
      for (const texte of ['martin 69003', 'martin lyon 69003', 'martin 69003 lyon']) {
        const reponse = await phrase(texte);
        expect([texte, ids(reponse), reponse.lieu]).toEqual([
          texte,
          [recherche.boulangerieMartinGrande],
          { libelle: '69003', origine: 'PHRASE', applique: true },
        ]);
      }
    });

    it('reads a département by its name, or by its number as the last word', async () => {
      const rhone = await phrase('boulangerie rhône');
      expect(ids(rhone)).toEqual([recherche.boulangerieMartinGrande]);
      expect(rhone.lieu).toEqual({ libelle: 'Rhône (69)', origine: 'PHRASE', applique: true });
      const gironde = await phrase('boulangerie 33');
      expect(ids(gironde)).toEqual([recherche.boulangerieMartinez, recherche.boulangerieMartin]);
      expect(gironde.lieu?.libelle).toBe('Gironde (33)');
    });

    it('counts open establishments only, beside the siège', async () => {
      // Transports Martin's establishment in Marseille is closed: the place is dropped.
      const marseille = await phrase('transports martin marseille');
      expect(marseille.lieu).toEqual({ libelle: 'Marseille (13)', origine: 'PHRASE', applique: false });
      expect(ids(marseille)).toEqual([recherche.transportsMartin]);
      expect(marseille.resultats[0]!.etablissements_lieu).toEqual([]);
    });

    it('drops the place when it empties the result, and answers the name alone, ranked as without it', async () => {
      const sans = await phrase('boulangerie martin');
      const avec = await phrase('boulangerie martin marseille');
      expect(avec.lieu).toEqual({ libelle: 'Marseille (13)', origine: 'PHRASE', applique: false });
      expect(ids(avec)).toEqual(ids(sans));
      expect(avec.total).toBe(sans.total);
      expect(sans.lieu).toBeNull();
      expect(sans.resultats.every((r) => r.etablissements_lieu?.length === 0)).toBe(true);
    });

    it('keeps the names holding the town’s name, first, wherever they are', async () => {
      // « Café de Paris » is in Nice: its exact name comes first all the same.
      const exacte = await phrase('café de paris');
      expect(exacte.resultats[0]).toMatchObject({ id: recherche.cafeDeParis, correspondance: 'EXACTE' });
      expect(exacte.lieu).toMatchObject({ libelle: 'Paris (75)', applique: true });
      const cafes = await phrase('cafe paris');
      expect(ids(cafes)).toEqual([recherche.cafeDeParis, recherche.cafeDuCommerce]);
      expect(cafes.resultats.map((r) => r.etablissements_lieu!.length)).toEqual([0, 1]);
    });

    it('leaves a phrase that is only a place, or a place among other words, as a name', async () => {
      expect((await phrase('lyon')).lieu).toBeNull();
      expect((await phrase('lyon boulangerie')).lieu).toBeNull();
      // Numbers before a département number stay words of the name.
      expect((await phrase('sci 12 13')).lieu).toBeNull();
    });

    it('restricts establishments to those in the place', async () => {
      const reponse = await phrase('boulangerie martin lyon', '&type_entite=ETABLISSEMENT');
      expect(ids(reponse)).toEqual([recherche.etablissementEnseigne]);
      expect(reponse.lieu).toEqual({ libelle: 'Lyon (69)', origine: 'PHRASE', applique: true });
    });
  });

  describe('the geographic filter', () => {
    it('matches any establishment, open or the siège, and says which', async () => {
      const rhone = await phrase('boulangerie', '&critere_geographique=69');
      expect(ids(rhone)).toEqual([recherche.boulangerieMartinGrande]);
      expect(rhone.lieu).toEqual({ libelle: 'Rhône (69)', origine: 'FILTRE', applique: true });
      expect(rhone.resultats[0]!.etablissements_lieu!.map((e) => e.id)).toEqual([recherche.etablissementEnseigne]);
      expect(ids(await phrase('transports', '&critere_geographique=42000'))).toEqual([recherche.transportsMartin]);
      expect(ids(await phrase('transports', '&critere_geographique=Saint-%C3%89tienne'))).toEqual([
        recherche.transportsMartin,
      ]);
      // A closed establishment does not count; a closed siège does.
      expect(ids(await phrase('transports', '&critere_geographique=13'))).toEqual([]);
      const radie = await phrase('cafe du commerce', '&critere_geographique=69123');
      expect(ids(radie)).toEqual([recherche.cafeRadie]);
      expect(radie.lieu?.libelle).toBe('Lyon (69)');
      expect(radie.resultats[0]!.etablissements_lieu!.map((e) => e.id)).toEqual([recherche.cafeRadie * 10]);
    });

    it('wins over a place in the phrase, whose words stay words of the name', async () => {
      const reponse = await phrase('boulangerie bordeaux', '&critere_geographique=69');
      expect(reponse.lieu).toEqual({ libelle: 'Rhône (69)', origine: 'FILTRE', applique: true });
      expect(reponse.total).toBe(0);
    });

    it('filters by place alone, with every establishment', async () => {
      const reponse = await chercher('critere_geographique=42&limit=100');
      expect(ids(reponse)).toEqual([recherche.transportsMartin]);
    });
  });

  describe('suggestions', () => {
    it('follow the same rules', async () => {
      expect(await suggestions('martin saint etienne')).toEqual([recherche.transportsMartin]);
      expect(await suggestions('boulangerie lyon')).toEqual([recherche.boulangerieMartinGrande]);
      // The place empties the suggestions: the name alone.
      expect(await suggestions('boulangerie martin marseille')).toEqual(await suggestions('boulangerie martin'));
    });
  });
});
