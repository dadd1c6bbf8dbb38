import { PrimaryButton } from '../../components/shell/ui';
import { BlocErreur, BlocSucces } from './etats';
import { Actions } from './formulaire';

/** Where a form's sending stands: on its way, done (what to say) or refused (the service's message). */
export type EtatEnvoi = { type: 'envoi' } | { type: 'succes' | 'erreur'; texte: string } | null;

interface PiedEnvoiProps {
  etat: EtatEnvoi;
  /** The submit button's label. */
  libelle: string;
  /** Its label while sending; the same when absent. */
  libelleEnvoi?: string;
  /** The form says its success in a polite live region, present from the first render so that it is announced. */
  annonceSucces?: boolean;
  /** The button is disabled for another reason than sending. */
  bloque?: boolean;
}

/**
 * The end of the app's forms: the success (announced), the error (role="alert") and the submit
 * button, disabled while sending.
 */
export function PiedEnvoi({
  etat,
  libelle,
  libelleEnvoi = libelle,
  annonceSucces = false,
  bloque = false,
}: PiedEnvoiProps) {
  const envoi = etat?.type === 'envoi';
  return (
    <>
      {annonceSucces ? (
        <div aria-live="polite">
          {etat?.type === 'succes' ? (
            <BlocSucces>
              <p>{etat.texte}</p>
            </BlocSucces>
          ) : null}
        </div>
      ) : null}
      {etat?.type === 'erreur' ? (
        <BlocErreur role="alert">
          <p>{etat.texte}</p>
        </BlocErreur>
      ) : null}
      <Actions>
        <PrimaryButton type="submit" disabled={envoi || bloque}>
          {envoi ? libelleEnvoi : libelle}
        </PrimaryButton>
      </Actions>
    </>
  );
}
