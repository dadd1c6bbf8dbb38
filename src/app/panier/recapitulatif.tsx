import type { Panier } from '@portail/contrat/paniers';
import { VisuallyHidden } from '../../components/shell/ui';
import { BoutonCommander } from './commander';
import { euros } from './diffusions';
import { Recapitulatif as Cadre } from './styles';

export const nombreArticles = (n: number) => `${n} ${n > 1 ? 'articles' : 'article'}`;

/** Totals HT, TVA and TTC as the service computed them (never added up in the browser), and « Commander ». */
export function Recapitulatif({ panier, onCommandee }: { panier: Panier; onCommandee?: () => void }) {
  const { prix_devises: prix } = panier;
  return (
    <Cadre aria-labelledby="titre-recapitulatif">
      <h2 id="titre-recapitulatif">Récapitulatif</h2>
      <p>{nombreArticles(panier.nombre_articles)}</p>
      <table>
        <caption>
          <VisuallyHidden>Montants de votre panier</VisuallyHidden>
        </caption>
        <tbody>
          <tr>
            <th scope="row">Total HT</th>
            <td>{euros(prix.ht_formate)}</td>
          </tr>
          <tr>
            <th scope="row">TVA</th>
            <td>{euros(prix.tva_formate)}</td>
          </tr>
          <tr>
            <th scope="row">Total TTC</th>
            <td>{euros(prix.ttc_formate)}</td>
          </tr>
        </tbody>
      </table>
      <BoutonCommander onCommandee={onCommandee} />
    </Cadre>
  );
}
