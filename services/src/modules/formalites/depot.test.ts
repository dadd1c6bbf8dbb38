import { createAppCommandes, type AppCommandes } from '../../../tests/fixtures/commandes.js';
import { creerCompte, creerUtilisateur, type Appelant } from '../../../tests/fixtures/comptes-clients.js';
import { ids } from '../../../tests/fixtures/registre.js';
import { backends } from '../../../tests/helpers/test-app.js';
import type { FormaliteDuCompte } from '@portail/contrat/formalites';
import { aujourdhui, ajouterJours } from '@portail/domaine';
import { insererFormalite } from './test-donnees.js';

const AUJOURDHUI = aujourdhui();
const ANNEE = AUJOURDHUI.slice(0, 4);

const formulaire = {
  operation: 'INSCRIPTION',
  siren: '552 100 554',
  service_impots: 'SIE de Paris 2e',
  impot: 'TVA',
  montant: 12345.67,
  date_exigibilite: ajouterJours(AUJOURDHUI, -40),
  agent: 'Claire Dubois',
  reference_formaliste: 'SIE-75-2026-001',
};

describe.each(backends)('the tax office’s inscription form on %s', (backend) => {
  let test: AppCommandes;
  let claire: Appelant;
  let compte: number;
  const deposer = (payload: Record<string, unknown>, qui: Appelant = claire) =>
    test.app.inject({ method: 'POST', url: '/api/formalites/dgfip', headers: qui.headers, payload });
  const erreur = async (payload: Record<string, unknown>) => {
    const reponse = await deposer(payload);
    expect(reponse.statusCode).toBe(400);
    return reponse.json<{ errors: Array<{ field: string; message: string }> }>().errors;
  };

  beforeAll(async () => {
    test = await createAppCommandes(backend);
    claire = await creerUtilisateur(test.app);
    compte = (await creerCompte(test.app, claire)).id;
    // The registry activity has already given Paris's number 41 of the year; Lyon's run further.
    const dossier = {
      siren: '552100554',
      denomination: 'ALPHA SOLUTIONS',
      date_depot: AUJOURDHUI,
      etapes: [['RECUE', `${AUJOURDHUI}T06:00:00Z`]] as const,
    };
    await insererFormalite(test.app.db, {
      ...dossier,
      identifiant: 'J00000000041',
      numero_liasse: `7501${ANNEE}000041`,
      greffe: '7501',
    });
    await insererFormalite(test.app.db, {
      ...dossier,
      identifiant: 'J00000000900',
      numero_liasse: `6901${ANNEE}000900`,
      greffe: '6901',
    });
  });
  afterAll(() => test.close());

  it('checks each field of the form with the SPEC’s messages', async () => {
    const cas: Array<[Record<string, unknown>, string, string | RegExp]> = [
      [{ service_impots: 'S' }, 'body.service_impots', 'Minimum 2 caractères requis.'],
      [{ agent: 'x'.repeat(71) }, 'body.agent', 'Limité à 70 caractères.'],
      [{ impot: 'TVA <script>' }, 'body.impot', 'Les caractères spéciaux ne sont pas autorisés'],
      [{ reference_formaliste: 'R'.repeat(39) }, 'body.reference_formaliste', 'Limité à 38 caractères.'],
      [{ montant: 0 }, 'body.montant', /montant positif en euros/],
      [{ montant: 10.001 }, 'body.montant', /deux décimales au plus/],
      [{ operation: 'SAISIE' }, 'body.operation', /.+/],
      [{ date_exigibilite: '31/01/2025' }, 'body.date_exigibilite', /.+/],
      [{ siren: '552 100 555' }, 'body.siren', 'doit être un numéro SIREN valide'],
      [{ siren: 'abc' }, 'body.siren', 'doit être un numéro SIREN valide'],
      // Valid keys, but no company registered at a greffe: unknown, and known from SIRENE only.
      [{ siren: '732829320' }, 'body.siren', 'Aucune entreprise immatriculée sous ce numéro SIREN.'],
      [{ siren: '901234567' }, 'body.siren', 'Aucune entreprise immatriculée sous ce numéro SIREN.'],
      [
        { date_exigibilite: ajouterJours(AUJOURDHUI, 1) },
        'body.date_exigibilite',
        'ne peut pas être postérieure à la date du jour',
      ],
    ];
    for (const [change, champ, message] of cas) {
      const erreurs = await erreur({ ...formulaire, ...change });
      expect([change, erreurs.find((e) => e.field === champ)?.message]).toEqual([
        change,
        typeof message === 'string' ? message : expect.stringMatching(message),
      ]);
    }
    const { agent: _agent, ...sansAgent } = formulaire;
    expect((await erreur(sansAgent)).map((e) => e.field)).toContain('body.agent');
    // Nothing was filed.
    const { rows } = await test.app.db.query(`SELECT 1 FROM formalites WHERE type = 'INSCRIPTION_DGFIP'`);
    expect(rows).toHaveLength(0);
  });

  it('files the dossier at the company’s greffe under the next liasse number of the year', async () => {
    const reponse = await deposer(formulaire);
    expect(reponse.statusCode).toBe(201);
    const depot = reponse.json<FormaliteDuCompte>();
    expect(depot).toMatchObject({
      numero_liasse: `7501${ANNEE}000042`,
      reference_formaliste: 'SIE-75-2026-001',
      type: 'INSCRIPTION_DGFIP',
      objet: 'Inscription du privilège du Trésor – TVA',
      greffe: { code: '7501', nom: 'Paris' },
      entreprise: { siren: '552100554', denomination: 'ALPHA SOLUTIONS', id_entite: ids.alpha },
      date_depot: AUJOURDHUI,
      etat: 'RECUE',
      motif: null,
      origine: 'DEPOSEE',
      documents: [{ code: 'RECEPISSE', libelle: 'Récépissé de dépôt' }],
    });
    expect(depot.identifiant).toMatch(/^D[0-9]{11}$/);
    expect(depot.etapes).toEqual([{ etat: 'RECUE', date: depot.date_etat, motif: null }]);
    const { rows } = await test.app.db.query<{ compte: number; donnees: unknown }>(
      'SELECT compte_client_id AS compte, donnees FROM formalites WHERE identifiant = $1',
      [depot.identifiant],
    );
    // What the form received, as entered (the SIREN with its spaces).
    expect(rows[0]).toEqual({ compte, donnees: formulaire });

    // In the account's dossiers; on the public follow-up by its liasse number, not by its SIREN yet.
    const liste = (await test.app.inject({ method: 'GET', url: '/api/formalites', headers: claire.headers })).json<{
      total: number;
      formalites: FormaliteDuCompte[];
      par_etat: Record<string, number>;
    }>();
    expect(liste.formalites.map((f) => [f.identifiant, f.origine])).toEqual([[depot.identifiant, 'DEPOSEE']]);
    expect(liste.par_etat.RECUE).toBe(1);
    const suivi = (query: string) =>
      test.app.inject({ method: 'GET', url: `/api/formalites/suivi?${query}` }).then((r) => r.json());
    expect((await suivi(`numeroLiasseOrRefFormaliste=${depot.numero_liasse}`)).total).toBe(1);
    const parSiren = (await suivi('siren=552100554')).formalites.map((f: { identifiant: string }) => f.identifiant);
    expect(parSiren).toContain('J00000000041');
    expect(parSiren).not.toContain(depot.identifiant);

    // A sole trader at Marseille: the first number of that greffe's year; the objet says the operation.
    const durand = await deposer({ ...formulaire, siren: '412345670', operation: 'RADIATION', impot: 'CFE' });
    expect(durand.json()).toMatchObject({
      numero_liasse: `1303${ANNEE}000001`,
      objet: 'Radiation de l’inscription du privilège du Trésor – CFE',
      entreprise: { denomination: 'DURAND Pierre' },
      reference_formaliste: 'SIE-75-2026-001',
    });
  });

  it('gives unique, consecutive numbers to filings made at the same time', async () => {
    const reponses = await Promise.all([1, 2, 3].map(() => deposer(formulaire)));
    expect(reponses.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const numeros = reponses.map((r) => r.json<FormaliteDuCompte>().numero_liasse).sort();
    expect(numeros).toEqual([43, 44, 45].map((n) => `7501${ANNEE}0000${n}`));
    expect(new Set(reponses.map((r) => r.json<FormaliteDuCompte>().identifiant)).size).toBe(3);
  });

  it('refuses a blocked account as the orders do, and a caller without a selected account', async () => {
    await test.app.db.query(`UPDATE comptes_clients SET position = 'SUSPENDU' WHERE id = $1`, [compte]);
    try {
      const reponse = await deposer(formulaire);
      expect(reponse.statusCode).toBe(403);
      expect(reponse.json().message).toBe('Votre compte client ne permet pas de déposer une formalité.');
      // It still reads its dossiers.
      const liste = await test.app.inject({ method: 'GET', url: '/api/formalites', headers: claire.headers });
      expect(liste.json().total).toBe(5);
    } finally {
      await test.app.db.query(`UPDATE comptes_clients SET position = 'OUVERT' WHERE id = $1`, [compte]);
    }
    const seul = await creerUtilisateur(test.app, 'Sans', 'Compte');
    const reponse = await deposer(formulaire, seul);
    expect(reponse.statusCode).toBe(404);
    expect(reponse.json().message).toBe('Aucun compte client sélectionné.');
  });
});
