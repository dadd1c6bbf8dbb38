/**
 * Search, in stages: the words as typed (whole words), then the last word as
 * a prefix, then with typos corrected. A stage runs only when the one before
 * found nothing, so results of different quality never mix. Within a stage,
 * exact names come first, then the ranking of README.md.
 */
import type { Queryable } from '../../db/index.js';
import { formaterSiren, formaterSiret } from '../registre/identifiants.js';
import { toEtablissementResume } from '../entreprises/mappers/entreprise.js';
import { formeJuridique, naf, statut } from '../entreprises/mappers/libelles.js';
import {
  criteresEntreprises,
  criteresPersonnes,
  lireTexte,
  LONGUEUR_MIN,
  type CriteresEntreprises,
  type CriteresPersonnes,
  type Texte,
} from './criteres.js';
import { corriger, type Source } from './mots.js';
import { compacter } from './normaliser.js';
import {
  compter,
  compterEntreprises,
  entrepriseParIdentifiant,
  entreprisesExactes,
  entreprisesParId,
  etablissementsParId,
  pageEntreprises,
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
  ResultatEntreprise,
  ResultatEtablissement,
  ResultatPersonne,
} from './schemas.js';
import { tsquery, tsqueryEt, type OptionsTsquery } from './tsquery.js';

/** Totals are counted exactly up to this; beyond, the answer says "more than". */
export const COMPTE_MAX = 1000;

type Correspondance = 'IDENTIFIANT' | 'EXACTE' | 'MOTS' | 'APPROCHEE';

interface Etape {
  sql: TexteSql;
  correspondance: 'MOTS' | 'APPROCHEE';
  corrections: Array<{ mot: string; propositions: string[] }>;
}

/** The stages of a text: whole words, last word as prefix (if long enough), typos corrected (if any). */
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
  yield { sql: { tsquery: entiers, compact, approchee: null }, correspondance: 'MOTS', corrections: [] };
  const prefixes = requete({ prefixe: true });
  if (prefixes !== entiers) {
    yield { sql: { tsquery: prefixes, compact, approchee: null }, correspondance: 'MOTS', corrections: [] };
  }
  const tous = parties.flatMap(({ texte }) => texte.mots);
  const corrections = await corriger(db, tous, source, true);
  if (corrections.size === 0) return;
  yield {
    sql: { tsquery: requete({ prefixe: true, corrections }), compact, approchee: normalise },
    correspondance: 'APPROCHEE',
    corrections: [...corrections].map(([mot, propositions]) => ({ mot, propositions })),
  };
}

/** Positions [offset, offset + limit) of the list "exact matches, then the rest". */
function decouper(exacts: readonly number[], limit: number, offset: number) {
  const tete = exacts.slice(offset, offset + limit);
  return { tete, limit: limit - tete.length, offset: Math.max(0, offset - exacts.length) };
}

// ---------------------------------------------------------------- mappers

function versEntreprise(ligne: LigneEntreprise, correspondance: Correspondance): ResultatEntreprise {
  return {
    type: 'ENTREPRISE',
    id: ligne.id,
    siren: ligne.siren,
    sirenFormate: formaterSiren(ligne.siren),
    denomination: ligne.denomination,
    sigle: ligne.sigle,
    etat: ligne.etat,
    statut: statut(ligne.statut),
    formeJuridique: formeJuridique(ligne.forme_juridique_code, ligne.forme_juridique_libelle),
    naf: naf(ligne.code_naf, ligne.naf_libelle),
    adresse: ligne.siege ? toEtablissementResume(ligne.siege).adresse : null,
    nombreEtablissements: ligne.nb_etablissements,
    dateImmatriculation: ligne.date_immatriculation,
    dirigeants: ligne.dirigeants.map(({ qualite, personneId, nom, prenoms, denomination }) => ({
      qualite,
      personneId,
      nom,
      prenoms,
      denomination,
    })),
    correspondance,
  };
}

