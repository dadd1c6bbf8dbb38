import { LETTRES_RG } from '@portail/contrat/affaires';

import { backends } from '../../../../tests/helpers/test-app.js';
import type { Db } from '../../../db/index.js';
import { normaliserNom } from '../../../lib/normaliser.js';
import {
  CHAMBRE_PROCEDURES,
  dispositifJugement,
  JUGE_DES_REFERES,
  OBJETS_PROCEDURE,
  PRESIDENT,
} from '../generateur/affaires.js';
import { designer } from '../generateur/affaires-parties.js';
import { dateFrancaise, jour } from '../generateur/dates.js';
import { modelesContentieux, modelesInjonction, modelesRefere } from '../generateur/donnees/affaires.js';
import type { TypeProcedure } from '../generateur/procedures.js';
import {
  empreinte,
  empreinteDesTables,
  lignes,
  registresDeTest,
  SEQUENCES,
} from '../../../../tests/helpers/registres.js';
import { appliquerActivite, type BilanJour } from './journee.js';

const GRAINE = 5;
const INTENSITE = 200;
// A week after the generated registry's reference day (2025-06-30): the hearings held meanwhile are
// given their issue on the first day. Then, after the summer, the hearings held meanwhile; in
// November, the decisions set in September.
const PREMIER = '2025-07-07';
const SECOND = '2025-07-08';
const TROISIEME = '2025-09-01';
const QUATRIEME = '2025-11-03';

// The RCS rows the activity may touch (activite.test.ts), the court's roll left out.
const EMPREINTE_RCS = empreinte([
  'entreprises',
  'etablissements',
  'fonctions',
  'documents',
  'inscriptions',
  'procedures_collectives',
  'jugements',
  'gages',
]);

const EMPREINTE_AFFAIRES = empreinteDesTables([
  'affaires',
  'affaires_parties',
  'affaires_audiences',
  'affaires_decisions',
]);

interface Affaire {
  [colonne: string]: unknown;
  id: number;
  greffe: string;
  numero: string;
  nature: string;
  chambre: string;
  objet: string;
  introduction: string;
  etat: string;
  fin: string | null;
  procedure: number | null;
}

const AFFAIRES = `SELECT id::int AS id, greffe_code AS greffe, numero_rg AS numero, nature, chambre, objet,
                         date_introduction::text AS introduction, etat, date_fin::text AS fin,
                         procedure_id::int AS procedure
                    FROM affaires ORDER BY id`;

interface Audience {
  [colonne: string]: unknown;
  id: number;
  affaire: number;
  date: string;
  objet: string;
  issue: string | null;
}

const AUDIENCES = `SELECT id::int AS id, affaire_id::int AS affaire, date_audience::text AS date, objet, issue
                     FROM affaires_audiences ORDER BY id`;

interface Decision {
  [colonne: string]: unknown;
  id: number;
  affaire: number;
  date: string;
  type: string;
  libelle: string;
  dispositif: string;
  jugement: number | null;
}

const DECISIONS = `SELECT id::int AS id, affaire_id::int AS affaire, date_decision::text AS date, type, libelle, dispositif,
                          jugement_id::int AS jugement
                     FROM affaires_decisions ORDER BY id`;

const somme = (bilans: BilanJour[], cle: keyof BilanJour['changements']) =>
  bilans.reduce((n, b) => n + (b.changements[cle] ?? 0), 0);

