import { Global } from '@emotion/react';
import styled from '@emotion/styled';
import { Suspense, useMemo, type ReactNode } from 'react';
import { FragmentEnCache } from '../../app/fragments-ssr';
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
  unreadRevelations: number;
  onLogin(): void;
  onLogout(): void;
  /** Account creation at another identity provider (FooterProps.onSignUp). */
  onSignUp?: () => void;
  searchDisabled?: boolean;
}

/** Page frame: skip link, header, main content (guarded by the error boundary), footer, toasts, consent. */
export function ShellLayout({
  data,
  path,
  children,
  user,
  basketCount,
  unreadRevelations,
  onLogin,
  onLogout,
  onSignUp,
  searchDisabled,
}: ShellLayoutProps) {
  const visibility = shellVisibility(path);
  const { openDialog } = useConsent();
  // The header, the page and the footer are hydrated inside their own Suspense boundaries:
  // React hydrates a dehydrated boundary at a lower, time-sliced priority, in slices that let
  // the browser breathe, instead of one long task. The elements are memoised so that the
  // shell's own updates right after hydration (the client flag, the session) do not touch
  // them, which would force their hydration at once; the header's props only change for a
  // signed-in visitor or a basket with articles. A server render reuses the header's and the
  // footer's HTML of the process's first page while what they show is the same (FragmentEnCache).
  const page = useMemo(
    () => (
      <Suspense fallback={null}>
        <AppErrorBoundary resetKey={path}>{children}</AppErrorBoundary>
      </Suspense>
    ),
    [children, path],
  );
  const header = useMemo(
    () => (
      <Suspense fallback={null}>
        {/* The path only reaches effects (menus closed on navigation): not the header's HTML. */}
        <FragmentEnCache cle="entete" dependances={[data, basketCount, user, unreadRevelations, searchDisabled]}>
          <SiteHeader
            data={data}
            basketCount={basketCount}
            user={user}
            unreadRevelations={unreadRevelations}
            onLogin={onLogin}
            onLogout={onLogout}
            currentPath={path}
            searchDisabled={searchDisabled}
          />
        </FragmentEnCache>
      </Suspense>
    ),
    [data, basketCount, user, unreadRevelations, onLogin, onLogout, path, searchDisabled],
  );
  const signedIn = user !== null;
  const footer = useMemo(
    () => (
      <Suspense fallback={null}>
        <FragmentEnCache cle="pied" dependances={[data, signedIn, onSignUp === undefined]}>
          <Footer data={data} signedIn={signedIn} onOpenConsent={openDialog} onSignUp={onSignUp} />
        </FragmentEnCache>
      </Suspense>
    ),
    [data, signedIn, openDialog, onSignUp],
  );
  return (
    <Page>
      <Global styles={globalStyles} />
      <SkipLink href="#contenu">Aller au contenu</SkipLink>
      {visibility.header && header}
      <Main id="contenu" tabIndex={-1}>
        {page}
      </Main>
      {visibility.footer && footer}
      <ToastViewport />
      <ConsentDialog />
    </Page>
  );
}
