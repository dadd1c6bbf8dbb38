import { Global } from '@emotion/react';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useConsent } from '../../state/consent';
import { globalStyles, theme } from '../../theme';
import { ConsentDialog } from './consent-dialog';
import { AppErrorBoundary } from './error-screen';
import { Footer } from './footer';
import type { ShellUser } from './header-props';
import { shellVisibility } from './shell-visibility';
import { SiteHeader } from './site-header';
import { ToastViewport } from './toasts';
import type { ShellData } from './types';

export { shellVisibility } from './shell-visibility';

const { colors, space, radii, zIndices, fontWeights } = theme;

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const SkipLink = styled.a`
  position: absolute;
  top: ${space.xs};
  left: ${space.xs};
  z-index: ${zIndices.skipLink};
  padding: ${space.sm} ${space.md};
  border-radius: ${radii.md};
  background: ${colors.primary};
  color: ${colors.textOnPrimary};
  font-weight: ${fontWeights.semibold};
  text-decoration: none;
  transform: translateY(-200%);
  &:focus {
    transform: none;
    outline: 3px solid ${colors.focusOnDark};
    outline-offset: 2px;
  }
`;

const Main = styled.main`
  flex: 1;
  &:focus {
    outline: none;
  }
`;

export interface ShellLayoutProps {
  data: ShellData;
  /** Current page path (Gatsby's `location.pathname`). */
  path: string;
  children: ReactNode;
  user: ShellUser | null;
  basketCount: number;
  hasUnreadRevelations: boolean;
  onLogin(): void;
  onLogout(): void;
  searchDisabled?: boolean;
}

/** Page frame: skip link, header, main content (guarded by the error boundary), footer, toasts, consent. */
export function ShellLayout({
  data,
  path,
  children,
  user,
  basketCount,
  hasUnreadRevelations,
  onLogin,
  onLogout,
  searchDisabled,
}: ShellLayoutProps) {
  const visibility = shellVisibility(path);
  const { openDialog } = useConsent();
  return (
    <Page>
      <Global styles={globalStyles} />
      <SkipLink href="#contenu">Aller au contenu</SkipLink>
      {visibility.header && (
        <SiteHeader
          data={data}
          basketCount={basketCount}
          user={user}
          hasUnreadRevelations={hasUnreadRevelations}
          onLogin={onLogin}
          onLogout={onLogout}
          currentPath={path}
          searchDisabled={searchDisabled}
        />
      )}
      <Main id="contenu" tabIndex={-1}>
        <AppErrorBoundary resetKey={path}>{children}</AppErrorBoundary>
      </Main>
      {visibility.footer && <Footer data={data} signedIn={user !== null} onOpenConsent={openDialog} />}
      <ToastViewport />
      <ConsentDialog />
    </Page>
  );
}
