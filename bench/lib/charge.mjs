// Open-loop load of the portal as visitors make it (home, company pages, search, guest basket),
// shared by bench/load.mjs and bench/faults.mjs. Node's own http module only: the existing benches
// use it, and at a few hundred requests per second it costs less than fetch.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** The portal's answer on /api/* while the services are down (server/src/app.ts, SERVICES_DOWN). */
export const MESSAGE_SERVICES_INDISPONIBLES =
  'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.';

export const slugify = (label) =>
  label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '-')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'entreprise';

// mulberry32: the same seed gives the same sequence of requests.
export function prng(graine) {
  let a = graine >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * One HTTP request; never rejects. `statut` 0 means no answer: connection refused or reset, or no
 * complete answer within `delaiMs` (then `erreur` says which).
 */
export function requete(base, agent, { methode = 'GET', chemin, corps, entetes = {}, delaiMs = 10_000 }) {
  return new Promise((resolve) => {
    const debut = performance.now();
    const charge = corps === undefined ? undefined : Buffer.from(JSON.stringify(corps));
    // The whole exchange, waiting for a free socket included: an answer that comes later is none.
    let minuterie;
    const finir = (resultat) => {
      clearTimeout(minuterie);
      resolve({ ...resultat, ms: performance.now() - debut });
    };
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        path: chemin,
        method: methode,
        agent,
        headers: {
          ...(charge ? { 'content-type': 'application/json', 'content-length': charge.length } : {}),
          ...entetes,
        },
      },
      (reponse) => {
        const morceaux = [];
        reponse.on('data', (m) => morceaux.push(m));
        reponse.on('end', () =>
          finir({ statut: reponse.statusCode, entetes: reponse.headers, corps: Buffer.concat(morceaux).toString() }),
        );
        reponse.on('error', (e) => finir({ statut: 0, erreur: e.message }));
      },
    );
    minuterie = setTimeout(() => req.destroy(new Error(`délai dépassé (${delaiMs / 1000} s)`)), delaiMs);
    req.on('error', (e) => finir({ statut: 0, erreur: e.message }));
    req.end(charge);
  });
}

export const json = (reponse) => {
  try {
    return JSON.parse(reponse.corps);
  } catch {
    return undefined;
  }
};

/**
 * Companies spread over the whole registry, read from the sitemap plan (as bench/company-page.mjs),
 * so pages and searches do not all hit the same rows.
 */
export async function echantillonEntreprises(base, agent, taille) {
  const plan = json(await requete(base, agent, { chemin: '/api/seo/plan' }));
  const maxId = plan?.entreprises?.max_id;
  if (!maxId) throw new Error(`Le registre de ${base.origin} est vide ou injoignable (/api/seo/plan).`);
  const entreprises = [];
  const fenetres = Math.max(1, Math.ceil(taille / 100));
  for (let f = 0; f < fenetres; f += 1) {
    const apres = Math.floor((maxId * f) / fenetres);
    const page = json(await requete(base, agent, { chemin: `/api/seo/plan/entreprises?apres_id=${apres}&limit=100` }));
    for (const e of page?.elements ?? []) entreprises.push(e);
  }
  if (entreprises.length === 0) throw new Error('Aucune entreprise lue dans le plan du site.');
  return entreprises;
}

/**
 * The address of the i-th simulated visitor, in 198.18.0.0/15 (RFC 2544, kept for benchmarks): the
 * portal, started with TRUSTED_PROXIES=loopback, takes it from X-Forwarded-For as it would from a
 * reverse proxy in front, so its per-visitor limits (search, sign-up) see many visitors, as in
 * production, rather than one address sending everything. Nothing is ever sent to these addresses.
 */
export const adresseVisiteur = (i) => `198.${18 + ((i >> 16) & 1)}.${(i >> 8) & 255}.${i & 255}`;

const KBIS_ELEC = (idEntite) => ({
  id_article_catalogue: 'KBIS',
  id_entite: idEntite,
  diffusions: [{ format_diffusion: 'ELEC', quantite: 1 }],
});

