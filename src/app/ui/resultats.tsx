import styled from '@emotion/styled';
import type { ReactNode, Ref } from 'react';
import { SecondaryButton } from '../../components/shell/ui';
import { formatEntier } from '../../lib/registre/format';
import { theme } from '../../theme';
import { Vide } from './etats';

const { colors, space, radii, fontSizes, fontWeights } = theme;

/** One result's frame; callers add the rules of their own sub-headings. */
export const CarteResultat = styled.article`
  padding: ${space.md} ${space.lg};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surface};
  h3 {
    margin: 0;
    font-size: ${fontSizes.lg};
  }
`;

/** A result's heading and its state badge, side by side. */
export const EnteteResultat = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs} ${space.md};
  margin-bottom: ${space.sm};
`;

/** The colours of one state: its text (and border) and its background. */
export interface Teinte {
  texte: string;
  fond: string;
}

const Pastille = styled.span<{ teinte: Teinte }>`
  display: inline-block;
  padding: 0.125rem ${space.xs};
  border-radius: ${radii.pill};
  border: 1px solid currentColor;
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  white-space: nowrap;
  color: ${({ teinte }) => teinte.texte};
  background: ${({ teinte }) => teinte.fond};
`;

/** A state in words and colour, never colour alone. */
export function BadgeEtat({ teinte, children }: { teinte: Teinte; children: ReactNode }) {
  return <Pastille teinte={teinte}>{children}</Pastille>;
}

const Liste = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.md};
`;

const Compte = styled.p`
  margin: 0 0 ${space.xs};
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.semibold};
`;

const Contexte = styled.p`
  margin: 0 0 ${space.md};
  color: ${colors.textMuted};
`;

const Pagination = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  margin-top: ${space.lg};
  p {
    margin: 0;
    flex-basis: 100%;
  }
`;

interface Props<T> {
  /** The id of the « Résultats » heading (the page moves the focus to it). */
  idTitre: string;
  titreRef?: Ref<HTMLHeadingElement>;
  /** The number of results over all pages. */
  total: number;
  /** This page's results. */
  elements: readonly T[];
  cle(element: T): string | number;
  rendre(element: T): ReactNode;
  page: number;
  taillePage: number;
  onPage(page: number): void;
  /** Said when nothing was found. */
  aucun: string;
  /** The count, said when something was found. */
  compte: string;
  /** What was searched, under the count. */
  contexte: ReactNode;
  /** « Inscriptions », « Affaires »: what the paging counts. */
  nomPluriel: string;
  /** Said when a page past the last one is asked for. */
  pageVide: string;
}

/**
 * A search's results: the « Résultats » heading, the count (or why nothing was found), what was
 * searched, the list of this page's results and the paging « Page précédente / suivante ».
 */
export function ResultatsPagines<T>({
  idTitre,
  titreRef,
  total,
  elements,
  cle,
  rendre,
  page,
  taillePage,
  onPage,
  aucun,
  compte,
  contexte,
  nomPluriel,
  pageVide,
}: Props<T>) {
  const premiere = (page - 1) * taillePage + 1;
  const derniere = premiere + elements.length - 1;
  const pages = Math.max(1, Math.ceil(total / taillePage));
  return (
    <>
      <h2 id={idTitre} ref={titreRef} tabIndex={-1}>
        Résultats
      </h2>
      {total === 0 ? (
        <Vide>
          <p>{aucun}</p>
        </Vide>
      ) : (
        <Compte>{compte}</Compte>
      )}
      <Contexte>{contexte}</Contexte>
      {total > 0 && elements.length === 0 ? (
        <Vide>
          <p>{pageVide}</p>
          <SecondaryButton type="button" onClick={() => onPage(1)}>
            Revenir à la première page
          </SecondaryButton>
        </Vide>
      ) : null}
      {elements.length > 0 ? (
        <Liste>
          {elements.map((element) => (
            <li key={cle(element)}>{rendre(element)}</li>
          ))}
        </Liste>
      ) : null}
      {total > taillePage && elements.length > 0 ? (
        <Pagination aria-label="Pages des résultats">
          <p>
            {nomPluriel} {formatEntier(premiere)} à {formatEntier(derniere)} sur {formatEntier(total)} (page {page} sur{' '}
            {pages}).
          </p>
          <SecondaryButton type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Page précédente
          </SecondaryButton>
          <SecondaryButton type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Page suivante
          </SecondaryButton>
        </Pagination>
      ) : null}
    </>
  );
}
