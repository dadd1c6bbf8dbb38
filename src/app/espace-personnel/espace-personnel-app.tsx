import { Link } from 'gatsby';
import { Lead, PageContainer, PageTitle } from '../../components/page/page-container';
import { pages } from '../../lib/api/routes';
import { normaliserChemin } from '../session/regles';
import { ConnexionRequise } from '../ui/connexion-requise';
import { AccueilEspace } from './accueil';
import { PageDemandeDesabonnement } from './demande-desabonnement';
import { PageMesInformations } from './mes-informations/page-mes-informations';
import { PageMonEntreprise } from './mon-entreprise';
import { PageSuppressionCompte } from './suppression-compte';

const ECRANS: Record<string, { titre: string; Ecran: () => JSX.Element }> = {
  [pages.espacePersonnel]: { titre: 'Mon espace personnel', Ecran: AccueilEspace },
  [pages.mesInformations]: { titre: 'Mes informations', Ecran: PageMesInformations },
  [pages.monEntreprise]: { titre: 'Mon entreprise', Ecran: PageMonEntreprise },
  [pages.suppressionCompte]: { titre: 'Suppression de mon compte', Ecran: PageSuppressionCompte },
  [pages.demandeDesabonnement]: { titre: 'Demande de désabonnement', Ecran: PageDemandeDesabonnement },
};

export const titreEspace = (pathname: string) => ECRANS[normaliserChemin(pathname)]?.titre ?? 'Espace personnel';

/** The client-only personal space: the screen of the address, for a signed-in user. */
export function EspacePersonnelApp({ pathname }: { pathname: string }) {
  const ecran = ECRANS[normaliserChemin(pathname)];
  if (!ecran)
    return (
      <PageContainer>
        <PageTitle>Page introuvable</PageTitle>
        <Lead>Cette adresse ne correspond à aucune page de votre espace personnel.</Lead>
        <p>
          <Link to={pages.espacePersonnel}>Aller à mon espace personnel</Link>
        </p>
      </PageContainer>
    );
  const { titre, Ecran } = ecran;
  return (
    <ConnexionRequise titre={titre}>
      <Ecran />
    </ConnexionRequise>
  );
}
