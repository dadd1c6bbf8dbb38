import { randomUUID } from 'node:crypto';

import { COMMUNES_NC, formaterRid, formaterRidet, lireRid, lireRidet, REGISTRE_NC } from '@portail/domaine';

import { backends, createTestDatabase, type TestDatabase } from '../../../../tests/helpers/test-app.js';
import { avecBase as avecBaseDe } from '../../../../tests/helpers/registres.js';
import { buildApp } from '../../../app.js';
import { rafraichirDerives } from '../../../cli/derives.js';
import type { Db } from '../../../db/index.js';
import { genererRegistre, RegistreDejaGenere } from './generateur.js';

const ENTREPRISES = 600;

type Ligne = {
  id: number;
  siren: string;
  denomination: string;
  forme_juridique_code: string;
  capital: string | null;
  devise: string | null;
  etat: string;
  statut: string;
  statut_rid: string;
  greffe_code: string | null;
  numero_gestion: string | null;
  siege_departement_code: string;
  siege_commune_code: string;
};

describe.each(backends)('Caledonian registry on %s', (backend) => {
  let database: TestDatabase;

  const avecBase = <T>(fn: (db: Db) => Promise<T>) => avecBaseDe(database, fn);
  const lignes = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    avecBase(async (db) => (await db.query<T>(sql, params)).rows);

  beforeAll(async () => {
    database = await createTestDatabase(backend, { region: 'NC' });
    expect(database.config.region).toBe('NC');
    const rapport = await genererRegistre(database.config, {
      entreprises: ENTREPRISES,
      graine: 11,
      region: 'NC',
      rafraichirDerives,
    });
    expect(rapport).toMatchObject({ entreprises: ENTREPRISES });
  }, 120_000);
  afterAll(() => database.drop());

  it('identifies every unit by a seven-digit RID and no SIREN, in the 33 communes, with no French greffe', async () => {
    const entreprises = await lignes<Ligne>('SELECT * FROM entreprises ORDER BY id');
    expect(entreprises).toHaveLength(ENTREPRISES);
    const communes = new Set(COMMUNES_NC.map((commune) => commune.code));
    for (const e of entreprises) {
      expect(lireRid(e.siren)).toBe(e.siren);
      expect(e.siren).toMatch(/^\d{7}$/);
      expect(e.siege_departement_code).toBe('988');
      expect(communes.has(e.siege_commune_code)).toBe(true);
      expect([e.greffe_code, e.numero_gestion]).toEqual([null, null]);
    }
    expect(new Set(entreprises.map((e) => e.siren)).size).toBe(ENTREPRISES);
    // Nouméa, the most populated commune, holds the most sièges.
    const parCommune = new Map<string, number>();
    for (const e of entreprises) parCommune.set(e.siege_commune_code, (parCommune.get(e.siege_commune_code) ?? 0) + 1);
    expect([...parCommune.entries()].sort((a, b) => b[1] - a[1])[0]?.[0]).toBe('98818');
  });

  it('numbers establishments by RIDET, the siège first (rank 001), in Caledonian communes', async () => {
    const etablissements = await lignes<{
      siret: string;
      nic: string;
      siege: boolean;
      siren: string;
      commune_code: string;
      code_postal: string;
    }>(
      `SELECT t.siret, t.nic, t.siege, e.siren, t.commune_code, t.code_postal
         FROM etablissements t JOIN entreprises e ON e.id = t.entreprise_id`,
    );
    expect(etablissements.length).toBeGreaterThan(ENTREPRISES);
    for (const t of etablissements) {
      expect(t.siret).toBe(t.siren + t.nic);
      expect(t.nic).toMatch(/^\d{3}$/);
      if (t.siege) expect(t.nic).toBe('001');
      expect(lireRidet(formaterRidet({ rid: t.siren, rang: t.nic }))).toEqual({ rid: t.siren, rang: t.nic });
      expect(t.commune_code).toMatch(/^988\d\d$/);
      expect(t.code_postal).toMatch(/^988\d\d$/);
    }
    expect(etablissements.some((t) => t.nic === '002')).toBe(true);
  });

  it('states capitals in whole francs CFP and gives each unit its RID status', async () => {
    const entreprises = await lignes<Ligne>('SELECT * FROM entreprises');
    const societes = entreprises.filter((e) => !['1000', '9220'].includes(e.forme_juridique_code));
    expect(societes.length).toBeGreaterThan(ENTREPRISES / 4);
    for (const e of societes) {
      expect(e.devise).toBe('XPF');
      expect(Number(e.capital) % 1000).toBe(0);
    }
    for (const e of entreprises) {
      expect(e.statut_rid).toBe(e.etat === 'RADIEE' ? 'R' : e.statut_rid === 'S' ? 'S' : 'I');
    }
    // Associations are in the RIDET only; companies on the RCS of Nouméa.
    const associations = entreprises.filter((e) => e.forme_juridique_code === '9220');
    expect(associations.length).toBeGreaterThan(0);
    expect(associations.every((e) => e.statut === 'RIDET' && e.capital === null)).toBe(true);
    expect(societes.every((e) => ['A', 'D'].includes(e.statut))).toBe(true);
    expect(new Set(entreprises.map((e) => e.forme_juridique_code))).toEqual(
      new Set(['1000', '5499', '5710', '6540', '6597', '5599', '9220']),
    );
    expect(entreprises.some((e) => e.statut_rid === 'S')).toBe(true);
  });

  it('gives each company its officer and its registration event', async () => {
    const [comptes] = await lignes<{ sans_dirigeant: number; sans_immatriculation: number }>(
      `SELECT count(*) FILTER (WHERE e.forme_juridique_code <> '1000' AND NOT EXISTS (
                SELECT 1 FROM fonctions f WHERE f.entreprise_id = e.id AND f.nature = 'DIRIGEANT'))::int AS sans_dirigeant,
              count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM evenements_registre v
                WHERE v.entreprise_id = e.id AND v.nature = 'IMMATRICULATION'))::int AS sans_immatriculation
         FROM entreprises e`,
    );
    expect(comptes).toEqual({ sans_dirigeant: 0, sans_immatriculation: 0 });
  });

  it('refuses to put a French registry beside it, and a Caledonian one beside a French one', async () => {
    await expect(
      genererRegistre(database.config, { entreprises: 10, graine: 1, region: 'FR', rafraichirDerives }),
    ).rejects.toBeInstanceOf(RegistreDejaGenere);
    const francais = await createTestDatabase(backend);
    try {
      await avecBaseDe(francais, (db) =>
        db.query(
          `INSERT INTO entreprises (siren, personne_physique, denomination, forme_juridique_code, etat, statut, source)
           VALUES ('552100554', false, 'Importée de SIRENE', '5599', 'ACTIVE', 'INSEE', 'SIRENE')`,
        ),
      );
      await expect(
        genererRegistre(francais.config, { entreprises: 10, graine: 1, region: 'NC', rafraichirDerives }),
      ).rejects.toThrow('Cette base contient un registre français');
    } finally {
      await francais.drop();
    }
  });

  it('keeps the French identifier rules for French rows: a RID is no SIREN with two digits missing', async () => {
    await expect(
      lignes(`INSERT INTO entreprises (siren, personne_physique, denomination, forme_juridique_code, etat, statut, source)
              VALUES ('55210055', false, 'Huit chiffres', '5599', 'ACTIVE', 'INSEE', 'SIRENE')`),
    ).rejects.toThrow(/entreprises_siren_check/);
    await expect(
      lignes(`INSERT INTO entreprises (siren, personne_physique, denomination, forme_juridique_code, etat, statut, source)
              VALUES ('1236165', false, 'RID sans statut', '5599', 'ACTIVE', 'RIDET', 'SIRENE')`),
    ).rejects.toThrow(/entreprises_statut_rid_check2/);
  });

  describe('search', () => {
    let app: ReturnType<typeof buildApp>;
    let cible: { id: number; siren: string; denomination: string; siret: string; etablissement: number };
    // Read before the app opens the database (PGlite serves one connection).
    let societe: { id: number; siren: string } | undefined;
    let association: { id: number } | undefined;

    beforeAll(async () => {
      const [ligne] = await lignes<typeof cible>(
        `SELECT e.id::int, e.siren, e.denomination, t.siret, t.id::int AS etablissement
           FROM entreprises e JOIN etablissements t ON t.entreprise_id = e.id AND t.nic = '002'
          WHERE e.etat = 'ACTIVE' ORDER BY e.id LIMIT 1`,
      );
      cible = ligne as typeof cible;
      [societe] = await lignes<{ id: number; siren: string }>(
        `SELECT id::int, siren FROM entreprises WHERE statut = 'A' AND devise = 'XPF' ORDER BY id LIMIT 1`,
      );
      [association] = await lignes<{ id: number }>(`SELECT id::int FROM entreprises WHERE statut = 'RIDET' LIMIT 1`);
      app = buildApp(database.config);
      await app.ready();
    });
    afterAll(() => app.close());

    const chercher = async (query: string) => {
      const response = await app.inject({ url: `/api/recherche/entreprises_etablissements?${query}` });
      return { status: response.statusCode, body: response.json() };
    };

    it('finds a company by its RIDET written with spaces and the dot, or by its RID', async () => {
      const ridet = formaterRidet({ rid: cible.siren, rang: '002' });
      expect(ridet).toMatch(/^\d \d{3} \d{3}\.002$/);
      for (const phrase of [ridet, cible.siret, formaterRid(cible.siren), cible.siren]) {
        const { status, body } = await chercher(`phrase=${encodeURIComponent(phrase)}`);
        expect(status).toBe(200);
        expect(body.resultats.map((r: { id: number }) => r.id)).toEqual([cible.id]);
        expect(body.resultats[0]).toMatchObject({
          correspondance: 'IDENTIFIANT',
          siren_formate: formaterRid(cible.siren),
        });
      }
      const { body } = await chercher(`numero_identification=${cible.siren}&nic=002&type_entite=ETABLISSEMENT`);
      expect(body.resultats.map((r: { id: number }) => r.id)).toEqual([cible.etablissement]);
      expect(body.resultats[0].siret_formate).toBe(ridet);
    });

    it('lists no greffe: the RCS of New Caledonia is kept by the DAE', async () => {
      for (const query of ['', '?recherche=Noum%C3%A9a', '?recherche=Paris', '?departement=75']) {
        const response = await app.inject({ url: `/api/greffes${query}` });
        expect([query, response.statusCode, response.json()]).toEqual([query, 200, { total: 0, greffes: [] }]);
      }
    });

    it('sells no document of a Caledonian company, whose registry the DAE keeps, and leaves the basket as it was', async () => {
      const uid = `uid_invite=${randomUUID()}`;
      const elec = [{ format_diffusion: 'ELEC', quantite: 1 }];
      const refus = `est une entreprise de Nouvelle-Calédonie : les documents de son registre (extrait Kbis, copies d’actes et de comptes, états) sont délivrés par la ${REGISTRE_NC.teneur}, pas par ce portail`;
      for (const [url, payload] of [
        ['articles', { id_article_catalogue: 'KBIS', id_entite: societe?.id, diffusions: elec }],
        [
          'articles',
          { id_article_catalogue: 'CERTIFICAT_PROCEDURES_COLLECTIVES', id_entite: societe?.id, diffusions: elec },
        ],
        ['etats_endettement', { id_entite: societe?.id, diffusions: elec }],
      ] as const) {
        const response = await app.inject({ method: 'POST', url: `/api/paniers/${url}?${uid}`, payload });
        expect([url, response.statusCode, response.json().errors]).toEqual([
          url,
          400,
          [{ field: 'body.id_entite', message: refus }],
        ]);
      }
      const panier = await app.inject({ url: `/api/paniers?${uid}` });
      expect(panier.statusCode).toBe(200);
      expect(JSON.stringify(panier.json())).not.toMatch(/"KBIS"|CERTIFICAT|ETAT_ENDETTEMENT/);
    });

    it('gives a Caledonian company its RCS number of Nouméa, its capital in francs CFP and no EU VAT number', async () => {
      const response = await app.inject({ url: `/api/entreprises/${societe?.id}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        siren_formate: formaterRid(societe!.siren),
        numero_rcs: `${formaterRid(societe!.siren)} RCS Nouméa`,
        tva_intracommunautaire: null,
        greffe: null,
        capital: { devise: 'XPF' },
      });
      const reponse = await app.inject({ url: `/api/entreprises/${association?.id}` });
      expect(reponse.json()).toMatchObject({
        numero_rcs: null,
        statut: { code: 'RIDET', libelle: 'Connue du seul répertoire RIDET' },
      });
    });

    it('finds a company by its name', async () => {
      const { body } = await chercher(`phrase=${encodeURIComponent(cible.denomination)}`);
      expect(body.resultats.map((r: { id: number }) => r.id)).toContain(cible.id);
    });

    it.each([
      ['numero_identification=12345', 'query.numero_identification', 'doit être un RID'],
      ['numero_identification=1236165&nic=00013', 'query.nic', '3 chiffres'],
      ['nic=002', 'query.nic', 'avec un RID'],
    ])('rejects %s with the field and a Caledonian reason', async (query, field, raison) => {
      const { status, body } = await chercher(query);
      expect(status).toBe(400);
      const [erreur] = (body as { errors: Array<{ field: string; message: string }> }).errors;
      expect(erreur?.field).toBe(field);
      expect(erreur?.message).toContain(raison);
    });
  });
});