/**
 * The mix of visitor requests. `tirer()` gives the next one: `{ genre, envoyer(base, agent) }`.
 * Basket operations follow each guest's life: add a Kbis, read the basket, remove the article, so a
 * removal always names an article the guest has.
 */
export function melangeVisiteurs({ entreprises, graine = 7, parts, invites = 50, visiteurs = 1000 }) {
  const rng = prng(graine);
  const adresses = Array.from({ length: visiteurs }, (_, i) => adresseVisiteur(i));
  const tirer = (liste) => liste[Math.floor(rng() * liste.length)];
  const pages = entreprises.map((e) => `/entreprise/${slugify(e.denomination)}/${e.siren}/${e.id}`);
  // What people type: a name, its first word, a SIREN (with and without spaces), a prefix.
  const phrases = entreprises.flatMap((e) => {
    const mots = e.denomination.split(/\s+/).filter((m) => m.length >= 3);
    return [e.denomination, mots[0] ?? e.denomination, e.siren, e.siren.replace(/(\d{3})(?=\d)/g, '$1 ')];
  });
  const clients = Array.from({ length: invites }, (_, i) => ({
    uid: randomUUID(),
    etape: 0,
    article: null,
    adresse: adresses.length ? adresses[i % adresses.length] : undefined,
  }));
  const total = Object.values(parts).reduce((a, b) => a + b, 0);

  const genres = {
    accueil: () => ({ chemin: '/' }),
    entreprise: () => ({ chemin: tirer(pages) }),
    recherche: () => {
      const phrase = tirer(phrases);
      return rng() < 0.2
        ? { chemin: `/api/recherche/suggestions?q=${encodeURIComponent(phrase.slice(0, 4 + Math.floor(rng() * 5)))}` }
        : { chemin: `/api/recherche/entreprises_etablissements?phrase=${encodeURIComponent(phrase)}&limit=10` };
    },
    panier: () => {
      const client = tirer(clients);
      const uid = `uid_invite=${client.uid}`;
      // One operation of this guest at a time: a guest busy with the previous one only reads.
      if (client.occupe) return { chemin: `/api/paniers?${uid}` };
      const etape = client.etape;
      if (etape === 2 && client.article === null) client.etape = 0;
      if (client.etape === 0) {
        return {
          methode: 'POST',
          chemin: `/api/paniers/articles?${uid}`,
          corps: KBIS_ELEC(tirer(entreprises).id),
          client,
          apres: (reponse) => {
            const articles = json(reponse)?.regroupements?.flatMap((g) => g.articles) ?? [];
            client.article = articles.at(-1)?.id ?? null;
          },
        };
      }
      if (client.etape === 1) return { chemin: `/api/paniers?${uid}`, client };
      const article = client.article;
      return {
        methode: 'DELETE',
        chemin: `/api/paniers/articles/${article}?${uid}`,
        client,
        apres: () => (client.article = null),
      };
    },
  };

  return () => {
    let x = rng() * total;
    let genre = 'accueil';
    for (const [nom, part] of Object.entries(parts)) {
      x -= part;
      if (x < 0) {
        genre = nom;
        break;
      }
    }
    const op = genres[genre]();
    const adresse = op.client ? op.client.adresse : adresses.length ? tirer(adresses) : undefined;
    return { genre, ...op, entetes: adresse ? { 'x-forwarded-for': adresse } : {} };
  };
}

/**
 * Sends `tirer()` requests at a fixed rate for `dureeMs` (open loop: the next request leaves on
 * schedule whether or not the previous ones were answered), and records each answer with
 * `noter(genre, reponse, latence, operation)`. Latency counts from the scheduled time, so a late
 * departure (an overloaded generator) is not hidden.
 */
