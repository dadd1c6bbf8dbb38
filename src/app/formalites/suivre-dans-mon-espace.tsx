/**
 * « Suivre dans mon espace » under a dossier found by the public follow-up: a signed-in user with a
 * selected account adds it to the account's formalities (`POST /api/formalites/suivies`), then
 * reaches it in mes-formalites; a visitor is invited to sign in first.
 */
import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { useState } from 'react';
import type { Formalite } from '@portail/contrat/formalites';
import { SecondaryButton, VisuallyHidden } from '../../components/shell/ui';
import { MessageErreur } from '../../components/ui/champs';
import { messageDErreur } from '../../lib/api/erreurs';
import { formalites } from '../../lib/api/formalites';
import { pages, pagesFormalites } from '../../lib/api/routes';
import { useComptesEtSelection } from '../../lib/api/use-comptes-clients';
import { useRafraichirFormalites } from '../../lib/api/use-formalites';
import { useAuth, useAuthHydrated } from '../../state/auth';
import { theme } from '../../theme';
import { useLogin } from '../session/use-login';
import { titreFormalite } from './vue-formalite';

const Zone = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  p {
    margin: 0;
  }
`;

type Etat = { type: 'repos' } | { type: 'envoi' } | { type: 'suivie' } | { type: 'erreur'; texte: string };

export function SuivreDansMonEspace({ formalite }: { formalite: Formalite }) {
  const hydrated = useAuthHydrated();
  const { connected } = useAuth();
  const login = useLogin();
  const { selection } = useComptesEtSelection();
  const rafraichir = useRafraichirFormalites();
  const [etat, setEtat] = useState<Etat>({ type: 'repos' });
  const erreurId = `suivre-${formalite.identifiant}-erreur`;
  const nom = titreFormalite(formalite);

  if (!hydrated) return null;
  if (!connected)
    return (
      <Zone>
        <p>Connectez-vous pour suivre cette formalité dans votre espace personnel.</p>
        <SecondaryButton type="button" onClick={login}>
          Se connecter pour suivre cette formalité
        </SecondaryButton>
      </Zone>
    );
  if (!selection.data) return null;

  if (etat.type === 'suivie')
    return (
      <Zone role="status">
        <p>Cette formalité figure dans vos formalités.</p>
        <Link to={pagesFormalites.detail(formalite.identifiant, formalite.numero_liasse)}>
          Voir la formalité dans mon espace
        </Link>
        <Link to={pages.mesFormalites}>Mes formalités</Link>
      </Zone>
    );

  const suivre = async () => {
    if (etat.type === 'envoi') return;
    setEtat({ type: 'envoi' });
    try {
      await formalites.ajouterAuCompte(formalite.identifiant);
      void rafraichir();
      setEtat({ type: 'suivie' });
    } catch (erreur) {
      setEtat({ type: 'erreur', texte: `La formalité n’a pas pu être suivie : ${messageDErreur(erreur)}` });
    }
  };

  return (
    <Zone>
      <SecondaryButton
        type="button"
        aria-disabled={etat.type === 'envoi' || undefined}
        aria-describedby={etat.type === 'erreur' ? erreurId : undefined}
        onClick={() => void suivre()}
      >
        Suivre dans mon espace<VisuallyHidden> : {nom}</VisuallyHidden>
      </SecondaryButton>
      {etat.type === 'erreur' ? (
        <MessageErreur id={erreurId} role="alert">
          {etat.texte}
        </MessageErreur>
      ) : null}
    </Zone>
  );
}
