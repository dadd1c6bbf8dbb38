import * as React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { EspacePersonnelApp } from '../../app/espace-personnel/espace-personnel-app';
import { CoquilleApp } from '../../app/ui/coquille-app';
import { Seo } from '../../components/seo';
import { useIsClient } from '../../components/shell/use-is-client';

/** /espace-personnel itself: the home of the client-only personal space ([...].tsx has the sub-pages). */
export default function EspacePersonnelAccueilPage({ location }: PageProps) {
  const client = useIsClient();
  if (!client) return <CoquilleApp />;
  return <EspacePersonnelApp pathname={location.pathname} />;
}

export function Head({ location }: HeadProps) {
  return <Seo title="Mon espace personnel" path={location.pathname} noindex />;
}
