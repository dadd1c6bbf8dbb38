// The registry as the realistic categories of the relevance bench see it (bench/lib/pertinence-realiste.mjs):
// read with plain SQL (never the services' search functions nor their normalised columns), indexed
// with the bench's own normalisation (bench/lib/pertinence.mjs). Names are every company's
// denomination, sigle and establishment enseignes (what a company search matches), each also in its
// elided form; places are every establishment of a company, open or closed (a competitor counts
// wherever it ever was: stricter than the service, which reads the open ones and the siège).
import { readFileSync } from 'node:fs';

import { A_APOSTROPHE, APOSTROPHES, lireParPages, motsDe, normaliser } from './pertinence.mjs';

/** Articles and prepositions a person adds or drops (the `articles` category), elided forms included. */
export const ARTICLES = new Set(['le', 'la', 'les', 'l', 'de', 'du', 'des', 'd']);
/** The words initials leave out (the `initiales` category): articles, prepositions, conjunctions, legal forms. */
export const MOTS_SANS_INITIALE = new Set([
  ...ARTICLES,
  'a',
  'au',
  'aux',
  'en',
  'et',
  'par',
  'pour',
  'sur',
  'un',
  'une',
  'sa',
  'sas',
  'sasu',
  'sarl',
  'eurl',
  'sci',
  'snc',
  'scp',
  'scm',
  'selarl',
  'gie',
  'scea',
  'earl',
  'gaec',
]);
/** « & » read as the word « et » (the `et_esperluette` category). */
export const unifierEt = (texte) => normaliser(texte.replace(/&/g, ' et '));

/** The INSEE street type codes and what people type for them (normalised). */
export const TYPES_VOIE = {
  RUE: 'rue',
  AV: 'avenue',
  BD: 'boulevard',
  CHE: 'chemin',
  RTE: 'route',
  ALL: 'allee',
  PL: 'place',
  IMP: 'impasse',
  QUAI: 'quai',
  CRS: 'cours',
  SQ: 'square',
  PAS: 'passage',
  SEN: 'sente',
  RPT: 'rond point',
  PROM: 'promenade',
  VLA: 'villa',
};

/**
 * Names, each owned by one company or several. `mots` maps a name to its words (the plain
 * normalisation, « & » as the word « et », articles left out…).
 */
export class IndexNoms {
  constructor(mots) {
    this.mots = mots;
    this.entreeDe = new Map();
    this.entreeMots = [];
    this.proprietaires = [];
    this.postings = new Map();
    this.compacts = new Map();
  }

  #inscrire(ci, mots) {
    const cle = mots.join(' ');
    const e = this.entreeDe.get(cle);
    if (e !== undefined) {
      const p = this.proprietaires[e];
      if (Array.isArray(p)) {
        if (!p.includes(ci)) p.push(ci);
      } else if (p !== ci) this.proprietaires[e] = [p, ci];
      return;
    }
    const nouvelle = this.entreeMots.length;
    this.entreeDe.set(cle, nouvelle);
    this.entreeMots.push(mots);
    this.proprietaires.push(ci);
    for (const mot of new Set(mots)) {
      let liste = this.postings.get(mot);
      if (!liste) this.postings.set(mot, (liste = []));
      liste.push(nouvelle);
    }
  }

  ajouter(ci, texte) {
    const mots = this.mots(texte);
    if (mots.length === 0) return;
    this.#inscrire(ci, mots);
    if (A_APOSTROPHE.test(texte)) {
      const elide = this.mots(texte.replace(APOSTROPHES, ''));
      if (elide.length > 0) this.#inscrire(ci, elide);
    }
    const compact = mots.join('');
    const p = this.compacts.get(compact);
    if (p === undefined) this.compacts.set(compact, ci);
    else if (p !== ci) this.compacts.set(compact, -1);
  }

  /** The companies having a name that holds every word (the last one as a prefix when `prefixe`). */
  societes(mots, prefixe = false) {
    const complets = [...new Set(prefixe ? mots.slice(0, -1) : mots)];
    const debut = prefixe ? mots.at(-1) : null;
    let candidats;
    if (complets.length > 0) {
      for (const mot of complets) {
        const liste = this.postings.get(mot);
        if (!liste) return new Set();
        if (!candidats || liste.length < candidats.length) candidats = liste;
      }
    } else {
      candidats = [];
      for (const [mot, liste] of this.postings) if (mot.startsWith(debut)) candidats.push(...liste);
    }
    const societes = new Set();
    for (const e of candidats) {
      const ws = this.entreeMots[e];
      if (!complets.every((m) => ws.includes(m))) continue;
      if (debut !== null && !ws.some((w) => w.startsWith(debut))) continue;
      const p = this.proprietaires[e];
      if (Array.isArray(p)) for (const ci of p) societes.add(ci);
      else societes.add(p);
    }
    return societes;
  }

  /** No company but `ci` has a name holding every word. */
  seule(mots, ci, prefixe = false) {
    for (const autre of this.societes(mots, prefixe)) if (autre !== ci) return false;
    return true;
  }

  /** No company but `ci` has a name of this compact form (words joined). */
  compactUnique(mots, ci) {
    return this.compacts.get(mots.join('')) === ci;
  }
}

