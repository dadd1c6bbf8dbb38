/**
 * Where a signed-in user may be (SPEC §4 « After login », « Connected users », blocked accounts,
 * service offers; §5 account labels). Pure functions: the session controller applies them.
 */
import { pages } from '../../lib/api/routes';
import type { CompteClient } from '@portail/contrat/comptes-clients';
import type { Utilisateur } from '@portail/contrat/identite';

export const POSITIONS_BLOQUEES = ['RADIE', 'INTERDIT', 'SUSPENDU'] as const;
export const LIMITE_LIBELLE = 38;

/** « /espace-personnel/ » and « /espace-personnel » are the same page. */
export const normaliserChemin = (chemin: string) => (chemin.length > 1 ? chemin.replace(/\/+$/, '') : chemin);

const offres = (compte: CompteClient) =>
  compte.offres_de_service
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);

export const estBloque = (compte: CompteClient) => (POSITIONS_BLOQUEES as readonly string[]).includes(compte.position);

/** Web-service customers without the portal offer (14) only reach a few pages. */
export function estRestreintWebService(compte: CompteClient): boolean {
  const codes = offres(compte);
  return (codes.includes('WS') || codes.includes('WS_INTEG')) && !codes.includes('14');
}

const PAGES_AUTORISEES_RESTREINT: readonly string[] = [
  pages.espacePersonnel,
  pages.selectionCompte,
  pages.mesInformations,
];

export interface EtatRoutage {
  chemin: string;
  /** undefined while loading; null when the call failed (swallowed). */
  comptes: CompteClient[] | null | undefined;
  /** The selected account once known; null when none is selected. */
  selectionne: CompteClient | null | undefined;
  /** Just signed in: several accounts send to the selection page even if one is selected. */
  apresConnexion: boolean;
}

export function redirection({ chemin, comptes, selectionne, apresConnexion }: EtatRoutage): string | null {
  const ici = normaliserChemin(chemin);
  const vers = (cible: string) => (ici === cible ? null : cible);
  if (!comptes) return null;
  if (comptes.length === 0) return vers(pages.postConnexion);
  if (apresConnexion && comptes.length > 1) return vers(pages.selectionCompte);
  const aucunSelectionne = selectionne === null || (selectionne === undefined && !comptes.some((c) => c.selectionne));
  if (aucunSelectionne) return comptes.length > 1 ? vers(pages.selectionCompte) : null;
  if (!selectionne) return null;
  if ((estBloque(selectionne) || estRestreintWebService(selectionne)) && !PAGES_AUTORISEES_RESTREINT.includes(ici))
    return pages.espacePersonnel;
  return null;
}

export type RegleLibelles =
  | { action: 'aucune' }
  | { action: 'completer' }
  | { action: 'remplir'; libelle_courrier: string; libelle_facturation: string };

const rempli = (valeur: string | null | undefined) => (valeur ?? '').trim() !== '';

/**
 * SPEC §5: a company name too long for a label with no label yet, or a billing city too long,
 * must be completed by the user; otherwise a missing label takes the company name, or else
 * « Nom Prénom ».
 */
export function regleLibelles(
  compte: CompteClient,
  utilisateur: Pick<Utilisateur, 'lastName' | 'firstName'>,
): RegleLibelles {
  const nom = (compte.denomination_sociale ?? '').trim();
  const ville = (compte.abonnements[0]?.ville_facturation ?? '').trim();
  const aucunLibelle = !rempli(compte.libelle_courrier) && !rempli(compte.libelle_facturation);
  if ((nom.length > LIMITE_LIBELLE && aucunLibelle) || ville.length > LIMITE_LIBELLE) return { action: 'completer' };
  if (rempli(compte.libelle_courrier) && rempli(compte.libelle_facturation)) return { action: 'aucune' };
  const defaut = (nom || `${utilisateur.lastName} ${utilisateur.firstName}`.trim()).slice(0, LIMITE_LIBELLE);
  if (!defaut) return { action: 'aucune' };
  return {
    action: 'remplir',
    libelle_courrier: rempli(compte.libelle_courrier) ? (compte.libelle_courrier as string) : defaut,
    libelle_facturation: rempli(compte.libelle_facturation) ? (compte.libelle_facturation as string) : defaut,
  };
}
