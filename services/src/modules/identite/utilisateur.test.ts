import * as oidc from 'openid-client';

import { MOT_DE_PASSE_FAIBLE } from './service/robustesse.js';
import { Liens } from './service/liens.js';
import {
  creerCompte,
  dernierLien,
  MOT_DE_PASSE,
  Navigateur,
  nouvelleAdresse,
  seConnecter,
} from '../../../tests/helpers/identite.js';
import { bearer, jetonAcces } from '../../../tests/helpers/jetons.js';
import { backends, createTestApp, type TestApp } from '../../../tests/helpers/test-app.js';

describe.each(backends)('user resource /api/utilisateurs/user on %s', (backend) => {
  let test: TestApp;
  const app = () => test.app;

  beforeAll(async () => {
    test = await createTestApp(backend);
  });
  afterAll(() => test.close());

  /** A validated account, signed in through the real flow. */
  async function connecte(champs: { email?: string } = {}) {
    const compte = await creerCompte(app(), champs);
    const session = await seConnecter(app(), compte);
    const entetes = bearer(session.jetons.access_token);
    const appel = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      app().inject({ method, url: `/api/utilisateurs${url}`, headers: entetes, ...(payload ? { payload } : {}) });
    return { ...compte, ...session, appel };
  }

  const profil = (email: string, autres: object = {}) => ({
    lastName: 'Dupont',
    firstName: 'Jeanne',
    email,
    ...autres,
  });

  it('returns the signed-in person with every attribute, absent ones as []', async () => {
    const { email, appel } = await connecte();
    const reponse = await appel('GET', '/user');
    expect(reponse.statusCode).toBe(200);
    expect(reponse.json()).toEqual({
      id: expect.any(String),
      email,
      lastName: 'Dupont',
      firstName: 'Jeanne',
      attributes: {
        address: [],
        additionalAddress: [],
        zipCode: [],
        city: [],
        country: [],
        mobilePhone: [],
        phone: [],
      },
      email_en_attente: null,
      compte_de_test: false,
    });
  });

  it('flags an address of a test domain as a possible test account (SPEC §5)', async () => {
    const { appel } = await connecte({ email: nouvelleAdresse('essai').replace('exemple.fr', 'greffeo.test') });
    expect((await appel('GET', '/user')).json().compte_de_test).toBe(true);
  });

  it('updates names and attributes', async () => {
    const { email, appel } = await connecte();
    const reponse = await appel(
      'PUT',
      '/user',
      profil(email, {
        lastName: 'D’Alembert',
        firstName: 'Jean-Éric',
        attributes: { city: ['Saint-Étienne'], zipCode: ['42000'] },
      }),
    );
    expect(reponse.statusCode).toBe(200);
    expect(reponse.json()).toMatchObject({
      lastName: 'D’Alembert',
      firstName: 'Jean-Éric',
      attributes: { city: ['Saint-Étienne'], zipCode: ['42000'], address: [] },
    });
    expect((await appel('GET', '/user')).json().attributes.city).toEqual(['Saint-Étienne']);
  });

  it('answers 400 naming each field with the SPEC §5 messages', async () => {
    const { email, appel } = await connecte();
    const reponse = await appel(
      'PUT',
      '/user',
      profil(email, { lastName: 'x'.repeat(71), firstName: 'Jeanne#1', attributes: { address: ['a'.repeat(39)] } }),
    );
    expect(reponse.statusCode).toBe(400);
    expect(reponse.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      errors: expect.arrayContaining([{ field: 'body.lastName', message: 'Limité à 70 caractères.' }]),
    });
    // Ajv stops at the first error by default; each rule is checked on its own below.
    const prenom = await appel('PUT', '/user', profil(email, { firstName: 'Jeanne#1' }));
    expect(prenom.json().errors).toEqual([
      { field: 'body.firstName', message: 'Les caractères spéciaux ne sont pas autorisés' },
    ]);
    const adresse = await appel('PUT', '/user', profil(email, { attributes: { address: ['a'.repeat(39)] } }));
    expect(adresse.json().errors).toEqual([{ field: 'body.attributes.address.0', message: 'Limité à 38 caractères.' }]);
    const mdp = await appel('PUT', '/user/mot_de_passe', {
      motDePasseActuel: MOT_DE_PASSE,
      nouveauMotDePasse: 'court',
    });
    expect(mdp.json().errors).toEqual([{ field: 'body.nouveauMotDePasse', message: 'Minimum 12 caractères requis.' }]);
  });

  it('changes the e-mail only once the link sent to the new address is followed', async () => {
    const { email, appel, navigateur } = await connecte();
    const nouvelle = nouvelleAdresse('nouvelle');
    const reponse = await appel('PUT', '/user', profil(nouvelle));
    expect(reponse.json()).toMatchObject({ email, email_en_attente: nouvelle });
    const lien = await dernierLien(app(), nouvelle);
    expect(lien).toMatch(/^http:\/\/localhost:8000\/changement-email\?jeton=/);

    const suivi = await navigateur.aller(lien);
    expect(suivi.statusCode).toBe(303);
    expect(suivi.headers.location).toBe('/changement-email/termine');
    expect((await navigateur.aller('/changement-email/termine')).body).toContain('Adresse e-mail modifiée');
    expect((await appel('GET', '/user')).json()).toMatchObject({ email: nouvelle, email_en_attente: null });
    // Used once: the same link now lands on the expired page.
    expect((await navigateur.aller(lien)).headers.location).toBe('/changement-email/expire');
    expect((await seConnecter(app(), { email: nouvelle, motDePasse: MOT_DE_PASSE })).jetons.access_token).toBeTruthy();
  });

  it('leads an expired e-mail change link to the expired page, leaving the address as it was', async () => {
    const { email, appel } = await connecte();
    const nouvelle = nouvelleAdresse('tardive');
    const id = (await appel('PUT', '/user', profil(nouvelle))).json().id as string;
    const liens = new Liens(app().config.identiteSecrets);
    const ancien = liens.signer('changement-email', { u: id, e: nouvelle }, Date.now() - 25 * 3600_000);
    const suivi = await new Navigateur(app()).aller(`/changement-email?jeton=${ancien}`);
    expect(suivi.headers.location).toBe('/changement-email/expire');
    const page = await new Navigateur(app()).aller('/changement-email/expire');
    expect(page.body).toContain('Lien de confirmation expiré');
    expect((await appel('GET', '/user')).json().email).toBe(email);
  });

  it('refuses an address another account signs in with', async () => {
    const autre = await creerCompte(app());
    const { appel } = await connecte();
    const reponse = await appel('PUT', '/user', profil(autre.email.toUpperCase()));
    expect(reponse.statusCode).toBe(400);
    expect(reponse.json().errors).toEqual([
      { field: 'body.email', message: 'Cette adresse e-mail est déjà utilisée par un autre compte.' },
    ]);
  });

  it('takes a JSON body as sent: a boolean is not a name', async () => {
    const { email, appel } = await connecte();
    const reponse = await appel('PUT', '/user', profil(email, { lastName: true }));
    expect(reponse.statusCode).toBe(400);
    expect(reponse.json().errors).toEqual([expect.objectContaining({ field: 'body.lastName' })]);
    expect((await appel('GET', '/user')).json().lastName).not.toBe('true');
  });

  it('changes the password after checking the current one', async () => {
    const { email, appel } = await connecte();
    const faux = await appel('PUT', '/user/mot_de_passe', {
      motDePasseActuel: 'pas le bon',
      nouveauMotDePasse: 'nouveau secret solide',
    });
    expect(faux.statusCode).toBe(400);
    expect(faux.json().errors).toEqual([{ field: 'body.motDePasseActuel', message: 'Mot de passe incorrect.' }]);
    const bon = await appel('PUT', '/user/mot_de_passe', {
      motDePasseActuel: MOT_DE_PASSE,
      nouveauMotDePasse: 'nouveau secret solide',
    });
    expect(bon.statusCode).toBe(204);
    expect((await seConnecter(app(), { email, motDePasse: 'nouveau secret solide' })).jetons.access_token).toBeTruthy();
  });

  it('refuses a new password that is easy to guess, before checking the current one', async () => {
    const { appel } = await connecte();
    for (const faible of ['123456789012', ' '.repeat(12), 'azertyuiop12', 'motdepasse123']) {
      const reponse = await appel('PUT', '/user/mot_de_passe', {
        motDePasseActuel: 'pas le bon',
        nouveauMotDePasse: faible,
      });
      expect(reponse.statusCode).toBe(400);
      expect(reponse.json().errors).toEqual([{ field: 'body.nouveauMotDePasse', message: MOT_DE_PASSE_FAIBLE }]);
    }
    // None of them cost an attempt: the right current password still works.
    const bon = await appel('PUT', '/user/mot_de_passe', {
      motDePasseActuel: MOT_DE_PASSE,
      nouveauMotDePasse: 'nouveau secret solide',
    });
    expect(bon.statusCode).toBe(204);
  });

  it('deletes the account with its password: data erased, sessions and grants revoked', async () => {
    const { email, appel, client, jetons } = await connecte();
    expect((await appel('DELETE', '/user', { motDePasse: 'pas le bon' })).statusCode).toBe(400);
    expect((await appel('DELETE', '/user', { motDePasse: MOT_DE_PASSE })).statusCode).toBe(204);
    // The access token is still well signed for up to 300 s, but its person is gone.
    expect((await appel('GET', '/user')).statusCode).toBe(401);
    await expect(oidc.refreshTokenGrant(client, jetons.refresh_token as string)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    await expect(seConnecter(app(), { email, motDePasse: MOT_DE_PASSE })).rejects.toThrow(/401/);
  });

  /** A customer account the person administers, created through the accounts service. */
  async function creerDossier(entetes: Record<string, string>, typeCompte: 'MEMBRE' | 'ABONNE') {
    const reponse = await app().inject({
      method: 'POST',
      url: '/api/comptes_clients/signatures/creation_dossier_client',
      headers: entetes,
      payload: {
        type_compte: typeCompte,
        type_profil: 'PARTICULIER',
        contact_nom: 'Dupont',
        contact_prenom: 'Jeanne',
        numero_voie_facturation: '4 rue des Lilas',
        code_postal_facturation: '35000',
        ville_facturation: 'Rennes',
      },
    });
    expect(reponse.statusCode).toBe(201);
    return reponse.json() as { id: number };
  }

  it('keeps everything when an account’s rules forbid the deletion: sole administrator of a shared account', async () => {
    const { appel, jetons } = await connecte();
    const entetes = bearer(jetons.access_token as string);
    const compte = await creerDossier(entetes, 'MEMBRE');
    const autre = await connecte();
    const { rows } = await app().db.query<{ id: string }>('SELECT id FROM utilisateurs WHERE email = $1', [
      autre.email,
    ]);
    await app().db.query(
      `INSERT INTO utilisateurs_comptes (utilisateur_id, compte_client_id, role, selectionne) VALUES ($1, $2, 'UTILISATEUR', false)`,
      [rows[0]?.id, compte.id],
    );
    const refus = await appel('DELETE', '/user', { motDePasse: MOT_DE_PASSE });
    expect(refus.statusCode).toBe(409);
    expect(refus.json().message).toMatch(/seul administrateur/);
    expect((await appel('GET', '/user')).statusCode).toBe(200);
    expect((await app().inject({ url: '/api/comptes_clients', headers: entetes })).json()).toHaveLength(1);
  });

  it('deletes a subscriber waiting for payment: the unpaid period is cancelled, the account and its number stay', async () => {
    const { appel, jetons } = await connecte();
    const compte = await creerDossier(bearer(jetons.access_token as string), 'ABONNE');
    expect((await appel('DELETE', '/user', { motDePasse: MOT_DE_PASSE })).statusCode).toBe(204);
    const { rows } = await app().db.query<{ statut: string; liens: number }>(
      `SELECT a.statut, (SELECT count(*)::int FROM utilisateurs_comptes l WHERE l.compte_client_id = c.id) AS liens
         FROM comptes_clients c JOIN abonnements a ON a.compte_client_id = c.id WHERE c.id = $1`,
      [compte.id],
    );
    expect(rows).toEqual([{ statut: 'ANNULE', liens: 0 }]);
  });

  it('never lets a token read or change another person’s data', async () => {
    const a = await connecte();
    const b = await connecte();
    expect((await b.appel('GET', '/user')).json().email).toBe(b.email);
    await b.appel('PUT', '/user', profil(b.email, { lastName: 'Martin' }));
    expect((await a.appel('GET', '/user')).json().lastName).toBe('Dupont');
  });

  // The token's subject is a real, signed-in user: only the token's own flaw can explain the 401.
  const sujetReel = async () => {
    const { email, jetons } = await connecte();
    const charge = JSON.parse(Buffer.from(jetons.access_token.split('.')[1] as string, 'base64url').toString()) as {
      sub: string;
    };
    return { sub: charge.sub, email };
  };

  it.each([
    ['no token', async () => ({}), 'Authentification requise.'],
    [
      'an expired token',
      async () => {
        const { sub, email } = await sujetReel();
        return bearer(await jetonAcces(test.app, sub, email, { expireDans: -10 }));
      },
      'Votre session a expiré : reconnectez-vous.',
    ],
    [
      'a token for another audience',
      async () => {
        const { sub, email } = await sujetReel();
        return bearer(await jetonAcces(test.app, sub, email, { audience: 'autre' }));
      },
      "Jeton d'accès invalide.",
    ],
  ])('answers 401 to %s', async (_cas, entetes, message) => {
    const reponse = await app().inject({ method: 'GET', url: '/api/utilisateurs/user', headers: await entetes() });
    expect(reponse.statusCode).toBe(401);
    expect(reponse.json()).toMatchObject({ statusCode: 401, message });
  });

  it('accepts a token it signed itself for a real user (the 401 cases differ only by their flaw)', async () => {
    const { sub, email } = await sujetReel();
    const reponse = await app().inject({
      method: 'GET',
      url: '/api/utilisateurs/user',
      headers: bearer(await jetonAcces(test.app, sub, email)),
    });
    expect(reponse.statusCode).toBe(200);
    expect(reponse.json().email).toBe(email);
  });

  it('answers 401 to a tampered token', async () => {
    const { jetons } = await connecte();
    const [tete, charge, signature] = jetons.access_token.split('.') as [string, string, string];
    const modifiee = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(charge, 'base64url').toString()),
        sub: '11111111-1111-1111-1111-111111111111',
      }),
    ).toString('base64url');
    const reponse = await app().inject({
      method: 'GET',
      url: '/api/utilisateurs/user',
      headers: bearer(`${tete}.${modifiee}.${signature}`),
    });
    expect(reponse.statusCode).toBe(401);
    expect(reponse.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });
});
