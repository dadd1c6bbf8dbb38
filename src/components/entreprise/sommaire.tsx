import styled from '@emotion/styled';
import { theme } from '../../theme';

const Nav = styled.nav`
  margin: 0 0 ${theme.space.xl};
  padding: ${theme.space.sm} ${theme.space.md};
  background: ${theme.colors.surfaceAlt};
  border-radius: ${theme.radii.md};
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.xs} ${theme.space.lg};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-block;
    padding: ${theme.space.xxs} 0;
  }
`;

const Titre = styled.p`
  margin: 0 0 ${theme.space.xs};
  font-weight: ${theme.fontWeights.semibold};
`;

/** Table of contents of an entity page: plain fragment links, in the natural order of the sections. */
export function Sommaire({ sections }: { sections: readonly { id: string; titre: string }[] }) {
  return (
    <Nav aria-labelledby="sommaire-titre">
      <Titre id="sommaire-titre">Sur cette page</Titre>
      <ol>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.titre}</a>
          </li>
        ))}
      </ol>
    </Nav>
  );
}