function versEtablissement(ligne: LigneEtablissement, correspondance: Correspondance): ResultatEtablissement {
  const resume = toEtablissementResume(ligne);
  return {
    type: 'ETABLISSEMENT',
    id: resume.id,
    siret: resume.siret,
    siretFormate: formaterSiret(resume.siret),
    nic: resume.nic,
    siege: resume.siege,
    enseigne: resume.enseigne,
    denominationUsuelle: resume.denominationUsuelle,
    etat: resume.etat,
    adresse: resume.adresse,
    naf: resume.naf,
    entreprise: {
      id: ligne.entreprise.id,
      siren: ligne.entreprise.siren,
      sirenFormate: formaterSiren(ligne.entreprise.siren),
      denomination: ligne.entreprise.denomination,
      etat: ligne.entreprise.etat,
      formeJuridique: formeJuridique(ligne.entreprise.forme_juridique_code, ligne.entreprise.forme_juridique_libelle),
    },
    correspondance,
  };
}

function versPersonne(ligne: LignePersonne, correspondance: Correspondance): ResultatPersonne {
  return {
    ...ligne,
    fonctions: ligne.fonctions.map((f) => ({
      ...f,
      entreprise: { ...f.entreprise, sirenFormate: formaterSiren(f.entreprise.siren) },
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
  for await (const etape of etapes(db, [{ texte }], 'entreprises', texte.compact, texte.normalise)) {
    const total = await compterEntreprises(db, c, etape.sql, COMPTE_MAX);
    if (total === 0) continue;
    const pertinence = c.tri === 'pertinence';
    const exacts = pertinence && etape.correspondance === 'MOTS' ? await entreprisesExactes(db, c, etape.sql) : [];
    const morceau = decouper(exacts, c.limit, c.offset);
    const reste = await pageEntreprises(db, c, etape.sql, exacts, morceau.limit, morceau.offset);
    const correspondances = new Map<number, Correspondance>();
    for (const id of morceau.tete) correspondances.set(id, 'EXACTE');
    for (const id of reste) correspondances.set(id, etape.correspondance);
    return {
      ids: [...morceau.tete, ...reste],
      correspondances,
      total: Math.max(total, exacts.length),
      corrections: etape.corrections,
    };
  }
  return vide;
}

async function idsEtablissements(db: Queryable, c: CriteresEntreprises): Promise<PageIds> {
  const vide: PageIds = { ids: [], correspondances: new Map(), total: 0, corrections: [] };
  const page = async (sql: TexteSql | null, correspondance: Correspondance, corrections: PageIds['corrections']) => {
    const selection = selectionEtablissements(c, sql, c.identifiant);
    const total = await compter(db, `SELECT 1 ${selection.from}`, selection.valeurs, COMPTE_MAX);
    if (total === 0) return null;
    const ids = await pageEtablissements(db, c, sql, c.identifiant, c.limit, c.offset);
    return { ids, total, corrections, correspondances: new Map(ids.map((id) => [id, correspondance])) };
  };
  if (c.identifiant !== null) return (await page(null, 'IDENTIFIANT', [])) ?? vide;
  if (c.texte === null) return (await page(null, 'MOTS', [])) ?? vide;
  const texte = c.texte;
  for await (const etape of etapes(db, [{ texte }], 'entreprises', texte.compact, texte.normalise)) {
    const resultat = await page(etape.sql, etape.correspondance, etape.corrections);
    if (resultat !== null) return resultat;
  }
  return vide;
}

export async function rechercherEntreprises(db: Queryable, q: RechercheEntreprisesQuery): Promise<ReponseEntreprises> {
  const c = await criteresEntreprises(db, q);
  const entete = { limit: c.limit, offset: c.offset, typeEntite: c.typeEntite };
  if (c.typeEntite === 'ETABLISSEMENT') {
    const page = await idsEtablissements(db, c);
    const lignes = await etablissementsParId(db, page.ids);
    return {
      ...entete,
      total: Math.min(page.total, COMPTE_MAX),
      totalExact: page.total <= COMPTE_MAX,
      corrections: page.corrections,
      resultats: lignes.map((l) => versEtablissement(l, page.correspondances.get(l.id) ?? 'MOTS')),
    };
  }
  const page = await idsEntreprises(db, c);
  const lignes = await entreprisesParId(db, page.ids);
  return {
    ...entete,
    total: Math.min(page.total, COMPTE_MAX),
    totalExact: page.total <= COMPTE_MAX,
    corrections: page.corrections,
    resultats: lignes.map((l) => versEntreprise(l, page.correspondances.get(l.id) ?? 'MOTS')),
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
  for await (const etape of etapes(db, parties, 'personnes', compact, normalise)) {
    const selection = selectionPersonnes(c, etape.sql);
    const total = await compter(db, `SELECT 1 ${selection.from}`, selection.valeurs, COMPTE_MAX);
    if (total === 0) continue;
    const exacts = etape.correspondance === 'MOTS' ? await personnesExactes(db, c, compact) : [];
    const morceau = decouper(exacts, c.limit, c.offset);
    const reste = await pagePersonnes(db, c, etape.sql, exacts, morceau.limit, morceau.offset);
    const correspondances = new Map<number, Correspondance>();
    for (const id of morceau.tete) correspondances.set(id, 'EXACTE');
    for (const id of reste) correspondances.set(id, etape.correspondance);
    return {
      ids: [...morceau.tete, ...reste],
      correspondances,
      total: Math.max(total, exacts.length),
      corrections: etape.corrections,
    };
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
    totalExact: page.total <= COMPTE_MAX,
    corrections: page.corrections,
    resultats: lignes.map((l) => versPersonne(l, page.correspondances.get(l.id) ?? 'MOTS')),
  };
}

// ---------------------------------------------------------------- suggestions

export const SUGGESTIONS_ENTREPRISES = 5;
export const SUGGESTIONS_DIRIGEANTS = 3;

/** What the header search bar proposes as the visitor types: the last word is a prefix from the start. */
export async function suggerer(db: Queryable, saisie: string): Promise<ReponseSuggestions> {
  const texte = lireTexte(saisie);
  if (texte === null || compacter(saisie).length < LONGUEUR_MIN) return { entreprises: [], dirigeants: [] };
  let c: CriteresEntreprises;
  try {
    c = await criteresEntreprises(db, { phrase: saisie, limit: SUGGESTIONS_ENTREPRISES });
  } catch {
    // A number with a wrong key, say: nothing to suggest.
    return { entreprises: [], dirigeants: [] };
  }
  const entreprises = await idsSuggestions(db, c);
  const dirigeants =
    c.identifiant === null
      ? await idsPersonnes(db, {
          phrase: texte,
          nom: null,
          prenom: null,
          annee: null,
          mois: null,
          limit: SUGGESTIONS_DIRIGEANTS,
          offset: 0,
        })
      : { ids: [] };
  const [lignesEntreprises, lignesPersonnes] = [
    await suggestionsParId(db, entreprises),
    await personnesParId(db, dirigeants.ids),
  ];
  return {
    entreprises: lignesEntreprises.map((l) => ({ ...l, sirenFormate: formaterSiren(l.siren) })),
    dirigeants: lignesPersonnes.map((l) => ({
      id: l.id,
      nom: l.nom,
      prenoms: l.prenoms,
      moisNaissance: l.moisNaissance,
      anneeNaissance: l.anneeNaissance,
      nombreFonctions: l.nombreFonctions,
    })),
  };
}

async function idsSuggestions(db: Queryable, c: CriteresEntreprises): Promise<number[]> {
  if (c.identifiant !== null) return entrepriseParIdentifiant(db, c, c.identifiant);
  if (c.texte === null) return [];
  const texte = c.texte;
  const prefixe: TexteSql = { tsquery: tsquery(texte, { prefixe: true }), compact: texte.compact, approchee: null };
  const exacts = await entreprisesExactes(db, c, prefixe);
  const reste = await pageEntreprises(db, c, prefixe, exacts, c.limit - Math.min(exacts.length, c.limit), 0);
  return [...exacts.slice(0, c.limit), ...reste];
}
