import { backends, createTestDatabase, type TestDatabase } from '../../../../tests/helpers/test-app.js';
import { openDb, type Db } from '../../../db/index.js';
import { isValidSiren, isValidSiret } from '@portail/domaine';
import { genererRegistre as generer, RegistreDejaGenere } from './generateur.js';
import { incoherences, repartition } from './test-verifications.js';
import { rafraichirDerives } from '../../../cli/derives.js';

/** The generation as the command-line tool runs it: the derived tables refreshed at the end. */
const genererRegistre = (
  config: Parameters<typeof generer>[0],
  options: Omit<Parameters<typeof generer>[1], 'rafraichirDerives'>,
) => generer(config, { rafraichirDerives, ...options });

const ENTREPRISES = 2500;
const silencieux = { error: () => undefined };

// Every generated row, as text, table by table: equal digests mean identical data.
const EMPREINTES = `
  SELECT (SELECT md5(string_agg(t::text, '|' ORDER BY t.id)) FROM entreprises t) AS entreprises,
         (SELECT md5(string_agg(t::text, '|' ORDER BY t.id)) FROM etablissements t) AS etablissements,
         (SELECT md5(string_agg(t::text, '|' ORDER BY t.id)) FROM personnes_physiques t) AS personnes,
         (SELECT md5(string_agg(t::text, '|' ORDER BY t.id)) FROM fonctions t) AS fonctions,
         (SELECT md5(string_agg(t::text, '|' ORDER BY t.entreprise_id, t.date_cloture)) FROM chiffres_cles t) AS chiffres,
         (SELECT md5(string_agg(t::text, '|' ORDER BY t.id)) FROM procedures_collectives t) AS procedures,
         (SELECT md5(string_agg(t::text, '|' ORDER BY t.id)) FROM jugements t) AS jugements,
         (SELECT md5(string_agg(t::text, '|' ORDER BY t.id)) FROM documents t) AS documents,
         (SELECT md5(string_agg(t::text, '|' ORDER BY t.id)) FROM inscriptions t) AS inscriptions,
         (SELECT md5(string_agg(t::text, '|' ORDER BY t.id)) FROM evenements_registre t) AS evenements,
         (SELECT md5(string_agg(t::text, '|' ORDER BY t.id)) FROM gages t) AS gages,
         (SELECT md5(string_agg(t::text, '|' ORDER BY t.id)) FROM gages_mentions t) AS gages_mentions`;

