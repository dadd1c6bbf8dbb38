import { Link } from 'gatsby';
import { RECHERCHE_AVANCEE_PATH, RESULTATS_PATH, sansBarreFinale } from '../../lib/recherche/constantes';
import { Lead, PageContainer, PageTitle } from '../page/page-container';
import { CoquilleRecherche } from './coquille';
import { PageRechercheAvancee } from './page-recherche-avancee';
import { PageResultats } from './page-resultats';
import { useRechercheAdresse } from './use-recherche-adresse';

/** The client-only search app: the page of the address, its filters kept in step with the address. */
export function RechercheApp({ pathname, search }: { pathname: string; search: string }) {
  const chemin = sansBarreFinale(pathname);
  const recherche = useRechercheAdresse(chemin, search);
  // The results page draws itself as it will stand until the address is read.
  if (chemin === RESULTATS_PATH) return <PageResultats recherche={recherche} />;
  if (!recherche.pret) return <CoquilleRecherche />;
  if (chemin === RECHERCHE_AVANCEE_PATH) return <PageRechercheAvancee recherche={recherche} />;
  return (
    <PageContainer>
      <PageTitle>Page introuvable</PageTitle>
      <Lead>Cette adresse ne correspond à aucune page de recherche.</Lead>
      <p>
        <Link to={RECHERCHE_AVANCEE_PATH}>Faire une recherche avancée</Link>
      </p>
    </PageContainer>
  );
}

/**
 * The results page (src/pages/recherche-entreprise-dirigeant/resultats-de-recherche.tsx): its
 * static HTML is the page with empty fields and the results' place kept, hydrated as it is, then
 * filled in from the address.
 */
export function ResultatsDeRecherche({ search }: { search: string }) {
  return <PageResultats recherche={useRechercheAdresse(RESULTATS_PATH, search)} />;
}
