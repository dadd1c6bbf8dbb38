import * as React from 'react';
import styled from '@emotion/styled';
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/seo';
import { SuggestionsCombobox } from '../components/recherche/suggestions-combobox';
import { useSoumissionRecherche } from '../components/recherche/use-soumission-recherche';
import { RESULTATS_PATH } from '../lib/recherche/constantes';
import { vocabulaire } from '../lib/vocabulaire';
import { useRechercheBloquee } from '../state/compte';
import { Lead, PageContainer, PageTitle } from '../components/page/page-container';
import { focusVisible, mq, theme, visuallyHidden } from '../theme';

interface HomeQuery {
  strapiHomePage: {
    title?: string | null;
    intro?: string | null;
    seo_title?: string | null;
    seo_description?: string | null;
    tiles?: Array<{
      title?: string | null;
      text?: string | null;
      link?: { label?: string | null; url?: string | null; external?: boolean | null } | null;
    } | null> | null;
  } | null;
}

const Hero = styled.section`
  background: linear-gradient(180deg, ${theme.colors.primarySoft} 0%, ${theme.colors.background} 100%);
  border-bottom: 1px solid ${theme.colors.border};
`;

const SearchForm = styled.form`
  display: flex;
  gap: ${theme.space.xs};
  max-width: 760px;
  ${mq.mobile} {
    flex-direction: column;
  }
  input {
    flex: 1;
    min-height: 52px;
    padding: 0 ${theme.space.md};
    font-size: ${theme.fontSizes.lg};
    border: 2px solid ${theme.colors.borderStrong};
    border-radius: ${theme.radii.md};
    ${focusVisible};
  }
  button {
    min-height: 52px;
    padding: 0 ${theme.space.xl};
    font-size: ${theme.fontSizes.lg};
    font-weight: ${theme.fontWeights.semibold};
    color: ${theme.colors.textOnPrimary};
    background: ${theme.colors.primary};
    border: 0;
    border-radius: ${theme.radii.md};
    cursor: pointer;
    ${focusVisible};
    &:hover:not(:disabled) {
      background: ${theme.colors.primaryHover};
    }
    &:disabled {
      cursor: not-allowed;
      opacity: 0.6;
    }
  }
`;

const Tiles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${theme.space.lg};
`;

const Tile = styled.li`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  padding: ${theme.space.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.sm};
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  h2 {
    font-size: ${theme.fontSizes.xl};
    margin: 0;
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
    flex: 1;
  }
  a {
    font-weight: ${theme.fontWeights.semibold};
    color: ${theme.colors.link};
    ${focusVisible};
  }
`;

function TileLink({ url, label, external }: { url: string; label: string; external: boolean }) {
  if (external) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer">
        {label}
        <span css={visuallyHidden}> (nouvelle fenêtre)</span>
      </a>
    );
  }
  return <Link to={url}>{label}</Link>;
}

export default function HomePage({ data }: PageProps<HomeQuery>) {
  const home = data.strapiHomePage;
  const tiles = (home?.tiles ?? []).flatMap((t) => (t?.title ? [t] : []));
  const rechercheBloquee = useRechercheBloquee();
  const onSearch = useSoumissionRecherche(rechercheBloquee);
  const v = vocabulaire();
  const libelleRecherche = `Nom d’entreprise, ${v.identifiantEntreprise}, ${v.identifiantEtablissement} ou dirigeant`;
  return (
    <>
      <Hero>
        <PageContainer>
          <PageTitle>{home?.title || 'Greffeo'}</PageTitle>
          {home?.intro ? <Lead>{home.intro}</Lead> : null}
          <SearchForm role="search" action={RESULTATS_PATH} method="get" onSubmit={onSearch}>
            <label htmlFor="home-search" css={visuallyHidden}>
              {libelleRecherche}
            </label>
            <SuggestionsCombobox id="home-search" placeholder={libelleRecherche} inputCss={{ width: '100%' }} />
            <button type="submit" disabled={rechercheBloquee}>
              Rechercher
            </button>
          </SearchForm>
        </PageContainer>
      </Hero>
      {tiles.length > 0 ? (
        <PageContainer as="section" aria-labelledby="home-services">
          <h2 id="home-services" css={visuallyHidden}>
            Nos services
          </h2>
          <Tiles>
            {tiles.map((tile) => (
              <Tile key={tile.title}>
                <h2>{tile.title}</h2>
                {tile.text ? <p>{tile.text}</p> : null}
                {tile.link?.url ? (
                  <TileLink
                    url={tile.link.url}
                    label={tile.link.label || tile.title || ''}
                    external={Boolean(tile.link.external) || /^https?:/.test(tile.link.url)}
                  />
                ) : null}
              </Tile>
            ))}
          </Tiles>
        </PageContainer>
      ) : null}
    </>
  );
}

export function Head({ data, location }: HeadProps<HomeQuery>) {
  const home = data.strapiHomePage;
  return (
    <Seo
      title={home?.seo_title || home?.title || 'Greffeo'}
      description={home?.seo_description ?? undefined}
      path={location.pathname}
    />
  );
}

export const query = graphql`
  query HomePage {
    strapiHomePage {
      title
      intro
      seo_title
      seo_description
      tiles {
        title
        text
        link {
          label
          url
          external
        }
      }
    }
  }
`;
