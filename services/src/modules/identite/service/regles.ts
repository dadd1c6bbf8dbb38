import {
  CARACTERES_SPECIAUX,
  LONGUEUR_EMAIL,
  LONGUEUR_MAX_MOT_DE_PASSE,
  LONGUEUR_MIN_MOT_DE_PASSE,
  LONGUEUR_NOM,
  MOTIF_EMAIL,
  MOTIF_NOM,
  limite,
  minimum,
} from '@portail/contrat/regles-identite';
import { erreurRobustesse } from './robustesse.js';

const NOM = new RegExp(MOTIF_NOM, 'u');
const EMAIL = new RegExp(MOTIF_EMAIL);

/** Same rules as the API schemas, for the server-rendered forms. Undefined when the value is fine. */
export function erreurNom(valeur: string): string | undefined {
  if (valeur.length === 0) return 'Ce champ est obligatoire.';
  if (valeur.length > LONGUEUR_NOM) return limite(LONGUEUR_NOM);
  if (!NOM.test(valeur)) return CARACTERES_SPECIAUX;
  return undefined;
}

export function erreurEmail(valeur: string): string | undefined {
  if (valeur.length === 0) return 'Saisissez votre adresse e-mail.';
  if (valeur.length > LONGUEUR_EMAIL) return limite(LONGUEUR_EMAIL);
  if (!EMAIL.test(valeur)) return 'Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.';
  return undefined;
}

/** Help under a new-password field: the rule as the user meets it. */
export const AIDE_MOT_DE_PASSE =
  '12 caractères minimum, difficile à deviner\u00a0: plusieurs mots sans rapport entre eux, par exemple.';

/**
 * A new password: 12 to 200 characters, and hard to guess (see robustesse.ts); `indices` are the
 * user's own address and names, which it must not merely repeat.
 */
export function erreurNouveauMotDePasse(valeur: string, indices: readonly string[] = []): string | undefined {
  if (valeur.length < LONGUEUR_MIN_MOT_DE_PASSE) return minimum(LONGUEUR_MIN_MOT_DE_PASSE);
  if (valeur.length > LONGUEUR_MAX_MOT_DE_PASSE) return limite(LONGUEUR_MAX_MOT_DE_PASSE);
  return erreurRobustesse(valeur, indices);
}

export function estCompteDeTest(email: string, domaines: readonly string[]): boolean {
  const domaine = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return domaines.includes(domaine);
}
