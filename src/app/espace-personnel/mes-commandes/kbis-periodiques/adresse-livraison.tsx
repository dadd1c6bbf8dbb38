import { useRef, useState, type FormEvent } from 'react';
import { ErreurApi, messageDErreur, messageDuChamp } from '../../../../lib/api/erreurs';
import { kbisPeriodiques } from '../../../../lib/api/kbis-periodiques';
import type { KbisPeriodique } from '@portail/contrat/kbis-periodiques';
import { BlocErreur } from '../../../ui/etats';
import { Champ, focusPremiereErreur, Formulaire, Rangee } from '../../../ui/formulaire';
import { PiedEnvoi, type EtatEnvoi } from '../../../ui/pied-envoi';
import { LIMITE_LIBELLE } from '../../../ui/validation';
import { Section } from '../../mise-en-page';
import { adresseSurUneLigne } from './envois-kbis-periodique';
import {
  saisieAdresse,
  validerAdresse,
  valeursAdresseDe,
  type CleAdresse,
  type ErreursAdresse,
  type ValeursAdresse,
} from './validation-adresse';

const CHAMPS: Record<CleAdresse, { label: string; autoComplete: string; requis: boolean; aide?: string }> = {
  nom: {
    label: 'Destinataire',
    autoComplete: 'organization',
    requis: true,
    aide: `Nom ou raison sociale, ${LIMITE_LIBELLE} caractères au maximum.`,
  },
  numero_voie: {
    label: 'Numéro et voie',
    autoComplete: 'address-line1',
    requis: true,
    aide: `${LIMITE_LIBELLE} caractères au maximum.`,
  },
  complement: {
    label: 'Complément d’adresse',
    autoComplete: 'address-line2',
    requis: false,
    aide: `Bâtiment, étage, boîte postale… ${LIMITE_LIBELLE} caractères au maximum.`,
  },
  code_postal: { label: 'Code postal', autoComplete: 'postal-code', requis: true },
  ville: { label: 'Ville', autoComplete: 'address-level2', requis: true },
  pays: { label: 'Pays', autoComplete: 'country', requis: true, aide: 'Code en 2 lettres : FR pour la France.' },
};

interface Props {
  kbis: KbisPeriodique;
  /** The service's answer: the subscription with its new address. */
  onModifie(kbis: KbisPeriodique): void;
  /** The subscription changed elsewhere (over, cancelled): read it again. */
  onPerime(): void;
}

/**
 * Where the next issues of a postal periodic Kbis go: PUT …/adresse_livraison while it is
 * `ACTIF` (the issues already sent keep the address they went to); 409 once it is over.
 */
export function AdresseLivraisonSection({ kbis, onModifie, onPerime }: Props) {
  const [valeurs, setValeurs] = useState<ValeursAdresse>(() => valeursAdresseDe(kbis.adresse_livraison));
  const [erreurs, setErreurs] = useState<ErreursAdresse>({});
  const [etat, setEtat] = useState<EtatEnvoi>(null);
  const form = useRef<HTMLFormElement>(null);
  const actif = kbis.statut === 'ACTIF';

  const envoyer = async (event: FormEvent) => {
    event.preventDefault();
    if (etat?.type === 'envoi') return;
    const refus = validerAdresse(valeurs);
    setErreurs(refus ?? {});
    if (refus) {
      setEtat(null);
      requestAnimationFrame(() => focusPremiereErreur(form.current));
      return;
    }
    setEtat({ type: 'envoi' });
    try {
      const modifie = await kbisPeriodiques.changerAdresse(kbis.id, saisieAdresse(valeurs));
      setValeurs(valeursAdresseDe(modifie.adresse_livraison));
      setEtat({
        type: 'succes',
        texte: 'L’adresse de livraison est enregistrée : les prochains envois y seront adressés.',
      });
      onModifie(modifie);
    } catch (erreur) {
      const parChamp: ErreursAdresse = {};
      for (const cle of Object.keys(CHAMPS) as CleAdresse[]) {
        const message = messageDuChamp(erreur, cle);
        if (message) parChamp[cle] = message;
      }
      setErreurs(parChamp);
      setEtat({ type: 'erreur', texte: `L’adresse n’a pas pu être enregistrée : ${messageDErreur(erreur)}` });
      // « … terminé ou annulé : il ne peut plus être modifié. »: the page shows it as it now is.
      if (erreur instanceof ErreurApi && erreur.status === 409) onPerime();
      else requestAnimationFrame(() => focusPremiereErreur(form.current));
    }
  };

  const champ = (cle: CleAdresse) => (
    <Champ
      id={`adresse-${cle}`}
      label={CHAMPS[cle].label}
      value={valeurs[cle]}
      onChange={(v) => setValeurs((actuel) => ({ ...actuel, [cle]: v }))}
      erreur={erreurs[cle]}
      aide={CHAMPS[cle].aide}
      requis={CHAMPS[cle].requis}
      autoComplete={CHAMPS[cle].autoComplete}
    />
  );

  return (
    <Section aria-labelledby="titre-adresse">
      <h2 id="titre-adresse">Adresse de livraison</h2>
      <p>
        {kbis.adresse_livraison
          ? `Les prochains envois partiront à : ${adresseSurUneLigne(kbis.adresse_livraison)}.`
          : 'Aucune adresse de livraison n’est enregistrée.'}
      </p>
      {actif ? (
        <Formulaire ref={form} noValidate onSubmit={(e) => void envoyer(e)} aria-labelledby="titre-adresse">
          <p>Les envois déjà faits gardent l’adresse à laquelle ils sont partis.</p>
          {champ('nom')}
          {champ('numero_voie')}
          {champ('complement')}
          <Rangee>
            {champ('code_postal')}
            {champ('ville')}
          </Rangee>
          {champ('pays')}
          <PiedEnvoi etat={etat} libelle="Enregistrer l’adresse" libelleEnvoi="Enregistrement…" annonceSucces />
        </Formulaire>
      ) : (
        <>
          {etat?.type === 'erreur' ? (
            <BlocErreur role="alert">
              <p>{etat.texte}</p>
            </BlocErreur>
          ) : null}
          <p>Ce Kbis périodique est terminé ou résilié : son adresse de livraison ne peut plus être modifiée.</p>
        </>
      )}
    </Section>
  );
}
