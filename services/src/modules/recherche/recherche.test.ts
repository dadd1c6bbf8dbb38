import { tvaIntracommunautaire } from '@portail/domaine';

import { createAppAvecRegistre, ids } from '../../../tests/fixtures/registre.js';
import { insererRecherche, recherche, sirens, siret } from '../../../tests/fixtures/recherche.js';
import { backends, type TestApp } from '../../../tests/helpers/test-app.js';
import { assurerMotsRecherche, rafraichirMotsRecherche } from './mots.js';

interface Resultat {
  type: string;
  id: number;
  denomination?: string;
  correspondance: string;
  etat: string;
  entreprise?: { id: number };
  dirigeants?: Array<{ qualite: string; nom: string | null }>;
  adresse?: { code_postal: string | null } | null;
}
interface Reponse {
  total: number;
  total_exact: boolean;
  corrections: Array<{ mot: string; propositions: string[] }>;
  resultats: Resultat[];
}
interface Personne {
  id: number;
  nom: string;
  prenoms: string;
  mois_naissance: number | null;
  annee_naissance: number | null;
  fonctions: Array<{ qualite: string; entreprise: { id: number } }>;
  correspondance: string;
}

describe.each(backends)('search service on %s', (backend) => {
  let test: TestApp;
  const get = (url: string) => test.app.inject({ method: 'GET', url });
  const chercher = async (query: string) => {
    const response = await get(`/api/recherche/entreprises_etablissements?${query}`);
    if (response.statusCode !== 200) throw new Error(`${query} → ${response.statusCode} ${response.body}`);
    return response.json<Reponse>();
  };
  const idsDe = async (query: string) => (await chercher(query)).resultats.map((r) => r.id);
  const premier = async (query: string) => (await chercher(query)).resultats[0]?.id;
  const erreur = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    return response.json<{ message: string; errors: Array<{ field: string; message: string }> }>().errors[0]!;
  };

  beforeAll(async () => {
    test = await createAppAvecRegistre(backend);
    await insererRecherche(test.app.db);
    await rafraichirMotsRecherche(test.app.db);
  });
  afterAll(() => test.close());

  describe('matching', () => {
    it('ignores case, accents, elisions and punctuation', async () => {
      for (const phrase of [
        'L’Orangerie du Parc',
        "l'orangerie du parc",
        'L ORANGERIE DU PARC',
        'lorangerie du parc',
      ]) {
        expect(await premier(`phrase=${encodeURIComponent(phrase)}`)).toBe(recherche.orangerie);
      }
      expect(await premier(`phrase=${encodeURIComponent('œuvre et patrimoine')}`)).toBe(recherche.oeuvre);
      expect(await premier('phrase=oeuvre%20patrimoine')).toBe(recherche.oeuvre);
    });

    it('reads dotted sigles and spaced letters as one word', async () => {
      for (const phrase of ['R.P.S.', 'rps', 'r p s', 'RPS']) {
        const body = await chercher(`phrase=${encodeURIComponent(phrase)}`);
        expect(body.resultats[0]).toMatchObject({ id: recherche.rps, correspondance: 'EXACTE' });
      }
    });

    it('finds words in any order and the last word as a prefix', async () => {
      expect(await premier('phrase=parc%20orangerie')).toBe(recherche.orangerie);
      expect(await premier('phrase=orangerie%20lyonn')).toBe(recherche.orangerieLyon);
      expect(await idsDe('phrase=orang')).toEqual(
        expect.arrayContaining([recherche.orangerie, recherche.orangerieLyon]),
      );
    });

    it('matches whole words before prefixes: "martin" does not bring "Martinez" while Martin exists', async () => {
      const found = await idsDe('phrase=boulangerie%20martin');
      expect(found).toContain(recherche.boulangerieMartin);
      expect(found).not.toContain(recherche.boulangerieMartinez);
    });

    it('tolerates one or two typos and says what it corrected', async () => {
      const une = await chercher('phrase=orangerei%20du%20parc');
      expect(une.resultats[0]).toMatchObject({ id: recherche.orangerie, correspondance: 'APPROCHEE' });
      expect(une.corrections).toEqual([{ mot: 'orangerei', propositions: expect.arrayContaining(['orangerie']) }]);
      const deux = await chercher('phrase=boulangrei%20martni');
      expect(deux.resultats.map((r) => r.id)).toContain(recherche.boulangerieMartin);
      expect(deux.resultats.every((r) => r.correspondance === 'APPROCHEE')).toBe(true);
    });

    it('searches names only with nom_entreprise, combined with a phrase when both are given', async () => {
      expect(await premier('nom_entreprise=orangerie%20du%20parc')).toBe(recherche.orangerie);
      expect(await idsDe('nom_entreprise=orangerie&phrase=lyonnaise')).toEqual([recherche.orangerieLyon]);
    });

    it('finds sigles and enseignes', async () => {
      expect(await premier('phrase=ALS')).toBe(ids.alpha);
      expect(await premier('phrase=pains%20du%20soleil')).toBe(recherche.boulangerieMartinGrande);
      const etablissements = await chercher('phrase=pains%20du%20soleil&type_entite=ETABLISSEMENT');
      expect(etablissements.resultats.map((r) => r.id)).toContain(recherche.etablissementEnseigne);
    });

    it('answers a SIREN, with or without spaces, or a SIRET with its entity alone', async () => {
      const numero = sirens.get(recherche.rps)!;
      const espace = `${numero.slice(0, 3)} ${numero.slice(3, 6)} ${numero.slice(6)}`;
      for (const phrase of [numero, espace]) {
        const body = await chercher(`phrase=${encodeURIComponent(phrase)}`);
        expect(body.total).toBe(1);
        expect(body.resultats[0]).toMatchObject({ id: recherche.rps, correspondance: 'IDENTIFIANT' });
      }
      const siretEnseigne = siret(sirens.get(recherche.boulangerieMartinGrande)!, '0002');
      expect(await premier(`phrase=${siretEnseigne}`)).toBe(recherche.boulangerieMartinGrande);
      const etablissement = await chercher(`numero_identification=${siretEnseigne}&type_entite=ETABLISSEMENT`);
      expect(etablissement.resultats.map((r) => r.id)).toEqual([recherche.etablissementEnseigne]);
      const parNic = await chercher(
        `numero_identification=${sirens.get(recherche.boulangerieMartinGrande)}&nic=${siretEnseigne.slice(9)}&type_entite=ETABLISSEMENT`,
      );
      expect(parNic.resultats.map((r) => r.id)).toEqual([recherche.etablissementEnseigne]);
    });

    it('finds the identifier with dots or dashes, beside words, or as the intra-community VAT number', async () => {
      const numero = sirens.get(recherche.rps)!;
      const tva = tvaIntracommunautaire(numero);
      for (const phrase of [
        `${numero.slice(0, 3)}.${numero.slice(3, 6)}.${numero.slice(6)}`,
        `${numero.slice(0, 3)}-${numero.slice(3, 6)}-${numero.slice(6)}`,
        `une entreprise inconnue ${numero}`,
        tva,
        `${tva.slice(0, 2).toLowerCase()} ${tva.slice(2, 4)} ${numero.slice(0, 3)} ${numero.slice(3, 6)} ${numero.slice(6)}`,
      ]) {
        const body = await chercher(`phrase=${encodeURIComponent(phrase)}`);
        expect([phrase, body.total, body.resultats[0]?.id, body.resultats[0]?.correspondance]).toEqual([
          phrase,
          1,
          recherche.rps,
          'IDENTIFIANT',
        ]);
      }
      expect(await premier(`numero_identification=${tva}`)).toBe(recherche.rps);
      // A wrong key beside words is a word: no identifier, no error.
      expect((await chercher('phrase=commande%20552100555')).total).toBe(0);
    });
  });

  describe('ranking', () => {
    it('puts the exact name first, then active before struck off, then larger companies', async () => {
      const body = await chercher('phrase=cafe%20du%20commerce');
      // Both names are exact; the active one first although the other is larger.
      expect(body.resultats.map((r) => r.id)).toEqual([recherche.cafeDuCommerce, recherche.cafeRadie]);
      expect(body.resultats.map((r) => r.correspondance)).toEqual(['EXACTE', 'EXACTE']);
      const boulangeries = await chercher('phrase=boulangerie%20martin');
      expect(boulangeries.resultats.map((r) => r.id)).toEqual([
        recherche.boulangerieMartin,
        recherche.boulangerieMartinGrande,
      ]);
    });

    it('sorts a search with filters only by size', async () => {
      const found = await idsDe('activite=10');
      expect(found).toEqual([
        recherche.boulangerieMartinGrande,
        recherche.boulangerieMartinez,
        recherche.boulangerieMartin,
      ]);
    });

    it('without boost, ranks active names alphabetically; tri sorts by name or registration date', async () => {
      expect(await idsDe('activite=10&boost=false')).toEqual([
        recherche.boulangerieMartin,
        recherche.boulangerieMartinez,
        recherche.boulangerieMartinGrande,
      ]);
      expect(await idsDe('activite=56.10A&tri=denomination')).toEqual([recherche.orangerie, recherche.orangerieLyon]);
      expect(await idsDe('activite=56.10A&tri=creation')).toEqual([recherche.orangerieLyon, recherche.orangerie]);
    });

    it('pages with limit and offset over a stable order, with the total', async () => {
      const toutes = await chercher('critere_geographique=75&limit=100');
      expect(toutes.total).toBe(toutes.resultats.length);
      expect(toutes.total_exact).toBe(true);
      const pages = [
        ...(await idsDe('critere_geographique=75&limit=3&offset=0')),
        ...(await idsDe('critere_geographique=75&limit=3&offset=3')),
        ...(await idsDe('critere_geographique=75&limit=3&offset=6')),
      ];
      expect(pages).toEqual(toutes.resultats.slice(0, 9).map((r) => r.id));
    });
  });

  describe('filters', () => {
    it('filters by état and statut', async () => {
      expect(await idsDe('phrase=cafe%20du%20commerce&etat=RADIEE')).toEqual([recherche.cafeRadie]);
      expect(await idsDe('phrase=cafe%20du%20commerce&etat=ACTIVE')).toEqual([recherche.cafeDuCommerce]);
      expect(await idsDe('phrase=cafe%20du%20commerce&statut=C')).toEqual([recherche.cafeRadie]);
    });

    it('filters by NAF division or code, dotted or not', async () => {
      expect(await idsDe('phrase=orangerie&activite=56.10A')).toHaveLength(2);
      expect(await idsDe('phrase=orangerie&activite=5610A')).toHaveLength(2);
      expect(await idsDe('phrase=orangerie&activite=70')).toEqual([]);
    });

    it('filters by département, postal code, commune code or commune name', async () => {
      expect(await idsDe('phrase=orangerie&critere_geographique=69')).toEqual([recherche.orangerieLyon]);
      expect(await idsDe('phrase=orangerie&critere_geographique=69003')).toEqual([recherche.orangerieLyon]);
      expect(await idsDe('phrase=orangerie&critere_geographique=69123')).toEqual([recherche.orangerieLyon]);
      expect(await idsDe('phrase=orangerie&critere_geographique=Lyon')).toEqual([recherche.orangerieLyon]);
      expect(await idsDe('phrase=boulangerie&critere_geographique=Bordeaux')).toEqual([
        recherche.boulangerieMartinez,
        recherche.boulangerieMartin,
      ]);
    });

    it('searches establishments with their own address and état', async () => {
      const body = await chercher(
        'phrase=grande%20boulangerie%20martin&type_entite=ETABLISSEMENT&critere_geographique=69',
      );
      expect(body.resultats.map((r) => r.id)).toEqual([recherche.etablissementEnseigne]);
      expect(body.resultats[0]).toMatchObject({
        type: 'ETABLISSEMENT',
        entreprise: { id: recherche.boulangerieMartinGrande },
        adresse: { code_postal: '69003' },
      });
      expect(await idsDe('phrase=cafe%20du%20commerce&type_entite=ETABLISSEMENT&etat=RADIEE')).toEqual([
        recherche.cafeRadie * 10,
      ]);
    });
  });

  describe('results', () => {
    it('carry what the results page shows, current officers included', async () => {
      const body = await chercher('phrase=boulangerie%20martin&limit=1');
      expect(body.resultats[0]).toMatchObject({
        type: 'ENTREPRISE',
        id: recherche.boulangerieMartin,
        siren: sirens.get(recherche.boulangerieMartin),
        etat: 'ACTIVE',
        statut: { code: 'A' },
        forme_juridique: { code: '5710' },
        naf: { code: '10.71C' },
        adresse: { code_postal: '33000', commune: 'BORDEAUX', departement_code: '33' },
        dirigeants: [{ qualite: 'Gérant', personne_id: recherche.personneMartin, nom: 'MARTIN' }],
      });
      expect(body.total).toBe(2);
    });

    it('answers an empty list, not an error, when nothing matches', async () => {
      expect(await chercher('phrase=zzqxw%20yyvk')).toMatchObject({ total: 0, resultats: [] });
    });
  });

  describe('bad input', () => {
    it.each([
      ['phrase=a', 'query.phrase', 'au moins 2 caractères'],
      ['', 'query.phrase', 'autre critère est requis'],
      ['phrase=%20%20', 'query.phrase', 'autre critère est requis'],
      ['activite=00', 'query.activite', 'ne désigne aucune division NAF (00)'],
      ['activite=62.01X', 'query.activite', 'ne désigne aucun code NAF (62.01X)'],
      ['activite=info', 'query.activite', 'doit être une division NAF'],
      [
        'critere_geographique=Atlantide',
        'query.critere_geographique',
        'ne désigne aucun département, code postal ni commune connus (« Atlantide »)',
      ],
      ['critere_geographique=00', 'query.critere_geographique', 'ne désigne aucun département (00)'],
      ['etat=FERMEE', 'query.etat', 'doit valoir ACTIVE ou RADIEE'],
      ['statut=Z', 'query.statut', 'doit valoir'],
      ['type_entite=PERSONNE', 'query.type_entite', 'doit valoir ENTREPRISE ou ETABLISSEMENT'],
      ['tri=prix', 'query.tri', 'doit valoir'],
      ['numero_identification=12345', 'query.numero_identification', '9 chiffres'],
      ['numero_identification=552100555', 'query.numero_identification', 'clé de contrôle'],
      ['phrase=552100555', 'query.phrase', 'clé de contrôle'],
      ['phrase=552.100.555', 'query.phrase', 'n’est pas un numéro SIREN valide'],
      ['phrase=FR04552081317', 'query.phrase', 'n’est pas un numéro de TVA intracommunautaire valide'],
      ['phrase=FR%2053%20000%20004%20605', 'query.phrase', 'monégasque'],
      ['numero_identification=FR53000004605', 'query.numero_identification', 'monégasque'],
      ['nic=00013', 'query.nic', 's’emploie avec un SIREN'],
      ['phrase=alpha&limit=101', 'query.limit', 'entre 1 et 100'],
      ['phrase=alpha&limit=0', 'query.limit', 'entre 1 et 100'],
      ['phrase=alpha&offset=9995&limit=10', 'query.offset', 'ne peut dépasser 10'],
    ])('rejects %s with the field and the reason', async (query, field, reason) => {
      const error = await erreur(`/api/recherche/entreprises_etablissements?${query}`);
      expect(error.field).toBe(field);
      expect(error.message).toContain(reason);
    });

    it('accepts a one-letter phrase with a filter', async () => {
      // Too short to search alone, a letter still narrows a search by activity.
      const body = await chercher('phrase=r&activite=70');
      expect(body.total).toBe(0);
      expect((await chercher('phrase=rps&activite=70')).resultats.map((r) => r.id)).toEqual([recherche.rps]);
    });
  });

  describe('people', () => {
    const personnes = async (query: string) => {
      const response = await get(`/api/recherche/personnes?${query}`);
      expect(response.statusCode).toBe(200);
      return response.json<{ total: number; resultats: Personne[] }>();
    };

    it('finds officers by name in any order, exact names first, never a beneficial owner only', async () => {
      const body = await personnes(`phrase=${encodeURIComponent('Jean-Édouard Martin')}`);
      expect(body.resultats.map((p) => p.id)).toEqual([recherche.personneMartin]);
      expect(body.resultats[0]).toMatchObject({
        nom: 'MARTIN',
        mois_naissance: 3,
        annee_naissance: 1975,
        correspondance: 'EXACTE',
      });
      expect(body.resultats[0]!.fonctions.map((f) => f.entreprise.id).sort()).toEqual([
        recherche.boulangerieMartin,
        recherche.boulangerieMartinGrande,
      ]);
      expect(JSON.stringify(body)).not.toContain('1975-03-14');
      expect((await personnes('phrase=martin%20jean%20edouard')).resultats.map((p) => p.id)).toEqual([
        recherche.personneMartin,
      ]);
    });

    it('narrows by birth year and month, as parameters or in the phrase', async () => {
      expect((await personnes('nom=martin&annee_naissance=1982')).resultats.map((p) => p.id)).toEqual([
        recherche.personneMartin2,
      ]);
      expect((await personnes('nom=martin&annee_naissance=1975&mois_naissance=3')).total).toBe(1);
      expect((await personnes('nom=martin&annee_naissance=1975&mois_naissance=4')).total).toBe(0);
      expect((await personnes('phrase=martin%20novembre%201982')).resultats.map((p) => p.id)).toEqual([
        recherche.personneMartin2,
      ]);
    });

    it('matches nom against surnames and prenom against given names', async () => {
      expect((await personnes('nom=jeanne')).total).toBe(0);
      expect((await personnes('prenom=jeanne')).resultats.map((p) => p.id)).toEqual([recherche.personneMartin2]);
      // Whole words first: "jean" is Jean-Édouard's given name; "jea" is typed on, and finds Jeanne too.
      expect((await personnes('nom=martin&prenom=jean')).resultats.map((p) => p.id)).toEqual([
        recherche.personneMartin,
      ]);
      expect((await personnes('nom=martin&prenom=jea')).resultats.map((p) => p.id)).toEqual([
        recherche.personneMartin,
        recherche.personneMartin2,
      ]);
    });

    it('pages officers with limit and offset', async () => {
      const tous = (await personnes('nom=martin')).resultats.map((p) => p.id);
      expect(tous.length).toBeGreaterThanOrEqual(3);
      const pages = [
        ...(await personnes('nom=martin&limit=2&offset=0')).resultats.map((p) => p.id),
        ...(await personnes('nom=martin&limit=2&offset=2')).resultats.map((p) => p.id),
      ];
      expect(pages).toEqual(tous.slice(0, 4));
      expect((await personnes('nom=martin&limit=2&offset=2')).total).toBe(tous.length);
    });

    it('tolerates a typo in a name', async () => {
      expect((await personnes('phrase=matrin%20jeanne')).resultats.map((p) => p.id)).toContain(
        recherche.personneMartin2,
      );
    });

    it.each([
      ['', 'query.phrase', 'un nom ou un prénom est requis'],
      ['annee_naissance=1975', 'query.phrase', 'un nom ou un prénom est requis'],
      ['nom=martin&annee_naissance=2999', 'query.annee_naissance', 'entre 1900'],
      ['nom=martin&mois_naissance=13', 'query.mois_naissance', 'entre 1 et 12'],
      ['nom=martin&limit=500', 'query.limit', 'entre 1 et 100'],
    ])('rejects %s', async (query, field, reason) => {
      const error = await erreur(`/api/recherche/personnes?${query}`);
      expect(error.field).toBe(field);
      expect(error.message).toContain(reason);
    });
  });

  describe('frequent words', () => {
    // With lists kept for every word (held by one name or more), searches read them: same answers.
    it('counts, for each word of the dictionary, the documents that hold it, as ts_stat() does', async () => {
      const ecarts = async () =>
        (
          await test.app.db.query(
            `WITH attendu AS (
               SELECT word AS mot, sum(entreprises)::integer AS entreprises, sum(personnes)::integer AS personnes
                 FROM (SELECT word, ndoc AS entreprises, 0 AS personnes
                         FROM ts_stat('SELECT recherche_document(denomination, sigle) FROM entreprises')
                       UNION ALL
                       SELECT word, ndoc, 0
                         FROM ts_stat('SELECT recherche_document_etablissement(enseigne, denomination_usuelle) FROM etablissements
                                       WHERE enseigne IS NOT NULL OR denomination_usuelle IS NOT NULL')
                       UNION ALL
                       SELECT word, 0, ndoc
                         FROM ts_stat('SELECT recherche_document_personne(nom, nom_usage, prenoms) FROM personnes_physiques')) t
                WHERE length(word) >= 2 GROUP BY word)
             SELECT * FROM (SELECT * FROM attendu EXCEPT SELECT mot, entreprises, personnes FROM mots_recherche) a
             UNION ALL
             SELECT * FROM (SELECT mot, entreprises, personnes FROM mots_recherche EXCEPT SELECT * FROM attendu) b`,
          )
        ).rows;
      await rafraichirMotsRecherche(test.app.db);
      expect(await ecarts()).toEqual([]);
      const { rows } = await test.app.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM mots_recherche');
      expect(rows[0]!.n).toBeGreaterThan(20);

      // Only the differences are written: a word gone, a word new, counts changed.
      const { rows: avant } = await test.app.db.query<{ denomination: string }>(
        'SELECT denomination FROM entreprises WHERE id = $1',
        [recherche.boulangerieMartin],
      );
      await test.app.db.query('UPDATE entreprises SET denomination = $2 WHERE id = $1', [
        recherche.boulangerieMartin,
        'Xylophones Martin',
      ]);
      try {
        expect(await rafraichirMotsRecherche(test.app.db)).toBe(rows[0]!.n + 1);
        expect(await ecarts()).toEqual([]);
        const { rows: xylophones } = await test.app.db.query(
          "SELECT entreprises FROM mots_recherche WHERE mot = 'xylophones'",
        );
        expect(xylophones).toEqual([{ entreprises: 1 }]);
      } finally {
        await test.app.db.query('UPDATE entreprises SET denomination = $2 WHERE id = $1', [
          recherche.boulangerieMartin,
          avant[0]!.denomination,
        ]);
        await rafraichirMotsRecherche(test.app.db);
      }
      expect(await ecarts()).toEqual([]);
      const { rows: disparus } = await test.app.db.query("SELECT mot FROM mots_recherche WHERE mot = 'xylophones'");
      expect(disparus).toEqual([]);
    });

    it('answers from the lists of best-ranked companies exactly as from the index', async () => {
      // « soleil » is only in the signs of two establishments of one company.
      const requetes = [
        'phrase=boulangerie',
        'phrase=boul',
        'phrase=orangerie&limit=1',
        'phrase=commerce',
        'phrase=soleil',
      ];
      const avant = await Promise.all(requetes.map((q) => chercher(q)));
      const personnes = async (q: string) => (await get(`/api/recherche/personnes?${q}`)).json<Reponse>();
      const dirigeantsAvant = await Promise.all(['phrase=martin', 'phrase=mart'].map(personnes));
      await rafraichirMotsRecherche(test.app.db, { seuilTete: 1 });
      const { rows } = await test.app.db.query<{ mot: string }>('SELECT mot FROM mots_recherche_tete ORDER BY mot');
      expect(rows.map((row) => row.mot)).toEqual(
        expect.arrayContaining(['boulangerie', 'commerce', 'orangerie', 'soleil']),
      );
      try {
        // Found through its establishments' sign only.
        expect(avant[4]!.resultats.map((r) => r.id)).toEqual([26]);
        const apres = await Promise.all(requetes.map((q) => chercher(q)));
        expect(apres).toEqual(avant);
        expect(await Promise.all(['phrase=martin', 'phrase=mart'].map(personnes))).toEqual(dirigeantsAvant);
        // Marie-Claire DUPONT uses MARTIN as her name: found too, listed by her surname.
        expect(dirigeantsAvant[0]!.resultats.map((r) => r.id)).toEqual([
          ids.dupont,
          recherche.personneMartin,
          recherche.personneMartin2,
        ]);
        await test.app.db.query('UPDATE mots_recherche_tete SET personnes = $1::bigint[] WHERE mot = $2', [
          [recherche.personneMartin2],
          'martin',
        ]);
        expect((await personnes('phrase=martin')).resultats.map((r) => r.id)).toEqual([recherche.personneMartin2]);
        expect(avant[0]!.resultats.map((r) => r.id)).toEqual([
          recherche.boulangerieMartinGrande,
          recherche.boulangerieMartinez,
          recherche.boulangerieMartin,
        ]);
        const suggestions = await get('/api/recherche/suggestions?q=boul');
        expect(suggestions.json<{ entreprises: Array<{ id: number }> }>().entreprises.map((e) => e.id)).toEqual(
          avant[0]!.resultats.map((r) => r.id),
        );
        // The lists are what is read: shorten one, and the search says so.
        await test.app.db.query('UPDATE mots_recherche_tete SET entreprises = $1::bigint[] WHERE mot = $2', [
          [recherche.boulangerieMartin],
          'boulangerie',
        ]);
        expect(await idsDe('phrase=boulangerie')).toEqual([recherche.boulangerieMartin]);
      } finally {
        await rafraichirMotsRecherche(test.app.db);
      }
    });
  });

  describe('dictionary', () => {
    it('is built at start for a registry loaded before it existed, and only then', async () => {
      await test.app.db.query('DELETE FROM mots_recherche');
      try {
        expect(await assurerMotsRecherche(test.app.db)).toBe(true);
        const { rows } = await test.app.db.query<{ entreprises: number }>(
          "SELECT entreprises FROM mots_recherche WHERE mot = 'orangerie'",
        );
        expect(rows[0]?.entreprises).toBe(2);
        // Filled with its trigram index suspended: the index is back, and typos are corrected.
        const { rows: index } = await test.app.db.query(
          "SELECT indexname FROM pg_indexes WHERE tablename = 'mots_recherche' AND indexdef LIKE '%gin_trgm_ops%'",
        );
        expect(index).toEqual([{ indexname: 'mots_recherche_trgm_idx' }]);
        const { corrections } = await chercher('phrase=orangeire');
        expect(corrections).toEqual([{ mot: 'orangeire', propositions: ['orangerie'] }]);
        // Analysed once filled: the planner has the words' statistics, without waiting for
        // autovacuum (the size alone would not tell: rebuilding the trigram index sets it too).
        const { rows: statistiques } = await test.app.db.query(
          "SELECT n_distinct < 0 AS distincts FROM pg_stats WHERE tablename = 'mots_recherche' AND attname = 'mot'",
        );
        expect(statistiques).toEqual([{ distincts: true }]);
        expect(await assurerMotsRecherche(test.app.db)).toBe(false);
      } finally {
        await rafraichirMotsRecherche(test.app.db);
      }
    });
  });

  describe('suggestions', () => {
    const suggestions = async (q: string) => {
      const response = await get(`/api/recherche/suggestions?q=${encodeURIComponent(q)}`);
      expect(response.statusCode).toBe(200);
      return response.json<{
        entreprises: Array<{ id: number; commune: string | null }>;
        dirigeants: Array<{ id: number }>;
      }>();
    };

    it('proposes companies and officers as the visitor types', async () => {
      const body = await suggestions('boulangerie mart');
      expect(body.entreprises.map((e) => e.id)).toEqual([
        recherche.boulangerieMartinGrande,
        recherche.boulangerieMartinez,
        recherche.boulangerieMartin,
      ]);
      expect((await suggestions('martin jea')).dirigeants.map((d) => d.id)).toEqual([
        recherche.personneMartin,
        recherche.personneMartin2,
      ]);
    });

    it('refuses a text longer than 200 characters', async () => {
      const error = await erreur(`/api/recherche/suggestions?q=${'a'.repeat(201)}`);
      expect(error.field).toBe('query.q');
    });

    it('proposes the company of a SIREN, and nothing for under two characters', async () => {
      expect((await suggestions(sirens.get(recherche.rps)!)).entreprises.map((e) => e.id)).toEqual([recherche.rps]);
      const tva = tvaIntracommunautaire(sirens.get(recherche.rps)!);
      expect((await suggestions(`${tva.slice(0, 4)} ${tva.slice(4)}`)).entreprises.map((e) => e.id)).toEqual([
        recherche.rps,
      ]);
      expect(await suggestions('b')).toEqual({ entreprises: [], dirigeants: [] });
    });
  });

  describe('RNA numbers of associations', () => {
    // Two associations (9220): one in Paris, one in Ajaccio with a second establishment.
    const amis = 9201;
    const ajaccio = 9202;
    const etablissementsAjaccio = [92021, 92022];

    beforeAll(async () => {
      await test.app.db.query(
        `INSERT INTO entreprises (id, siren, personne_physique, denomination, forme_juridique_code, etat, statut, source,
                                  rna, siege_commune_code, siege_departement_code, nb_etablissements, nb_etablissements_actifs)
         VALUES ($1, '922000013', false, 'LES AMIS DU VIEUX MOULIN', '9220', 'ACTIVE', 'INSEE', 'SIRENE',
                 'W751234567', '75056', '75', 1, 1),
                ($2, '922000021', false, 'ASSOCIATION SPORTIVE AJACCIENNE', '9220', 'ACTIVE', 'INSEE', 'SIRENE',
                 'W2A1000123', '2A004', '2A', 2, 2)`,
        [amis, ajaccio],
      );
      await test.app.db.query(
        `INSERT INTO etablissements (id, entreprise_id, siret, nic, siege, etat, code_postal, commune_code, libelle_commune)
         VALUES (92011, $1, '92200001300016', '00016', true, 'ACTIF', '75008', '75056', 'PARIS'),
                ($3, $2, '92200002100019', '00019', true, 'ACTIF', '20000', '2A004', 'AJACCIO'),
                ($4, $2, '92200002100027', '00027', false, 'ACTIF', '20090', '2A004', 'AJACCIO')`,
        [amis, ajaccio, ...etablissementsAjaccio],
      );
    });

    it('answers the association of an RNA number, in any case, spaced, beside words or as numero_identification', async () => {
      for (const query of [
        'phrase=W751234567',
        'phrase=w751234567',
        `phrase=${encodeURIComponent('W751 234 567')}`,
        `phrase=${encodeURIComponent('amis du moulin W751234567')}`,
        'numero_identification=W751234567',
        `numero_identification=${encodeURIComponent(' w751 234 567 ')}`,
      ]) {
        const body = await chercher(query);
        expect([query, body.total, body.resultats.map((r) => [r.id, r.correspondance])]).toEqual([
          query,
          1,
          [[amis, 'IDENTIFIANT']],
        ]);
      }
      expect((await chercher('phrase=W2A1000123')).resultats.map((r) => r.id)).toEqual([ajaccio]);
    });

    it('answers an unknown RNA number with an empty result, not a 400', async () => {
      for (const query of [
        'phrase=W999999999',
        'numero_identification=W2B2000001',
        'phrase=W999999999&type_entite=ETABLISSEMENT',
      ]) {
        expect([query, await chercher(query)]).toEqual([query, expect.objectContaining({ total: 0, resultats: [] })]);
      }
    });

    it('gives the association’s establishments on the establishments tab, and keeps the filters', async () => {
      const etablissements = await chercher('phrase=W2A1000123&type_entite=ETABLISSEMENT');
      expect(etablissements.resultats.map((r) => [r.id, r.correspondance]).sort()).toEqual(
        etablissementsAjaccio.map((id) => [id, 'IDENTIFIANT']),
      );
      expect((await chercher('phrase=W751234567&etat=RADIEE')).total).toBe(0);
    });

    it('refuses a nic beside an RNA number', async () => {
      const error = await erreur(
        '/api/recherche/entreprises_etablissements?numero_identification=W2A1000123&nic=00019',
      );
      expect(error.field).toBe('query.nic');
    });

    it('suggests the association of an RNA number, and no officer', async () => {
      const response = await get('/api/recherche/suggestions?q=w751234567');
      expect(response.statusCode).toBe(200);
      const body = response.json<{ entreprises: Array<{ id: number }>; dirigeants: unknown[] }>();
      expect([body.entreprises.map((e) => e.id), body.dirigeants]).toEqual([[amis], []]);
    });
  });
});
