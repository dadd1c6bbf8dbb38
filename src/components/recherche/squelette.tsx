import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { mq, theme, visuallyHidden } from '../../theme';

const { colors, space, radii } = theme;

/** Cards drawn while the first answer is on its way: about a screen of results. */
export const CARTES_SQUELETTE = 3;

const pulsation = keyframes`
  from { opacity: 1; }
  to { opacity: 0.55; }
`;

/** Opacity only: the animation runs on the compositor, and stops for visitors who ask for less motion. */
const Fantome = styled.div`
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surfaceAlt};
  animation: ${pulsation} 1.2s ease-in-out infinite alternate;
  ${mq.reducedMotion} {
    animation: none;
  }
`;

/** Where the « Résultats par page » field will be (its label and its select). */
const BarreVide = styled.div`
  height: 1.5rem;
  margin: 0 0 ${space.md};
`;

/** About the height of a company card (measured: 190 to 210 px; 340 to 400 px on phones, labels above values). */
const CarteFantome = styled(Fantome)`
  height: 13rem;
  ${mq.mobile} {
    height: 22rem;
  }
`;

const Cartes = styled.div`
  display: grid;
  gap: ${space.md};
`;

/**
 * The results as they will stand, empty: the space is kept before the answer arrives, so nothing
 * under it moves when it does. The text is for screen readers; the shapes are hidden from them.
 */
export function SqueletteResultats({ texte }: { texte: string }) {
  return (
    <div role="status">
      <span css={visuallyHidden}>{texte}</span>
      <div aria-hidden="true">
        <BarreVide />
        <Cartes>
          {Array.from({ length: CARTES_SQUELETTE }, (_, index) => (
            <CarteFantome key={index} />
          ))}
        </Cartes>
      </div>
    </div>
  );
}
