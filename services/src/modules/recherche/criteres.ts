/**
 * From a query string to validated search criteria. Every rule a JSON schema
 * cannot state is checked here and answered like a schema violation (400 with
 * the field and the reason in French, ChampInvalide).
 */
import type { Queryable } from '../../db/index.js';
import { ChampInvalide } from '../entreprises/index.js';
import {
  lireNumeroCaledonien,
  lireNumeroRecherche,
  MOIS_SANS_ACCENTS,
  REFUS_RID,
  REFUS_RIDET,
  type Region,
} from '@portail/domaine';
import { lireAdresse } from './adresses.js';
import { lieuDuFiltre, lieuEnFinDePhrase, type Geographie } from './lieux.js';
import { compacter, mots, motsElides, normaliser } from './normaliser.js';
import { tsquery } from './tsquery.js';
import {
  LIMIT_DEFAUT,
  PROFONDEUR_MAX,
  type RechercheEntreprisesQuery,
  type RecherchePersonnesQuery,
} from '@portail/contrat/recherche';

/** Shortest phrase searched without any other criterion. */
export const LONGUEUR_MIN = 2;

export interface Texte {
  /** The query's words (normalised), in order. */
  mots: string[];
  /** The words of the query written without its apostrophes, when it has some. */
  motsElides: string[] | null;
  /** Normalised query, for similarity. */
  normalise: string;
  /** Query without separators, for "exact name". */
  compact: string;
}

/**
 * What an identifier designates. An association's RNA number (`entrepriseParIdentifiant` looks it
 * up) carries the SIREN of the company holding it, null when none does, read by the establishments'
 * search as a SIREN (an unknown number then matches nothing).
 */
export type Identifiant = { siren: string } | { siret: string } | { rna: string; siren: string | null };
export type Activite = { division: string } | { code: string };
export type { Geographie } from './lieux.js';

/** A place read at the end of the phrase (README.md « Places in the phrase »). */
export interface LieuPhrase {
  geographie: Geographie;
  /** The place's words: a name holding them matches too (« Café de Paris » outside Paris). */
  mots: Texte;
  /** The whole phrase, place included: its exact name comes first wherever the company is. */
  entier: Texte;
  /** With a street address: the name and address words, whose exact name comes next, in the place. */
  avantLieu?: Texte;
}

export interface CriteresEntreprises {
  texte: Texte | null;
  identifiant: Identifiant | null;
  activite: Activite | null;
  /** The geographic filter (critere_geographique): a company matches through any establishment. */
  geographie: Geographie | null;
  /** A place read in the phrase; `texte` then holds the name words only. Null when the filter is given. */
  lieuPhrase: LieuPhrase | null;
  /** The place the answer names, from the filter or the phrase. */
  lieu: { libelle: string; origine: 'PHRASE' | 'FILTRE' } | null;
  /** A street address read in the phrase: the phrase read without it, searched when it finds nothing. */
  repli: CriteresEntreprises | null;
  etat: 'ACTIVE' | 'RADIEE' | null;
  statut: string | null;
  type_entite: 'ENTREPRISE' | 'ETABLISSEMENT';
  tri: 'pertinence' | 'denomination' | 'creation';
  boost: boolean;
  limit: number;
  offset: number;
}

export interface CriteresPersonnes {
  /** Words matched against the whole name. */
  phrase: Texte | null;
  nom: Texte | null;
  prenom: Texte | null;
  annee: number | null;
  mois: number | null;
  limit: number;
  offset: number;
}

const invalide = (champ: string, message: string) => new ChampInvalide('querystring', champ, message);

export function lireTexte(saisie: string): Texte | null {
  const liste = mots(saisie);
  if (liste.length === 0) return null;
  return { mots: liste, motsElides: motsElides(saisie), normalise: normaliser(saisie), compact: compacter(saisie) };
}

function pagination(limit: number | undefined, offset: number | undefined) {
  const l = limit ?? LIMIT_DEFAUT;
  const o = offset ?? 0;
  if (o + l > PROFONDEUR_MAX) {
    throw invalide('offset', `plus limit ne peut dépasser ${PROFONDEUR_MAX.toLocaleString('fr-FR')} (${o} + ${l})`);
  }
  return { limit: l, offset: o };
}

/**
 * The identifier of a field (`lireNumeroRecherche` of the domain package: SIREN, SIRET, VAT or RNA
 * number, any separators); a wrong key or the Monaco VAT form is a 400 naming the field. `entier`:
 * the whole field must be the identifier (numero_identification, nic); otherwise words may stand
 * beside it, and are given back.
 */
