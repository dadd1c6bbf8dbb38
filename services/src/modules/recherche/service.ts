/**
 * Search, in stages: the words as typed (whole words), then the last word as
 * a prefix, then with typos corrected. A stage runs only when the one before
 * found nothing, so results of different quality never mix. Within a stage,
 * exact names come first, then the ranking of README.md.
 */
import type { Queryable } from '../../db/index.js';
import { formaterSiren, formaterSiret, type Region } from '@portail/domaine';
import { toEtablissementResume, type EtablissementResumeRow } from '../entreprises/index.js';
import { formeJuridique, naf, statut } from '../entreprises/index.js';
import {
  criteresEntreprises,
  criteresPersonnes,
  lireTexte,
  LONGUEUR_MIN,
  type CriteresEntreprises,
  type CriteresPersonnes,
  type Texte,
} from './criteres.js';
import { corriger, coupuresConnues, type Source } from './mots.js';
import { commeInitiales, sansMotsVides } from './noms.js';
import { compacter } from './normaliser.js';
import {
  compter,
  compterEntreprises,
  entrepriseParIdentifiant,
  entreprisesExactes,
  entreprisesParId,
  etablissementsDansLeLieu,
  etablissementsParId,
  pageEntreprises,
  pageTetes,
  preparationDe,
  TETE_TAILLE,
  tetes,
  pageEtablissements,
  pagePersonnes,
  personnesExactes,
  personnesParId,
  selectionEtablissements,
  selectionPersonnes,
  suggestionsParId,
  type LigneEntreprise,
  type LigneEtablissement,
  type LignePersonne,
  type TexteSql,
} from './repository.js';
import type {
  RechercheEntreprisesQuery,
  RecherchePersonnesQuery,
  ReponseEntreprises,
  ReponsePersonnes,
  ReponseSuggestions,
  EtablissementDuLieu,
  ResultatEntreprise,
  ResultatEtablissement,
  ResultatPersonne,
} from '@portail/contrat/recherche';
import { tsquery, tsqueryEt, tsquerySouple, type OptionsTsquery } from './tsquery.js';

/** Totals are counted exactly up to this; beyond, the answer says "more than". */
export const COMPTE_MAX = 1000;

type Correspondance = 'IDENTIFIANT' | 'EXACTE' | 'MOTS' | 'APPROCHEE';

interface Etape {
  sql: TexteSql;
  /** The last word is matched as a prefix. */
  prefixe: boolean;
  correspondance: 'MOTS' | 'APPROCHEE';
  corrections: Array<{ mot: string; propositions: string[] }>;
  /** The words as typed (whole, then the last as a prefix): the lists of the frequent words may answer. */
  telsQuels: boolean;
}

/**
 * The stages of a text: whole words; for a company, the initials of a long name (one word of 3 to
 * 8 letters); last word as prefix (if long enough); for a company, the flexible form (small words
 * left out, words joined or apart: noms.ts); typos corrected (if any).
 */
async function* etapes(
  db: Queryable,
  parties: Array<{ texte: Texte; poids?: 'A' | 'B' }>,
  source: Source,
  compact: string,
  normalise: string,
): AsyncGenerator<Etape> {
  const requete = (options: Omit<OptionsTsquery, 'poids'>) =>
    tsqueryEt(parties.map(({ texte, poids }) => ({ texte, options: { ...options, ...(poids ? { poids } : {}) } })));
  const entiers = requete({ prefixe: false });
  yield {
    sql: { tsquery: entiers, compact, approchee: null },
    prefixe: false,
    correspondance: 'MOTS',
    corrections: [],
    telsQuels: true,
  };
  const nom = source === 'entreprises' && parties.length === 1 ? parties[0]!.texte : null;
  const sigle = nom !== null ? etapeInitiales(nom) : null;
  if (sigle !== null) yield sigle;
  // The flexible form of the whole words before the last word as a prefix: « giraud et martin »
  // is GIRAUD & MARTIN rather than MARTINEZ GIRAUD ET ASSOCIES. Its cuts are read once, for both.
  const souple = nom !== null ? await formeSouple(db, nom) : null;
  const soupleEntiers = souple?.(false);
  if (soupleEntiers !== undefined && soupleEntiers.sql.tsquery !== entiers) yield soupleEntiers;
  const prefixes = requete({ prefixe: true });
  if (prefixes !== entiers) {
    yield {
      sql: { tsquery: prefixes, compact, approchee: null },
      prefixe: true,
      correspondance: 'MOTS',
      corrections: [],
      telsQuels: true,
    };
  }
  const soupleDebut = souple?.(true);
  if (soupleDebut !== undefined && soupleDebut.sql.tsquery !== prefixes) yield soupleDebut;
  const tous = parties.flatMap(({ texte }) => texte.mots);
  const corrections = await corriger(db, tous, source, true);
  if (corrections.size === 0) return;
  yield {
    sql: { tsquery: requete({ prefixe: true, corrections }), compact, approchee: normalise },
    prefixe: true,
    correspondance: 'APPROCHEE',
    corrections: [...corrections].map(([mot, propositions]) => ({ mot, propositions })),
    telsQuels: false,
  };
}

