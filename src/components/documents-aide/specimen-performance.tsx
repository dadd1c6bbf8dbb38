import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';
import { focusVisible, theme } from '../../theme';
import { TexteRiche } from '../contenu/texte-riche';
import { formatValeur, lireTableau, mentionDe } from './aides';
import { useAidesDocuments, type SpecimenCms } from './use-aides-documents';

const { colors, space, radii, fontSizes, fontWeights } = theme;

const Cadre = styled.div`
  border: 2px dashed ${colors.borderStrong};
  border-radius: ${radii.md};
  background: ${colors.surfaceAlt};
  padding: ${space.md};
  color: ${colors.text};
  && p {
    margin: 0 0 ${space.sm};
    color: ${colors.text};
  }
  h2,
  h3 {
    margin: 0 0 ${space.sm};
  }
`;

const Mention = styled.p`
  && {
    display: inline-block;
    padding: ${space.xxs} ${space.sm};
    border-radius: ${radii.sm};
    background: ${colors.warningSoft};
    color: ${colors.warning};
    font-weight: ${fontWeights.bold};
    text-transform: none;
  }
`;

const Defilement = styled.div`
  overflow-x: auto;
  margin: 0 0 ${space.md};
  ${focusVisible};
  table {
    border-collapse: collapse;
    background: ${colors.surface};
    font-variant-numeric: tabular-nums;
  }
  caption {
    text-align: left;
    font-weight: ${fontWeights.bold};
    padding-bottom: ${space.xs};
  }
  th,
  td {
    padding: ${space.xs} ${space.sm};
    border: 1px solid ${colors.border};
    text-align: left;
  }
  td {
    text-align: right;
    white-space: nowrap;
  }
`;

const Resume = styled.summary`
  cursor: pointer;
  color: ${colors.link};
  font-weight: ${fontWeights.bold};
  text-decoration: underline;
  width: fit-content;
  ${focusVisible};
`;

const Replie = styled.details`
  font-size: ${fontSizes.sm};
  &[open] > summary {
    margin-bottom: ${space.sm};
  }
`;

/** The title, with « Spécimen » in it whatever the editors typed. */
const titreDe = (specimen: SpecimenCms) => {
  const titre = specimen.titre ?? '';
  return /sp[ée]cimen/i.test(titre) ? titre : `Spécimen\u00a0: ${titre}`;
};

function Corps({ specimen, niveauNote }: { specimen: SpecimenCms; niveauNote: 3 | 4 }): ReactNode {
  const id = useId();
  const tableau = lireTableau(specimen.tableauDonnees);
  const mention = mentionDe(specimen.mention);
  const note = niveauNote === 3 ? specimen.note3 : specimen.note4;
  return (
    <>
      <Mention id={`${id}-mention`}>{mention}</Mention>
      {specimen.description ? <p>{specimen.description}</p> : null}
      {tableau ? (
        <Defilement role="region" aria-label="Chiffres du spécimen" tabIndex={0}>
          <table aria-describedby={`${id}-mention`}>
            <caption>
              {titreDe(specimen)}
              {specimen.unite ? ` (en ${specimen.unite})` : ''}
            </caption>
            <thead>
              <tr>
                <th scope="col">Poste</th>
                {tableau.colonnes.map((colonne) => (
                  <th scope="col" key={colonne}>
                    {colonne}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {tableau.lignes.map((ligne, i) => (
                <tr key={`${ligne.libelle}-${i}`}>
                  <th scope="row">{ligne.libelle}</th>
                  {ligne.valeurs.map((valeur, j) => (
                    <td key={tableau.colonnes[j]}>{formatValeur(valeur)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </Defilement>
      ) : null}
      {note ? <TexteRiche html={note} /> : null}
    </>
  );
}

interface Props {
  /** Specimen slug (src/components/documents-aide/aides.ts); null or unknown: nothing shown. */
  slug: string | null;
  /**
   * `h2`: a section of its own under the page title (a document page), its note's headings at h3.
   * `replie`: a disclosure inside a block whose items are h3 (the company page's order block), its
   * note's headings at h4.
   */
  presentation: 'h2' | 'replie';
  className?: string;
}

/**
 * A specimen from the CMS (the financial performance table): its mention in view above the figures
 * and in the table's description, its description, an accessible table (caption,
 * headers with their scope) and its note, sanitized HTML rendered at build time. The figures are
 * fictitious: never presented as those of the company on the page.
 */
export function SpecimenPerformance({ slug, presentation, className }: Props) {
  const specimen = useAidesDocuments().specimen(slug);
  const id = useId();
  if (!specimen) return null;
  if (presentation === 'replie') {
    return (
      <Replie className={className} data-specimen={specimen.slug ?? undefined}>
        <Resume>{titreDe(specimen)}</Resume>
        <Cadre>
          <Corps specimen={specimen} niveauNote={4} />
        </Cadre>
      </Replie>
    );
  }
  return (
    <Cadre
      as="section"
      aria-labelledby={`${id}-titre`}
      className={className}
      data-specimen={specimen.slug ?? undefined}
    >
      <h2 id={`${id}-titre`}>{titreDe(specimen)}</h2>
      <Corps specimen={specimen} niveauNote={3} />
    </Cadre>
  );
}
