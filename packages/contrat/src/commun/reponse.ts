import type { Static, TSchema } from 'typebox';

/**
 * The 200 answer of a route schema (`{ response: { 200: … } }`) as a type: what a client of the
 * route receives. `Reponse<typeof facturesSchema>` is the invoices page.
 */
export type Reponse<Schema extends { response: { 200: TSchema } }> = Static<Schema['response'][200]>;
