import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { useRef, useState, type ComponentProps, type FormEvent } from 'react';
import type { FormaliteDuCompte } from '@portail/contrat/formalites';
import { Lead, PageContainer, PageTitle } from '../../components/page/page-container';
import { Breadcrumb } from '../../components/registre/breadcrumb';
import type { Crumb } from '../../components/registre/json-ld';
import { PrimaryButton, SecondaryButton } from '../../components/shell/ui';
import { Aide, apparenceSaisie, ChampSaisie, MessageErreur } from '../../components/ui/champs';
import { messageDErreur } from '../../lib/api/erreurs';
import { formalites } from '../../lib/api/formalites';
import { aujourdhui, pages, pagesFormalites } from '../../lib/api/routes';
import { useComptesEtSelection } from '../../lib/api/use-comptes-clients';
import { useRafraichirFormalites } from '../../lib/api/use-formalites';
import { useAuth, useAuthHydrated } from '../../state/auth';
import { theme } from '../../theme';
import { useLogin } from '../session/use-login';
import { Bloc, BlocSucces, Fort } from '../ui/etats';
import { focusPremiereErreur, Formulaire, Rangee } from '../ui/formulaire';
import { PiedEnvoi, type EtatEnvoi } from '../ui/pied-envoi';
import { LIMITE_GENERALE, LIMITE_LIBELLE } from '../ui/validation';
import {
  refusDgfip,
  validerChampDgfip,
  validerDgfip,
  VALEURS_INITIALES,
  type ChampDgfip,
  type ValeursDgfip,
} from './saisie-dgfip';
import { LIBELLES_OPERATION, OPERATIONS } from './textes';
import { titreFormalite } from './vue-formalite';

const { space } = theme;

export const TITRE_SAISIE_DGFIP = 'Saisir une inscription du privilège du Trésor';

export const MIETTES_SAISIE_DGFIP: Crumb[] = [
  { label: 'Accueil', path: '/' },
  { label: 'Formalités DGFiP', path: '/formalites-dgfip' },
  { label: TITRE_SAISIE_DGFIP },
];

const ID = (champ: ChampDgfip) => `dgfip-${champ.replace(/_/g, '-')}`;

const Cadre = styled(Formulaire)`
  max-width: 760px;
  margin-bottom: ${space.xl};
  input[type='date'] {
    ${apparenceSaisie};
    padding: ${space.xs} ${space.sm};
  }
`;

const APropos = styled.section`
  margin-top: ${space.xxl};
  max-width: 70ch;
`;

function Confirmation({ formalite, onAutre }: { formalite: FormaliteDuCompte; onAutre(): void }) {
  return (
    <div role="status">
      <BlocSucces>
        <Fort>Votre formalité a été enregistrée.</Fort>
        <p>
          Numéro de liasse : <strong>{formalite.numero_liasse}</strong> (identifiant {formalite.identifiant}). Elle est
          transmise au greffe de {formalite.greffe.nom}, qui l’instruit : suivez ses étapes dans vos formalités.
        </p>
        <p>
          <Link to={pagesFormalites.detail(formalite.identifiant, formalite.numero_liasse)}>
            Voir la {titreFormalite(formalite).toLowerCase()} dans mes formalités
          </Link>
        </p>
      </BlocSucces>
      <SecondaryButton type="button" onClick={onAutre}>
        Saisir une autre formalité
      </SecondaryButton>
    </div>
  );
}

/**
 * /formalites-dgfip/saisie-inscription: the entry form of the tax office's inscription of the
 * Treasury privilege (SPEC §2 « entry form for a tax-office registry formality »). Every field is
 * checked when it is left and all of them at submission, with the SPEC §5 messages; the service's
 * refusals go on their fields. Signed-in users submit (`POST /api/formalites/dgfip`); the dossier
 * then shows in mes-formalites. Visitors are invited to sign in.
 */
