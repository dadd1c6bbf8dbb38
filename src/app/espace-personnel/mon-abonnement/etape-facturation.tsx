import { navigate } from 'gatsby';
import { useRef, useState, type FormEvent } from 'react';
import type { CompteClient } from '@portail/contrat/comptes-clients';
import { abonnements, type AdresseFacturationSaisie, type MesAbonnements } from '../../../lib/api/abonnements';
import { ErreurApi, messageDErreur, messageDuChamp } from '../../../lib/api/erreurs';
import { pagesAbonnement } from '../../../lib/api/routes';
import { LABELS, MOTIF_PAYS, regles, type Texte } from '../../post-connexion/formulaire-creation';
import { Champ, focusPremiereErreur, Formulaire, Rangee } from '../../ui/formulaire';
import { PiedEnvoi, type EtatEnvoi } from '../../ui/pied-envoi';
import { LIMITE_LIBELLE, messagesValidation, validerTout } from '../../ui/validation';
import { Section } from '../mise-en-page';
import { periodeEnAttente } from './regles';

/** The billing block of a subscription: the fields and rules of an account's creation. */
const CHAMPS = [
  'contact_prenom',
  'contact_nom',
  'libelle_facturation',
  'numero_voie_facturation',
  'complement_adresse_facturation',
  'code_postal_facturation',
  'ville_facturation',
  'pays_facturation',
] as const satisfies readonly Texte[];
type ChampFacturation = (typeof CHAMPS)[number];
type Valeurs = Record<ChampFacturation, string>;

const AUTOCOMPLETE: Record<ChampFacturation, string> = {
  contact_prenom: 'given-name',
  contact_nom: 'family-name',
  libelle_facturation: 'off',
  numero_voie_facturation: 'address-line1',
  complement_adresse_facturation: 'address-line2',
  code_postal_facturation: 'postal-code',
  ville_facturation: 'address-level2',
  pays_facturation: 'country',
};

const REGLES = (() => {
  const toutes = regles(false);
  return Object.fromEntries(CHAMPS.map((c) => [c, toutes[c]])) as Partial<
    Record<ChampFacturation, (typeof toutes)[Texte]>
  >;
})();

/** The pending period's billing block, else the account's (`abonnements[0]`), else an empty one in France. */
function valeursInitiales(liste: MesAbonnements, compte: CompteClient): Valeurs {
  const adresse = periodeEnAttente(liste)?.adresse_facturation ?? compte.abonnements[0] ?? null;
  return Object.fromEntries(CHAMPS.map((c) => [c, adresse?.[c] ?? (c === 'pays_facturation' ? 'FR' : '')])) as Valeurs;
}

/**
 * Step 2: the billing details, prefilled; sending them asks for the order that pays the pending
 * period (or a new annual one), then the payment step follows.
 */
export function EtapeFacturation({
  liste,
  compte,
  onCommandee,
}: {
  liste: MesAbonnements;
  compte: CompteClient;
  onCommandee(): Promise<unknown>;
}) {
  const [valeurs, setValeurs] = useState<Valeurs>(() => valeursInitiales(liste, compte));
  const [erreurs, setErreurs] = useState<Partial<Record<ChampFacturation, string>>>({});
  const [etat, setEtat] = useState<EtatEnvoi>(null);
  const form = useRef<HTMLFormElement>(null);
  const attente = periodeEnAttente(liste);

  const envoyer = async (event: FormEvent) => {
    event.preventDefault();
    const refus = validerTout(valeurs, REGLES) ?? {};
    if (!refus.pays_facturation && !MOTIF_PAYS.test(valeurs.pays_facturation.trim()))
      refus.pays_facturation = messagesValidation.pays;
    setErreurs(refus);
    if (Object.keys(refus).length) {
      setEtat(null);
      requestAnimationFrame(() => focusPremiereErreur(form.current));
      return;
    }
    const t = (c: ChampFacturation) => valeurs[c].trim();
    const adresse: AdresseFacturationSaisie = {
      contact_prenom: t('contact_prenom'),
      contact_nom: t('contact_nom'),
      libelle_facturation:
        t('libelle_facturation') || `${t('contact_nom')} ${t('contact_prenom')}`.slice(0, LIMITE_LIBELLE),
      numero_voie_facturation: t('numero_voie_facturation'),
      complement_adresse_facturation: t('complement_adresse_facturation') || null,
      code_postal_facturation: t('code_postal_facturation'),
      ville_facturation: t('ville_facturation'),
      pays_facturation: t('pays_facturation').toUpperCase(),
    };
    setEtat({ type: 'envoi' });
    try {
      const { abonnement } = await abonnements.commander({
        id_compte_client: compte.id,
        ...(attente ? { uuid: attente.uuid } : {}),
        adresse_facturation: adresse,
      });
      await onCommandee();
      void navigate(pagesAbonnement.etape('paiement', abonnement.uuid));
    } catch (erreur) {
      const parChamp: Partial<Record<ChampFacturation, string>> = {};
      for (const c of CHAMPS) {
        const message = messageDuChamp(erreur, c);
        if (message) parChamp[c] = message;
      }
      setErreurs(parChamp);
      setEtat({ type: 'erreur', texte: messageDErreur(erreur) });
      // Paid meanwhile (another tab): the situation shown must be today's.
      if (erreur instanceof ErreurApi && erreur.status === 409) void onCommandee();
      requestAnimationFrame(() => focusPremiereErreur(form.current));
    }
  };

  const champ = (c: ChampFacturation, aide?: string) => (
    <Champ
      id={`abonnement-${c}`}
      label={LABELS[c]}
      value={valeurs[c]}
      onChange={(v) => setValeurs((actuel) => ({ ...actuel, [c]: v }))}
      erreur={erreurs[c]}
      requis={REGLES[c]?.requis === true}
      autoComplete={AUTOCOMPLETE[c]}
      aide={aide}
    />
  );

  return (
    <Section aria-labelledby="titre-etape">
      <h2 id="titre-etape" tabIndex={-1}>
        Coordonnées de facturation
      </h2>
      <p>Ces coordonnées figureront sur la facture de votre abonnement.</p>
      <Formulaire ref={form} noValidate onSubmit={(e) => void envoyer(e)}>
        <fieldset>
          <legend>Contact et adresse de facturation</legend>
          <Rangee>
            {champ('contact_prenom')}
            {champ('contact_nom')}
          </Rangee>
          {champ('libelle_facturation', 'Le nom qui figure en tête de la facture\u00a0; à défaut, celui du contact.')}
          {champ('numero_voie_facturation')}
          {champ('complement_adresse_facturation')}
          <Rangee>
            {champ('code_postal_facturation')}
            {champ('ville_facturation')}
          </Rangee>
          {champ('pays_facturation', 'Code du pays en 2 lettres, par exemple FR pour la France.')}
        </fieldset>
        <PiedEnvoi etat={etat} libelle="Continuer vers le paiement" libelleEnvoi="Préparation de la commande…" />
      </Formulaire>
    </Section>
  );
}
