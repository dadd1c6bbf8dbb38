import * as React from 'react';
import { navigate } from 'gatsby';
import { ShellLayout } from '../components/shell/shell-layout';
import { useShellData } from '../components/shell/use-shell-data';
import { useRechercheBloquee } from '../state/compte';

/**
 * Every page inside the shell (header, footer, toasts, consent). The visitor is anonymous with an
 * empty basket until the identity and basket services are wired in (SPEC §4); "Se connecter"
 * leads to the personal space.
 */
export function PageShell({ path, children }: { path: string; children: React.ReactNode }) {
  const data = useShellData();
  const searchDisabled = useRechercheBloquee();
  return (
    <ShellLayout
      data={data}
      path={path}
      user={null}
      basketCount={0}
      hasUnreadRevelations={false}
      onLogin={() => void navigate('/espace-personnel')}
      onLogout={() => void navigate('/')}
      searchDisabled={searchDisabled}
    >
      {children}
    </ShellLayout>
  );
}
