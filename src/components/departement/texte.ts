/** French typography: a no-break space before « : » and inside guillemets. */
export const NBSP = '\u00a0';

/** « texte », with no-break spaces inside the guillemets. */
export const guillemets = (texte: string) => `«${NBSP}${texte}${NBSP}»`;

/** « A : B » with a no-break space before the colon. */
export const deuxPoints = (avant: string, apres: string) => `${avant}${NBSP}: ${apres}`;
