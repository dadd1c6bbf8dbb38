/**
 * Places: the geographic filter (critere_geographique) and the place that ends a phrase
 * (« boulangerie martin lyon », « martin 69003 », « garage rhône »), recognised against the
 * reference tables (communes, départements). README.md beside, « Places ».
 */
import type { Queryable } from '../../db/index.js';
import { ChampInvalide } from '../entreprises/index.js';
import { arrondissementsDe, communeDeRattachement } from '../registre/index.js';
import { DEPARTEMENTS_ET_COLLECTIVITES } from '@portail/domaine';
import { normaliser } from './normaliser.js';

/** Shortest commune name looked up (as criteres.ts' LONGUEUR_MIN). */
const LONGUEUR_MIN = 2;

const invalide = (message: string) => new ChampInvalide('querystring', 'critere_geographique', message);

/** Where: a département, a postal code, communes, or anywhere (a street address alone, « Addresses »). */
export type Zone = { departement: string } | { code_postal: string } | { communes: string[] } | { partout: true };

/**
 * A zone, and maybe a street address in it (the tsquery of its words, adresses.ts). `parNom`:
 * the name words beside the address are rare enough for each match's establishments to be read
 * by its key (repository.ts filtreGeographieEntreprise).
 */
export type Geographie = Zone & { adresse?: string; parNom?: boolean };

/**
 * Communes as the establishments hold them: Paris, Lyon and Marseille with their municipal
 * arrondissements, the codes SIRENE gives their establishments (the reference has the communes).
 */
export function codesDesCommunes(codes: readonly string[]): string[] {
  return [...codes, ...codes.flatMap((code) => arrondissementsDe(code))].sort();
}

/** A place and how the answer names it (« Lyon (69) », « 69003 », « Rhône (69) »). */
export interface Lieu {
  geographie: Geographie;
  libelle: string;
}

/** A place read at the end of a phrase: its words are `mots.slice(debut)`. */
export interface LieuEnFin extends Lieu {
  debut: number;
}

/** Longest commune name tried, in words (« saint remy en bouzemont saint genest et isson »). */
const MOTS_MAX = 8;

type Commune = {
  code: string;
  nom: string;
  nom_normalise: string;
  departement_code: string;
  codes_postaux: string[];
};

const DEPARTEMENTS_PAR_NOM = new Map(DEPARTEMENTS_ET_COLLECTIVITES.map((d) => [normaliser(d.nom), d]));
const DEPARTEMENTS_PAR_CODE = new Map(DEPARTEMENTS_ET_COLLECTIVITES.map((d) => [d.code, d]));

/** « Rhône (69) », with the site's spelling of the name (typographic apostrophes) when the domain knows it. */
function libelleDepartement(code: string, nom: string): string {
  return `${DEPARTEMENTS_PAR_CODE.get(code)?.nom ?? nom} (${code})`;
}

/** « Lyon (69) »; a name several communes share in different départements: « Saint-Martin (12 communes) ». */
function libelleCommunes(communes: ReadonlyArray<{ nom: string; departement_code: string }>): string {
  const premiere = communes[0]!;
  const departements = new Set(communes.map((c) => c.departement_code));
  return departements.size === 1
    ? `${premiere.nom} (${premiere.departement_code})`
    : `${premiere.nom} (${communes.length} communes)`;
}

/**
 * The place of critere_geographique: a département (75, 2A, 971), a postal code, an INSEE commune
 * code or a commune name; a 400 naming the field otherwise.
 */
export async function lieuDuFiltre(db: Queryable, saisie: string): Promise<Lieu> {
  const valeur = saisie.trim().toUpperCase();
  if (/^(\d{2}|2[AB]|97\d|98\d)$/.test(valeur)) {
    const { rows } = await db.query<{ nom: string }>('SELECT nom FROM departements WHERE code = $1', [valeur]);
    if (rows.length === 0) throw invalide(`ne désigne aucun département (${valeur})`);
    return { geographie: { departement: valeur }, libelle: libelleDepartement(valeur, rows[0]!.nom) };
  }
  if (/^\d{5}$/.test(valeur)) {
    const postal = await db.query('SELECT 1 FROM communes WHERE codes_postaux @> ARRAY[$1]::text[] LIMIT 1', [valeur]);
    if (postal.rows.length > 0) return { geographie: { code_postal: valeur }, libelle: valeur };
  }
  const communes = (rows: Array<{ code: string; nom: string; departement_code: string }>): Lieu => ({
    geographie: { communes: codesDesCommunes(rows.map((row) => row.code)) },
    libelle: libelleCommunes(rows),
  });
  if (/^[0-9][0-9AB]\d{3}$/.test(valeur)) {
    const rattachement = communeDeRattachement(valeur);
    const { rows } = await db.query<{ code: string; nom: string; departement_code: string }>(
      'SELECT code, nom, departement_code FROM communes WHERE code = $1',
      [rattachement],
    );
    // A municipal arrondissement (75115): that arrondissement alone.
    if (rows.length > 0 && rattachement !== valeur) {
      const rang = Number(valeur.slice(3));
      const libelle = `${rows[0]!.nom} ${rang}${rang === 1 ? 'er' : 'e'} (${rows[0]!.departement_code})`;
      return { geographie: { communes: [valeur] }, libelle };
    }
    if (rows.length > 0) return communes(rows);
    throw invalide(`ne désigne aucun code postal ni code commune (${valeur})`);
  }
  const nom = normaliser(saisie);
  if (nom.length >= LONGUEUR_MIN) {
    const { rows } = await db.query<{ code: string; nom: string; departement_code: string }>(
      'SELECT code, nom, departement_code FROM communes WHERE nom_normalise = $1 ORDER BY population DESC, code',
      [nom],
    );
    if (rows.length > 0) return communes(rows);
  }
  throw invalide(`ne désigne aucun département, code postal ni commune connus (« ${saisie.trim()} »)`);
}

