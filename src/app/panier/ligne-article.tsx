import type { FormatDiffusion } from '@portail/contrat/commun/paniers';
import type { Article as ArticlePanier } from '@portail/contrat/paniers';
import { MessageErreur } from '../../components/ui/champs';
import { SecondaryButton, VisuallyHidden } from '../../components/shell/ui';
import { useGreffes } from '../../lib/api/use-gages';
import { ChampQuantite } from './champ-quantite';
import { euros, FORMAT_DANS_PHRASE, LIBELLE_FORMAT, lignesDe, textePeriodicite } from './diffusions';
import { greffeNomme, libelleArticle } from './libelle-article';
import { Article, Periodicite, PiedArticle, Tableau } from './styles';

export const idTitreArticle = (id: number) => `article-${id}-titre`;

interface Props {
  article: ArticlePanier;
  /** Whose article it is (the company's name), for the names of its controls. */
  contexte: string;
  occupe: boolean;
  erreur: string | null;
  onQuantite(article: ArticlePanier, format: FormatDiffusion, quantite: number): void;
  onRetirer(article: ArticlePanier): void;
}

/** One article: its diffusions (format, quantity, amount), its amount and « Retirer ». */
export function LigneArticle({ article, contexte, occupe, erreur, onQuantite, onRetirer }: Props) {
  const lignes = lignesDe(article);
  const erreurId = `article-${article.id}-erreur`;
  const greffes = useGreffes(greffeNomme(article));
  const libelle = libelleArticle(article, greffes.data);
  return (
    <Article>
      <h3 id={idTitreArticle(article.id)} tabIndex={-1}>
        {libelle}
      </h3>
      {lignes.length > 0 ? (
        <Tableau>
          <caption>
            <VisuallyHidden>
              Diffusions : {libelle}, {contexte}
            </VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">Format</th>
              <th scope="col">Quantité</th>
              <th scope="col" className="montant">
                Montant TTC
              </th>
            </tr>
          </thead>
          <tbody>
            {lignes.map((ligne) => (
              <tr key={ligne.id}>
                <th scope="row">
                  {LIBELLE_FORMAT[ligne.format]}
                  {ligne.diffusion?.periodicite ? (
                    <Periodicite>{textePeriodicite(ligne.diffusion.periodicite, ligne.nombreEnvois)}</Periodicite>
                  ) : null}
                </th>
                <td>
                  {ligne.diffusion ? (
                    <ChampQuantite
                      id={`quantite-${ligne.id}`}
                      label={`Quantité ${FORMAT_DANS_PHRASE[ligne.format]} : ${libelle}, ${contexte}`}
                      quantite={ligne.diffusion.quantite}
                      occupe={occupe}
                      onValider={(quantite) => onQuantite(article, ligne.format, quantite)}
                    />
                  ) : (
                    '—'
                  )}
                </td>
                <td className="montant">{euros(ligne.montant.ttc_formate)}</td>
              </tr>
            ))}
          </tbody>
          {lignes.length > 1 ? (
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  Montant de l’article
                </th>
                <td className="montant">{euros(article.montant.ttc_formate)}</td>
              </tr>
            </tfoot>
          ) : null}
        </Tableau>
      ) : (
        <p>Montant : {euros(article.montant.ttc_formate)} TTC</p>
      )}
      {erreur ? (
        <MessageErreur id={erreurId} role="alert">
          {erreur}
        </MessageErreur>
      ) : null}
      <PiedArticle>
        <SecondaryButton
          type="button"
          aria-disabled={occupe || undefined}
          aria-describedby={erreur ? erreurId : undefined}
          onClick={() => {
            if (!occupe) onRetirer(article);
          }}
        >
          Retirer
          <VisuallyHidden>
            {' '}
            {libelle}, {contexte}
          </VisuallyHidden>
        </SecondaryButton>
      </PiedArticle>
    </Article>
  );
}