describe.each(backends)('the court cases in the registry activity on %s', (backend) => {
  const { registre, fermer } = registresDeTest(backend);
  afterAll(fermer);

  /** The same four days on a registry; `entre` is called after the second one. */
  const appliquer = async (base: Db, entre?: () => Promise<void>): Promise<BilanJour[]> => {
    const bilans = await appliquerActivite(base, { date: PREMIER, jours: 2, graine: GRAINE, intensite: INTENSITE });
    await entre?.();
    for (const date of [TROISIEME, QUATRIEME])
      bilans.push(...(await appliquerActivite(base, { date, graine: GRAINE, intensite: INTENSITE })));
    return bilans;
  };

  let db: Db;
  let avant: { affaires: Affaire[]; audiences: Audience[]; decisions: Decision[] };
  let simulation: BilanJour;
  let etatAvantSimulation: unknown[];
  let etatApresSimulation: unknown[];
  let bilans: BilanJour[];
  let audiencesEntre: Audience[];
  let affaires: Affaire[];
  let audiences: Audience[];
  let decisions: Decision[];
  beforeAll(async () => {
    db = await registre();
    avant = {
      affaires: await lignes<Affaire>(db, AFFAIRES),
      audiences: await lignes<Audience>(db, AUDIENCES),
      decisions: await lignes<Decision>(db, DECISIONS),
    };
    const etat = async () => [...(await lignes(db, EMPREINTE_AFFAIRES)), ...(await lignes(db, SEQUENCES))];
    etatAvantSimulation = await etat();
    [simulation] = (await appliquerActivite(db, {
      date: PREMIER,
      graine: GRAINE,
      intensite: INTENSITE,
      simulation: true,
    })) as [BilanJour];
    etatApresSimulation = await etat();
    bilans = await appliquer(db, async () => {
      audiencesEntre = await lignes<Audience>(db, AUDIENCES);
    });
    affaires = await lignes<Affaire>(db, AFFAIRES);
    audiences = await lignes<Audience>(db, AUDIENCES);
    decisions = await lignes<Decision>(db, DECISIONS);
  }, 300_000);

  it('makes every proceeding opened a case, with its debtor, its mandataire and its judgments as decisions', async () => {
    const procedures = await lignes<{
      id: number;
      type: TypeProcedure;
      greffe: string;
      ouverture: string;
      entreprise: number;
      siren: string;
      denomination: string;
      personne: boolean;
    }>(
      db,
      `SELECT p.id::int AS id, p.type, coalesce(p.greffe_code, e.greffe_code) AS greffe, p.date_ouverture::text AS ouverture,
              e.id::int AS entreprise, e.siren, e.denomination, e.personne_physique AS personne
         FROM procedures_collectives p JOIN entreprises e ON e.id = p.entreprise_id
        WHERE p.date_ouverture >= $1 ORDER BY p.id`,
      [PREMIER],
    );
    expect(procedures.length).toBeGreaterThan(0);
    expect(procedures).toHaveLength(somme(bilans, 'ouverturePcl'));
    expect(somme(bilans, 'affairePcl')).toBe(procedures.length);
    const parties = await lignes<{
      affaire: number;
      role: string;
      entreprise: number | null;
      siren: string | null;
      nom: string;
      recherche: string;
    }>(
      db,
      `SELECT affaire_id::int AS affaire, role, entreprise_id::int AS entreprise, siren, nom, nom_recherche AS recherche
         FROM affaires_parties ORDER BY id`,
    );
    for (const p of procedures) {
      const cas = affaires.filter((a) => a.procedure === p.id);
      expect(cas).toHaveLength(1);
      const a = cas[0] as Affaire;
      expect(a).toMatchObject({
        greffe: p.greffe,
        nature: 'PROCEDURE_COLLECTIVE',
        chambre: CHAMBRE_PROCEDURES,
        objet: OBJETS_PROCEDURE[p.type],
        introduction: p.ouverture,
      });
      expect(a.numero).toMatch(new RegExp(`^${p.ouverture.slice(0, 4)}J\\d{5}$`));
      const siennes = parties.filter((x) => x.affaire === a.id);
      expect(siennes.map((x) => x.role)).toEqual(['DEBITEUR', 'MANDATAIRE_JUDICIAIRE']);
      expect(siennes[0]).toMatchObject({ entreprise: p.entreprise, siren: p.siren, nom: p.denomination });
      expect(siennes[0]?.recherche).toBe(normaliserNom(p.denomination));
      expect(siennes[1]?.nom).toMatch(/^SELARL .+ & Associés, mandataires judiciaires$/);
    }
    // Every judgment of the days (the proceedings opened and the generated ones moved on) is a
    // decision of its proceeding's case, as the generator writes it.
    const jugements = await lignes<{
      id: number;
      procedure: number;
      date: string;
      nature: string;
      complement: string | null;
      denomination: string;
      personne: boolean;
    }>(
      db,
      `SELECT j.id::int AS id, j.procedure_id::int AS procedure, j.date_jugement::text AS date, j.nature, j.complement,
              e.denomination, e.personne_physique AS personne
         FROM jugements j JOIN procedures_collectives p ON p.id = j.procedure_id JOIN entreprises e ON e.id = p.entreprise_id
        WHERE j.date_jugement >= $1 ORDER BY j.id`,
      [PREMIER],
    );
    expect(jugements.length).toBeGreaterThan(procedures.length);
    expect(somme(bilans, 'decisionPcl')).toBe(jugements.length);
    for (const j of jugements) {
      const affaire = affaires.find((a) => a.procedure === j.procedure);
      expect(decisions.filter((d) => d.jugement === j.id)).toEqual([
        {
          id: expect.any(Number),
          affaire: affaire?.id,
          date: j.date,
          type: 'JUGEMENT',
          libelle: j.nature,
          dispositif: dispositifJugement(j.nature, j.complement, designer(j.denomination, j.personne)),
          jugement: j.id,
        },
      ]);
    }
  });

  it('closes the case of a proceeding closed, on the day of the closing judgment', async () => {
    const closes = await lignes<{ id: number; cloture: string }>(
      db,
      `SELECT id::int AS id, date_cloture::text AS cloture FROM procedures_collectives WHERE date_cloture >= $1 ORDER BY id`,
      [PREMIER],
    );
    expect(closes.length).toBeGreaterThan(0);
    expect(somme(bilans, 'clotureAffairePcl')).toBe(closes.length);
    // Among them, proceedings opened by the first day and closed on the second.
    expect(
      closes.some((p) => p.cloture === SECOND && affaires.find((a) => a.procedure === p.id)?.introduction === PREMIER),
    ).toBe(true);
    for (const p of closes) {
      expect(affaires.find((a) => a.procedure === p.id)).toMatchObject({ etat: 'CLOSE', fin: p.cloture });
    }
    // The proceedings still open have their case open.
    const [ouvertes] = await lignes<{ n: number }>(
      db,
      `SELECT count(*)::int AS n FROM affaires a JOIN procedures_collectives p ON p.id = a.procedure_id
        WHERE (p.date_cloture IS NULL) <> (a.etat = 'EN_COURS')`,
    );
    expect(ouvertes?.n).toBe(0);
  });

  it('introduces new contentieux, référés and injonctions de payer, with their parties and first hearing', async () => {
    const nouvelles = affaires.filter((a) => a.procedure === null && a.introduction >= PREMIER);
    for (const [cle, nature] of [
      ['affaireContentieux', 'CONTENTIEUX'],
      ['affaireRefere', 'REFERE'],
      ['affaireInjonction', 'INJONCTION_DE_PAYER'],
    ] as const) {
      expect(somme(bilans, cle)).toBeGreaterThan(0);
      expect(nouvelles.filter((a) => a.nature === nature)).toHaveLength(somme(bilans, cle));
    }
    const objets = {
      CONTENTIEUX: modelesContentieux.map((m) => m.objet),
      REFERE: modelesRefere.map((m) => m.objet),
      INJONCTION_DE_PAYER: modelesInjonction.map((m) => m.objet),
    };
    const parties = await lignes<{
      affaire: number;
      role: string;
      entreprise: number | null;
      etat: string | null;
      greffe: string | null;
      transfert: boolean;
    }>(
      db,
      `SELECT x.affaire_id::int AS affaire, x.role, x.entreprise_id::int AS entreprise, e.etat, e.greffe_code AS greffe,
              EXISTS (SELECT 1 FROM evenements_registre ev WHERE ev.entreprise_id = e.id AND ev.nature = 'TRANSFERT_SIEGE'
                        AND ev.origine = 'ACTIVITE') AS transfert
         FROM affaires_parties x LEFT JOIN entreprises e ON e.id = x.entreprise_id ORDER BY x.id`,
    );
    for (const a of nouvelles) {
      const nature = a.nature as keyof typeof objets;
      expect(objets[nature]).toContain(a.objet);
      expect(a.chambre).toMatch(
        nature === 'REFERE' ? JUGE_DES_REFERES : nature === 'INJONCTION_DE_PAYER' ? PRESIDENT : /^\d+(re|e) chambre$/,
      );
      const siennes = parties.filter((p) => p.affaire === a.id);
      expect(siennes.map((p) => p.role).sort()).toEqual(['DEFENDEUR', 'DEMANDEUR']);
      expect(siennes[0]?.role).toBe('DEMANDEUR');
      // A company of the registry at its greffe on one side (unless its siège moved since).
      expect(siennes.some((p) => p.entreprise !== null && (p.greffe === a.greffe || p.transfert))).toBe(true);
      const leurs = audiences.filter((x) => x.affaire === a.id);
      if (nature === 'INJONCTION_DE_PAYER') {
        // An order on request, without a hearing, rendered within weeks.
        expect(leurs).toHaveLength(0);
        const [ordonnance, ...autres] = decisions.filter((d) => d.affaire === a.id);
        expect(autres).toHaveLength(0);
        expect(ordonnance?.type).toBe('ORDONNANCE');
        expect(ordonnance && ordonnance.date > a.introduction).toBe(true);
      } else {
        const premiere = leurs[0] as Audience;
        expect(premiere.date > a.introduction).toBe(true);
        expect([1, 2, 3, 4, 5]).toContain(new Date(`${premiere.date}T12:00:00Z`).getUTCDay());
        expect(premiere.objet).toBe(nature === 'REFERE' ? 'Audience des référés' : 'Audience de mise en état');
      }
    }
  });

  it('gives every hearing held its issue: renvoi to a new hearing, délibéré with its decision, radiation, désistement', async () => {
    // The hearings to come after the second day and held by the third (August's sittings included).
    const tenues = audiencesEntre.filter((x) => x.issue === null && x.date <= TROISIEME);
    expect(tenues.length).toBeGreaterThan(0);
    // None is left without an issue.
    const [restantes] = await lignes<{ n: number }>(
      db,
      `SELECT count(*)::int AS n FROM affaires_audiences x JOIN affaires a ON a.id = x.affaire_id
        WHERE x.issue IS NULL AND x.date_audience <= $1 AND a.nature <> 'PROCEDURE_COLLECTIVE'`,
      [TROISIEME],
    );
    expect(restantes?.n).toBe(0);
    expect(somme(bilans, 'audienceAffaire')).toBeGreaterThan(tenues.length);
    const vues = { renvoi: 0, delibere: 0 };
    for (const t of tenues) {
      const x = audiences.find((y) => y.id === t.id) as Audience;
      const a = affaires.find((y) => y.id === x.affaire) as Affaire;
      const renvoi = /^Renvoi(?: pour plaidoiries)? au (.+)$/.exec(x.issue ?? '');
      const delibere = /^Affaire mise en délibéré au (.+)$/.exec(x.issue ?? '');
      if (renvoi) {
        vues.renvoi++;
        const suivante = audiences.find((y) => y.affaire === a.id && y.id > x.id);
        expect(suivante && dateFrancaise(jour(suivante.date))).toBe(renvoi[1]);
        expect(suivante && suivante.date > x.date).toBe(true);
      } else if (delibere) {
        vues.delibere++;
        const [decision] = decisions.filter((d) => d.affaire === a.id && d.jugement === null);
        expect(decision && dateFrancaise(jour(decision.date))).toBe(delibere[1]);
        expect(decision?.type).toBe(a.nature === 'REFERE' ? 'ORDONNANCE' : 'JUGEMENT');
        expect(decision?.dispositif).not.toMatch(/[{}]/);
      } else if (x.issue === 'Radiation du rôle faute de diligence des parties') {
        expect(a.etat).toBe('RADIEE');
      } else {
        expect(x.issue).toBe('Désistement d’instance');
        expect(a.etat).toBe('JUGEE');
      }
    }
    expect(vues.renvoi).toBeGreaterThan(0);
    expect(vues.delibere).toBeGreaterThan(0);
  });

  it('renders the decisions on their day: judgment for a contentieux, order for a référé or an injonction', async () => {
    expect(bilans[2]?.changements.decisionAffaire).toBeGreaterThan(0);
    expect(bilans[3]?.changements.decisionAffaire).toBeGreaterThan(0);
    const rendues = decisions.filter(
      (d) => d.jugement === null && d.date <= QUATRIEME && !avant.decisions.some((v) => v.id === d.id),
    );
    expect(rendues.length).toBeGreaterThan(0);
    const types = new Set<string>();
    for (const d of rendues) {
      const a = affaires.find((y) => y.id === d.affaire) as Affaire;
      types.add(a.nature);
      expect(d.type).toBe(a.nature === 'CONTENTIEUX' ? 'JUGEMENT' : 'ORDONNANCE');
      expect(a).toMatchObject({ etat: 'JUGEE', fin: d.date });
    }
    expect([...types].sort()).toEqual(['CONTENTIEUX', 'INJONCTION_DE_PAYER', 'REFERE']);
    // A decision still to come leaves its case open.
    const aVenir = decisions.filter((d) => d.jugement === null && d.date > QUATRIEME);
    expect(aVenir.length).toBeGreaterThan(0);
    for (const d of aVenir) expect(affaires.find((y) => y.id === d.affaire)?.etat).toBe('EN_COURS');
  });

  it('numbers the cases after each greffe’s last roll number of the year and kind, none twice', async () => {
    const nouvelles = affaires.filter((a) => !avant.affaires.some((v) => v.id === a.id));
    expect(new Set(affaires.map((a) => `${a.greffe} ${a.numero}`)).size).toBe(affaires.length);
    const series = new Map<string, { avant: number; nouveaux: number[] }>();
    for (const a of [...avant.affaires, ...nouvelles]) {
      const cle = `${a.greffe} ${a.numero.slice(0, 5)}`;
      const serie = series.get(cle) ?? { avant: 0, nouveaux: [] };
      const n = Number(a.numero.slice(5));
      if (nouvelles.includes(a)) serie.nouveaux.push(n);
      else serie.avant = Math.max(serie.avant, n);
      series.set(cle, serie);
    }
    let suites = 0;
    for (const [cle, { avant: dernier, nouveaux }] of series) {
      if (nouveaux.length === 0) continue;
      if (dernier > 0) suites++;
      expect([cle, nouveaux]).toEqual([cle, nouveaux.map((_, i) => dernier + i + 1)]);
    }
    // Series the generation had begun, of every letter.
    expect(suites).toBeGreaterThan(0);
    const lettres = new Set(nouvelles.map((a) => a.numero.slice(4, 5)));
    expect([...lettres].sort()).toEqual(Object.values(LETTRES_RG).sort());
    // The generated cases keep their numbers.
    const parId = new Map(affaires.map((a) => [a.id, a.numero]));
    for (const a of avant.affaires) expect(parId.get(a.id)).toBe(a.numero);
  });

  it('writes no registry event for the cases: only the proceedings’ judgments have theirs', async () => {
    for (const b of bilans) {
      const [n] = await lignes<{ n: number; pcl: number; jugements: number }>(
        db,
        `SELECT count(*)::int AS n, count(*) FILTER (WHERE type = 'PCL')::int AS pcl,
                (SELECT count(*)::int FROM jugements WHERE date_jugement = $1) AS jugements
           FROM evenements_registre WHERE origine = 'ACTIVITE' AND date_evenement = $1`,
        [b.date],
      );
      expect(n?.n).toBe(b.evenements);
      expect(n?.pcl).toBe(n?.jugements);
    }
    const [affaire] = await lignes<{ n: number }>(
      db,
      `SELECT count(*)::int AS n FROM evenements_registre
        WHERE origine = 'ACTIVITE' AND (libelle ILIKE '%audience%' OR libelle ILIKE '%référé%' OR libelle ILIKE '%injonction%'
              OR libelle ILIKE '%délibéré%')`,
    );
    expect(affaire?.n).toBe(0);
  });

  it('simulates a day without a trace, sequences included, and the days applied afterwards are the same', async () => {
    expect(simulation.changements).toMatchObject({
      affairePcl: bilans[0]?.changements.affairePcl,
      decisionPcl: bilans[0]?.changements.decisionPcl,
      audienceAffaire: bilans[0]?.changements.audienceAffaire,
      affaireContentieux: bilans[0]?.changements.affaireContentieux,
      affaireRefere: bilans[0]?.changements.affaireRefere,
      affaireInjonction: bilans[0]?.changements.affaireInjonction,
    });
    expect(etatApresSimulation).toEqual(etatAvantSimulation);
    const autre = await registre();
    await appliquer(autre);
    expect(await lignes(autre, EMPREINTE_AFFAIRES)).toEqual(await lignes(db, EMPREINTE_AFFAIRES));
    expect(await lignes(autre, EMPREINTE_RCS)).toEqual(await lignes(db, EMPREINTE_RCS));
  }, 180_000);

  it('leaves the RCS changes of the days as they are without the court’s roll', async () => {
    const sans = await registre();
    await sans.query('DELETE FROM affaires');
    await appliquer(sans);
    expect(await lignes(sans, EMPREINTE_RCS)).toEqual(await lignes(db, EMPREINTE_RCS));
  }, 180_000);
});
