import { navigate } from 'gatsby';
import { useRef, useState, type FormEvent } from 'react';
import { ErreurApi, messageDErreur, messageDuChamp } from '../../lib/api/erreurs';
import { pages } from '../../lib/api/routes';
import { FOURNISSEUR_EXTERNE } from '../../lib/auth/oidc';
import { useSuppression } from '../../lib/api/use-comptes-clients';
import { utilisateurs } from '../../lib/api/utilisateurs';
import { useToasts } from '../../state/toasts';
import { useResetSession } from '../session/use-reset-session';
import { BlocAvertissement, Chargement, Erreur } from '../ui/etats';
import { Champ, Formulaire } from '../ui/formulaire';
import { PiedEnvoi, type EtatEnvoi } from '../ui/pied-envoi';
import { messagesValidation } from '../ui/validation';
import { dateFr, PageEspace, Section } from './mise-en-page';
import { useEspace } from './use-espace';

/**
 * /espace-personnel/suppression-de-mon-compte: whether the access can be deleted today
 * (GET …/{id}/suppression?date=), what is erased and what is kept, confirmation with the password,
 * DELETE /api/utilisateurs/user, then the session ends and the user goes home. Signed in at another
 * provider (FOURNISSEUR_EXTERNE, set at build time), there is no password of ours to type: the
 * provider's recent sign-in is the proof (identity README), and the button confirms.
 */
export function PageSuppressionCompte() {
  const fournisseurExterne = FOURNISSEUR_EXTERNE;
  const { compte, chargement } = useEspace();
  const suppression = useSuppression(compte?.id ?? null);
  const [motDePasse, setMotDePasse] = useState('');
  const [erreur, setErreur] = useState<string | null>(null);
  const [etat, setEtat] = useState<EtatEnvoi>(null);
  const champ = useRef<HTMLInputElement>(null);
  const reset = useResetSession();
  const { showToast } = useToasts();

  const s = suppression.data;
  // Known once the check answered (or at once without any account); refused while it holds back.
  const verifie = compte === null ? !chargement : s !== undefined;
  const bloquee = s?.supprimable === false;

  const supprimer = async (event: FormEvent) => {
    event.preventDefault();
    if (bloquee) return;
    setEtat(null);
    if (!fournisseurExterne && !motDePasse) {
      setErreur(messagesValidation.requis);
      champ.current?.focus();
      return;
    }
    setErreur(null);
    setEtat({ type: 'envoi' });
    try {
      await utilisateurs.supprimer(fournisseurExterne ? '' : motDePasse);
      // Every grant and session was revoked with the user: no logout call is left to make.
      reset();
      showToast({ text: 'Votre compte a été supprimé.', type: 'success' });
      void navigate(pages.accueil);
    } catch (e) {
      setEtat(null);
      const message = messageDuChamp(e, 'motDePasse');
      if (!fournisseurExterne && (message || (e instanceof ErreurApi && (e.status === 400 || e.status === 403)))) {
        setErreur(message ?? (e as ErreurApi).message);
        champ.current?.focus();
      } else setEtat({ type: 'erreur', texte: messageDErreur(e) });
    }
  };

  return (
    <PageEspace titre="Suppression de mon compte">
      <Section aria-labelledby="titre-consequences">
        <h2 id="titre-consequences">Ce qui sera effacé, ce qui sera conservé</h2>
        <p>
          Vos données personnelles seront effacées : nom, prénom, adresse e-mail, coordonnées et mot de passe. Vous ne
          pourrez plus vous connecter avec cette adresse.
        </p>
        <p>
          Les comptes clients et ce qui y a été commandé sont conservés, comme la loi l’impose : commandes, factures et
          documents restent attachés au compte client, pour ses autres utilisateurs et pour nos obligations comptables.
        </p>
      </Section>
      {chargement || suppression.isLoading ? <Chargement /> : null}
      {suppression.error ? (
        <Erreur
          message="Nous n’avons pas pu vérifier si votre compte peut être supprimé."
          onReessayer={() => void suppression.mutate()}
        />
      ) : null}
      {s && !s.supprimable ? (
        <BlocAvertissement>
          <p>Votre compte ne peut pas être supprimé pour le moment.</p>
          {s.motifs.length ? (
            <ul>
              {s.motifs.map((motif) => (
                <li key={motif}>{motif}</li>
              ))}
            </ul>
          ) : null}
        </BlocAvertissement>
      ) : null}
      {verifie ? (
        <Section aria-labelledby="titre-confirmation">
          <h2 id="titre-confirmation">Confirmer la suppression</h2>
          {s?.date_effet && !bloquee ? <p>{`La suppression prendra effet le ${dateFr(s.date_effet)}.`}</p> : null}
          <Formulaire noValidate onSubmit={(e) => void supprimer(e)} aria-labelledby="titre-confirmation">
            {fournisseurExterne ? (
              <p>
                Seul votre compte Greffeo sera supprimé : le compte de votre fournisseur d’identité se gère auprès de
                lui.
              </p>
            ) : (
              <Champ
                id="suppression-mot-de-passe"
                label="Votre mot de passe"
                type="password"
                value={motDePasse}
                onChange={setMotDePasse}
                erreur={erreur}
                aide="Pour confirmer qu’il s’agit bien de vous."
                autoComplete="current-password"
                inputRef={champ}
                requis
              />
            )}
            <PiedEnvoi
              etat={etat}
              libelle="Supprimer définitivement mon compte"
              libelleEnvoi="Suppression…"
              bloque={bloquee}
            />
          </Formulaire>
        </Section>
      ) : null}
    </PageEspace>
  );
}
