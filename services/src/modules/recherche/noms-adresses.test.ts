import { createAppAvecRegistre } from '../../../tests/fixtures/registre.js';
import { insererRecherche, recherche, siren, siret } from '../../../tests/fixtures/recherche.js';
import { inserer } from '../../../tests/fixtures/registre/inserer.js';
import { clientRecherche } from '../../../tests/helpers/recherche.js';
import { backends, type TestApp } from '../../../tests/helpers/test-app.js';
import { rafraichirMotsRecherche } from './mots.js';
import { initiales } from './noms.js';

// Companies added to the search fixture, each with its siège and maybe one more establishment.
const PARIS = { commune_code: '75056', code_postal: '75008', libelle_commune: 'PARIS' };
const LYON = { commune_code: '69123', code_postal: '69002', libelle_commune: 'LYON' };
const noms = {
  dupontEsperluette: { id: 41, denomination: 'DUPONT & FILS' },
  dupontEt: { id: 42, denomination: 'MENUISERIE DUPONT ET FRERES' },
  saintGobain: { id: 43, denomination: 'SAINT-GOBAIN VITRAGE' },
  airLiquide: { id: 44, denomination: 'AIRLIQUIDE SERVICES' },
  centreVille: { id: 45, denomination: 'BOULANGERIE CENTRE VILLE' },
  sncf: { id: 46, denomination: 'SOCIETE NATIONALE DES CHEMINS DE FER' },
  eaux: { id: 47, denomination: 'COMPAGNIE GENERALE DES EAUX' },
  rueDuCommerce: { id: 48, denomination: 'RUE DU COMMERCE' },
  hotelBoulevard: { id: 49, denomination: 'HOTEL DU BOULEVARD HAUSSMANN' },
  carrelage: { id: 50, denomination: 'CARRELAGE DU STADE' },
  giraudMartin: { id: 51, denomination: 'GIRAUD & MARTIN' },
  martinezGiraud: { id: 52, denomination: 'MARTINEZ GIRAUD ET ASSOCIES' },
  corsaire: { id: 53, denomination: 'LE CORSAIRE' },
  denisMichaud: { id: 54, denomination: 'DENIS & MICHAUD' },
  denisTiretMichaud: { id: 55, denomination: 'DENIS-MICHAUD' },
  brunEtFils: { id: 56, denomination: 'CARRELAGE BRUN & FILS' },
  brunetEtFils: { id: 57, denomination: 'CARRELAGE BRUNET & FILS' },
} as const;
/** The secondary establishment of the Compagnie générale des eaux, at 12 boulevard Haussmann in Paris. */
const HAUSSMANN = 471;
/** The companies whose siège is in Lyon; the others' is in Paris. */
const A_LYON: readonly number[] = [noms.eaux.id, noms.corsaire.id];
/** The secondary establishment of Le Corsaire, coded by its arrondissement as SIRENE does (Marseille 7e). */
const MARSEILLE_7E = 531;

