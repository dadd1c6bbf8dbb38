// The realistic categories of bench/search-relevance.mjs (issue 21: what people really type), built
// from a registry that looks like the SIRENE stock (bench/sirene-realiste.mjs). Each query names one
// company; the rules that keep a target only when a person typing the query could mean nothing else
// are in the header of bench/search-relevance.mjs (R4 to R9). Labels come from plain SQL and the
// bench's own normalisation (bench/lib/pertinence-registre.mjs), never from the services.
import pg from 'pg';

import {
  deplier,
  entier,
  espacerSiren,
  hacher,
  luhn,
  motsDe,
  normaliser,
  prng,
  urlEntreprises,
} from './pertinence.mjs';
import {
  ARTICLES,
  departementDe,
  lireRegistre,
  MOTS_SANS_INITIALE,
  TYPES_VOIE,
  unifierEt,
} from './pertinence-registre.mjs';

export const CATEGORIES_REALISTES = [
  'nom_commune',
  'nom_code_postal',
  'nom_departement',
  'nom_rue',
  'adresse',
  'etablissement_secondaire',
  'initiales',
  'tva',
  'siren_points',
  'rna',
  'et_esperluette',
  'tirets',
  'articles',
  'filtre_geo',
];

const cleTva = (siren) => String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0');
const INDICES = { B: 'bis', T: 'ter', Q: 'quater' };
const vide = new Set();

