import { RECHERCHE_PAR_DEPARTEMENT } from '../../lib/registre/paths';
import { Lead, PageContainer, PageTitle } from '../page/page-container';

export const TITRE_COQUILLE = 'Recherche d’entreprises et de dirigeants';

/**
 * For visitors without JavaScript, the search pages' one message: how to browse the registry
 * without it. `masquer`: the class of what only works with JavaScript, hidden from them (the style
 * inside <noscript> applies only when scripts do not run).
 */
export function SansJavaScript({ masquer }: { masquer?: string }) {
  return (
    <noscript>
      {masquer ? <style>{`.${masquer}{display:none}`}</style> : null}
      <Lead>
        La recherche d’entreprises et de dirigeants a besoin de JavaScript, qui est désactivé dans votre navigateur.
        Vous pouvez parcourir les entreprises <a href={RECHERCHE_PAR_DEPARTEMENT}>par département et par activité</a>{' '}
        sans JavaScript.
      </Lead>
    </noscript>
  );
}

/**
 * The static HTML of the search pages other than the results (they run in the browser): a title,
 * and for visitors without JavaScript a way to browse the registry that works without it.
 */
export function CoquilleRecherche() {
  return (
    <PageContainer>
      <PageTitle>{TITRE_COQUILLE}</PageTitle>
      <SansJavaScript />
    </PageContainer>
  );
}
