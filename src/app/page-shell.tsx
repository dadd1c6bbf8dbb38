import * as React from 'react';
import { useCallback, useMemo } from 'react';
import { ShellLayout } from '../components/shell/shell-layout';
import { useIsClient } from '../components/shell/use-is-client';
import { useShellData } from '../components/shell/use-shell-data';
import { useNombreArticlesPanier } from '../lib/api/use-panier';
import { useCompteursRevelations } from '../lib/api/use-surveillances';
import { useUtilisateur } from '../lib/api/use-utilisateur';
import { FOURNISSEUR_EXTERNE } from '../lib/auth/oidc';
import { isPopupCallback } from '../lib/auth/popup';
import { useRechercheBloquee } from '../state/compte';
import { PopupCallbackScreen } from './session/popup-callback-screen';
import { SessionController } from './session/session-controller';
import { useLogin } from './session/use-login';
import { useLogout } from './session/use-logout';
import { VuesDePage } from './vues-de-page';

/**
 * Every page inside the shell (header, footer, toasts, consent), with the session of the visit:
 * « Se connecter » opens the sign-in popup, the avatar shows the signed-in user (SPEC §4), the
 * basket link its dot when the basket holds articles (SPEC §2), the avatar its dot and the menu its
 * counter of unseen révélations, polled every 10 minutes for an open ABONNE account (SPEC §6, §9).
 */
export function PageShell({ path, children }: { path: string; children: React.ReactNode }) {
  const client = useIsClient();
  const popup = client && isPopupCallback();
  const data = useShellData();
  const searchDisabled = useRechercheBloquee();
  const { data: utilisateur } = useUtilisateur();
  const basketCount = useNombreArticlesPanier();
  const unreadRevelations = useCompteursRevelations()?.non_lues ?? 0;
  const login = useLogin();
  const logout = useLogout();
  const prenom = utilisateur?.firstName;
  const nom = utilisateur?.lastName;
  // Same objects from one render to the next: the shell's memoised parts keep still.
  const user = useMemo(
    () => (prenom !== undefined && nom !== undefined ? { firstName: prenom, lastName: nom } : null),
    [prenom, nom],
  );
  const onLogout = useCallback(() => void logout(), [logout]);
  if (popup) return <PopupCallbackScreen />;
  return (
    <>
      {client && <SessionController path={path} />}
      {client && <VuesDePage path={path} />}
      <ShellLayout
        data={data}
        path={path}
        user={user}
        basketCount={basketCount}
        unreadRevelations={unreadRevelations}
        onLogin={login}
        onLogout={onLogout}
        onSignUp={FOURNISSEUR_EXTERNE ? login : undefined}
        searchDisabled={searchDisabled}
      >
        {children}
      </ShellLayout>
    </>
  );
}
