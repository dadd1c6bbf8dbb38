import styled from '@emotion/styled';
import { navigate } from 'gatsby';
import { useEffect, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { formatSiren } from '../../components/entreprise/format';
import { Lead, PageContainer, PageTitle } from '../../components/page/page-container';
import { PrimaryButton } from '../../components/shell/ui';
import { ChampSaisie } from '../../components/ui/champs';
import type { VerificationFichier } from '@portail/contrat/commandes';
import { verifications, type Verification } from '../../lib/api/commandes';
import { estIntrouvable, messageDErreur } from '../../lib/api/erreurs';
import { pages, pagesCommandes } from '../../lib/api/routes';
import { SWR_OPTIONS } from '../../lib/api/use-utilisateur';
import { formatDateHeure } from '../../lib/registre/format';
import { vocabulaire } from '../../lib/vocabulaire';
import { theme } from '../../theme';
import { Donnees, Section } from '../espace-personnel/mise-en-page';
import { BlocErreur, BlocSucces, Chargement, Erreur, Fort } from '../ui/etats';
import { Actions, Formulaire } from '../ui/formulaire';
import { normaliserCode, validerCode } from './code';

/** The contract's 404 (services/src/modules/commandes/README.md). */
export const MESSAGE_CODE_INCONNU = 'Aucun document ne correspond à ce code de vérification.';

const Empreinte = styled.code`
  font-family: ${theme.fonts.mono};
  font-size: ${theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const ChampFichier = styled.div`
  display: grid;
  gap: ${theme.space.xs};
  label {
    font-weight: 600;
  }
`;

type EtatFichier =
  | { etape: 'attente' }
  | { etape: 'envoi' }
  | { etape: 'fait'; resultat: VerificationFichier }
  | { etape: 'echec'; message: string };

/**
 * The file the user received, checked against the issued document: same bytes (SHA-256), and its
 * electronic seal intact and the portal's (`POST verifications/{code}/document`). The file is sent
 * as it is; nothing is kept.
 */
function VerificationDuFichier({ code }: { code: string }) {
  const [fichier, setFichier] = useState<File | null>(null);
  const [erreur, setErreur] = useState<string | null>(null);
  const [etat, setEtat] = useState<EtatFichier>({ etape: 'attente' });
  const envoyer = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (fichier === null) {
      setErreur('Choisissez le fichier PDF à vérifier.');
      document.getElementById('fichier-verifie')?.focus();
      return;
    }
    setErreur(null);
    setEtat({ etape: 'envoi' });
    try {
      setEtat({ etape: 'fait', resultat: await verifications.verifierFichier(code, fichier) });
    } catch (error) {
      setEtat({ etape: 'echec', message: messageDErreur(error) });
    }
  };
  const conforme = etat.etape === 'fait' && etat.resultat.identique && etat.resultat.cachet.etat === 'INTACT';
  return (
    <Section aria-labelledby="titre-fichier">
      <h2 id="titre-fichier">Vérifier le fichier PDF que vous avez reçu</h2>
      <p>
        Le document délivré porte un cachet électronique. Envoyez le fichier qui vous a été remis : nous vérifions qu’il
        est exactement celui que Greffeo a délivré et que son cachet est intact. Le fichier n’est pas conservé.
      </p>
      <Formulaire onSubmit={(event) => void envoyer(event)} noValidate aria-label="Vérifier un fichier PDF">
        <ChampFichier>
          <label htmlFor="fichier-verifie">Fichier PDF (1 Mo au plus)</label>
          <input
            id="fichier-verifie"
            name="fichier"
            type="file"
            accept="application/pdf,.pdf"
            aria-invalid={erreur ? true : undefined}
            aria-describedby={erreur ? 'fichier-verifie-erreur' : undefined}
            onChange={(event) => {
              setFichier(event.currentTarget.files?.[0] ?? null);
              setEtat({ etape: 'attente' });
            }}
          />
          {erreur ? (
            <span id="fichier-verifie-erreur" role="alert">
              {erreur}
            </span>
          ) : null}
        </ChampFichier>
        <Actions>
          <PrimaryButton type="submit" disabled={etat.etape === 'envoi'}>
            Vérifier le fichier
          </PrimaryButton>
        </Actions>
      </Formulaire>
      <div aria-live="polite">
        {etat.etape === 'envoi' ? <Chargement texte="Vérification du fichier…" /> : null}
        {etat.etape === 'fait' && conforme ? (
          <BlocSucces>
            <Fort>{etat.resultat.message}</Fort>
          </BlocSucces>
        ) : null}
        {etat.etape === 'fait' && !conforme ? (
          <BlocErreur>
            <Fort>{etat.resultat.message}</Fort>
            <p>
              Empreinte SHA-256 du fichier envoyé : <Empreinte>{etat.resultat.empreinte_sha256}</Empreinte>
            </p>
          </BlocErreur>
        ) : null}
        {etat.etape === 'echec' ? (
          <BlocErreur>
            <Fort>{etat.message}</Fort>
          </BlocErreur>
        ) : null}
      </div>
    </Section>
  );
}

function DocumentTrouve({ verification }: { verification: Verification }) {
  const { document } = verification;
  const v = vocabulaire();
  return (
    <Section aria-labelledby="titre-document">
      <h2 id="titre-document">Document authentique</h2>
      <BlocSucces>
        <p>
          Le code {verification.code} correspond à un document délivré par Greffeo. Comparez les informations ci-dessous
          avec celles du document qui vous a été remis.
        </p>
      </BlocSucces>
      <Donnees>
        <dt>Type de document</dt>
        <dd>{document.libelle}</dd>
        <dt>Entreprise</dt>
        <dd>{document.entreprise.denomination ?? '—'}</dd>
        <dt>{v.identifiantEntreprise}</dt>
        <dd>{document.entreprise.siren ? formatSiren(document.entreprise.siren) : '—'}</dd>
        <dt>{v.libelleTeneurRegistre}</dt>
        <dd>{document.greffe ?? v.teneurRegistre ?? '—'}</dd>
        <dt>Numéro de gestion</dt>
        <dd>{document.numero_gestion ?? '—'}</dd>
        <dt>Délivré le</dt>
        <dd>{formatDateHeure(document.emis_le)}</dd>
        <dt>Empreinte SHA-256</dt>
        <dd>
          <Empreinte>{document.empreinte_sha256}</Empreinte>
        </dd>
      </Donnees>
      <p>
        L’empreinte SHA-256 est celle du fichier PDF tel qu’il a été délivré : si celle de votre fichier est différente,
        il a été modifié.
      </p>
    </Section>
  );
}

/**
 * /verifier-un-document[?code=…] (public): a verification code, typed or from the address, and the
 * document it belongs to (`GET verifications/{code}`), or the service's « no document » answer.
 */
export function PageVerification({ search }: { search: string }) {
  const codeAdresse = new URLSearchParams(search).get('code') ?? '';
  const [saisie, setSaisie] = useState('');
  const [erreurChamp, setErreurChamp] = useState<string | null>(null);
  const [code, setCode] = useState<string | null>(null);

  // After the first render (the static HTML has no code), and at each new address.
  useEffect(() => {
    if (!codeAdresse) return;
    setSaisie(codeAdresse);
    const erreur = validerCode(codeAdresse);
    setErreurChamp(erreur);
    setCode(erreur ? null : normaliserCode(codeAdresse));
  }, [codeAdresse]);

  const verification = useSWR<Verification, Error>(
    code ? ['verification', code] : null,
    () => verifications.verifier(code as string),
    SWR_OPTIONS,
  );

  const verifier = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const erreur = validerCode(saisie);
    setErreurChamp(erreur);
    if (erreur) {
      setCode(null);
      document.getElementById('code')?.focus();
      return;
    }
    const normalise = normaliserCode(saisie);
    setSaisie(normalise);
    setCode(normalise);
    // The address names the code (a link to share); the page stays where it is.
    void navigate(pagesCommandes.verification(normalise), { replace: true, state: { conserverDefilement: true } });
  };

  const inconnu = estIntrouvable(verification.error);
  return (
    <PageContainer>
      <PageTitle>Vérifier un document</PageTitle>
      <Lead>
        Les extraits Kbis et les certificats délivrés par Greffeo portent un code de vérification. Saisissez-le pour
        retrouver le document tel qu’il a été délivré et vous assurer qu’il n’a pas été modifié.
      </Lead>
      <Formulaire method="get" action={pages.verifierDocument} onSubmit={verifier} noValidate>
        <ChampSaisie
          id="code"
          name="code"
          label="Code de vérification"
          value={saisie}
          onChange={setSaisie}
          aide="Il figure dans l’en-tête du document, par exemple 7KQ2-M9XD-4HTR. Majuscules, minuscules, espaces et tirets sont acceptés."
          erreur={erreurChamp}
          autoCapitalize="characters"
          spellCheck={false}
          required
        />
        <Actions>
          <PrimaryButton type="submit" disabled={verification.isLoading}>
            Vérifier
          </PrimaryButton>
        </Actions>
      </Formulaire>
      <div aria-live="polite">
        {verification.isLoading ? <Chargement texte="Vérification du code…" /> : null}
        {verification.data ? <DocumentTrouve verification={verification.data} /> : null}
      </div>
      {verification.data ? <VerificationDuFichier code={verification.data.code} /> : null}
      {inconnu ? (
        <BlocErreur role="alert">
          <Fort>{MESSAGE_CODE_INCONNU}</Fort>
          <p>
            Vérifiez le code saisi. Si le code est exact, le document qui vous a été remis n’a pas été délivré par
            Greffeo : demandez à votre interlocuteur un extrait récent.
          </p>
        </BlocErreur>
      ) : null}
      {verification.error && !inconnu ? (
        <Erreur
          message="La vérification n’a pas pu aboutir. Veuillez réessayer dans un instant."
          onReessayer={() => void verification.mutate()}
        />
      ) : null}
    </PageContainer>
  );
}