export function PageSaisieDgfip() {
  const hydrated = useAuthHydrated();
  const { connected } = useAuth();
  const login = useLogin();
  const { selection } = useComptesEtSelection();
  const rafraichir = useRafraichirFormalites();
  const [valeurs, setValeurs] = useState<ValeursDgfip>(VALEURS_INITIALES);
  const [erreurs, setErreurs] = useState<Partial<Record<ChampDgfip, string>>>({});
  const [envoi, setEnvoi] = useState<EtatEnvoi>(null);
  const [deposee, setDeposee] = useState<FormaliteDuCompte | null>(null);
  const formulaire = useRef<HTMLFormElement>(null);

  const modifier = (champ: ChampDgfip) => (texte: string) => {
    const nouvelles = { ...valeurs, [champ]: texte };
    setValeurs(nouvelles);
    // A field showing a message is checked again at each change, so the message leaves once corrected.
    if (erreurs[champ])
      setErreurs((avant) => ({ ...avant, [champ]: validerChampDgfip(champ, nouvelles, aujourdhui()) ?? undefined }));
  };
  const quitter = (champ: ChampDgfip) => () => {
    const message = validerChampDgfip(champ, valeurs, aujourdhui());
    setErreurs((avant) => ({ ...avant, [champ]: message ?? undefined }));
  };

  const deposer = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (envoi?.type === 'envoi') return;
    const lecture = validerDgfip(valeurs, aujourdhui());
    if ('erreurs' in lecture) {
      setErreurs(lecture.erreurs);
      setEnvoi(null);
      requestAnimationFrame(() => focusPremiereErreur(formulaire.current));
      return;
    }
    setErreurs({});
    setEnvoi({ type: 'envoi' });
    try {
      const formalite = await formalites.deposerDgfip(lecture.formalite);
      void rafraichir();
      setEnvoi(null);
      setDeposee(formalite);
    } catch (erreur) {
      const refus = refusDgfip(erreur);
      if (refus) {
        setErreurs(refus.champs);
        setEnvoi(
          refus.general
            ? { type: 'erreur', texte: refus.general }
            : { type: 'erreur', texte: 'La formalité n’a pas été enregistrée : corrigez les champs signalés.' },
        );
        requestAnimationFrame(() => focusPremiereErreur(formulaire.current));
      } else {
        setEnvoi({ type: 'erreur', texte: `La formalité n’a pas été enregistrée : ${messageDErreur(erreur)}` });
      }
    }
  };

  const champ = (nom: ChampDgfip) => ({
    id: ID(nom),
    value: valeurs[nom],
    onChange: modifier(nom),
    erreur: erreurs[nom] ?? null,
    onBlur: quitter(nom),
  });
  const peutDeposer = hydrated && connected;

  return (
    <PageContainer>
      <Breadcrumb crumbs={MIETTES_SAISIE_DGFIP} />
      <PageTitle>{TITRE_SAISIE_DGFIP}</PageTitle>
      <Lead>
        Les services des impôts des entreprises déposent ici, au greffe du tribunal de commerce dont relève
        l’entreprise, la demande d’inscription, de renouvellement ou de radiation du privilège du Trésor pour les sommes
        dues par un redevable immatriculé au registre du commerce et des sociétés.
      </Lead>
      {deposee ? (
        <Confirmation
          formalite={deposee}
          onAutre={() => {
            setDeposee(null);
            setValeurs(VALEURS_INITIALES);
          }}
        />
      ) : (
        <Cadre
          ref={formulaire}
          onSubmit={(event) => void deposer(event)}
          noValidate
          aria-label="Saisie de la formalité DGFiP"
        >
          <div>
            <label htmlFor={ID('operation')}>Opération demandée (obligatoire)</label>
            <select
              id={ID('operation')}
              name="operation"
              value={valeurs.operation}
              onChange={(event) => modifier('operation')(event.target.value)}
              aria-invalid={erreurs.operation ? true : undefined}
              aria-describedby={erreurs.operation ? `${ID('operation')}-erreur` : undefined}
              required
            >
              {OPERATIONS.map((operation) => (
                <option key={operation} value={operation}>
                  {LIBELLES_OPERATION[operation]}
                </option>
              ))}
            </select>
            {erreurs.operation ? (
              <MessageErreur id={`${ID('operation')}-erreur`}>{erreurs.operation}</MessageErreur>
            ) : null}
          </div>
          <Champ
            {...champ('siren')}
            label="Numéro SIREN du redevable"
            requis
            inputMode="numeric"
            aide="9 chiffres, par exemple 552 100 554 : l’entreprise doit être immatriculée au RCS."
          />
          <Rangee>
            <Champ
              {...champ('service_impots')}
              label="Service des impôts des entreprises"
              requis
              aide={`Par exemple « SIE de Paris 2e » ; ${LIMITE_GENERALE} caractères au plus.`}
            />
            <Champ
              {...champ('agent')}
              label="Nom et prénom de l’agent"
              requis
              autoComplete="name"
              aide={`${LIMITE_GENERALE} caractères au plus.`}
            />
          </Rangee>
          <Rangee>
            <Champ
              {...champ('impot')}
              label="Impôt ou taxe"
              requis
              aide="Par exemple « TVA » ou « Impôt sur les sociétés »."
            />
            <Champ
              {...champ('montant')}
              label="Montant des sommes dues, en euros"
              requis
              inputMode="numeric"
              aide="Par exemple 12 500,00 : deux décimales au plus."
            />
          </Rangee>
          <Rangee>
            <ChampDate {...champ('date_exigibilite')} />
            <Champ
              {...champ('reference_formaliste')}
              label="Référence du service"
              aide={`Facultative, reprise dans le suivi des formalités ; ${LIMITE_LIBELLE} caractères au plus.`}
            />
          </Rangee>
          {peutDeposer ? (
            <PiedEnvoi
              etat={envoi}
              libelle="Déposer la formalité"
              libelleEnvoi="Dépôt en cours…"
              bloque={!selection.data}
            />
          ) : hydrated ? (
            <Bloc>
              <p>
                Connectez-vous à votre compte Greffeo pour déposer cette formalité : elle sera suivie dans vos
                formalités.
              </p>
              <PrimaryButton type="button" onClick={login}>
                Se connecter
              </PrimaryButton>
            </Bloc>
          ) : null}
        </Cadre>
      )}
      <APropos aria-labelledby="dgfip-a-propos">
        <h2 id="dgfip-a-propos">Comment se déroule la formalité ?</h2>
        <ol>
          <li>
            Le service indique l’opération, le redevable par son numéro SIREN, l’impôt en cause, le montant des sommes
            dues et leur date d’exigibilité, ainsi que le nom de l’agent qui requiert l’inscription.
          </li>
          <li>
            La formalité est enregistrée sous un numéro de liasse et transmise au greffe compétent, celui du siège du
            redevable : elle apparaît aussitôt, à l’état « Reçue », dans{' '}
            <Link to={pages.mesFormalites}>Mes formalités</Link>.
          </li>
          <li>
            Le greffe l’instruit : il peut demander une régularisation en précisant le motif, puis la valide et
            l’inscrit sur le registre des privilèges et nantissements, qui figure dans l’état d’endettement de
            l’entreprise. Un récépissé de dépôt est téléchargeable depuis le détail de la formalité.
          </li>
        </ol>
        <p>
          Avant de commencer, consultez les <Link to={pages.conditionsFormalites}>conditions d’accès</Link> et les{' '}
          <Link to={pages.etapesPrealables}>étapes préalables</Link>.
        </p>
      </APropos>
    </PageContainer>
  );
}

