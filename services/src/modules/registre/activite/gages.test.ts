import { DUREE_EFFET_GAGE_ANNEES } from '@portail/contrat/gages';

import { backends } from '../../../../tests/helpers/test-app.js';
import type { Db } from '../../../db/index.js';
import { normaliserNom } from '../../../lib/normaliser.js';
import { DATE_REFERENCE } from '../generateur/contexte.js';
import { iso, jour } from '../generateur/dates.js';
import { designations, EFFET_GAGE_JOURS } from '../generateur/gages.js';
import {
  empreinte,
  empreinteDesTables,
  lignes,
  registresDeTest,
  SEQUENCES,
  TABLES_RCS,
} from '../../../../tests/helpers/registres.js';
import { appliquerActivite, type BilanJour } from './journee.js';
import { FENETRE_RENOUVELLEMENT_GAGE_JOURS } from './taux.js';

const GRAINE = 3;
const INTENSITE = 200;

// The RCS rows the activity may touch (activite.test.ts), the pledges left out.
const EMPREINTE_RCS = empreinte(TABLES_RCS);

const EMPREINTE_GAGES = empreinteDesTables(['gages', 'gages_mentions']);

interface Gage {
  [colonne: string]: unknown;
  id: number;
  numero: string;
  greffe: string;
  fin: string;
  radiation: string | null;
  inscription: string;
}

const GAGES = `SELECT id::int AS id, numero, greffe_code AS greffe, date_fin_effet::text AS fin,
                      date_radiation::text AS radiation, date_inscription::text AS inscription
                 FROM gages ORDER BY id`;

