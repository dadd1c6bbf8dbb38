/**
 * Authorization of every customer operation, generated from the OpenAPI document: the operations
 * that need a token are those whose `security` asks for one (written by `exigerJeton`, the line that
 * enforces it), so a new customer route is tested without being listed here. Two customers, Alice and
 * Bruno, each with a customer account, a wallet topped up, a paid and delivered order with its
 * invoice, an unpaid order, a basket article, a paid periodic Kbis and a tax office inscription
 * filed (formalites). Then, for every operation:
 * - without a token: 401;
 * - with Bruno's token and Alice's identifiers in the path, the query and the body: 403 or 404
 *   (a 2xx, or a 400 that stops before the ownership check, fails), and nothing of Alice's in the
 *   answer, whatever it is;
 * - after each of Bruno's changes (POST, PUT, PATCH, DELETE), Alice's view of her data (every
 *   customer GET, called with her token and identifiers) is what it was.
 * Alice's own calls with the same identifiers (every GET) must succeed: Bruno's refusals then come
 * from the ownership check, not from an identifier the route does not know.
 */
import type { LightMyRequestResponse } from 'fastify';

import type { App } from '../src/app.js';
import { operations, sample, type Operation } from '../../shared/hostile-input.mjs';
import { ajouterAuPanier, commander, createAppCommandes, elec, type AppCommandes } from './fixtures/commandes.js';
import { creerCompte, creerUtilisateur, dossierMembre, type Appelant } from './fixtures/comptes-clients.js';
import { commanderKbis, payerParCarte, payerParPortefeuille, recharger } from './fixtures/kbis-periodiques.js';
import { ids } from './fixtures/registre.js';
import { evenement } from './fixtures/surveillance.js';
import { diffuserRevelations } from '../src/modules/surveillance/index.js';
import { backends } from './helpers/test-app.js';

/**
 * Operations open to anyone, by path. Any other operation without `security` fails the test: a new
 * route is either declared a customer route (`exigerJeton`) or added here knowingly.
 */
const PUBLIQUES: RegExp[] = [
  /^\/api\/health$/,
  // The registry: public data (SPEC §7 companies, registry offices, search, SEO pages).
  /^\/api\/(?:greffes|entreprises|etablissements|fonctions|personnes_physiques|procedures_collectives)(?:\/|$)/,
  /^\/api\/documents\/beneficiaires_effectifs$/,
  /^\/api\/(?:seo|recherche)\//,
  // The register of non-possessory pledges, public like the registry (its certificate is sold by the basket).
  /^\/api\/gages$/,
  // Court cases: public on the court's roll (natural persons by name only; their pages not indexed).
  /^\/api\/affaires(?:\/|$)/,
  // Formalities: the public follow-up (SPEC §7), and the single window's link, authorised by its signed token.
  /^\/api\/formalites\/(?:suivi|provenances)$/,
  // Price lists, and the check of a document’s verification code printed on it (and of the file itself, POST …/document).
  /^\/api\/grilles_tarifaires\//,
  /^\/api\/verifications\//,
  // Sign-out: authenticated by the refresh token it revokes, not by an access token.
  /^\/auth\/deconnexion$/,
  // Development mailbox: only when COURRIELS_DEV allows it (never in production).
  /^\/api\/dev\/courriels$/,
  // One-click unsubscribe of the alert e-mails (RFC 8058): authorised by the signed token of its link.
  /^\/api\/alertes\/desabonnement$/,
];

/**
 * GET operations Alice's fixtures cannot make succeed: an état d'endettement needs a debtor's
 * registrations, which the test registry has none of. Bruno's calls are checked all the same.
 */
const SANS_TEMOIN = new Set(['/api/commandes/{reference}/etat_endettement']);

/**
 * Path parameters naming public registry data, not what a customer owns: one value for Alice and
 * Bruno alike, never counted among Alice's identifiers (GET surveillance/catalogue/{siren}: what the
 * caller's own account can watch on a company).
 */
const PUBLICS_CHEMIN: Record<string, string> = { siren: '552100554' };

/** What one customer owns, as the routes name it. */
interface Donnees {
  qui: Appelant;
  compte: number;
  numeroClient: string;
  /** A paid, delivered order (documents, invoice) and an unpaid one (cancellable, payable). */
  payee: { reference: string; jour: string; article: number; document: number };
  aPayer: { reference: string; jour: string };
  articlePanier: number;
  kbisPeriodique: number;
  /** A favourites folder holding a watch of ALPHA, and one of its révélations. */
  surveillance: { groupe: number; id: number; revelation: number };
  facture: string;
  sessions: string[];
  /** A tax office inscription the account filed (its identifiant). */
  formalite: string;
}

