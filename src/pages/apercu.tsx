import styled from '@emotion/styled';
import type { GetServerData, HeadProps, PageProps } from 'gatsby';
import { ArticleVue } from '../components/contenu/article-vue';
import { Seo } from '../components/seo';
import { Indisponible, Introuvable } from '../components/registre/page-states';
import { chargerApercu, type EtatApercu } from '../lib/contenu/apercu/chargement';
import { theme } from '../theme';

const Bandeau = styled.p`
  margin: 0 0 ${theme.space.lg};
  padding: ${theme.space.sm} ${theme.space.md};
  border: 2px solid ${theme.colors.warning};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.warningSoft};
  color: ${theme.colors.warning};
  font-weight: ${theme.fontWeights.semibold};
`;

type Props = PageProps<object, object, unknown, EtatApercu>;

/**
 * /apercu?type=…&id=…&expire=…&signature=…: a draft of the CMS, opened from its « Aperçu » button
 * (signed link, see src/lib/contenu/apercu/signature.ts). Rendered on the server at each request
 * with the build's page builders and the published pages' layout; the CMS token and the signing
 * secret stay in getServerData, the page data only carries the rendered article.
 */
export default function Apercu({ serverData }: Props) {
  if (serverData.etat === 'indisponible') {
    return <Indisponible message="L’aperçu est momentanément indisponible." />;
  }
  if (serverData.etat === 'introuvable') {
    return <Introuvable titre="Brouillon introuvable" texte="Ce brouillon n’existe pas ou a été supprimé." />;
  }
  if (serverData.etat === 'refuse') {
    return (
      <Introuvable
        titre="Lien d’aperçu non valide"
        texte="Ce lien d’aperçu est incomplet, n’est pas valide ou a expiré. Ouvrez à nouveau l’aperçu depuis le CMS."
      />
    );
  }
  return (
    <ArticleVue article={serverData.article} bandeau={<Bandeau role="note">Aperçu — brouillon non publié</Bandeau>} />
  );
}

export function Head({ serverData, location }: HeadProps<object, object, EtatApercu>) {
  const titre = serverData?.etat === 'pret' ? `Aperçu — ${serverData.article.titre}` : 'Aperçu d’un brouillon';
  return <Seo title={titre} path={location.pathname} noindex />;
}

export const getServerData: GetServerData<EtatApercu> = (props) => chargerApercu(props);
