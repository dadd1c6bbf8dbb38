/**
 * Street addresses in a phrase (README.md « Addresses »): « 12 rue de la paix », « boulangerie
 * 8 bd gambetta », « martin avenue jean jaures lyon ». The type of street is read in the INSEE
 * codes of the registry (RUE, AV, BD…) or in full words (avenue, boulevard, allée…); the words
 * are those of the normalised query (normaliser.ts).
 */
import { MOTS_VIDES } from './noms.js';

/** The INSEE codes of the types of street (SIRENE's typeVoieEtablissement), lower case, and the words read as each. */
const TYPES: Record<string, readonly string[]> = {
  all: ['allee', 'allees'],
  av: ['avenue', 'ave'],
  bd: ['boulevard', 'bld', 'bvd', 'blvd'],
  car: ['carrefour'],
  che: ['chemin', 'ch', 'chem'],
  chs: ['chaussee'],
  cite: [],
  cor: ['corniche'],
  crs: ['cours'],
  dom: ['domaine'],
  esp: ['esplanade'],
  fg: ['faubourg', 'fbg'],
  ham: ['hameau'],
  imp: ['impasse'],
  lot: ['lotissement'],
  ld: [],
  mar: ['marche'],
  mte: ['montee'],
  pas: ['passage'],
  pl: ['place'],
  pro: ['promenade', 'prom'],
  prv: ['parvis'],
  qua: ['quartier'],
  quai: [],
  res: ['residence'],
  rle: ['ruelle'],
  rpt: ['rondpoint', 'rond point'],
  rte: ['route'],
  rue: [],
  sen: ['sentier', 'sente'],
  sq: ['square'],
  tra: ['traverse'],
  vla: ['villa'],
  vlge: ['village'],
  za: [],
  zac: [],
  zi: [],
};

const CODE_DU_MOT = new Map<string, string>(
  Object.entries(TYPES).flatMap(([code, mots]) => [[code, code] as const, ...mots.map((mot) => [mot, code] as const)]),
);

/**
 * Words that announce a street at the start of the phrase even without a number: few names are
 * « rue de la paix ». The others (place, cours, villa, domaine…) begin names too often (« Villa
 * Rosa », « Cours Florent »): at the start, they announce a street only after its number. After
 * name words any type does (« restaurant villa rosa »): a name holding the address's words still
 * matches (criteres.ts).
 */
const SANS_NUMERO: ReadonlySet<string> = new Set([
  'rue',
  'av',
  'avenue',
  'bd',
  'boulevard',
  'allee',
  'allees',
  'impasse',
  'imp',
  'chemin',
  'che',
  'route',
  'rte',
  'quai',
  'faubourg',
  'fbg',
]);

/**
 * Codes that are also common words or syllables of names (« pas », « mar », « ld »…): without a
 * number before them they announce nothing, even after name words; their full words do.
 */
const CODES_AVEC_NUMERO: ReadonlySet<string> = new Set(
  Object.keys(TYPES).filter(
    (code) => !['rue', 'av', 'bd', 'all', 'che', 'imp', 'rte', 'quai', 'fg', 'sq', 'pl', 'crs'].includes(code),
  ),
);

/** Repetition indexes typed after the number, left out (the index does not hold them). */
const INDICES: ReadonlySet<string> = new Set(['bis', 'ter', 'quater', 'b', 't', 'q']);

export interface AdresseLue {
  /** Position of the address's first word in the phrase's words (its number, or its type of street). */
  debut: number;
  /** The words the establishment's address must hold: number, type code, street name words. */
  mots: string[];
  /** The same as typed (« boulevard », not bd): what a name holding the address's words holds. */
  saisis: string[];
  /** How the answer names it: « 12 RUE DE LA PAIX ». */
  libelle: string;
  /** A number was typed. */
  numero: boolean;
}

/**
 * The street address in `mots` (the phrase's words, a place at the end already taken off), or
 * null: a type of street followed by at least one word of its name, with its number just before
 * it (1 to 4 digits, maybe a repetition index), or after name words, or a type that announces a
 * street alone (SANS_NUMERO). The address runs to the end of the words. The first such type wins.
 */
export function lireAdresse(mots: readonly string[]): AdresseLue | null {
  for (let i = 0; i < mots.length - 1; i++) {
    // « rond point »: one type in two words.
    const deuxMots = `${mots[i]} ${mots[i + 1]}`;
    const code = CODE_DU_MOT.get(deuxMots) ?? CODE_DU_MOT.get(mots[i]!);
    if (code === undefined) continue;
    const finType = CODE_DU_MOT.has(deuxMots) ? i + 2 : i + 1;
    let debut = i;
    if (debut > 0 && INDICES.has(mots[debut - 1]!) && debut > 1 && /^\d{1,4}$/.test(mots[debut - 2]!)) debut -= 1;
    const numero = debut > 0 && /^\d{1,4}$/.test(mots[debut - 1]!) ? mots[debut - 1]! : null;
    if (numero !== null) debut -= 1;
    else if (debut === 0 ? !SANS_NUMERO.has(mots[i]!) : CODES_AVEC_NUMERO.has(mots[i]!)) continue;
    const nom = mots.slice(finType);
    const essentiels = nom.filter((mot) => !MOTS_VIDES.has(mot));
    if (essentiels.length === 0 || !essentiels.some((mot) => /[a-z]{2}/.test(mot))) continue;
    return {
      debut,
      mots: [...(numero !== null ? [numero] : []), code, ...essentiels],
      saisis: [...(numero !== null ? [numero] : []), ...mots.slice(i, finType), ...essentiels],
      libelle: [numero, code.toUpperCase(), ...nom.map((mot) => mot.toUpperCase())].filter((m) => m !== null).join(' '),
      numero: numero !== null,
    };
  }
  return null;
}