/** A company's name by its initials (noms.ts), when the text may be some. */
function etapeInitiales(texte: Texte): Etape | null {
  const sigle = commeInitiales(texte.mots);
  if (sigle === null) return null;
  return {
    sql: { tsquery: tsquery(texte, { prefixe: false }), compact: texte.compact, approchee: null, initiales: sigle },
    prefixe: false,
    correspondance: 'MOTS',
    corrections: [],
    telsQuels: false,
  };
}

/**
 * A company's name in its flexible form (small words left out, words joined or apart: noms.ts):
 * the known cuts of its words read once, then the stage with whole words or the last one begun.
 */
async function formeSouple(db: Queryable, texte: Texte): Promise<(prefixe: boolean) => Etape> {
  const essentiels = sansMotsVides(texte.mots);
  const coupures = await coupuresConnues(db, essentiels, 'entreprises');
  return (prefixe) => ({
    sql: { tsquery: tsquerySouple(essentiels, coupures, prefixe), compact: texte.compact, approchee: null },
    prefixe,
    correspondance: 'MOTS',
    corrections: [],
    telsQuels: false,
  });
}

/** Positions [offset, offset + limit) of the list "exact matches, then the rest". */
function decouper(exacts: readonly number[], limit: number, offset: number) {
  const tete = exacts.slice(offset, offset + limit);
  return { tete, limit: limit - tete.length, offset: Math.max(0, offset - exacts.length) };
}

/** The ids of a stage's page, each with how it matched. */
function versPageIds(
  resultat: { tete: number[]; reste: number[]; total: number },
  etape: Pick<Etape, 'correspondance' | 'corrections'>,
): PageIds {
  const correspondances = new Map<number, Correspondance>();
  for (const id of resultat.tete) correspondances.set(id, 'EXACTE');
  for (const id of resultat.reste) correspondances.set(id, etape.correspondance);
  return {
    ids: [...resultat.tete, ...resultat.reste],
    correspondances,
    total: resultat.total,
    corrections: etape.corrections,
  };
}

/**
 * A page of "exact matches, then the rest", and the total. The page query asks one row
 * more than shown: when the rest ends on this page, the total follows from it and no
 * count is needed (most searches); otherwise the matches are counted, up to COMPTE_MAX.
 * Null when the stage matches nothing.
 */
async function pageEtTotal(
  c: { limit: number; offset: number },
  exacts: readonly number[],
  page: (limit: number, offset: number) => Promise<number[]>,
  compte: () => Promise<number>,
): Promise<{ tete: number[]; reste: number[]; total: number } | null> {
  const morceau = decouper(exacts, c.limit, c.offset);
  const lus = await page(morceau.limit + 1, morceau.offset);
  const reste = lus.slice(0, morceau.limit);
  let total: number;
  if (lus.length > 0 && lus.length <= morceau.limit) total = exacts.length + morceau.offset + lus.length;
  else if (lus.length === 0 && morceau.offset === 0) total = exacts.length;
  else total = Math.max(await compte(), exacts.length + morceau.offset + lus.length);
  if (total === 0) return null;
  return { tete: morceau.tete, reste, total };
}

