/** Limits of the registry pages, shared by their loaders and components (no server code here). */

/** Communes of a registry's jurisdiction shown per page. */
export const TAILLE_COMMUNES = 100;

/** Length of a registry search (SPEC §5 limits: 70 characters). */
export const LONGUEUR_MIN = 2;
export const LONGUEUR_MAX = 70;
