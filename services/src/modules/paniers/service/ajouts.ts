import type { Db, Queryable } from '../../../db/index.js';
import { minimumRequis } from '@portail/contrat/commun/comptes';
import { isValidSiren, lireSiren, normaliserNumero } from '@portail/domaine';
import { ChampsInvalides, SurveillanceDejaAuPanier } from '../erreurs.js';
import {
  documentDeLEntreprise,
  findArticleCatalogue,
  findEntrepriseParSiren,
  findSirenEntreprise,
  greffeExiste,
} from '../repository/catalogue.js';
import { contientArticle, insererArticle } from '../repository/paniers.js';
import type { Diffusion } from '@portail/contrat/commun/paniers';
import type { Donnees, Panier } from '@portail/contrat/paniers';
import type {
  AjoutAffaire,
  AjoutArticle,
  AjoutDebiteur,
  AjoutDebiteurApproche,
  AjoutEtatEndettement,
  AjoutEtatGages,
  AjoutSurveillance,
} from '@portail/contrat/paniers';
import { trouverAffaire, type SourceAffaires } from '../../affaires/index.js';
import { refusDocuments, refusKbis } from '../../documents/index.js';
import { lireExtraitKbis } from '../../entreprises/index.js';
import { KBIS_PERIODIQUE, lignesDiffusion } from './diffusions.js';
import { chiffrerPanier } from './lecture.js';
import { assurerPanier, grilleDe, type Proprietaire, type ProprietaireConnecte } from './proprietaire.js';

const invalide = (champ: string, message: string) => new ChampsInvalides([{ champ, message }]);

/** The identifier of company `id` of the registry; a 400 on `champ` when there is none. */
async function sirenDe(db: Queryable, id: number, champ = 'id_entite'): Promise<string> {
  const siren = await findSirenEntreprise(db, id);
  if (siren === undefined) throw invalide(champ, 'ne correspond à aucune entreprise du registre');
  return siren;
}

async function verifierEntite(db: Queryable, id: number, champ = 'id_entite'): Promise<number> {
  await sirenDe(db, id, champ);
  return id;
}

const KBIS = new Set(['KBIS', KBIS_PERIODIQUE]);

/**
 * A company of the registry whose documents this portal issues: none of a Caledonian company (the
 * DAE issues them), no Kbis of a unit without a file at a greffe; refused when added, before anyone
 * pays for a document that could not be produced.
 */
async function verifierEntiteDocuments(db: Queryable, id: number, type: string): Promise<number> {
  const siren = await sirenDe(db, id);
  const refus = refusDocuments({ siren }) ?? (KBIS.has(type) ? refusKbis(await lireExtraitKbis(db, id)) : null);
  if (refus !== null) throw invalide('id_entite', refus);
  return id;
}

interface Demande {
  article: string;
  id_entite: number | null;
  donnees: Donnees;
  diffusions: Diffusion[];
}

/** Checks the lines against the grid, then adds the article in one transaction; the basket after. */
async function ajouter(db: Db, p: Proprietaire, demande: Demande): Promise<Panier> {
  const sous_articles = await lignesDiffusion(db, demande.article, demande.diffusions, grilleDe(p));
  const panier = await db.transaction(async (tx) => {
    const ecrit = await assurerPanier(tx, p);
    await insererArticle(tx, ecrit.id, {
      id_article_catalogue: demande.article,
      id_entite: demande.id_entite,
      donnees: demande.donnees,
      sous_articles,
    });
    return ecrit;
  });
  return chiffrerPanier(db, p, panier);
}

const DOCUMENTS: Readonly<Record<string, string>> = { COMPTES_ANNUELS: 'COMPTES_ANNUELS', ACTE: 'ACTE' };

/** POST paniers/articles: an article ordered for a company of the registry. */
export async function ajouterArticle(db: Db, p: Proprietaire, corps: AjoutArticle): Promise<Panier> {
  const catalogue = await findArticleCatalogue(db, corps.id_article_catalogue);
  if (catalogue === undefined) throw invalide('id_article_catalogue', "n'est pas un article du catalogue");
  if (!catalogue.par_entite) {
    throw invalide('id_article_catalogue', 'ne se commande pas pour une entreprise par cette adresse (voir README)');
  }
  const id_entite = await verifierEntiteDocuments(db, corps.id_entite, catalogue.type);
  const donnees: Donnees = {};
  if (corps.id_document !== undefined) {
    const categorie = DOCUMENTS[catalogue.type];
    if (categorie === undefined) throw invalide('id_document', "ne s'applique qu'aux comptes annuels et aux actes");
    if (!(await documentDeLEntreprise(db, { id: corps.id_document, entreprise: id_entite, categorie }))) {
      throw invalide('id_document', "n'est pas un document de cette catégorie pour cette entreprise");
    }
    donnees.id_document = corps.id_document;
  }
  return ajouter(db, p, { article: catalogue.id_article_catalogue, id_entite, donnees, diffusions: corps.diffusions });
}

/** POST paniers/etats_endettement: the certified statement of a company of the registry. */
export async function ajouterEtatEndettement(db: Db, p: Proprietaire, corps: AjoutEtatEndettement): Promise<Panier> {
  const id_entite = await verifierEntiteDocuments(db, corps.id_entite, 'ETAT_ENDETTEMENT');
  return ajouter(db, p, { article: 'ETAT_ENDETTEMENT', id_entite, donnees: {}, diffusions: corps.diffusions });
}

