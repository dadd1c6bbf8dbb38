import { Link } from 'gatsby';
import { pluriel } from '../../lib/registre/format';
import { listeEtablissementsPath } from '../../lib/registre/paths';
import type { Entreprise } from '@portail/contrat/entreprises';
import { FicheSection } from './fiche-section';
import { resumeEtablissements } from './format';

/** How many establishments, how many open, and the way to their list. */
export function EtablissementsSection({ entreprise, cible }: { entreprise: Entreprise; cible?: boolean }) {
  const { nombre_etablissements: total, nombre_etablissements_actifs: actifs } = entreprise;
  return (
    <FicheSection id="etablissements" titre="Établissements" cible={cible}>
      {total === 0 ? (
        <p>Aucun établissement n’est connu pour cette entreprise.</p>
      ) : (
        <>
          <p>{resumeEtablissements(total, actifs)}.</p>
          <p>
            <Link to={listeEtablissementsPath(entreprise)}>
              {total > 1 ? `Voir les ${pluriel(total, 'établissement')}` : 'Voir l’établissement'}
            </Link>
          </p>
        </>
      )}
    </FicheSection>
  );
}
