import { randomBytes, scrypt } from 'node:crypto';
import { Liens } from './service/liens.js';
import {
  courriels,
  creerCompte,
  demarrerConnexion,
  dernierLien,
  MOT_DE_PASSE,
  Navigateur,
  nouvelleAdresse,
  seConnecter,
  uidDe,
} from '../../../tests/helpers/identite.js';
import { backends, createTestApp, type TestApp } from '../../../tests/helpers/test-app.js';

describe.each(backends)('identity pages on %s', (backend) => {
  let test: TestApp;
  const app = () => test.app;

  beforeAll(async () => {
    test = await createTestApp(backend);
  });
  afterAll(() => test.close());

  /** Posts the sign-in form of a fresh interaction, from `ip`. */
  async function essayer(email: string, motDePasse: string, ip = '198.51.100.7') {
    const navigateur = new Navigateur(app(), { 'x-forwarded-for': ip });
    const debut = await demarrerConnexion(app(), navigateur);
    return navigateur.aller(`${debut.interaction}/login`, { formulaire: { email, motDePasse } });
  }

  it('registers, sends a validation link by e-mail, then signs in', async () => {
    const email = nouvelleAdresse('inscription');
    const page = await new Navigateur(app()).aller('/inscription', {
      formulaire: {
        nom: 'Dupont',
        prenom: 'Jeanne',
        email,
        motDePasse: MOT_DE_PASSE,
        confirmation: MOT_DE_PASSE,
        cgu: 'oui',
      },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Vérifiez votre messagerie');

    const [courriel] = await courriels(app());
    expect(courriel).toMatchObject({ a: email, sujet: 'Validez votre adresse e-mail' });
    expect(courriel?.texte).toContain('Bonjour Jeanne,');
    expect(courriel?.liens[0]).toMatch(/^http:\/\/localhost:8000\/inscription-validation\?jeton=/);

    // Not yet validated: the right password is refused, with an offer of a new link.
    const refus = await essayer(email, MOT_DE_PASSE);
    expect(refus.statusCode).toBe(403);
    expect(refus.body).toContain('n’a pas encore été validée');
    expect(refus.body).toContain('action="/inscription-validation"');

    const validation = await new Navigateur(app()).aller(courriel?.liens[0] as string);
    expect(validation.statusCode).toBe(200);
    expect(validation.body).toContain('Adresse e-mail validée');
    const { jetons } = await seConnecter(app(), { email, motDePasse: MOT_DE_PASSE });
    expect(jetons.access_token).toBeTruthy();
  });

  it('shows linked, escaped errors on the registration form', async () => {
    const page = await new Navigateur(app()).aller('/inscription', {
      formulaire: {
        nom: '<script>alert(1)</script>',
        prenom: '',
        email: 'pas-une-adresse',
        motDePasse: 'court',
        confirmation: '',
      },
    });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('<title>Erreur\u00a0: Créer un compte – Greffeo</title>');
    expect(page.body).toContain('Le formulaire contient 5 erreurs');
    expect(page.body).toContain('<a href="#champ-nom">Les caractères spéciaux ne sont pas autorisés</a>');
    expect(page.body).toContain('<a href="#champ-motDePasse">Minimum 12 caractères requis.</a>');
    expect(page.body).toMatch(
      /id="champ-nom"\s+name="nom"\s+type="text"\s+value="&lt;script&gt;alert\(1\)&lt;\/script&gt;"[^>]*aria-invalid="true"\s*aria-describedby="erreur-nom"/,
    );
    expect(page.body).not.toContain('<script>alert(1)</script>');
    // Headings in order: one h1, then the summary's h2.
    expect(page.body.indexOf('<h1>')).toBeLessThan(page.body.indexOf('<h2'));
  });

  it('refuses a password that is easy to guess, or that repeats the address', async () => {
    const email = nouvelleAdresse('faible');
    for (const motDePasse of ['123456789012', ' '.repeat(12), 'bonjourbonjour', 'jeannedupont', email]) {
      const page = await new Navigateur(app()).aller('/inscription', {
        formulaire: {
          nom: 'Dupont',
          prenom: 'Jeanne',
          email,
          motDePasse,
          confirmation: motDePasse,
          cgu: 'oui',
        },
      });
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain('Ce mot de passe est trop facile à deviner');
    }
    expect(await courriels(app())).not.toContainEqual(expect.objectContaining({ a: email }));
  });

  it('upgrades a password hash made with older parameters at the next sign-in', async () => {
    const { email } = await creerCompte(app());
    const ancien = await new Promise<string>((resolve, reject) => {
      const sel = randomBytes(16);
      scrypt(MOT_DE_PASSE, sel, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, (erreur, cle) =>
        erreur
          ? reject(erreur)
          : resolve(['scrypt', 2 ** 15, 8, 1, sel.toString('base64url'), cle.toString('base64url')].join('$')),
      );
    });
    await app().db.query('UPDATE utilisateurs SET mot_de_passe = $2 WHERE email = $1', [email, ancien]);
    expect((await seConnecter(app(), { email, motDePasse: MOT_DE_PASSE })).jetons.access_token).toBeTruthy();
    const { rows } = await app().db.query<{ mot_de_passe: string }>(
      'SELECT mot_de_passe FROM utilisateurs WHERE email = $1',
      [email],
    );
    expect(rows[0]?.mot_de_passe).toMatch(/^scrypt\$32768\$8\$3\$/);
    expect((await seConnecter(app(), { email, motDePasse: MOT_DE_PASSE })).jetons.access_token).toBeTruthy();
  });

  it('answers the same to a registration with an existing address, and tells its owner', async () => {
    const { email } = await creerCompte(app());
    const page = await new Navigateur(app()).aller('/inscription', {
      formulaire: {
        nom: 'Autre',
        prenom: 'Personne',
        email: email.toUpperCase(),
        motDePasse: MOT_DE_PASSE,
        confirmation: MOT_DE_PASSE,
        cgu: 'oui',
      },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Vérifiez votre messagerie');
    expect((await courriels(app()))[0]).toMatchObject({ a: email, sujet: 'Vous avez déjà un compte Greffeo' });
  });

  it('offers a new link for an altered or expired validation link', async () => {
    const { email } = await creerCompte(app(), { valider: false });
    const lien = await dernierLien(app(), email);
    const altere = await new Navigateur(app()).aller(`${lien}x`);
    expect(altere.statusCode).toBe(400);
    expect(altere.body).toContain('Lien de validation invalide');

    const liens = new Liens(app().config.identiteSecrets);
    const ancien = liens.signer(
      'validation',
      { u: '00000000-0000-0000-0000-000000000000', e: email },
      Date.now() - 25 * 3600_000,
    );
    const expire = await new Navigateur(app()).aller(`/inscription-validation?jeton=${ancien}`);
    expect(expire.body).toContain('Lien de validation expiré');
    expect(expire.body).toContain(`value="${email}"`);

    const avant = (await courriels(app())).filter((c) => c.a === email).length;
    const renvoi = await new Navigateur(app()).aller('/inscription-validation', { formulaire: { email } });
    expect(renvoi.statusCode).toBe(200);
    expect((await courriels(app())).filter((c) => c.a === email)).toHaveLength(avant + 1);
    expect((await new Navigateur(app()).aller(await dernierLien(app(), email))).statusCode).toBe(200);
  });

  it('refuses wrong credentials without saying whether the account exists', async () => {
    const { email } = await creerCompte(app());
    const mauvais = await essayer(email, 'mauvais mot de passe', '198.51.100.1');
    const inconnu = await essayer(nouvelleAdresse('inconnu'), 'mauvais mot de passe', '198.51.100.1');
    expect(mauvais.statusCode).toBe(401);
    expect(inconnu.statusCode).toBe(401);
    expect(mauvais.body).toContain('Adresse e-mail ou mot de passe incorrect.');
    expect(inconnu.body).toContain('Adresse e-mail ou mot de passe incorrect.');
  });

  it('locks an account for 15 minutes after 5 failures, even for the right password', async () => {
    const { email } = await creerCompte(app());
    for (let i = 1; i <= 4; i += 1) expect((await essayer(email, `faux ${i}`, `203.0.113.${i}`)).statusCode).toBe(401);
    const cinquieme = await essayer(email, 'faux 5', '203.0.113.5');
    expect(cinquieme.statusCode).toBe(429);
    expect(cinquieme.body).toContain('Réessayez dans 15 minutes.');
    const bonne = await essayer(email, MOT_DE_PASSE, '203.0.113.6');
    expect(bonne.statusCode).toBe(429);
    // The same words for an address without an account: a lock reveals nothing.
    const inconnue = nouvelleAdresse('inconnue');
    for (let i = 1; i <= 4; i += 1) await essayer(inconnue, 'faux', `203.0.113.${10 + i}`);
    expect((await essayer(inconnue, 'faux', '203.0.113.20')).body).toContain('Réessayez dans 15 minutes.');
  });

  it('checks no more than 5 passwords of an account when 15 attempts arrive at once', async () => {
    const { email } = await creerCompte(app());
    // Each from its own address, so that only the account's rule applies.
    const reponses = await Promise.all(
      Array.from({ length: 15 }, (_, i) => essayer(email, `faux ${i}`, `198.51.100.${100 + i}`)),
    );
    const statuts = reponses.map((r) => r.statusCode);
    // A 401 is a password checked and found wrong; the attempt that reaches the threshold was
    // checked too and locks (429). Before the attempts were counted first: 13 of 15 were checked.
    expect(statuts.filter((s) => s === 401).length).toBeLessThanOrEqual(4);
    expect(statuts.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expect((await essayer(email, MOT_DE_PASSE, '198.51.100.200')).statusCode).toBe(429);
  });

  it('does not count the attempts a lock refused, nor a right password, as failures', async () => {
    const { email } = await creerCompte(app());
    for (let i = 1; i <= 4; i += 1) expect((await essayer(email, `faux ${i}`, '198.51.100.30')).statusCode).toBe(401);
    // The right password resets the account's count; the address keeps its 4 failures, not 5.
    expect((await essayer(email, MOT_DE_PASSE, '198.51.100.30')).statusCode).toBe(303);
    for (let i = 1; i <= 4; i += 1) expect((await essayer(email, `faux ${i}`, '198.51.100.30')).statusCode).toBe(401);
  });

  it('blocks an address after 20 failures, whatever the accounts tried', async () => {
    const { email } = await creerCompte(app());
    for (let i = 1; i <= 19; i += 1) {
      expect((await essayer(nouvelleAdresse('robot'), 'faux', '192.0.2.99')).statusCode).toBe(401);
    }
    expect((await essayer(nouvelleAdresse('robot'), 'faux', '192.0.2.99')).statusCode).toBe(429);
    expect((await essayer(email, MOT_DE_PASSE, '192.0.2.99')).statusCode).toBe(429);
    expect((await essayer(email, MOT_DE_PASSE, '192.0.2.100')).statusCode).toBe(303);
  });

  it('resets a password with a single-use link and ends the sessions', async () => {
    const { email } = await creerCompte(app());
    const { client, jetons } = await seConnecter(app(), { email, motDePasse: MOT_DE_PASSE });
    const inconnue = await new Navigateur(app()).aller('/mot-de-passe-oublie', {
      formulaire: { email: nouvelleAdresse('x') },
    });
    const demande = await new Navigateur(app()).aller('/mot-de-passe-oublie', { formulaire: { email } });
    expect(demande.statusCode).toBe(200);
    // Same answer whether or not the address has an account.
    expect(inconnue.body.replace(/<strong>.*<\/strong>/, '')).toBe(demande.body.replace(/<strong>.*<\/strong>/, ''));

    const lien = await dernierLien(app(), email, '/mot-de-passe-oublie/nouveau');
    expect(lien).toMatch(/^http:\/\/localhost:8000\/mot-de-passe-oublie\/nouveau\?jeton=/);
    const navigateur = new Navigateur(app());
    const formulaire = await navigateur.aller(lien);
    expect(formulaire.body).toContain('Choisissez un nouveau mot de passe');
    const jeton = new URL(lien).searchParams.get('jeton') as string;
    const nouveau = 'un tout nouveau secret';
    const court = await navigateur.aller('/mot-de-passe-oublie/nouveau', {
      formulaire: { jeton, motDePasse: 'court', confirmation: 'court' },
    });
    expect(court.statusCode).toBe(400);
    const fait = await navigateur.aller('/mot-de-passe-oublie/nouveau', {
      formulaire: { jeton, motDePasse: nouveau, confirmation: nouveau },
    });
    expect(fait.statusCode).toBe(200);
    expect(fait.body).toContain('Mot de passe modifié');

    expect((await navigateur.aller(lien)).body).toContain('Lien invalide');
    const { refreshTokenGrant } = await import('openid-client');
    await expect(refreshTokenGrant(client, jetons.refresh_token as string)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    expect((await essayer(email, MOT_DE_PASSE)).statusCode).toBe(401);
    expect((await seConnecter(app(), { email, motDePasse: nouveau })).jetons.access_token).toBeTruthy();
  });

  it('does the same work for a reset whether or not the address has an account', async () => {
    const { email } = await creerCompte(app());
    // The queue's worker is stopped, so that every query seen is the request's own.
    await app().travaux.arreter();
    const requetes = jest.spyOn(app().db, 'query');
    const envois = jest.spyOn(app().messagerie, 'envoyer');
    try {
      const demander = async (adresse: string) => {
        requetes.mockClear();
        envois.mockClear();
        const reponse = await new Navigateur(app()).aller('/mot-de-passe-oublie', { formulaire: { email: adresse } });
        expect(reponse.statusCode).toBe(200);
        return { sql: requetes.mock.calls.map(([texte]) => texte), envois: envois.mock.calls.length };
      };
      const connue = await demander(email);
      const inconnue = await demander(nouvelleAdresse('absente'));
      // The same statements, and no e-mail written during either request (it took 3 ms more).
      expect(connue.sql.length).toBeGreaterThan(0);
      expect(connue.sql).toEqual(inconnue.sql);
      expect(connue).toMatchObject({ envois: 0 });
      expect(inconnue).toMatchObject({ envois: 0 });

      // Both queued; the job sends the link to the account and drops the unknown address.
      const { rows } = await app().db.query<{ donnees: { utilisateur: string | null } }>(
        `SELECT donnees FROM travaux WHERE type = 'COURRIEL_REINITIALISATION' AND statut = 'EN_ATTENTE' ORDER BY id`,
      );
      expect(rows.map((r) => r.donnees.utilisateur === null)).toEqual([false, true]);
      expect(JSON.stringify(rows)).not.toContain('absente');
      envois.mockClear();
      await app().travaux.vider();
      expect(envois.mock.calls.map(([courriel]) => courriel.a)).toEqual([email]);
      expect(await dernierLien(app(), email, '/mot-de-passe-oublie/nouveau')).toContain('?jeton=');
    } finally {
      requetes.mockRestore();
      envois.mockRestore();
      app().travaux.demarrer();
    }
  });

  it('refuses an expired reset link', async () => {
    const liens = new Liens(app().config.identiteSecrets);
    const ancien = liens.signer(
      'reinitialisation',
      { u: '00000000-0000-0000-0000-000000000000', f: 'x' },
      Date.now() - 2 * 3600_000,
    );
    const page = await new Navigateur(app()).aller(`/mot-de-passe-oublie/nouveau?jeton=${ancien}`);
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('Lien expiré');
  });

  it('refuses a form posted from another origin', async () => {
    const reponse = await app().inject({
      method: 'POST',
      url: '/mot-de-passe-oublie',
      payload: 'email=a%40b.fr',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://malveillant.example' },
    });
    expect(reponse.statusCode).toBe(403);
  });

  it('accepts a form posted from the site, whose pages let the browser send their origin', async () => {
    const page = await new Navigateur(app()).aller('/mot-de-passe-oublie');
    // With no-referrer, a browser would send `Origin: null` on the POST and be refused.
    expect(page.headers['referrer-policy']).toBe('same-origin');
    const reponse = await app().inject({
      method: 'POST',
      url: '/mot-de-passe-oublie',
      payload: 'email=a%40b.fr',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(app().config.siteUrl).origin },
    });
    expect(reponse.statusCode).toBe(200);
    const nulle = await app().inject({
      method: 'POST',
      url: '/mot-de-passe-oublie',
      payload: 'email=a%40b.fr',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'null' },
    });
    expect(nulle.statusCode).toBe(403);
  });

  it('says an expired interaction has expired', async () => {
    const page = await new Navigateur(app()).aller('/auth/interaction/inconnue');
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('Demande de connexion expirée');
    expect(uidDe('/auth/interaction/abc')).toBe('abc');
  });

  it('serves the pages’ stylesheet and script from /identite/ressources/', async () => {
    const page = await new Navigateur(app()).aller('/mot-de-passe-oublie');
    const [css] = /\/identite\/ressources\/identite-[0-9a-f]+\.css/.exec(page.body) ?? [];
    const [js] = /\/identite\/ressources\/identite-[0-9a-f]+\.js/.exec(page.body) ?? [];
    const feuille = await app().inject({ method: 'GET', url: css as string });
    const script = await app().inject({ method: 'GET', url: js as string });
    expect(feuille.headers['content-type']).toContain('text/css');
    expect(feuille.body).toContain('#1a3d8f');
    expect(script.body).toContain("postMessage({ type: 'INSCRIPTION_REDIRECT' }");
  });

  it('lists the kept e-mails on /dev/courriels and shows each one', async () => {
    const { email } = await creerCompte(app(), { valider: false, prenom: "Anne-Zoé d'Arc" });
    const liste = await app().inject({ method: 'GET', url: '/dev/courriels' });
    expect(liste.statusCode).toBe(200);
    const [premier] = await courriels(app());
    expect(liste.body).toContain(`href="/dev/courriels/${premier?.id}"`);
    const detail = await app().inject({ method: 'GET', url: `/dev/courriels/${premier?.id}` });
    expect(detail.body).toContain(email);
    expect(detail.body).toContain('Bonjour Anne-Zoé d&#39;Arc,');
    expect((await app().inject({ method: 'GET', url: '/dev/courriels/../../etc' })).statusCode).toBe(404);
    // An id that walks out of the folder and back into it names a real file: only the id check refuses it.
    const detour = await app().inject({ method: 'GET', url: `/dev/courriels/..%2Fcourriels%2F${premier?.id}` });
    expect(detour.statusCode).toBe(404);
    expect(detour.body).toContain('Courriel introuvable');
  });
});
