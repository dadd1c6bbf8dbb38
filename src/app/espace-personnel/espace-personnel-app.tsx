import { Link } from 'gatsby';
import { Lead, PageContainer, PageTitle } from '../../components/page/page-container';
import { pages } from '../../lib/api/routes';
import { MOTIFS_ESPACE } from '../../lib/routes-client';
import { PageDetailFormalite } from '../formalites/detail-formalite';
import { PageMesFormalites } from '../formalites/mes-formalites';
import { normaliserChemin } from '../session/regles';
import { ConnexionRequise } from '../ui/connexion-requise';
import { AccueilEspace } from './accueil';
import { PageDemandeDesabonnement } from './demande-desabonnement';
import { PageMesFactures } from './mes-factures';
import { PageMesInformations } from './mes-informations/page-mes-informations';
import { PageMesRevelations } from './mes-surveillances/page-mes-revelations';
import { PageMesSurveillances } from './mes-surveillances/page-mes-surveillances';
import { PageArticleCommande } from './mes-commandes/page-article-commande';
import { PageCommande } from './mes-commandes/page-commande';
import { PageHistorique } from './mes-commandes/page-historique';
import { PageKbisPeriodique } from './mes-commandes/kbis-periodiques/page-kbis-periodique';
import { PageKbisPeriodiques } from './mes-commandes/kbis-periodiques/page-kbis-periodiques';
import { PageMonEntreprise } from './mon-entreprise';
import { PageMonAbonnement } from './mon-abonnement/page-mon-abonnement';
import { PageRepriseAbonnement } from './mon-abonnement/page-reprise';
import { PageMoyensDePaiement } from './moyens-de-paiement';
import { PagePortefeuille } from './portefeuille/page-portefeuille';
import { PageSuppressionCompte } from './suppression-compte';

/** What a screen receives from its address: the named parts of its path and the query string. */
export interface ProprietesEcran {
  parametres: Readonly<Record<string, string>>;
  recherche: URLSearchParams;
}

interface Ecran {
  titre: string;
  Ecran: (props: ProprietesEcran) => JSX.Element;
}

const ECRANS: Record<string, Ecran> = {
  [pages.espacePersonnel]: { titre: 'Mon espace personnel', Ecran: AccueilEspace },
  [pages.mesInformations]: { titre: 'Mes informations', Ecran: PageMesInformations },
  [pages.monEntreprise]: { titre: 'Mon entreprise', Ecran: PageMonEntreprise },
  [pages.suppressionCompte]: { titre: 'Suppression de mon compte', Ecran: PageSuppressionCompte },
  [pages.demandeDesabonnement]: { titre: 'Demande de désabonnement', Ecran: PageDemandeDesabonnement },
  [pages.monAbonnement]: { titre: 'Mon abonnement', Ecran: PageMonAbonnement },
  [pages.mesCommandes]: { titre: 'Mes commandes', Ecran: PageHistorique },
  [pages.commande]: { titre: 'Détail de la commande', Ecran: PageCommande },
  [pages.mesKbisPeriodiques]: { titre: 'Mes Kbis périodiques', Ecran: PageKbisPeriodiques },
  [pages.mesFactures]: { titre: 'Mes factures', Ecran: PageMesFactures },
  [pages.moyensDePaiement]: { titre: 'Mes moyens de paiement', Ecran: PageMoyensDePaiement },
  [pages.portefeuille]: { titre: 'Mon portefeuille électronique', Ecran: PagePortefeuille },
  [pages.mesSurveillances]: { titre: 'Mes surveillances', Ecran: PageMesSurveillances },
  [pages.mesRevelations]: { titre: 'Mes révélations', Ecran: PageMesRevelations },
  [pages.mesFormalites]: { titre: 'Mes formalités', Ecran: PageMesFormalites },
  [pages.formalite]: { titre: 'Détail de la formalité', Ecran: PageDetailFormalite },
};

/** Addresses with identifiers in their path (SPEC §2 « Orders »), from src/lib/routes-client.ts. */
const MOTIFS: Array<{ motif: RegExp; ecran: Ecran }> = [
  {
    motif: MOTIFS_ESPACE.etatEndettement,
    ecran: { titre: 'État d’endettement', Ecran: (p) => <PageArticleCommande {...p} vue="etat-endettement" /> },
  },
  {
    motif: MOTIFS_ESPACE.debiteurs,
    ecran: {
      titre: 'Débiteur de l’état d’endettement',
      Ecran: (p) => <PageArticleCommande {...p} vue="debiteurs" />,
    },
  },
  {
    motif: MOTIFS_ESPACE.procedureCollective,
    ecran: {
      titre: 'Certificat de procédures collectives',
      Ecran: (p) => <PageArticleCommande {...p} vue="procedure-collective" />,
    },
  },
  {
    motif: MOTIFS_ESPACE.repriseAbonnement,
    ecran: { titre: 'Reprendre mon abonnement', Ecran: PageRepriseAbonnement },
  },
  {
    motif: MOTIFS_ESPACE.kbisPeriodique,
    ecran: { titre: 'Détail du Kbis périodique', Ecran: PageKbisPeriodique },
  },
];

function decoder(valeur: string): string {
  try {
    return decodeURIComponent(valeur);
  } catch {
    return valeur;
  }
}

function trouverEcran(pathname: string): { ecran: Ecran; parametres: Record<string, string> } | null {
  const chemin = normaliserChemin(pathname);
  const fixe = ECRANS[chemin];
  if (fixe) return { ecran: fixe, parametres: {} };
  for (const { motif, ecran } of MOTIFS) {
    const trouve = motif.exec(chemin);
    if (trouve)
      return {
        ecran,
        parametres: Object.fromEntries(Object.entries(trouve.groups ?? {}).map(([cle, v]) => [cle, decoder(v)])),
      };
  }
  return null;
}

/** The addresses with a screen of their own (src/lib/routes-client.ts lists the same, for the build's link check). */
export const cheminsDesEcrans = () => Object.keys(ECRANS);

export const titreEspace = (pathname: string) => trouverEcran(pathname)?.ecran.titre ?? 'Espace personnel';

/** The client-only personal space: the screen of the address, for a signed-in user. */
export function EspacePersonnelApp({ pathname, search = '' }: { pathname: string; search?: string }) {
  const trouve = trouverEcran(pathname);
  if (!trouve)
    return (
      <PageContainer>
        <PageTitle>Page introuvable</PageTitle>
        <Lead>Cette adresse ne correspond à aucune page de votre espace personnel.</Lead>
        <p>
          <Link to={pages.espacePersonnel}>Aller à mon espace personnel</Link>
        </p>
      </PageContainer>
    );
  const {
    ecran: { titre, Ecran },
    parametres,
  } = trouve;
  return (
    <ConnexionRequise titre={titre}>
      <Ecran parametres={parametres} recherche={new URLSearchParams(search)} />
    </ConnexionRequise>
  );
}
