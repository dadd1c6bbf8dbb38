// What the relevance benchmarks share (bench/search-relevance.mjs and its realistic categories,
// bench/lib/pertinence-realiste.mjs): the bench's own normalisation (never the services' search
// functions: the labels must not depend on the engine under test), a seeded PRNG, the typo
// helpers, the search URLs, the HTTP runner and the report per category.
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

// ---------------------------------------------------------------- normalisation (our own)

export const LIGATURES = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o' };
export const deplier = (texte) =>
  texte
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[œæßø]/g, (c) => LIGATURES[c]);
export const normaliser = (texte) =>
  deplier(texte)
    .replace(/\./g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
export const motsDe = (texte) => {
  const n = normaliser(texte);
  return n === '' ? [] : n.split(' ');
};
export const compacter = (texte) => normaliser(texte).replace(/ /g, '');
export const A_APOSTROPHE = /['’‘`´]/;
export const APOSTROPHES = /['’‘`´]/g;

// ---------------------------------------------------------------- helpers

/** mulberry32: a small deterministic PRNG (one home: lib/charge.mjs). */
export { prng } from './charge.mjs';
export const hacher = (texte) => {
  let h = 2166136261;
  for (const c of texte) h = Math.imul(h ^ c.codePointAt(0), 16777619);
  return h >>> 0;
};
export const entier = (rng, n) => Math.floor(rng() * n);

export function luhn(numero) {
  let somme = 0;
  for (let i = 0; i < numero.length; i += 1) {
    let chiffre = Number(numero[numero.length - 1 - i]);
    if (i % 2 === 1) {
      chiffre *= 2;
      if (chiffre > 9) chiffre -= 9;
    }
    somme += chiffre;
  }
  return somme % 10 === 0;
}

/** Optimal string alignment distance, or max + 1 as soon as it is certainly above max. */
export function distance(a, b, max) {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let avant = null;
  let precedent = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const courant = [i];
    let minimum = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cout = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(precedent[j] + 1, courant[j - 1] + 1, precedent[j - 1] + cout);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, avant[j - 2] + 1);
      courant.push(d);
      if (d < minimum) minimum = d;
    }
    if (minimum > max) return max + 1;
    avant = precedent;
    precedent = courant;
  }
  return precedent[b.length];
}

export const LETTRES = 'abcdefghijklmnopqrstuvwxyz';
/** One random typo in a word of letters: substitution, deletion, insertion or transposition. */
export function faute(mot, rng) {
  for (;;) {
    const op = entier(rng, 4);
    const i = entier(rng, mot.length);
    if (op === 0) {
      const c = LETTRES[entier(rng, 26)];
      if (c !== mot[i]) return mot.slice(0, i) + c + mot.slice(i + 1);
    } else if (op === 1) {
      return mot.slice(0, i) + mot.slice(i + 1);
    } else if (op === 2) {
      const j = entier(rng, mot.length + 1);
      return mot.slice(0, j) + LETTRES[entier(rng, 26)] + mot.slice(j);
    } else if (i < mot.length - 1 && mot[i] !== mot[i + 1]) {
      return mot.slice(0, i) + mot[i + 1] + mot[i] + mot.slice(i + 2);
    }
  }
}

export const enc = encodeURIComponent;
export const urlEntreprises = (params) =>
  `/api/recherche/entreprises_etablissements?${Object.entries(params)
    .map(([k, v]) => `${k}=${enc(v)}`)
    .join('&')}`;
export const urlPersonnes = (params) =>
  `/api/recherche/personnes?${Object.entries(params)
    .map(([k, v]) => `${k}=${enc(v)}`)
    .join('&')}`;
export const espacerSiren = (s) => `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6, 9)}`;

export async function lireParPages(client, sql, taille, surLigne) {
  let apres = 0;
  for (;;) {
    const { rows } = await client.query(sql, [apres, taille]);
    for (const ligne of rows) surLigne(ligne);
    if (rows.length < taille) return;
    apres = rows.at(-1).id;
  }
}

// ---------------------------------------------------------------- running the queries

