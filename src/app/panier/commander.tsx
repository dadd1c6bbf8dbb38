import styled from '@emotion/styled';
import { navigate } from 'gatsby';
import { useState } from 'react';
import { PrimaryButton } from '../../components/shell/ui';
import { commandes } from '../../lib/api/commandes';
import { messageDErreur, messageDuChamp } from '../../lib/api/erreurs';
import { pagesCommandes } from '../../lib/api/routes';
import { useAuth, useAuthHydrated } from '../../state/auth';
import { theme } from '../../theme';
import { useLogin } from '../session/use-login';
import { BlocErreur } from '../ui/etats';

const Pied = styled.div`
  margin-top: ${theme.space.md};
  button {
    width: 100%;
  }
  p {
    margin: ${theme.space.xs} 0 0;
  }
`;

/**
 * « Commander »: a visitor signs in first (the popup; their basket joins the account's at sign-in);
 * a signed-in user's basket becomes an order (`POST commandes`), whose page comes next.
 */
export function BoutonCommander({ onCommandee }: { onCommandee?: () => void }) {
  const hydrate = useAuthHydrated();
  const { connected } = useAuth();
  const login = useLogin();
  const [envoi, setEnvoi] = useState(false);
  const [erreur, setErreur] = useState<string | null>(null);

  const commander = async () => {
    if (!connected) {
      login();
      return;
    }
    if (envoi) return;
    setEnvoi(true);
    setErreur(null);
    try {
      const commande = await commandes.creer();
      // The service emptied the basket: it is read again once the order's page is shown.
      void Promise.resolve(navigate(pagesCommandes.commande(commande.reference_commande, commande.jour_commande))).then(
        () => onCommandee?.(),
      );
    } catch (e) {
      setErreur(`La commande n’a pas pu être passée : ${messageDuChamp(e, 'panier') ?? messageDErreur(e)}`);
      setEnvoi(false);
    }
  };

  return (
    <Pied>
      {erreur ? (
        <BlocErreur role="alert" id="commander-erreur">
          <p>{erreur}</p>
        </BlocErreur>
      ) : null}
      <PrimaryButton
        type="button"
        // Until the stored session is read, a click could not tell a visitor from a signed-in user.
        disabled={envoi || !hydrate}
        aria-describedby={
          [connected ? null : 'commander-aide', erreur ? 'commander-erreur' : null].filter(Boolean).join(' ') ||
          undefined
        }
        onClick={() => void commander()}
      >
        {envoi ? 'Commande en cours…' : 'Commander'}
      </PrimaryButton>
      {connected ? null : (
        <p id="commander-aide">Connectez-vous pour commander : les articles de votre panier seront conservés.</p>
      )}
    </Pied>
  );
}
