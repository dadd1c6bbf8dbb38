#!/usr/bin/env node
// Relevance of the search service (SPEC §7): builds a labelled set of queries from the database,
// with plain SQL and a normalisation of its own (never the recherche_* SQL functions nor any
// tsvector: the labels do not depend on the engine under test), runs each one against the HTTP
// service and reports the share where the expected entity comes first and in the first 10, per
// category (and per variant) and overall, with every failure (query, expected, first answer).
//   node bench/search-relevance.mjs [--base-url http://127.0.0.1:8210]
//        [--database-url postgres://postgres@127.0.0.1:5432/bench_registre] [--seed 7] [--queries N]
//        [--categories generateur|realistes|toutes|nom,nom…] [--jeu FICHIER] [--reutiliser]
//        [--out bench/results/….json] [--concurrence 4]
// --categories (default generateur) chooses the set:
//   generateur  the search issue's categories below, on a generated registry (`registre:generer`):
//               targets ≥ 90 % first and ≥ 98 % in the top 10 overall; 400 queries by default.
//   realistes   issue 21's categories (« Realistic categories » below), on a registry that looks like
//               the SIRENE stock, made by bench/sirene-realiste.mjs: targets ≥ 95 % first and ≥ 99 % in
//               the top 10 overall, and ≥ 90 % first in every category; 100 queries per category.
//   toutes      both (on the SIRENE-like registry the dirigeant category is empty: the stock has no
//               officers); or a comma-separated list of category names.
// The labelled set is written to --jeu (default bench/search-queries.json for generateur, which
// bench/search-load.mjs replays, bench/results/search-queries-<categories>.json otherwise);
// --reutiliser reads it instead of building it again. Exit code 1 when an overall target is missed,
// or, once a realistic category is in the set, a category's (those under target are named on the
// summary line).
// The realistic set reads the reference communes the services load when they start: start them on
// the database once before building it. Issue 21, at small scale:
//   node bench/sirene-realiste.mjs --unites-legales 20000 --base bench_sirene_20k
//   (services started on postgres://postgres@127.0.0.1:5432/bench_sirene_20k, port 8257 here)
//   node bench/search-relevance.mjs --categories realistes --base-url http://127.0.0.1:8257 \
//        --database-url postgres://postgres@127.0.0.1:5432/bench_sirene_20k
//
// Categories of the generated registry (equal shares, targets drawn uniformly with a PRNG seeded by --seed):
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
//
// Realistic categories (bench/lib/pertinence-realiste.mjs; equal shares, drawn with a PRNG seeded by
// --seed; the name is typed as stored or in lower case; a commune as the reference spells it
// « Saint-Étienne », as INSEE writes it « SAINT-ETIENNE », or « saint etienne »):
//   nom_commune       the name and the commune of the siège (variants: the name is the only one of its
//                     words, nom_unique; other companies elsewhere hold them too, nom_partage)
//   nom_code_postal   the name and the siège's postal code, alone or followed by the commune
//   nom_departement   the name and the siège's département: its number (2A, 974…) or its name
//   nom_rue           the name and the siège's street: « RUE DE LA PAIX » (INSEE code), « avenue
//                     victor hugo » (whole word), or with the number « 12 rue de la paix »
//   adresse           an address alone, of any open establishment or a siège: « 12 RUE DE LA PAIX
//                     75002 PARIS », « 12 bis boulevard haussmann 75009 paris », without the postal
//                     code, without the commune
//   etablissement_secondaire  the name and a commune where the company has an open establishment
//                     other than the siège, the siège being in another commune: the company first
//   initiales         the initials of a name of 3 to 5 significant words without sigle (« SBTP »,
//                     « sbtp », « S.B.T.P. »); significant: not an article, preposition, conjunction
//                     or legal form (MOTS_SANS_INITIALE in bench/lib/pertinence-registre.mjs)
//   tva               FR, the key (12 + 3 × (SIREN mod 97)) mod 97 and the SIREN, compact, spaced, or
//                     in any case with irregular spaces
//   siren_points      the SIREN with dots or dashes (« 552.081.317 », « 552-081-317 »)
//   rna               an association's RNA number (« W751234567 », lower case, « W751 234 567 »); read
//                     from entreprises.rna when the services import it, else from the stock file of
//                     the last import recorded in imports_sirene
//   et_esperluette    « & » typed « et », and « ET » typed « & »
//   tirets            hyphens typed as spaces or left out (« SAINT-GOBAIN »: « saint gobain », « saintgobain »)
//   articles          the articles and elisions (le, la, les, l', de, du, des, d') left out, or a
//                     leading article added to a name that has none (« l'atelier… », « la boulangerie… »)
//   filtre_geo        the name with critere_geographique = a postal code or a commune where the company
//                     has an open establishment and its siège is not; found only when the answer's
//                     etablissements_lieu names that establishment (the first open one there, SIRET order)
// Fairness of the realistic categories, beyond R1 and R2 (names as above; a company is in a place
// when any of its establishments is there, open or closed: stricter than the service, which reads the
// open ones and the siège; Paris, Lyon and Marseille's municipal arrondissements, as SIRENE codes
// them, are their commune):
//   R4 name + place   no other company has a name holding every word of the typed name, articles
//                     aside (« AU COMPTOIR » competes with « le comptoir »), and is in the place; no
//                     other company's name holds the name's words and the place's (« CAFE DE PARIS »
//                     in Nice for « cafe paris »); a name already holding the place's own words is left
//                     out. Used by nom_commune, nom_code_postal, nom_departement, nom_rue (the place:
//                     any street of that name, in any commune, of any type), etablissement_secondaire,
//                     and filtre_geo (first half).
//   R5 address        no establishment of another company at that number (any repetition index) of a
//                     street of that name, in the postal code and the commune typed; no other
//                     company's name holds every word typed, articles aside (syndicats named after
//                     their building).
//   R6 initials       no other name has those initials, reading every word or the significant ones;
//                     no name has a word equal to them or beginning with them.
//   R7 & / et         with « & » read as the word « et », no other company has a name of the same
//                     compact form nor one holding all its words; R2 on the words typed.
//   R8 commune names  a commune name is every commune of that name (Saint-Martin…); one that is also
//                     the name of another département (Vienne) is left out; filtre_geo keeps names of
//                     one commune only.
//   R9 RNA            a well-formed number (W, 3 characters, 6 digits) that no other company holds.
//   tirets: R1 on the compact form (hyphens and spaces alike) and R2 on the words typed; articles: R2
//   on the names without their articles; tva and siren_points: always fair (Luhn-valid SIREN).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import pg from 'pg';