/** An HTTP client of the service at `baseUrl`, with `concurrence` kept-alive sockets at most. */
export function clientHttp(baseUrl, concurrence) {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrence });
  const get = (chemin) =>
    new Promise((resolve) => {
      const debut = performance.now();
      const requete = http.get({ host: base.hostname, port: base.port, path: chemin, agent }, (reponse) => {
        const morceaux = [];
        reponse.on('data', (m) => morceaux.push(m));
        reponse.on('end', () =>
          resolve({
            statut: reponse.statusCode,
            ms: performance.now() - debut,
            corps: Buffer.concat(morceaux).toString(),
          }),
        );
      });
      requete.setTimeout(60000, () => requete.destroy(new Error('délai dépassé (60 s)')));
      requete.on('error', (erreur) =>
        resolve({ statut: 0, ms: performance.now() - debut, corps: String(erreur.message) }),
      );
    });
  return { base, get, fermer: () => agent.destroy() };
}

export const decrire = (r) => {
  if (!r) return '(aucun résultat)';
  if (r.type === 'ENTREPRISE') return `${r.denomination} (${r.siren})`;
  if (r.type === 'ETABLISSEMENT') return `${r.siret} (${r.entreprise?.denomination})`;
  const mois = r.mois_naissance ? ` (${String(r.mois_naissance).padStart(2, '0')}/${r.annee_naissance})` : '';
  return `${r.prenoms?.split(',')[0]} ${r.nom}${mois}`;
};

/**
 * Runs every query, `concurrence` at a time: the rank of the expected entity in the first page (null
 * when absent). A query whose `attendu.etablissement_lieu` is set (filtre_geo) counts as found only
 * when the company's `etablissements_lieu` names that establishment; `motif` says why otherwise.
 */
export async function evaluer(jeu, client, concurrence) {
  const resultats = new Array(jeu.length);
  let suivant = 0;
  const travailleur = async () => {
    while (suivant < jeu.length) {
      const i = suivant;
      suivant += 1;
      const q = jeu[i];
      const { statut, ms, corps } = await client.get(q.url);
      let rang = null;
      let premier = null;
      let total = null;
      let motif = null;
      if (statut === 200) {
        const reponse = JSON.parse(corps);
        const liste = reponse.resultats ?? [];
        total = reponse.total;
        premier = decrire(liste[0]);
        const type = q.attendu.type;
        const k = liste.findIndex((r) => Number(r.id) === q.attendu.id && (type === 'PERSONNE' || r.type === type));
        rang = k < 0 ? null : k + 1;
        const voulu = q.attendu.etablissement_lieu;
        if (k >= 0 && voulu !== undefined) {
          const dits = liste[k].etablissements_lieu ?? [];
          if (!dits.some((e) => Number(e.id) === voulu.id)) {
            motif =
              `rang ${k + 1}, mais etablissements_lieu ne nomme pas l’établissement ${voulu.siret} ` +
              `(nomme : ${dits.map((e) => e.siret).join(', ') || 'aucun'})`;
            rang = null;
          }
        }
      } else {
        premier = `HTTP ${statut} ${corps.slice(0, 120)}`;
      }
      resultats[i] = { ...q, statut, ms: Math.round(ms), rang, premier, total, ...(motif ? { motif } : {}) };
    }
  };
  await Promise.all(Array.from({ length: concurrence }, travailleur));
  return resultats;
}

export const pourcent = (n, d) => (d === 0 ? 0 : (100 * n) / d);
export const fmt = (x) => `${x.toFixed(1).replace('.', ',')} %`;
export const marque = (ok) => (ok ? '✔' : '✖');
export function bilan(liste) {
  const n = liste.length;
  const premier = liste.filter((r) => r.rang === 1).length;
  const top10 = liste.filter((r) => r.rang !== null).length;
  return { n, premier, top10, premierPct: pourcent(premier, n), top10Pct: pourcent(top10, n) };
}
export const requeteLisible = (url) => {
  const u = new URL(url, 'http://x');
  const chemin = u.pathname.split('/').at(-1);
  return `${chemin === 'personnes' ? 'personnes ' : ''}${[...u.searchParams].map(([k, v]) => `${k}=«${v}»`).join(' ')}`;
};

/**
 * Prints the figures per category (in `ordre`) and overall, then every failure; writes them to `out`
 * when given. `cibles`: { premier, top10 } overall; `cibleCategorie`: the same for each category (a
 * null top10: no target in the top 10 per category); `exigerCategories`: the exit code also fails
 * when a category misses its target. Answers the exit code.
 */
