import { useRef, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { messageDErreur, messageDuChamp } from '../../../lib/api/erreurs';
import { FOURNISSEUR_EXTERNE } from '../../../lib/auth/oidc';
import type { Utilisateur } from '@portail/contrat/identite';
import { useCleSession } from '../../../lib/api/use-utilisateur';
import { utilisateurs } from '../../../lib/api/utilisateurs';
import { BlocSucces } from '../../ui/etats';
import { Champ, focusPremiereErreur, Formulaire, Rangee } from '../../ui/formulaire';
import { PiedEnvoi, type EtatEnvoi } from '../../ui/pied-envoi';
import {
  LIMITE_GENERALE,
  LIMITE_LIBELLE,
  MOTIF_NOM,
  MOTIF_TELEPHONE,
  MOTIF_TEXTE,
  validerTout,
  type Regle,
} from '../../ui/validation';

const CHAMPS = {
  firstName: {
    label: 'Prénom',
    autoComplete: 'given-name',
    regle: { requis: true, max: LIMITE_GENERALE, motif: MOTIF_NOM },
  },
  lastName: {
    label: 'Nom',
    autoComplete: 'family-name',
    regle: { requis: true, max: LIMITE_GENERALE, motif: MOTIF_NOM },
  },
  email: { label: 'Adresse e-mail', autoComplete: 'email', regle: { requis: true, max: LIMITE_GENERALE, email: true } },
  // Address lines and city: 38 characters, one line of a French postal address (as the service checks).
  address: { label: 'Adresse', autoComplete: 'address-line1', regle: { max: LIMITE_LIBELLE, motif: MOTIF_TEXTE } },
  additionalAddress: {
    label: 'Complément d’adresse',
    autoComplete: 'address-line2',
    regle: { max: LIMITE_LIBELLE, motif: MOTIF_TEXTE },
  },
  zipCode: { label: 'Code postal', autoComplete: 'postal-code', regle: { max: 10, motif: MOTIF_TEXTE } },
  city: { label: 'Ville', autoComplete: 'address-level2', regle: { max: LIMITE_LIBELLE, motif: MOTIF_TEXTE } },
  country: { label: 'Pays', autoComplete: 'country-name', regle: { max: LIMITE_GENERALE, motif: MOTIF_NOM } },
  phone: { label: 'Téléphone fixe', autoComplete: 'tel', regle: { max: 20, motif: MOTIF_TELEPHONE } },
  mobilePhone: { label: 'Téléphone mobile', autoComplete: 'tel', regle: { max: 20, motif: MOTIF_TELEPHONE } },
} satisfies Record<string, { label: string; autoComplete: string; regle: Regle }>;

type Cle = keyof typeof CHAMPS;
type Attribut = Exclude<Cle, 'firstName' | 'lastName' | 'email'>;
const ATTRIBUTS: Attribut[] = ['address', 'additionalAddress', 'zipCode', 'city', 'country', 'phone', 'mobilePhone'];

function valeursDe(u: Utilisateur): Record<Cle, string> {
  const valeurs = { firstName: u.firstName, lastName: u.lastName, email: u.email } as Record<Cle, string>;
  for (const a of ATTRIBUTS) valeurs[a] = u.attributes[a][0] ?? '';
  return valeurs;
}

/** Signed in at another provider, the address is the provider's (the services refuse to change it). */
export const AIDE_EMAIL_EXTERNE = 'Votre adresse e-mail se modifie auprès de votre fournisseur d’identité.';

/**
 * « Mes informations personnelles »: PUT /api/utilisateurs/user; a new e-mail waits for its confirmation.
 * `fournisseurExterne` (the build's provider by default): the address is shown, not editable.
 */
export function FormulaireUtilisateur({
  utilisateur,
  fournisseurExterne = FOURNISSEUR_EXTERNE,
}: {
  utilisateur: Utilisateur;
  fournisseurExterne?: boolean;
}) {
  const [valeurs, setValeurs] = useState(() => valeursDe(utilisateur));
  const [erreurs, setErreurs] = useState<Partial<Record<Cle, string>>>({});
  const [etat, setEtat] = useState<EtatEnvoi>(null);
  const form = useRef<HTMLFormElement>(null);
  const session = useCleSession();
  const { mutate } = useSWRConfig();

  const regles = Object.fromEntries(Object.entries(CHAMPS).map(([k, v]) => [k, v.regle])) as Record<Cle, Regle>;

  const envoyer = async (event: FormEvent) => {
    event.preventDefault();
    const refus = validerTout(valeurs, regles);
    setErreurs(refus ?? {});
    if (refus) {
      setEtat(null);
      requestAnimationFrame(() => focusPremiereErreur(form.current));
      return;
    }
    setEtat({ type: 'envoi' });
    const attributes = { ...utilisateur.attributes };
    for (const a of ATTRIBUTS) attributes[a] = valeurs[a].trim() ? [valeurs[a].trim()] : [];
    try {
      const resultat = await utilisateurs.modifier({
        firstName: valeurs.firstName.trim(),
        lastName: valeurs.lastName.trim(),
        email: valeurs.email.trim(),
        attributes,
      });
      await mutate(['utilisateur', session], resultat, { revalidate: false });
      const attente = resultat.email_en_attente;
      setValeurs(valeursDe(resultat));
      setEtat({
        type: 'succes',
        texte: attente
          ? `Vos informations sont enregistrées. Un lien de confirmation a été envoyé à ${attente} : votre nouvelle adresse e-mail sera prise en compte dès que vous l’aurez ouvert.`
          : 'Vos informations sont enregistrées.',
      });
    } catch (erreur) {
      const parChamp: Partial<Record<Cle, string>> = {};
      for (const cle of Object.keys(CHAMPS) as Cle[]) {
        const message = messageDuChamp(erreur, cle);
        if (message) parChamp[cle] = message;
      }
      setErreurs(parChamp);
      setEtat({ type: 'erreur', texte: messageDErreur(erreur) });
      requestAnimationFrame(() => focusPremiereErreur(form.current));
    }
  };

  const champ = (cle: Cle, type: 'text' | 'email' | 'tel' = 'text') => (
    <Champ
      id={`utilisateur-${cle}`}
      label={CHAMPS[cle].label}
      type={type}
      value={valeurs[cle]}
      onChange={(v) => setValeurs((actuel) => ({ ...actuel, [cle]: v }))}
      erreur={erreurs[cle]}
      requis={(CHAMPS[cle].regle as Regle).requis === true}
      autoComplete={CHAMPS[cle].autoComplete}
      {...(cle === 'email' && fournisseurExterne ? { lectureSeule: true, aide: AIDE_EMAIL_EXTERNE } : {})}
    />
  );

  return (
    <Formulaire ref={form} noValidate onSubmit={(e) => void envoyer(e)} aria-labelledby="titre-utilisateur">
      {utilisateur.email_en_attente && etat?.type !== 'succes' ? (
        <BlocSucces role="status">
          <p>{`Un lien de confirmation a été envoyé à ${utilisateur.email_en_attente}. Ouvrez-le pour que cette adresse remplace ${utilisateur.email}.`}</p>
        </BlocSucces>
      ) : null}
      <Rangee>
        {champ('firstName')}
        {champ('lastName')}
      </Rangee>
      {champ('email', 'email')}
      {champ('address')}
      {champ('additionalAddress')}
      <Rangee>
        {champ('zipCode')}
        {champ('city')}
      </Rangee>
      {champ('country')}
      <Rangee>
        {champ('phone', 'tel')}
        {champ('mobilePhone', 'tel')}
      </Rangee>
      <PiedEnvoi etat={etat} libelle="Enregistrer mes informations" libelleEnvoi="Enregistrement…" annonceSucces />
    </Formulaire>
  );
}
