import { Link } from 'gatsby';
import { RECHERCHE_AVANCEE_PATH } from '../../lib/recherche/constantes';
import { vocabulaire } from '../../lib/vocabulaire';
import { Fort, Vide } from '../ui/etats';

/** An empty basket says what goes in it and where to start. */
export function PanierVide() {
  return (
    <Vide>
      <Fort>Votre panier est vide.</Fort>
      <p>
        {`Les documents officiels — extrait Kbis, comptes annuels, actes, état d’endettement — se rapportent à une entreprise : commencez par la rechercher par son nom ou son numéro ${vocabulaire().identifiantEntreprise}.`}
      </p>
      <p>
        <Link to={RECHERCHE_AVANCEE_PATH}>Rechercher une entreprise</Link>
      </p>
    </Vide>
  );
}