// ---------------------------------------------------------------- mappers

function versEtablissementDuLieu(ligne: EtablissementResumeRow): EtablissementDuLieu {
  const { id, siret, siege, adresse } = toEtablissementResume(ligne);
  return { id, siret, siege, adresse };
}

function versEntreprise(
  ligne: LigneEntreprise,
  correspondance: Correspondance,
  dansLeLieu: readonly EtablissementResumeRow[],
): ResultatEntreprise {
  return {
    type: 'ENTREPRISE',
    id: ligne.id,
    siren: ligne.siren,
    siren_formate: formaterSiren(ligne.siren),
    denomination: ligne.denomination,
    sigle: ligne.sigle,
    etat: ligne.etat,
    statut: statut(ligne.statut),
    forme_juridique: formeJuridique(ligne.forme_juridique_code, ligne.forme_juridique_libelle),
    naf: naf(ligne.code_naf, ligne.naf_libelle),
    adresse: ligne.siege ? toEtablissementResume(ligne.siege).adresse : null,
    nombre_etablissements: ligne.nb_etablissements,
    date_immatriculation: ligne.date_immatriculation,
    dirigeants: ligne.dirigeants.map(({ qualite, personne_id, nom, prenoms, denomination }) => ({
      qualite,
      personne_id,
      nom,
      prenoms,
      denomination,
    })),
    correspondance,
    etablissements_lieu: dansLeLieu.map(versEtablissementDuLieu),
  };
}

function versEtablissement(ligne: LigneEtablissement, correspondance: Correspondance): ResultatEtablissement {
  const resume = toEtablissementResume(ligne);
  return {
    type: 'ETABLISSEMENT',
    id: resume.id,
    siret: resume.siret,
    siret_formate: formaterSiret(resume.siret),
    nic: resume.nic,
    siege: resume.siege,
    enseigne: resume.enseigne,
    denomination_usuelle: resume.denomination_usuelle,
    etat: resume.etat,
    adresse: resume.adresse,
    naf: resume.naf,
    entreprise: {
      id: ligne.entreprise.id,
      siren: ligne.entreprise.siren,
      siren_formate: formaterSiren(ligne.entreprise.siren),
      denomination: ligne.entreprise.denomination,
      etat: ligne.entreprise.etat,
      forme_juridique: formeJuridique(ligne.entreprise.forme_juridique_code, ligne.entreprise.forme_juridique_libelle),
    },
    correspondance,
  };
}

function versPersonne(ligne: LignePersonne, correspondance: Correspondance): ResultatPersonne {
  return {
    ...ligne,
    fonctions: ligne.fonctions.map((f) => ({
      ...f,
      entreprise: { ...f.entreprise, siren_formate: formaterSiren(f.entreprise.siren) },
    })),
    correspondance,
  };
}

// ---------------------------------------------------------------- companies and establishments

interface PageIds {
  ids: number[];
  correspondances: Map<number, Correspondance>;
  total: number;
  corrections: Array<{ mot: string; propositions: string[] }>;
}

async function idsEntreprises(db: Queryable, c: CriteresEntreprises): Promise<PageIds> {
  const vide: PageIds = { ids: [], correspondances: new Map(), total: 0, corrections: [] };
  if (c.identifiant !== null) {
    const ids = await entrepriseParIdentifiant(db, c, c.identifiant);
    const page = ids.slice(c.offset, c.offset + c.limit);
    return { ...vide, ids: page, total: ids.length, correspondances: new Map(page.map((id) => [id, 'IDENTIFIANT'])) };
  }
  if (c.texte === null) {
    const [total, ids] = await Promise.all([
      compterEntreprises(db, c, null, COMPTE_MAX),
      pageEntreprises(db, c, null, [], c.limit, c.offset),
    ]);
    return { ...vide, ids, total, correspondances: new Map(ids.map((id) => [id, 'MOTS'])) };
  }
  const texte = c.texte;
  // The exact names are the same at every stage: read once.
  let exactes: number[] | null = null;
  // Typo-corrected stages rank by similarity to what was typed, the place's words included.
  const normalise = c.lieuPhrase?.entier.normalise ?? texte.normalise;
  for await (const etape of etapes(db, [{ texte }], 'entreprises', texte.compact, normalise)) {
    const pertinence = c.tri === 'pertinence';
    const exacts = pertinence && etape.correspondance === 'MOTS' ? (exactes ??= await exactesDe(db, c, etape.sql)) : [];
    const frequents = etape.telsQuels ? await motFrequent(db, c, etape.prefixe) : null;
    const resultat = await pageEtTotal(
      c,
      exacts,
      (limit, offset) =>
        frequents !== null
          ? pageTetes(db, 'entreprises', frequents, exacts, limit, offset)
          : pageEntreprises(db, c, etape.sql, exacts, limit, offset),
      () => compterEntreprises(db, c, etape.sql, COMPTE_MAX),
    );
    if (resultat !== null) return versPageIds(resultat, etape);
  }
  return vide;
}

