import type { Queryable } from '../../../db/index.js';
import { aujourdhui } from '@portail/domaine';
import { enVigueur } from '../../documents/index.js';
import {
  categoriesInscription,
  lireExtraitEndettement,
  rechercherDebiteur,
  type CritereDebiteur,
  type ExtraitEndettement,
} from '../../entreprises/index.js';
import { DocumentIntrouvable, DocumentsPasEncorePrets } from '../erreurs.js';
import { findArticlesCommande } from '../repository/commandes.js';
import type { Client } from './contexte.js';
import { trouverCommande } from './lecture.js';

const LIBELLES = new Map(categoriesInscription);

export interface FiltresEndettement {
  numero_debiteur?: string;
  code_greffe?: string;
  type_inscription?: string;
}

/**
 * SPEC §7 « etat_endettement (numero_debiteur, code_greffe, type_inscription) »: the debtors an
 * ordered état d'endettement covers and their inscriptions as the registry holds them today, for
 * the order's pages (the PDF delivered is the dated statement). Filters keep one debtor (SIREN), one
 * greffe or one kind of inscription.
 */
export async function etatEndettement(
  db: Queryable,
  client: Client,
  reference: string,
  jour: string,
  idArticle: number,
  filtres: FiltresEndettement,
) {
  const commande = await trouverCommande(db, client, reference, jour);
  if (commande.paye_le === null) throw new DocumentsPasEncorePrets({ reference, statut: commande.statut });
  const article = (await findArticlesCommande(db, commande.id)).find(
    (a) => a.id === idArticle && (a.type === 'ETAT_ENDETTEMENT' || a.type === 'ETAT_ENDETTEMENT_DEBITEUR'),
  );
  if (article === undefined) throw new DocumentIntrouvable({ reference, id_article: idArticle });
  let critere: Record<string, unknown>;
  let entreprises: ExtraitEndettement[];
  if (article.type === 'ETAT_ENDETTEMENT') {
    const donnees = article.id_entite === null ? undefined : await lireExtraitEndettement(db, article.id_entite);
    critere = { siren: article.siren };
    entreprises = donnees ? [donnees] : [];
  } else {
    const { siren, nom, departement } = article.donnees as { siren?: string; nom?: string; departement?: string };
    const recherche: CritereDebiteur =
      typeof siren === 'string' ? { siren } : { nom: String(nom ?? ''), departement: String(departement ?? '') };
    const resultat = await rechercherDebiteur(db, recherche);
    critere = resultat.critere;
    entreprises = resultat.entreprises;
  }
  const jourCourant = aujourdhui();
  const debiteurs = entreprises
    .filter((e) => filtres.numero_debiteur === undefined || e.entreprise.siren === filtres.numero_debiteur)
    .map((e) => ({
      numero_debiteur: e.entreprise.siren,
      id_entite: e.entreprise.id,
      denomination: e.entreprise.denomination,
      greffe: e.greffe ? { code: e.greffe.code, nom: e.greffe.nom } : null,
      inscriptions: e.inscriptions
        .filter((i) => filtres.code_greffe === undefined || i.greffe?.code === filtres.code_greffe)
        .filter((i) => filtres.type_inscription === undefined || i.categorie === filtres.type_inscription)
        .map((i) => ({
          type_inscription: i.categorie,
          libelle: LIBELLES.get(i.categorie) ?? i.categorie,
          numero: i.numero,
          code_greffe: i.greffe?.code ?? null,
          date_inscription: i.date_inscription,
          date_radiation: i.date_radiation,
          en_vigueur: enVigueur(i, jourCourant),
          montant: i.montant,
          creancier: i.creancier,
        })),
    }));
  return { reference_commande: commande.reference, id_article: article.id, type: article.type, critere, debiteurs };
}
