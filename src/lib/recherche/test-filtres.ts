/** Filters built from the empty ones with a few changes, for the unit tests. */
import { FILTRES_VIDES, type FiltresRecherche } from './filtres';

export function filtres(changement: {
  phrase?: string;
  selectedTabulation?: FiltresRecherche['selectedTabulation'];
  entreprise?: Partial<FiltresRecherche['entreprise']>;
  dirigeant?: Partial<FiltresRecherche['dirigeant']>;
}): FiltresRecherche {
  return {
    ...FILTRES_VIDES,
    ...(changement.phrase !== undefined ? { phrase: changement.phrase } : {}),
    ...(changement.selectedTabulation ? { selectedTabulation: changement.selectedTabulation } : {}),
    entreprise: { ...FILTRES_VIDES.entreprise, ...changement.entreprise },
    dirigeant: { ...FILTRES_VIDES.dirigeant, ...changement.dirigeant },
  };
}
