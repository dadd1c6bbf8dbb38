import type { ReactNode } from 'react';
import { Lead, PageContainer, PageTitle } from '../../components/page/page-container';
import { PrimaryButton } from '../../components/shell/ui';
import { useAuth, useAuthHydrated } from '../../state/auth';
import { useLogin } from '../session/use-login';
import { Chargement } from './etats';

/** Pages of a signed-in user: a visitor gets a sign-in prompt instead (the popup opens from the button). */
export function ConnexionRequise({ titre, children }: { titre: string; children: ReactNode }) {
  const hydrated = useAuthHydrated();
  const { connected } = useAuth();
  const login = useLogin();
  if (!hydrated)
    return (
      <PageContainer>
        <Chargement />
      </PageContainer>
    );
  if (connected) return <>{children}</>;
  return (
    <PageContainer>
      <PageTitle>{titre}</PageTitle>
      <Lead>Connectez-vous pour accéder à cette page de votre espace personnel.</Lead>
      <PrimaryButton type="button" onClick={login}>
        Se connecter
      </PrimaryButton>
    </PageContainer>
  );
}