describe.each(backends)('the register of pledges in the registry activity on %s', (backend) => {
  const { registre, fermer } = registresDeTest(backend);
  afterAll(fermer);

  let db: Db;
  let avant: Gage[];
  let premier: string;
  let second: string;
  let simulation: BilanJour;
  let etatAvantSimulation: unknown[];
  let etatApresSimulation: unknown[];
  let bilans: BilanJour[];
  beforeAll(async () => {
    db = await registre();
    avant = await lignes<Gage>(db, GAGES);
    // Two working days four weeks before the first generated inscription in force to end after the
    // registry's reference day: one to renew, expired ones to strike off, the year's numbers to go on.
    const reference = iso(DATE_REFERENCE + 60);
    const fin = avant
      .filter((g) => g.radiation === null && g.fin >= reference)
      .map((g) => g.fin)
      .sort()[0];
    let j = jour(fin ?? reference) - 30;
    while (new Date(`${iso(j)}T12:00:00Z`).getUTCDay() !== 1) j--;
    premier = iso(j);
    second = iso(j + 1);

    const etat = async () => [...(await lignes(db, EMPREINTE_GAGES)), ...(await lignes(db, SEQUENCES))];
    etatAvantSimulation = await etat();
    [simulation] = (await appliquerActivite(db, {
      date: premier,
      graine: GRAINE,
      intensite: INTENSITE,
      simulation: true,
    })) as [BilanJour];
    etatApresSimulation = await etat();
    bilans = await appliquerActivite(db, { date: premier, jours: 2, graine: GRAINE, intensite: INTENSITE });
  }, 240_000);

  it('enters new inscriptions on registered active companies, at their greffe, for five years', async () => {
    const total = (bilans[0]?.changements.inscriptionGage ?? 0) + (bilans[1]?.changements.inscriptionGage ?? 0);
    expect(total).toBeGreaterThan(0);
    const nouvelles = await lignes<{
      date: string;
      greffe: string;
      greffe_entreprise: string;
      transfert: boolean;
      etat: string;
      forme: string;
      siren: string;
      constituant_siren: string;
      nom: string;
      denomination: string;
      personne: boolean;
      recherche: string;
      creancier: string;
      categorie: number;
      description: string;
      montant: string;
      duree: number;
      radiation: string | null;
      mentions: number;
    }>(
      db,
      `SELECT g.date_inscription::text AS date, g.greffe_code AS greffe, e.greffe_code AS greffe_entreprise,
              EXISTS (SELECT 1 FROM evenements_registre ev WHERE ev.entreprise_id = e.id AND ev.nature = 'TRANSFERT_SIEGE'
                        AND ev.date_evenement > g.date_inscription) AS transfert,
              e.date_radiation IS NULL AND e.etat = 'ACTIVE' OR e.date_radiation > g.date_inscription AS etat,
              e.forme_juridique_code AS forme, e.siren, g.constituant_siren, g.constituant_nom AS nom, e.denomination,
              g.constituant_personne AS personne, g.nom_recherche AS recherche, g.creancier, g.categorie, g.description,
              g.montant::text AS montant, (g.date_fin_effet - g.date_inscription)::int AS duree,
              g.date_radiation::text AS radiation,
              (SELECT count(*)::int FROM gages_mentions m WHERE m.gage_id = g.id) AS mentions
         FROM gages g JOIN entreprises e ON e.id = g.entreprise_id
        WHERE g.date_inscription >= $1 ORDER BY g.id`,
      [premier],
    );
    expect(nouvelles).toHaveLength(total);
    expect(nouvelles.filter((g) => g.date === premier)).toHaveLength(bilans[0]?.changements.inscriptionGage ?? -1);
    // Five years as the generator counts them (décret 2006-1804, art. 7).
    expect(EFFET_GAGE_JOURS / 365).toBeCloseTo(DUREE_EFFET_GAGE_ANNEES, 2);
    for (const g of nouvelles) {
      if (!g.transfert) expect(g.greffe).toBe(g.greffe_entreprise);
      expect(g.etat).toBe(true);
      expect(g.forme).not.toMatch(/^65/);
      expect(g.constituant_siren).toBe(g.siren);
      expect(g.nom).toBe(g.denomination);
      expect(g.personne).toBe(g.forme === '1000');
      expect(g.recherche).toBe(normaliserNom(g.denomination));
      expect(g.creancier).not.toBe('');
      expect(designations[g.categorie]).toContain(g.description);
      expect(Number(g.montant)).toBeGreaterThanOrEqual(500);
      expect(g.duree).toBe(EFFET_GAGE_JOURS);
      // No mention but a mainlevée the next day.
      if (g.radiation === null) expect(g.mentions).toBe(0);
      else expect([g.date, g.radiation, g.mentions]).toEqual([premier, second, 1]);
    }
  });

  it('numbers them after the greffe’s last number of the year, with no number twice and none skipped', async () => {
    const apres = await lignes<Gage>(db, GAGES);
    const series = new Map<string, number[]>();
    for (const g of apres) {
      const cle = `${g.greffe} ${g.numero.slice(0, 4)}`;
      series.set(cle, [...(series.get(cle) ?? []), Number(g.numero.slice(5))]);
    }
    // Every greffe's yearly series is 1, 2, 3… with no number twice and none skipped.
    for (const [cle, numeros] of series) {
      expect([cle, [...numeros].sort((a, b) => a - b)]).toEqual([cle, numeros.map((_, i) => i + 1)]);
    }
    // The generation's series stay as they were, and the second day went on after numbers of the
    // first one (read back from the register, each day numbering afresh).
    const parId = new Map(apres.map((g) => [g.id, g.numero]));
    for (const g of avant) expect(parId.get(g.id)).toBe(g.numero);
    const premierJour = apres.filter((g) => g.inscription === premier);
    const suites = apres.filter(
      (g) => g.inscription === second && premierJour.some((p) => p.greffe === g.greffe && p.numero < g.numero),
    );
    expect(suites.length).toBeGreaterThan(0);
  });

  it('strikes off d’office every inscription whose effect has expired, on the working day after', async () => {
    const expirees = avant.filter((g) => g.radiation === null && g.fin < premier).map((g) => g.id);
    expect(expirees.length).toBeGreaterThan(0);
    expect(bilans[0]?.changements.radiationOfficeGage).toBe(expirees.length);
    const office = await lignes<{ id: number; date: string; radiation: string; fin: string }>(
      db,
      `SELECT g.id::int AS id, m.date_mention::text AS date, g.date_radiation::text AS radiation,
              g.date_fin_effet::text AS fin
         FROM gages_mentions m JOIN gages g ON g.id = m.gage_id
        WHERE m.nature = 'RADIATION' AND m.libelle = 'Radiation d’office : effet de l’inscription expiré'
        ORDER BY g.id`,
    );
    expect(office.filter((m) => m.date === premier).map((m) => m.id)).toEqual(expirees);
    for (const m of office) {
      expect(m.radiation).toBe(m.date);
      expect(m.fin < m.date).toBe(true);
    }
    // None is left after the second day.
    const [restantes] = await lignes<{ n: number }>(
      db,
      'SELECT count(*)::int AS n FROM gages WHERE date_radiation IS NULL AND date_fin_effet < $1',
      [second],
    );
    expect(restantes?.n).toBe(0);
  });

  it('renews inscriptions ending within two months for five years, with their mention', async () => {
    // At this intensity every inscription in the window is renewed on the first day.
    const limite = iso(jour(premier) + FENETRE_RENOUVELLEMENT_GAGE_JOURS);
    const candidates = avant.filter(
      (g) => g.radiation === null && g.fin >= premier && g.fin <= limite && g.inscription < premier,
    );
    expect(candidates.length).toBeGreaterThan(0);
    expect(bilans[0]?.changements.renouvellementGage).toBe(candidates.length);
    const renouvelees = await lignes<{ id: number; fin: string; radiation: string | null }>(
      db,
      `SELECT g.id::int AS id, g.date_fin_effet::text AS fin, g.date_radiation::text AS radiation
         FROM gages_mentions m JOIN gages g ON g.id = m.gage_id
        WHERE m.nature = 'RENOUVELLEMENT' AND m.libelle = 'Renouvellement de l’inscription pour cinq ans'
          AND m.date_mention = $1 ORDER BY g.id`,
      [premier],
    );
    expect(renouvelees).toEqual(
      candidates.map((g) => ({ id: g.id, fin: iso(jour(g.fin) + EFFET_GAGE_JOURS), radiation: null })),
    );
  });

  it('strikes off inscriptions in force at the creditor’s request (mainlevée)', async () => {
    const mainlevees = await lignes<{ id: number; date: string; radiation: string }>(
      db,
      `SELECT g.id::int AS id, m.date_mention::text AS date, g.date_radiation::text AS radiation
         FROM gages_mentions m JOIN gages g ON g.id = m.gage_id
        WHERE m.nature = 'RADIATION' AND m.libelle = 'Radiation de l’inscription (mainlevée)' AND m.date_mention >= $1
        ORDER BY g.id`,
      [premier],
    );
    const nombre = (bilans[0]?.changements.radiationGage ?? 0) + (bilans[1]?.changements.radiationGage ?? 0);
    expect(nombre).toBeGreaterThan(0);
    expect(mainlevees).toHaveLength(nombre);
    const renouvelees = new Set(
      (
        await lignes<{ id: number }>(
          db,
          `SELECT gage_id::int AS id FROM gages_mentions WHERE nature = 'RENOUVELLEMENT' AND date_mention >= $1`,
          [premier],
        )
      ).map((r) => r.id),
    );
    const parId = new Map(avant.map((g) => [g.id, g]));
    for (const m of mainlevees) {
      expect(m.radiation).toBe(m.date);
      expect(renouvelees.has(m.id)).toBe(false);
      const g = parId.get(m.id);
      if (g === undefined) {
        // Entered by the first day, released on the second.
        const [nouvelle] = await lignes<Gage>(db, GAGES.replace('ORDER BY id', 'WHERE id = $1'), [m.id]);
        expect([nouvelle?.inscription, m.date]).toEqual([premier, second]);
        continue;
      }
      // In force on its day: entered before it, effect not expired, not struck off.
      expect(g.inscription < m.date).toBe(true);
      expect(g.fin >= m.date).toBe(true);
      expect(g.radiation).toBeNull();
    }
  });

  it('writes no registry event for the pledges: monitoring is the RCS’s', async () => {
    for (const b of bilans) {
      const [n] = await lignes<{ n: number }>(
        db,
        `SELECT count(*)::int AS n FROM evenements_registre WHERE origine = 'ACTIVITE' AND date_evenement = $1`,
        [b.date],
      );
      expect(n?.n).toBe(b.evenements);
    }
    const [gages] = await lignes<{ n: number }>(
      db,
      `SELECT count(*)::int AS n FROM evenements_registre WHERE libelle ILIKE '%gage%' AND origine = 'ACTIVITE'`,
    );
    expect(gages?.n).toBe(0);
  });

  it('simulates a day without a trace, sequences included, and the day applied afterwards is the same', async () => {
    expect(simulation.changements).toMatchObject({
      inscriptionGage: bilans[0]?.changements.inscriptionGage,
      radiationGage: bilans[0]?.changements.radiationGage,
      renouvellementGage: bilans[0]?.changements.renouvellementGage,
      radiationOfficeGage: bilans[0]?.changements.radiationOfficeGage,
    });
    expect(etatApresSimulation).toEqual(etatAvantSimulation);
    // The same days on the same registry, never simulated: the same pledges and the same RCS rows.
    const autre = await registre();
    await appliquerActivite(autre, { date: premier, jours: 2, graine: GRAINE, intensite: INTENSITE });
    expect(await lignes(autre, EMPREINTE_GAGES)).toEqual(await lignes(db, EMPREINTE_GAGES));
    expect(await lignes(autre, EMPREINTE_RCS)).toEqual(await lignes(db, EMPREINTE_RCS));
  }, 120_000);

  it('leaves the RCS changes of a day as they are without pledges', async () => {
    // The same registry with an empty register of pledges: no renewal, mainlevée or radiation d'office,
    // yet every RCS row of the days is the same.
    const sans = await registre();
    await sans.query('DELETE FROM gages');
    const [bilanSans] = await appliquerActivite(sans, { date: premier, graine: GRAINE, intensite: INTENSITE });
    expect(bilanSans?.changements).toMatchObject({ radiationGage: 0, renouvellementGage: 0, radiationOfficeGage: 0 });
    await appliquerActivite(sans, { graine: GRAINE, intensite: INTENSITE });
    expect(await lignes(sans, EMPREINTE_RCS)).toEqual(await lignes(db, EMPREINTE_RCS));
  }, 120_000);
});
