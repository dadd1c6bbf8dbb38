import styled from '@emotion/styled';
import { Link } from 'gatsby';
import type { ReactNode } from 'react';
import { Lead, PageContainer, PageTitle } from '../../components/page/page-container';
import { pages } from '../../lib/api/routes';
import { mq, theme } from '../../theme';

const { colors, space, radii, fontSizes } = theme;

export const Section = styled.section`
  margin: 0 0 ${space.xl};
  padding: ${space.lg};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  h2 {
    margin: 0 0 ${space.md};
    font-size: ${fontSizes.xl};
  }
  ${mq.mobile} {
    padding: ${space.md};
  }
`;

export const Donnees = styled.dl`
  display: grid;
  grid-template-columns: minmax(10rem, max-content) 1fr;
  gap: ${space.xs} ${space.lg};
  margin: 0;
  dt {
    color: ${colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ${mq.mobile} {
    grid-template-columns: 1fr;
    gap: 0;
    dd {
      margin-bottom: ${space.sm};
    }
  }
`;

const Retour = styled.p`
  margin: 0 0 ${space.md};
`;

/** Frame of a personal-space page: link back to the home of the space (or `retour`), title, lead. */
export function PageEspace({
  titre,
  intro,
  accueil = false,
  retour = { lien: pages.espacePersonnel, texte: 'Mon espace personnel' },
  children,
}: {
  titre: string;
  intro?: ReactNode;
  accueil?: boolean;
  retour?: { lien: string; texte: string };
  children: ReactNode;
}) {
  return (
    <PageContainer>
      {accueil ? null : (
        <Retour>
          <Link to={retour.lien}>← {retour.texte}</Link>
        </Retour>
      )}
      <PageTitle>{titre}</PageTitle>
      {intro ? <Lead>{intro}</Lead> : null}
      {children}
    </PageContainer>
  );
}

/** « 2025-03-01 » → « 1 mars 2025 ». */
export function dateFr(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(`${iso.slice(0, 10)}T12:00:00`);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });
}

export const TYPES_COMPTE: Record<string, string> = { MEMBRE: 'Membre', ABONNE: 'Abonné' };
export const TYPES_PROFIL: Record<string, string> = { PARTICULIER: 'Particulier', PROFESSIONNEL: 'Professionnel' };
export const POSITIONS: Record<string, string> = {
  OUVERT: 'Ouvert',
  RADIE: 'Radié',
  INTERDIT: 'Interdit',
  SUSPENDU: 'Suspendu',
};
