import { PAGE_PAR_DEFAUT, RESULTATS_PATH } from '../../lib/recherche/constantes';
import { avecTabulation, type FiltresRecherche } from '../../lib/recherche/filtres';
import { requeteEntreprises, requetePersonnes } from '../../lib/recherche/requete';
import { useRechercheBloquee } from '../../state/compte';
import { Lead, PageContainer, PageTitle } from '../page/page-container';
import { FormulaireDirigeants } from './formulaire-dirigeants';
import { FormulaireEntreprises } from './formulaire-entreprises';
import { Onglets } from './onglets';
import { texteSansRequete } from './textes';
import type { RechercheAdresse } from './use-recherche-adresse';

/**
 * /recherche-entreprise-dirigeant/recherche-avancee: structured criteria, one tab per kind of
 * search. The chosen tab is in the address; submitting opens the results (a new history entry).
 */
export function PageRechercheAvancee({ recherche }: { recherche: RechercheAdresse }) {
  const { filtres, appliquer } = recherche;
  const bloquee = useRechercheBloquee();

  /** A structured search: the free phrase is left out, both tabs start on page 1. */
  const lancer = (suivants: FiltresRecherche): string | null => {
    const recherchee: FiltresRecherche = {
      ...suivants,
      phrase: '',
      entreprise: { ...suivants.entreprise, page: PAGE_PAR_DEFAUT },
      dirigeant: { ...suivants.dirigeant, page: PAGE_PAR_DEFAUT },
    };
    const dirigeants = recherchee.selectedTabulation === 'dirigeants';
    const requete = dirigeants ? requetePersonnes(recherchee) : requeteEntreprises(recherchee);
    if (!requete.ok) return texteSansRequete(requete.raison, recherchee.selectedTabulation);
    appliquer(recherchee, 'ajouter', RESULTATS_PATH);
    return null;
  };

  return (
    <PageContainer>
      <PageTitle>Recherche avancée</PageTitle>
      <Lead>
        Recherchez une entreprise, un établissement ou un dirigeant en combinant plusieurs critères. Renseignez-en au
        moins un.
      </Lead>
      <Onglets
        id="avancee"
        label="Type de recherche"
        selection={filtres.selectedTabulation}
        onChange={(tab) => appliquer(avecTabulation(filtres, tab), 'remplacer')}
      >
        {filtres.selectedTabulation === 'dirigeants' ? (
          <FormulaireDirigeants
            id="avancee-dirigeants"
            legende="Rechercher un dirigeant"
            valeurs={filtres.dirigeant}
            mode="avancee"
            libelleSoumission="Rechercher"
            bloquee={bloquee}
            onAppliquer={(dirigeant) => lancer({ ...filtres, dirigeant })}
          />
        ) : (
          <FormulaireEntreprises
            id="avancee-entreprises"
            legende="Rechercher une entreprise ou un établissement"
            valeurs={filtres.entreprise}
            mode="avancee"
            libelleSoumission="Rechercher"
            bloquee={bloquee}
            onAppliquer={(entreprise) => lancer({ ...filtres, entreprise })}
          />
        )}
      </Onglets>
    </PageContainer>
  );
}
