import { nomDuMois } from '@portail/domaine';

/** SPEC §3: the months 1 to 12 with their French names (« janvier » … « décembre »). */
export interface Mois {
  numero: number;
  nom: string;
}

export const MOIS: readonly Mois[] = Array.from({ length: 12 }, (_, index) => ({
  numero: index + 1,
  nom: nomDuMois(index + 1),
}));

/** « mars » → « Mars », for the start of a list entry. */
export const majusculeInitiale = (texte: string) => texte.charAt(0).toLocaleUpperCase('fr-FR') + texte.slice(1);
