import type { Db } from '../../../db/index.js';
import type { DomaineSurveillance } from '@portail/contrat/surveillance';
import { domainesSurveillance } from '@portail/contrat/surveillance';
import type { PanierSurveillanceValide, ValidationPanierSurveillance } from '@portail/contrat/surveillance-panier';
import {
  findSurveillancesAuPanier,
  retirerArticlesCommandes,
  verrouillerPanierACommander,
} from '../../paniers/index.js';
import { exigerOuvert, exigerPlace, verrouillerCompte, type Compte } from './contexte.js';
import { groupeDuCompte } from './groupes.js';
import { insererSurveillance, surveillanceDuCompte } from './surveillances.js';

const DOMAINES = new Set<string>(domainesSurveillance);

/**
 * The legacy « finishOrContinueSurveillance » (SPEC §7): the watches waiting in the caller's basket
 * (POST paniers/surveillances, free, so never part of an order) are opened, all or none, in one
 * transaction that locks the basket and the account row: the domains are the groups chosen when
 * the company was put in the basket (RCS_BILAN_ACTES when none), the folder the one given. A
 * company already watched by the account, or struck off since, is taken out of the basket without a
 * watch; when the account's maximum cannot hold the others, 409 and the basket stays as it was.
 */
export async function validerPanierSurveillance(
  db: Db,
  compte: Compte,
  corps: ValidationPanierSurveillance,
): Promise<PanierSurveillanceValide> {
  exigerOuvert(compte);
  const groupe = corps.groupe_favoris_id ?? null;
  if (groupe !== null) await groupeDuCompte(db, compte, groupe);
  return db.transaction(async (tx) => {
    const resultat: PanierSurveillanceValide = { ouvertes: [], deja_surveillees: [], radiees: [] };
    const panier = await verrouillerPanierACommander(tx, compte.utilisateur, compte.id);
    if (panier === undefined) return resultat;
    const articles = await findSurveillancesAuPanier(tx, panier.id);
    if (articles.length === 0) return resultat;
    await verrouillerCompte(tx, compte);
    const { rows: entreprises } = await tx.query<{
      id: string;
      siren: string;
      denomination: string;
      etat: string;
      deja: boolean;
    }>(
      `SELECT e.id::text AS id, e.siren, e.denomination, e.etat,
              EXISTS (SELECT 1 FROM surveillances s WHERE s.compte_client_id = $2 AND s.etat = 'ACTIVE'
                        AND s.entreprise_id = e.id) AS deja
         FROM entreprises e WHERE e.id = ANY($1::bigint[])`,
      [articles.map((a) => a.id_entite), compte.id],
    );
    const parId = new Map(entreprises.map((e) => [Number(e.id), e]));
    const aOuvrir: Array<{ entreprise: number; domaines: DomaineSurveillance[] }> = [];
    for (const article of articles) {
      const entreprise = parId.get(article.id_entite);
      if (entreprise === undefined) continue;
      const resume = { id: Number(entreprise.id), siren: entreprise.siren, denomination: entreprise.denomination };
      if (entreprise.deja) resultat.deja_surveillees.push(resume);
      else if (entreprise.etat === 'RADIEE') resultat.radiees.push(resume);
      else if (!aOuvrir.some((o) => o.entreprise === resume.id)) {
        const domaines = article.groupes.filter((g): g is DomaineSurveillance => DOMAINES.has(g));
        aOuvrir.push({ entreprise: resume.id, domaines: domaines.length > 0 ? domaines : ['RCS_BILAN_ACTES'] });
      }
    }
    await exigerPlace(tx, compte, aOuvrir.length);
    for (const { entreprise, domaines } of aOuvrir) {
      const id = await insererSurveillance(tx, compte, { entreprise }, domaines, groupe);
      resultat.ouvertes.push(await surveillanceDuCompte(tx, compte, id));
    }
    await retirerArticlesCommandes(
      tx,
      panier.id,
      articles.map((a) => a.id),
    );
    return resultat;
  });
}