/** POST paniers/etats_endettement/debiteurs: a debtor by SIREN, grouped under its company when the registry knows it. */
export async function ajouterDebiteur(db: Db, p: Proprietaire, corps: AjoutDebiteur): Promise<Panier> {
  const siren = normaliserNumero(corps.siren);
  if (!isValidSiren(siren)) throw invalide('siren', "n'est pas un numéro SIREN valide (clé de contrôle incorrecte)");
  const id_entite = (await findEntrepriseParSiren(db, siren)) ?? null;
  return ajouter(db, p, {
    article: 'ETAT_ENDETTEMENT_DEBITEUR',
    id_entite,
    donnees: { siren },
    diffusions: corps.diffusions,
  });
}

/** POST paniers/etats_endettement/debiteurs_approches: a debtor known by name and département only. */
export async function ajouterDebiteurApproche(db: Db, p: Proprietaire, corps: AjoutDebiteurApproche): Promise<Panier> {
  const nom = corps.nom.trim().replace(/\s+/g, ' ');
  if (nom === '') throw invalide('nom', minimumRequis(1));
  const donnees = { nom, departement: corps.departement };
  return ajouter(db, p, {
    article: 'ETAT_ENDETTEMENT_DEBITEUR',
    id_entite: null,
    donnees,
    diffusions: corps.diffusions,
  });
}

/**
 * POST paniers/affaires: the copy of a decision of a case (greffe and roll number), the one named by
 * `id_decision` or the latest; a case with no decision yet has nothing to copy (400).
 */
export async function ajouterAffaire(
  db: Db,
  p: Proprietaire,
  corps: AjoutAffaire,
  source: SourceAffaires,
): Promise<Panier> {
  if (!(await greffeExiste(db, corps.code_greffe))) throw invalide('code_greffe', 'ne correspond à aucun greffe');
  const id_entite = corps.id_entite === undefined ? null : await verifierEntite(db, corps.id_entite);
  const affaire = await trouverAffaire(db, source, corps.code_greffe, corps.numero_affaire);
  if (affaire === undefined) throw invalide('numero_affaire', 'ne correspond à aucune affaire de ce greffe');
  const decision =
    corps.id_decision === undefined
      ? affaire.decisions.at(-1)
      : affaire.decisions.find((d) => d.id === corps.id_decision);
  if (decision === undefined) {
    throw corps.id_decision === undefined
      ? invalide('numero_affaire', 'aucune décision n’a encore été rendue dans cette affaire : il n’y a rien à copier')
      : invalide('id_decision', 'n’est pas une décision de cette affaire');
  }
  const donnees: Donnees = {
    code_greffe: affaire.greffe.code,
    numero_affaire: affaire.numero_rg,
    id_affaire: affaire.id,
    id_decision: decision.id,
  };
  return ajouter(db, p, { article: 'COPIE_JUGEMENT', id_entite, donnees, diffusions: corps.diffusions });
}

/**
 * POST paniers/gages: the certificate of the non-possessory pledges of a pledger, by SIREN or by name
 * (exactly one), at one greffe or all of them; it states what the register holds on the day it is
 * issued, « Néant » included.
 */
export async function ajouterEtatGages(db: Db, p: Proprietaire, corps: AjoutEtatGages): Promise<Panier> {
  if ((corps.siren === undefined) === (corps.nom === undefined)) {
    throw invalide('siren', 'indiquez soit un numéro SIREN, soit le nom du constituant');
  }
  const donnees: Donnees = {};
  let id_entite: number | null = null;
  if (corps.siren !== undefined) {
    const siren = lireSiren(corps.siren);
    if (siren === null) throw invalide('siren', "n'est pas un numéro SIREN valide (clé de contrôle incorrecte)");
    donnees.siren = siren;
    id_entite = (await findEntrepriseParSiren(db, siren)) ?? null;
  } else {
    const nom = (corps.nom ?? '').trim().replace(/\s+/g, ' ');
    if (nom.length < 2) throw invalide('nom', minimumRequis(2));
    donnees.nom = nom;
  }
  if (corps.code_greffe !== undefined) {
    if (!(await greffeExiste(db, corps.code_greffe))) throw invalide('code_greffe', 'ne correspond à aucun greffe');
    donnees.code_greffe = corps.code_greffe;
  }
  return ajouter(db, p, { article: 'ETAT_GAGES', id_entite, donnees, diffusions: corps.diffusions });
}

/**
 * POST paniers/surveillances: opening a watch is free (FACTS §7; notices are billed when received,
 * outside the basket), so the article has no line and no price; it needs an account (FACTS §7).
 */
export async function ajouterSurveillance(db: Db, p: ProprietaireConnecte, corps: AjoutSurveillance): Promise<Panier> {
  const id_entite = await verifierEntite(db, corps.id_entite);
  const panier = await db.transaction(async (tx) => {
    const ecrit = await assurerPanier(tx, p);
    if (await contientArticle(tx, ecrit.id, { id_article_catalogue: 'SURVEILLANCE', id_entite })) {
      throw new SurveillanceDejaAuPanier({ id_entite });
    }
    const donnees = { groupes: corps.groupes };
    await insererArticle(tx, ecrit.id, {
      id_article_catalogue: 'SURVEILLANCE',
      id_entite,
      donnees,
      sous_articles: [],
    });
    return ecrit;
  });
  return chiffrerPanier(db, p, panier);
}
