/**
 * The two information pages of the formalities (SPEC §2 « conditions of access, prerequisite
 * steps »): who can follow and file what on Greffeo and on the guichet unique, and what to prepare
 * before filing. Static pages, written here because they describe the portal's own screens.
 */
import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { Lead, PageContainer, PageTitle } from '../../components/page/page-container';
import { Breadcrumb } from '../../components/registre/breadcrumb';
import type { Crumb } from '../../components/registre/json-ld';
import { pages } from '../../lib/api/routes';
import { FOURNISSEUR_EXTERNE } from '../../lib/auth/oidc';
import { theme } from '../../theme';
import { GUICHET_UNIQUE } from './textes';

const { space } = theme;

export const TITRE_CONDITIONS = 'Conditions d’accès aux formalités';
export const TITRE_ETAPES = 'Étapes préalables à une formalité';

const miettes = (titre: string): Crumb[] => [
  { label: 'Accueil', path: '/' },
  { label: 'Formalités', path: '/formalites' },
  { label: titre },
];
export const MIETTES_CONDITIONS = miettes(TITRE_CONDITIONS);
export const MIETTES_ETAPES = miettes(TITRE_ETAPES);

const Texte = styled.div`
  max-width: 70ch;
  h2 {
    margin-top: ${space.xl};
  }
  li + li {
    margin-top: ${space.xs};
  }
`;

const LienGuichet = () => <a href={GUICHET_UNIQUE}>guichet unique des formalités des entreprises</a>;

/** /formalites/conditions-d-acces */
export function PageConditions() {
  return (
    <PageContainer>
      <Breadcrumb crumbs={MIETTES_CONDITIONS} />
      <PageTitle>{TITRE_CONDITIONS}</PageTitle>
      <Lead>
        Qui peut suivre une formalité, qui peut en déposer une et sur quel site, et ce qu’il faut pour retrouver ses
        formalités dans son espace personnel.
      </Lead>
      <Texte>
        <h2>Suivre une formalité : ouvert à tous</h2>
        <p>
          Le <Link to={pages.suiviFormalite}>suivi des formalités</Link> est gratuit et ne demande pas de compte :
          indiquez le numéro de liasse du récépissé de dépôt, l’identifiant de la formalité ou la référence de votre
          formaliste, ou le SIREN ou le nom de l’entreprise. Vous voyez l’état de chaque formalité, ses étapes datées
          et, s’il y en a, le motif d’une demande de régularisation ou d’un rejet.
        </p>
        <h2>Déposer une formalité d’entreprise : sur le guichet unique</h2>
        <p>
          Depuis le 1er janvier 2023, les formalités de création, de modification, de cessation d’activité et le dépôt
          des comptes annuels se déposent exclusivement sur le <LienGuichet /> de l’INPI. Peuvent les déposer le
          représentant légal de l’entreprise (dirigeant, entrepreneur individuel) ou un mandataire muni d’un pouvoir :
          formaliste, avocat, expert-comptable, notaire. Le guichet unique transmet le dossier au greffe compétent, qui
          l’instruit et l’inscrit au registre du commerce et des sociétés.
        </p>
        <h2>Déposer une formalité DGFiP : sur Greffeo</h2>
        <p>
          Les services des impôts des entreprises déposent sur Greffeo l’
          <Link to={pages.saisieDgfip}>inscription, le renouvellement ou la radiation du privilège du Trésor</Link> pour
          les sommes dues par une entreprise immatriculée au RCS. Le dépôt est réservé aux utilisateurs connectés,
          agissant pour le compte client du service.
        </p>
        <h2>Ce qu’il faut pour retrouver ses formalités dans son espace</h2>
        <ul>
          <li>
            <strong>Un compte Greffeo</strong>, créé gratuitement avec une adresse e-mail validée par le lien reçu.
          </li>
          <li>
            <strong>Un compte client sélectionné</strong>, membre (gratuit) ou abonné, en règle : un compte radié,
            interdit ou suspendu n’accède qu’à l’accueil de l’espace personnel et à ses informations.
          </li>
          <li>
            Les formalités déposées sur Greffeo y figurent d’office ; les autres s’y ajoutent depuis le suivi par le
            bouton « Suivre dans mon espace », ou en arrivant du guichet unique par le lien de votre dossier.
          </li>
        </ul>
        <h2>Paiement</h2>
        <p>
          Le suivi, la consultation des étapes et le téléchargement du récépissé de dépôt sont gratuits. Les frais de
          greffe d’une formalité d’entreprise se règlent sur le guichet unique au moment du dépôt ; le dépôt d’une
          formalité DGFiP sur Greffeo ne demande aucun paiement en ligne.
        </p>
        <h2>Signature</h2>
        <p>
          Sur le guichet unique, le déclarant signe électroniquement son dossier avant de le transmettre. Sur Greffeo,
          la formalité DGFiP est déposée par un utilisateur connecté à son compte et nomme l’agent qui la requiert :
          cette identification vaut signature du dépôt.
        </p>
        <h2>Arriver du guichet unique</h2>
        <p>
          Le guichet unique vous conduit à votre dossier sur Greffeo par un lien signé, valable peu de temps. Si la
          vérification de votre provenance échoue (lien expiré ou modifié), recommencez la procédure depuis le guichet
          unique.
        </p>
        <p>
          Prochaine étape : les <Link to={pages.etapesPrealables}>étapes préalables</Link>.
        </p>
      </Texte>
    </PageContainer>
  );
}

