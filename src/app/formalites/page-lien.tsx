/**
 * The forward pages of the formalities (SPEC §2 « Forward pages Lien/mmbId/{mmbdId} » and the two
 * redirect links keyed by identifiers), bare pages without header nor footer:
 *
 * - `/Lien/mmbId/{mmbdId}[?jeton=]`: a link of the guichet unique into the user's formality. With a
 *   `jeton`, its origin is checked first (`POST /api/formalites/provenances`); a failure shows the
 *   SPEC §8 message and the way back to the guichet unique. Then, once signed in, the dossier is
 *   added to the account's formalities if it is not there yet (`POST /api/formalites/suivies`) and
 *   the user is sent to its detail in mes-formalites.
 * - `/Lien/liasse/{numeroLiasse}`: the public follow-up searching that liasse number.
 * - `/Lien/formalite/{identifiant}`: the dossier's detail in mes-formalites.
 */
import styled from '@emotion/styled';
import { Link, navigate } from 'gatsby';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Lead, PageContainer, PageTitle } from '../../components/page/page-container';
import { PrimaryButton } from '../../components/shell/ui';
import { estIntrouvable, messageDErreur } from '../../lib/api/erreurs';
import { formalites } from '../../lib/api/formalites';
import { pages, pagesFormalites } from '../../lib/api/routes';
import { MOTIF_LIEN } from '../../lib/routes-client';
import { useComptesEtSelection } from '../../lib/api/use-comptes-clients';
import { useRafraichirFormalites } from '../../lib/api/use-formalites';
import { useAuth, useAuthHydrated } from '../../state/auth';
import { theme } from '../../theme';
import { useLogin } from '../session/use-login';
import { BlocErreur, Chargement, Erreur } from '../ui/etats';
import { lireIdentifiant, lireReference } from './detail-formalite';
import { GUICHET_UNIQUE, MESSAGE_INTROUVABLE, MESSAGE_PROVENANCE } from './textes';

export type Lien =
  | { type: 'mmbId'; identifiant: string | null }
  | { type: 'liasse'; numero: string | null }
  | { type: 'formalite'; identifiant: string | null };

const decoder = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** What a /Lien/… address designates; null for any other address. */
export function lireLien(pathname: string): Lien | null {
  const trouve = MOTIF_LIEN.exec(pathname);
  if (!trouve) return null;
  const [, type, brut] = trouve;
  const valeur = decoder(brut ?? '');
  if (type === 'liasse') return { type, numero: lireReference(valeur) };
  return { type: type as 'mmbId' | 'formalite', identifiant: lireIdentifiant(valeur) };
}

const Cadre = styled(PageContainer)`
  max-width: 720px;
  padding-top: ${theme.space.xxl};
`;

function Message({ titre, children }: { titre: string; children: ReactNode }) {
  return (
    <Cadre>
      <PageTitle>{titre}</PageTitle>
      {children}
      <p>
        <Link to={pages.accueil}>Aller à l’accueil de Greffeo</Link>
      </p>
    </Cadre>
  );
}

/** SPEC §8: the origin check failed; the user starts again from the guichet unique. */
export function ErreurProvenance() {
  return (
    <Message titre="Accès à votre formalité">
      <BlocErreur role="alert">
        <p>{MESSAGE_PROVENANCE}</p>
      </BlocErreur>
      <p>
        <a href={GUICHET_UNIQUE}>Aller sur le site guichet unique (formalites.entreprises.gouv.fr)</a>
      </p>
    </Message>
  );
}

function Introuvable() {
  return (
    <Message titre="Formalité introuvable">
      <BlocErreur role="alert">
        <p>{MESSAGE_INTROUVABLE}</p>
      </BlocErreur>
      <p>
        <Link to={pages.suiviFormalite}>Rechercher une formalité</Link>
      </p>
    </Message>
  );
}

type Etape =
  | { type: 'verification' }
  | { type: 'provenance_refusee' }
  | { type: 'attente_connexion' }
  | { type: 'ouverture' }
  | { type: 'introuvable' }
  | { type: 'erreur'; texte: string };

