/**
 * Search events of the data layer, by category (SPEC §2 « Searches are tracked in analytics by
 * category »). They carry which filters were used, never what was typed: a phrase may be a person's name.
 */
import type { EvenementAnalytique } from '../../state/analytics';
import { type FiltresRecherche } from './filtres';

export type CategorieRecherche = 'entreprises' | 'dirigeants' | 'suggestion';

export const EVENEMENT_RECHERCHE = 'recherche';

/** Names of the criteria in use on the current tab, in a stable order (« phrase,department »). */
export function criteresUtilises(filtres: FiltresRecherche): string[] {
  const { entreprise: e, dirigeant: d } = filtres;
  const criteres: [string, unknown][] =
    filtres.selectedTabulation === 'dirigeants'
      ? [
          ['phrase', filtres.phrase],
          ['nom', d.nom],
          ['prenom', d.prenom],
          ['moisDeNaissance', d.moisDeNaissance],
          ['anneeDeNaissance', d.anneeDeNaissance],
        ]
      : [
          ['phrase', filtres.phrase],
          ['denomination', e.denomination],
          ['sirenOrSiret', e.sirenOrSiret],
          ['activityDomain', e.activityDomain],
          ['department', e.department],
        ];
  return criteres.filter(([, valeur]) => valeur !== null && valeur !== '').map(([nom]) => nom);
}

/** A search of the results page, once its answer arrived. */
export function evenementRecherche(filtres: FiltresRecherche, nombreResultats: number): EvenementAnalytique {
  const dirigeants = filtres.selectedTabulation === 'dirigeants';
  return {
    event: EVENEMENT_RECHERCHE,
    categorie: dirigeants ? 'dirigeants' : 'entreprises',
    criteres: criteresUtilises(filtres).join(','),
    type_entite: dirigeants ? null : filtres.entreprise.companyType,
    page: dirigeants ? filtres.dirigeant.page : filtres.entreprise.page,
    nombreResultats,
  };
}

/** A suggestion of the search bar chosen (1-based position in the list). */
export function evenementSuggestion(type: 'entreprise' | 'dirigeant', position: number): EvenementAnalytique {
  return { event: EVENEMENT_RECHERCHE, categorie: 'suggestion', type, position };
}
