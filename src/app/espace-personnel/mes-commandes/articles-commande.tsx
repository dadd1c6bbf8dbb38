import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { formatSiren } from '../../../components/entreprise/format';
import { VisuallyHidden } from '../../../components/shell/ui';
import type { Commande } from '@portail/contrat/commandes';
import {
  commandes,
  type ArticleCommande,
  type DocumentCommande,
  type RegroupementCommande,
} from '../../../lib/api/commandes';
import { pagesCommandes } from '../../../lib/api/routes';
import { entreprisePath } from '../../../lib/registre/paths';
import { formatDateHeure } from '../../../lib/registre/format';
import { euros, LIBELLE_FORMAT, textePeriodicite } from '../../panier/diffusions';
import { Article, Groupe, ListeArticles, Periodicite, Siren, SousTotal, Tableau } from '../../panier/styles';
import { theme } from '../../../theme';
import { BoutonTelechargement, tailleFichier } from './commun';

const { space, colors, fontSizes } = theme;

export const AUTRES_DOCUMENTS = 'Autres documents';

export const nomDuGroupe = (g: Pick<RegroupementCommande, 'denomination' | 'siren'>) =>
  g.denomination ?? (g.siren ? `SIREN ${formatSiren(g.siren)}` : AUTRES_DOCUMENTS);

const ListeDocuments = styled.ul`
  list-style: none;
  margin: ${space.sm} 0 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${space.xs} ${space.md};
    padding: ${space.sm} 0;
    border-top: 1px dashed ${colors.border};
  }
  p {
    margin: 0;
  }
`;

export const Precision = styled.span`
  display: block;
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

export const Envois = styled.ul`
  margin: ${space.xs} 0 0;
  padding-left: ${space.lg};
`;

/** The page of the articles that have one: debt statements and collective-proceedings certificates. */
export function pageDeLArticle(reference: string, jour: string, article: ArticleCommande): string | null {
  const code = article.id_article_catalogue || article.type;
  if (code.startsWith('ETAT_ENDETTEMENT')) return pagesCommandes.etatEndettement(reference, article.id, jour);
  if (code === 'CERTIFICAT_PROCEDURES_COLLECTIVES')
    return pagesCommandes.procedureCollective(reference, article.id, jour);
  return null;
}

interface DocumentProps {
  commande: Pick<Commande, 'reference_commande' | 'jour_commande'>;
  article: ArticleCommande;
  document: DocumentCommande;
  contexte: string;
}

/** One PDF of an article: its download and, for a Kbis or a certificate, its verification code. */
export function LigneDocument({ commande, article, document, contexte }: DocumentProps) {
  return (
    <li>
      <div>
        <p>{document.libelle}</p>
        <Precision>
          PDF, {tailleFichier(document.taille)}, délivré le {formatDateHeure(document.emis_le)}
        </Precision>
        {document.code_verification ? (
          <Precision>
            Code de vérification : <strong>{document.code_verification}</strong> —{' '}
            <Link to={pagesCommandes.verification(document.code_verification)}>
              Vérifier ce document<VisuallyHidden> : {document.libelle}</VisuallyHidden>
            </Link>
          </Precision>
        ) : null}
      </div>
      <BoutonTelechargement
        id={`document-${document.id}`}
        lire={() =>
          commandes.document(commande.reference_commande, commande.jour_commande, article.id, document.nom_fichier)
        }
      >
        Télécharger (PDF)
        <VisuallyHidden>
          {' '}
          {document.libelle}, {contexte}
        </VisuallyHidden>
      </BoutonTelechargement>
    </li>
  );
}

interface ArticleProps {
  commande: Pick<Commande, 'reference_commande' | 'jour_commande' | 'statut'>;
  article: ArticleCommande;
  contexte: string;
  /** The link to the article's own page (not on that page itself). */
  avecLien?: boolean;
}

/** An ordered article: its sub-articles (format, quantity, prices), postal dispatches and documents. */
export function DetailArticle({ commande, article, contexte, avecLien = true }: ArticleProps) {
  const page = avecLien ? pageDeLArticle(commande.reference_commande, commande.jour_commande, article) : null;
  return (
    <>
      {article.sous_articles.length > 0 ? (
        <Tableau>
          <caption>
            <VisuallyHidden>
              Diffusions : {article.libelle}, {contexte}
            </VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">Format</th>
              <th scope="col">Quantité</th>
              <th scope="col" className="montant">
                Prix unitaire TTC
              </th>
              <th scope="col" className="montant">
                Montant TTC
              </th>
            </tr>
          </thead>
          <tbody>
            {article.sous_articles.map((s) => (
              <tr key={s.id_sous_article_catalogue}>
                <th scope="row">
                  {LIBELLE_FORMAT[s.format_diffusion] ?? s.format_diffusion}
                  {s.periodicite ? <Periodicite>{textePeriodicite(s.periodicite, s.nombre_envois)}</Periodicite> : null}
                </th>
                <td>{s.quantite}</td>
                <td className="montant">{euros(s.prix_unitaire.ttc_formate)}</td>
                <td className="montant">{euros(s.montant.ttc_formate)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                Montant de l’article
              </th>
              <td className="montant">{euros(article.montant.ttc_formate)}</td>
            </tr>
          </tfoot>
        </Tableau>
      ) : (
        <p>Montant : {euros(article.montant.ttc_formate)} TTC</p>
      )}
      {article.envois_postaux.length > 0 ? (
        <Envois>
          {article.envois_postaux.map((envoi, i) => (
            <li key={`${envoi.enregistre_le}-${i}`}>
              Envoi postal enregistré le {formatDateHeure(envoi.enregistre_le)}
              {envoi.quantite > 1 ? ` (${envoi.quantite} exemplaires)` : ''}
            </li>
          ))}
        </Envois>
      ) : null}
      {article.documents.length > 0 ? (
        <ListeDocuments aria-label={`Documents : ${article.libelle}, ${contexte}`}>
          {article.documents.map((document) => (
            <LigneDocument
              key={document.id}
              commande={commande}
              article={article}
              document={document}
              contexte={contexte}
            />
          ))}
        </ListeDocuments>
      ) : null}
      {page ? (
        <p>
          <Link to={page}>
            Voir le détail de l’article<VisuallyHidden> : {article.libelle}</VisuallyHidden>
          </Link>
        </p>
      ) : null}
    </>
  );
}

/** The articles of one company, under its name and SIREN. */
export function GroupeCommande({
  commande,
  groupe,
  index,
  avecSousTotal,
}: {
  commande: Commande;
  groupe: RegroupementCommande;
  index: number;
  avecSousTotal: boolean;
}) {
  const titreId = `commande-groupe-${index}`;
  const nom = nomDuGroupe(groupe);
  const page =
    groupe.id_entite !== null && groupe.siren
      ? entreprisePath({ id: groupe.id_entite, siren: groupe.siren, denomination: groupe.denomination ?? '' })
      : null;
  return (
    <Groupe aria-labelledby={titreId}>
      <h2 id={titreId}>{page ? <Link to={page}>{nom}</Link> : nom}</h2>
      {groupe.siren && groupe.denomination ? <Siren>SIREN {formatSiren(groupe.siren)}</Siren> : null}
      <ListeArticles>
        {groupe.articles.map((article) => (
          <Article key={article.id}>
            <h3>{article.libelle}</h3>
            <DetailArticle commande={commande} article={article} contexte={nom} />
          </Article>
        ))}
      </ListeArticles>
      {avecSousTotal ? <SousTotal>Sous-total : {euros(groupe.montant.ttc_formate)} TTC</SousTotal> : null}
    </Groupe>
  );
}
