import { backends, createTestDatabase, type TestDatabase } from '../../../../tests/helpers/test-app.js';
import { avecBase as avecBaseDe } from '../../../../tests/helpers/registres.js';
import type { Db } from '../../../db/index.js';
import { isValidSiren, isValidSiret } from '@portail/domaine';
import { normaliserNom } from '../../../lib/normaliser.js';
import { genererRegistre as generer, RegistreDejaGenere } from './generateur.js';
import { incoherences, repartition } from './test-verifications.js';
import { incoherencesFormalites } from './formalites-verifications.js';
import { rafraichirDerives } from '../../../cli/derives.js';

/** The generation as the command-line tool runs it: the derived tables refreshed at the end. */
const genererRegistre = (
  config: Parameters<typeof generer>[0],
  options: Omit<Parameters<typeof generer>[1], 'rafraichirDerives'>,
) => generer(config, { rafraichirDerives, ...options });

const ENTREPRISES = 2500;

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
         (SELECT md5(string_agg(t::text, '|' ORDER BY t.id)) FROM gages_mentions t) AS gages_mentions,
         (SELECT md5(string_agg(t::text, '|' ORDER BY t.id)) FROM affaires t) AS affaires,
         (SELECT md5(string_agg(t::text, '|' ORDER BY t.id)) FROM affaires_parties t) AS affaires_parties,
         (SELECT md5(string_agg(t::text, '|' ORDER BY t.id)) FROM affaires_audiences t) AS affaires_audiences,
         (SELECT md5(string_agg(t::text, '|' ORDER BY t.id)) FROM affaires_decisions t) AS affaires_decisions,
         (SELECT md5(string_agg(t::text, '|' ORDER BY t.id)) FROM formalites t) AS formalites,
         (SELECT md5(string_agg(t::text, '|' ORDER BY t.id)) FROM formalites_etapes t) AS formalites_etapes`;

// A court case none of whose parties is a company of the registry any more.
const AFFAIRES_ORPHELINES = `SELECT count(*)::int AS n FROM affaires a WHERE NOT EXISTS (
  SELECT 1 FROM affaires_parties p JOIN entreprises e ON e.id = p.entreprise_id WHERE p.affaire_id = a.id)`;

describe.each(backends)('registry generator on %s', (backend) => {
  let database: TestDatabase;
  let premiere: Record<string, unknown>;

  // The generator opens the database itself; tests look at it in between.
  const avecBase = <T>(fn: (db: Db) => Promise<T>) => avecBaseDe(database, fn);
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

  it('leaves its tables vacuumed and analysed, ready for index-only scans', async () => {
    // Vacuumed: pages marked all-visible (PGlite, alone on its data, always gets them), or the
    // VACUUM counted (a server: how many pages it could mark depends on its other sessions, a
    // buffer pinned by a checkpoint, an older snapshot; PGlite does not keep counts over a restart).
    const tables = await lignes<{ relname: string; nettoyees: boolean; analysees: boolean }>(
      `SELECT s.relname, c.relallvisible > 0 OR s.vacuum_count > 0 AS nettoyees, c.reltuples > 0 AS analysees
         FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
        WHERE s.relname IN ('entreprises', 'etablissements', 'fonctions') ORDER BY s.relname`,
    );
    expect(tables).toEqual(
      ['entreprises', 'etablissements', 'fonctions'].map((relname) => ({ relname, nettoyees: true, analysees: true })),
    );
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

  it('makes every collective proceeding a case of its own, and each of its judgments a decision', async () => {
    const [controles] = await lignes<Record<string, number>>(
      `SELECT
         (SELECT count(*) FROM procedures_collectives p
           WHERE (SELECT count(*) FROM affaires a WHERE a.procedure_id = p.id) <> 1)::int AS procedures_sans_affaire,
         (SELECT count(*) FROM jugements j
           WHERE (SELECT count(*) FROM affaires_decisions d WHERE d.jugement_id = j.id) <> 1)::int AS jugements_sans_decision,
         (SELECT count(*) FROM affaires a JOIN procedures_collectives p ON p.id = a.procedure_id
           WHERE a.nature <> 'PROCEDURE_COLLECTIVE' OR a.chambre <> 'Chambre des procédures collectives'
              OR a.greffe_code <> p.greffe_code OR a.date_introduction <> p.date_ouverture
              OR a.date_fin IS DISTINCT FROM p.date_cloture
              OR a.etat <> CASE WHEN p.date_cloture IS NULL THEN 'EN_COURS' ELSE 'CLOSE' END
              OR a.numero_rg NOT LIKE extract(year FROM p.date_ouverture)::text || 'J%'
              OR a.objet <> CASE p.type WHEN 'SAUVEGARDE' THEN 'Procédure de sauvegarde'
                                        WHEN 'REDRESSEMENT_JUDICIAIRE' THEN 'Redressement judiciaire'
                                        WHEN 'LIQUIDATION_JUDICIAIRE' THEN 'Liquidation judiciaire'
                                        WHEN 'LIQUIDATION_JUDICIAIRE_SIMPLIFIEE' THEN 'Liquidation judiciaire simplifiée'
                                        ELSE 'Rétablissement professionnel' END)::int AS mal_decrites,
         (SELECT count(*) FROM affaires a JOIN procedures_collectives p ON p.id = a.procedure_id
           JOIN entreprises e ON e.id = p.entreprise_id
           WHERE (SELECT count(*) FROM affaires_parties x WHERE x.affaire_id = a.id AND x.role = 'DEBITEUR'
                    AND x.entreprise_id = e.id AND x.siren = e.siren AND x.nom = e.denomination
                    AND x.personne_physique = e.personne_physique) <> 1
              OR (SELECT count(*) FROM affaires_parties x WHERE x.affaire_id = a.id
                    AND x.role = 'MANDATAIRE_JUDICIAIRE' AND NOT x.personne_physique) <> 1
              OR EXISTS (SELECT 1 FROM affaires_parties x WHERE x.affaire_id = a.id
                    AND x.role IN ('DEMANDEUR', 'DEFENDEUR')))::int AS mal_parties,
         (SELECT count(*) FROM affaires_decisions d JOIN jugements j ON j.id = d.jugement_id
           JOIN affaires a ON a.id = d.affaire_id
           WHERE a.procedure_id <> j.procedure_id OR d.date_decision <> j.date_jugement OR d.type <> 'JUGEMENT'
              OR d.libelle <> j.nature OR strpos(d.dispositif, coalesce(j.complement, '')) = 0)::int AS mal_decidees,
         (SELECT count(*) FROM affaires_decisions d JOIN affaires a ON a.id = d.affaire_id
           WHERE (a.procedure_id IS NULL) <> (d.jugement_id IS NULL))::int AS decisions_hors_jugements`,
    );
    expect(controles).toEqual({
      procedures_sans_affaire: 0,
      jugements_sans_decision: 0,
      mal_decrites: 0,
      mal_parties: 0,
      mal_decidees: 0,
      decisions_hors_jugements: 0,
    });
    const [procedures] = await lignes<{ n: number }>(
      `SELECT count(*)::int AS n FROM affaires WHERE procedure_id IS NOT NULL`,
    );
    expect(procedures?.n).toBeGreaterThan(0);
    // The mandataire's firm is the one the judgments name, by the practitioner's name or the firm's.
    const mandataires = await lignes<{ nom: string; complement: string }>(
      `SELECT x.nom, j.complement FROM affaires_parties x JOIN affaires a ON a.id = x.affaire_id
       JOIN jugements j ON j.procedure_id = a.procedure_id AND j.complement LIKE 'Date de cessation%'
       WHERE x.role = 'MANDATAIRE_JUDICIAIRE' AND NOT EXISTS (
         SELECT 1 FROM jugements c WHERE c.procedure_id = a.procedure_id AND c.nature LIKE 'Jugement de conversion%')`,
    );
    expect(mandataires.length).toBeGreaterThan(0);
    for (const { nom, complement } of mandataires) {
      const famille = /^SELARL (.+) & Associés, mandataires judiciaires$/.exec(nom)?.[1];
      expect(famille && (complement.endsWith(` ${famille}`) || complement.endsWith(nom))).toBeTruthy();
    }
  });

  it('brings contentieux, référés and injonctions de payer for a share of the companies, numbered per greffe', async () => {
    const [parts] = await lignes<Record<string, number>>(
      `SELECT (SELECT count(DISTINCT x.entreprise_id) FROM affaires_parties x JOIN affaires a ON a.id = x.affaire_id
                WHERE a.procedure_id IS NULL)::float / (SELECT count(*) FROM entreprises) AS part,
              (SELECT count(*) FROM affaires WHERE nature = 'CONTENTIEUX')::int AS contentieux,
              (SELECT count(*) FROM affaires WHERE nature = 'REFERE')::int AS referes,
              (SELECT count(*) FROM affaires WHERE nature = 'INJONCTION_DE_PAYER')::int AS injonctions,
              (SELECT count(*) - count(DISTINCT (greffe_code, numero_rg)) FROM affaires)::int AS numeros_repetes,
              (SELECT count(*) FROM affaires a WHERE NOT EXISTS (
                 SELECT 1 FROM affaires_parties x JOIN entreprises e ON e.id = x.entreprise_id
                 WHERE x.affaire_id = a.id AND e.greffe_code = a.greffe_code))::int AS hors_greffe,
              (SELECT count(*) FROM affaires WHERE numero_rg <> extract(year FROM date_introduction)::text
                 || CASE nature WHEN 'CONTENTIEUX' THEN 'F' WHEN 'REFERE' THEN 'R' WHEN 'INJONCTION_DE_PAYER' THEN 'I'
                                ELSE 'J' END || right(numero_rg, 5))::int AS mal_numerotees,
              (SELECT count(*) FROM affaires WHERE procedure_id IS NULL AND date_introduction < DATE '2010-01-01')::int
                AS trop_anciennes`,
    );
    // A few percent of the companies a year (README): about one in five over their life since 2010.
    expect(parts?.part).toBeGreaterThan(0.08);
    expect(parts?.part).toBeLessThan(0.4);
    expect(parts?.contentieux).toBeGreaterThan(0);
    expect(parts?.referes).toBeGreaterThan(0);
    expect(parts?.injonctions).toBeGreaterThan(0);
    expect(parts).toMatchObject({ numeros_repetes: 0, hors_greffe: 0, mal_numerotees: 0, trop_anciennes: 0 });
  });

  it('names the parties of the other cases: a company of the registry each, others, natural persons, lawyers', async () => {
    const [parties] = await lignes<Record<string, number>>(
      `SELECT
         (SELECT count(*) FROM affaires a WHERE NOT EXISTS (
            SELECT 1 FROM affaires_parties x JOIN entreprises e ON e.id = x.entreprise_id WHERE x.affaire_id = a.id))::int
           AS sans_entreprise,
         (SELECT count(*) FROM affaires a WHERE a.procedure_id IS NULL AND (
            NOT EXISTS (SELECT 1 FROM affaires_parties x WHERE x.affaire_id = a.id AND x.role = 'DEMANDEUR')
            OR NOT EXISTS (SELECT 1 FROM affaires_parties x WHERE x.affaire_id = a.id AND x.role = 'DEFENDEUR')
            OR EXISTS (SELECT 1 FROM affaires_parties x WHERE x.affaire_id = a.id
                         AND x.role NOT IN ('DEMANDEUR', 'DEFENDEUR'))))::int AS mal_opposees,
         (SELECT count(*) FROM affaires_parties x JOIN entreprises e ON e.id = x.entreprise_id
           WHERE x.siren <> e.siren OR x.nom <> e.denomination OR x.personne_physique <> e.personne_physique)::int
           AS mal_nommees,
         (SELECT count(*) FROM affaires_parties WHERE entreprise_id IS NULL AND siren IS NOT NULL)::int AS sirens_hors_registre,
         (SELECT count(*) FROM affaires_parties x JOIN affaires a ON a.id = x.affaire_id
           WHERE a.procedure_id IS NULL AND x.entreprise_id IS NULL AND x.personne_physique)::int AS personnes,
         (SELECT count(*) FROM affaires a WHERE (SELECT count(DISTINCT x.entreprise_id) FROM affaires_parties x
           WHERE x.affaire_id = a.id) >= 2)::int AS entre_entreprises,
         (SELECT count(*) FROM affaires_parties WHERE avocat IS NOT NULL)::int AS representees`,
    );
    expect(parties).toMatchObject({ sans_entreprise: 0, mal_opposees: 0, mal_nommees: 0, sirens_hors_registre: 0 });
    expect(parties?.personnes).toBeGreaterThan(0);
    expect(parties?.entre_entreprises).toBeGreaterThan(0);
    expect(parties?.representees).toBeGreaterThan(0);
    const noms = await lignes<{ nom: string; nom_recherche: string }>(
      'SELECT nom, nom_recherche FROM affaires_parties',
    );
    expect(noms.filter(({ nom, nom_recherche }) => nom_recherche !== normaliserNom(nom))).toEqual([]);
  });

  it('hears, decides and closes the cases consistently with their dates, some hearings still to come', async () => {
    const [controles] = await lignes<Record<string, number>>(
      `SELECT
         (SELECT count(*) FROM affaires_decisions d JOIN affaires a ON a.id = d.affaire_id
           WHERE d.type <> CASE a.nature WHEN 'REFERE' THEN 'ORDONNANCE' WHEN 'INJONCTION_DE_PAYER' THEN 'ORDONNANCE'
                                         ELSE 'JUGEMENT' END)::int AS mauvais_type,
         (SELECT count(*) FROM affaires a WHERE a.procedure_id IS NULL AND CASE a.etat
            WHEN 'JUGEE' THEN (SELECT count(*) FROM affaires_decisions d WHERE d.affaire_id = a.id
                                AND d.date_decision = a.date_fin) <> 1
            ELSE EXISTS (SELECT 1 FROM affaires_decisions d WHERE d.affaire_id = a.id) END)::int AS etats_incoherents,
         (SELECT count(*) FROM affaires a WHERE a.procedure_id IS NULL AND a.etat = 'CLOSE')::int AS closes,
         (SELECT count(*) FROM affaires a WHERE a.etat = 'RADIEE' AND NOT EXISTS (
            SELECT 1 FROM affaires_audiences h WHERE h.affaire_id = a.id AND h.date_audience = a.date_fin
              AND h.issue LIKE 'Radiation du rôle%'))::int AS radiations_sans_audience,
         (SELECT count(*) FROM affaires a WHERE (a.nature = 'INJONCTION_DE_PAYER' OR a.procedure_id IS NOT NULL)
            = EXISTS (SELECT 1 FROM affaires_audiences h WHERE h.affaire_id = a.id))::int AS audiences_mal_placees,
         (SELECT count(*) FROM affaires_audiences h JOIN affaires a ON a.id = h.affaire_id
           WHERE h.date_audience < a.date_introduction OR h.date_audience > a.date_fin
              OR extract(isodow FROM h.date_audience) > 5 OR to_char(h.date_audience, 'MM-DD') IN ('01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25')
              OR h.chambre <> a.chambre OR h.heure !~ '^(09|1[0-7]):[03]0$'
              OR (h.issue IS NULL) <> (h.date_audience > DATE '2025-06-30')
              OR (h.date_audience > DATE '2025-06-30' AND a.etat <> 'EN_COURS'))::int AS audiences_incoherentes,
         (SELECT count(*) FROM affaires a WHERE (SELECT count(*) FROM affaires_audiences h WHERE h.affaire_id = a.id
            AND h.date_audience > DATE '2025-06-30') > 1)::int AS plusieurs_a_venir,
         (SELECT count(*) FROM affaires_audiences WHERE date_audience > DATE '2025-06-30')::int AS a_venir,
         (SELECT count(*) FROM affaires WHERE procedure_id IS NULL AND etat = 'EN_COURS')::int AS en_cours,
         (SELECT count(*) FROM affaires WHERE etat = 'RADIEE')::int AS radiees,
         (SELECT avg((etat = 'JUGEE')::int)::float FROM affaires WHERE procedure_id IS NULL) AS part_jugees,
         (SELECT count(*) FROM affaires a JOIN affaires_parties x ON x.affaire_id = a.id
           JOIN entreprises e ON e.id = x.entreprise_id
           WHERE a.date_introduction < e.date_immatriculation
              OR greatest(a.date_introduction, a.date_fin) > coalesce(e.date_radiation, DATE '2025-06-30')
              OR EXISTS (SELECT 1 FROM affaires_decisions d WHERE d.affaire_id = a.id
                           AND d.date_decision > coalesce(e.date_radiation, DATE '2025-06-30'))
              OR EXISTS (SELECT 1 FROM affaires_audiences h WHERE h.affaire_id = a.id AND h.issue IS NOT NULL
                           AND h.date_audience > coalesce(e.date_radiation, DATE '2025-06-30'))
              OR (e.date_radiation IS NOT NULL AND a.etat = 'EN_COURS' AND a.procedure_id IS NULL))::int AS hors_vie`,
    );
    expect(controles).toMatchObject({
      mauvais_type: 0,
      etats_incoherents: 0,
      closes: 0,
      radiations_sans_audience: 0,
      audiences_mal_placees: 0,
      audiences_incoherentes: 0,
      plusieurs_a_venir: 0,
      hors_vie: 0,
    });
    expect(controles?.a_venir).toBeGreaterThan(0);
    expect(controles?.en_cours).toBeGreaterThan(0);
    expect(controles?.radiees).toBeGreaterThan(0);
    expect(controles?.part_jugees).toBeGreaterThan(0.6);
    // A sum to pay is written as the French courts do: « 12 450,00 € », narrow spaces between thousands.
    const [condamnation] = await lignes<{ dispositif: string }>(
      `SELECT dispositif FROM affaires_decisions WHERE dispositif LIKE 'Condamne la société % à payer à % la somme de %'
       ORDER BY id LIMIT 1`,
    );
    expect(condamnation?.dispositif).toMatch(/la somme de \d{1,3}(\u202f\d{3})*,\d{2}\u00a0€/);
  });

  it('files the formalities the companies’ history implies, each change inscribed with its dossier', async () => {
    expect(await avecBase(incoherencesFormalites)).toEqual({});
    const [f] = await lignes<Record<string, number>>(
      `SELECT count(*)::int AS dossiers,
              count(*) FILTER (WHERE type = 'IMMATRICULATION' AND etat = 'INSCRITE')::int AS immatriculations,
              count(*) FILTER (WHERE type = 'MODIFICATION')::int AS modifications,
              count(*) FILTER (WHERE type = 'CESSATION')::int AS cessations,
              count(*) FILTER (WHERE type = 'DEPOT_COMPTES')::int AS comptes,
              count(*) FILTER (WHERE etat = 'REJETEE')::int AS rejetees,
              count(*) FILTER (WHERE etat IN ('RECUE', 'EN_COURS_INSTRUCTION', 'EN_ATTENTE_REGULARISATION', 'VALIDEE'))::int
                AS ouvertes,
              count(*) FILTER (WHERE etat IN ('RECUE', 'EN_COURS_INSTRUCTION', 'EN_ATTENTE_REGULARISATION', 'VALIDEE')
                                 AND date_depot < DATE '2025-06-30' - 28)::int AS ouvertes_anciennes,
              count(*) FILTER (WHERE date_etat > TIMESTAMPTZ '2025-07-01 00:00:00+00')::int AS futures,
              count(*) FILTER (WHERE reference_formaliste IS NOT NULL)::int AS references,
              count(*) FILTER (WHERE compte_client_id IS NOT NULL OR donnees IS NOT NULL)::int AS du_portail,
              count(DISTINCT identifiant)::int AS identifiants,
              count(DISTINCT numero_liasse)::int AS liasses,
              (SELECT count(*) FROM formalites_etapes WHERE etat = 'EN_ATTENTE_REGULARISATION')::int AS regularisations,
              (SELECT count(*) FROM entreprises e WHERE (SELECT count(*) FROM formalites x JOIN evenements_registre v
                 ON v.formalite_id = x.id AND v.nature = 'IMMATRICULATION'
                 WHERE x.entreprise_id = e.id AND x.type = 'IMMATRICULATION') <> 1)::int AS sans_immatriculation,
              (SELECT count(*) FROM evenements_registre WHERE formalite_id IS NOT NULL)::int AS evenements_lies
         FROM formalites`,
    );
    expect(f?.immatriculations).toBe(ENTREPRISES);
    expect(f).toMatchObject({ sans_immatriculation: 0, ouvertes_anciennes: 0, futures: 0, du_portail: 0 });
    expect(f?.identifiants).toBe(f?.dossiers);
    expect(f?.liasses).toBe(f?.dossiers);
    expect(f?.modifications).toBeGreaterThan(ENTREPRISES * 0.5);
    expect(f?.cessations).toBeGreaterThan(ENTREPRISES * 0.1);
    expect(f?.comptes).toBeGreaterThan(ENTREPRISES);
    // A small share rejected (then filed again), a few still open on the reference day.
    expect(f?.rejetees).toBeGreaterThan(0);
    expect(f?.rejetees).toBeLessThan((f?.dossiers ?? 0) * 0.06);
    expect(f?.ouvertes).toBeGreaterThan(0);
    expect(f?.regularisations).toBeGreaterThan(0);
    expect(f?.references).toBeGreaterThan((f?.dossiers ?? 0) * 0.2);
    expect(f?.evenements_lies).toBeGreaterThan(f?.dossiers ?? 0);
    // A timeline of a few days, longer for a regularisation; names searched as the pledges' are.
    const [duree] = await lignes<{ mediane: number; max: number }>(
      `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY ((date_etat AT TIME ZONE 'UTC')::date - date_depot))::float AS mediane,
              max((date_etat AT TIME ZONE 'UTC')::date - date_depot)::int AS max
         FROM formalites WHERE etat = 'INSCRITE'`,
    );
    expect(duree?.mediane).toBeGreaterThanOrEqual(1);
    expect(duree?.mediane).toBeLessThanOrEqual(8);
    expect(duree?.max).toBeLessThan(60);
    const noms = await lignes<{ denomination: string; nom_recherche: string }>(
      'SELECT denomination, nom_recherche FROM formalites',
    );
    expect(noms.filter(({ denomination, nom_recherche }) => nom_recherche !== normaliserNom(denomination))).toEqual([]);
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
    // The cases of the companies replaced went with them (row by row here, beside SIRENE rows).
    expect(await lignes(AFFAIRES_ORPHELINES)).toEqual([{ n: 0 }]);
    const [affaires] = await lignes<{ n: number; ancienne: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE x.siren IS NULL)::int AS ancienne FROM affaires a
       LEFT JOIN LATERAL (SELECT e.siren FROM affaires_parties p JOIN entreprises e ON e.id = p.entreprise_id
                          WHERE p.affaire_id = a.id LIMIT 1) x ON true`,
    );
    expect(affaires?.n).toBeGreaterThan(0);
    expect(affaires?.ancienne).toBe(0);
  }, 120_000);
});
