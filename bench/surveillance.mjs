#!/usr/bin/env node
// Surveillance at the registry's size (issue 18): on the PostgreSQL server, `--surveillances` active
// watches spread over `--comptes` paid subscriber accounts; one registry activity day fanned out into
// révélations (target ≤ 30 s); then `GET /api/revelation/enAlerte` at `--rate` requests/s (target
// p95 ≤ 10 ms at 200 requests/s).
// Usage: node bench/surveillance.mjs [--base greffeo_bench_surveillance] [--entreprises 1000000]
//        [--comptes 20000] [--surveillances 100000] [--duree 30] [--rate 200] [--clients 20]
//        [--graine 42] [--port 8210] [--date 2027-03-01] [--utilisateurs 2000] [--chauffe 3]
//        (DATABASE_URL: admin connection, default postgres://postgres@127.0.0.1:5432/postgres)
// Needs the services built (`npm run build -w services`): they run from services/dist. The command
// tools run from services/dist when built, else from the TypeScript sources through tsx.
//
// Steps, each printed:
// 1. `--base` is created and filled by the generator with `--entreprises` companies when it does not
//    exist, then kept for the next runs (drop it by hand: DROP DATABASE …).
// 2. The fan-out command brings the révélations cursor up to date (the generated history is scanned
//    once, nothing is revealed from it); not measured.
// 3. Once per base: `--comptes` ABONNE accounts (position OUVERT, a paid ANNUEL period covering today),
//    each with one user who has it selected, and `--surveillances` watches spread evenly over them,
//    each account on distinct random active RCS companies, domain RCS_BILAN_ACTES, written as
//    POST surveillance writes them (set-based SQL). Marker: the ABONNE accounts whose user's address
//    is in @banc-surveillance.greffeo.test.
// 4. One registry activity day (`activite-registre --jours 1`: the day after the last one applied,
//    `--date` the first time); a day with no event (Saturday, Sunday) is followed by the next one.
// 5. Its events fanned out into révélations by `diffuser-revelations` (services/src/cli), timed.
// 6. The services started on the base (port `--port`, no job runner, no periodic fan-out), access
//    tokens signed for `--utilisateurs` of the seeded users with the services' own key (table
//    oidc_cles), `--chauffe` seconds of warm-up, then an open-loop load (fixed rate, latency counted
//    from the scheduled time) from `--clients` connections for `--duree` seconds; every answer is
//    checked against the database's unseen count. The services are stopped at the end.
// Exit code 1 on any non-200 answer, or when no answer shows active counters with unseen révélations.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

// jose and pg are the services' dependencies, hoisted to the root node_modules.
import { importJWK, SignJWT } from 'jose';
import pg from 'pg';

import { chargeOuverte, json, Mesures, prng } from './lib/charge.mjs';
import { arreter, demarrer } from './lib/pile.mjs';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'greffeo_bench_surveillance' },
    entreprises: { type: 'string', default: '1000000' },
    comptes: { type: 'string', default: '20000' },
    surveillances: { type: 'string', default: '100000' },
    duree: { type: 'string', default: '30' },
    rate: { type: 'string', default: '200' },
    clients: { type: 'string', default: '20' },
    graine: { type: 'string', default: '42' },
    port: { type: 'string', default: '8210' },
    date: { type: 'string', default: '2027-03-01' },
    utilisateurs: { type: 'string', default: '2000' },
    chauffe: { type: 'string', default: '3' },
  },
});
if (!/^[a-z_][a-z0-9_]*$/.test(values.base)) throw new Error(`--base : nom de base invalide (${values.base})`);
function entier(nom, { min = 1, max = Number.MAX_SAFE_INTEGER } = {}) {
  const n = Number(values[nom].replace(/[_\s]/g, ''));
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`--${nom} doit être un entier de ${min} à ${max} (reçu « ${values[nom]} »)`);
  return n;
}
const comptes = entier('comptes');
const nbSurveillances = entier('surveillances');
const dureeS = entier('duree');
const debit = entier('rate');
const clients = entier('clients');
const port = entier('port', { max: 65535 });
const nbUtilisateurs = Math.min(entier('utilisateurs'), comptes);
const chauffeS = entier('chauffe', { min: 0 });
entier('entreprises');

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const services = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'services');
const url = new URL(adminUrl);
url.pathname = `/${values.base}`;
const baseUrl = url.toString();
const DOMAINE = 'banc-surveillance.greffeo.test';
const SITE_URL = 'http://localhost:8000';
const OBJECTIF_DIFFUSION_S = 30;
const OBJECTIF_P95_MS = 10;

