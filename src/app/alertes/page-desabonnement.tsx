import { Link } from 'gatsby';
import { useState } from 'react';
import { Lead, PageContainer, PageTitle } from '../../components/page/page-container';
import { PrimaryButton } from '../../components/shell/ui';
import { alertes } from '../../lib/api/alertes';
import { ErreurApi, messageDErreur, messageDuChamp } from '../../lib/api/erreurs';
import { pages } from '../../lib/api/routes';
import { BlocErreur, BlocSucces } from '../ui/etats';
import { Actions } from '../ui/formulaire';

type Etat =
  | { type: 'question' }
  | { type: 'envoi' }
  | { type: 'fait'; message: string }
  | { type: 'refuse'; message: string }
  | { type: 'echec'; message: string };

/** The way to choose another mode (or to come back to the alerts), signed in. */
function LienAlertes({ texte }: { texte: string }) {
  return (
    <p>
      <Link to={pages.alertesSurveillance}>{texte}</Link>
    </p>
  );
}

/**
 * /alertes/desabonnement?jeton=… (public, not indexed): the link in the body of an alert e-mail. The
 * page asks before unsubscribing (a link opened by a mail scanner changes nothing), then POSTs the
 * token as the one-click header of the e-mail does (RFC 8058; no session needed): the mode becomes
 * AUCUNE for the user and the account the token names.
 */
export function PageDesabonnement({ search }: { search: string }) {
  const jeton = new URLSearchParams(search).get('jeton')?.trim() ?? '';
  const [etat, setEtat] = useState<Etat>({ type: 'question' });

  const desabonner = async () => {
    setEtat({ type: 'envoi' });
    try {
      const reponse = await alertes.desabonner(jeton);
      setEtat({ type: 'fait', message: reponse.message });
    } catch (e) {
      const motif = messageDuChamp(e, 'jeton');
      if (motif) setEtat({ type: 'refuse', message: `Ce lien ${motif.replace(/\.$/, '')}.` });
      else if (e instanceof ErreurApi && e.status === 400) setEtat({ type: 'refuse', message: e.message });
      else setEtat({ type: 'echec', message: messageDErreur(e) });
    }
  };

  return (
    <PageContainer>
      <PageTitle>Ne plus recevoir les alertes de surveillance par courriel ?</PageTitle>
      {!jeton ? (
        <BlocErreur role="alert">
          <p>
            <strong>Ce lien de désabonnement est incomplet.</strong> Ouvrez le lien tel qu’il figure au bas du courriel
            d’alerte, ou choisissez vos alertes dans votre espace personnel.
          </p>
          <LienAlertes texte="Choisir mes alertes dans Mes surveillances" />
        </BlocErreur>
      ) : etat.type === 'fait' ? (
        <BlocSucces role="status">
          <p>
            <strong>{etat.message}</strong> Vos surveillances continuent et vos révélations restent consultables dans
            votre espace personnel.
          </p>
          <LienAlertes texte="Choisir un autre mode d’alerte" />
        </BlocSucces>
      ) : etat.type === 'refuse' ? (
        <BlocErreur role="alert">
          <p>
            <strong>{etat.message}</strong> Il a peut-être été coupé ou modifié en chemin : copiez-le en entier depuis
            le courriel, ou choisissez vos alertes dans votre espace personnel.
          </p>
          <LienAlertes texte="Choisir mes alertes dans Mes surveillances" />
        </BlocErreur>
      ) : (
        <>
          <Lead>
            Vous ne recevrez plus de courriel pour les nouvelles révélations du compte client de ce lien. Vos
            surveillances continuent, et vos révélations restent consultables dans votre espace personnel.
          </Lead>
          <Actions>
            <PrimaryButton type="button" disabled={etat.type === 'envoi'} onClick={() => void desabonner()}>
              Ne plus recevoir ces alertes
            </PrimaryButton>
          </Actions>
          <div role="alert">
            {etat.type === 'echec' ? (
              <BlocErreur>
                <p>Le désabonnement n’a pas abouti : {etat.message}</p>
              </BlocErreur>
            ) : null}
          </div>
          <LienAlertes texte="Choisir plutôt un autre mode d’alerte dans Mes surveillances" />
        </>
      )}
    </PageContainer>
  );
}
