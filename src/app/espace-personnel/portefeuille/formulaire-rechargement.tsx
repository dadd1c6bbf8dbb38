import { useRef, useState, type FormEvent } from 'react';
import { ChampSaisie } from '../../../components/ui/champs';
import { portefeuilles } from '../../../lib/api/commandes';
import { messageDErreur, messageDuChamp } from '../../../lib/api/erreurs';
import { navigationExterne } from '../../../lib/navigation/page-externe';
import { Formulaire, focusPremiereErreur } from '../../ui/formulaire';
import { PiedEnvoi, type EtatEnvoi } from '../../ui/pied-envoi';
import { lireMontant, memoriserRechargement } from './montant';

interface Props {
  idCompte: number;
  /** The balance now (euros), kept to recognise the top-up on the way back. */
  soldeActuel: number;
}

/** Top-up: an amount of 10 to 5 000 €, then the provider's card page (a full navigation). */
export function FormulaireRechargement({ idCompte, soldeActuel }: Props) {
  const [saisie, setSaisie] = useState('');
  const [erreurChamp, setErreurChamp] = useState<string | null>(null);
  const [etat, setEtat] = useState<EtatEnvoi>(null);
  const formulaire = useRef<HTMLFormElement>(null);

  const envoyer = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (etat?.type === 'envoi') return;
    const lu = lireMontant(saisie);
    if ('erreur' in lu) {
      setErreurChamp(lu.erreur);
      setEtat(null);
      // After the render that marks the field invalid.
      setTimeout(() => focusPremiereErreur(formulaire.current), 0);
      return;
    }
    setErreurChamp(null);
    setEtat({ type: 'envoi' });
    try {
      const session = await portefeuilles.recharger(idCompte, lu.montant);
      if (!session.url_paiement) throw new Error('Session de paiement sans page de paiement');
      memoriserRechargement({ idCompte, soldeAvant: soldeActuel });
      navigationExterne.aller(session.url_paiement);
    } catch (e) {
      const duChamp = messageDuChamp(e, 'montant');
      if (duChamp) {
        setErreurChamp(duChamp);
        setEtat(null);
      } else setEtat({ type: 'erreur', texte: `Le rechargement n’a pas pu commencer : ${messageDErreur(e)}` });
    }
  };

  return (
    <Formulaire ref={formulaire} onSubmit={(e) => void envoyer(e)} noValidate aria-labelledby="titre-rechargement">
      <ChampSaisie
        id="montant-rechargement"
        name="montant"
        label="Montant à recharger, en euros (obligatoire)"
        value={saisie}
        onChange={setSaisie}
        inputMode="decimal"
        required
        aide={`Entre 10\u00a0€ et 5\u202f000\u00a0€. Le paiement se fait par carte bancaire, sur la page sécurisée de notre prestataire.`}
        erreur={erreurChamp}
      />
      <PiedEnvoi etat={etat} libelle="Recharger" libelleEnvoi="Redirection vers la page de paiement…" />
    </Formulaire>
  );
}
