import { formatDate, formatEntier, formatMontant } from '../../lib/registre/format';
import type { Exercice } from '@portail/contrat/entreprises';
import { ChiffresClesChart } from './chiffres-cles-chart';
import { FicheSection } from './fiche-section';
import { formatDuree } from './format';
import { Tableau } from './ui';

const CONFIDENTIEL = 'Confidentiel';
const NON_PUBLIE = 'Non publié';

function cellule(exercice: Exercice, valeur: number | null, format: (v: number) => string): string {
  if (valeur !== null) return format(valeur);
  return exercice.confidentiel ? CONFIDENTIEL : NON_PUBLIE;
}

const LIGNES: { label: string; valeur: (e: Exercice) => string }[] = [
  { label: 'Date de clôture', valeur: (e) => formatDate(e.date_cloture) },
  { label: 'Durée de l’exercice', valeur: (e) => formatDuree(e.duree_mois) },
  { label: 'Chiffre d’affaires', valeur: (e) => cellule(e, e.chiffre_affaires, (v) => formatMontant(v)) },
  { label: 'Résultat', valeur: (e) => cellule(e, e.resultat, (v) => formatMontant(v)) },
  { label: 'Effectif', valeur: (e) => cellule(e, e.effectif, formatEntier) },
];

/** The last financial years as a table (one column per year) and as a bar chart. */
export function ChiffresClesSection({ exercices, cible }: { exercices: Exercice[]; cible?: boolean }) {
  return (
    <FicheSection id="chiffres-cles" titre="Chiffres clés" cible={cible}>
      {exercices.length === 0 ? (
        <p>Aucun chiffre clé n’est publié pour cette entreprise.</p>
      ) : (
        <>
          <Tableau label="Tableau des chiffres clés">
            <table>
              <caption>Chiffres clés des derniers exercices</caption>
              <thead>
                <tr>
                  <th scope="col">Exercice</th>
                  {exercices.map((e) => (
                    <th scope="col" className="nombre" key={e.date_cloture}>
                      {e.date_cloture.slice(0, 4)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {LIGNES.map((ligne) => (
                  <tr key={ligne.label}>
                    <th scope="row">{ligne.label}</th>
                    {exercices.map((e) => (
                      <td className="nombre" key={e.date_cloture}>
                        {ligne.valeur(e)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </Tableau>
          <ChiffresClesChart exercices={exercices} />
        </>
      )}
    </FicheSection>
  );
}
