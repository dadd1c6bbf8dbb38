import { Fragment, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { Facts, TableWrapper } from '../registre/facts';
import { theme, visuallyHidden } from '../../theme';
import { PageTitle } from '../page/page-container';

const { colors, space, radii, fontSizes, fontWeights } = theme;

export type Fact = { label: string; value: ReactNode } | null | false | undefined | '';

/** Label/value pairs; rows without a value are left out rather than shown empty. */
export function FactList({ facts }: { facts: Fact[] }) {
  const rows = facts.filter((fact): fact is { label: string; value: ReactNode } => Boolean(fact));
  return (
    <Facts>
      {rows.map((fact) => (
        <Fragment key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </Fragment>
      ))}
    </Facts>
  );
}

/** A warning the reader must not miss (procédure collective en cours…), in words and colour. */
export const Alerte = styled.div`
  margin: 0 0 ${space.lg};
  padding: ${space.sm} ${space.md};
  border: 1px solid ${colors.warning};
  border-left-width: 6px;
  border-radius: ${radii.sm};
  background: ${colors.warningSoft};
  color: ${colors.text};
  p {
    margin: 0;
  }
  strong {
    color: ${colors.warning};
  }
`;

/** Neutral pill next to an EtatBadge (« Siège »). */
export const Pastille = styled.span`
  display: inline-block;
  padding: 0.125rem ${space.xs};
  border-radius: ${radii.pill};
  border: 1px solid ${colors.primary};
  background: ${colors.primarySoft};
  color: ${colors.primary};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  white-space: nowrap;
`;

/** Inline list of short facts under a title, separated by thin gaps, wrapping on small screens. */
export const ListeEnLigne = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs} ${space.md};
  list-style: none;
  margin: 0 0 ${space.lg};
  padding: 0;
  color: ${colors.textMuted};
`;

/** Plain vertical list without bullets, for people and procedures. */
export const ListeSimple = styled.ul`
  list-style: none;
  margin: 0 0 ${space.lg};
  padding: 0;
  & > li {
    padding: ${space.sm} 0;
    border-bottom: 1px solid ${colors.border};
  }
  & > li:first-of-type {
    padding-top: 0;
  }
`;

export const Invisible = styled.span`
  ${visuallyHidden};
`;

export const Adresse = styled.address`
  font-style: normal;
  margin: 0 0 ${space.md};
`;

/** Line of links under a block (« Voir les 12 établissements »). */
export const Liens = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs} ${space.lg};
  margin: 0 0 ${space.md};
`;

/**
 * A data table that may scroll sideways on a small screen: the scrolling box is focusable and
 * named, so keyboard users can scroll it too.
 */
export function Tableau({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableWrapper role="region" aria-label={label} tabIndex={0}>
      {children}
    </TableWrapper>
  );
}

/** The page's h1; a very long name without spaces breaks rather than widening a 360 px screen. */
export const Titre = styled(PageTitle)`
  overflow-wrap: anywhere;
`;