const fr = (n) => Number(n).toLocaleString('fr-FR');
const sec = (s) => `${s.toFixed(1).replace('.', ',')} s`;

function cli(nom) {
  const built = path.join(services, 'dist', 'cli', `${nom}.js`);
  return existsSync(built)
    ? [process.execPath, built]
    : [process.execPath, '--import', 'tsx', path.join(services, 'src', 'cli', `${nom}.ts`)];
}

async function requete(connexion, texte, params = []) {
  const client = new pg.Client({ connectionString: connexion });
  await client.connect();
  try {
    return (await client.query(texte, params)).rows;
  } finally {
    await client.end();
  }
}

/** Runs a command tool on the base; its stderr is shown as it comes, its stdout returned. */
function lancer(nom, args, env) {
  const [commande, ...debut] = cli(nom);
  return new Promise((resolve, reject) => {
    let sortie = '';
    const enfant = spawn(commande, [...debut, ...args], { cwd: services, env: { ...process.env, ...env } });
    enfant.stdout.on('data', (d) => (sortie += d));
    enfant.stderr.on('data', (d) => process.stderr.write(d));
    enfant.on('close', (code) => (code === 0 ? resolve(sortie) : reject(new Error(`${nom} : code ${code}`))));
  });
}

/** The fan-out command: its JSON bilan, and the command's whole duration. */
async function diffuser() {
  const debut = performance.now();
  const sortie = await lancer('diffuser-revelations', [], { DATABASE_URL: baseUrl });
  const bilan = JSON.parse(sortie.trim().split('\n').at(-1));
  return { ...bilan, commande: (performance.now() - debut) / 1000 };
}

// The services run from their build.
const serveur = path.join(services, 'dist', 'server.js');
if (!existsSync(serveur))
  throw new Error('services/dist/server.js manque : lancez d’abord `npm run build -w services`.');
const plusRecent = (dossier, limite) =>
  readdirSync(dossier, { recursive: true }).some((f) => statSync(path.join(dossier, f)).mtimeMs > limite);
if (plusRecent(path.join(services, 'src'), statSync(serveur).mtimeMs))
  console.warn(
    '[bench] ⚠ services/dist est plus ancien que services/src : `npm run build -w services` pour mesurer le code courant',
  );

// 1. The registry.
const existe = await requete(adminUrl, 'SELECT 1 FROM pg_database WHERE datname = $1', [values.base]);
if (existe.length === 0) {
  await requete(adminUrl, `CREATE DATABASE ${values.base}`);
  console.log(`[bench] génération de ${fr(values.entreprises)} entreprises dans ${values.base}…`);
  await lancer('generer-registre', ['--companies', values.entreprises, '--seed', values.graine], {
    DATABASE_URL: baseUrl,
  });
}
const [{ actives }] = await requete(
  baseUrl,
  `SELECT count(*)::int AS actives FROM entreprises WHERE etat = 'ACTIVE' AND statut <> 'INSEE'`,
);
console.log(`[bench] ${values.base} : ${fr(actives)} entreprises actives au RCS`);

// 2. The cursor up to date (migrations applied by the command on the way).
const rattrapage = await diffuser();
if (rattrapage.lots > 0)
  console.log(
    `[bench] rattrapage du curseur (non mesuré) : ${fr(rattrapage.evenements)} événements déjà présents, ` +
      `${fr(rattrapage.revelations)} révélations, ${sec(rattrapage.secondes)}`,
  );

