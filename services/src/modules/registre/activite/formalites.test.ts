import { backends } from '../../../../tests/helpers/test-app.js';
import type { Db } from '../../../db/index.js';
import { incoherencesFormalites } from '../generateur/formalites-verifications.js';
import {
  empreinte,
  empreinteDesTables,
  lignes,
  registresDeTest,
  SEQUENCES,
  TABLES_RCS,
} from '../../../../tests/helpers/registres.js';
import { appliquerActivite, type BilanJour } from './journee.js';

const GRAINE = 9;
const INTENSITE = 200;
// The week after the generated registry's reference day (2025-06-30): its open dossiers move on.
const JOURS = ['2025-07-07', '2025-07-08', '2025-07-09', '2025-07-10'];
const [PREMIER] = JOURS as [string];

const EMPREINTE_RCS = empreinte([...TABLES_RCS, 'procedures_collectives', 'gages', 'affaires']);
const EMPREINTE_FORMALITES = `${empreinteDesTables(['formalites', 'formalites_etapes'])}
  UNION ALL SELECT md5(string_agg(id || ':' || coalesce(formalite_id::text, ''), '|' ORDER BY id)) FROM evenements_registre`;

interface Formalite {
  [colonne: string]: unknown;
  id: number;
  identifiant: string;
  liasse: string;
  etat: string;
  depot: string;
  portail: boolean;
}

const FORMALITES = `SELECT id::int AS id, identifiant, numero_liasse AS liasse, etat, date_depot::text AS depot,
                           compte_client_id IS NOT NULL AS portail
                      FROM formalites ORDER BY id`;

const somme = (bilans: BilanJour[], cle: keyof BilanJour['changements']) =>
  bilans.reduce((n, b) => n + (b.changements[cle] ?? 0), 0);

/** A tax office's inscription entered on the portal by a customer account, received the week before. */
async function deposerDgfip(db: Db): Promise<number> {
  const { rows: compte } = await db.query<{ id: number }>(
    `INSERT INTO comptes_clients (type_compte, type_profil) VALUES ('MEMBRE', 'PARTICULIER') RETURNING id`,
  );
  const { rows } = await db.query<{ id: number }>(
    `WITH e AS (SELECT id, siren, denomination, greffe_code FROM entreprises WHERE etat = 'ACTIVE' ORDER BY id LIMIT 1),
          f AS (INSERT INTO formalites (identifiant, numero_liasse, type, objet, greffe_code, entreprise_id, siren,
                                        denomination, nom_recherche, date_depot, etat, date_etat, compte_client_id, donnees)
                SELECT 'D00000000001', e.greffe_code || '2025' || lpad((coalesce((SELECT max(right(x.numero_liasse, 6)::int)
                         FROM formalites x WHERE left(x.numero_liasse, 8) = e.greffe_code || '2025'), 0) + 1)::text, 6, '0'),
                       'INSCRIPTION_DGFIP',
                       'Inscription du privilège du Trésor', e.greffe_code, e.id, e.siren, e.denomination,
                       lower(e.denomination), DATE '2025-07-03', 'RECUE', TIMESTAMPTZ '2025-07-03 10:00:00+00', $1,
                       '{"operation": "INSCRIPTION"}'::jsonb FROM e RETURNING id)
     INSERT INTO formalites_etapes (formalite_id, etat, date_etape)
       SELECT id, 'RECUE', TIMESTAMPTZ '2025-07-03 10:00:00+00' FROM f RETURNING formalite_id::int AS id`,
    [compte[0]?.id],
  );
  return rows[0]?.id as number;
}

