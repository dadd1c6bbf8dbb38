/**
 * Départements of the search filter: metropolitan France (2A and 2B for Corsica), the overseas
 * départements and collectivities 971–976 and New Caledonia (988), in the order of their codes, with
 * typographic apostrophes. The table lives in the domain package; `referentiels.test.ts` checks it
 * against @etalab/decoupage-administratif (the reference the services load).
 */
import { DEPARTEMENTS_ET_COLLECTIVITES, type Departement } from '@portail/domaine';

export type DepartementFiltre = Departement;

export const DEPARTEMENTS: readonly DepartementFiltre[] = DEPARTEMENTS_ET_COLLECTIVITES;