// 3. Subscribers and their watches, once per base.
const [{ deja }] = await requete(
  baseUrl,
  `SELECT count(*)::int AS deja FROM comptes_clients c
     JOIN utilisateurs_comptes uc ON uc.compte_client_id = c.id JOIN utilisateurs u ON u.id = uc.utilisateur_id
    WHERE c.type_compte = 'ABONNE' AND u.email_normalise LIKE $1`,
  [`%@${DOMAINE}`],
);
if (deja === 0) await semer();
else if (deja !== comptes)
  throw new Error(
    `${values.base} contient déjà ${fr(deja)} comptes abonnés du banc (demandés : ${fr(comptes)}) : ` +
      'gardez les mêmes chiffres ou changez de --base.',
  );
const [etat] = await requete(
  baseUrl,
  `SELECT count(*)::int AS surveillances, count(DISTINCT s.compte_client_id)::int AS comptes
     FROM surveillances s JOIN utilisateurs_comptes uc ON uc.compte_client_id = s.compte_client_id
     JOIN utilisateurs u ON u.id = uc.utilisateur_id
    WHERE s.etat = 'ACTIVE' AND u.email_normalise LIKE $1`,
  [`%@${DOMAINE}`],
);
console.log(
  `[bench] ${fr(comptes)} comptes abonnés${deja === 0 ? '' : ' (déjà semés)'}, ` +
    `${fr(etat.surveillances)} surveillances actives sur ${fr(etat.comptes)} d’entre eux`,
);

