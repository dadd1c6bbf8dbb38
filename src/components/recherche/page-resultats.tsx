import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { adresseRechercheAvancee } from '../../lib/recherche/adresse';
import {
  avecFiltresDirigeant,
  avecFiltresEntreprise,
  avecPhrase,
  avecTabulation,
  FILTRES_DIRIGEANT_VIDES,
  FILTRES_ENTREPRISE_VIDES,
} from '../../lib/recherche/filtres';
import { PAGE_PAR_DEFAUT } from '../../lib/recherche/constantes';
import { useRechercheBloquee } from '../../state/compte';
import { mq, theme } from '../../theme';
import { PageContainer, PageTitle } from '../page/page-container';
import { FormulaireDirigeants } from './formulaire-dirigeants';
import { FormulaireEntreprises } from './formulaire-entreprises';
import { FormulairePhrase } from './formulaire-phrase';
import { Onglets } from './onglets';
import { ResultatsDirigeants } from './resultats-dirigeants';
import { ResultatsEntreprises } from './resultats-entreprises';
import type { RechercheAdresse } from './use-recherche-adresse';

const Colonnes = styled.div`
  display: grid;
  grid-template-columns: minmax(16rem, 22rem) minmax(0, 1fr);
  gap: ${theme.space.xl};
  align-items: start;
  ${mq.tablet} {
    grid-template-columns: minmax(14rem, 18rem) minmax(0, 1fr);
    gap: ${theme.space.lg};
  }
  ${mq.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const LienAvance = styled.p`
  margin: -${theme.space.sm} 0 ${theme.space.lg};
`;

/** /recherche-entreprise-dirigeant/resultats-de-recherche: the phrase, the two tabs, their filters and results. */
export function PageResultats({ recherche }: { recherche: RechercheAdresse }) {
  const { filtres, appliquer, adresse } = recherche;
  const bloquee = useRechercheBloquee();
  const dirigeants = filtres.selectedTabulation === 'dirigeants';

  return (
    <PageContainer>
      <PageTitle>Résultats de recherche</PageTitle>
      <FormulairePhrase
        phrase={filtres.phrase}
        bloquee={bloquee}
        onChercher={(phrase) => appliquer(avecPhrase(filtres, phrase), 'ajouter')}
      />
      <LienAvance>
        <Link to={adresseRechercheAvancee(filtres)}>Recherche avancée</Link>
      </LienAvance>
      <Onglets
        id="resultats"
        label="Type de résultats"
        selection={filtres.selectedTabulation}
        onChange={(tab) => appliquer(avecTabulation(filtres, tab), 'remplacer')}
      >
        <Colonnes>
          <aside aria-label="Filtres">
            {dirigeants ? (
              <FormulaireDirigeants
                id="filtres-dirigeants"
                legende="Affiner la recherche"
                valeurs={filtres.dirigeant}
                mode="filtres"
                libelleSoumission="Appliquer les filtres"
                bloquee={bloquee}
                onAppliquer={(d) => {
                  appliquer(avecFiltresDirigeant(filtres, { ...d, page: PAGE_PAR_DEFAUT }), 'remplacer');
                  return null;
                }}
                onEffacer={() =>
                  appliquer(
                    avecFiltresDirigeant(filtres, { ...FILTRES_DIRIGEANT_VIDES, pageSize: filtres.dirigeant.pageSize }),
                    'remplacer',
                  )
                }
              />
            ) : (
              <FormulaireEntreprises
                id="filtres-entreprises"
                legende="Affiner la recherche"
                valeurs={filtres.entreprise}
                mode="filtres"
                libelleSoumission="Appliquer les filtres"
                bloquee={bloquee}
                onAppliquer={(e) => {
                  appliquer(avecFiltresEntreprise(filtres, { ...e, page: PAGE_PAR_DEFAUT }), 'remplacer');
                  return null;
                }}
                onEffacer={() =>
                  appliquer(
                    avecFiltresEntreprise(filtres, {
                      ...FILTRES_ENTREPRISE_VIDES,
                      pageSize: filtres.entreprise.pageSize,
                    }),
                    'remplacer',
                  )
                }
              />
            )}
          </aside>
          {dirigeants ? (
            <ResultatsDirigeants filtres={filtres} appliquer={appliquer} adresse={adresse} />
          ) : (
            <ResultatsEntreprises filtres={filtres} appliquer={appliquer} adresse={adresse} />
          )}
        </Colonnes>
      </Onglets>
    </PageContainer>
  );
}
