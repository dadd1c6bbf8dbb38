import { useRef, useState, type FormEvent } from 'react';
import { messageDErreur, messageDuChamp } from '../../../lib/api/erreurs';
import { utilisateurs } from '../../../lib/api/utilisateurs';
import { Champ, focusPremiereErreur, Formulaire } from '../../ui/formulaire';
import { PiedEnvoi, type EtatEnvoi } from '../../ui/pied-envoi';
import { messagesValidation, MINIMUM_MOT_DE_PASSE, validerTout } from '../../ui/validation';

type Cle = 'actuel' | 'nouveau' | 'confirmation';
const VIDE: Record<Cle, string> = { actuel: '', nouveau: '', confirmation: '' };

/**
 * Password change: PUT /api/utilisateurs/user/mot_de_passe (12 characters at least; the services
 * also refuse a password easy to guess, and that message is shown under the field).
 */
export function FormulaireMotDePasse() {
  const [valeurs, setValeurs] = useState(VIDE);
  const [erreurs, setErreurs] = useState<Partial<Record<Cle, string>>>({});
  const [etat, setEtat] = useState<EtatEnvoi>(null);
  const form = useRef<HTMLFormElement>(null);

  const envoyer = async (event: FormEvent) => {
    event.preventDefault();
    const refus =
      validerTout(valeurs, {
        actuel: { requis: true },
        nouveau: { requis: true, min: MINIMUM_MOT_DE_PASSE },
        confirmation: { requis: true },
      }) ?? {};
    if (!refus.confirmation && valeurs.confirmation !== valeurs.nouveau)
      refus.confirmation = messagesValidation.confirmation;
    setErreurs(refus);
    if (Object.keys(refus).length) {
      setEtat(null);
      requestAnimationFrame(() => focusPremiereErreur(form.current));
      return;
    }
    setEtat({ type: 'envoi' });
    try {
      await utilisateurs.changerMotDePasse(valeurs.actuel, valeurs.nouveau);
      setValeurs(VIDE);
      setEtat({ type: 'succes', texte: 'Votre mot de passe est modifié.' });
    } catch (erreur) {
      setErreurs({
        actuel: messageDuChamp(erreur, 'motDePasseActuel'),
        nouveau: messageDuChamp(erreur, 'nouveauMotDePasse'),
      });
      setEtat({ type: 'erreur', texte: messageDErreur(erreur) });
    }
  };

  const champ = (cle: Cle, label: string, autoComplete: string, aide?: string) => (
    <Champ
      id={`mot-de-passe-${cle}`}
      label={label}
      type="password"
      value={valeurs[cle]}
      onChange={(v) => setValeurs((actuel) => ({ ...actuel, [cle]: v }))}
      erreur={erreurs[cle]}
      aide={aide}
      autoComplete={autoComplete}
      requis
    />
  );

  return (
    <Formulaire ref={form} noValidate onSubmit={(e) => void envoyer(e)} aria-labelledby="titre-mot-de-passe">
      {champ('actuel', 'Mot de passe actuel', 'current-password')}
      {champ(
        'nouveau',
        'Nouveau mot de passe',
        'new-password',
        `${MINIMUM_MOT_DE_PASSE} caractères au minimum, difficile à deviner\u00a0: plusieurs mots sans rapport entre eux, par exemple.`,
      )}
      {champ('confirmation', 'Confirmation du nouveau mot de passe', 'new-password')}
      <PiedEnvoi etat={etat} libelle="Modifier mon mot de passe" annonceSucces />
    </Formulaire>
  );
}
