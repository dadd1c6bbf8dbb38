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
  if (!recherche.pret) return <CoquilleRecherche />;
  if (chemin === RESULTATS_PATH) return <PageResultats recherche={recherche} />;
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
