import styled from '@emotion/styled';
import { vocabulaire } from '../../lib/vocabulaire';
import { focusVisibleOnDark, theme } from '../../theme';
import { ACCOUNT_PATHS } from './account-paths';
import { FooterPartners } from './footer-partners';
import { FooterSocial } from './footer-social';
import { ArrowRightIcon, CookieIcon } from './icons';
import { Logo } from './logo';
import { SmartLink } from './shell-link';
import type { FooterLinkGroup, ShellData } from './types';
import { Container } from './ui';

const { colors, space, radii, fontSizes, fontWeights, mq } = theme;

const Root = styled.footer`
  background: ${colors.footerBackground};
  color: ${colors.footerText};
  font-size: ${fontSizes.sm};
`;

const SignUpBand = styled.div`
  background: ${colors.footerSurface};
`;

const SignUpInner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.lg};
  padding-top: ${space.lg};
  padding-bottom: ${space.lg};
  p {
    margin: 0;
    max-width: 640px;
    font-size: ${fontSizes.md};
  }
  strong {
    display: block;
    font-size: ${fontSizes.lg};
  }
  ${mq.mobile} {
    flex-direction: column;
    align-items: flex-start;
  }
`;

// A plain link: /inscription is a page of the identity provider (served by the services through
// the portal), not a Gatsby page, so the client router must not try to load it.
const SignUpLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  flex: none;
  min-height: 44px;
  padding: 0 ${space.lg};
  border-radius: ${radii.pill};
  background: #ffffff;
  color: ${colors.primary};
  font-weight: ${fontWeights.bold};
  font-size: ${fontSizes.md};
  text-decoration: none;
  &:hover {
    background: ${colors.primarySoft};
  }
  ${focusVisibleOnDark};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 1.4fr) repeat(3, minmax(0, 1fr)) minmax(232px, auto);
  gap: ${space.xl};
  padding: ${space.xxl} 0 ${space.xl};
  ${mq.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${mq.mobile} {
    grid-template-columns: 1fr;
    gap: ${space.lg};
    padding-top: ${space.xl};
  }
`;

const Brand = styled.div`
  ${mq.tablet} {
    grid-column: 1 / -1;
  }
`;

const BrandText = styled.p`
  max-width: 340px;
  margin: ${space.sm} 0 0;
  color: ${colors.footerMuted};
  &[data-emphasis] {
    color: ${colors.footerText};
    font-weight: ${fontWeights.semibold};
  }
`;

const Social = styled.div`
  ${mq.tablet} {
    grid-column: 1 / -1;
  }
`;

const GroupTitle = styled.h2`
  margin: 0 0 ${space.sm};
  font-size: ${fontSizes.md};
  font-weight: ${fontWeights.bold};
  color: #ffffff;
`;

const Links = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li + li {
    margin-top: ${space.xs};
  }
`;

const FooterAnchor = styled(SmartLink)`
  display: inline-block;
  padding: 2px 0;
  border-radius: ${radii.sm};
  color: ${colors.footerMuted};
  text-decoration: none;
  &:hover {
    color: #ffffff;
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  ${focusVisibleOnDark};
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  padding: ${space.lg} 0;
  border-top: 1px solid ${colors.footerBorder};
  color: ${colors.footerMuted};
  p {
    margin: 0;
  }
`;

const CookieButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  min-height: 44px;
  padding: 0 ${space.md};
  border: 1px solid ${colors.footerBorder};
  border-radius: ${radii.pill};
  background: transparent;
  color: ${colors.footerText};
  font: inherit;
  cursor: pointer;
  &:hover {
    background: ${colors.footerSurface};
  }
  ${focusVisibleOnDark};
`;

function LinkGroup({ group }: { group: FooterLinkGroup }) {
  return (
    <nav aria-label={group.title}>
      <GroupTitle>{group.title}</GroupTitle>
      <Links>
        {group.links.map((link) => (
          <li key={`${link.href}-${link.label}`}>
            <FooterAnchor href={link.href} external={link.external}>
              {link.label}
            </FooterAnchor>
          </li>
        ))}
      </Links>
    </nav>
  );
}

export interface FooterProps {
  data: ShellData;
  /** Hides the account-creation invitation (SPEC §1: shown only when signed out). */
  signedIn: boolean;
  /** Opens the cookie-preferences dialog. */
  onOpenConsent(): void;
  /**
   * Signed in at another identity provider, accounts are created on its sign-in page: « Créer un
   * compte » opens it (the sign-in popup) instead of leading to the embedded provider's /inscription.
   */
  onSignUp?: () => void;
}

export function Footer({ data, signedIn, onOpenConsent, onSignUp }: FooterProps) {
  const { site } = data;
  return (
    <Root>
      {!signedIn && (
        <SignUpBand>
          <SignUpInner>
            <p>
              <strong>Votre espace client {site.siteName}</strong>
              {vocabulaire().promesseEspaceClient}
            </p>
            {onSignUp ? (
              <SignUpLink as="button" type="button" onClick={onSignUp}>
                Créer un compte
                <ArrowRightIcon size={18} />
              </SignUpLink>
            ) : (
              <SignUpLink href={ACCOUNT_PATHS.signUp}>
                Créer un compte
                <ArrowRightIcon size={18} />
              </SignUpLink>
            )}
          </SignUpInner>
        </SignUpBand>
      )}
      <Container>
        <Grid>
          <Brand>
            <Logo tone="onDark" />
            <BrandText data-emphasis="">{site.tagline}</BrandText>
            <BrandText>{site.description}</BrandText>
            <BrandText>
              <FooterAnchor href={site.contactUrl} external>
                Nous contacter
              </FooterAnchor>
            </BrandText>
          </Brand>
          {data.footerGroups.map((group) => (
            <LinkGroup key={group.id} group={group} />
          ))}
          <Social>
            <GroupTitle>Suivez-nous</GroupTitle>
            <FooterSocial links={data.socialLinks} />
          </Social>
        </Grid>
        <FooterPartners partners={data.partners} />
        <Bottom>
          <p>{site.copyright}</p>
          <CookieButton type="button" onClick={onOpenConsent}>
            <CookieIcon size={18} />
            Gestion des cookies
          </CookieButton>
        </Bottom>
      </Container>
    </Root>
  );
}
