import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { Section } from '../registre/facts';
import { mq, theme } from '../../theme';

const Bloc = styled(Section)`
  scroll-margin-top: ${theme.space.md};
  ${mq.mobile} {
    scroll-margin-top: calc(${theme.layout.mobileBarHeight} + ${theme.space.md});
  }
  &[data-cible='true'] {
    padding: ${theme.space.md} ${theme.space.md} ${theme.space.xs};
    border: 1px solid ${theme.colors.primary};
    border-left-width: 6px;
    border-radius: ${theme.radii.md};
  }
`;

interface FicheSectionProps {
  id: string;
  titre: string;
  /** The section asked for with `?ancre=`: rendered first and outlined. */
  cible?: boolean;
  children: ReactNode;
}

/** One block of an entity page: a region named by its h2, reachable at #id. */
export function FicheSection({ id, titre, cible = false, children }: FicheSectionProps) {
  return (
    <Bloc id={id} aria-labelledby={`${id}-titre`} data-cible={cible ? 'true' : undefined}>
      <h2 id={`${id}-titre`}>{titre}</h2>
      {children}
    </Bloc>
  );
}