/** /formalites/etapes-prealables */
export function PageEtapes() {
  return (
    <PageContainer>
      <Breadcrumb crumbs={MIETTES_ETAPES} />
      <PageTitle>{TITRE_ETAPES}</PageTitle>
      <Lead>
        Ce qu’il faut faire et préparer avant de déposer une formalité, puis pour la suivre jusqu’à son inscription au
        registre.
      </Lead>
      <Texte>
        <h2>1. Créer votre compte et votre compte client</h2>
        <ol>
          {FOURNISSEUR_EXTERNE ? (
            <li>
              Connectez-vous avec « Se connecter », en haut de la page : la page de connexion de votre fournisseur
              d’identité permet aussi d’y créer votre compte.
            </li>
          ) : (
            <li>
              <a href={pages.inscription}>Créez votre compte Greffeo</a> avec votre adresse e-mail et un mot de passe,
              puis cliquez sur le lien de validation reçu par courriel (valable 24 heures).
            </li>
          )}
          <li>
            À votre première connexion, créez votre compte client (particulier ou professionnel) ; si vous en avez
            plusieurs, choisissez celui pour lequel vous agissez.
          </li>
        </ol>
        <h2>2. Vérifier l’entreprise concernée</h2>
        <p>
          Retrouvez l’entreprise par son nom ou son SIREN dans la{' '}
          <Link to="/recherche-entreprise-dirigeant/recherche-avancee">recherche avancée</Link> : vérifiez sa
          dénomination, son siège et le greffe dont elle relève. Une formalité est instruite par le greffe du siège.
        </p>
        <h2>3. Préparer les pièces</h2>
        <ul>
          <li>
            <strong>Formalité d’entreprise</strong> (sur le <LienGuichet />) : selon la formalité, les statuts signés,
            l’attestation de parution de l’annonce légale, la pièce d’identité et la déclaration de non-condamnation du
            dirigeant, le justificatif de domiciliation du siège, la liste des bénéficiaires effectifs, les comptes
            annuels approuvés et le procès-verbal d’approbation.
          </li>
          <li>
            <strong>Formalité DGFiP</strong> (sur Greffeo) : le SIREN du redevable, l’impôt ou la taxe en cause, le
            montant des sommes dues et leur date d’exigibilité, le service des impôts des entreprises qui requiert
            l’inscription et le nom de l’agent ; éventuellement la référence interne du service.
          </li>
        </ul>
        <h2>4. Déposer</h2>
        <p>
          Déposez la formalité sur le guichet unique, ou{' '}
          <Link to={pages.saisieDgfip}>saisissez la formalité DGFiP</Link> sur Greffeo. Conservez le numéro de liasse
          indiqué par le récépissé de dépôt : il permet de retrouver le dossier.
        </p>
        <h2>5. Suivre la formalité</h2>
        <p>
          Suivez son état dans le <Link to={pages.suiviFormalite}>suivi des formalités</Link> et ajoutez-la à{' '}
          <Link to={pages.mesFormalites}>Mes formalités</Link> pour la retrouver dans votre espace. En cas de demande de
          régularisation, le motif est indiqué : complétez le dossier là où vous l’avez déposé.
        </p>
        <p>
          Voir aussi les <Link to={pages.conditionsFormalites}>conditions d’accès</Link>.
        </p>
      </Texte>
    </PageContainer>
  );
}
