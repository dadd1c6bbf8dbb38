import { Link } from 'gatsby';
import type { FormatDiffusion } from '@portail/contrat/commun/paniers';
import type { Article as ArticlePanier, Regroupement } from '@portail/contrat/paniers';
import { formatSiren } from '../../components/entreprise/format';
import { entreprisePath } from '../../lib/registre/paths';
import { vocabulaire } from '../../lib/vocabulaire';
import { euros } from './diffusions';
import { LigneArticle } from './ligne-article';
import { Groupe, ListeArticles, Siren, SousTotal } from './styles';

export const AUTRES_DOCUMENTS = 'Autres documents';

/** The name a group goes by: its company, else its SIREN (RID), else « Autres documents ». */
export const nomDuGroupe = (g: Regroupement) =>
  g.denomination ?? (g.siren ? `${vocabulaire().identifiantEntreprise} ${formatSiren(g.siren)}` : AUTRES_DOCUMENTS);

interface Props {
  groupe: Regroupement;
  /** Several companies: each group shows its own amount. */
  avecSousTotal: boolean;
  occupes: ReadonlySet<number>;
  erreurs: ReadonlyMap<number, string>;
  onQuantite(article: ArticlePanier, format: FormatDiffusion, quantite: number): void;
  onRetirer(article: ArticlePanier): void;
}

/** The articles of one company, under its name and SIREN, both leading to its page. */
export function GroupeEntreprise({ groupe, avecSousTotal, occupes, erreurs, onQuantite, onRetirer }: Props) {
  const titreId = `groupe-${groupe.id_entite ?? 'autres'}-titre`;
  const nom = nomDuGroupe(groupe);
  const page =
    groupe.id_entite !== null && groupe.siren
      ? entreprisePath({ id: groupe.id_entite, siren: groupe.siren, denomination: groupe.denomination ?? '' })
      : null;
  return (
    <Groupe aria-labelledby={titreId}>
      <h2 id={titreId}>{page ? <Link to={page}>{nom}</Link> : nom}</h2>
      {groupe.siren && groupe.denomination ? (
        <Siren>
          {`${vocabulaire().identifiantEntreprise} `}
          {page ? <Link to={page}>{formatSiren(groupe.siren)}</Link> : formatSiren(groupe.siren)}
        </Siren>
      ) : null}
      <ListeArticles>
        {groupe.articles.map((article) => (
          <LigneArticle
            key={article.id}
            article={article}
            contexte={nom}
            occupe={occupes.has(article.id)}
            erreur={erreurs.get(article.id) ?? null}
            onQuantite={onQuantite}
            onRetirer={onRetirer}
          />
        ))}
      </ListeArticles>
      {avecSousTotal ? <SousTotal>Sous-total : {euros(groupe.montant.ttc_formate)} TTC</SousTotal> : null}
    </Groupe>
  );
}
