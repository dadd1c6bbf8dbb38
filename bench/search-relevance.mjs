#!/usr/bin/env node
// Relevance of the search service (SPEC §7) on a generated registry: builds a labelled set of queries
// from the database, with plain SQL and a normalisation of its own (never the recherche_* SQL
// functions nor any tsvector: the labels do not depend on the engine under test), runs each one
// against the HTTP service and reports the share where the expected entity comes first (target
// ≥ 90 %) and in the first 10 (target ≥ 98 %), per category and overall, with every failure.
//   node bench/search-relevance.mjs [--base-url http://127.0.0.1:8210]
//        [--database-url postgres://postgres@127.0.0.1:5432/bench_registre] [--seed 7] [--queries 400]
//        [--jeu bench/search-queries.json] [--reutiliser] [--out bench/results/….json]
// The labelled set is written to --jeu (bench/search-load.mjs replays it); --reutiliser reads it
// instead of building it again. Exit code 1 when an overall target is missed (the categories under
// target are named on the summary line).
//
// Categories (equal shares, targets drawn uniformly with a PRNG seeded by --seed):
//   nom_exact       the denomination as stored
//   sans_accents    lower case, accents and ligatures removed (names that have some)
//   mots_inverses   the name's words in reverse order
//   nom_partiel     one word dropped from a 3+ word name, or the last word cut to a prefix of ≥ 4 letters
//   faute_1         one typo (substitution, deletion, insertion, transposition) in a word of ≥ 5 letters
//   fautes_2        two typos in a word of ≥ 8 letters, or one in each of two words of ≥ 5 letters
//   elision         names with ’ ' or dots: "l orangerie", "lorangerie", "sci legrand"
//   sigle           the sigle alone
//   siren           9 digits, with and without spaces
//   siret           14 digits (with and without spaces), type_entite ETABLISSEMENT → that
//                   establishment, ENTREPRISE → its company
//   dirigeant       /personnes: "prénom nom" or "nom prénom", with or without annee_naissance and
//                   mois_naissance, or the nom/prenom parameters
//
// Fairness: a target is kept only when a person typing the query could mean nothing else.
// "Names" below are every company's denomination, sigle and establishment enseignes (what a
// company search matches), each also in its elided form ("L’Orangerie" → "lorangerie");
// normalised = lower case, NFD accents removed, œ→oe, æ→ae, dots removed, any other
// punctuation (apostrophes, hyphens, &…) as a space; compact = normalised without spaces.
//   R1 exact name   no other company has a name with the same compact form (stricter than the
//                   same normalised form: "Lorangerie" and "L’Orangerie" clash).
//                   Used by nom_exact, sans_accents, elision, sigle.
//   R2 words        no other company has a name containing every word of the query (the last one
//                   as a prefix for prefix queries). Used by nom_partiel (as asked) and, stricter
//                   than a unique name, by mots_inverses, faute_1, fautes_2 (on the original words:
//                   "sirius inovation" is not fair when "Sirius Innovation Conseil" exists too),
//                   elision (the joined form) and sigle (the sigle as a word of another name).
//   R3 typo         the typo'd word is no word of any name, and no word of any name other than the
//                   original is within the same edit distance (optimal string alignment) of it: the
//                   correction is unambiguous.
//   Persons         officers = persons with a mandate other than BENEFICIAIRE_EFFECTIF (those alone
//                   are searched). A name query is fair when no other officer has the same
//                   {nom, first prénom} pair, in either order, nom_usage counting as a nom too; with
//                   the birth year and month, when no other officer has that pair and that month.
//   SIREN / SIRET   always fair; numbers whose Luhn key is wrong are left out (the contract answers
//                   them with a 400).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import pg from 'pg';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string', default: 'http://127.0.0.1:8210' },
    'database-url': {
      type: 'string',
      default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_registre',
    },
    seed: { type: 'string', default: '7' },
    queries: { type: 'string', default: '400' },
    jeu: { type: 'string' },
    reutiliser: { type: 'boolean', default: false },
    out: { type: 'string' },
    concurrence: { type: 'string', default: '4' },
  },
});
const racine = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const fichierJeu = path.resolve(values.jeu ?? path.join(racine, 'bench', 'search-queries.json'));
const graine = Number(values.seed);
const nombreRequetes = Number(values.queries);
const base = new URL(values['base-url']);
const CIBLE_PREMIER = 90;
const CIBLE_TOP10 = 98;