/**
 * The place at the end of a phrase's words, or null. Rules (README.md « Places in the phrase »):
 * - name words must remain before it, with a letter and at least 2 characters: a phrase that is
 *   only a place (« lyon ») stays a name;
 * - a postal code (5 digits, known to communes.codes_postaux) as last word, with the name of one
 *   of its communes before it if there is one (« lyon 69003 »), or after it (« 69003 lyon »);
 * - otherwise the longest run of last words that is a département's name or a commune's
 *   (normalised as communes.nom_normalise); a département wins over a commune of the same name;
 * - otherwise a département number (2 digits, 2A, 2B) as last word, after a word that is not a
 *   number (« sci 12 13 » keeps its numbers).
 */
export async function lieuEnFinDePhrase(db: Queryable, mots: readonly string[]): Promise<LieuEnFin | null> {
  const n = mots.length;
  if (n < 2) return null;
  const nomReste = (debut: number) => {
    const nom = mots.slice(0, debut).join('');
    return nom.length >= 2 && /[a-z]/.test(nom);
  };
  const suite = (debut: number, fin = n) => mots.slice(debut, fin).join(' ');
  const dernier = mots[n - 1]!;
  const postal = /^\d{5}$/.test(dernier) && nomReste(n - 1) ? dernier : null;

  // Candidate names: runs of last words (before the postal code too), longest first.
  const candidats: Array<{ debut: number; fin: number }> = [];
  for (const fin of postal !== null ? [n, n - 1] : [n]) {
    for (let debut = Math.max(1, fin - MOTS_MAX); debut < fin; debut++) {
      if (nomReste(debut)) candidats.push({ debut, fin });
    }
  }
  const noms = [...new Set(candidats.map(({ debut, fin }) => suite(debut, fin)))];
  if (noms.length === 0 && postal === null) return null;
  const { rows } = await db.query<Commune>(
    `SELECT code, nom, nom_normalise, departement_code, codes_postaux FROM communes
      WHERE nom_normalise = ANY($1::text[])${postal !== null ? ' OR codes_postaux @> ARRAY[$2::text]' : ''}
      ORDER BY population DESC, code`,
    postal !== null ? [noms, postal] : [noms],
  );
  const communesNommees = (texte: string) => rows.filter((c) => c.nom_normalise === texte);

  if (postal !== null && rows.some((c) => c.codes_postaux.includes(postal))) {
    // « lyon 69003 »: the commune's name goes with its postal code.
    const avant = candidats.find(
      ({ debut, fin }) =>
        fin === n - 1 && communesNommees(suite(debut, fin)).some((c) => c.codes_postaux.includes(postal)),
    );
    return { geographie: { code_postal: postal }, libelle: postal, debut: avant?.debut ?? n - 1 };
  }

  for (const { debut, fin } of candidats) {
    if (fin !== n) continue;
    const texte = suite(debut);
    const departement = DEPARTEMENTS_PAR_NOM.get(texte);
    const precedent = mots[debut - 1];
    if (departement !== undefined) {
      // « 75008 paris »: a postal code of the département just before its name.
      const postalAvant = /^\d{5}$/.test(precedent ?? '') && nomReste(debut - 1) ? precedent! : null;
      if (postalAvant !== null && postalAvant.startsWith(departement.code.replace(/^2[AB]$/, '20'))) {
        return { geographie: { code_postal: postalAvant }, libelle: postalAvant, debut: debut - 1 };
      }
      return {
        geographie: { departement: departement.code },
        libelle: libelleDepartement(departement.code, departement.nom),
        debut,
      };
    }
    const communes = communesNommees(texte);
    if (communes.length === 0) continue;
    // « 69003 lyon »: a postal code of the commune just before its name.
    if (
      precedent !== undefined &&
      /^\d{5}$/.test(precedent) &&
      nomReste(debut - 1) &&
      communes.some((c) => c.codes_postaux.includes(precedent))
    ) {
      return { geographie: { code_postal: precedent }, libelle: precedent, debut: debut - 1 };
    }
    return {
      geographie: { communes: codesDesCommunes(communes.map((c) => c.code)) },
      libelle: libelleCommunes(communes),
      debut,
    };
  }

  const code = dernier.toUpperCase();
  const departement = /^(\d{2}|2[AB]|97[1-6])$/.test(code) ? DEPARTEMENTS_PAR_CODE.get(code) : undefined;
  if (departement !== undefined && nomReste(n - 1) && !/^\d+$/.test(mots[n - 2]!)) {
    return {
      geographie: { departement: departement.code },
      libelle: libelleDepartement(departement.code, departement.nom),
      debut: n - 1,
    };
  }
  return null;
}