export async function construireJeuRealiste({ databaseUrl, graine, categories, quota }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const t0 = performance.now();
  const journal = (texte) => console.log(`[pertinence] ${texte} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  const r = await lireRegistre(client, journal);
  await client.end();
  const e = r.etablissements;
  const n = r.ids.length;

  const entreprise = (ci, precision = '') => ({
    type: 'ENTREPRISE',
    id: r.ids[ci],
    libelle: `${r.denominations[ci]} (${r.sirens[ci]})${precision}`,
  });
  /** The name as people type it: as stored, or in lower case. */
  const nomTape = (ci, rng) => (rng() < 0.5 ? r.denominations[ci] : r.denominations[ci].toLowerCase());

  // ---------------------------------------------------------------- places

  /** A commune name as typed: the reference spelling, INSEE's upper case, or lower case without hyphens. */
  const communeTapee = (code, rng) => {
    const nom = r.communes.get(code)?.nom ?? '';
    const x = rng();
    if (x < 0.4) return nom;
    if (x < 0.7) return deplier(nom).toUpperCase();
    return normaliser(nom);
  };
  /** R8: the companies in a commune of that name (every commune sharing it); null when the name is a département's elsewhere. */
  const lieuCommune = (code) => {
    const nom = normaliser(r.communes.get(code)?.nom ?? '');
    const departement = r.departementDuNom.get(nom);
    if (nom === '' || (departement !== undefined && departement !== r.communes.get(code).departement_code)) return null;
    const societes = new Set();
    for (const c of r.communesDuNom.get(nom) ?? []) for (const ci of r.parCommune.get(c) ?? vide) societes.add(ci);
    return { societes, homonymes: (r.communesDuNom.get(nom) ?? []).length };
  };

  /**
   * R4: a name followed by a place. `mots` the name's words, `lieu` the companies in the place,
   * `motsLieu` the place's words as typed: no other company has a name holding the name's words and
   * is in the place, and no other company's name holds the name's words and the place's. A name that
   * already holds the place's own words (`propres`: the commune, the street's name) is left out:
   * nobody types « COMITE DES FETES DE LYON lyon ».
   */
  const r4 = (ci, mots, lieu, motsLieu, propres = motsLieu) => {
    if (propres.every((m) => mots.includes(m))) return false;
    for (const autre of nomsContenant(mots)) if (autre !== ci && lieu.has(autre)) return false;
    return seule([...mots, ...motsLieu], ci);
  };
  /**
   * The companies whose names hold these words, articles aside (people add and drop them: « LE
   * COMPTOIR » competes with « AU COMPTOIR REGIONAL »); the plain words when nothing else is left.
   */
  const nomsContenant = (mots) => {
    const pleins = mots.filter((m) => !ARTICLES.has(m));
    return pleins.length > 0 ? r.nomsSansArticles.societes(pleins) : r.noms.societes(mots);
  };
  const seule = (mots, ci) => {
    for (const autre of nomsContenant(mots)) if (autre !== ci) return false;
    return true;
  };
  const siegeDe = (ci) => (r.etablissementsDe.get(ci) ?? []).find((k) => e.sieges[k]);
  const compte = (k) => e.sieges[k] || e.ouverts[k];
  const adresseLisible = (k) =>
    [
      e.numeros[k] + (e.indices[k] ? ` ${e.indices[k]}` : ''),
      e.types[k],
      e.voies[k],
      e.codesPostaux[k],
      e.libellesCommunes[k],
    ]
      .filter((x) => x)
      .join(' ');

  // ---------------------------------------------------------------- drawing

  const jeu = [];
  const utilises = new Set();
  const ecarts = {};
  /** Draws from `candidats` (company indices, or [ci, …] tuples) until `nombre` queries are made. */
  const tirer = (categorie, nombre, candidats, fabriquer) => {
    const rng = prng(hacher(`${graine}:${categorie}`));
    let obtenues = 0;
    let ecartees = 0;
    const vus = new Set();
    for (let essais = 0; obtenues < nombre && essais < 2_000_000 && vus.size < candidats.length; essais += 1) {
      const i = entier(rng, candidats.length);
      if (vus.has(i)) continue;
      vus.add(i);
      const candidat = candidats[i];
      const ci = Array.isArray(candidat) ? candidat[0] : candidat;
      if (utilises.has(ci)) continue;
      const requete = fabriquer(candidat, rng, obtenues);
      if (requete === null) {
        ecartees += 1;
        continue;
      }
      utilises.add(ci);
      jeu.push({ categorie, ...requete });
      obtenues += 1;
    }
    if (obtenues < nombre) console.warn(`[pertinence] ${categorie} : ${obtenues}/${nombre} requêtes seulement`);
    ecarts[categorie] = ecartees;
  };
  const toutes = Array.from({ length: n }, (_, ci) => ci);

  // ---------------------------------------------------------------- categories

  const generateurs = {
    nom_commune: () => [
      toutes,
      (ci, rng) => {
        const k = siegeDe(ci);
        if (k === undefined || !e.communes[k]) return null;
        const lieu = lieuCommune(e.communes[k]);
        if (lieu === null) return null;
        const tape = communeTapee(e.communes[k], rng);
        const mots = motsDe(r.denominations[ci]);
        if (!r4(ci, mots, lieu.societes, motsDe(tape))) return null;
        const homonymes = nomsContenant(mots).size > 1;
        return {
          variante: homonymes ? 'nom_partage' : 'nom_unique',
          url: urlEntreprises({ phrase: `${nomTape(ci, rng)} ${tape}` }),
          attendu: entreprise(ci, ` à ${r.communes.get(e.communes[k]).nom}`),
        };
      },
    ],
    nom_code_postal: () => [
      toutes,
      (ci, rng, rang) => {
        const k = siegeDe(ci);
        if (k === undefined || !e.codesPostaux[k] || !e.communes[k]) return null;
        const cp = e.codesPostaux[k];
        const avecCommune = rang % 3 === 2;
        const tape = avecCommune ? `${cp} ${communeTapee(e.communes[k], rng)}` : cp;
        if (!r4(ci, motsDe(r.denominations[ci]), r.parCodePostal.get(cp), motsDe(tape))) return null;
        return {
          variante: avecCommune ? 'code_postal_commune' : 'code_postal',
          url: urlEntreprises({ phrase: `${nomTape(ci, rng)} ${tape}` }),
          attendu: entreprise(ci, ` à ${cp}`),
        };
      },
    ],
    nom_departement: () => [
      toutes,
      (ci, rng, rang) => {
        const k = siegeDe(ci);
        if (k === undefined || !e.communes[k]) return null;
        const d = departementDe(e.communes[k]);
        const nomDep = r.departements.get(d);
        if (!nomDep) return null;
        const parNom = rang % 2 === 1;
        const tape = parNom ? (rng() < 0.5 ? nomDep : deplier(nomDep).toUpperCase()) : d;
        if (!r4(ci, motsDe(r.denominations[ci]), r.parDepartement.get(d), motsDe(tape))) return null;
        return {
          variante: parNom ? 'nom_du_departement' : d.length === 3 ? 'numero_outre_mer' : 'numero',
          url: urlEntreprises({ phrase: `${nomTape(ci, rng)} ${tape}` }),
          attendu: entreprise(ci, ` dans ${nomDep} (${d})`),
        };
      },
    ],
    nom_rue: () => [
      toutes,
      (ci, rng, rang) => {
        const k = siegeDe(ci);
        if (k === undefined || !TYPES_VOIE[e.types[k]] || !e.voies[k]) return null;
        const variante = ['voie_code_insee', 'voie_mot_entier', 'numero_et_voie'][rang % 3];
        if (variante === 'numero_et_voie' && !e.numeros[k]) return null;
        const type = variante === 'voie_code_insee' ? e.types[k] : TYPES_VOIE[e.types[k]];
        const tape = `${variante === 'numero_et_voie' ? `${e.numeros[k]} ` : ''}${type} ${e.voies[k]}`;
        const rue = r.parVoie.get(normaliser(e.voies[k]));
        if (!r4(ci, motsDe(r.denominations[ci]), rue, motsDe(tape), motsDe(e.voies[k]))) return null;
        return {
          variante,
          url: urlEntreprises({
            phrase: `${nomTape(ci, rng)} ${variante === 'voie_code_insee' ? tape : tape.toLowerCase()}`,
          }),
          attendu: entreprise(ci, ` — ${adresseLisible(k)}`),
        };
      },
    ],
    adresse: () => [
      e.ids.map((_, k) => [e.ci[k], k]).filter(([, k]) => compte(k) && e.numeros[k] && TYPES_VOIE[e.types[k]]),
      ([ci, k], rng, rang) => {
        if (!e.communes[k] || !r.communes.has(e.communes[k]) || !e.codesPostaux[k]) return null;
        const variante = ['complete_code_insee', 'complete_mot_entier', 'sans_code_postal', 'sans_commune'][rang % 4];
        const commune = variante === 'sans_commune' ? '' : communeTapee(e.communes[k], rng);
        const cp = variante === 'sans_code_postal' ? '' : e.codesPostaux[k];
        const motEntier =
          variante === 'complete_code_insee' ? false : variante === 'complete_mot_entier' || rng() < 0.5;
        const indice = e.indices[k] ? (motEntier ? (INDICES[e.indices[k]] ?? e.indices[k]) : e.indices[k]) : '';
        const texte = [e.numeros[k], indice, motEntier ? TYPES_VOIE[e.types[k]] : e.types[k], e.voies[k], cp, commune]
          .filter((x) => x)
          .join(' ');
        // R5: no establishment of another company at that number of a street of that name, in the place typed.
        const memeNom = r.communes.get(e.communes[k]).nom;
        for (const autre of r.parAdresse.get(`${normaliser(e.numeros[k])}|${normaliser(e.voies[k])}`) ?? []) {
          if (e.ci[autre] === ci) continue;
          if (cp !== '' && e.codesPostaux[autre] !== cp) continue;
          if (commune !== '' && normaliser(r.communes.get(e.communes[autre])?.nom ?? '') !== normaliser(memeNom))
            continue;
          return null;
        }
        if (!seule(motsDe(texte), ci)) return null;
        return {
          variante,
          url: urlEntreprises({ phrase: motEntier ? texte.toLowerCase() : texte }),
          attendu: entreprise(ci, ` — ${e.sieges[k] ? 'siège' : 'établissement'} ${adresseLisible(k)}`),
        };
      },
    ],
    etablissement_secondaire: () => [
      secondaires(),
      ([ci, k], rng) => {
        const lieu = lieuCommune(e.communes[k]);
        if (lieu === null) return null;
        const tape = communeTapee(e.communes[k], rng);
        if (!r4(ci, motsDe(r.denominations[ci]), lieu.societes, motsDe(tape))) return null;
        const s = siegeDe(ci);
        return {
          variante:
            departementDe(e.communes[s]) === departementDe(e.communes[k]) ? 'meme_departement' : 'autre_departement',
          url: urlEntreprises({ phrase: `${nomTape(ci, rng)} ${tape}` }),
          attendu: entreprise(
            ci,
            ` — établissement ${e.sirets[k]} à ${r.communes.get(e.communes[k]).nom}, siège à ${e.libellesCommunes[s]}`,
          ),
        };
      },
    ],
    initiales: () => {
      const { proprietaires, significatifs } = initialesDesNoms();
      const vocabulaire = [...r.noms.postings.keys()].sort();
      const prefixeDeMot = (p) => {
        let bas = 0;
        let haut = vocabulaire.length;
        while (bas < haut) {
          const m = (bas + haut) >> 1;
          if (vocabulaire[m] < p) bas = m + 1;
          else haut = m;
        }
        return bas < vocabulaire.length && vocabulaire[bas].startsWith(p);
      };
      return [
        toutes,
        (ci, rng, rang) => {
          if (r.sigles[ci] || r.formes[ci] === '1000') return null;
          const mots = significatifs(r.denominations[ci]);
          if (mots.length < 3 || mots.length > 5 || !mots.every((m) => /^[a-z]/.test(m))) return null;
          const sigle = mots.map((m) => m[0]).join('');
          // R6: no other name has these initials (either reading), no name has this word or a word beginning so.
          if (proprietaires.get(sigle) !== ci || prefixeDeMot(sigle)) return null;
          const variante = ['majuscules', 'minuscules', 'points'][rang % 3];
          const q =
            variante === 'majuscules'
              ? sigle.toUpperCase()
              : variante === 'minuscules'
                ? sigle
                : `${sigle.toUpperCase().split('').join('.')}.`;
          return { variante, url: urlEntreprises({ phrase: q }), attendu: entreprise(ci) };
        },
      ];
    },
    tva: () => [
      toutes,
      (ci, rng, rang) => {
        const s = r.sirens[ci];
        if (!luhn(s) || s.startsWith('000')) return null;
        const cle = cleTva(s);
        const variante = ['compact', 'espaces', 'minuscules_espaces_irreguliers'][rang % 3];
        let q;
        if (variante === 'compact') q = `FR${cle}${s}`;
        else if (variante === 'espaces') q = `FR ${cle} ${espacerSiren(s)}`;
        else {
          const sep = () => [' ', '', '  '][entier(rng, 3)];
          q = `${['fr', 'Fr', 'fR'][entier(rng, 3)]}${sep()}${cle}${sep()}${s.slice(0, 3)}${sep()}${s.slice(3, 6)}${sep()}${s.slice(6)}`;
        }
        return { variante, url: urlEntreprises({ phrase: q }), attendu: entreprise(ci) };
      },
    ],
    siren_points: () => [
      toutes,
      (ci, rng, rang) => {
        const s = r.sirens[ci];
        if (!luhn(s)) return null;
        const variante = ['points', 'tirets'][rang % 2];
        const sep = variante === 'points' ? '.' : '-';
        return {
          variante,
          url: urlEntreprises({ phrase: `${s.slice(0, 3)}${sep}${s.slice(3, 6)}${sep}${s.slice(6)}` }),
          attendu: entreprise(ci),
        };
      },
    ],
    rna: () => {
      const titulaires = new Map();
      for (const [ci, numero] of r.rna) titulaires.set(numero, titulaires.has(numero) ? -1 : ci);
      return [
        [...r.rna.keys()].sort((a, b) => a - b),
        (ci, rng, rang) => {
          const numero = r.rna.get(ci);
          // R9: a well-formed number that no other company holds.
          if (!/^W[0-9][0-9AB][0-9]{7}$/.test(numero) || titulaires.get(numero) !== ci) return null;
          const variante = ['tel_quel', 'minuscules', 'espaces'][rang % 3];
          const q =
            variante === 'tel_quel'
              ? numero
              : variante === 'minuscules'
                ? numero.toLowerCase()
                : `${numero.slice(0, 4)} ${numero.slice(4, 7)} ${numero.slice(7)}`;
          return { variante, url: urlEntreprises({ phrase: q }), attendu: entreprise(ci, ` ${numero}`) };
        },
      ];
    },
    et_esperluette: () => [
      toutes.filter((ci) => /&|\bET\b/i.test(r.denominations[ci])),
      (ci, rng) => {
        const d = r.denominations[ci];
        const esperluette = d.includes('&');
        const q = esperluette ? d.replace(/\s*&\s*/g, ' et ') : d.replace(/\s+ET\s+/gi, ' & ');
        if (q === d) return null;
        // R7: « & » and « et » as one word, the name's compact form and its words are no other company's.
        const mots = unifierEt(d).split(' ');
        if (!r.nomsEt.compactUnique(mots, ci) || !r.nomsEt.seule(mots, ci) || !r.noms.seule(motsDe(q), ci)) return null;
        return {
          variante: esperluette ? 'esperluette_tapee_et' : 'et_tape_esperluette',
          url: urlEntreprises({ phrase: rng() < 0.5 ? q : q.toLowerCase() }),
          attendu: entreprise(ci),
        };
      },
    ],
    tirets: () => [
      toutes.filter((ci) => /[A-Z0-9]-[A-Z0-9]/i.test(deplier(r.denominations[ci]))),
      (ci, rng, rang) => {
        const d = r.denominations[ci];
        const variante = ['tiret_en_espace', 'tiret_retire'][rang % 2];
        const q = (variante === 'tiret_en_espace' ? d.replace(/-/g, ' ') : d.replace(/-/g, '')).replace(/\s+/g, ' ');
        // R1 on the compact form (hyphens and spaces alike), R2 on the words typed.
        if (!r.noms.compactUnique(motsDe(d), ci) || !r.noms.seule(motsDe(q), ci)) return null;
        return {
          variante,
          url: urlEntreprises({ phrase: rng() < 0.5 ? q : q.toLowerCase() }),
          attendu: entreprise(ci),
        };
      },
    ],
    articles: () => [
      toutes.filter((ci) => r.formes[ci] !== '1000' && motsDe(r.denominations[ci]).length >= 2),
      (ci, rng) => {
        const d = r.denominations[ci];
        const mots = motsDe(d);
        const squelette = mots.filter((m) => !ARTICLES.has(m));
        let q;
        let variante;
        if (squelette.length < mots.length) {
          variante = 'articles_retires';
          q = d
            .split(/\s+/)
            .map((jeton) => jeton.replace(/^(L|D)['’]/i, ''))
            .filter((jeton) => !ARTICLES.has(normaliser(jeton)))
            .join(' ');
        } else {
          // A leading article, as people say the name: « l'atelier bois », « la boulangerie martin ».
          variante = 'articles_ajoutes';
          q = /^[AEIOUY]/i.test(d) ? `l'${d}` : `${['le', 'la', 'les'][entier(rng, 3)]} ${d}`;
        }
        if (squelette.length === 0 || squelette.join('').length < 4) return null;
        // R2 without the articles: no other company's name holds the words that are not articles.
        if (!r.nomsSansArticles.seule(squelette, ci)) return null;
        return { variante, url: urlEntreprises({ phrase: q.toLowerCase() }), attendu: entreprise(ci) };
      },
    ],
    filtre_geo: () => [
      secondaires(),
      ([ci, k], rng, rang) => {
        const parCodePostal = rang % 2 === 0;
        const s = siegeDe(ci);
        let lieu;
        let critere;
        if (parCodePostal) {
          if (!e.codesPostaux[k] || e.codesPostaux[s] === e.codesPostaux[k]) return null;
          critere = e.codesPostaux[k];
          lieu = r.parCodePostal.get(critere);
        } else {
          const commune = lieuCommune(e.communes[k]);
          if (commune === null || commune.homonymes > 1) return null;
          critere = communeTapee(e.communes[k], rng);
          lieu = commune.societes;
        }
        const mots = motsDe(r.denominations[ci]);
        for (const autre of nomsContenant(mots)) if (autre !== ci && lieu.has(autre)) return null;
        // The establishment the answer must name: the first open one of the company in the place.
        const dans = (r.etablissementsDe.get(ci) ?? []).filter(
          (x) => e.ouverts[x] && (parCodePostal ? e.codesPostaux[x] === critere : e.communes[x] === e.communes[k]),
        );
        const attenduLieu = dans.sort((a, b) => (e.sirets[a] < e.sirets[b] ? -1 : 1))[0];
        return {
          variante: parCodePostal ? 'code_postal' : 'commune',
          url: urlEntreprises({ phrase: nomTape(ci, rng), critere_geographique: critere }),
          attendu: {
            ...entreprise(
              ci,
              ` — établissement ${e.sirets[attenduLieu]} (${adresseLisible(attenduLieu)}), siège à ${e.libellesCommunes[s]}`,
            ),
            etablissement_lieu: { id: e.ids[attenduLieu], siret: e.sirets[attenduLieu] },
          },
        };
      },
    ],
  };

  /** Open establishments other than the siège, in a commune where the siège is not. */
  function secondaires() {
    const liste = [];
    for (let k = 0; k < e.ids.length; k += 1) {
      if (e.sieges[k] || !e.ouverts[k] || !e.communes[k] || !r.communes.has(e.communes[k])) continue;
      const s = siegeDe(e.ci[k]);
      if (s === undefined || e.communes[s] === e.communes[k]) continue;
      liste.push([e.ci[k], k]);
    }
    return liste;
  }

  /** The initials of every name, both readings (every word; the significant words), owned by one company or several (-1). */
  function initialesDesNoms() {
    const significatifs = (texte) => motsDe(texte.replace(/['’]/g, ' ')).filter((m) => !MOTS_SANS_INITIALE.has(m));
    const proprietaires = new Map();
    const posseder = (cle, ci) => {
      if (cle.length < 2) return;
      const p = proprietaires.get(cle);
      if (p === undefined) proprietaires.set(cle, ci);
      else if (p !== ci) proprietaires.set(cle, -1);
    };
    for (const [ci, texte] of r.tousLesNoms) {
      const tous = motsDe(texte.replace(/['’]/g, ' '));
      posseder(tous.map((m) => m[0]).join(''), ci);
      posseder(
        significatifs(texte)
          .map((m) => m[0])
          .join(''),
        ci,
      );
    }
    return { proprietaires, significatifs };
  }

  for (const categorie of categories) {
    const [candidats, fabriquer] = generateurs[categorie]();
    tirer(categorie, quota(categorie), candidats, fabriquer);
  }
  journal(
    `${jeu.length} requêtes réalistes étiquetées ; candidats écartés (non univoques ou inadaptés) : ` +
      Object.entries(ecarts)
        .map(([c, k]) => `${c} ${k}`)
        .join(', '),
  );
  return jeu;
}
