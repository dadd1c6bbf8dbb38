import styled from '@emotion/styled';
import { focusVisible, theme } from '../../theme';
import { TexteRiche } from '../contenu/texte-riche';
import { questionDe } from './aides';
import { useAidesDocuments } from './use-aides-documents';

const { colors, space, fontSizes, fontWeights } = theme;

const Disclosure = styled.details`
  font-size: ${fontSizes.sm};
  color: ${colors.text};
  summary {
    cursor: pointer;
    color: ${colors.link};
    font-weight: ${fontWeights.bold};
    text-decoration: underline;
    width: fit-content;
    ${focusVisible};
  }
  &[open] summary {
    margin-bottom: ${space.xs};
  }
  && p {
    margin: 0 0 ${space.xs};
    color: ${colors.text};
  }
  && > div {
    max-width: none;
    line-height: 1.5;
  }
`;

interface Props {
  /** Definition slug (src/components/documents-aide/aides.ts); null or unknown: nothing shown. */
  slug: string | null;
  /** Level of the headings of its details: one below the heading the help sits under. */
  niveau: 3 | 4;
  className?: string;
}

/**
 * A document's short definition as contextual help: a native disclosure « Qu’est-ce que… ? »
 * (keyboard and screen readers for free, readable with JavaScript off), then the definition and
 * its details, sanitized HTML rendered at build time. No heading inside the summary.
 */
export function DefinitionDocument({ slug, niveau, className }: Props) {
  const definition = useAidesDocuments().definition(slug);
  if (!definition?.slug || !definition.titre || !definition.definition) return null;
  const details = niveau === 3 ? definition.details3 : definition.details4;
  return (
    <Disclosure className={className} data-definition={definition.slug}>
      <summary>{questionDe(definition.slug, definition.titre)}</summary>
      <p>{definition.definition}</p>
      {details ? <TexteRiche html={details} /> : null}
    </Disclosure>
  );
}
