import { PageContainer } from '../../components/page/page-container';
import { Chargement } from './etats';

/** The static HTML of a client-only screen: the shell with a loading notice until the app runs. */
export function CoquilleApp() {
  return (
    <PageContainer>
      <Chargement />
    </PageContainer>
  );
}