/** A text field of the form: « (obligatoire) » after the label of a required one, checked when left. */
function Champ({
  label,
  requis = false,
  ...props
}: Omit<ComponentProps<typeof ChampSaisie>, 'label' | 'name'> & { label: string; requis?: boolean }) {
  return (
    <ChampSaisie
      type="text"
      {...props}
      name={props.id}
      label={
        <>
          {label}
          {requis ? ' (obligatoire)' : ''}
        </>
      }
      required={requis}
    />
  );
}

/** The due date, as the browser's date field (the value is AAAA-MM-JJ whatever the display). */
function ChampDate(props: {
  id: string;
  value: string;
  onChange(texte: string): void;
  onBlur(): void;
  erreur: string | null;
}) {
  const { id, value, onChange, onBlur, erreur } = props;
  const decrit = [`${id}-aide`, erreur ? `${id}-erreur` : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id}>Date d’exigibilité (obligatoire)</label>
      <input
        id={id}
        name="date_exigibilite"
        type="date"
        value={value}
        required
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={erreur ? true : undefined}
        aria-describedby={decrit}
      />
      <Aide id={`${id}-aide`}>Passée ou du jour.</Aide>
      {erreur ? <MessageErreur id={`${id}-erreur`}>{erreur}</MessageErreur> : null}
    </div>
  );
}
