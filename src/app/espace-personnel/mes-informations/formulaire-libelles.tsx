import { useRef, useState, type FormEvent } from 'react';
import { comptesClients } from '../../../lib/api/comptes-clients';
import { messageDErreur, messageDuChamp } from '../../../lib/api/erreurs';
import type { CompteClient } from '@portail/contrat/comptes-clients';
import { useRemplacerCompteSelectionne } from '../../../lib/api/use-comptes-clients';
import { BlocAvertissement } from '../../ui/etats';
import { Champ, focusPremiereErreur, Formulaire } from '../../ui/formulaire';
import { PiedEnvoi, type EtatEnvoi } from '../../ui/pied-envoi';
import { LIMITE_LIBELLE, MOTIF_TEXTE, validerTout } from '../../ui/validation';

type Cle = 'libelle_courrier' | 'libelle_facturation';
const REGLE = { requis: true, max: LIMITE_LIBELLE, motif: MOTIF_TEXTE };

/**
 * Labels of the selected account (SPEC §5, at most 38 characters): PUT /api/comptes_clients/{id}
 * with its version; a stale version gives the service's 409 message.
 */
export function FormulaireLibelles({ compte, aCompleter }: { compte: CompteClient; aCompleter: boolean }) {
  const [valeurs, setValeurs] = useState<Record<Cle, string>>({
    libelle_courrier: compte.libelle_courrier ?? '',
    libelle_facturation: compte.libelle_facturation ?? '',
  });
  const [erreurs, setErreurs] = useState<Partial<Record<Cle, string>>>({});
  const [etat, setEtat] = useState<EtatEnvoi>(null);
  const form = useRef<HTMLFormElement>(null);
  const remplacer = useRemplacerCompteSelectionne();

  const envoyer = async (event: FormEvent) => {
    event.preventDefault();
    const refus = validerTout(valeurs, { libelle_courrier: REGLE, libelle_facturation: REGLE });
    setErreurs(refus ?? {});
    if (refus) {
      setEtat(null);
      requestAnimationFrame(() => focusPremiereErreur(form.current));
      return;
    }
    setEtat({ type: 'envoi' });
    try {
      const modifie = await comptesClients.modifierLibelles({
        id: compte.id,
        version: compte.version,
        libelle_courrier: valeurs.libelle_courrier.trim(),
        libelle_facturation: valeurs.libelle_facturation.trim(),
      });
      await remplacer(modifie);
      setEtat({ type: 'succes', texte: 'Les libellés du compte client sont enregistrés.' });
    } catch (erreur) {
      setErreurs({
        libelle_courrier: messageDuChamp(erreur, 'libelle_courrier'),
        libelle_facturation: messageDuChamp(erreur, 'libelle_facturation'),
      });
      setEtat({ type: 'erreur', texte: messageDErreur(erreur) });
    }
  };

  const champ = (cle: Cle, label: string) => (
    <Champ
      id={`compte-${cle}`}
      label={label}
      value={valeurs[cle]}
      onChange={(v) => setValeurs((actuel) => ({ ...actuel, [cle]: v }))}
      erreur={erreurs[cle]}
      aide={`${LIMITE_LIBELLE} caractères au maximum.`}
      requis
    />
  );

  return (
    <Formulaire ref={form} noValidate onSubmit={(e) => void envoyer(e)} aria-labelledby="titre-libelles">
      {aCompleter ? (
        <BlocAvertissement>
          <p>
            Le nom ou l’adresse de facturation de votre compte client est trop long pour nos courriers et nos factures.
            Indiquez des libellés de {LIMITE_LIBELLE} caractères au plus.
          </p>
        </BlocAvertissement>
      ) : null}
      {champ('libelle_courrier', 'Libellé des courriers')}
      {champ('libelle_facturation', 'Libellé des factures')}
      <PiedEnvoi etat={etat} libelle="Enregistrer les libellés" annonceSucces />
    </Formulaire>
  );
}