export async function chargeOuverte({ base, agent, debit, dureeMs, tirer, noter, delaiMs = 10_000, signal }) {
  const debut = performance.now();
  const n = Math.floor((debit * dureeMs) / 1000);
  const enVol = new Set();
  for (let i = 0; i < n; i += 1) {
    if (signal?.aborted) break;
    const prevu = debut + (i * 1000) / debit;
    const attente = prevu - performance.now();
    if (attente > 1) await new Promise((resolve) => setTimeout(resolve, attente));
    const op = tirer();
    if (op.client) op.client.occupe = true;
    const envoi = requete(base, agent, { ...op, delaiMs }).then((reponse) => {
      if (op.client) {
        op.client.occupe = false;
        // The guest moves on only when the step was done; after a failure it tries it again.
        if (reponse.statut >= 200 && reponse.statut < 300) {
          op.apres?.(reponse);
          op.client.etape = (op.client.etape + 1) % 3;
        }
      }
      noter(op.genre, reponse, performance.now() - prevu, op);
    });
    enVol.add(envoi);
    envoi.finally(() => enVol.delete(envoi));
  }
  await Promise.all(enVol);
  return (performance.now() - debut) / 1000;
}

const centile = (tries, p) => tries[Math.min(tries.length - 1, Math.floor((p / 100) * tries.length))] ?? 0;

/** Per-kind counters: answers, errors by cause, latencies. */
export class Mesures {
  constructor() {
    this.genres = new Map();
  }

  noter(genre, { ok, statut, erreur }, latence) {
    if (!this.genres.has(genre)) this.genres.set(genre, { latences: [], erreurs: 0, causes: new Map(), statuts: {} });
    const g = this.genres.get(genre);
    g.latences.push(latence);
    g.statuts[statut] = (g.statuts[statut] ?? 0) + 1;
    if (!ok) {
      g.erreurs += 1;
      const cause = statut === 0 ? erreur || 'pas de réponse' : `HTTP ${statut}`;
      g.causes.set(cause, (g.causes.get(cause) ?? 0) + 1);
    }
  }

  get erreurs() {
    return [...this.genres.values()].reduce((n, g) => n + g.erreurs, 0);
  }

  /** One line per kind, then the total; `secondes`: the length of the load, for the achieved rate. */
  rapport(secondes) {
    const ms = (x) => `${x.toFixed(1).replace('.', ',')} ms`;
    const lignes = [];
    const resultat = {};
    const toutes = [];
    for (const [genre, g] of this.genres) {
      g.latences.sort((a, b) => a - b);
      toutes.push(...g.latences);
      const r = {
        requetes: g.latences.length,
        erreurs: g.erreurs,
        parSeconde: Number((g.latences.length / secondes).toFixed(1)),
        p50: Number(centile(g.latences, 50).toFixed(1)),
        p95: Number(centile(g.latences, 95).toFixed(1)),
        p99: Number(centile(g.latences, 99).toFixed(1)),
        max: Number((g.latences.at(-1) ?? 0).toFixed(1)),
        statuts: g.statuts,
        causes: Object.fromEntries(g.causes),
      };
      resultat[genre] = r;
      lignes.push(
        `  ${genre.padEnd(11)} ${String(r.requetes).padStart(7)} req. ${String(r.parSeconde).padStart(6)}/s   ` +
          `p50 ${ms(r.p50).padStart(10)}  p95 ${ms(r.p95).padStart(10)}  p99 ${ms(r.p99).padStart(10)}  ` +
          `max ${ms(r.max).padStart(10)}   erreurs ${r.erreurs}` +
          (g.causes.size ? ` ${JSON.stringify(r.causes)}` : ''),
      );
    }
    toutes.sort((a, b) => a - b);
    const total = {
      requetes: toutes.length,
      erreurs: this.erreurs,
      parSeconde: Number((toutes.length / secondes).toFixed(1)),
      p50: Number(centile(toutes, 50).toFixed(1)),
      p95: Number(centile(toutes, 95).toFixed(1)),
      p99: Number(centile(toutes, 99).toFixed(1)),
    };
    lignes.push(
      `  ${'total'.padEnd(11)} ${String(total.requetes).padStart(7)} req. ${String(total.parSeconde).padStart(6)}/s   ` +
        `p50 ${ms(total.p50).padStart(10)}  p95 ${ms(total.p95).padStart(10)}  p99 ${ms(total.p99).padStart(10)}  ` +
        `${' '.repeat(15)}   erreurs ${total.erreurs}`,
    );
    return { lignes, resultat: { ...resultat, total } };
  }
}