async function insererNoms(test: TestApp) {
  const liste = Object.values(noms);
  await inserer(
    test.app.db,
    'entreprises',
    liste.map(({ id, denomination }) => ({
      id,
      siren: siren(String(40_000_000 + id)),
      denomination,
      personne_physique: false,
      forme_juridique_code: '5710',
      etat: 'ACTIVE',
      statut: 'A',
      date_immatriculation: '2015-01-01',
      source: 'GENERATEUR',
      devise: 'EUR',
      capital: 1000,
      siege_commune_code: A_LYON.includes(id) ? LYON.commune_code : PARIS.commune_code,
      siege_departement_code: A_LYON.includes(id) ? '69' : '75',
      nb_etablissements: id === noms.eaux.id ? 2 : 1,
      nb_etablissements_actifs: id === noms.eaux.id ? 2 : 1,
    })),
  );
  const etablissement = (id: number, entreprise: number, nic4: string, siege: boolean, adresse: object) => {
    const numero = siret(siren(String(40_000_000 + entreprise)), nic4);
    return { id, entreprise_id: entreprise, siret: numero, nic: numero.slice(9), siege, etat: 'ACTIF', ...adresse };
  };
  await inserer(test.app.db, 'etablissements', [
    ...liste.map(({ id }) =>
      etablissement(id * 10, id, '0001', true, {
        numero_voie: '5',
        type_voie: id === noms.eaux.id ? 'PL' : 'RUE',
        libelle_voie: id === noms.eaux.id ? 'BELLECOUR' : 'DES LILAS',
        ...(A_LYON.includes(id) ? LYON : PARIS),
      }),
    ),
    etablissement(noms.carrelage.id * 10 + 1, noms.carrelage.id, '0002', false, {
      numero_voie: '3',
      type_voie: 'RUE',
      libelle_voie: 'DE BORDEAUX',
      ...PARIS,
    }),
    etablissement(MARSEILLE_7E, noms.corsaire.id, '0002', false, {
      numero_voie: '40',
      type_voie: 'QUAI',
      libelle_voie: 'DE RIVE NEUVE',
      commune_code: '13207',
      code_postal: '13007',
      libelle_commune: 'MARSEILLE',
    }),
    etablissement(HAUSSMANN, noms.eaux.id, '0002', false, {
      numero_voie: '12',
      type_voie: 'BD',
      libelle_voie: 'HAUSSMANN',
      ...PARIS,
    }),
  ]);
}