/**
 * A token is required unless `{}` is among the requirements: guest-or-customer operations (baskets)
 * act on a guest basket without one, so they answer no 401.
 */
const exige = (operation: Operation) => !(operation.security ?? [{}]).some((r) => Object.keys(r).length === 0);

/**
 * Alice's values for a parameter or body field, by name (and, for `id`, by the resource the path
 * names). Several values: the operation is tried with each. A customer operation with a path
 * parameter not known here fails the test, so a new kind of identifier gets its values.
 */
function valeurs(d: Donnees, path: string, name: string): string[] | undefined {
  switch (name) {
    case 'id_compte_client':
      return [String(d.compte)];
    case 'id':
      if (path.startsWith('/api/kbis_periodiques')) return [String(d.kbisPeriodique)];
      if (/^\/api\/(?:favori|revelation\/groupefavoris|surveillance\/groupefavoris)\//.test(path))
        return [String(d.surveillance.groupe)];
      if (path.startsWith('/api/surveillance/')) return [String(d.surveillance.id)];
      if (path.startsWith('/api/revelation/')) return [String(d.surveillance.revelation)];
      if (path.startsWith('/api/paniers')) return [String(d.articlePanier)];
      return [String(d.compte)];
    case 'reference':
      return [d.payee.reference, d.aPayer.reference];
    case 'date_commande':
      return [d.payee.jour];
    case 'id_article':
      return [String(d.payee.article)];
    case 'id_document':
      return [String(d.payee.document)];
    case 'numero':
      return [d.facture];
    case 'id_session':
      return d.sessions;
    case 'identifiant':
      return [d.formalite];
    default:
      return undefined;
  }
}

interface Requete {
  method: Operation['method'];
  url: string;
  payload?: string;
  /** Alice's identifiers it carries. */
  identifiants: string[];
}

/** One request per value of Alice's identifiers (the first value of the others). */
function requetes(operation: Operation, d: Donnees, problemes: string[]): Requete[] {
  const { path } = operation;
  const parametres = operation.parameters.filter((p) => p.in === 'path' || p.in === 'query');
  const corps = operation.body?.schema;
  const champs = Object.keys(corps?.properties ?? {});
  const noms = parametres.map((p) => p.name);
  const variantes = noms.map((nom) => valeurs(d, path, nom)).filter((v): v is string[] => v !== undefined);
  const combien = Math.max(1, ...variantes.map((v) => v.length));
  for (const p of parametres) {
    if (p.in === 'path' && valeurs(d, path, p.name) === undefined && PUBLICS_CHEMIN[p.name] === undefined)
      problemes.push(`${operation.method} ${path} : aucun identifiant d'Alice connu pour {${p.name}}`);
  }
  const liste: Requete[] = [];
  for (let i = 0; i < combien; i++) {
    const identifiants: string[] = [];
    const valeur = (nom: string): string | undefined => {
      const connues = valeurs(d, path, nom);
      if (connues) {
        const v = connues[Math.min(i, connues.length - 1)] as string;
        identifiants.push(v);
        return v;
      }
      return undefined;
    };
    let url = path.replace(/\{([^}]+)\}/g, (_, nom: string) => {
      const p = parametres.find((q) => q.name === nom);
      return encodeURIComponent(valeur(nom) ?? PUBLICS_CHEMIN[nom] ?? String(sample(p?.schema ?? {}, nom)));
    });
    const query: string[] = [];
    for (const p of parametres.filter((q) => q.in === 'query')) {
      const v = valeur(p.name) ?? (p.required ? String(sample(p.schema, p.name)) : undefined);
      if (v !== undefined) query.push(`${p.name}=${encodeURIComponent(v)}`);
    }
    if (query.length > 0) url += `?${query.join('&')}`;
    let payload: string | undefined;
    if (corps) {
      const body = sample(corps) as Record<string, unknown>;
      // A body field names Alice's resource when it repeats a path parameter (PUT comptes_clients/{id}
      // { id }); other fields of the same name are registry identifiers (a company's id_document).
      for (const champ of champs.filter((c) => parametres.some((p) => p.in === 'path' && p.name === c))) {
        const v = valeur(champ);
        if (v !== undefined) {
          const type = corps.properties?.[champ]?.type;
          body[champ] = type === 'integer' || type === 'number' ? Number(v) : v;
        }
      }
      payload = JSON.stringify(body);
    }
    liste.push({ method: operation.method, url, identifiants, ...(payload === undefined ? {} : { payload }) });
  }
  return liste;
}

