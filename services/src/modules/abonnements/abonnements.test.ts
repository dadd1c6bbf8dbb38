import { aujourdhui, lendemain } from '@portail/domaine';

import { createAppCommandes, type AppCommandes } from '../../../tests/fixtures/commandes.js';
import {
  creerCompte,
  creerUtilisateur,
  dossierAbonne,
  lier,
  type Appelant,
} from '../../../tests/fixtures/comptes-clients.js';
import { payerParCarte } from '../../../tests/fixtures/kbis-periodiques.js';
import { backends } from '../../../tests/helpers/test-app.js';
import { creerMessagerie } from '../../lib/courriels/messagerie.js';
import { traiterEcheances } from './index.js';

interface Periode {
  uuid: string;
  statut: string;
  date_debut: string;
  date_fin: string | null;
  montant: { ttc: number };
  commande: { reference_commande: string; statut: string } | null;
  adresse_facturation: Record<string, unknown>;
}
interface Liste {
  type_compte: string;
  abonne_actif: boolean;
  paye_jusqu_au: string | null;
  offre: { montant: { ttc: number; ht: number }; duree_mois: number; plafond_surveillances: number | null };
  abonnements: Periode[];
}

/** `jour` plus `mois` months, minus one day: the last day of a period that starts on `jour`. */
function finPeriode(jour: string, mois: number): string {
  const date = new Date(`${jour}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + mois);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}
const decaler = (jour: string, jours: number) => {
  const date = new Date(`${jour}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + jours);
  return date.toISOString().slice(0, 10);
};