import {
  A_APOSTROPHE,
  APOSTROPHES,
  clientHttp,
  compacter,
  deplier,
  distance,
  entier,
  espacerSiren,
  evaluer,
  faute,
  hacher,
  lireParPages,
  luhn,
  motsDe,
  normaliser,
  prng,
  rapporter,
  urlEntreprises,
  urlPersonnes,
} from './lib/pertinence.mjs';
import { CATEGORIES_REALISTES, construireJeuRealiste } from './lib/pertinence-realiste.mjs';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string', default: 'http://127.0.0.1:8210' },
    'database-url': {
      type: 'string',
      default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_registre',
    },
    seed: { type: 'string', default: '7' },
    queries: { type: 'string' },
    categories: { type: 'string', default: 'generateur' },
    jeu: { type: 'string' },
    reutiliser: { type: 'boolean', default: false },
    out: { type: 'string' },
    concurrence: { type: 'string', default: '4' },
  },
});
const racine = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const graine = Number(values.seed);

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

// --categories: generateur (the search issue's set, default), realistes (issue 21), toutes, or names.
const GROUPES = {
  generateur: CATEGORIES,
  realistes: CATEGORIES_REALISTES,
  toutes: [...CATEGORIES, ...CATEGORIES_REALISTES],
};
const selection = [...new Set(values.categories.split(',').flatMap((c) => GROUPES[c.trim()] ?? [c.trim()]))].filter(
  (c) => c !== '',
);
const inconnues = selection.filter((c) => !CATEGORIES.includes(c) && !CATEGORIES_REALISTES.includes(c));
if (inconnues.length > 0) {
  console.error(
    `[pertinence] catégorie inconnue : ${inconnues.join(', ')} (generateur, realistes, toutes, ou des noms parmi : ` +
      `${[...CATEGORIES, ...CATEGORIES_REALISTES].join(', ')})`,
  );
  process.exit(2);
}
const TOUTES = [...CATEGORIES, ...CATEGORIES_REALISTES];
const ordre = TOUTES.filter((c) => selection.includes(c));
const seulementGenerateur = ordre.every((c) => CATEGORIES.includes(c));
const nombreRequetes = Number(values.queries ?? (seulementGenerateur ? 400 : 100 * ordre.length));
const fichierJeu = path.resolve(
  values.jeu ??
    (values.categories === 'generateur'
      ? path.join(racine, 'bench', 'search-queries.json')
      : path.join(
          racine,
          'bench',
          'results',
          `search-queries-${values.categories.replace(/[^a-z0-9_-]+/gi, '-')}.json`,
        )),
);
/** The same share for every category, the remainder to the first ones. */
const quota = (categorie) => {
  const i = ordre.indexOf(categorie);
  return Math.floor(nombreRequetes / ordre.length) + (i < nombreRequetes % ordre.length ? 1 : 0);
};

