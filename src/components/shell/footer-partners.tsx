import styled from '@emotion/styled';
import { GatsbyImage } from 'gatsby-plugin-image';
import { useId } from 'react';
import { focusVisibleOnDark, theme } from '../../theme';
import { NEW_WINDOW_HINT } from './shell-link';
import type { PartnerLogo } from './types';
import { VisuallyHidden } from './ui';

const { colors, space, radii, fontSizes, fontWeights, mq } = theme;

export const PARTNERS_TITLE = 'Le réseau des organismes partenaires';

const Section = styled.section`
  padding: ${space.xl} 0;
  border-top: 1px solid ${colors.footerBorder};
`;

const Title = styled.h2`
  margin: 0 0 ${space.lg};
  font-size: ${fontSizes.md};
  font-weight: ${fontWeights.semibold};
  color: ${colors.footerText};
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** Logos are designed for light backgrounds, hence the white tiles on the dark footer. */
const Tile = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 96px;
  padding: ${space.md};
  border-radius: ${radii.md};
  background: #ffffff;
  color: ${colors.primary};
  font-weight: ${fontWeights.semibold};
  font-size: ${fontSizes.sm};
  line-height: 1.3;
  text-align: center;
  text-decoration: none;
  transition:
    transform 0.15s ease,
    box-shadow 0.15s ease;
  &:hover {
    transform: translateY(-2px);
    box-shadow: 0 6px 18px rgba(0, 0, 0, 0.35);
  }
  ${focusVisibleOnDark};
  .gatsby-image-wrapper {
    max-height: 100%;
  }
  img {
    object-fit: contain !important;
  }
`;

/** Partner logos; a partner without a usable image shows its name instead. */
export function FooterPartners({ partners }: { partners: PartnerLogo[] }) {
  const titleId = useId();
  if (partners.length === 0) return null;
  return (
    <Section aria-labelledby={titleId}>
      <Title id={titleId}>{PARTNERS_TITLE}</Title>
      <List>
        {partners.map((partner) => (
          <li key={partner.id}>
            <Tile href={partner.url} target="_blank" rel="noopener noreferrer" data-testid="partner">
              {partner.image ? (
                <GatsbyImage image={partner.image} alt={partner.alt || partner.name} objectFit="contain" />
              ) : (
                <span>{partner.name}</span>
              )}
              <VisuallyHidden> {NEW_WINDOW_HINT}</VisuallyHidden>
            </Tile>
          </li>
        ))}
      </List>
    </Section>
  );
}