/**
 * The exact names of a company search. With a place in the phrase: the whole phrase's first,
 * wherever the company is (« Café de Paris » in Nice), then the name words' in the place.
 * « et » typed for « & » counts as exact.
 */
async function exactesDe(db: Queryable, c: CriteresEntreprises, sql: TexteSql): Promise<number[]> {
  // « & » typed « et »: the names written with « & » first (DENIS & MICHAUD before DENIS-MICHAUD,
  // CARRELAGE BRUN & FILS before CARRELAGE BRUNET & FILS, whose compact form is the query's too).
  const mots = c.texte?.mots ?? [];
  const sansEt = mots.filter((mot) => mot !== 'et');
  const esperluette =
    sansEt.length < mots.length && sansEt.length > 0
      ? await entreprisesExactes(db, c, { ...sql, compact: sansEt.join('') }, true)
      : [];
  const nom = [...new Set([...esperluette, ...(await entreprisesExactes(db, c, sql))])];
  const l = c.lieuPhrase;
  if (l === null) return nom;
  const entier = await entreprisesExactes(db, { ...c, lieuPhrase: null }, { ...sql, compact: l.entier.compact });
  // « syndicat … residence les tilleuls 75014 »: the name and address words, in the place alone.
  const { adresse, ...zone } = l.geographie;
  const avant =
    l.avantLieu !== undefined && adresse !== undefined
      ? await entreprisesExactes(
          db,
          'partout' in zone ? { ...c, lieuPhrase: null } : { ...c, lieuPhrase: { ...l, geographie: zone } },
          { ...sql, compact: l.avantLieu.compact },
        )
      : [];
  return [...new Set([...entier, ...avant, ...nom])];
}

/**
 * A one-word search without filters, ranked by relevance and size, on its first pages:
 * when the word (or the words it begins) is frequent, the lists of best-ranked companies
 * kept for it (mots_recherche_tete) hold the answer.
 */
async function motFrequent(db: Queryable, c: CriteresEntreprises, prefixe: boolean) {
  const texte = c.texte;
  if (texte === null || texte.mots.length !== 1 || texte.motsElides !== null) return null;
  if (c.tri !== 'pertinence' || !c.boost || c.offset + c.limit >= TETE_TAILLE) return null;
  if (c.activite !== null || c.geographie !== null || c.lieuPhrase !== null || c.etat !== null || c.statut !== null) {
    return null;
  }
  return tetes(db, texte.mots[0]!, prefixe, 'entreprises');
}

/** The same for officers: a one-word phrase without birth filters, on its first pages. */
async function nomFrequent(db: Queryable, c: CriteresPersonnes, prefixe: boolean) {
  const texte = c.phrase;
  if (texte === null || c.nom !== null || c.prenom !== null || c.annee !== null || c.mois !== null) return null;
  if (texte.mots.length !== 1 || texte.motsElides !== null || c.offset + c.limit >= TETE_TAILLE) return null;
  return tetes(db, texte.mots[0]!, prefixe, 'personnes');
}

