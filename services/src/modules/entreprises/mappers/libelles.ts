import { libelleStatut, libelleTrancheEffectifs } from '../../../lib/identifiants.js';
import { libelleFormeJuridique } from '../../registre/index.js';
import type { Libelle } from '@portail/contrat/commun/communs';
import type { CategorieInscription } from '@portail/contrat/entreprises';

/** The label from formes_juridiques, else the reference's fallback (level-1 category). */
export function formeJuridique(code: string, libelle: string | null): Libelle {
  return { code, libelle: libelle ?? libelleFormeJuridique(code) };
}

/** A NAF code outside rév. 2 (old SIRENE units) keeps its code as label. */
export function naf(code: string | null, libelle: string | null): Libelle | null {
  return code === null ? null : { code, libelle: libelle ?? code };
}

export function statut(code: string): Libelle {
  return { code, libelle: libelleStatut(code) ?? code };
}

export function trancheEffectifs(code: string | null): Libelle | null {
  if (code === null) return null;
  return { code, libelle: libelleTrancheEffectifs(code) ?? code };
}

const procedures: Readonly<Record<string, string>> = {
  SAUVEGARDE: 'Sauvegarde',
  SAUVEGARDE_ACCELEREE: 'Sauvegarde accélérée',
  REDRESSEMENT_JUDICIAIRE: 'Redressement judiciaire',
  LIQUIDATION_JUDICIAIRE: 'Liquidation judiciaire',
  LIQUIDATION_JUDICIAIRE_SIMPLIFIEE: 'Liquidation judiciaire simplifiée',
  RETABLISSEMENT_PROFESSIONNEL: 'Rétablissement professionnel',
};

export function libelleProcedure(type: string): string {
  return procedures[type] ?? type;
}

const comptesAnnuels: Readonly<Record<string, string>> = {
  COMPLETS: 'Comptes annuels complets',
  SIMPLIFIES: 'Comptes annuels simplifiés',
  CONSOLIDES: 'Comptes consolidés',
};

/** A deed or a declaration is named by its type; annual accounts by their kind. */
export function libelleDocument(categorie: string, type: string): string {
  return (categorie === 'COMPTES_ANNUELS' ? comptesAnnuels[type] : undefined) ?? type;
}

/** In the order of the état d'endettement. */
export const categoriesInscription: ReadonlyArray<readonly [CategorieInscription, string]> = [
  ['PRIVILEGE_TRESOR', 'Privilèges du Trésor'],
  ['PRIVILEGE_SECURITE_SOCIALE', 'Privilèges de la sécurité sociale et des régimes complémentaires'],
  ['NANTISSEMENT_FONDS_COMMERCE', 'Nantissements du fonds de commerce'],
  ['NANTISSEMENT_OUTILLAGE_MATERIEL', "Nantissements de l'outillage, du matériel et de l'équipement"],
  ['NANTISSEMENT_PARTS_SOCIALES', 'Nantissements de parts sociales'],
  ['CREDIT_BAIL', 'Opérations de crédit-bail en matière mobilière'],
  ['CLAUSE_RESERVE_PROPRIETE', 'Clauses de réserve de propriété'],
  ['PROTET', 'Protêts'],
  ['WARRANT', 'Warrants'],
];