export function rapporter(
  resultats,
  { ordre, cibles, cibleCategorie = cibles, exigerCategories = false, out, entete },
) {
  const categories = {};
  const largeur = Math.max(16, ...ordre.map((c) => c.length));
  const marqueTop10 = (pct) => (cibleCategorie.top10 === null ? ' ' : marque(pct >= cibleCategorie.top10));
  console.log(`${'catégorie'.padEnd(largeur)} requêtes   1er              top 10`);
  for (const categorie of ordre) {
    const liste = resultats.filter((r) => r.categorie === categorie);
    if (liste.length === 0) continue;
    const b = bilan(liste);
    const variantes = {};
    for (const v of new Set(liste.map((r) => r.variante))) variantes[v] = bilan(liste.filter((r) => r.variante === v));
    categories[categorie] = { ...b, variantes };
    console.log(
      `${categorie.padEnd(largeur)} ${String(b.n).padStart(5)}   ${marque(b.premierPct >= cibleCategorie.premier)} ${fmt(b.premierPct).padStart(8)} (${b.premier})` +
        `   ${marqueTop10(b.top10Pct)} ${fmt(b.top10Pct).padStart(8)} (${b.top10})`,
    );
    for (const [v, bv] of Object.entries(variantes)) {
      if (Object.keys(variantes).length > 1) {
        console.log(
          `   · ${v.padEnd(24)} ${String(bv.n).padStart(3)}   1er ${fmt(bv.premierPct)}   top 10 ${fmt(bv.top10Pct)}`,
        );
      }
    }
  }
  const global = bilan(resultats);
  console.log(
    `${'ENSEMBLE'.padEnd(largeur)} ${String(global.n).padStart(5)}   ${marque(global.premierPct >= cibles.premier)} ${fmt(global.premierPct).padStart(8)} (${global.premier})` +
      `   ${marque(global.top10Pct >= cibles.top10)} ${fmt(global.top10Pct).padStart(8)} (${global.top10})`,
  );

  const echecs = resultats.filter((r) => r.rang !== 1);
  if (echecs.length > 0) {
    console.log(`\nÉchecs (attendu absent de la 1re place) : ${echecs.length}`);
    for (const r of echecs) {
      const ou = r.motif ?? (r.rang === null ? 'absent du top 10' : `rang ${r.rang}`);
      console.log(
        `  [${r.categorie}/${r.variante}] ${requeteLisible(r.url)}\n` +
          `      attendu : ${r.attendu.type} ${r.attendu.id} ${r.attendu.libelle} — ` +
          `${ou} ; 1er : ${r.premier} ; total ${r.total ?? '—'}`,
      );
    }
  }
  const erreursHttp = resultats.filter((r) => r.statut !== 200).length;

  if (out) {
    const sortie = path.resolve(out);
    mkdirSync(path.dirname(sortie), { recursive: true });
    writeFileSync(
      sortie,
      `${JSON.stringify(
        { date: new Date().toISOString(), ...entete, cibles, global, categories, erreursHttp, resultats },
        null,
        1,
      )}\n`,
    );
    console.log(`\n[pertinence] résultats détaillés : ${path.relative(process.cwd(), sortie)}`);
  }

  const sousCible = Object.entries(categories)
    .filter(
      ([, b]) =>
        b.premierPct < cibleCategorie.premier || (cibleCategorie.top10 !== null && b.top10Pct < cibleCategorie.top10),
    )
    .map(([c]) => c);
  const atteint =
    global.premierPct >= cibles.premier &&
    global.top10Pct >= cibles.top10 &&
    (!exigerCategories || sousCible.length === 0);
  console.log(
    `\n[pertinence] ${marque(atteint)} ${global.n} requêtes : 1er ${fmt(global.premierPct)} (cible ≥ ${cibles.premier} %), ` +
      `top 10 ${fmt(global.top10Pct)} (cible ≥ ${cibles.top10} %), erreurs HTTP ${erreursHttp}` +
      (sousCible.length > 0 ? ` ; catégories sous la cible : ${sousCible.join(', ')}` : ''),
  );
  return atteint ? 0 : 1;
}