const CATEGORIES = [
  'nom_exact',
  'sans_accents',
  'mots_inverses',
  'nom_partiel',
  'faute_1',
  'fautes_2',
  'elision',
  'sigle',
  'siren',
  'siret',
  'dirigeant',
];

// ---------------------------------------------------------------- normalisation (our own)

const LIGATURES = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o' };
const deplier = (texte) =>
  texte
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[œæßø]/g, (c) => LIGATURES[c]);
const normaliser = (texte) =>
  deplier(texte)
    .replace(/\./g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const motsDe = (texte) => {
  const n = normaliser(texte);
  return n === '' ? [] : n.split(' ');
};
const compacter = (texte) => normaliser(texte).replace(/ /g, '');
const A_APOSTROPHE = /['’‘`´]/;
const APOSTROPHES = /['’‘`´]/g;

// ---------------------------------------------------------------- helpers

/** mulberry32: a small deterministic PRNG. */
function prng(graineNum) {
  let a = graineNum >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const hacher = (texte) => {
  let h = 2166136261;
  for (const c of texte) h = Math.imul(h ^ c.codePointAt(0), 16777619);
  return h >>> 0;
};
const entier = (rng, n) => Math.floor(rng() * n);

function luhn(numero) {
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
function distance(a, b, max) {
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

const LETTRES = 'abcdefghijklmnopqrstuvwxyz';
/** One random typo in a word of letters: substitution, deletion, insertion or transposition. */
function faute(mot, rng) {
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

const enc = encodeURIComponent;
const urlEntreprises = (params) =>
  `/api/recherche/entreprises_etablissements?${Object.entries(params)
    .map(([k, v]) => `${k}=${enc(v)}`)
    .join('&')}`;
const urlPersonnes = (params) =>
  `/api/recherche/personnes?${Object.entries(params)
    .map(([k, v]) => `${k}=${enc(v)}`)
    .join('&')}`;
const espacerSiren = (s) => `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6, 9)}`;

// ---------------------------------------------------------------- building the labelled set

async function lireParPages(client, sql, taille, surLigne) {
  let apres = 0;
  for (;;) {
    const { rows } = await client.query(sql, [apres, taille]);
    for (const ligne of rows) surLigne(ligne);
    if (rows.length < taille) return;
    apres = rows.at(-1).id;
  }
}

async function construireJeu() {
  const client = new pg.Client({ connectionString: values['database-url'] });
  await client.connect();
  const t0 = performance.now();
  const secondes = () => ((performance.now() - t0) / 1000).toFixed(1);

  // Companies, in id order (deterministic).
  const ids = [];
  const sirens = [];
  const denominations = [];
  const sigles = [];
  await lireParPages(
    client,
    'SELECT id, siren, denomination, sigle FROM entreprises WHERE id > $1 ORDER BY id LIMIT $2',
    100000,
    (l) => {
      ids.push(Number(l.id));
      sirens.push(l.siren);
      denominations.push(l.denomination);
      sigles.push(l.sigle);
    },
  );
  const indexDe = new Map(ids.map((id, i) => [id, i]));
  console.log(`[pertinence] ${ids.length.toLocaleString('fr-FR')} entreprises lues (${secondes()} s)`);

  // Names: one entry per distinct word sequence, owned by one company or by several (-1).
  const entreeDe = new Map();
  const entreeMots = [];
  const entreeProprietaire = [];
  const postings = new Map();
  const compactProprietaire = new Map();
  const posseder = (carte, cle, ci) => {
    const p = carte.get(cle);
    if (p === undefined) carte.set(cle, ci);
    else if (p !== ci) carte.set(cle, -1);
  };
  const inscrire = (ci, mots) => {
    const cle = mots.join(' ');
    const e = entreeDe.get(cle);
    if (e !== undefined) {
      if (entreeProprietaire[e] !== ci) entreeProprietaire[e] = -1;
      return;
    }
    const nouvelle = entreeMots.length;
    entreeDe.set(cle, nouvelle);
    entreeMots.push(mots);
    entreeProprietaire.push(ci);
    for (const mot of new Set(mots)) {
      let liste = postings.get(mot);
      if (!liste) postings.set(mot, (liste = []));
      liste.push(nouvelle);
    }
  };
  const ajouterNom = (ci, texte) => {
    const mots = motsDe(texte);
    if (mots.length === 0) return;
    inscrire(ci, mots);
    if (A_APOSTROPHE.test(texte)) inscrire(ci, motsDe(texte.replace(APOSTROPHES, '')));
    posseder(compactProprietaire, mots.join(''), ci);
  };
  for (let ci = 0; ci < ids.length; ci += 1) {
    ajouterNom(ci, denominations[ci]);
    if (sigles[ci]) ajouterNom(ci, sigles[ci]);
  }
  const { rows: enseignes } = await client.query(
    `SELECT DISTINCT entreprise_id, n AS nom FROM etablissements,
       LATERAL (VALUES (enseigne), (denomination_usuelle)) v(n) WHERE n IS NOT NULL`,
  );
  for (const l of enseignes) ajouterNom(indexDe.get(Number(l.entreprise_id)), l.nom);
  const vocabulaireParLongueur = new Map();
  for (const mot of postings.keys()) {
    let liste = vocabulaireParLongueur.get(mot.length);
    if (!liste) vocabulaireParLongueur.set(mot.length, (liste = []));
    liste.push(mot);
  }
  console.log(
    `[pertinence] ${enseignes.length.toLocaleString('fr-FR')} enseignes ; ${entreeMots.length.toLocaleString('fr-FR')} noms distincts, ` +
      `${postings.size.toLocaleString('fr-FR')} mots (${secondes()} s)`,
  );

  /** R1: no other company has a name with this compact form. */
  const r1 = (compact, ci) => compact.length >= 2 && compactProprietaire.get(compact) === ci;
  /** R2: no other company's name contains every word (the last as a prefix when `prefixe`). */
  const r2 = (mots, ci, prefixe = false) => {
    const complets = prefixe ? mots.slice(0, -1) : mots;
    const debut = prefixe ? mots.at(-1) : null;
    let candidats;
    if (complets.length > 0) {
      for (const mot of complets) {
        const liste = postings.get(mot);
        if (!liste) return true;
        if (!candidats || liste.length < candidats.length) candidats = liste;
      }
    } else {
      candidats = [];
      for (const [mot, liste] of postings) if (mot.startsWith(debut)) candidats.push(...liste);
    }
    for (const e of candidats) {
      if (entreeProprietaire[e] === ci) continue;
      const ws = entreeMots[e];
      if (complets.every((m) => ws.includes(m)) && (debut === null || ws.some((w) => w.startsWith(debut))))
        return false;
    }
    return true;
  };
  /** R3: the typo'd word is no word of a name, and the original is its only word within `d`. */
  const r3 = (typo, original, d) => {
    if (postings.has(typo)) return false;
    for (let n = typo.length - d; n <= typo.length + d; n += 1) {
      for (const mot of vocabulaireParLongueur.get(n) ?? []) {
        if (mot !== original && distance(typo, mot, d) <= d) return false;
      }
    }
    return true;
  };

  const quota = (i) =>
    Math.floor(nombreRequetes / CATEGORIES.length) + (i < nombreRequetes % CATEGORIES.length ? 1 : 0);
  const jeu = [];
  const utilises = new Set();
  const entreprise = (ci) => ({ type: 'ENTREPRISE', id: ids[ci], libelle: `${denominations[ci]} (${sirens[ci]})` });

  /** Draws companies uniformly until `n` queries are made; `fabriquer` answers a query or null (unfair / unfit). */
  const tirerEntreprises = (categorie, n, fabriquer) => {
    const rng = prng(hacher(`${graine}:${categorie}`));
    let obtenues = 0;
    let essais = 0;
    let ecartees = 0;
    while (obtenues < n && essais < 5_000_000) {
      essais += 1;
      const ci = entier(rng, ids.length);
      if (utilises.has(ci)) continue;
      const requete = fabriquer(ci, rng, obtenues);
      if (requete === null) {
        ecartees += 1;
        continue;
      }
      utilises.add(ci);
      jeu.push({ categorie, ...requete });
      obtenues += 1;
    }
    if (obtenues < n) console.warn(`[pertinence] ${categorie} : ${obtenues}/${n} requêtes seulement`);
    return ecartees;
  };

  const generateurs = {
    nom_exact: (ci) => {
      const d = denominations[ci];
      if (!r1(compacter(d), ci)) return null;
      return { variante: 'telle_quelle', url: urlEntreprises({ phrase: d }), attendu: entreprise(ci) };
    },
    sans_accents: (ci) => {
      const d = denominations[ci];
      const q = deplier(d);
      if (q === d.toLowerCase() || !r1(compacter(d), ci)) return null;
      return { variante: 'minuscules_sans_accents', url: urlEntreprises({ phrase: q }), attendu: entreprise(ci) };
    },
    mots_inverses: (ci) => {
      const jetons = denominations[ci].split(/\s+/).filter((j) => normaliser(j) !== '');
      if (jetons.length < 2) return null;
      const q = [...jetons].reverse().join(' ');
      const mots = motsDe(q);
      if (mots.join(' ') === motsDe(denominations[ci]).join(' ') || !r2(mots, ci)) return null;
      return { variante: 'ordre_inverse', url: urlEntreprises({ phrase: q }), attendu: entreprise(ci) };
    },
    nom_partiel: (ci, rng, rang) => {
      const jetons = denominations[ci].split(/\s+/).filter((j) => normaliser(j) !== '');
      if (rang % 2 === 0) {
        if (motsDe(denominations[ci]).length < 3 || jetons.length < 3) return null;
        const i = entier(rng, jetons.length);
        const q = jetons.filter((_, j) => j !== i).join(' ');
        const mots = motsDe(q);
        if (mots.length < 2 || !r2(mots, ci)) return null;
        return { variante: 'mot_retire', url: urlEntreprises({ phrase: q }), attendu: entreprise(ci) };
      }
      if (jetons.length < 2) return null;
      const dernier = jetons.at(-1);
      if (!/^[a-z]{5,}$/.test(deplier(dernier))) return null;
      const longueur = 4 + entier(rng, dernier.length - 4);
      const q = [...jetons.slice(0, -1), dernier.slice(0, longueur)].join(' ');
      if (!r2(motsDe(q), ci, true)) return null;
      return { variante: 'prefixe', url: urlEntreprises({ phrase: q }), attendu: entreprise(ci) };
    },
    faute_1: (ci, rng) => {
      const mots = motsDe(denominations[ci]);
      const longs = mots.map((m, i) => i).filter((i) => /^[a-z]{5,}$/.test(mots[i]));
      if (longs.length === 0 || !r2(mots, ci)) return null;
      const i = longs[entier(rng, longs.length)];
      const typo = faute(mots[i], rng);
      if (!r3(typo, mots[i], 1)) return null;
      const q = mots.map((m, j) => (j === i ? typo : m)).join(' ');
      return { variante: 'une_faute', url: urlEntreprises({ phrase: q }), attendu: entreprise(ci) };
    },
    fautes_2: (ci, rng, rang) => {
      const mots = motsDe(denominations[ci]);
      if (rang % 2 === 0) {
        const longs = mots.map((m, i) => i).filter((i) => /^[a-z]{8,}$/.test(mots[i]));
        if (longs.length === 0 || !r2(mots, ci)) return null;
        const i = longs[entier(rng, longs.length)];
        const typo = faute(faute(mots[i], rng), rng);
        if (distance(typo, mots[i], 2) !== 2 || !r3(typo, mots[i], 2)) return null;
        const q = mots.map((m, j) => (j === i ? typo : m)).join(' ');
        return { variante: 'deux_fautes_un_mot', url: urlEntreprises({ phrase: q }), attendu: entreprise(ci) };
      }
      const longs = mots.map((m, i) => i).filter((i) => /^[a-z]{5,}$/.test(mots[i]));
      if (longs.length < 2 || !r2(mots, ci)) return null;
      const a = longs.splice(entier(rng, longs.length), 1)[0];
      const b = longs[entier(rng, longs.length)];
      if (mots[a] === mots[b]) return null;
      const typos = new Map([
        [a, faute(mots[a], rng)],
        [b, faute(mots[b], rng)],
      ]);
      if (!r3(typos.get(a), mots[a], 1) || !r3(typos.get(b), mots[b], 1)) return null;
      const q = mots.map((m, j) => typos.get(j) ?? m).join(' ');
      return { variante: 'une_faute_deux_mots', url: urlEntreprises({ phrase: q }), attendu: entreprise(ci) };
    },
    elision: (ci, rng, rang) => {
      const d = denominations[ci];
      const apostrophe = /[a-zà-ÿ]['’][a-zà-ÿ]/i.test(d);
      const points = /[a-z]\.[a-z]/i.test(d);
      if (!apostrophe && !points) return null;
      const voulue = ['apostrophe_espace', 'apostrophe_collee', 'points_retires'][rang % 3];
      if (voulue !== 'points_retires' && !apostrophe) return null;
      if (voulue === 'points_retires' && (!points || apostrophe)) return null;
      if (!r1(compacter(d), ci)) return null;
      let q;
      if (voulue === 'apostrophe_espace') q = deplier(d).replace(APOSTROPHES, ' ').replace(/\./g, '');
      else if (voulue === 'apostrophe_collee') q = deplier(d).replace(APOSTROPHES, '').replace(/\./g, '');
      else q = deplier(d).replace(/\./g, '');
      q = q.replace(/\s+/g, ' ').trim();
      if (voulue === 'apostrophe_collee' && !r2(motsDe(q), ci)) return null;
      return { variante: voulue, url: urlEntreprises({ phrase: q }), attendu: entreprise(ci) };
    },
    sigle: (ci) => {
      const s = sigles[ci];
      if (!s || !r1(compacter(s), ci) || !r2(motsDe(s), ci)) return null;
      return { variante: 'sigle', url: urlEntreprises({ phrase: s }), attendu: entreprise(ci) };
    },
    siren: (ci, rng, rang) => {
      const s = sirens[ci];
      if (!luhn(s)) return null;
      const espaces = rang % 2 === 1;
      return {
        variante: espaces ? 'avec_espaces' : 'sans_espaces',
        url: urlEntreprises({ phrase: espaces ? espacerSiren(s) : s }),
        attendu: entreprise(ci),
      };
    },
  };

  const ecarts = {};
  for (const [i, categorie] of CATEGORIES.entries()) {
    const n = quota(i);
    if (generateurs[categorie]) {
      ecarts[categorie] = tirerEntreprises(categorie, n, generateurs[categorie]);
    } else if (categorie === 'siret') {
      const { rows } = await client.query(
        `SELECT et.id, et.siret, et.entreprise_id FROM etablissements et
         ORDER BY md5(et.id::text || ':' || $1) LIMIT $2`,
        [String(graine), n * 3],
      );
      let k = 0;
      ecarts.siret = 0;
      for (const l of rows) {
        if (k >= n) break;
        if (!luhn(l.siret) || !luhn(l.siret.slice(0, 9))) {
          ecarts.siret += 1;
          continue;
        }
        const ci = indexDe.get(Number(l.entreprise_id));
        const espaces = k % 4 >= 2;
        const numero = espaces ? `${espacerSiren(l.siret)} ${l.siret.slice(9)}` : l.siret;
        const typeEntite = k % 2 === 0 ? 'ETABLISSEMENT' : 'ENTREPRISE';
        jeu.push({
          categorie,
          variante: `${typeEntite.toLowerCase()}_${espaces ? 'avec_espaces' : 'sans_espaces'}`,
          url: urlEntreprises({ phrase: numero, type_entite: typeEntite }),
          attendu:
            typeEntite === 'ETABLISSEMENT'
              ? { type: 'ETABLISSEMENT', id: Number(l.id), libelle: `${l.siret} (${denominations[ci]})` }
              : entreprise(ci),
        });
        k += 1;
      }
    } else if (categorie === 'dirigeant') {
      ecarts.dirigeant = await tirerDirigeants(client, n, jeu, secondes);
    }
  }
  await client.end();
  console.log(
    `[pertinence] ${jeu.length} requêtes étiquetées (${secondes()} s) ; candidats écartés (non univoques ou inadaptés) : ` +
      Object.entries(ecarts)
        .map(([c, n]) => `${c} ${n}`)
        .join(', '),
  );
  return jeu;
}

/** Officers (persons with a mandate other than BENEFICIAIRE_EFFECTIF) whose name (and birth month) no other officer shares. */
async function tirerDirigeants(client, n, jeu, secondes) {
  const pIds = [];
  const pNoms = [];
  const pPrenoms = [];
  const pAnnees = [];
  const pMois = [];
  const cleNom = new Map();
  const cleNaissance = new Map();
  const posseder = (carte, cle, id) => {
    const p = carte.get(cle);
    if (p === undefined) carte.set(cle, id);
    else if (p !== id) carte.set(cle, -1);
  };
  const paire = (nom, prenom) => [normaliser(nom), normaliser(prenom)].sort().join('|');
  await lireParPages(
    client,
    `SELECT p.id, p.nom, p.nom_usage, p.prenoms,
            extract(year FROM p.date_naissance)::int AS annee, extract(month FROM p.date_naissance)::int AS mois
     FROM personnes_physiques p
     WHERE p.id > $1
       AND EXISTS (SELECT 1 FROM fonctions f WHERE f.personne_physique_id = p.id AND f.nature <> 'BENEFICIAIRE_EFFECTIF')
     ORDER BY p.id LIMIT $2`,
    100000,
    (l) => {
      const id = Number(l.id);
      const prenom = l.prenoms.split(',')[0].trim();
      pIds.push(id);
      pNoms.push(l.nom);
      pPrenoms.push(prenom);
      pAnnees.push(l.annee);
      pMois.push(l.mois);
      for (const nom of l.nom_usage ? [l.nom, l.nom_usage] : [l.nom]) {
        const cle = paire(nom, prenom);
        posseder(cleNom, cle, id);
        if (l.annee !== null) posseder(cleNaissance, `${cle}|${l.annee}|${l.mois}`, id);
      }
    },
  );
  console.log(`[pertinence] ${pIds.length.toLocaleString('fr-FR')} dirigeants lus (${secondes()} s)`);
  const rng = prng(hacher(`${graine}:dirigeant`));
  const variantes = ['phrase', 'phrase_naissance', 'nom_prenom', 'nom_prenom_naissance'];
  let obtenues = 0;
  let ecartees = 0;
  const utilises = new Set();
  for (let essais = 0; obtenues < n && essais < 5_000_000; essais += 1) {
    const i = entier(rng, pIds.length);
    if (utilises.has(i)) continue;
    const variante = variantes[obtenues % variantes.length];
    const naissance = variante.endsWith('naissance');
    const cle = paire(pNoms[i], pPrenoms[i]);
    const unique = naissance
      ? pAnnees[i] !== null && cleNaissance.get(`${cle}|${pAnnees[i]}|${pMois[i]}`) === pIds[i]
      : cleNom.get(cle) === pIds[i];
    if (!unique || normaliser(pNoms[i]).length < 2 || normaliser(pPrenoms[i]).length < 2) {
      ecartees += 1;
      continue;
    }
    utilises.add(i);
    const params = variante.startsWith('phrase')
      ? { phrase: rng() < 0.5 ? `${pPrenoms[i]} ${pNoms[i]}` : `${pNoms[i].toUpperCase()} ${pPrenoms[i]}` }
      : { nom: pNoms[i], prenom: pPrenoms[i] };
    if (naissance) Object.assign(params, { annee_naissance: pAnnees[i], mois_naissance: pMois[i] });
    jeu.push({
      categorie: 'dirigeant',
      variante,
      url: urlPersonnes(params),
      attendu: {
        type: 'PERSONNE',
        id: pIds[i],
        libelle: `${pPrenoms[i]} ${pNoms[i]}${pAnnees[i] ? ` (${String(pMois[i]).padStart(2, '0')}/${pAnnees[i]})` : ''}`,
      },
    });
    obtenues += 1;
  }
  if (obtenues < n) console.warn(`[pertinence] dirigeant : ${obtenues}/${n} requêtes seulement`);
  return ecartees;
}

// ---------------------------------------------------------------- running the queries

const agent = new http.Agent({ keepAlive: true, maxSockets: Number(values.concurrence) });
function get(chemin) {
  return new Promise((resolve) => {
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
}

const decrire = (r) => {
  if (!r) return '(aucun résultat)';
  if (r.type === 'ENTREPRISE') return `${r.denomination} (${r.siren})`;
  if (r.type === 'ETABLISSEMENT') return `${r.siret} (${r.entreprise?.denomination})`;
  const mois = r.mois_naissance ? ` (${String(r.mois_naissance).padStart(2, '0')}/${r.annee_naissance})` : '';
  return `${r.prenoms?.split(',')[0]} ${r.nom}${mois}`;
};

async function evaluer(jeu) {
  const resultats = new Array(jeu.length);
  let suivant = 0;
  const travailleur = async () => {
    while (suivant < jeu.length) {
      const i = suivant;
      suivant += 1;
      const q = jeu[i];
      const { statut, ms, corps } = await get(q.url);
      let rang = null;
      let premier = null;
      let total = null;
      if (statut === 200) {
        const reponse = JSON.parse(corps);
        const liste = reponse.resultats ?? [];
        total = reponse.total;
        premier = decrire(liste[0]);
        const type = q.attendu.type;
        const k = liste.findIndex((r) => Number(r.id) === q.attendu.id && (type === 'PERSONNE' || r.type === type));
        rang = k < 0 ? null : k + 1;
      } else {
        premier = `HTTP ${statut} ${corps.slice(0, 120)}`;
      }
      resultats[i] = { ...q, statut, ms: Math.round(ms), rang, premier, total };
    }
  };
  await Promise.all(Array.from({ length: Number(values.concurrence) }, travailleur));
  return resultats;
}

const pourcent = (n, d) => (d === 0 ? 0 : (100 * n) / d);
const fmt = (x) => `${x.toFixed(1).replace('.', ',')} %`;
const marque = (ok) => (ok ? '✔' : '✖');
function bilan(liste) {
  const n = liste.length;
  const premier = liste.filter((r) => r.rang === 1).length;
  const top10 = liste.filter((r) => r.rang !== null).length;
  return { n, premier, top10, premierPct: pourcent(premier, n), top10Pct: pourcent(top10, n) };
}
const requeteLisible = (url) => {
  const u = new URL(url, 'http://x');
  const chemin = u.pathname.split('/').at(-1);
  return `${chemin === 'personnes' ? 'personnes ' : ''}${[...u.searchParams].map(([k, v]) => `${k}=«${v}»`).join(' ')}`;
};

// ---------------------------------------------------------------- main

let jeu;
if (values.reutiliser) {
  jeu = JSON.parse(readFileSync(fichierJeu, 'utf8'));
  console.log(`[pertinence] ${jeu.length} requêtes relues de ${path.relative(process.cwd(), fichierJeu)}`);
} else {
  if (nombreRequetes < 300) console.warn('[pertinence] attention : moins de 300 requêtes demandées');
  jeu = await construireJeu();
  writeFileSync(fichierJeu, `${JSON.stringify(jeu, null, 1)}\n`);
  console.log(`[pertinence] jeu étiqueté écrit : ${path.relative(process.cwd(), fichierJeu)}`);
}

console.log(`[pertinence] interrogation de ${base.origin} (${values.concurrence} requêtes en parallèle)…`);
const debut = performance.now();
const resultats = await evaluer(jeu);
agent.destroy();
console.log(`[pertinence] ${resultats.length} requêtes en ${((performance.now() - debut) / 1000).toFixed(1)} s\n`);

const categories = {};
console.log('catégorie        requêtes   1er              top 10');
for (const categorie of CATEGORIES) {
  const liste = resultats.filter((r) => r.categorie === categorie);
  if (liste.length === 0) continue;
  const b = bilan(liste);
  const variantes = {};
  for (const v of new Set(liste.map((r) => r.variante))) variantes[v] = bilan(liste.filter((r) => r.variante === v));
  categories[categorie] = { ...b, variantes };
  console.log(
    `${categorie.padEnd(16)} ${String(b.n).padStart(5)}   ${marque(b.premierPct >= CIBLE_PREMIER)} ${fmt(b.premierPct).padStart(8)} (${b.premier})` +
      `   ${marque(b.top10Pct >= CIBLE_TOP10)} ${fmt(b.top10Pct).padStart(8)} (${b.top10})`,
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
  `${'ENSEMBLE'.padEnd(16)} ${String(global.n).padStart(5)}   ${marque(global.premierPct >= CIBLE_PREMIER)} ${fmt(global.premierPct).padStart(8)} (${global.premier})` +
    `   ${marque(global.top10Pct >= CIBLE_TOP10)} ${fmt(global.top10Pct).padStart(8)} (${global.top10})`,
);

const echecs = resultats.filter((r) => r.rang !== 1);
if (echecs.length > 0) {
  console.log(`\nÉchecs (attendu absent de la 1re place) : ${echecs.length}`);
  for (const r of echecs) {
    console.log(
      `  [${r.categorie}/${r.variante}] ${requeteLisible(r.url)}\n` +
        `      attendu : ${r.attendu.type} ${r.attendu.id} ${r.attendu.libelle} — ` +
        `${r.rang === null ? 'absent du top 10' : `rang ${r.rang}`} ; 1er : ${r.premier} ; total ${r.total ?? '—'}`,
    );
  }
}
const erreursHttp = resultats.filter((r) => r.statut !== 200).length;

if (values.out) {
  const sortie = path.resolve(values.out);
  mkdirSync(path.dirname(sortie), { recursive: true });
  writeFileSync(
    sortie,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        baseUrl: base.origin,
        graine,
        cibles: { premier: CIBLE_PREMIER, top10: CIBLE_TOP10 },
        global,
        categories,
        erreursHttp,
        resultats,
      },
      null,
      1,
    )}\n`,
  );
  console.log(`\n[pertinence] résultats détaillés : ${path.relative(process.cwd(), sortie)}`);
}

const sousCible = Object.entries(categories)
  .filter(([, b]) => b.premierPct < CIBLE_PREMIER || b.top10Pct < CIBLE_TOP10)
  .map(([c]) => c);
const atteint = global.premierPct >= CIBLE_PREMIER && global.top10Pct >= CIBLE_TOP10;
console.log(
  `\n[pertinence] ${marque(atteint)} ${global.n} requêtes : 1er ${fmt(global.premierPct)} (cible ≥ ${CIBLE_PREMIER} %), ` +
    `top 10 ${fmt(global.top10Pct)} (cible ≥ ${CIBLE_TOP10} %), erreurs HTTP ${erreursHttp}` +
    (sousCible.length > 0 ? ` ; catégories sous la cible : ${sousCible.join(', ')}` : ''),
);
process.exit(atteint ? 0 : 1);
