import styled from '@emotion/styled';
import { Section } from '../../components/registre/facts';
import { theme } from '../../theme';
import type { AffaireData } from './chargement';
import { CommanderCopie } from './commander-copie';
import { MESSAGE_SANS_DECISION, titreDecision } from './textes';

const { colors, space, radii, fontSizes } = theme;

const Decisions = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.lg};
`;

const CarteDecision = styled.article`
  padding: ${space.md} ${space.lg};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  h3 {
    margin: 0 0 ${space.xs} !important;
  }
  h4 {
    margin: ${space.md} 0 ${space.xs};
    font-size: ${fontSizes.md};
  }
  blockquote {
    margin: 0;
    padding: ${space.sm} ${space.md};
    border-left: 3px solid ${colors.borderStrong};
    background: ${colors.surfaceAlt};
  }
`;

/** The decisions rendered, in their order, each with its dispositif and the order of its copy. */
export function DecisionsAffaire({ data }: { data: AffaireData }) {
  const { affaire, prix } = data;
  return (
    <Section aria-labelledby="affaire-decisions">
      <h2 id="affaire-decisions">Décisions</h2>
      {affaire.decisions.length === 0 ? (
        <p>{MESSAGE_SANS_DECISION}</p>
      ) : (
        <Decisions>
          {affaire.decisions.map((decision) => (
            <li key={decision.id}>
              <CarteDecision aria-labelledby={`decision-${decision.id}-titre`}>
                <h3 id={`decision-${decision.id}-titre`}>{titreDecision(decision)}</h3>
                <p>{decision.libelle}</p>
                <h4>Dispositif</h4>
                <blockquote>
                  <p>{decision.dispositif}</p>
                </blockquote>
                <CommanderCopie affaire={affaire} decision={decision} prix={prix} />
              </CarteDecision>
            </li>
          ))}
        </Decisions>
      )}
    </Section>
  );
}
