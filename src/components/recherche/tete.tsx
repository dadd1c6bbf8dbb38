import { RECHERCHE_AVANCEE_PATH, RESULTATS_PATH, sansBarreFinale } from '../../lib/recherche/constantes';
import { Seo } from '../seo';
import { TITRE_COQUILLE } from './coquille';
import { vocabulaire } from '../../lib/vocabulaire';

/** `<head>` of the search pages: the advanced search may be indexed, results never are. */
export function TeteRecherche({ pathname }: { pathname: string }) {
  const chemin = sansBarreFinale(pathname);
  if (chemin === RECHERCHE_AVANCEE_PATH) {
    const v = vocabulaire();
    return (
      <Seo
        title="Recherche avancée d’entreprises et de dirigeants"
        description={`Recherchez une entreprise, un établissement ou un dirigeant par dénomination, ${v.identifiantEntreprise}, ${v.identifiantEtablissement}, domaine d’activité, département, nom ou date de naissance.`}
        path={RECHERCHE_AVANCEE_PATH}
      />
    );
  }
  if (chemin === RESULTATS_PATH) {
    return (
      <Seo
        title="Résultats de recherche"
        description="Entreprises, établissements et dirigeants du registre du commerce et des sociétés correspondant à votre recherche."
        path={RESULTATS_PATH}
        noindex
      />
    );
  }
  return <Seo title={TITRE_COQUILLE} path={RECHERCHE_AVANCEE_PATH} noindex />;
}
