import type { Entreprise, Fonction } from '@portail/contrat/entreprises';
import { FicheSection } from './fiche-section';
import { FonctionItem } from './personne';
import { ListeSimple } from './ui';

function Fonctions({ fonctions, label }: { fonctions: Fonction[]; label: string }) {
  return (
    <ListeSimple aria-label={label}>
      {fonctions.map((fonction) => (
        <FonctionItem key={fonction.id} fonction={fonction} />
      ))}
    </ListeSimple>
  );
}

interface DirigeantsSectionProps {
  entreprise: Entreprise;
  dirigeants: Fonction[];
  commissaires: Fonction[];
  cible?: boolean;
}

/** Current officers first, former ones apart, then the statutory auditors (Kbis, R123-54). */
export function DirigeantsSection({ entreprise, dirigeants, commissaires, cible }: DirigeantsSectionProps) {
  const actuels = dirigeants.filter((d) => d.actif);
  const anciens = dirigeants.filter((d) => !d.actif);
  const entrepreneur = [entreprise.prenoms, entreprise.nom].filter(Boolean).join(' ') || entreprise.denomination;
  return (
    <FicheSection id="dirigeants" titre="Dirigeants" cible={cible}>
      {actuels.length > 0 ? (
        <Fonctions fonctions={actuels} label="Dirigeants en fonction" />
      ) : entreprise.personne_physique ? (
        <p>L’entreprise individuelle est dirigée par l’entrepreneur lui-même : {entrepreneur}.</p>
      ) : (
        <p>Aucun dirigeant en fonction n’est publié pour cette entreprise.</p>
      )}
      {anciens.length > 0 ? (
        <>
          <h3>Anciens dirigeants</h3>
          <Fonctions fonctions={anciens} label="Anciens dirigeants" />
        </>
      ) : null}
      {commissaires.length > 0 ? (
        <>
          <h3>Commissaires aux comptes</h3>
          <Fonctions fonctions={commissaires} label="Commissaires aux comptes" />
        </>
      ) : null}
    </FicheSection>
  );
}