// ---------------------------------------------------------------- building the labelled set

async function construireJeu(categories) {
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
  for (const categorie of categories) {
    const n = quota(categorie);
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
  if (pIds.length === 0) {
    // An imported SIRENE stock has no officers.
    console.warn(`[pertinence] dirigeant : 0/${n} requêtes (aucun dirigeant dans la base)`);
    return 0;
  }
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

// ---------------------------------------------------------------- main

let jeu;
if (values.reutiliser) {
  jeu = JSON.parse(readFileSync(fichierJeu, 'utf8'));
  console.log(`[pertinence] ${jeu.length} requêtes relues de ${path.relative(process.cwd(), fichierJeu)}`);
} else {
  if (nombreRequetes < 300) console.warn('[pertinence] attention : moins de 300 requêtes demandées');
  jeu = [];
  const duGenerateur = ordre.filter((c) => CATEGORIES.includes(c));
  if (duGenerateur.length > 0) jeu.push(...(await construireJeu(duGenerateur)));
  const realistes = ordre.filter((c) => CATEGORIES_REALISTES.includes(c));
  if (realistes.length > 0) {
    jeu.push(
      ...(await construireJeuRealiste({
        databaseUrl: values['database-url'],
        graine,
        categories: realistes,
        quota,
      })),
    );
  }
  mkdirSync(path.dirname(fichierJeu), { recursive: true });
  writeFileSync(fichierJeu, `${JSON.stringify(jeu, null, 1)}\n`);
  console.log(`[pertinence] jeu étiqueté écrit : ${path.relative(process.cwd(), fichierJeu)}`);
}

// The search issue's targets for its own set; issue 21's once a realistic category is in the set.
const presentes = TOUTES.filter((c) => jeu.some((q) => q.categorie === c));
const realiste = presentes.some((c) => CATEGORIES_REALISTES.includes(c));
const cibles = realiste ? { premier: 95, top10: 99 } : { premier: 90, top10: 98 };
const cibleCategorie = realiste ? { premier: 90, top10: null } : cibles;

const concurrence = Number(values.concurrence);
const client = clientHttp(values['base-url'], concurrence);
console.log(`[pertinence] interrogation de ${client.base.origin} (${concurrence} requêtes en parallèle)…`);
const debut = performance.now();
const resultats = await evaluer(jeu, client, concurrence);
client.fermer();
console.log(`[pertinence] ${resultats.length} requêtes en ${((performance.now() - debut) / 1000).toFixed(1)} s\n`);

const code = rapporter(resultats, {
  ordre: presentes,
  cibles,
  cibleCategorie,
  exigerCategories: realiste,
  out: values.out,
  entete: { baseUrl: client.base.origin, graine },
});
process.exit(code);