function identifiantDe(
  saisie: string,
  champ: string,
  entier: boolean,
  region: Region,
): { identifiant: Identifiant; reste: string } | null {
  if (region === 'NC') return identifiantCaledonien(saisie, entier);
  const lu = lireNumeroRecherche(saisie);
  if (lu === null) return null;
  if ('refus' in lu) throw invalide(champ, lu.refus);
  if (entier && lu.reste !== '') return null;
  const { numero } = lu;
  const identifiant: Identifiant =
    numero.type === 'SIRET'
      ? { siret: numero.siret }
      : numero.type === 'RNA'
        ? { rna: numero.rna, siren: null }
        : { siren: numero.siren };
  return { identifiant, reste: lu.reste };
}

/**
 * In a Caledonian registry (FACTS §6), `lireNumeroCaledonien` of the domain package: a RIDET or a
 * RID as the whole field, or a dotted RIDET among words. The registry's identifier columns hold them
 * as the French one holds SIRENs and SIRETs (migration 030).
 */
function identifiantCaledonien(saisie: string, entier: boolean): { identifiant: Identifiant; reste: string } | null {
  const lu = lireNumeroCaledonien(saisie);
  if (lu === null || (entier && lu.reste !== '')) return null;
  const { numero } = lu;
  const identifiant: Identifiant =
    numero.type === 'RIDET' ? { siret: numero.ridet.rid + numero.ridet.rang } : { siren: numero.rid };
  return { identifiant, reste: lu.reste };
}

/** The company holding an RNA number, for the establishments' search (`Identifiant`). */
async function avecTitulaire(db: Queryable, identifiant: Identifiant): Promise<Identifiant> {
  if (!('rna' in identifiant)) return identifiant;
  const { rows } = await db.query<{ siren: string }>('SELECT siren FROM entreprises WHERE rna = $1', [identifiant.rna]);
  return { rna: identifiant.rna, siren: rows[0]?.siren ?? null };
}

async function activiteDe(db: Queryable, saisie: string): Promise<Activite> {
  const valeur = saisie.trim().toUpperCase();
  const division = /^\d{2}$/.exec(valeur);
  const code = /^(\d{2})\.?(\d{2}[A-Z])$/.exec(valeur);
  if (division) {
    const { rows } = await db.query(`SELECT 1 FROM naf WHERE code = $1 AND niveau = 'division'`, [valeur]);
    if (rows.length === 0) throw invalide('activite', `ne désigne aucune division NAF (${valeur})`);
    return { division: valeur };
  }
  if (code) {
    const naf = `${code[1]}.${code[2]}`;
    const { rows } = await db.query(`SELECT 1 FROM naf WHERE code = $1 AND niveau = 'sous-classe'`, [naf]);
    if (rows.length === 0) throw invalide('activite', `ne désigne aucun code NAF (${naf})`);
    return { code: naf };
  }
  throw invalide('activite', 'doit être une division NAF (56) ou un code NAF (56.10A)');
}

/**
 * `region`: the registry searched (the services' REGION): identifiers are SIREN, SIRET, VAT and RNA
 * numbers in FR, RIDs and RIDETs in NC.
 */