describe.each(backends)('names as people write them, and street addresses, on %s', (backend) => {
  let test: TestApp;
  const { phrase, ids, suggestions } = clientRecherche(() => test);

  beforeAll(async () => {
    test = await createAppAvecRegistre(backend);
    await insererRecherche(test.app.db);
    await insererNoms(test);
    await rafraichirMotsRecherche(test.app.db);
  });
  afterAll(() => test.close());

  describe('names', () => {
    it('reads « et » for « & » and the reverse', async () => {
      expect(ids(await phrase('dupont et fils'))).toEqual([noms.dupontEsperluette.id]);
      expect(ids(await phrase('Dupont & Fils'))).toEqual([noms.dupontEsperluette.id]);
      expect(ids(await phrase('menuiserie dupont & frères'))).toEqual([noms.dupontEt.id]);
    });

    it('puts the name written with « & » first when « et » is typed', async () => {
      const denis = await phrase('denis et michaud');
      expect(ids(denis)[0]).toBe(noms.denisMichaud.id);
      expect(denis.resultats[0]!.correspondance).toBe('EXACTE');
      // « brun et fils » is also the compact form of BRUNET & FILS: the « & » name comes first.
      expect(ids(await phrase('carrelage brun et fils'))[0]).toBe(noms.brunEtFils.id);
      expect(ids(await phrase('carrelage brunet & fils'))).toEqual([noms.brunetEtFils.id]);
    });

    it('finds a name with articles added or left out', async () => {
      expect(ids(await phrase('la boulangerie du centre ville'))).toEqual([noms.centreVille.id]);
      expect(ids(await phrase('boulangerie centre'))).toEqual([noms.centreVille.id]);
      // The elision written joined (« lorangerie ») finds « L’Orangerie du Parc »; so does the name without it.
      expect(ids(await phrase('lorangerie parc'))).toEqual([recherche.orangerie]);
      expect(ids(await phrase('orangerie du parc'))).toEqual([recherche.orangerie]);
    });

    it('takes hyphens, spaces and joined words for one another', async () => {
      expect(ids(await phrase('saint gobain vitrage'))).toEqual([noms.saintGobain.id]);
      expect(ids(await phrase('saintgobain vitrage'))).toEqual([noms.saintGobain.id]);
      expect(ids(await phrase('air liquide services'))).toEqual([noms.airLiquide.id]);
      expect(ids(await phrase('air-liquide'))).toEqual([noms.airLiquide.id]);
    });

    it('prefers the flexible form of whole words to a word begun', async () => {
      // « martin » whole in GIRAUD & MARTIN, rather than begun in MARTINEZ GIRAUD ET ASSOCIES.
      expect(ids(await phrase('giraud et martin'))).toEqual([noms.giraudMartin.id]);
      expect(ids(await phrase('giraud et martin')).length).toBe(1);
    });

    it('finds a long name by its initials when no name holds the word', async () => {
      for (const texte of ['sncf', 'S.N.C.F.', 'SNCF']) expect(ids(await phrase(texte))).toEqual([noms.sncf.id]);
      expect(ids(await phrase('cge'))).toEqual([noms.eaux.id]);
      expect(await suggestions('sncf')).toEqual([noms.sncf.id]);
      // A word some name holds is searched as a word: « rps » is R.P.S., not initials.
      expect(ids(await phrase('rps'))).toEqual([recherche.rps]);
    });

    it('computes the initials in SQL as the service does', async () => {
      const denominations = [
        ...Object.values(noms).map((n) => n.denomination),
        'L’Orangerie du Parc',
        'SARL TRANSPORTS ROUTIERS DU SUD-OUEST',
        'SCI DU 12 RUE',
        'Œuvre et Patrimoine de France',
      ];
      const { rows } = await test.app.db.query<{ d: string; i: string | null }>(
        'SELECT d, recherche_initiales(d) AS i FROM unnest($1::text[]) AS d',
        [denominations],
      );
      expect(rows.map((r) => [r.d, r.i])).toEqual(denominations.map((d) => [d, initiales(d)]));
    });
  });

  describe('street addresses', () => {
    it('finds the companies with an establishment at an address alone, and shows it', async () => {
      for (const texte of ['12 boulevard haussmann', '12 BD HAUSSMANN', '12 bd haussmann 75008 paris']) {
        const reponse = await phrase(texte);
        expect([texte, ids(reponse)]).toEqual([texte, [noms.eaux.id]]);
        expect(reponse.resultats[0]!.etablissements_lieu).toEqual([
          expect.objectContaining({ id: HAUSSMANN, siege: false }),
        ]);
        expect(reponse.lieu).toMatchObject({ origine: 'PHRASE', applique: true });
      }
      expect((await phrase('12 boulevard haussmann')).lieu?.libelle).toBe('12 BD HAUSSMANN');
      expect((await phrase('12 bd haussmann 75008')).lieu?.libelle).toBe('12 BD HAUSSMANN, 75008');
      // Another number, or the address in another place: nothing there.
      expect((await phrase('14 boulevard haussmann')).total).toBe(0);
      expect(await suggestions('12 bd haussmann')).toEqual([noms.eaux.id]);
    });

    it('restricts a name to the address, through any establishment', async () => {
      const reponse = await phrase('generale des eaux 12 bd haussmann');
      expect(ids(reponse)).toEqual([noms.eaux.id]);
      expect(reponse.resultats[0]!.etablissements_lieu!.map((e) => e.id)).toEqual([HAUSSMANN]);
      expect(ids(await phrase('compagnie generale des eaux boulevard haussmann paris'))).toEqual([noms.eaux.id]);
      // Of the two Cafés du Commerce, the one whose siège is at number 27.
      expect(ids(await phrase('café du commerce 27 rue du marché'))).toEqual([recherche.cafeDuCommerce]);
    });

    it('never empties the result: the name alone when the address finds nothing', async () => {
      const sans = await phrase('boulangerie martin');
      const avec = await phrase('boulangerie martin 12 bd haussmann');
      expect(ids(avec)).toEqual(ids(sans));
      expect(avec.lieu).toEqual({ libelle: '12 BD HAUSSMANN', origine: 'PHRASE', applique: false });
      // A name that looks like an address is still a name.
      expect(ids(await phrase('rue du commerce'))).toEqual([noms.rueDuCommerce.id]);
      expect(ids(await phrase('rue du commerce paris'))).toEqual([noms.rueDuCommerce.id]);
      // A name holding the address's words as typed (boulevard, not BD) is found wherever it is.
      expect(ids(await phrase('hotel boulevard haussmann'))).toEqual([noms.hotelBoulevard.id]);
      expect(ids(await phrase('hotel du boulevard haussmann'))).toEqual([noms.hotelBoulevard.id]);
    });

    it('suggests each company where it was found, not at its siège', async () => {
      const response = await test.app.inject({
        method: 'GET',
        url: '/api/recherche/suggestions?q=eaux%2012%20bd%20haussmann',
      });
      expect(response.json<{ entreprises: unknown[] }>().entreprises).toEqual([
        expect.objectContaining({ id: noms.eaux.id, code_postal: '75008', commune: 'PARIS' }),
      ]);
      const lyon = await test.app.inject({
        method: 'GET',
        url: '/api/recherche/suggestions?q=grande%20boulangerie%20lyon',
      });
      expect(lyon.json<{ entreprises: unknown[] }>().entreprises).toEqual([
        expect.objectContaining({ id: recherche.boulangerieMartinGrande, code_postal: '69003', commune: 'LYON' }),
      ]);
      // Without a place: the siège's town.
      const seule = await test.app.inject({ method: 'GET', url: '/api/recherche/suggestions?q=compagnie%20generale' });
      expect(seule.json<{ entreprises: unknown[] }>().entreprises).toEqual([
        expect.objectContaining({ id: noms.eaux.id, code_postal: '69002', commune: 'LYON' }),
      ]);
    });

    it('reads a street name that is also a commune as the street', async () => {
      const reponse = await phrase('carrelage du stade rue de bordeaux');
      expect(ids(reponse)).toEqual([noms.carrelage.id]);
      expect(reponse.lieu).toEqual({ libelle: 'RUE DE BORDEAUX', origine: 'PHRASE', applique: true });
      expect(reponse.resultats[0]!.etablissements_lieu!.map((e) => e.id)).toEqual([noms.carrelage.id * 10 + 1]);
    });

    it('finds establishments coded by their arrondissement in Paris, Lyon and Marseille', async () => {
      for (const suite of [
        '&critere_geographique=marseille',
        '&critere_geographique=13',
        '&critere_geographique=13207',
      ]) {
        const reponse = await phrase('corsaire', suite);
        expect([suite, ids(reponse)]).toEqual([suite, [noms.corsaire.id]]);
        expect(reponse.resultats[0]!.etablissements_lieu!.map((e) => e.id)).toEqual([MARSEILLE_7E]);
      }
      expect((await phrase('corsaire', '&critere_geographique=13207')).lieu?.libelle).toBe('Marseille 7e (13)');
      expect(ids(await phrase('le corsaire marseille'))).toEqual([noms.corsaire.id]);
      expect(ids(await phrase('40 quai de rive neuve marseille'))).toEqual([noms.corsaire.id]);
    });

    it('finds the same when the name words are frequent, the address then read once for all matches', async () => {
      // Beyond 2 000 names holding the rarest name word, the address is no longer read match by match.
      const { rows } = await test.app.db.query<{ n: number }>(
        "SELECT entreprises AS n FROM mots_recherche WHERE mot = 'generale'",
      );
      const compter = (n: number) =>
        test.app.db.query("UPDATE mots_recherche SET entreprises = $1 WHERE mot = 'generale'", [n]);
      const frequent = () => compter(5000);
      const rare = () => compter(rows[0]!.n);
      await frequent();
      try {
        const reponse = await phrase('generale 12 bd haussmann');
        expect(ids(reponse)).toEqual([noms.eaux.id]);
        expect(reponse.resultats[0]!.etablissements_lieu!.map((e) => e.id)).toEqual([HAUSSMANN]);
        expect(ids(await phrase('generale 14 bd haussmann'))).toEqual(ids(await phrase('generale')));
      } finally {
        await rare();
      }
    });

    it('searches establishments at the address', async () => {
      const reponse = await phrase('12 bd haussmann', '&type_entite=ETABLISSEMENT');
      expect(ids(reponse)).toEqual([HAUSSMANN]);
    });
  });
});