/** Paris, Lyon and Marseille: a municipal arrondissement's code becomes its commune's. */
export function communeRattachee(code) {
  if (/^751(0[1-9]|1[0-9]|20)$/.test(code)) return '75056';
  if (/^6938[1-9]$/.test(code)) return '69123';
  if (/^132(0[1-9]|1[0-6])$/.test(code)) return '13055';
  return code;
}
export const departementDe = (codeCommune) =>
  /^9[78]/.test(codeCommune) ? codeCommune.slice(0, 3) : codeCommune.slice(0, 2);

const ajouterA = (carte, cle, valeur) => {
  let ensemble = carte.get(cle);
  if (!ensemble) carte.set(cle, (ensemble = new Set()));
  ensemble.add(valeur);
};

/** The RNA numbers: the services' column when they import it, else the stock file they imported. */
async function lireRna(client, sirens) {
  const rna = new Map();
  const { rows: colonne } = await client.query(
    `SELECT 1 FROM information_schema.columns WHERE table_name = 'entreprises' AND column_name = 'rna'`,
  );
  if (colonne.length > 0) {
    const { rows } = await client.query('SELECT id, rna FROM entreprises WHERE rna IS NOT NULL');
    for (const l of rows) rna.set(Number(l.id), l.rna);
    if (rna.size > 0) return { rna, source: 'colonne entreprises.rna' };
  }
  const { rows: imports } = await client.query(
    `SELECT fichier FROM imports_sirene WHERE nature = 'UNITES_LEGALES' AND statut = 'TERMINE' ORDER BY id DESC LIMIT 1`,
  );
  if (imports.length === 0) return { rna, source: 'aucune (ni colonne rna, ni import SIRENE terminé)' };
  let texte;
  try {
    texte = readFileSync(imports[0].fichier, 'utf8');
  } catch {
    return { rna, source: `aucune (fichier importé introuvable : ${imports[0].fichier})` };
  }
  const idDe = new Map(sirens.map((s, ci) => [s, ci]));
  const lignes = texte.split('\n');
  const entete = lignes[0].split(',');
  const pSiren = entete.indexOf('siren');
  const pRna = entete.indexOf('identifiantAssociationUniteLegale');
  for (let i = 1; i < lignes.length; i++) {
    // The RNA column comes before any quoted field of our files and of INSEE's (names come later).
    const champs = lignes[i].split(',', pRna + 1);
    const numero = champs[pRna];
    if (!numero) continue;
    const ci = idDe.get(champs[pSiren]);
    if (ci !== undefined) rna.set(ci, numero);
  }
  return { rna, source: `fichier ${imports[0].fichier}` };
}