async function semer() {
  const parCompte = Math.ceil(nbSurveillances / comptes);
  const [plafond] = await requete(
    baseUrl,
    `SELECT maximum FROM plafonds_surveillance WHERE type_compte = 'ABONNE' AND valide_du <= current_date
      ORDER BY valide_du DESC LIMIT 1`,
  );
  if (!plafond || parCompte > plafond.maximum)
    throw new Error(
      `${parCompte} surveillances par compte dépassent le plafond ABONNE (${plafond?.maximum ?? 'aucun'}) : ` +
        'augmentez --comptes ou réduisez --surveillances.',
    );
  if (parCompte > actives) throw new Error(`Trop peu d’entreprises actives (${actives}) pour ${parCompte} par compte.`);
  const debut = performance.now();
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    // Targets: active RCS companies in a random order fixed by the seed.
    await client.query(
      `CREATE TEMP TABLE banc_cibles ON COMMIT DROP AS
         SELECT (row_number() OVER (ORDER BY md5(id::text || ':' || $1)) - 1)::int AS n, id
           FROM (SELECT id FROM entreprises WHERE etat = 'ACTIVE' AND statut <> 'INSEE'
                  ORDER BY md5(id::text || ':' || $1) LIMIT $2) t`,
      [values.graine, nbSurveillances],
    );
    const [{ cibles }] = (await client.query('SELECT count(*)::int AS cibles FROM banc_cibles')).rows;
    await client.query(
      `CREATE TEMP TABLE banc_comptes (n integer PRIMARY KEY, id integer NOT NULL,
                                       utilisateur uuid NOT NULL DEFAULT gen_random_uuid()) ON COMMIT DROP`,
    );
    // Accounts as a paid subscription leaves them (abonnements: enregistrerPaiement): type ABONNE
    // with the subscriber's habilitations (comptes-clients: habilitationsDuCompte('ABONNE')).
    await client.query(
      `WITH c AS (
         INSERT INTO comptes_clients (type_compte, type_profil, habilitations)
         SELECT 'ABONNE', 'PARTICULIER',
                'COMMANDER,SURVEILLER,CONSULTER_FACTURES,GERER_COMPTE,GERER_UTILISATEURS,GERER_ABONNEMENT'
           FROM generate_series(1, $1)
         RETURNING id)
       INSERT INTO banc_comptes (n, id) SELECT row_number() OVER (ORDER BY id), id FROM c`,
      [comptes],
    );
    // Users who cannot sign in (a malformed hash never matches): the bench signs their tokens.
    await client.query(
      `INSERT INTO utilisateurs (id, email, email_valide_le, mot_de_passe, nom, prenom, compte_de_test)
       SELECT utilisateur, format('abonne-%s@%s', lpad(n::text, 6, '0'), $1::text), now(), 'scrypt$banc',
              'Abonné', 'Banc ' || n, true
         FROM banc_comptes`,
      [DOMAINE],
    );
    await client.query(
      `INSERT INTO utilisateurs_comptes (utilisateur_id, compte_client_id, role, selectionne)
       SELECT utilisateur, id, 'ADMINISTRATEUR', true FROM banc_comptes`,
    );
    // A paid yearly period begun 30 days ago (Paris): droitsAbonne finds it, the counters are on.
    await client.query(
      `INSERT INTO abonnements (compte_client_id, formule, date_debut, date_fin, montant_ttc, statut, paye_le,
                                contact_nom, contact_prenom, numero_voie_facturation, code_postal_facturation,
                                ville_facturation)
       SELECT b.id, f.code, d.debut, (d.debut + make_interval(months => f.duree_mois) - interval '1 day')::date,
              f.montant_ttc, 'PAYE', now(), 'Abonné', 'Banc ' || b.n, '8 rue de la République', '69002', 'Lyon'
         FROM banc_comptes b
        CROSS JOIN formules_abonnement f
        CROSS JOIN (SELECT (now() AT TIME ZONE 'Europe/Paris')::date - 30 AS debut) d
        WHERE f.type_compte = 'ABONNE'`,
    );
    // Watch k → account k mod C, its (k div C)-th company among the account's parCompte consecutive
    // targets: distinct within an account. Columns as insererSurveillance (service/surveillances.ts)
    // writes them, types as service/domaines.ts maps RCS_BILAN_ACTES.
    const { rowCount } = await client.query(
      `INSERT INTO surveillances
         (compte_client_id, entreprise_id, personne_physique_id, domaines, types, groupe_favoris_id, depuis_evenement_id)
       SELECT b.id, c.id, NULL, ARRAY['RCS_BILAN_ACTES'], ARRAY['RCS', 'BIL', 'ACT'], NULL,
              (SELECT COALESCE(max(id), 0) FROM evenements_registre)
         FROM generate_series(0, $1::int - 1) k
         JOIN banc_comptes b ON b.n = k % $2::int + 1
         JOIN banc_cibles c ON c.n = ((k % $2::int) * $3::int + k / $2::int) % $4::int`,
      [nbSurveillances, comptes, parCompte, cibles],
    );
    await client.query('COMMIT');
    await client.query('ANALYZE comptes_clients, utilisateurs, utilisateurs_comptes, abonnements, surveillances');
    console.log(
      `[bench] semis : ${fr(comptes)} comptes abonnés et ${fr(rowCount)} surveillances (${parCompte} au plus ` +
        `par compte, ${fr(cibles)} entreprises tirées) en ${sec((performance.now() - debut) / 1000)}`,
    );
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

// 4. One working day of registry activity.
let jour;
for (let essai = 0; essai < 4; essai += 1) {
  const [{ n }] = await requete(baseUrl, 'SELECT count(*)::int AS n FROM jours_activite_registre');
  // Days after those already applied to this base, so that every run measures a new day.
  const args = n > 0 ? [] : ['--date', values.date];
  const debut = performance.now();
  await lancer('activite-registre', ['--jours', '1', '--graine', values.graine, ...args], { DATABASE_URL: baseUrl });
  const secondes = (performance.now() - debut) / 1000;
  [jour] = await requete(
    baseUrl,
    `SELECT date_jour::text AS date, (bilan->>'evenements')::int AS evenements
       FROM jours_activite_registre ORDER BY date_jour DESC LIMIT 1`,
  );
  console.log(
    `[bench] journée d’activité du ${jour.date} : ${fr(jour.evenements)} événements en ${sec(secondes)} ` +
      '(commande entière, dérivés recalculés compris)',
  );
  if (jour.evenements > 0) break;
  console.log('[bench] jour non ouvré : la journée suivante est appliquée aussi');
}

// 5. The fan-out of that day.
const diffusion = await diffuser();
const [touches] = await requete(
  baseUrl,
  `SELECT count(DISTINCT compte_client_id)::int AS comptes, count(DISTINCT surveillance_id)::int AS surveillances
     FROM revelations WHERE evenement_id > $1 AND evenement_id <= $2`,
  [rattrapage.curseur, diffusion.curseur],
);
const diffusionOk = diffusion.secondes <= OBJECTIF_DIFFUSION_S;
console.log(
  `[bench] diffusion : ${fr(diffusion.evenements)} événements → ${fr(diffusion.revelations)} révélations ` +
    `(${fr(touches.surveillances)} surveillances de ${fr(touches.comptes)} comptes ; ` +
    `${fr(diffusion.terminees)} surveillances terminées par une radiation), ${fr(diffusion.lots)} lots, ` +
    `${sec(diffusion.secondes)} (commande entière ${sec(diffusion.commande)}) ; objectif ≤ ${OBJECTIF_DIFFUSION_S} s : ` +
    `${diffusionOk ? 'atteint' : 'NON ATTEINT'}`,
);

// 6. The counters under load.
const dossier = mkdtempSync(path.join(os.tmpdir(), 'greffeo-bench-surveillance-'));
mkdirSync(path.join(dossier, 'journaux'));
const origine = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  DATA_DIR: dossier,
  DATABASE_URL: baseUrl,
  SERVICES_HOST: '127.0.0.1',
  SERVICES_PORT: String(port),
  SITE_URL,
  IDENTITE_SECRETS: randomBytes(32).toString('base64url'),
  REGISTRE_ACTIVITE: 'false',
  SURVEILLANCE_INTERVALLE_S: '0',
  // Nothing else on the seeded accounts while measuring (daily digests, due dates).
  TRAVAUX_ACTIFS: 'false',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
};
let part;
let reussi = false;
const arretBrutal = () => process.exit(130);
process.once('SIGINT', arretBrutal);
process.once('SIGTERM', arretBrutal);
try {
  // Another server on the port would answer the health check in place of ours.
  const occupe = await fetch(`${origine}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );
  if (occupe) throw new Error(`Le port ${port} est déjà pris : choisissez-en un autre avec --port.`);
  const debut = performance.now();
  part = await demarrer(env, 'services', serveur, `${origine}/api/health`, services);
  console.log(`[bench] services prêts sur ${origine} en ${sec((performance.now() - debut) / 1000)}`);
  reussi = await mesurer();
} finally {
  await arreter(part);
  if (reussi) rmSync(dossier, { recursive: true, force: true });
  else {
    const journal = path.join(dossier, 'journaux', 'services.log');
    const texte = existsSync(journal) ? readFileSync(journal, 'utf8').trim() : '';
    if (texte) console.error(`[bench] journal des services (${journal}) :\n${texte.split('\n').slice(-20).join('\n')}`);
    else rmSync(dossier, { recursive: true, force: true });
  }
}
if (!reussi) process.exitCode = 1;

async function mesurer() {
  // The provider's newest key (identite/cles.ts); claims as the provider puts them in access tokens.
  const [{ jwk }] = await requete(baseUrl, 'SELECT jwk FROM oidc_cles ORDER BY cree_le DESC, kid LIMIT 1');
  const cle = await importJWK(jwk, jwk.alg);
  const lignes = await requete(
    baseUrl,
    `SELECT u.id::text AS id, u.email, uc.compte_client_id AS compte,
            (SELECT count(*)::int FROM revelations r WHERE r.compte_client_id = uc.compte_client_id AND r.lue_le IS NULL)
              AS non_lues
       FROM utilisateurs u JOIN utilisateurs_comptes uc ON uc.utilisateur_id = u.id AND uc.selectionne
      WHERE u.email_normalise LIKE $1
      ORDER BY md5(u.id::text || $2) LIMIT $3`,
    [`%@${DOMAINE}`, values.graine, nbUtilisateurs],
  );
  const debutJetons = performance.now();
  const utilisateurs = await Promise.all(
    lignes.map(async (u) => {
      const jeton = await new SignJWT({
        preferred_username: u.email,
        client_id: 'frontend',
        scope: 'profile',
        gid: randomUUID(),
      })
        .setProtectedHeader({ alg: jwk.alg, kid: jwk.kid, typ: 'at+jwt' })
        .setIssuer(`${SITE_URL}/auth`)
        .setAudience(`${SITE_URL}/api`)
        .setSubject(u.id)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(cle);
      return { ...u, entetes: { authorization: `Bearer ${jeton}` } };
    }),
  );
  const avecNonLues = utilisateurs.filter((u) => u.non_lues > 0).length;
  console.log(
    `[bench] ${fr(utilisateurs.length)} jetons signés en ${sec((performance.now() - debutJetons) / 1000)} ; ` +
      `${fr(avecNonLues)} de ces utilisateurs ont des révélations non lues en base`,
  );

  const base = new URL(origine);
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const rng = prng(Number(values.graine) || 42);
  const tirer = () => {
    const utilisateur = utilisateurs[Math.floor(rng() * utilisateurs.length)];
    return { genre: 'enAlerte', chemin: '/api/revelation/enAlerte', entetes: utilisateur.entetes, utilisateur };
  };
  if (chauffeS > 0)
    await chargeOuverte({ base, agent, debit, dureeMs: chauffeS * 1000, tirer, noter: () => undefined });

  const mesures = new Mesures();
  const verif = { actifs: 0, nonNulles: 0, ecarts: 0, utilisateurs: new Set(), premiereErreur: undefined };
  const secondes = await chargeOuverte({
    base,
    agent,
    debit,
    dureeMs: dureeS * 1000,
    tirer,
    noter: (genre, reponse, latence, op) => {
      const ok = reponse.statut === 200;
      mesures.noter(genre, { ok, statut: reponse.statut, erreur: reponse.erreur }, latence);
      if (!ok) {
        verif.premiereErreur ??= `HTTP ${reponse.statut} ${reponse.erreur ?? (reponse.corps ?? '').slice(0, 300)}`;
        return;
      }
      const corps = json(reponse);
      if (corps?.compteurs_actifs === true) verif.actifs += 1;
      if (corps?.non_lues > 0) {
        verif.nonNulles += 1;
        verif.utilisateurs.add(op.utilisateur.id);
      }
      // Nothing changes the révélations during the load: the answer must be the database's count.
      if (corps?.non_lues !== op.utilisateur.non_lues) verif.ecarts += 1;
    },
  });
  agent.destroy();

  const { lignes: rapport, resultat } = mesures.rapport(secondes);
  const total = resultat.total;
  console.log(
    `[bench] GET /api/revelation/enAlerte : ${debit} requêtes/s planifiées, ${clients} connexions, ` +
      `${fr(utilisateurs.length)} utilisateurs, ${sec(secondes)}`,
  );
  for (const ligne of rapport.slice(0, -1)) console.log(`[bench] ${ligne.trimStart()}`);
  const p95Ok = total.p95 <= OBJECTIF_P95_MS;
  console.log(
    `[bench] ${fr(total.requetes)} requêtes (${String(total.parSeconde).replace('.', ',')}/s obtenues), ` +
      `${fr(total.erreurs)} erreurs ; p95 ${total.p95.toFixed(1).replace('.', ',')} ms, objectif ≤ ${OBJECTIF_P95_MS} ms ` +
      `à 200 requêtes/s : ${p95Ok ? 'atteint' : 'NON ATTEINT'}${debit === 200 ? '' : ` (mesuré à ${debit} requêtes/s)`}`,
  );
  if (verif.premiereErreur) console.log(`[bench] première erreur : ${verif.premiereErreur}`);
  console.log(
    `[bench] réponses avec compteurs actifs : ${fr(verif.actifs)} sur ${fr(total.requetes - total.erreurs)} ; ` +
      `avec des non lues : ${fr(verif.nonNulles)} (utilisateurs différents : ${fr(verif.utilisateurs.size)}) ; ` +
      `écarts avec la base : ${fr(verif.ecarts)}`,
  );
  const valide = total.erreurs === 0 && verif.actifs === total.requetes && verif.nonNulles > 0 && verif.ecarts === 0;
  if (!valide) console.log('[bench] ÉCHEC : erreurs, écarts ou aucun compteur non nul (voir ci-dessus)');
  return valide;
}
