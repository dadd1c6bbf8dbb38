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
  FILTRES_VIDES,
} from '../../lib/recherche/filtres';
import { PAGE_PAR_DEFAUT } from '../../lib/recherche/constantes';
import { useRechercheBloquee } from '../../state/compte';
import { mq, theme } from '../../theme';
import { Lead, PageContainer, PageTitle } from '../page/page-container';
import { SansJavaScript } from './coquille';
import { FormulaireDirigeants } from './formulaire-dirigeants';
import { FormulaireEntreprises } from './formulaire-entreprises';
import { FormulairePhrase } from './formulaire-phrase';
import { Onglets } from './onglets';
import { ResultatsDirigeants } from './resultats-dirigeants';
import { ResultatsEntreprises } from './resultats-entreprises';
import { guillemets, NBSP } from './textes';
import { vocabulaire } from '../../lib/vocabulaire';
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

/**
 * How to write a search, places included (issue 21). Part of the static HTML: it is the page's
 * largest text, painted with the first paint, where the consent dialog, drawn once the page has
 * hydrated, was the largest and made the page's LCP as late as the hydration.
 */
function conseilRecherche(): string {
  const v = vocabulaire();
  const [exemple, autreExemple] = v.exemplesRecherche;
  return `Cherchez une entreprise par son nom, son ${v.identifiantEntreprise} ou son ${v.identifiantEtablissement}, suivi si vous le souhaitez ${v.lieuxRecherche} (${guillemets(exemple)}, ${guillemets(autreExemple)})${NBSP}; affinez ensuite avec les filtres, ou cherchez un dirigeant dans l’onglet ${guillemets('Dirigeants')}.`;
}

/** The advice, in the build region's words (identifiers, places, examples). */
export const CONSEIL_RECHERCHE = conseilRecherche();

/** What only works with JavaScript on the results page, hidden from visitors without it. */
export const CLASSE_AVEC_JAVASCRIPT = 'recherche-avec-javascript';

/**
 * /recherche-entreprise-dirigeant/resultats-de-recherche: the phrase, the two tabs, their filters
 * and results. Until the address is read (the static HTML, then hydration), the page is drawn as
 * it will stand, with empty fields and the results' place kept: reading the address fills it in
 * without moving anything.
 */
export function PageResultats({ recherche }: { recherche: RechercheAdresse }) {
  const { pret, appliquer, adresse } = recherche;
  const filtres = pret ? recherche.filtres : FILTRES_VIDES;
  const bloquee = useRechercheBloquee();
  const dirigeants = filtres.selectedTabulation === 'dirigeants';

  return (
    <PageContainer>
      <PageTitle>Résultats de recherche</PageTitle>
      <SansJavaScript masquer={CLASSE_AVEC_JAVASCRIPT} />
      <div className={CLASSE_AVEC_JAVASCRIPT}>
        <Lead>{CONSEIL_RECHERCHE}</Lead>
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
                      avecFiltresDirigeant(filtres, {
                        ...FILTRES_DIRIGEANT_VIDES,
                        pageSize: filtres.dirigeant.pageSize,
                      }),
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
              <ResultatsDirigeants filtres={filtres} attente={!pret} appliquer={appliquer} adresse={adresse} />
            ) : (
              <ResultatsEntreprises filtres={filtres} attente={!pret} appliquer={appliquer} adresse={adresse} />
            )}
          </Colonnes>
        </Onglets>
      </div>
    </PageContainer>
  );
}
