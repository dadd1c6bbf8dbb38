import * as React from 'react';
import styled from '@emotion/styled';
import { Link, type GetServerData, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../../../components/seo';
import { Lead, PageContainer, PageTitle } from '../../../components/page/page-container';
import { ErrorScreen } from '../../../components/shell/error-screen';
import { getJson, ServicesUnavailable } from '../../../lib/server/services-client';
import { slugify } from '../../../lib/text/slug';
import { greffeTitle } from '../../../lib/text/greffe-title';
import { theme } from '../../../theme';

export interface Greffe {
  code: string;
  nom: string;
  type: string;
  libelleType: string;
  ville: string;
  departement: { code: string; nom: string };
}

type ServerData = { state: 'found'; greffe: Greffe } | { state: 'not-found'; code: string } | { state: 'unavailable' };

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.space.xs} ${theme.space.lg};
  margin: 0;
  dt {
    font-weight: ${theme.fontWeights.semibold};
  }
  dd {
    margin: 0;
  }
`;

/** Canonical path of a registry office page: /fiche-greffe/{slug of its name}/{code}. */
export const greffePath = (greffe: Pick<Greffe, 'nom' | 'code'>) =>
  `/fiche-greffe/${slugify(greffe.nom)}/${greffe.code}`;

export default function GreffePage({ serverData }: PageProps<object, object, unknown, ServerData>) {
  if (serverData.state === 'unavailable') {
    return (
      <PageContainer>
        <ErrorScreen
          message="Les informations du greffe sont momentanément indisponibles."
          onRetry={() => window.location.reload()}
        />
      </PageContainer>
    );
  }
  if (serverData.state === 'not-found') {
    return (
      <PageContainer>
        <PageTitle>Greffe introuvable</PageTitle>
        <Lead>Aucun greffe ne porte le code {serverData.code}.</Lead>
        <Link to="/rechercher-un-greffe">Rechercher un greffe</Link>
      </PageContainer>
    );
  }
  const { greffe } = serverData;
  return (
    <PageContainer>
      <nav aria-label="Fil d’Ariane">
        <Link to="/">Accueil</Link> › <Link to="/rechercher-un-greffe">Rechercher un greffe</Link> › {greffe.nom}
      </nav>
      <PageTitle>{greffeTitle(greffe.libelleType, greffe.nom)}</PageTitle>
      <Lead>
        {greffe.libelleType} — {greffe.ville} ({greffe.departement.nom})
      </Lead>
      <Facts>
        <dt>Code greffe</dt>
        <dd>{greffe.code}</dd>
        <dt>Juridiction</dt>
        <dd>{greffe.libelleType}</dd>
        <dt>Siège</dt>
        <dd>{greffe.ville}</dd>
        <dt>Département</dt>
        <dd>
          {greffe.departement.nom} ({greffe.departement.code})
        </dd>
      </Facts>
    </PageContainer>
  );
}

export function Head({ serverData, location }: HeadProps<object, object, ServerData>) {
  if (serverData?.state !== 'found') {
    return <Seo title="Greffe introuvable" path={location.pathname} noindex />;
  }
  const { greffe } = serverData;
  return (
    <Seo
      title={`${greffeTitle(greffe.libelleType, greffe.nom)} (${greffe.code})`}
      description={`${greffe.libelleType} de ${greffe.ville}, ${greffe.departement.nom} : code greffe ${greffe.code}.`}
      path={greffePath(greffe)}
    />
  );
}

export const getServerData: GetServerData<ServerData> = async ({ params }) => {
  const code = String(params?.code ?? '');
  if (!/^\d{4}$/.test(code)) {
    return { status: 404, headers: { 'cache-control': 'public, max-age=300' }, props: { state: 'not-found', code } };
  }
  try {
    const greffe = await getJson<Greffe>(`/api/greffes/${code}`);
    if (!greffe) {
      return { status: 404, headers: { 'cache-control': 'public, max-age=300' }, props: { state: 'not-found', code } };
    }
    const canonical = greffePath(greffe);
    if (params?.nom !== slugify(greffe.nom)) {
      return {
        status: 301,
        headers: { location: canonical, 'cache-control': 'public, max-age=3600' },
        props: { state: 'found', greffe },
      };
    }
    return {
      status: 200,
      headers: { 'cache-control': 'public, max-age=300, stale-while-revalidate=86400' },
      props: { state: 'found', greffe },
    };
  } catch (error) {
    if (!(error instanceof ServicesUnavailable)) throw error;
    console.error(`[fiche-greffe] ${error.message}`, error.cause);
    return { status: 503, headers: { 'cache-control': 'no-store' }, props: { state: 'unavailable' } };
  }
};