export async function criteresEntreprises(
  db: Queryable,
  q: RechercheEntreprisesQuery,
  region: Region = 'FR',
): Promise<CriteresEntreprises> {
  const { limit, offset } = pagination(q.limit, q.offset);
  const caledonien = region === 'NC';

  let identifiant: Identifiant | null = null;
  if (q.numero_identification !== undefined && q.numero_identification.trim() !== '') {
    identifiant = identifiantDe(q.numero_identification, 'numero_identification', true, region)?.identifiant ?? null;
    if (identifiant === null) {
      throw invalide(
        'numero_identification',
        caledonien
          ? `${REFUS_RID}, ou ${REFUS_RIDET.replace(/^doit être /, '')}`
          : 'doit être un SIREN (9 chiffres), un SIRET (14 chiffres), un numéro de TVA intracommunautaire ou un numéro RNA (W et 9 caractères)',
      );
    }
  }
  if (q.nic !== undefined) {
    if (identifiant === null || !('siren' in identifiant) || 'rna' in identifiant) {
      throw invalide(
        'nic',
        caledonien
          ? 's’emploie avec un RID de 7 chiffres dans numero_identification'
          : 's’emploie avec un SIREN de 9 chiffres dans numero_identification',
      );
    }
    const rang = q.nic.trim();
    if (rang.length !== (caledonien ? 3 : 5)) {
      throw invalide(
        'nic',
        caledonien
          ? 'doit comporter 3 chiffres (le rang de l’établissement dans le RIDET)'
          : 'doit comporter 5 chiffres',
      );
    }
    // A RID and a 3-digit rank are a RIDET as they stand; a SIRET is read again for its key.
    identifiant = caledonien
      ? { siret: identifiant.siren + rang }
      : (identifiantDe(identifiant.siren + rang, 'nic', true, region)?.identifiant ?? null);
  }

  // An identifier in the phrase is searched as one, the words beside it left out (« EDF 552 081 317 »);
  // otherwise the phrase is words.
  let phrase = q.phrase?.trim() ?? '';
  if (identifiant === null && phrase !== '') {
    const numero = identifiantDe(phrase, 'phrase', false, region);
    if (numero !== null) {
      identifiant = numero.identifiant;
      phrase = '';
    }
  }
  if (identifiant !== null) identifiant = await avecTitulaire(db, identifiant);
  const saisies = [phrase, q.nom_entreprise?.trim() ?? ''].filter((s) => s !== '');
  let texte = saisies.length > 0 ? lireTexte(saisies.join(' ')) : null;

  const activite = q.activite !== undefined && q.activite.trim() !== '' ? await activiteDe(db, q.activite) : null;
  const filtreLieu =
    q.critere_geographique !== undefined && q.critere_geographique.trim() !== ''
      ? await lieuDuFiltre(db, q.critere_geographique)
      : null;
  const geographie = filtreLieu?.geographie ?? null;
  let lieu: CriteresEntreprises['lieu'] =
    filtreLieu !== null ? { libelle: filtreLieu.libelle, origine: 'FILTRE' } : null;

  // A place ending the phrase, when no filter names one and the phrase is the only text.
  let lieuPhrase: LieuPhrase | null = null;
  if (texte !== null && filtreLieu === null && phrase !== '' && saisies.length === 1) {
    const trouve = await lieuEnFinDePhrase(db, texte.mots);
    // « carrelage du stade rue du port »: the place's words are the street's name when the words
    // before them hold no street address but the whole phrase does.
    const nomDeRue =
      trouve !== null && lireAdresse(texte.mots.slice(0, trouve.debut)) === null && lireAdresse(texte.mots) !== null;
    if (trouve !== null && !nomDeRue) {
      lieuPhrase = { geographie: trouve.geographie, mots: partie(texte, trouve.debut, 'lieu'), entier: texte };
      texte = partie(texte, trouve.debut, 'nom');
      lieu = { libelle: trouve.libelle, origine: 'PHRASE' };
    }
  }
  const etat = q.etat === 'ACTIVE' || q.etat === 'RADIEE' ? q.etat : null;
  const statut = q.statut ?? null;
  const filtre = activite !== null || geographie !== null || etat !== null || statut !== null;

  if (identifiant === null) {
    const longueur = texte?.compact.length ?? 0;
    const champ = q.phrase !== undefined && q.phrase.trim() !== '' ? 'phrase' : 'nom_entreprise';
    if (saisies.length > 0 && longueur < LONGUEUR_MIN && !filtre) {
      throw invalide(
        champ,
        `doit comporter au moins ${LONGUEUR_MIN} caractères (lettres ou chiffres) sans autre critère`,
      );
    }
    if (texte === null && !filtre) {
      throw invalide(
        'phrase',
        'ou un autre critère est requis (nom_entreprise, numero_identification, activite, critere_geographique, etat ou statut)',
      );
    }
  }

  const criteres: CriteresEntreprises = {
    texte,
    identifiant,
    activite,
    geographie,
    lieuPhrase,
    lieu,
    repli: null,
    etat,
    statut,
    type_entite: q.type_entite === 'ETABLISSEMENT' ? 'ETABLISSEMENT' : 'ENTREPRISE',
    tri: q.tri === 'denomination' || q.tri === 'creation' ? q.tri : 'pertinence',
    boost: q.boost ?? true,
    limit,
    offset,
  };
  if (filtreLieu !== null || phrase === '' || saisies.length !== 1) return criteres;
  const avec = avecAdresse(criteres);
  const l = avec.lieuPhrase;
  if (l?.geographie.adresse === undefined || avec.texte === null) return avec;
  const parNom = (await nombreDeNoms(db, avec.texte.mots)) <= NOMS_PAR_NOM_MAX;
  return { ...avec, lieuPhrase: { ...l, geographie: { ...l.geographie, parNom } } };
}

/** Beyond this many names holding the rarest name word, an address is read once for all the matches. */
const NOMS_PAR_NOM_MAX = 2000;

/** How many names hold the rarest of `mots` (mots_recherche), 0 when one is in none. */
async function nombreDeNoms(db: Queryable, liste: readonly string[]): Promise<number> {
  const { rows } = await db.query<{ n: number | null }>(
    `SELECT min(coalesce(m.entreprises, 0))::integer AS n
       FROM unnest($1::text[]) AS w(mot) LEFT JOIN mots_recherche m ON m.mot = w.mot`,
    [liste],
  );
  return rows[0]?.n ?? 0;
}