describe.each(backends)('registry generator on %s', (backend) => {
  let database: TestDatabase;
  let premiere: Record<string, unknown>;

  // The generator opens the database itself; tests look at it in between.
  async function avecBase<T>(fn: (db: Db) => Promise<T>): Promise<T> {
    const db = await openDb(database.config, silencieux);
    try {
      return await fn(db);
    } finally {
      await db.close();
    }
  }
  const lignes = <T extends Record<string, unknown>>(sql: string) =>
    avecBase(async (db) => (await db.query<T>(sql)).rows);

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    const rapport = await genererRegistre(database.config, { entreprises: ENTREPRISES, graine: 7, lot: 1000 });
    expect(rapport).toMatchObject({ entreprises: ENTREPRISES });
    premiere = (await lignes(EMPREINTES))[0] as Record<string, unknown>;
  }, 120_000);
  afterAll(() => database.drop());

  it('writes the companies with their establishments, officers, documents and events', async () => {
    const [comptes] = await lignes<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM entreprises WHERE source = 'GENERATEUR') AS entreprises,
              (SELECT count(*)::int FROM etablissements) AS etablissements,
              (SELECT count(*)::int FROM fonctions) AS fonctions,
              (SELECT count(*)::int FROM documents) AS documents,
              (SELECT count(*)::int FROM evenements_registre) AS evenements`,
    );
    expect(comptes?.entreprises).toBe(ENTREPRISES);
    expect(comptes?.etablissements).toBeGreaterThan(1.3 * ENTREPRISES);
    expect(comptes?.fonctions).toBeGreaterThan(2 * ENTREPRISES);
    expect(comptes?.documents).toBeGreaterThan(3 * ENTREPRISES);
    expect(comptes?.evenements).toBeGreaterThan(5 * ENTREPRISES);
  });

  it('pledges some companies’ goods in the register of gages sans dépossession, at their registry', async () => {
    const [gages] = await lignes<Record<string, number>>(
      `SELECT count(DISTINCT g.entreprise_id)::int AS constituants,
              count(*)::int AS inscriptions,
              count(*) FILTER (WHERE g.date_radiation IS NULL AND g.date_fin_effet >= DATE '2025-06-30')::int AS en_vigueur,
              count(*) FILTER (WHERE g.date_inscription < DATE '2007-03-01' OR g.date_inscription < e.date_immatriculation
                                  OR g.date_inscription > DATE '2025-06-30')::int AS mal_datees,
              count(*) FILTER (WHERE g.constituant_siren <> e.siren OR g.constituant_nom <> e.denomination
                                  OR g.constituant_personne <> (e.forme_juridique_code = '1000'))::int AS mal_nommees,
              count(*) FILTER (WHERE g.date_fin_effet < g.date_inscription + 1826)::int AS effet_court,
              count(*) FILTER (WHERE g.numero NOT LIKE extract(year FROM g.date_inscription)::text || 'G%')::int AS mal_numerotees,
              count(*) FILTER (WHERE (g.date_radiation IS NOT NULL) <> EXISTS (
                SELECT 1 FROM gages_mentions m WHERE m.gage_id = g.id AND m.nature = 'RADIATION'
                  AND m.date_mention = g.date_radiation))::int AS radiations_sans_mention
       FROM gages g JOIN entreprises e ON e.id = g.entreprise_id`,
    );
    expect(gages?.constituants).toBeGreaterThan(ENTREPRISES * 0.005);
    expect(gages?.constituants).toBeLessThan(ENTREPRISES * 0.06);
    expect(gages?.en_vigueur).toBeGreaterThan(0);
    expect(gages?.en_vigueur).toBeLessThan(gages?.inscriptions ?? 0);
    expect(gages).toMatchObject({
      mal_datees: 0,
      mal_nommees: 0,
      effet_court: 0,
      mal_numerotees: 0,
      radiations_sans_mention: 0,
    });
    const [renouvellements] = await lignes<{ n: number }>(
      `SELECT count(*)::int AS n FROM gages_mentions WHERE nature = 'RENOUVELLEMENT'`,
    );
    expect(renouvellements?.n).toBeGreaterThan(0);
  });

  it('gives every SIREN and SIRET a valid key, each once, never La Poste’s', async () => {
    const sirens = (await lignes<{ siren: string }>('SELECT siren FROM entreprises')).map((row) => row.siren);
    const sirets = (await lignes<{ siret: string }>('SELECT siret FROM etablissements')).map((row) => row.siret);
    expect(sirens.filter((siren) => !isValidSiren(siren))).toEqual([]);
    expect(sirets.filter((siret) => !isValidSiret(siret))).toEqual([]);
    expect(new Set(sirens).size).toBe(sirens.length);
    expect(sirens).not.toContain('356000000');
    // Spread over the 9-digit space, not a block of consecutive numbers.
    const premiersChiffres = new Set(sirens.map((siren) => siren[0]));
    expect([...premiersChiffres].sort()).toEqual(['3', '4', '5', '6', '7', '8', '9']);
  });

  it('keeps references, sièges, registries and dates consistent', async () => {
    expect(await avecBase(incoherences)).toEqual({});
  });

  it('draws legal forms, statuses, establishments and officers in realistic shares', async () => {
    const r = await avecBase(repartition);
    expect(r.part('5710')).toBeGreaterThan(0.25); // SAS and SASU
    expect(r.part('5710')).toBeLessThan(0.4);
    expect(r.part('5499')).toBeGreaterThan(0.2); // SARL and EURL
    expect(r.part('6540')).toBeGreaterThan(0.12); // SCI
    expect(r.part('1000')).toBeGreaterThan(0.07); // sole traders
    expect(r.part('5599')).toBeGreaterThan(0.005); // SA
    expect(r.radiees).toBeGreaterThan(0.17);
    expect(r.radiees).toBeLessThan(0.28);
    expect(r.procedures).toBeGreaterThan(0.01);
    expect(r.procedures).toBeLessThan(0.1);
    expect(r.etablissementsParEntreprise).toBeGreaterThan(1.3);
    expect(r.etablissementsParEntreprise).toBeLessThan(1.9);
    expect(r.unSeulEtablissement).toBeGreaterThan(0.65);
    expect(r.plusDeDixEtablissements).toBeGreaterThan(0);
    expect(r.clotureAuTrenteEtUn).toBeGreaterThan(0.7);
    expect(r.personnesAPlusieursMandats).toBeGreaterThan(0.05);
    expect(r.dirigeantsPersonnesMorales).toBeGreaterThan(0);
    expect(r.mandatsTermines).toBeGreaterThan(0);
    expect(r.saSansCommissaire).toBe(0);
    expect(r.beneficiairesParSociete).toEqual({ min: 1, max: 3 });
    expect(r.chiffresConfidentiels).toBeGreaterThan(0);
    expect(r.chiffresConfidentiels).toBeLessThan(0.5);
    expect(r.inscriptions).toBeGreaterThan(0);
    // Trade, construction and services lead the activities.
    expect(r.premieresDivisions).toEqual(expect.arrayContaining(['43', '47', '68']));
  });

  it('refuses to run on a generated registry without --replace, and changes nothing', async () => {
    await expect(genererRegistre(database.config, { entreprises: 10, graine: 7 })).rejects.toThrow(RegistreDejaGenere);
    expect((await lignes(EMPREINTES))[0]).toEqual(premiere);
  });

  it('leaves a registry that already holds companies as it is with --if-empty', async () => {
    const rapport = await genererRegistre(database.config, { entreprises: 10, graine: 9, siVide: true });
    expect(rapport).toEqual({ dejaPresentes: ENTREPRISES });
    expect((await lignes(EMPREINTES))[0]).toEqual(premiere);
  });

  it('gives the same registry again for the same seed and size', async () => {
    await genererRegistre(database.config, { entreprises: ENTREPRISES, graine: 7, remplacer: true });
    expect((await lignes(EMPREINTES))[0]).toEqual(premiere);
  }, 120_000);

  it('replaces generated companies without touching SIRENE rows', async () => {
    const sirene = `SELECT to_jsonb(e) AS e, (SELECT jsonb_agg(to_jsonb(x)) FROM etablissements x WHERE x.entreprise_id = e.id) AS x
                    FROM entreprises e WHERE source = 'SIRENE'`;
    await avecBase(async (db) => {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO entreprises (siren, personne_physique, denomination, forme_juridique_code, etat, statut, source)
         VALUES ('552100554', false, 'SOCIÉTÉ DU STOCK SIRENE', '5710', 'ACTIVE', 'INSEE', 'SIRENE') RETURNING id`,
      );
      await db.query(
        `INSERT INTO etablissements (entreprise_id, siret, nic, siege, etat) VALUES ($1, '55210055400013', '00013', true, 'ACTIF')`,
        [rows[0]?.id],
      );
    });
    const avant = await lignes(sirene);
    await genererRegistre(database.config, { entreprises: 300, graine: 8, remplacer: true });
    expect(await lignes(sirene)).toEqual(avant);
    const [comptes] = await lignes<{ generees: number; sirene: number }>(
      `SELECT count(*) FILTER (WHERE source = 'GENERATEUR')::int AS generees, count(*) FILTER (WHERE source = 'SIRENE')::int AS sirene
       FROM entreprises`,
    );
    expect(comptes).toEqual({ generees: 300, sirene: 1 });
    expect(await avecBase(incoherences)).toEqual({});
  }, 120_000);
});
