/** Choices of the search forms' lists, in French. */
import { DEPARTEMENTS } from '../../lib/recherche/departements';
import { DOMAINES_ACTIVITE } from '../../lib/recherche/domaines-activite';
import { type OrdreTri, type TypeEntite } from '../../lib/recherche/filtres';
import { MOIS, majusculeInitiale } from '../../lib/recherche/mois';
import type { OptionSelection } from './champs';

const TIRET = ' – ';

export const OPTIONS_ACTIVITE: readonly OptionSelection[] = DOMAINES_ACTIVITE.map((d) => ({
  value: d.code,
  label: `${d.code}${TIRET}${d.libelle}`,
}));

export const OPTIONS_DEPARTEMENT: readonly OptionSelection[] = DEPARTEMENTS.map((d) => ({
  value: d.code,
  label: `${d.code}${TIRET}${d.nom}`,
}));

export const OPTIONS_MOIS: readonly OptionSelection[] = MOIS.map((m) => ({
  value: String(m.numero),
  label: majusculeInitiale(m.nom),
}));

export const LIBELLES_TRI: Record<OrdreTri, string> = {
  pertinence: 'Pertinence',
  denomination: 'Dénomination (de A à Z)',
  creation: 'Date de création (la plus récente d’abord)',
};

export const OPTIONS_TRI: readonly OptionSelection[] = (Object.keys(LIBELLES_TRI) as OrdreTri[]).map((value) => ({
  value,
  label: LIBELLES_TRI[value],
}));

export const LIBELLES_TYPE_ENTITE: Record<TypeEntite, string> = {
  ENTREPRISE: 'Entreprises (unités légales)',
  ETABLISSEMENT: 'Établissements',
};

export const libelleActivite = (code: string) => DOMAINES_ACTIVITE.find((d) => d.code === code)?.libelle ?? code;
export const libelleDepartement = (code: string) => {
  const nom = DEPARTEMENTS.find((d) => d.code === code)?.nom;
  return nom ? `${nom} (${code})` : code;
};