async function idsEtablissements(db: Queryable, c: CriteresEntreprises): Promise<PageIds> {
  const vide: PageIds = { ids: [], correspondances: new Map(), total: 0, corrections: [] };
  const page = async (sql: TexteSql | null, correspondance: Correspondance, corrections: PageIds['corrections']) => {
    const resultat = await pageEtTotal(
      c,
      [],
      (limit, offset) => pageEtablissements(db, c, sql, c.identifiant, limit, offset),
      () => {
        const selection = selectionEtablissements(c, sql, c.identifiant);
        return compter(
          db,
          `SELECT 1 ${selection.from}`,
          selection.valeurs,
          COMPTE_MAX,
          c.identifiant === null ? preparationDe(c, sql) : 'preparee',
        );
      },
    );
    if (resultat === null) return null;
    const ids = resultat.reste;
    return { ids, total: resultat.total, corrections, correspondances: new Map(ids.map((id) => [id, correspondance])) };
  };
  if (c.identifiant !== null) return (await page(null, 'IDENTIFIANT', [])) ?? vide;
  if (c.texte === null) return (await page(null, 'MOTS', [])) ?? vide;
  const texte = c.texte;
  const normalise = c.lieuPhrase?.entier.normalise ?? texte.normalise;
  for await (const etape of etapes(db, [{ texte }], 'entreprises', texte.compact, normalise)) {
    const resultat = await page(etape.sql, etape.correspondance, etape.corrections);
    if (resultat !== null) return resultat;
  }
  return vide;
}

/** The same search without the place read in the phrase: its name words alone. */
const sansLieu = (c: CriteresEntreprises): CriteresEntreprises => ({ ...c, lieuPhrase: null });

/**
 * The page of a search, and whether the place read in the phrase stands: when it empties the
 * result while the name words alone match, those are answered (README.md « Places in the phrase »).
 */
async function avecOuSansLieu(
  c: CriteresEntreprises,
  chercher: (c: CriteresEntreprises) => Promise<PageIds>,
): Promise<{ page: PageIds; criteres: CriteresEntreprises; applique: boolean }> {
  const page = await chercher(c);
  if (page.total > 0) return { page, criteres: c, applique: true };
  // A street address that finds nothing: the phrase read without it (README.md « Addresses »).
  if (c.repli !== null) {
    const sans = await avecOuSansLieu(c.repli, chercher);
    if (sans.page.total > 0) return sans;
    return { page, criteres: c, applique: true };
  }
  if (c.lieuPhrase === null) return { page, criteres: c, applique: true };
  const criteres = sansLieu(c);
  const seul = await chercher(criteres);
  return seul.total > 0 ? { page: seul, criteres, applique: false } : { page, criteres: c, applique: true };
}

/** Where a search restricts its companies, from the filter or the phrase (its address included), or null. */
const geographieCherchee = (c: CriteresEntreprises) => c.geographie ?? c.lieuPhrase?.geographie ?? null;

/** The place the answer names: the one searched, else the one read and given up. */
function lieuDeLaReponse(
  demande: CriteresEntreprises,
  cherche: CriteresEntreprises,
  applique: boolean,
): ReponseEntreprises['lieu'] {
  if (cherche.lieu !== null) return { ...cherche.lieu, applique };
  return demande.lieu !== null ? { ...demande.lieu, applique: false } : null;
}

/** `region`: the registry searched (criteres.ts, `criteresEntreprises`). */
export async function rechercherEntreprises(
  db: Queryable,
  q: RechercheEntreprisesQuery,
  region: Region = 'FR',
): Promise<ReponseEntreprises> {
  const c = await criteresEntreprises(db, q, region);
  const entete = { limit: c.limit, offset: c.offset, type_entite: c.type_entite };
  const chercher = (criteres: CriteresEntreprises) =>
    c.type_entite === 'ETABLISSEMENT' ? idsEtablissements(db, criteres) : idsEntreprises(db, criteres);
  const { page, criteres, applique } = await avecOuSansLieu(c, chercher);
  const reponse = {
    ...entete,
    total: Math.min(page.total, COMPTE_MAX),
    total_exact: page.total <= COMPTE_MAX,
    corrections: page.corrections,
    lieu: lieuDeLaReponse(c, criteres, applique),
  };
  if (c.type_entite === 'ETABLISSEMENT') {
    const lignes = await etablissementsParId(db, page.ids);
    return {
      ...reponse,
      resultats: lignes.map((l) => versEtablissement(l, page.correspondances.get(l.id) ?? 'MOTS')),
    };
  }
  const lieu = geographieCherchee(criteres);
  const [lignes, dansLeLieu] = await Promise.all([
    entreprisesParId(db, page.ids),
    lieu !== null ? etablissementsDansLeLieu(db, page.ids, lieu) : new Map<number, EtablissementResumeRow[]>(),
  ]);
  return {
    ...reponse,
    resultats: lignes.map((l) =>
      versEntreprise(l, page.correspondances.get(l.id) ?? 'MOTS', dansLeLieu.get(l.id) ?? []),
    ),
  };
}