/** /Lien/mmbId/{mmbdId}: origin check, sign-in, following, then the dossier's detail. */
function LienGuichetUnique({ identifiant, jeton }: { identifiant: string | null; jeton: string | null }) {
  const hydrated = useAuthHydrated();
  const { connected } = useAuth();
  const login = useLogin();
  const { selection } = useComptesEtSelection();
  const rafraichir = useRafraichirFormalites();
  // No token: nothing to check (a signed-in user's own link); a token, even empty, must pass.
  const [verifie, setVerifie] = useState<boolean | null>(jeton === null ? true : null);
  const [etape, setEtape] = useState<Etape>({ type: 'verification' });
  const [tentative, setTentative] = useState(0);
  const lance = useRef({ provenance: false, ouverture: false });

  // The origin first, once, whoever the visitor is.
  useEffect(() => {
    if (jeton === null || lance.current.provenance) return;
    lance.current.provenance = true;
    if (!identifiant || !jeton) {
      setVerifie(false);
      return;
    }
    formalites
      .provenance(identifiant, jeton)
      .then(() => setVerifie(true))
      .catch(() => setVerifie(false));
  }, [identifiant, jeton]);

  const compte = selection.data?.compte_client ?? null;

  // Then, signed in with a selected account: the dossier in the account (followed if needed), and there.
  useEffect(() => {
    if (verifie !== true || !identifiant || !compte || lance.current.ouverture) return;
    lance.current.ouverture = true;
    setEtape({ type: 'ouverture' });
    const ouvrir = async () => {
      try {
        const formalite = await formalites.lire(identifiant).catch(async (erreur: unknown) => {
          if (!estIntrouvable(erreur)) throw erreur;
          const suivie = await formalites.ajouterAuCompte(identifiant);
          await rafraichir();
          return suivie;
        });
        void navigate(pagesFormalites.detail(formalite.identifiant, formalite.numero_liasse), { replace: true });
      } catch (erreur) {
        if (estIntrouvable(erreur)) setEtape({ type: 'introuvable' });
        else setEtape({ type: 'erreur', texte: `Votre formalité n’a pas pu être ouverte : ${messageDErreur(erreur)}` });
      }
    };
    void ouvrir();
  }, [verifie, identifiant, compte, rafraichir, tentative]);

  if (verifie === false) return <ErreurProvenance />;
  if (!identifiant) return <Introuvable />;
  if (etape.type === 'introuvable') return <Introuvable />;
  if (etape.type === 'erreur')
    return (
      <Message titre="Accès à votre formalité">
        <Erreur
          message={etape.texte}
          onReessayer={() => {
            lance.current.ouverture = false;
            setEtape({ type: 'verification' });
            setTentative((n) => n + 1);
          }}
        />
      </Message>
    );
  if (verifie === true && hydrated && !connected)
    return (
      <Message titre="Accès à votre formalité">
        <Lead>
          Connectez-vous à votre compte Greffeo pour suivre la formalité {identifiant} : elle sera ajoutée à vos
          formalités et vous y serez conduit.
        </Lead>
        <PrimaryButton type="button" onClick={login}>
          Se connecter
        </PrimaryButton>
      </Message>
    );
  return (
    <Message titre="Accès à votre formalité">
      <Chargement
        texte={
          verifie === null ? 'Vérification de votre provenance du guichet unique…' : 'Ouverture de votre formalité…'
        }
      />
    </Message>
  );
}

/** A redirect link keyed by an identifier: straight to where it leads, without a history entry. */
function Redirection({ cible }: { cible: string | null }) {
  useEffect(() => {
    if (cible) void navigate(cible, { replace: true });
  }, [cible]);
  if (!cible) return <Introuvable />;
  return (
    <Message titre="Redirection">
      <Chargement texte="Redirection vers votre formalité…" />
    </Message>
  );
}

export function PageLien({ pathname, search }: { pathname: string; search: string }) {
  const lien = lireLien(pathname);
  if (!lien)
    return (
      <Message titre="Page introuvable">
        <Lead>Ce lien ne correspond à aucune formalité.</Lead>
        <p>
          <Link to={pages.suiviFormalite}>Rechercher une formalité</Link>
        </p>
      </Message>
    );
  if (lien.type === 'liasse') return <Redirection cible={lien.numero ? pagesFormalites.suivi(lien.numero) : null} />;
  if (lien.type === 'formalite')
    return <Redirection cible={lien.identifiant ? pagesFormalites.detail(lien.identifiant) : null} />;
  const jeton = new URLSearchParams(search).get('jeton');
  return <LienGuichetUnique identifiant={lien.identifiant} jeton={jeton === null ? null : jeton.trim()} />;
}
