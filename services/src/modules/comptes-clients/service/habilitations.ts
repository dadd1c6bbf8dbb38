import type { Role, TypeCompte } from '@portail/contrat/comptes-clients';

/**
 * Habilitation codes. SPEC §6 leaves their names and effects open: these are the product's own.
 * The account holds what its type allows; each user gets the part their role allows.
 */
export const HABILITATIONS_UTILISATEUR = ['COMMANDER', 'SURVEILLER', 'CONSULTER_FACTURES'] as const;
// Changing the account, its users or its subscription is for administrators only.
const HABILITATIONS_ADMINISTRATEUR = ['GERER_COMPTE', 'GERER_UTILISATEURS'] as const;
const HABILITATIONS_ABONNE = ['GERER_ABONNEMENT'] as const;
const RESERVEES_ADMINISTRATEUR = new Set<string>([...HABILITATIONS_ADMINISTRATEUR, ...HABILITATIONS_ABONNE]);

/** What a new account of this type allows (stored in comptes_clients.habilitations). */
export function habilitationsDuCompte(type: TypeCompte): string {
  const codes: string[] = [...HABILITATIONS_UTILISATEUR, ...HABILITATIONS_ADMINISTRATEUR];
  if (type === 'ABONNE') codes.push(...HABILITATIONS_ABONNE);
  return codes.join(',');
}

/** The caller's habilitations on the account: the account's, less those their role does not give. */
export function habilitationsDuRole(habilitationsCompte: string, role: Role): string {
  const codes = habilitationsCompte.split(',').filter((code) => code !== '');
  return (role === 'ADMINISTRATEUR' ? codes : codes.filter((code) => !RESERVEES_ADMINISTRATEUR.has(code))).join(',');
}