describe.each(backends)('subscription periods paid through orders on %s', (backend) => {
  let test: AppCommandes;
  let claire: Appelant;
  let compte: number;
  const appel = (method: 'GET' | 'POST', url: string, qui: Appelant = claire, payload?: object) =>
    test.app.inject({ method, url: `/api${url}`, headers: qui.headers, ...(payload && { payload }) });
  const liste = async (qui = claire, id = compte) => {
    const reponse = await appel('GET', `/commandes/abonnements?id_compte_client=${id}`, qui);
    expect(reponse.statusCode).toBe(200);
    return reponse.json<Liste>();
  };
  const commander = (corps: object = {}, qui = claire) =>
    appel('POST', '/commandes/abonnements', qui, { id_compte_client: compte, ...corps });
  const courriels = async (qui: Appelant) => {
    const { config } = test.app;
    const messagerie = creerMessagerie({
      smtpUrl: undefined,
      dossier: config.emailsDir,
      expediteur: config.emailExpediteur,
    });
    return (await messagerie.lister()).filter((c) => c.a === qui.email);
  };

  beforeAll(async () => {
    test = await createAppCommandes(backend);
  });
  beforeEach(async () => {
    claire = await creerUtilisateur(test.app);
    compte = (await creerCompte(test.app, claire)).id;
  });
  afterAll(() => test.close());

  it('shows a member the offer, its price and quota from the data, and no rights yet', async () => {
    const mes = await liste();
    expect(mes).toMatchObject({ type_compte: 'MEMBRE', abonne_actif: false, paye_jusqu_au: null });
    expect(mes.offre).toMatchObject({ duree_mois: 12, montant: { ttc: 99, ht: 82.5 }, plafond_surveillances: 50 });
    expect(mes.abonnements.map((p) => p.statut)).toEqual(['GRATUIT']);
  });

  it('turns a member into a subscriber once the order is paid by card, for a year from the payment', async () => {
    const reponse = await commander();
    expect(reponse.statusCode).toBe(201);
    const { abonnement, commande } = reponse.json<{ abonnement: Periode; commande: Record<string, unknown> }>();
    expect(abonnement).toMatchObject({ statut: 'EN_ATTENTE_DE_PAIEMENT', montant: { ttc: 99 } });
    expect(commande).toMatchObject({ statut: 'A_PAYER', montant: { ttc: 99 } });
    // A second click gives the same order, not a second one.
    const encore = await commander();
    expect(encore.statusCode).toBe(200);
    expect(encore.json<{ commande: { reference_commande: string } }>().commande.reference_commande).toBe(
      commande.reference_commande,
    );

    await payerParCarte(test.app, claire, String(commande.reference_commande));

    const jour = aujourdhui();
    const mes = await liste();
    expect(mes).toMatchObject({ type_compte: 'ABONNE', abonne_actif: true, paye_jusqu_au: finPeriode(jour, 12) });
    const [payee, adhesion] = mes.abonnements;
    expect(payee).toMatchObject({ statut: 'PAYE', date_debut: jour, date_fin: finPeriode(jour, 12) });
    expect(payee?.commande).toMatchObject({ statut: 'LIVREE' });
    // The membership begun today is replaced by the subscription.
    expect(adhesion?.statut).toBe('ANNULE');
    const { rows } = await test.app.db.query<{ habilitations: string }>(
      'SELECT habilitations FROM comptes_clients WHERE id = $1',
      [compte],
    );
    expect(rows[0]?.habilitations.split(',')).toContain('GERER_ABONNEMENT');
    const { rows: factures } = await test.app.db.query<{ ttc_centimes: string }>(
      'SELECT ttc_centimes::text FROM factures WHERE compte_client_id = $1',
      [compte],
    );
    expect(factures).toEqual([{ ttc_centimes: '9900' }]);
    const recus = (await courriels(claire)).map((c) => c.sujet);
    expect(recus).toContain('Votre abonnement Greffeo est actif');
    expect(recus.filter((sujet) => sujet.startsWith('Vos documents sont disponibles'))).toEqual([]);

    // Paid for a year: the renewal opens only 30 days before the end.
    const trop = await commander();
    expect(trop.statusCode).toBe(409);
    expect(trop.json<{ message: string }>().message).toMatch(/^Votre abonnement est payé jusqu’au /);
  });

  it('pays the period an account was created with, and keeps the billing details given before paying', async () => {
    const paul = await creerUtilisateur(test.app, 'Paul');
    const abonne = (await creerCompte(test.app, paul, dossierAbonne)).id;
    const [enAttente] = (await liste(paul, abonne)).abonnements;
    expect(enAttente?.statut).toBe('EN_ATTENTE_DE_PAIEMENT');
    const adresse = {
      contact_nom: 'Durand',
      contact_prenom: 'Paul',
      numero_voie_facturation: '3 avenue Foch',
      code_postal_facturation: '69006',
      ville_facturation: 'Lyon',
    };
    const reponse = await appel('POST', '/commandes/abonnements', paul, {
      id_compte_client: abonne,
      uuid: enAttente?.uuid,
      adresse_facturation: adresse,
    });
    expect(reponse.statusCode).toBe(201);
    const { abonnement, commande } = reponse.json<{ abonnement: Periode; commande: { reference_commande: string } }>();
    expect(abonnement.uuid).toBe(enAttente?.uuid);
    expect(abonnement.adresse_facturation).toMatchObject({ ...adresse, pays_facturation: 'FR' });
    await payerParCarte(test.app, paul, commande.reference_commande);
    expect(await liste(paul, abonne)).toMatchObject({ abonne_actif: true, type_compte: 'ABONNE' });
  });

  it('answers 400 naming the field, 403 to a user who is not an administrator, 404 for another account', async () => {
    const mauvais = await commander({ uuid: 'abc' });
    expect(mauvais.statusCode).toBe(400);
    expect(mauvais.json<{ errors: Array<{ field: string }> }>().errors[0]?.field).toBe('body.uuid');
    const adresse = await commander({
      adresse_facturation: {
        contact_nom: 'A',
        contact_prenom: 'B',
        numero_voie_facturation: '1 rue',
        code_postal_facturation: '!!',
        ville_facturation: 'X',
      },
    });
    expect(adresse.statusCode).toBe(400);
    expect(adresse.json<{ errors: Array<{ field: string }> }>().errors[0]?.field).toBe(
      'body.adresse_facturation.code_postal_facturation',
    );
    const inconnue = await commander({ uuid: '6f1c2f7e-8a51-4f1b-9d7e-2a3b4c5d6e7f' });
    expect(inconnue.statusCode).toBe(404);

    const autre = await creerUtilisateur(test.app, 'Marc');
    const sien = (await creerCompte(test.app, autre)).id;
    expect((await appel('GET', `/commandes/abonnements?id_compte_client=${sien}`)).statusCode).toBe(404);
    expect((await appel('POST', '/commandes/abonnements', claire, { id_compte_client: sien })).statusCode).toBe(404);

    const lea = await creerUtilisateur(test.app, 'Léa');
    await lier(test.app, lea, compte, 'UTILISATEUR');
    await test.app.db.query(
      'UPDATE utilisateurs_comptes SET selectionne = true WHERE utilisateur_id = $1 AND compte_client_id = $2',
      [lea.id, compte],
    );
    expect((await commander({}, lea)).statusCode).toBe(403);
    expect((await appel('GET', '/commandes/abonnements?id_compte_client=x')).statusCode).toBe(400);
    const { rows } = await test.app.db.query('SELECT 1 FROM commandes WHERE compte_client_id = $1', [compte]);
    expect(rows).toEqual([]);
  });

  it('opens the renewal 30 days before the end with one reminder, then signals the expiry once', async () => {
    const premiere = await commander();
    await payerParCarte(
      test.app,
      claire,
      premiere.json<{ commande: { reference_commande: string } }>().commande.reference_commande,
    );
    const jour = aujourdhui();
    const fin = decaler(jour, 10);
    await test.app.db.query(`UPDATE abonnements SET date_fin = $2 WHERE compte_client_id = $1 AND statut = 'PAYE'`, [
      compte,
      fin,
    ]);

    expect(await traiterEcheances(test.app.db, jour)).toMatchObject({ rappels: 1 });
    expect(await traiterEcheances(test.app.db, jour)).toMatchObject({ rappels: 0 });
    await test.app.travaux.vider();
    const [renouvellement] = (await liste()).abonnements;
    expect(renouvellement).toMatchObject({
      statut: 'EN_ATTENTE_DE_PAIEMENT',
      date_debut: lendemain(fin),
      date_fin: finPeriode(lendemain(fin), 12),
    });
    const rappels = (await courriels(claire)).filter((c) => c.sujet.startsWith('Votre abonnement Greffeo prend fin'));
    expect(rappels).toHaveLength(1);
    expect(rappels[0]?.texte).toContain(`/espace-personnel/mon-abonnement/reprise/${renouvellement?.uuid}`);

    // Paid in advance, the renewal keeps its dates: no day is lost.
    const seconde = await commander({ uuid: renouvellement?.uuid });
    await payerParCarte(
      test.app,
      claire,
      seconde.json<{ commande: { reference_commande: string } }>().commande.reference_commande,
    );
    expect(await liste()).toMatchObject({ paye_jusqu_au: finPeriode(lendemain(fin), 12) });

    // Both periods over: one expiry notice, and the rights are gone.
    await test.app.db.query(
      `UPDATE abonnements SET date_debut = date_debut - 400, date_fin = date_fin - 400 WHERE compte_client_id = $1 AND statut = 'PAYE'`,
      [compte],
    );
    const apres = await traiterEcheances(test.app.db, jour);
    expect(apres.expirations).toBeGreaterThanOrEqual(1);
    expect((await traiterEcheances(test.app.db, jour)).expirations).toBe(0);
    await test.app.travaux.vider();
    expect(await liste()).toMatchObject({ abonne_actif: false, paye_jusqu_au: null });
    const fins = (await courriels(claire)).filter((c) => c.sujet === 'Votre abonnement Greffeo a pris fin');
    expect(fins.length).toBeGreaterThanOrEqual(1);
  });
});
