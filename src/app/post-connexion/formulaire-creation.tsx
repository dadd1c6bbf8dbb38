import { navigate } from 'gatsby';
import { useRef, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { comptesClients } from '../../lib/api/comptes-clients';
import { messageDErreur, messageDuChamp } from '../../lib/api/erreurs';
import { pages } from '../../lib/api/routes';
import type { CreationDossierClient } from '@portail/contrat/comptes-clients';
import { useSelectionnerCompte } from '../../lib/api/use-comptes-clients';
import { useCleSession } from '../../lib/api/use-utilisateur';
import { Champ, Choix, focusPremiereErreur, Formulaire, Rangee } from '../ui/formulaire';
import { PiedEnvoi, type EtatEnvoi } from '../ui/pied-envoi';
import {
  LIMITE_GENERALE,
  LIMITE_LIBELLE,
  messagesValidation,
  MOTIF_NOM,
  MOTIF_TEXTE,
  validerTout,
  type Regle,
} from '../ui/validation';

export type Texte =
  | 'siren'
  | 'denomination_sociale'
  | 'contact_prenom'
  | 'contact_nom'
  | 'libelle_facturation'
  | 'numero_voie_facturation'
  | 'complement_adresse_facturation'
  | 'code_postal_facturation'
  | 'ville_facturation'
  | 'pays_facturation';

export const LABELS: Record<Texte, string> = {
  siren: 'Numéro SIREN',
  denomination_sociale: 'Dénomination de l’entreprise',
  contact_prenom: 'Prénom du contact',
  contact_nom: 'Nom du contact',
  libelle_facturation: 'Libellé des factures',
  numero_voie_facturation: 'Numéro et voie',
  complement_adresse_facturation: 'Complément d’adresse',
  code_postal_facturation: 'Code postal',
  ville_facturation: 'Ville',
  pays_facturation: 'Pays',
};

/** The service takes the ISO code of the country (2 letters), not its name. */
export const MOTIF_PAYS = /^[A-Za-z]{2}$/;

const VIDE: Record<Texte, string> = {
  ...(Object.fromEntries(Object.keys(LABELS).map((k) => [k, ''])) as Record<Texte, string>),
  pays_facturation: 'FR',
};

export function regles(professionnel: boolean): Partial<Record<Texte, Regle>> {
  const texte = { max: LIMITE_GENERALE, motif: MOTIF_TEXTE };
  // Address lines: 38 characters, one line of a French postal address (as the service checks).
  const ligne = { max: LIMITE_LIBELLE, motif: MOTIF_TEXTE };
  return {
    ...(professionnel ? { siren: { requis: true }, denomination_sociale: { requis: true, ...texte } } : {}),
    contact_prenom: { requis: true, max: LIMITE_GENERALE, motif: MOTIF_NOM },
    contact_nom: { requis: true, max: LIMITE_GENERALE, motif: MOTIF_NOM },
    libelle_facturation: { max: LIMITE_LIBELLE, motif: MOTIF_TEXTE },
    numero_voie_facturation: { requis: true, ...ligne },
    complement_adresse_facturation: ligne,
    code_postal_facturation: { requis: true, max: 10, motif: MOTIF_TEXTE },
    ville_facturation: { requis: true, max: LIMITE_LIBELLE, motif: MOTIF_TEXTE },
    pays_facturation: { requis: true },
  };
}

interface GroupeRadiosProps<T extends string> {
  legende: string;
  name: string;
  valeur: T;
  onChange(valeur: NoInfer<T>): void;
  /** Each choice: its value and its label. */
  options: [T, string][];
}

/** One choice among a few, as radio buttons in a fieldset. */
function GroupeRadios<T extends string>({ legende, name, valeur, onChange, options }: GroupeRadiosProps<T>) {
  return (
    <fieldset>
      <legend>{legende}</legend>
      <Choix>
        {options.map(([option, label]) => (
          <label key={option}>
            <input type="radio" name={name} checked={valeur === option} onChange={() => onChange(option)} />
            {label}
          </label>
        ))}
      </Choix>
    </fieldset>
  );
}

/** POST /api/comptes_clients/signatures/creation_dossier_client, then the new account is selected. */
export function FormulaireCreation() {
  const [typeCompte, setTypeCompte] = useState<'MEMBRE' | 'ABONNE'>('MEMBRE');
  const [typeProfil, setTypeProfil] = useState<'PARTICULIER' | 'PROFESSIONNEL'>('PARTICULIER');
  const [valeurs, setValeurs] = useState(VIDE);
  const [erreurs, setErreurs] = useState<Partial<Record<Texte, string>>>({});
  const [etat, setEtat] = useState<EtatEnvoi>(null);
  const form = useRef<HTMLFormElement>(null);
  const selectionner = useSelectionnerCompte();
  const session = useCleSession();
  const { mutate } = useSWRConfig();
  const professionnel = typeProfil === 'PROFESSIONNEL';

  const envoyer = async (event: FormEvent) => {
    event.preventDefault();
    const refus = validerTout(valeurs, regles(professionnel)) ?? {};
    const siren = valeurs.siren.replace(/\s/g, '');
    if (professionnel && !refus.siren && !/^\d{9}$/.test(siren)) refus.siren = messagesValidation.siren;
    if (!refus.pays_facturation && !MOTIF_PAYS.test(valeurs.pays_facturation.trim()))
      refus.pays_facturation = messagesValidation.pays;
    setErreurs(refus);
    if (Object.keys(refus).length) {
      setEtat(null);
      requestAnimationFrame(() => focusPremiereErreur(form.current));
      return;
    }
    const t = (cle: Texte) => valeurs[cle].trim();
    const dossier: CreationDossierClient = {
      type_compte: typeCompte,
      type_profil: typeProfil,
      siren: professionnel ? siren : null,
      denomination_sociale: professionnel ? t('denomination_sociale') : null,
      libelle_facturation:
        t('libelle_facturation') ||
        (professionnel ? t('denomination_sociale') : `${t('contact_nom')} ${t('contact_prenom')}`).slice(
          0,
          LIMITE_LIBELLE,
        ),
      contact_nom: t('contact_nom'),
      contact_prenom: t('contact_prenom'),
      numero_voie_facturation: t('numero_voie_facturation'),
      complement_adresse_facturation: t('complement_adresse_facturation') || null,
      code_postal_facturation: t('code_postal_facturation'),
      ville_facturation: t('ville_facturation'),
      pays_facturation: t('pays_facturation').toUpperCase(),
    };
    setEtat({ type: 'envoi' });
    try {
      const compte = await comptesClients.creerDossierClient(dossier);
      await mutate(['comptes_clients', session], [compte], { revalidate: false });
      await selectionner(compte.id);
      void navigate(pages.espacePersonnel);
    } catch (erreur) {
      const parChamp: Partial<Record<Texte, string>> = {};
      for (const cle of Object.keys(LABELS) as Texte[]) {
        const message = messageDuChamp(erreur, cle);
        if (message) parChamp[cle] = message;
      }
      setErreurs(parChamp);
      setEtat({ type: 'erreur', texte: messageDErreur(erreur) });
      requestAnimationFrame(() => focusPremiereErreur(form.current));
    }
  };

  const champ = (cle: Texte, autoComplete = 'off', aide?: string) => (
    <Champ
      id={`creation-${cle}`}
      label={LABELS[cle]}
      value={valeurs[cle]}
      onChange={(v) => setValeurs((actuel) => ({ ...actuel, [cle]: v }))}
      erreur={erreurs[cle]}
      requis={regles(professionnel)[cle]?.requis === true}
      autoComplete={autoComplete}
      inputMode={cle === 'siren' ? 'numeric' : undefined}
      aide={aide}
    />
  );

  return (
    <Formulaire ref={form} noValidate onSubmit={(e) => void envoyer(e)} aria-labelledby="titre-creation">
      <GroupeRadios
        legende="Type de compte"
        name="type_compte"
        valeur={typeCompte}
        onChange={setTypeCompte}
        options={[
          ['MEMBRE', 'Membre : je paie chaque commande'],
          ['ABONNE', 'Abonné : je souscris un abonnement'],
        ]}
      />
      <GroupeRadios
        legende="Vous êtes"
        name="type_profil"
        valeur={typeProfil}
        onChange={setTypeProfil}
        options={[
          ['PARTICULIER', 'Un particulier'],
          ['PROFESSIONNEL', 'Un professionnel'],
        ]}
      />
      {professionnel ? (
        <fieldset>
          <legend>Entreprise</legend>
          {champ('siren')}
          {champ('denomination_sociale', 'organization')}
        </fieldset>
      ) : null}
      <fieldset>
        <legend>Contact et adresse de facturation</legend>
        <Rangee>
          {champ('contact_prenom', 'given-name')}
          {champ('contact_nom', 'family-name')}
        </Rangee>
        {champ('libelle_facturation')}
        {champ('numero_voie_facturation', 'address-line1')}
        {champ('complement_adresse_facturation', 'address-line2')}
        <Rangee>
          {champ('code_postal_facturation', 'postal-code')}
          {champ('ville_facturation', 'address-level2')}
        </Rangee>
        {champ('pays_facturation', 'country', 'Code du pays en 2 lettres, par exemple FR pour la France.')}
      </fieldset>
      <PiedEnvoi etat={etat} libelle="Créer mon compte client" libelleEnvoi="Création…" />
    </Formulaire>
  );
}