/** Reads the registry and indexes it. Company indices (ci) follow the id order. */
export async function lireRegistre(client, journal) {
  const r = { ids: [], sirens: [], denominations: [], sigles: [], etats: [], formes: [] };
  await lireParPages(
    client,
    'SELECT id, siren, denomination, sigle, etat, forme_juridique_code FROM entreprises WHERE id > $1 ORDER BY id LIMIT $2',
    100000,
    (l) => {
      r.ids.push(Number(l.id));
      r.sirens.push(l.siren);
      r.denominations.push(l.denomination);
      r.sigles.push(l.sigle);
      r.etats.push(l.etat);
      r.formes.push(l.forme_juridique_code);
    },
  );
  const indexDe = new Map(r.ids.map((id, i) => [id, i]));
  r.indexDe = indexDe;
  journal(`${r.ids.length.toLocaleString('fr-FR')} entreprises lues`);

  // Names, three ways.
  r.noms = new IndexNoms(motsDe);
  r.nomsEt = new IndexNoms((t) => {
    const n = unifierEt(t);
    return n === '' ? [] : n.split(' ');
  });
  r.nomsSansArticles = new IndexNoms((t) => motsDe(t).filter((m) => !ARTICLES.has(m)));
  r.tousLesNoms = [];
  const ajouterNom = (ci, texte) => {
    r.noms.ajouter(ci, texte);
    r.nomsEt.ajouter(ci, texte);
    r.nomsSansArticles.ajouter(ci, texte);
    r.tousLesNoms.push([ci, texte]);
  };
  for (let ci = 0; ci < r.ids.length; ci += 1) {
    ajouterNom(ci, r.denominations[ci]);
    if (r.sigles[ci]) ajouterNom(ci, r.sigles[ci]);
  }
  const { rows: enseignes } = await client.query(
    `SELECT DISTINCT entreprise_id, n AS nom FROM etablissements,
       LATERAL (VALUES (enseigne), (denomination_usuelle)) v(n) WHERE n IS NOT NULL`,
  );
  for (const l of enseignes) ajouterNom(indexDe.get(Number(l.entreprise_id)), l.nom);
  journal(
    `${enseignes.length.toLocaleString('fr-FR')} enseignes ; ${r.noms.entreeMots.length.toLocaleString('fr-FR')} noms`,
  );

  // Establishments and places.
  const e = {
    ids: [],
    ci: [],
    sirets: [],
    sieges: [],
    ouverts: [],
    numeros: [],
    indices: [],
    types: [],
    voies: [],
    codesPostaux: [],
    communes: [],
    libellesCommunes: [],
  };
  r.etablissements = e;
  r.etablissementsDe = new Map();
  r.parCommune = new Map();
  r.parCodePostal = new Map();
  r.parDepartement = new Map();
  r.parVoie = new Map();
  r.parAdresse = new Map();
  await lireParPages(
    client,
    `SELECT id, entreprise_id, siret, siege, etat, numero_voie, indice_repetition, type_voie, libelle_voie,
            code_postal, commune_code, libelle_commune
     FROM etablissements WHERE id > $1 ORDER BY id LIMIT $2`,
    200000,
    (l) => {
      const k = e.ids.length;
      const ci = indexDe.get(Number(l.entreprise_id));
      const commune = l.commune_code ? communeRattachee(l.commune_code) : null;
      const voie = l.libelle_voie ? normaliser(l.libelle_voie) : '';
      e.ids.push(Number(l.id));
      e.ci.push(ci);
      e.sirets.push(l.siret);
      e.sieges.push(l.siege);
      e.ouverts.push(l.etat === 'ACTIF');
      e.numeros.push(l.numero_voie ?? '');
      e.indices.push(l.indice_repetition ?? '');
      e.types.push(l.type_voie ?? '');
      e.voies.push(l.libelle_voie ?? '');
      e.codesPostaux.push(l.code_postal ?? '');
      e.communes.push(commune);
      e.libellesCommunes.push(l.libelle_commune ?? '');
      let liste = r.etablissementsDe.get(ci);
      if (!liste) r.etablissementsDe.set(ci, (liste = []));
      liste.push(k);
      if (commune) {
        ajouterA(r.parCommune, commune, ci);
        ajouterA(r.parDepartement, departementDe(commune), ci);
      }
      if (l.code_postal) ajouterA(r.parCodePostal, l.code_postal, ci);
      if (voie !== '') {
        ajouterA(r.parVoie, voie, ci);
        if (l.numero_voie) ajouterA(r.parAdresse, `${normaliser(l.numero_voie)}|${voie}`, k);
      }
    },
  );
  journal(`${e.ids.length.toLocaleString('fr-FR')} établissements lus`);

  // Reference places (the communes table the services load; their own normalised column is not read).
  const { rows: communes } = await client.query('SELECT code, nom, departement_code, codes_postaux FROM communes');
  r.communes = new Map(communes.map((c) => [c.code, c]));
  r.communesDuNom = new Map();
  for (const c of communes) {
    const n = normaliser(c.nom);
    if (!r.communesDuNom.has(n)) r.communesDuNom.set(n, []);
    r.communesDuNom.get(n).push(c.code);
  }
  const { rows: departements } = await client.query('SELECT code, nom FROM departements');
  r.departements = new Map(departements.map((d) => [d.code, d.nom]));
  r.departementDuNom = new Map(departements.map((d) => [normaliser(d.nom), d.code]));

  const { rna, source } = await lireRna(client, r.sirens);
  r.rna = new Map();
  // The column gives company ids, the file company indices.
  for (const [cle, numero] of rna) r.rna.set(source.startsWith('colonne') ? indexDe.get(cle) : cle, numero);
  r.sourceRna = source;
  journal(`${r.rna.size.toLocaleString('fr-FR')} numéros RNA (source : ${source})`);
  return r;
}
