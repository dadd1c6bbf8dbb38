/**
 * « Surveiller cette entreprise » / « Surveiller cette personne » on the company and officer pages.
 * Those pages are rendered on the server for everyone: the button is the same in their HTML, and
 * what it opens is decided in the browser — a visitor is asked to sign in (the popup: they stay on
 * the page, and the dialog then shows the form), a signed-in user chooses the folder and the
 * domains. Each refusal of the service is shown in its own words (403, 409).
 */
import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { useRef, useState, type FormEvent } from 'react';
import { Modal, ModalActions, ModalTitle } from '../../../components/shell/modal';
import { PrimaryButton, SecondaryButton } from '../../../components/shell/ui';
import { useIsClient } from '../../../components/shell/use-is-client';
import { messageDErreur, messageDuChamp } from '../../../lib/api/erreurs';
import { pages } from '../../../lib/api/routes';
import { surveillances, type DomaineSurveillance, type Surveillance } from '../../../lib/api/surveillances';
import { useGroupesFavoris, useRafraichirSurveillance } from '../../../lib/api/use-surveillances';
import { useAuth, useAuthHydrated } from '../../../state/auth';
import { useCompteClientSelectionne } from '../../../state/compte';
import { theme } from '../../../theme';
import { useLogin } from '../../session/use-login';
import { ChoixDomaines, ChoixGroupe } from './commun';
import { DOMAINES_PERSONNE } from './libelles';

export type CibleSurveillance =
  { type: 'entreprise'; id: number; nom: string } | { type: 'personne'; id: number; nom: string };

const Emplacement = styled.div`
  margin: ${theme.space.sm} 0 ${theme.space.md};
`;

const Formulaire = styled.form`
  display: grid;
  gap: ${theme.space.md};
`;

const Alerte = styled.p`
  color: ${theme.colors.error};
  font-weight: ${theme.fontWeights.semibold};
`;

const Succes = styled.p`
  color: ${theme.colors.success};
  font-weight: ${theme.fontWeights.semibold};
`;

const libelleBouton = (cible: CibleSurveillance) =>
  cible.type === 'entreprise' ? 'Surveiller cette entreprise' : 'Surveiller cette personne';

function PourUnVisiteur({ cible, onFermer }: { cible: CibleSurveillance; onFermer(): void }) {
  const login = useLogin();
  return (
    <>
      <p>
        La surveillance est réservée aux titulaires d’un compte client. Connectez-vous pour surveiller{' '}
        {cible.type === 'entreprise' ? 'cette entreprise' : 'cette personne'} : vous resterez sur cette page. Vous
        pourrez aussi créer votre compte depuis la fenêtre de connexion.
      </p>
      <ModalActions>
        <SecondaryButton type="button" onClick={onFermer}>
          Annuler
        </SecondaryButton>
        <PrimaryButton type="button" onClick={login}>
          Se connecter
        </PrimaryButton>
      </ModalActions>
    </>
  );
}

function PourUnClient({ cible, idCompte, onFermer }: { cible: CibleSurveillance; idCompte: number; onFermer(): void }) {
  const groupes = useGroupesFavoris(idCompte);
  const rafraichir = useRafraichirSurveillance();
  const personne = cible.type === 'personne';
  const [groupe, setGroupe] = useState<number | null>(null);
  const [domaines, setDomaines] = useState<DomaineSurveillance[]>(['RCS_BILAN_ACTES']);
  const [erreurDomaines, setErreurDomaines] = useState<string | null>(null);
  const [erreur, setErreur] = useState<string | null>(null);
  const [envoi, setEnvoi] = useState(false);
  const [ouverte, setOuverte] = useState<Surveillance | null>(null);

  const surveiller = async (event: FormEvent) => {
    event.preventDefault();
    if (envoi) return;
    if (domaines.length === 0) {
      setErreurDomaines('Choisissez au moins un domaine.');
      return;
    }
    setErreurDomaines(null);
    setErreur(null);
    setEnvoi(true);
    try {
      const cibleDemande = personne ? { id_personne_physique: cible.id } : { id_entreprise: cible.id };
      setOuverte(
        await surveillances.ouvrir({
          ...cibleDemande,
          domaines: personne ? DOMAINES_PERSONNE : domaines,
          groupe_favoris_id: groupe,
        }),
      );
      void rafraichir();
    } catch (e) {
      const champ = messageDuChamp(e, 'domaines');
      if (champ) setErreurDomaines(champ);
      else setErreur(`La surveillance n’a pas pu être ouverte : ${messageDErreur(e)}`);
    } finally {
      setEnvoi(false);
    }
  };

  if (ouverte)
    return (
      <>
        <Succes role="status">
          Vous surveillez désormais {cible.nom}
          {ouverte.groupe_favoris ? `, dans le groupe « ${ouverte.groupe_favoris.libelle} »` : ''}.
        </Succes>
        <p>Chaque événement publié à son sujet vous sera signalé par une révélation.</p>
        <ModalActions>
          <SecondaryButton type="button" onClick={onFermer}>
            Fermer
          </SecondaryButton>
          <Link to={pages.mesSurveillances}>Voir mes surveillances</Link>
        </ModalActions>
      </>
    );
  return (
    <Formulaire noValidate onSubmit={(e) => void surveiller(e)}>
      <p>La surveillance est gratuite ; seuls les avis que vous choisissez de consulter sont facturés.</p>
      <ChoixGroupe
        id="surveiller-groupe"
        label="Groupe de favoris"
        groupes={groupes.data ?? []}
        valeur={groupe}
        onChange={setGroupe}
      />
      <ChoixDomaines
        id="surveiller-domaines"
        legende="Domaines surveillés"
        choisis={personne ? DOMAINES_PERSONNE : domaines}
        possibles={personne ? DOMAINES_PERSONNE : undefined}
        onChange={setDomaines}
        erreur={erreurDomaines}
      />
      <div role="alert">{erreur ? <Alerte>{erreur}</Alerte> : null}</div>
      <ModalActions>
        <SecondaryButton type="button" onClick={onFermer}>
          Annuler
        </SecondaryButton>
        <PrimaryButton type="submit" disabled={envoi}>
          {envoi ? 'Ouverture en cours…' : 'Surveiller'}
        </PrimaryButton>
      </ModalActions>
    </Formulaire>
  );
}

export function Surveiller({ cible }: { cible: CibleSurveillance }) {
  const client = useIsClient();
  const hydrate = useAuthHydrated();
  const { connected } = useAuth();
  const compte = useCompteClientSelectionne();
  const [ouvert, setOuvert] = useState(false);
  const bouton = useRef<HTMLButtonElement>(null);
  const fermer = () => setOuvert(false);
  return (
    <Emplacement>
      <SecondaryButton
        ref={bouton}
        type="button"
        aria-haspopup="dialog"
        disabled={!client || !hydrate}
        onClick={() => setOuvert(true)}
      >
        {libelleBouton(cible)}
      </SecondaryButton>
      <Modal
        open={ouvert}
        title={(id) => <ModalTitle id={id}>Surveiller {cible.nom}</ModalTitle>}
        onEscape={fermer}
        returnFocusRef={bouton}
      >
        {!connected ? <PourUnVisiteur cible={cible} onFermer={fermer} /> : null}
        {connected && !compte ? <p role="status">Chargement de votre compte client…</p> : null}
        {connected && compte ? (
          <PourUnClient key={compte.id} cible={cible} idCompte={compte.id} onFermer={fermer} />
        ) : null}
      </Modal>
    </Emplacement>
  );
}
