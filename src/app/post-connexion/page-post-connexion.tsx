import { Lead, PageContainer, PageTitle } from '../../components/page/page-container';
import { ConnexionRequise } from '../ui/connexion-requise';
import { Section } from '../espace-personnel/mise-en-page';
import { FormulaireCreation } from './formulaire-creation';

/** /post-connexion: a signed-in user without any customer account creates one. */
export function PagePostConnexion() {
  return (
    <ConnexionRequise titre="Créer votre compte client">
      <PageContainer>
        <PageTitle>Créer votre compte client</PageTitle>
        <Lead>
          Vous êtes connecté, mais aucun compte client n’est encore rattaché à votre accès. Un compte client porte vos
          commandes, vos factures et vos moyens de paiement : créez-le pour commander des documents.
        </Lead>
        <Section aria-labelledby="titre-creation">
          <h2 id="titre-creation">Votre compte client</h2>
          <FormulaireCreation />
        </Section>
      </PageContainer>
    </ConnexionRequise>
  );
}
