import { useComptesEtSelection } from '../../lib/api/use-comptes-clients';
import { useUtilisateur } from '../../lib/api/use-utilisateur';

/** What every personal-space page reads: the user and the selected account, with their states. */
export function useEspace() {
  const utilisateur = useUtilisateur();
  const { comptes, selection } = useComptesEtSelection();
  return {
    utilisateur,
    comptes,
    selection,
    compte: selection.data?.compte_client ?? null,
    chargement: utilisateur.isLoading || comptes.isLoading || selection.isLoading,
  };
}
