import styled from '@emotion/styled';
import { VisuallyHidden } from '../../../components/shell/ui';
import { etapesAbonnement, type EtapeAbonnement } from '../../../lib/api/routes';
import { mq, theme } from '../../../theme';

const { colors, space, radii, fontWeights } = theme;

export const LIBELLES_ETAPES: Record<EtapeAbonnement, string> = {
  offre: 'Offre',
  facturation: 'Facturation',
  paiement: 'Paiement',
  confirmation: 'Confirmation',
};

const Liste = styled.ol`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${space.xs};
  margin: 0 0 ${space.lg};
  padding: 0;
  list-style: none;
  counter-reset: etape;
  li {
    counter-increment: etape;
    padding: ${space.xs} ${space.sm};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    color: ${colors.textMuted};
  }
  li::before {
    content: counter(etape) '. ';
  }
  li[aria-current='step'] {
    border-color: ${colors.primary};
    color: ${colors.text};
    font-weight: ${fontWeights.semibold};
  }
  ${mq.mobile} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** Where the subscriber is among the four steps; the current one carries `aria-current="step"`. */
export function IndicateurEtapes({ etape }: { etape: EtapeAbonnement }) {
  const rang = etapesAbonnement.indexOf(etape);
  return (
    <nav aria-label="Étapes de l’abonnement">
      <Liste>
        {etapesAbonnement.map((e, i) => (
          <li key={e} aria-current={e === etape ? 'step' : undefined}>
            {LIBELLES_ETAPES[e]}
            {i < rang ? <VisuallyHidden> (étape terminée)</VisuallyHidden> : null}
          </li>
        ))}
      </Liste>
    </nav>
  );
}
