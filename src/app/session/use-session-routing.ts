import { navigate } from 'gatsby';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { comptesClients } from '../../lib/api/comptes-clients';
import { pages } from '../../lib/api/routes';
import {
  useComptesEtSelection,
  useRemplacerCompteSelectionne,
  useSelectionnerCompte,
} from '../../lib/api/use-comptes-clients';
import { useUtilisateur } from '../../lib/api/use-utilisateur';
import { useSuivreEvenement } from '../../state/analytics';
import { authAtom, justLoggedInAtom } from '../../state/auth';
import { compteClientSelectionneAtom, habilitationsAtom } from '../../state/compte';
import { useToasts } from '../../state/toasts';
import { MESSAGES_SESSION } from './messages';
import { normaliserChemin, redirection, regleLibelles } from './regles';
import { useResetSession } from './use-reset-session';

/**
 * What follows a sign-in (SPEC §4): user, accounts, automatic selection of a single account, the
 * selected account in the shared state, the sign-up analytics event, and the pages a user is sent to.
 */
export function useSessionRouting(chemin: string): void {
  const store = useStore();
  const { connected } = useAtomValue(authAtom);
  const justLoggedIn = useAtomValue(justLoggedInAtom);
  const { showToast } = useToasts();
  const reset = useResetSession();
  const suivre = useSuivreEvenement();
  const selectionner = useSelectionnerCompte();
  const remplacer = useRemplacerCompteSelectionne();
  const setCompte = useSetAtom(compteClientSelectionneAtom);
  const setHabilitations = useSetAtom(habilitationsAtom);

  const utilisateur = useUtilisateur();
  const {
    comptes: { data: comptes },
    aSelection,
    selection: { data: selection },
  } = useComptesEtSelection();
  const compte = aSelection ? (selection === undefined ? undefined : (selection?.compte_client ?? null)) : null;

  const fait = useRef({ autoSelection: new Set<number>(), analytique: new Set<number>(), libelles: new Set<number>() });

  useEffect(() => {
    if (!utilisateur.error) return;
    reset();
    showToast({ text: MESSAGES_SESSION.utilisateurIndisponible, type: 'error' });
  }, [utilisateur.error, reset, showToast]);

  useEffect(() => {
    const seul = comptes?.length === 1 ? comptes[0] : undefined;
    if (!seul || seul.selectionne || fait.current.autoSelection.has(seul.id)) return;
    fait.current.autoSelection.add(seul.id);
    selectionner(seul.id).catch(() => showToast({ text: MESSAGES_SESSION.selectionEchouee, type: 'error' }));
  }, [comptes, selectionner, showToast]);

  useEffect(() => {
    setCompte(connected && selection ? selection.compte_client : null);
    setHabilitations(connected && selection ? selection.habilitations : []);
  }, [connected, selection, setCompte, setHabilitations]);

  useEffect(() => {
    if (!connected || !selection || fait.current.analytique.has(selection.compte_client.id)) return;
    fait.current.analytique.add(selection.compte_client.id);
    const { type_compte, type_profil } = selection.compte_client;
    suivre({ event: 'inscription_compte_client', type_compte, type_profil });
  }, [connected, selection, suivre]);

  useEffect(() => {
    if (!connected) return;
    const cible = redirection({ chemin, comptes, selectionne: compte, apresConnexion: justLoggedIn });
    if (comptes !== undefined && justLoggedIn) store.set(justLoggedInAtom, false);
    if (cible) {
      void navigate(cible);
      return;
    }
    if (!compte || !utilisateur.data || fait.current.libelles.has(compte.id)) return;
    const ici = normaliserChemin(chemin);
    if (ici === pages.selectionCompte) return;
    fait.current.libelles.add(compte.id);
    const regle = regleLibelles(compte, utilisateur.data);
    if (regle.action === 'completer' && ici !== pages.mesInformations) void navigate(pages.mesInformations);
    if (regle.action === 'remplir') {
      const { libelle_courrier, libelle_facturation } = regle;
      comptesClients
        .modifierLibelles({ id: compte.id, version: compte.version, libelle_courrier, libelle_facturation })
        .then(remplacer)
        .catch(() => undefined);
    }
  }, [connected, chemin, comptes, compte, justLoggedIn, utilisateur.data, store, remplacer]);
}