// ---------------------------------------------------------------- people

function partiesPersonne(c: CriteresPersonnes): Array<{ texte: Texte; poids?: 'A' | 'B' }> {
  const parties: Array<{ texte: Texte; poids?: 'A' | 'B' }> = [];
  if (c.phrase) parties.push({ texte: c.phrase });
  if (c.nom) parties.push({ texte: c.nom, poids: 'A' });
  if (c.prenom) parties.push({ texte: c.prenom, poids: 'B' });
  return parties;
}

async function idsPersonnes(db: Queryable, c: CriteresPersonnes): Promise<PageIds> {
  const parties = partiesPersonne(c);
  const compact = parties.map(({ texte }) => texte.compact).join('');
  const normalise = parties.map(({ texte }) => texte.normalise).join(' ');
  let exactes: number[] | null = null;
  for await (const etape of etapes(db, parties, 'personnes', compact, normalise)) {
    const exacts = etape.correspondance === 'MOTS' ? (exactes ??= await personnesExactes(db, c, compact)) : [];
    const frequents = etape.telsQuels ? await nomFrequent(db, c, etape.prefixe) : null;
    const resultat = await pageEtTotal(
      c,
      exacts,
      (limit, offset) =>
        frequents !== null
          ? pageTetes(db, 'personnes', frequents, exacts, limit, offset)
          : pagePersonnes(db, c, etape.sql, exacts, limit, offset),
      () => {
        const selection = selectionPersonnes(c, etape.sql);
        return compter(db, `SELECT 1 ${selection.from}`, selection.valeurs, COMPTE_MAX, 'preparee');
      },
    );
    if (resultat !== null) return versPageIds(resultat, etape);
  }
  return { ids: [], correspondances: new Map(), total: 0, corrections: [] };
}

export async function rechercherPersonnes(db: Queryable, q: RecherchePersonnesQuery): Promise<ReponsePersonnes> {
  const c = criteresPersonnes(q);
  const page = await idsPersonnes(db, c);
  const lignes = await personnesParId(db, page.ids);
  return {
    limit: c.limit,
    offset: c.offset,
    total: Math.min(page.total, COMPTE_MAX),
    total_exact: page.total <= COMPTE_MAX,
    corrections: page.corrections,
    resultats: lignes.map((l) => versPersonne(l, page.correspondances.get(l.id) ?? 'MOTS')),
  };
}

// ---------------------------------------------------------------- suggestions

export const SUGGESTIONS_ENTREPRISES = 5;
export const SUGGESTIONS_DIRIGEANTS = 3;

