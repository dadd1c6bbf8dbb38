import styled from '@emotion/styled';
import { focusVisibleOnDark, theme } from '../../theme';
import { NEW_WINDOW_HINT } from './shell-link';
import { SocialIcon } from './social-icons';
import type { SocialLink } from './types';

const { colors, radii } = theme;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Anchor = styled.a`
  --social-cutout: ${colors.footerSurface};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${radii.round};
  background: ${colors.footerSurface};
  color: ${colors.footerText};
  transition:
    background-color 0.15s ease,
    color 0.15s ease;
  &:hover {
    --social-cutout: #ffffff;
    background: #ffffff;
    color: ${colors.footerBackground};
  }
  ${focusVisibleOnDark};
`;

/** Social-network links; each icon-only link is named by its label (e.g. « Greffeo sur LinkedIn »). */
export function FooterSocial({ links }: { links: SocialLink[] }) {
  return (
    <List>
      {links.map((link) => (
        <li key={link.id}>
          <Anchor
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${link.label} ${NEW_WINDOW_HINT}`}
            data-testid="social-link"
          >
            <SocialIcon network={link.network} />
          </Anchor>
        </li>
      ))}
    </List>
  );
}
