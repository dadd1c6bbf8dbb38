#!/usr/bin/env node
// A registry that looks like the real SIRENE stock, for the realistic categories of
// bench/search-relevance.mjs (issue 21): writes StockUniteLegale.csv and StockEtablissement.csv
// (the current 35/54-column headers, as bench/sirene-import.mjs writes them), creates a fresh
// PostgreSQL database, imports both files with one command of the real importer
// (`src/cli/importer-sirene.ts`, the command behind `registre:importer-sirene`) and keeps the
// database and the files (the relevance bench reads the RNA numbers from the recorded file when the
// services do not import them).
//   node bench/sirene-realiste.mjs [--unites-legales 1000000] [--base bench_sirene] [--graine 1]
//        [--dossier /tmp/greffeo-sirene-realiste/<base>] [--remplacer] [--sans-import] [--details]
//   (DATABASE_URL: admin connection to the server, default postgres://postgres@127.0.0.1:5432/postgres)
// Deterministic: the same --graine and --unites-legales write the same files, byte for byte.
// --remplacer drops a database of that name first (otherwise the command refuses to touch one);
// --sans-import only writes the files; --details prints the importer's messages.
//
// What the stock looks like (shares of the units; the real stock's orders of magnitude):
//   - entrepreneurs individuels (1000, 30 %): nomUniteLegale + prenom1, the importer makes
//     « MARTIN Jean »; some with a nom d'usage; 40 % have an enseigne (« BOULANGERIE DU CENTRE »);
//   - sociétés (SAS 5710, SARL 5499, SA, SNC, SELARL: 30 %): a surname, a trade and a surname
//     (« TRANSPORTS MARTIN »), a trade and a place word (« GARAGE DU CENTRE », in hundreds of
//     towns), « & FILS », « ET FILS », « ET ASSOCIES », « ETS », a legal form in the name
//     (« SARL DUPONT »), invented brands (« NOVATIS CONSEIL »), hyphenated names (« LEROY-MERLIN »,
//     « SAINT-GOBAIN » style), articles and elisions (« L'ATELIER DU BOIS »), and names of 3 to 5
//     significant words (« SOCIETE BRETONNE DE TRAVAUX PUBLICS »), a third of them with their
//     initials as sigle;
//   - SCI (6540, 13 %) and other sociétés civiles (GAEC, EARL, SCM, SCP, SCEA: 3 %): « SCI LES
//     TILLEULS », « SCI DU MOULIN », « SCI JMB »;
//   - associations (9220, 11 %; 9260 in Alsace-Moselle) named after their town (« COMITE DES FETES
//     DE SAINT-ETIENNE », « UNION SPORTIVE MONTAUBAN »), 85 % of the 9220 with an RNA number
//     (`identifiantAssociationUniteLegale`: W, the 3-character code of the préfecture or
//     sous-préfecture of the siège — département and arrondissement —, 6 digits);
//   - syndicats de copropriétaires (9110), named after their address; fondations (9300); public
//     bodies: communes (7210, « COMMUNE DE … », one per commune), départements (7220),
//     communautés d'agglomération (7348), EPIC (4110) with establishments in many départements;
//   - names drawn with a Zipf-like law from lists ordered by frequency (bench/lib/sirene-vocabulaire.mjs),
//     so that names recur in many towns (homonyms) while the tail is unique;
//   - establishments in real communes (@etalab/decoupage-administratif, the services' reference
//     source), weighted by population, Paris, Lyon and Marseille by municipal arrondissement
//     (« PARIS 2 », 75102) as INSEE codes them; one of the commune's postal codes; most companies
//     have one establishment, some 2 to 5 (in the département of the siège or elsewhere), 4 % from
//     6 to 200 over several départements, the siège in a large town; closed establishments, former
//     sièges left after a transfer, ceased units (all their establishments closed);
//   - addresses: number (none for lieux-dits and zones), repetition index (B, T, A), street type as
//     the INSEE code (RUE, AV, BD, CHE, RTE, ALL, PL, IMP, LD, QUAI, CRS, ZA, ZI, SQ…), street names
//     from the most frequent in France and a long tail of « PRENOM NOM » streets, complements; some
//     domiciliation addresses host many sièges.
import { mkdirSync, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { deplier, hacher, prng } from './lib/pertinence.mjs';
import {
  admin,
  avecCle,
  COLONNES_ETAB,
  COLONNES_UL,
  ecrire,
  importer,
  ligneCsv,
  racineServices,
} from './lib/sirene-stock.mjs';
import * as V from './lib/sirene-vocabulaire.mjs';

const { values } = parseArgs({
  options: {
    'unites-legales': { type: 'string', default: '1000000' },
    base: { type: 'string', default: 'bench_sirene' },
    graine: { type: 'string', default: '1' },
    dossier: { type: 'string' },
    remplacer: { type: 'boolean', default: false },
    'sans-import': { type: 'boolean', default: false },
    details: { type: 'boolean', default: false },
    'taille-lot': { type: 'string', default: '20000' },
  },
});
const nbUnites = Number(values['unites-legales']);
const nomBase = values.base;
if (!/^[a-z_][a-z0-9_]*$/.test(nomBase)) {
  console.error(`[sirene-realiste] nom de base invalide : « ${nomBase} » (minuscules, chiffres et _)`);
  process.exit(2);
}
if (!Number.isInteger(nbUnites) || nbUnites < 1) {
  console.error('[sirene-realiste] --unites-legales : un entier positif est attendu');
  process.exit(2);
}
const graine = values.graine;
const dossier = path.resolve(values.dossier ?? path.join(tmpdir(), 'greffeo-sirene-realiste', nomBase));
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const nombre = new Intl.NumberFormat('fr-FR');

// ---------------------------------------------------------------- drawing

const rng = prng(hacher(`sirene-realiste:${graine}`));
const hasard = () => rng();
const entre = (min, max) => min + Math.floor(hasard() * (max - min + 1));
const un = (liste) => liste[Math.floor(hasard() * liste.length)];
/** A Zipf-like draw: the first items of the list much more often than the last. */
const frequent = (liste, pente = 2.2) => liste[Math.floor(liste.length * hasard() ** pente)];
const chance = (p) => hasard() < p;
/** One of [valeur, poids] pairs. */
function pondere(paires) {
  let total = 0;
  for (const [, p] of paires) total += p;
  let x = hasard() * total;
  for (const [v, p] of paires) {
    x -= p;
    if (x < 0) return v;
  }
  return paires.at(-1)[0];
}

// ---------------------------------------------------------------- places

const exiger = createRequire(path.join(racineServices, 'package.json'));
const lireJson = (specifiant) => JSON.parse(readFileSync(exiger.resolve(specifiant), 'utf8'));
const sourceCommunes = lireJson('@etalab/decoupage-administratif/data/communes.json');
const sourceDepartements = lireJson('@etalab/decoupage-administratif/data/departements.json');
/** The upper-case unaccented form INSEE writes (hyphens and apostrophes kept). */
const insee = (texte) => deplier(texte).toUpperCase();

// SIRENE covers metropolitan France and the DOM-COM of 971–978, not the Pacific (98x).
const couvert = (departement) => !departement.startsWith('98');
const VILLES_A_ARRONDISSEMENTS = new Set(['75056', '69123', '13055']);
function libelleArrondissement(code) {
  const n = Number(code.slice(3));
  if (code.startsWith('75')) return `PARIS ${n}`;
  if (code.startsWith('69')) return n === 81 ? 'LYON 1ER' : `LYON ${n - 80}EME`;
  return `MARSEILLE ${n}`;
}
const communes = [];
for (const c of sourceCommunes) {
  if (!couvert(c.departement) || !(c.codesPostaux?.length > 0)) continue;
  const arrondissementMunicipal = c.type === 'arrondissement-municipal';
  if (c.type !== 'commune-actuelle' && !arrondissementMunicipal) continue;
  if (VILLES_A_ARRONDISSEMENTS.has(c.code)) continue;
  const ville = arrondissementMunicipal ? sourceCommunes.find((v) => v.code === c.commune) : c;
  communes.push({
    code: c.code,
    libelle: arrondissementMunicipal ? libelleArrondissement(c.code) : insee(c.nom),
    // The town's own name (« PARIS » for 75102), as associations and public bodies are named.
    ville: insee(ville.nom),
    departement: c.departement,
    // The RNA prefix: the préfecture or sous-préfecture (arrondissement code), the département overseas.
    prefixeRna: c.arrondissement?.length === 3 ? c.arrondissement : c.departement.padEnd(3, '0').slice(0, 3),
    codesPostaux: c.codesPostaux,
    poids: (c.population ?? 0) + 30,
  });
}
const nomsDepartements = new Map(sourceDepartements.map((d) => [d.code, insee(d.nom)]));

function tirage(liste, poids) {
  const cumul = new Float64Array(liste.length);
  let total = 0;
  liste.forEach((x, i) => {
    total += poids(x);
    cumul[i] = total;
  });
  return () => {
    const x = hasard() * total;
    let bas = 0;
    let haut = cumul.length - 1;
    while (bas < haut) {
      const milieu = (bas + haut) >> 1;
      if (cumul[milieu] > x) haut = milieu;
      else bas = milieu + 1;
    }
    return liste[bas];
  };
}
const uneCommune = tirage(communes, (c) => c.poids);
// The sièges of companies with many establishments: large towns far more often.
const uneGrandeVille = tirage(communes, (c) => c.poids ** 1.4);
const parDepartement = new Map();
for (const c of communes) {
  if (!parDepartement.has(c.departement)) parDepartement.set(c.departement, []);
  parDepartement.get(c.departement).push(c);
}
const tirageDuDepartement = new Map([...parDepartement].map(([d, liste]) => [d, tirage(liste, (c) => c.poids)]));
const uneCommuneDe = (departement) => tirageDuDepartement.get(departement)();

// ---------------------------------------------------------------- names

const nomDeFamille = () => {
  if (chance(0.7)) return frequent(V.NOMS, 1.8);
  const nom = frequent(V.DEBUTS_NOMS, 1.3) + frequent(V.FINS_NOMS, 1.3);
  return chance(0.03) ? `${nom}-${frequent(V.NOMS)}` : nom;
};
const prenom = () => frequent(V.PRENOMS, 1.6);
const marque = () => {
  const mot = un(V.SYLLABES_1) + (chance(0.7) ? un(V.SYLLABES_2) : '') + un(V.SYLLABES_3);
  return mot.length < 4 ? mot + un(V.SYLLABES_3) : mot;
};
const SUFFIXES_MARQUES = [
  'CONSEIL',
  'GROUP',
  'FRANCE',
  'INVEST',
  'SERVICES',
  'DEVELOPPEMENT',
  'SOLUTIONS',
  'TECHNOLOGIES',
  'IMMO',
  'PATRIMOINE',
];
const apostrophe = () => (chance(0.7) ? "'" : ' ');
/** « DE LYON », « D'AUBAGNE », « DU HAVRE », « DES SABLES-D'OLONNE », « DE LA ROCHELLE ». */
function de(nom) {
  if (nom.startsWith('LE ')) return `DU ${nom.slice(3)}`;
  if (nom.startsWith('LES ')) return `DES ${nom.slice(4)}`;
  if (nom.startsWith("L'")) return `DE L${apostrophe()}${nom.slice(2)}`;
  if (/^[AEIOUY]/.test(nom)) return `D${apostrophe()}${nom}`;
  return `DE ${nom}`;
}
const lieuDit = () => frequent(V.LIEUX_DITS, 1.5).replace("'", apostrophe());
const significatifs = (nom) =>
  nom.split(/[\s'-]+/).filter((m) => m !== '' && !/^(DE|DU|DES|D|LA|LE|LES|L|ET|EN|AU|AUX|POUR|SUR|&)$/.test(m));
const initiales = (nom) =>
  significatifs(nom)
    .map((m) => m[0])
    .join('');
const metier = () => frequent(V.METIERS, 1.7);
const FORMES_SOCIETES = [
  ['5710', 'SAS', 14],
  ['5499', 'SARL', 12],
  ['5599', 'SA', 0.7],
  ['5699', 'SA', 0.3],
  ['5202', 'SNC', 0.5],
  ['5485', 'SELARL', 1],
];

/** A company's name and NAF code: one of the shapes of the stock. */
function nomDeSociete(forme) {
  const [trade, naf] = metier();
  const nom = nomDeFamille();
  const forme2 = FORMES_SOCIETES.find(([code]) => code === forme)[1];
  const choix = pondere([
    ['nom', 6],
    ['metier_nom', 14],
    ['metier_lieu', 8],
    ['fils', 6],
    ['associes', 5],
    ['ets', 4],
    ['forme_nom', 5],
    ['marque', 12],
    ['trait_union', 6],
    ['long', 12],
    ['metier_prenom', 3],
    ['article', 8],
    ['esperluette', 4],
    ['nom_metier', 5],
  ]);
  let sigle = '';
  let denomination;
  switch (choix) {
    case 'nom':
      denomination = nom;
      break;
    case 'metier_nom':
      denomination = `${trade} ${nom}`;
      break;
    case 'metier_lieu':
      denomination = `${trade} ${lieuDit()}`;
      break;
    case 'fils':
      denomination = pondere([
        [`${nom} ET FILS`, 3],
        [`${nom} & FILS`, 3],
        [`${nom} PERE ET FILS`, 1],
        [`ETS ${nom} ET FILS`, 1],
        [`${trade} ${nom} & FILS`, 1],
      ]);
      break;
    case 'associes':
      denomination = pondere([
        [`${nom} ET ASSOCIES`, 3],
        [`${nom} & ASSOCIES`, 2],
        [`${nom} ${nomDeFamille()} ET ASSOCIES`, 2],
        [`CABINET ${nom} ET ASSOCIES`, 1],
      ]);
      break;
    case 'ets':
      denomination = `${chance(0.5) ? 'ETS' : 'ETABLISSEMENTS'} ${nom}`;
      break;
    case 'forme_nom':
      denomination = chance(0.6) ? `${forme2} ${nom}` : `${forme2} ${trade} ${nom}`;
      break;
    case 'marque':
      denomination = chance(0.5) ? marque() : `${marque()} ${frequent(SUFFIXES_MARQUES)}`;
      break;
    case 'trait_union':
      denomination = pondere([
        [`${nom}-${nomDeFamille()}`, 3],
        [`SAINT-${marque()}`, 2],
        [`SAINT-${prenom()} ${trade}`, 1],
        [`${marque()}-${un(['TEC', 'SERVICES', 'CONCEPT', 'BAT', 'AUTO', 'PRO'])}`, 2],
      ]);
      break;
    case 'long': {
      const activite = frequent(V.ACTIVITES_LONGUES, 1.3);
      const article = /^[AEIOUY]/.test(activite) ? `D${apostrophe()}` : 'DE ';
      denomination = pondere([
        [`${frequent(V.DEBUTS_LONGS)} ${un(V.ADJECTIFS)} ${article}${activite}`, 4],
        [`${frequent(V.DEBUTS_LONGS)} ${article}${activite} ${un(V.ADJECTIFS)}`, 2],
        [`${activite} ${un(V.ADJECTIFS)} ${de(un(communes).ville)}`, 2],
        [`${frequent(V.DEBUTS_LONGS)} ${un(V.ADJECTIFS)} DES ${un(V.PLURIELS)} ${de(nom)}`, 1],
      ]);
      if (chance(0.35)) sigle = initiales(denomination);
      break;
    }
    case 'metier_prenom':
      denomination = `${trade} ${prenom()}`;
      break;
    case 'article': {
      const mot = frequent(V.NOMS_COMMUNS, 1.5);
      denomination = pondere([
        [`L${apostrophe()}${un(['ATELIER', 'ESCALE', 'ORANGERIE', 'ARSENAL', 'HORIZON', 'ECHOPPE'])} ${lieuDit()}`, 3],
        [le(mot), 2],
        [`AU ${mot} ${un(V.ADJECTIFS)}`, 1],
        [`LES ${un(V.PLURIELS)}`, 1],
        [`${trade} DE LA ${un(['GARE', 'PLACE', 'POSTE', 'MAIRIE', 'FONTAINE', 'VALLEE'])}`, 2],
      ]);
      break;
    }
    case 'esperluette':
      denomination = pondere([
        [`${nom} & ${nomDeFamille()}`, 3],
        [`${nom} ET ${nomDeFamille()}`, 2],
        [`${trade} ${nom} & CIE`, 1],
        [`${marque()} & ${un(['CO', 'ASSOCIES', 'PARTENAIRES'])}`, 1],
      ]);
      break;
    default:
      denomination = `${nom} ${trade}`;
  }
  return { denomination, sigle, naf };
}

function nomDeSocieteCivile(forme) {
  const nom = nomDeFamille();
  switch (forme) {
    case '6540':
      return pondere([
        [`SCI ${nom}`, 25],
        [`SCI ${lieuDit()}`, 15],
        [`SCI LES ${frequent(V.PLURIELS, 1.5)}`, 20],
        [`SCI DES ${frequent(V.PLURIELS, 1.5)}`, 8],
        [`SCI ${String.fromCharCode(65 + entre(0, 25), 65 + entre(0, 25), 65 + entre(0, 25))}`, 10],
        [`SCI ${nom} ${nomDeFamille()}`, 5],
        [`SCI ${frequent(V.NOMS_COMMUNS)}`, 5],
        [`SCI ${marque()}`, 7],
        [`SCI ${prenom()} ${nom}`, 5],
      ]);
    case '6533':
      return chance(0.5) ? `GAEC DES ${un(V.PLURIELS)}` : `GAEC ${lieuDit()}`;
    case '6598':
      return chance(0.5) ? `EARL ${nom}` : `EARL ${du(frequent(V.NOMS_COMMUNS))}`;
    case '6589':
      return `SCM ${nom} ${nomDeFamille()}`;
    case '6585':
      return `SCP ${nom} ${nomDeFamille()} ${chance(0.4) ? nomDeFamille() : 'ET ASSOCIES'}`;
    case '6597':
      return `SCEA ${lieuDit()}`;
    default:
      return chance(0.5) ? `HOLDING ${nom}` : `SC ${marque()}`;
  }
}

function nomDAssociation(commune) {
  const ville = commune.ville;
  const sport = un(V.SPORTS);
  const denomination = pondere([
    [`ASSOCIATION SPORTIVE ${de(ville)}`, 4],
    [`COMITE DES FETES ${de(ville)}`, 5],
    [`AMICALE DES SAPEURS POMPIERS ${de(ville)}`, 2],
    [`FOYER RURAL ${de(ville)}`, 2],
    [`CLUB DE ${sport} ${de(ville)}`, 3],
    [`${sport} CLUB ${ville}`, 2],
    [`UNION SPORTIVE ${ville}`, 2],
    [`ASSOCIATION DES PARENTS D${apostrophe()}ELEVES ${de(ville)}`, 2],
    [`LES AMIS ${de(ville)}`, 2],
    [`SOCIETE DE CHASSE ${de(ville)}`, 2],
    [`ASSOCIATION ${marque()}`, 4],
    [`ASSOCIATION LES ${un(V.PLURIELS)}`, 2],
    [`LES AMIS ${du(frequent(V.NOMS_COMMUNS))}`, 2],
    [`ASSOCIATION POUR LA SAUVEGARDE ${du(frequent(V.NOMS_COMMUNS))} ${de(ville)}`, 1],
    [`ASSOCIATION ${nomDeFamille()} ${prenom()}`, 1],
    [`${marque()}`, 3],
  ]);
  const sigle = chance(0.12) && significatifs(denomination).length >= 3 ? initiales(denomination) : '';
  return { denomination, sigle };
}

// ---------------------------------------------------------------- addresses

const TYPES_SANS_NUMERO = new Set(['LD', 'ZA', 'ZI', 'HAM']);
const le = (mot) => (/^[AEIOUY]/.test(mot) ? `L${apostrophe()}${mot}` : `LE ${mot}`);
const du = (mot) => (/^[AEIOUY]/.test(mot) ? `DE L${apostrophe()}${mot}` : `DU ${mot}`);
function libelleVoie(type) {
  if (type === 'LD' || type === 'HAM') return chance(0.5) ? le(un(V.NOMS_COMMUNS)) : `LES ${un(V.PLURIELS)}`;
  if (type === 'ZA' || type === 'ZI') return chance(0.5) ? `DES ${un(V.PLURIELS)}` : du(un(V.NOMS_COMMUNS));
  const x = hasard();
  if (x < 0.6) return frequent(V.VOIES, 1.6);
  if (x < 0.95) return `${prenom()} ${nomDeFamille()}`;
  return `DU DOCTEUR ${nomDeFamille()}`;
}
function adresse(commune) {
  let type = pondere(V.TYPES_VOIE);
  // No lieux-dits nor hamlets in towns.
  while (commune.poids > 20000 && (type === 'LD' || type === 'HAM')) type = pondere(V.TYPES_VOIE);
  const sansNumero = TYPES_SANS_NUMERO.has(type) ? chance(0.8) : chance(0.08);
  return {
    numero: sansNumero ? '' : String(Math.max(1, Math.floor(300 * hasard() ** 2.5))),
    indice: sansNumero
      ? ''
      : pondere([
          ['', 96],
          ['B', 3],
          ['T', 0.5],
          ['A', 0.5],
        ]),
    type,
    voie: libelleVoie(type),
    complement: chance(0.08) ? un(V.COMPLEMENTS) : '',
    codePostal: un(commune.codesPostaux),
    commune,
  };
}
// Domiciliation companies' addresses: many sièges at each (the adresse category must avoid them).
const communeDeCode = new Map(communes.map((c) => [c.code, c]));
const DOMICILIATIONS = [
  ['60', 'RUE', 'FRANCOIS 1ER', '75108', '75008'],
  ['229', 'RUE', 'SAINT-HONORE', '75101', '75001'],
  ['10', 'RUE', 'DE PENTHIEVRE', '75108', '75008'],
  ['66', 'AV', 'DES CHAMPS ELYSEES', '75108', '75008'],
  ['1', 'PL', 'DE LA REPUBLIQUE', '69381', '69001'],
  ['31', 'RUE', 'DE LA REPUBLIQUE', '13202', '13002'],
]
  .filter(([, , , code]) => communeDeCode.has(code))
  .map(([numero, type, voie, code, codePostal]) => ({
    numero,
    indice: '',
    type,
    voie,
    complement: '',
    codePostal,
    commune: communeDeCode.get(code),
  }));

// ---------------------------------------------------------------- units and establishments

const annee = () => 2024 - Math.floor(64 * hasard() ** 1.8);
const dateDe = (a) => `${a}-${String(entre(1, 12)).padStart(2, '0')}-${String(entre(1, 28)).padStart(2, '0')}`;
const dejaPubliques = new Set();
const rnaSuivant = new Map();
function numeroRna(commune) {
  const prefixe = commune.prefixeRna;
  const n = (rnaSuivant.get(prefixe) ?? entre(1000, 400000)) + entre(1, 40);
  rnaSuivant.set(prefixe, n);
  return `W${prefixe}${String(n).padStart(6, '0')}`;
}

/** The unit `i`: its fields, and its establishments (the siège first). */
function unite(i) {
  let prefixe = String(20_000_000 + i * 7).padStart(8, '0');
  if (prefixe === '35600000') prefixe = '35600001'; // La Poste's SIREN has no Luhn key
  const siren = avecCle(prefixe);
  const genre = pondere([
    ['ei', 30],
    ['societe', 28.5],
    ['sci', 13],
    ['civile', 3],
    ['association', 11.5],
    ['copropriete', 2],
    ['fondation', 0.3],
    ['autre', 0.3],
    ['publique', 1],
  ]);
  const cree = annee();
  const cessee = chance(genre === 'ei' ? 0.35 : genre === 'publique' ? 0.02 : 0.2);
  let siege = genre === 'societe' && chance(0.05) ? uneGrandeVille() : uneCommune();
  let forme;
  let denomination = '';
  let sigle = '';
  let naf = '';
  let nom = '';
  let prenom1 = '';
  let nomUsage = '';
  let rna = '';
  let nombreEtab = 1;
  let etendue = 'departement';
  const enseignes = [];
  let adresseNommee = null;
  switch (genre) {
    case 'ei': {
      forme = '1000';
      nom = nomDeFamille();
      prenom1 = prenom();
      if (chance(0.05)) nomUsage = nomDeFamille();
      const [trade, code] = metier();
      naf = code;
      if (chance(0.4)) {
        enseignes.push(
          pondere([
            [`${trade} ${lieuDit()}`, 3],
            [`${trade} ${nom}`, 2],
            [le(frequent(V.NOMS_COMMUNS)), 2],
            [`CHEZ ${prenom1}`, 1],
          ]),
        );
      }
      nombreEtab = chance(0.1) ? 2 : 1;
      break;
    }
    case 'societe': {
      forme = pondere(FORMES_SOCIETES.map(([code, , poids]) => [code, poids]));
      ({ denomination, sigle, naf } = nomDeSociete(forme));
      const x = hasard();
      if (x < 0.75) nombreEtab = 1;
      else if (x < 0.88) nombreEtab = 2;
      else if (x < 0.96) nombreEtab = entre(3, 5);
      else if (x < 0.995) {
        nombreEtab = entre(6, 30);
        etendue = 'france';
      } else {
        nombreEtab = entre(31, 200);
        etendue = 'france';
      }
      if (etendue === 'france') siege = uneGrandeVille();
      if (nombreEtab > 1 && nombreEtab <= 5 && chance(0.4)) etendue = 'france';
      break;
    }
    case 'sci':
      forme = '6540';
      denomination = nomDeSocieteCivile(forme);
      naf = '68.20B';
      break;
    case 'civile':
      forme = un(['6533', '6598', '6589', '6585', '6597', '6599']);
      denomination = nomDeSocieteCivile(forme);
      naf = { 6533: '01.50Z', 6598: '01.11Z', 6589: '86.21Z', 6585: '69.10Z', 6597: '01.21Z' }[forme] ?? '70.10Z';
      break;
    case 'association': {
      const alsaceMoselle = ['57', '67', '68'].includes(siege.departement);
      forme = alsaceMoselle ? '9260' : '9220';
      ({ denomination, sigle } = nomDAssociation(siege));
      naf = un(['94.99Z', '93.12Z', '94.99Z', '88.99B', '90.01Z']);
      if (!alsaceMoselle && chance(0.85)) rna = numeroRna(siege);
      break;
    }
    case 'copropriete': {
      forme = '9110';
      // The building the syndicat is named after is its siège.
      const a = adresse(siege);
      if (!a.numero || TYPES_SANS_NUMERO.has(a.type)) Object.assign(a, { numero: String(entre(1, 80)), type: 'RUE' });
      adresseNommee = a;
      const numero = a.numero;
      denomination = pondere([
        [`SYNDICAT DES COPROPRIETAIRES ${numero} ${a.type} ${a.voie}`, 2],
        [`SYND COPRO ${numero} ${a.type} ${a.voie} ${a.codePostal} ${siege.ville}`, 1],
        [`SDC RESIDENCE LES ${un(V.PLURIELS)}`, 1],
      ]);
      naf = '81.10Z';
      break;
    }
    case 'fondation':
      forme = '9300';
      denomination = chance(0.5) ? `FONDATION ${nomDeFamille()}` : `FONDATION ${prenom()} ${nomDeFamille()}`;
      naf = '88.99B';
      break;
    case 'autre':
      forme = '9900';
      denomination = `CAISSE ${un(V.ADJECTIFS)} DES ${un(['ARTISANS', 'AGRICULTEURS', 'COMMERCANTS', 'PECHEURS'])}`;
      naf = '65.12Z';
      break;
    default: {
      // Public bodies: one commune, one département, one agglomeration each at most.
      const x = hasard();
      if (x < 0.7 && !dejaPubliques.has(`c${siege.ville}${siege.departement}`)) {
        dejaPubliques.add(`c${siege.ville}${siege.departement}`);
        forme = '7210';
        denomination = `COMMUNE ${de(siege.ville)}`;
        naf = '84.11Z';
        nombreEtab = entre(1, 5);
        etendue = 'commune';
        for (const e of ['MAIRIE', 'ECOLE PRIMAIRE', 'SERVICES TECHNIQUES', 'CANTINE SCOLAIRE', 'BIBLIOTHEQUE']) {
          enseignes.push(e);
        }
      } else if (x < 0.8 && !dejaPubliques.has(`d${siege.departement}`)) {
        dejaPubliques.add(`d${siege.departement}`);
        forme = '7220';
        denomination = `DEPARTEMENT ${de(nomsDepartements.get(siege.departement) ?? siege.departement)}`;
        naf = '84.11Z';
        nombreEtab = entre(3, 15);
      } else if (x < 0.92 && !dejaPubliques.has(`a${siege.ville}${siege.departement}`)) {
        dejaPubliques.add(`a${siege.ville}${siege.departement}`);
        forme = '7348';
        denomination = `COMMUNAUTE D${apostrophe()}AGGLOMERATION ${de(siege.ville)}`;
        naf = '84.11Z';
        nombreEtab = entre(1, 5);
      } else {
        forme = '4110';
        siege = uneGrandeVille();
        denomination = `${un(['OFFICE NATIONAL', 'ETABLISSEMENT PUBLIC', 'REGIE NATIONALE'])} ${de(marque())}`;
        naf = '84.13Z';
        nombreEtab = entre(10, 80);
        etendue = 'france';
      }
    }
  }
  const enseigneSociete = () =>
    genre === 'societe' && chance(0.12) ? `${metier()[0]} ${chance(0.5) ? lieuDit() : nomDeFamille()}` : '';

  // Establishments: the siège, then the others (in its département, its commune, or anywhere).
  const etabs = [];
  const dateCreation = dateDe(cree);
  const adresseSiege =
    adresseNommee ??
    (genre === 'societe' && chance(0.02) && DOMICILIATIONS.length > 0 ? un(DOMICILIATIONS) : adresse(siege));
  etabs.push({
    siege: true,
    adresse: adresseSiege,
    ouvert: !cessee,
    creation: dateCreation,
    enseigne: enseignes[0] ?? enseigneSociete(),
  });
  for (let k = 1; k < nombreEtab; k++) {
    const ici = etendue === 'commune' ? siege : etendue === 'france' ? uneCommune() : uneCommuneDe(siege.departement);
    etabs.push({
      siege: false,
      adresse: adresse(ici),
      ouvert: !cessee && chance(0.75),
      creation: dateDe(Math.min(2024, cree + entre(0, 20))),
      enseigne: enseignes[k] ?? enseigneSociete(),
    });
  }
  // A siège moved once: the former one stays, closed, in another commune.
  if (genre !== 'ei' && genre !== 'publique' && chance(0.06)) {
    etabs.push({
      siege: false,
      adresse: adresse(chance(0.5) ? uneCommuneDe(siege.departement) : uneCommune()),
      ouvert: false,
      creation: dateDe(cree),
      enseigne: '',
    });
  }
  const fin = cessee ? dateDe(Math.min(2025, cree + entre(1, 25))) : '';
  return {
    siren,
    genre,
    forme,
    denomination,
    sigle,
    naf,
    nom,
    prenom1,
    nomUsage,
    rna,
    dateCreation,
    cessee,
    fin,
    etabs,
    tranche:
      nombreEtab > 30
        ? un(['41', '42', '51'])
        : nombreEtab > 5
          ? un(['21', '22', '31'])
          : un(['NN', 'NN', '00', '01', '02', '03', '11']),
    categorie: nombreEtab > 100 ? 'GE' : nombreEtab > 30 ? 'ETI' : 'PME',
  };
}

const COLONNES_UL_LISTE = COLONNES_UL.split(',');
const COLONNES_ETAB_LISTE = COLONNES_ETAB.split(',');

function lignes(u) {
  const nics = u.etabs.map((_, k) => avecCle(u.siren + String(k + 1).padStart(4, '0')).slice(9));
  const ul = ligneCsv(COLONNES_UL_LISTE, {
    siren: u.siren,
    statutDiffusionUniteLegale: 'O',
    dateCreationUniteLegale: u.dateCreation,
    sigleUniteLegale: u.sigle,
    sexeUniteLegale: u.forme === '1000' ? un(['M', 'F']) : '',
    prenom1UniteLegale: u.prenom1,
    prenomUsuelUniteLegale: u.prenom1,
    identifiantAssociationUniteLegale: u.rna,
    trancheEffectifsUniteLegale: u.tranche,
    anneeEffectifsUniteLegale: u.tranche === 'NN' ? '' : '2022',
    dateDernierTraitementUniteLegale: '2025-01-06T08:00:00',
    nombrePeriodesUniteLegale: String(u.cessee ? 2 : 1),
    categorieEntreprise: u.categorie,
    anneeCategorieEntreprise: '2022',
    dateDebut: u.cessee ? u.fin : u.dateCreation,
    etatAdministratifUniteLegale: u.cessee ? 'C' : 'A',
    nomUniteLegale: u.nom,
    nomUsageUniteLegale: u.nomUsage,
    denominationUniteLegale: u.denomination,
    categorieJuridiqueUniteLegale: u.forme,
    activitePrincipaleUniteLegale: u.naf,
    nomenclatureActivitePrincipaleUniteLegale: 'NAFRev2',
    nicSiegeUniteLegale: nics[0],
    economieSocialeSolidaireUniteLegale: u.genre === 'association' ? 'O' : 'N',
    societeMissionUniteLegale: 'N',
    caractereEmployeurUniteLegale: u.tranche === 'NN' ? 'N' : 'O',
    activitePrincipaleNAF25UniteLegale: u.naf,
  });
  const etabs = u.etabs.map((e, k) => {
    const a = e.adresse;
    return ligneCsv(COLONNES_ETAB_LISTE, {
      siren: u.siren,
      nic: nics[k],
      siret: u.siren + nics[k],
      statutDiffusionEtablissement: 'O',
      dateCreationEtablissement: e.creation,
      trancheEffectifsEtablissement: e.siege ? u.tranche : 'NN',
      dateDernierTraitementEtablissement: '2025-01-06T08:00:00',
      etablissementSiege: e.siege ? 'true' : 'false',
      nombrePeriodesEtablissement: e.ouvert ? '1' : '2',
      complementAdresseEtablissement: a.complement,
      numeroVoieEtablissement: a.numero,
      indiceRepetitionEtablissement: a.indice,
      typeVoieEtablissement: a.type,
      libelleVoieEtablissement: a.voie,
      codePostalEtablissement: a.codePostal,
      libelleCommuneEtablissement: a.commune.libelle,
      codeCommuneEtablissement: a.commune.code,
      dateDebut: e.ouvert ? e.creation : u.fin || dateDe(2024),
      etatAdministratifEtablissement: e.ouvert ? 'A' : 'F',
      enseigne1Etablissement: e.enseigne,
      activitePrincipaleEtablissement: u.naf,
      nomenclatureActivitePrincipaleEtablissement: 'NAFRev2',
      caractereEmployeurEtablissement: 'N',
      activitePrincipaleNAF25Etablissement: u.naf,
    });
  });
  return { ul, etabs };
}

// ---------------------------------------------------------------- main

const urlBase = new URL(adminUrl);
urlBase.pathname = `/${nomBase}`;
if (!values['sans-import']) {
  const { rows } = await admin(adminUrl, `SELECT 1 FROM pg_database WHERE datname = '${nomBase}'`);
  if (rows.length > 0 && !values.remplacer) {
    console.error(`[sirene-realiste] la base ${nomBase} existe déjà : --remplacer pour la recréer, ou un autre --base`);
    process.exit(2);
  }
}

mkdirSync(dossier, { recursive: true });
const fichierUL = path.join(dossier, 'StockUniteLegale.csv');
const fichierEtab = path.join(dossier, 'StockEtablissement.csv');
let t = performance.now();
const lignesEtab = [];
let nbEtab = 0;
// Units first, each keeping its establishments' lines until the second file is written: two passes
// over one PRNG would need it replayed; 1 000 000 units hold ~1,5 M short lines (a few hundred Mo).
await ecrire(
  fichierUL,
  COLONNES_UL,
  (function* () {
    for (let i = 0; i < nbUnites; i++) {
      const l = lignes(unite(i));
      for (const e of l.etabs) lignesEtab.push(e);
      yield l.ul;
    }
  })(),
);
nbEtab = lignesEtab.length;
await ecrire(fichierEtab, COLONNES_ETAB, lignesEtab);
lignesEtab.length = 0;
const taille = async (f) => `${((await stat(f)).size / 1e6).toFixed(0)} Mo`;
console.log(
  `[sirene-realiste] fichiers écrits en ${((performance.now() - t) / 1000).toFixed(1)} s dans ${dossier} : ` +
    `${nombre.format(nbUnites)} unités légales (${await taille(fichierUL)}), ` +
    `${nombre.format(nbEtab)} établissements (${await taille(fichierEtab)})`,
);

if (!values['sans-import']) {
  if (values.remplacer) await admin(adminUrl, `DROP DATABASE IF EXISTS ${nomBase} WITH (FORCE)`);
  await admin(adminUrl, `CREATE DATABASE ${nomBase}`);
  t = performance.now();
  const { sortie } = await importer(
    urlBase.toString(),
    ['--unites-legales', fichierUL, '--etablissements', fichierEtab],
    {
      tailleLot: values['taille-lot'],
      details: values.details,
    },
  );
  const secondes = ((performance.now() - t) / 1000).toFixed(1);
  const { rows: imports } = await admin(
    urlBase.toString(),
    'SELECT nature, lignes_lues, lignes_importees, lignes_rejetees FROM imports_sirene ORDER BY id',
  );
  console.log(
    `[sirene-realiste] import terminé en ${secondes} s : ` +
      imports
        .map(
          (r) =>
            `${r.nature === 'UNITES_LEGALES' ? 'unités légales' : 'établissements'} ` +
            `${nombre.format(r.lignes_importees)} importées, ${nombre.format(r.lignes_rejetees)} rejetées`,
        )
        .join(' ; '),
  );
  if (imports.some((r) => Number(r.lignes_rejetees) > 0)) console.log(sortie.split('\n').slice(-15).join('\n'));
  console.log(`[sirene-realiste] base conservée : ${urlBase.toString()}`);
}