/** What the header search bar proposes as the visitor types: the last word is a prefix from the start. */
export async function suggerer(db: Queryable, saisie: string, region: Region = 'FR'): Promise<ReponseSuggestions> {
  const texte = lireTexte(saisie);
  if (texte === null || compacter(saisie).length < LONGUEUR_MIN) return { entreprises: [], dirigeants: [] };
  let c: CriteresEntreprises;
  try {
    c = await criteresEntreprises(db, { phrase: saisie, limit: SUGGESTIONS_ENTREPRISES }, region);
  } catch {
    // A number with a wrong key, say: nothing to suggest.
    return { entreprises: [], dirigeants: [] };
  }
  // As the search: an address that finds nothing gives way to the phrase without it, and a
  // place in the phrase that leaves nothing to the name words alone.
  const { page, criteres } = await avecOuSansLieu(c, async (cr) => {
    const ids = await idsSuggestions(db, cr);
    return { ids, total: ids.length, correspondances: new Map(), corrections: [] };
  });
  const entreprises = page.ids;
  const dirigeants = c.identifiant === null ? await idsSuggestionsPersonnes(db, texte) : [];
  // Within a place or at an address, each company is shown where it was found, not at its siège.
  const lieu = geographieCherchee(criteres);
  const [lignesEntreprises, lignesPersonnes, dansLeLieu] = [
    await suggestionsParId(db, entreprises),
    await personnesParId(db, dirigeants),
    lieu !== null ? await etablissementsDansLeLieu(db, entreprises, lieu) : new Map<number, EtablissementResumeRow[]>(),
  ];
  return {
    entreprises: lignesEntreprises.map((l) => {
      const trouve = dansLeLieu.get(l.id)?.[0];
      const ou = trouve !== undefined ? { code_postal: trouve.code_postal, commune: trouve.commune } : {};
      return { ...l, ...ou, siren_formate: formaterSiren(l.siren) };
    }),
    dirigeants: lignesPersonnes.map((l) => ({
      id: l.id,
      nom: l.nom,
      prenoms: l.prenoms,
      mois_naissance: l.mois_naissance,
      annee_naissance: l.annee_naissance,
      nombre_fonctions: l.nombre_fonctions,
    })),
  };
}

async function idsSuggestions(db: Queryable, c: CriteresEntreprises): Promise<number[]> {
  if (c.identifiant !== null) return entrepriseParIdentifiant(db, c, c.identifiant);
  // A street address alone: the companies with an establishment there.
  if (c.texte === null) return c.geographie?.adresse !== undefined ? pageEntreprises(db, c, null, [], c.limit, 0) : [];
  const texte = c.texte;
  const prefixe: TexteSql = { tsquery: tsquery(texte, { prefixe: true }), compact: texte.compact, approchee: null };
  const exacts = (await exactesDe(db, c, prefixe)).slice(0, c.limit);
  const frequents = await motFrequent(db, c, true);
  const reste =
    frequents !== null
      ? await pageTetes(db, 'entreprises', frequents, exacts, c.limit - exacts.length, 0)
      : await pageEntreprises(db, c, prefixe, exacts, c.limit - exacts.length, 0);
  if (exacts.length + reste.length > 0) return [...exacts, ...reste];
  // Nothing begins so: the initials of a long name, then the flexible form, as the search does
  // (its cuts read only when the initials found nothing).
  const etapesSuivantes = [() => etapeInitiales(texte), async () => (await formeSouple(db, texte))(true)];
  for (const suivante of etapesSuivantes) {
    const etape = await suivante();
    if (etape === null || etape.sql.tsquery === prefixe.tsquery) continue;
    const ids = await pageEntreprises(db, c, etape.sql, [], c.limit, 0);
    if (ids.length > 0) return ids;
  }
  return [];
}

/** Officers for the search bar: the typed words, the last one as a prefix; exact names first. */
async function idsSuggestionsPersonnes(db: Queryable, texte: Texte): Promise<number[]> {
  const c: CriteresPersonnes = {
    phrase: texte,
    nom: null,
    prenom: null,
    annee: null,
    mois: null,
    limit: SUGGESTIONS_DIRIGEANTS,
    offset: 0,
  };
  const prefixe: TexteSql = { tsquery: tsquery(texte, { prefixe: true }), compact: texte.compact, approchee: null };
  const exacts = (await personnesExactes(db, c, texte.compact)).slice(0, SUGGESTIONS_DIRIGEANTS);
  const frequents = await nomFrequent(db, c, true);
  const limit = SUGGESTIONS_DIRIGEANTS - exacts.length;
  const reste =
    frequents !== null
      ? await pageTetes(db, 'personnes', frequents, exacts, limit, 0)
      : await pagePersonnes(db, c, prefixe, exacts, limit, 0);
  return [...exacts, ...reste];
}