describe.each(backends)('authorization of every customer operation (%s)', (backend) => {
  let test: AppCommandes;
  let app: App;
  let alice: Donnees;
  let bruno: Donnees;

  async function preparer(prenom: string, nom: string): Promise<Donnees> {
    const qui = await creerUtilisateur(app, prenom, nom);
    const compte = await creerCompte(app, qui, { ...dossierMembre, contact_nom: nom, contact_prenom: prenom });
    await recharger(app, qui, compte.id, 50);
    // A paid order, delivered with its documents and invoice.
    await ajouterAuPanier(app, qui, { id_article_catalogue: 'KBIS', id_entite: ids.alpha, diffusions: [elec] });
    const payee = await commander(app, qui);
    await payerParCarte(app, qui, payee.reference_commande);
    const get = (url: string) => app.inject({ method: 'GET', url, headers: qui.headers });
    const detail = (await get(`/api/commandes/${payee.reference_commande}?date_commande=${payee.jour_commande}`)).json<{
      regroupements: Array<{ articles: Array<{ id: number; documents: Array<{ id: number }> }> }>;
    }>();
    const article = detail.regroupements[0]?.articles[0];
    // An unpaid order, then an article left in the basket.
    await ajouterAuPanier(app, qui, { id_article_catalogue: 'KBIS', id_entite: ids.alpha, diffusions: [elec] });
    const aPayer = await commander(app, qui);
    await ajouterAuPanier(app, qui, { id_article_catalogue: 'KBIS', id_entite: ids.alpha, diffusions: [elec] });
    const panier = (await get('/api/paniers')).json<{ regroupements: Array<{ articles: Array<{ id: number }> }> }>();
    const kbis = await commanderKbis(app, qui, {
      id_entite: ids.alpha,
      format_diffusion: 'ELEC',
      quantite: 1,
      frequence_mois: 6,
      duree_mois: 12,
    });
    await payerParPortefeuille(app, qui, kbis.reference_commande);
    const periodiques = (await get('/api/kbis_periodiques')).json<{ kbis_periodiques: Array<{ id: number }> }>();
    const factures = (await get('/api/factures')).json<{ factures: Array<{ numero: string }> }>();
    const groupe = await app.inject({
      method: 'POST',
      url: `/api/favori/${compte.id}`,
      headers: qui.headers,
      payload: { libelle: 'Suivi' },
    });
    const surveillance = await app.inject({
      method: 'POST',
      url: '/api/surveillance',
      headers: qui.headers,
      payload: { id_entreprise: ids.alpha, domaines: ['BIL'], groupe_favoris_id: groupe.json<{ id: number }>().id },
    });
    await app.inject({
      method: 'PUT',
      url: `/api/webhooks/${compte.id}`,
      headers: qui.headers,
      payload: { url: 'https://alice.exemple.invalid/greffeo' },
    });
    await evenement(app, ids.alpha, 'BIL');
    await diffuserRevelations(app.db);
    const revelations = (await get('/api/revelation')).json<{ revelations: Array<{ id: number }> }>();
    // Its notice consulted (charged), so that its report (revelation/rapport) can be downloaded.
    await app.inject({
      method: 'POST',
      url: `/api/revelation/avis/${compte.id}/${revelations.revelations[0]?.id}`,
      headers: qui.headers,
    });
    const encaissements = (await get('/api/factures/encaissements')).json<{
      encaissements: Array<{ id_session: string }>;
    }>();
    const directs = (await get('/api/paiements_directs')).json<{ encaissements: Array<{ id_session: string }> }>();
    const formalite = await app.inject({
      method: 'POST',
      url: '/api/formalites/dgfip',
      headers: qui.headers,
      payload: {
        operation: 'INSCRIPTION',
        siren: '552100554',
        service_impots: 'SIE de Paris 2e',
        impot: 'TVA',
        montant: 1500,
        date_exigibilite: '2025-01-31',
        agent: `${prenom} ${nom}`,
      },
    });
    const donnees = {
      qui,
      compte: compte.id,
      numeroClient: compte.numero_client,
      payee: {
        reference: payee.reference_commande,
        jour: payee.jour_commande,
        article: article?.id as number,
        document: article?.documents[0]?.id as number,
      },
      aPayer: { reference: aPayer.reference_commande, jour: aPayer.jour_commande },
      articlePanier: panier.regroupements[0]?.articles[0]?.id as number,
      kbisPeriodique: periodiques.kbis_periodiques[0]?.id as number,
      surveillance: {
        groupe: groupe.json<{ id: number }>().id,
        id: surveillance.json<{ id: number }>().id,
        revelation: revelations.revelations[0]?.id as number,
      },
      facture: factures.factures[0]?.numero as string,
      sessions: [...new Set([...directs.encaissements, ...encaissements.encaissements].map((e) => e.id_session))],
      formalite: formalite.json<{ identifiant: string }>().identifiant,
    };
    for (const [champ, valeur] of Object.entries(donnees)) {
      if (valeur === undefined || (typeof valeur === 'object' && Object.values(valeur).includes(undefined)))
        throw new Error(`Donnée de test manquante : ${champ}`);
    }
    expect(donnees.sessions.length).toBeGreaterThanOrEqual(2);
    return donnees;
  }

  beforeAll(async () => {
    test = await createAppCommandes(backend);
    app = test.app;
    alice = await preparer('Alice', 'Aubert');
    bruno = await preparer('Bruno', 'Bernard');
  }, 120_000);
  afterAll(() => test.close());

  const appeler = (r: Requete, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
    app.inject({
      method: r.method,
      url: r.url,
      headers: { ...headers, ...(r.payload === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(r.payload === undefined ? {} : { payload: r.payload }),
    });

  it('refuses every customer operation without a token, and another account’s identifiers', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const liste = operations(document);
    const problemes: string[] = [];
    let envoyees = 0;
    const envoyer = async (r: Requete, headers?: Record<string, string>) => {
      envoyees += 1;
      return appeler(r, headers);
    };

    const clientes = liste.filter((o) => o.security !== undefined);
    for (const o of liste.filter((o) => o.security === undefined)) {
      if (!PUBLIQUES.some((motif) => motif.test(o.path)))
        problemes.push(`${o.method} ${o.path} : ni route client (security) ni route publique de la liste`);
    }
    // Bruno's own deletion would end his token: it goes last.
    clientes.sort(
      (a, b) =>
        Number(a.method === 'DELETE' && a.path === '/api/utilisateurs/user') -
        Number(b.method === 'DELETE' && b.path === '/api/utilisateurs/user'),
    );

    // Alice's view of her data: every customer GET, with her token and her identifiers.
    const lectures = clientes.filter((o) => o.method === 'GET').flatMap((o) => requetes(o, alice, problemes));
    const vue = async () => {
      const etat: Record<string, string> = {};
      for (const r of lectures) {
        const reponse = await envoyer(r, alice.qui.headers);
        const json = String(reponse.headers['content-type']).includes('json');
        // Binary documents are made again at each download (PDF dates): their status and type suffice.
        etat[r.url] = `${reponse.statusCode} ${json ? reponse.body : String(reponse.headers['content-type'])}`;
      }
      return etat;
    };
    const avant = await vue();
    // Alice reaches her data with each GET (with one of her identifiers at least: her unpaid order
    // has no documents yet), so that Bruno's 404 comes from the ownership check.
    for (const operation of clientes.filter((o) => o.method === 'GET' && !SANS_TEMOIN.has(o.path))) {
      const siennes = requetes(operation, alice, []).map((r) => avant[r.url] ?? '');
      if (!siennes.some((etat) => /^2\d\d /.test(etat)))
        problemes.push(`Alice elle-même : GET ${operation.path} → ${siennes.map((e) => e.slice(0, 120)).join(' ; ')}`);
    }

    let courant = avant;
    // What only Alice's data holds: none of it may reach Bruno.
    const secrets = [
      alice.qui.email,
      alice.qui.id,
      'Aubert',
      alice.numeroClient,
      alice.payee.reference,
      alice.aPayer.reference,
      alice.facture,
      ...alice.sessions,
    ];

    for (const operation of clientes) {
      const nom = `${operation.method} ${operation.path}`;
      for (const r of requetes(operation, alice, problemes)) {
        if (exige(operation)) {
          const sans = await envoyer(r);
          if (sans.statusCode !== 401) problemes.push(`${nom} sans jeton (${r.url}) → ${sans.statusCode}`);
        }
        const reponse = await envoyer(r, bruno.qui.headers);
        const { statusCode, body } = reponse;
        const fuite = secrets.find((s) => body.includes(s));
        if (fuite) problemes.push(`${nom} (${r.url}) : Bruno reçoit « ${fuite} » d'Alice (${statusCode})`);
        if (r.identifiants.length > 0 && statusCode !== 403 && statusCode !== 404)
          problemes.push(`${nom} (${r.url}) avec les identifiants d'Alice → ${statusCode} ${body.slice(0, 200)}`);
        if (r.identifiants.length === 0 && statusCode >= 500) problemes.push(`${nom} (${r.url}) → ${statusCode}`);
        if (operation.method !== 'GET') {
          const apres = await vue();
          for (const [url, etat] of Object.entries(courant)) {
            if (apres[url] !== etat)
              problemes.push(`${nom} (${r.url}) par Bruno a changé ce qu'Alice lit : GET ${url}`);
          }
          // Each change is told once, by the call that made it.
          courant = apres;
        }
      }
    }

    console.info(
      `Autorisations (${backend}) : ${clientes.length} opérations client sur ${liste.length}, ${envoyees} requêtes`,
    );
    expect(clientes.length).toBeGreaterThan(40);
    expect(problemes).toEqual([]);
  }, 240_000);
});