describe.each(backends)('the formalities register in the registry activity on %s', (backend) => {
  const { registre, fermer } = registresDeTest(backend);
  afterAll(fermer);

  let db: Db;
  let avant: Formalite[];
  let dgfip: number;
  let simulation: BilanJour;
  let etatAvantSimulation: unknown[];
  let etatApresSimulation: unknown[];
  let bilans: BilanJour[];
  beforeAll(async () => {
    db = await registre();
    dgfip = await deposerDgfip(db);
    avant = await lignes<Formalite>(db, FORMALITES);
    const etat = async () => [...(await lignes(db, EMPREINTE_FORMALITES)), ...(await lignes(db, SEQUENCES))];
    etatAvantSimulation = await etat();
    [simulation] = (await appliquerActivite(db, {
      date: PREMIER,
      graine: GRAINE,
      intensite: INTENSITE,
      simulation: true,
    })) as [BilanJour];
    etatApresSimulation = await etat();
    bilans = await appliquerActivite(db, { date: PREMIER, jours: JOURS.length, graine: GRAINE, intensite: INTENSITE });
  }, 300_000);

  it('gives every change of the days that a formality explains its dossier, inscribed that day', async () => {
    expect(somme(bilans, 'formaliteInscrite')).toBeGreaterThan(0);
    expect(await incoherencesFormalites(db)).toEqual({});
    const jours = await lignes<{ date: string; liees: number; dossiers: number; inscrites_ce_jour: number }>(
      db,
      `SELECT v.date_evenement::text AS date, count(*)::int AS liees, count(DISTINCT f.id)::int AS dossiers,
              count(DISTINCT f.id) FILTER (WHERE (f.date_etat AT TIME ZONE 'UTC')::date = v.date_evenement AND EXISTS (
                SELECT 1 FROM formalites_etapes e WHERE e.formalite_id = f.id AND e.etat = 'INSCRITE'
                  AND e.date_etape = v.enregistre_le))::int AS inscrites_ce_jour
         FROM evenements_registre v JOIN formalites f ON f.id = v.formalite_id
        WHERE v.origine = 'ACTIVITE' GROUP BY 1 ORDER BY 1`,
    );
    expect(jours.map((j) => j.date)).toEqual(JOURS);
    for (const [i, j] of jours.entries()) {
      expect(j.dossiers).toBe(bilans[i]?.changements.formaliteInscrite);
      expect(j.inscrites_ce_jour).toBe(j.dossiers);
    }
    // Companies registered on a day: their immatriculation and articles in one dossier.
    const [immatriculations] = await lignes<{ n: number; mal_liees: number }>(
      db,
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE NOT EXISTS (
                SELECT 1 FROM evenements_registre a WHERE a.entreprise_id = v.entreprise_id AND a.nature = 'DEPOT_ACTE'
                  AND a.formalite_id = v.formalite_id) AND NOT e.personne_physique)::int AS mal_liees
         FROM evenements_registre v JOIN entreprises e ON e.id = v.entreprise_id
        WHERE v.origine = 'ACTIVITE' AND v.nature = 'IMMATRICULATION'`,
    );
    expect(immatriculations?.n).toBeGreaterThan(0);
    expect(immatriculations?.mal_liees).toBe(0);
  });

  it('receives new dossiers and moves the open ones along, the portal’s DGFiP inscription too', async () => {
    expect(somme(bilans, 'formaliteDeposee')).toBeGreaterThan(0);
    expect(somme(bilans, 'formaliteAvancee')).toBeGreaterThan(0);
    const [recues] = await lignes<{ n: number }>(
      db,
      `SELECT count(*)::int AS n FROM formalites WHERE date_depot = $1`,
      [PREMIER],
    );
    expect(recues?.n).toBeGreaterThanOrEqual(bilans[0]?.changements.formaliteDeposee ?? 1);
    // Dossiers received on the first day have moved on by the last one, some inscribed.
    const etats = await lignes<{ etat: string; n: number }>(
      db,
      `SELECT etat, count(*)::int AS n FROM formalites f WHERE date_depot = $1 AND NOT EXISTS (
         SELECT 1 FROM evenements_registre v WHERE v.formalite_id = f.id) GROUP BY etat ORDER BY etat`,
      [PREMIER],
    );
    expect(etats.filter((e) => e.etat !== 'RECUE').length).toBeGreaterThan(0);
    // The generated registry's open dossiers moved on too.
    const ouvertes = avant.filter((f) => !f.portail && ['RECUE', 'EN_COURS_INSTRUCTION', 'VALIDEE'].includes(f.etat));
    const apres = new Map((await lignes<Formalite>(db, FORMALITES)).map((f) => [f.id, f]));
    expect(ouvertes.filter((f) => apres.get(f.id)?.etat !== f.etat).length).toBeGreaterThan(0);
    const etapes = await lignes<{ etat: string; date: string }>(
      db,
      `SELECT etat, (date_etape AT TIME ZONE 'UTC')::date::text AS date FROM formalites_etapes WHERE formalite_id = $1 ORDER BY date_etape, id`,
      [dgfip],
    );
    expect(etapes[0]).toEqual({ etat: 'RECUE', date: '2025-07-03' });
    expect(etapes.length).toBeGreaterThan(1);
    expect(etapes[1]?.etat).toBe('EN_COURS_INSTRUCTION');
    expect(JOURS).toContain(etapes[1]?.date);
    const [portail] = await lignes<{ compte: boolean; donnees: unknown }>(
      db,
      'SELECT compte_client_id IS NOT NULL AS compte, donnees FROM formalites WHERE id = $1',
      [dgfip],
    );
    expect(portail).toEqual({ compte: true, donnees: { operation: 'INSCRIPTION' } });
  });

  it('numbers the liasses after the greffe’s last of the year and keeps the earlier dossiers’ numbers', async () => {
    const apres = await lignes<Formalite>(db, FORMALITES);
    const parId = new Map(apres.map((f) => [f.id, f]));
    for (const f of avant) {
      expect(parId.get(f.id)?.liasse).toBe(f.liasse);
      expect(parId.get(f.id)?.identifiant).toBe(f.identifiant);
    }
    const nouvelles = apres.filter((f) => f.id > Math.max(...avant.map((a) => a.id)));
    expect(nouvelles.length).toBeGreaterThan(0);
    const derniers = new Map<string, number>();
    for (const f of avant.filter((a) => !a.portail)) {
      const serie = f.liasse.slice(0, 8);
      derniers.set(serie, Math.max(derniers.get(serie) ?? 0, Number(f.liasse.slice(8))));
    }
    for (const f of nouvelles) {
      expect(Number(f.liasse.slice(8))).toBeGreaterThan(derniers.get(f.liasse.slice(0, 8)) ?? 0);
      expect(f.identifiant).toMatch(/^J[0-9]{11}$/);
    }
    expect(new Set(apres.map((f) => f.liasse)).size).toBe(apres.length);
    expect(new Set(apres.map((f) => f.identifiant)).size).toBe(apres.length);
  });

  it('simulates a day without a trace, sequences included, and the day applied afterwards is the same', async () => {
    expect(simulation.changements).toMatchObject({
      formaliteDeposee: bilans[0]?.changements.formaliteDeposee,
      formaliteAvancee: bilans[0]?.changements.formaliteAvancee,
      formaliteInscrite: bilans[0]?.changements.formaliteInscrite,
    });
    expect(etatApresSimulation).toEqual(etatAvantSimulation);
    const autre = await registre();
    await deposerDgfip(autre);
    await appliquerActivite(autre, { date: PREMIER, jours: JOURS.length, graine: GRAINE, intensite: INTENSITE });
    expect(await lignes(autre, EMPREINTE_FORMALITES)).toEqual(await lignes(db, EMPREINTE_FORMALITES));
  }, 120_000);

  it('leaves the day’s other changes as they are without the formalities register', async () => {
    const sans = await registre();
    await sans.query('UPDATE evenements_registre SET formalite_id = NULL');
    await sans.query('DELETE FROM formalites');
    await appliquerActivite(sans, { date: PREMIER, jours: 2, graine: GRAINE, intensite: INTENSITE });
    const avec = await registre();
    await appliquerActivite(avec, { date: PREMIER, jours: 2, graine: GRAINE, intensite: INTENSITE });
    expect(await lignes(sans, EMPREINTE_RCS)).toEqual(await lignes(avec, EMPREINTE_RCS));
    // The days' changes are still given their dossiers, new ones then.
    const [liees] = await lignes<{ n: number }>(
      sans,
      `SELECT count(*)::int AS n FROM evenements_registre WHERE origine = 'ACTIVITE' AND formalite_id IS NOT NULL`,
    );
    expect(liees?.n).toBeGreaterThan(0);
  }, 180_000);
});