/**
 * The criteria with the street address of the phrase's name words, if any (README.md
 * « Addresses »): the name words before it must match a company with an establishment at that
 * address (in the place ending the phrase, if any), or hold the address's words in one name. With
 * no name words, the address alone needs its number or a place after it, and gives the companies
 * with an establishment there. What to search when the address finds nothing is kept as `repli`:
 * the name words alone (in the place, if any), or the phrase read as a name.
 */
function avecAdresse(c: CriteresEntreprises): CriteresEntreprises {
  const texte = c.texte;
  if (texte === null) return c;
  const adresse = lireAdresse(texte.mots);
  if (adresse === null) return c;
  // Words already normalised: read again, they are the same words.
  const mots = (liste: string[]) => lireTexte(liste.join(' '))!;
  const geographie: Geographie = {
    ...(c.lieuPhrase?.geographie ?? { partout: true }),
    adresse: tsquery(mots(adresse.mots), { prefixe: false }),
  };
  const lieu = {
    libelle: c.lieu !== null ? `${adresse.libelle}, ${c.lieu.libelle}` : adresse.libelle,
    origine: 'PHRASE' as const,
  };
  const nom = texte.mots.slice(0, adresse.debut);
  if (nom.join('').length >= LONGUEUR_MIN && /[a-z]/.test(nom.join(''))) {
    const lieuMots = [...adresse.saisis, ...(c.lieuPhrase?.mots.mots ?? [])];
    const nomSeul = partie(texte, adresse.debut, 'nom');
    return {
      ...c,
      texte: nomSeul,
      lieuPhrase: { geographie, mots: mots(lieuMots), entier: c.lieuPhrase?.entier ?? texte, avantLieu: texte },
      lieu,
      // Without the address: the name words, in the place if one ends the phrase.
      repli: { ...c, texte: nomSeul },
    };
  }
  if (nom.length > 0 || (!adresse.numero && c.lieuPhrase === null)) return c;
  return { ...c, texte: null, geographie, lieuPhrase: null, lieu, repli: c };
}

/**
 * The name words (before `debut`) or the place words (from `debut`) of a phrase's text. The
 * elided form is kept for the name when the place's words are the same in it (no apostrophe).
 */
function partie(texte: Texte, debut: number, quoi: 'nom' | 'lieu'): Texte {
  const liste = quoi === 'nom' ? texte.mots.slice(0, debut) : texte.mots.slice(debut);
  const lieu = texte.mots.slice(debut);
  const elides = texte.motsElides;
  const finElidee = elides !== null && elides.slice(elides.length - lieu.length).join(' ') === lieu.join(' ');
  return {
    mots: liste,
    motsElides: quoi === 'nom' && elides !== null && finElidee ? elides.slice(0, elides.length - lieu.length) : null,
    normalise: liste.join(' '),
    compact: liste.join(''),
  };
}

/**
 * A person's phrase may carry a birth year ("dupont 1975") and a month name
 * ("dupont mars 1975"); they become filters when no explicit one is given.
 */
function extraireNaissance(texte: string): { reste: string; annee: number | null; mois: number | null } {
  let annee: number | null = null;
  let mois: number | null = null;
  const reste: string[] = [];
  for (const mot of mots(texte)) {
    if (annee === null && /^(19|20)\d{2}$/.test(mot)) annee = Number(mot);
    else if (mois === null && MOIS_SANS_ACCENTS.includes(mot)) mois = MOIS_SANS_ACCENTS.indexOf(mot) + 1;
    else reste.push(mot);
  }
  return { reste: reste.join(' '), annee, mois };
}

export function criteresPersonnes(q: RecherchePersonnesQuery, maintenant = new Date()): CriteresPersonnes {
  const { limit, offset } = pagination(q.limit, q.offset);
  const anneeCourante = maintenant.getFullYear();
  if (q.annee_naissance !== undefined && q.annee_naissance > anneeCourante) {
    throw invalide('annee_naissance', `doit être une année entre 1900 et ${anneeCourante}`);
  }
  const naissance = q.phrase ? extraireNaissance(q.phrase) : { reste: '', annee: null, mois: null };
  const phrase = naissance.reste ? lireTexte(naissance.reste) : null;
  const nom = q.nom ? lireTexte(q.nom) : null;
  const prenom = q.prenom ? lireTexte(q.prenom) : null;
  const longueur = (phrase?.compact.length ?? 0) + (nom?.compact.length ?? 0) + (prenom?.compact.length ?? 0);
  if (longueur < LONGUEUR_MIN) {
    const champ = q.nom ? 'nom' : q.prenom ? 'prenom' : 'phrase';
    throw invalide(champ, `doit comporter au moins ${LONGUEUR_MIN} caractères : un nom ou un prénom est requis`);
  }
  return {
    phrase,
    nom,
    prenom,
    annee: q.annee_naissance ?? naissance.annee,
    mois: q.mois_naissance ?? naissance.mois,
    limit,
    offset,
  };
}
