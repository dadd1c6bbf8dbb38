import { Link } from 'gatsby';
import { formatSiren } from '../../../components/entreprise/format';
import { estIntrouvable } from '../../../lib/api/erreurs';
import { pages, pagesCommandes } from '../../../lib/api/routes';
import type { Commande } from '@portail/contrat/commandes';
import type { ArticleCommande, RegroupementCommande } from '../../../lib/api/commandes';
import { useCommande, useJourCommande } from '../../../lib/api/use-commandes';
import { DEPARTEMENTS } from '../../../lib/recherche/departements';
import { entreprisePath } from '../../../lib/registre/paths';
import { formatDateHeure } from '../../../lib/registre/format';
import { Chargement, Erreur, Fort, Vide } from '../../ui/etats';
import type { ProprietesEcran } from '../espace-personnel-app';
import { Donnees, PageEspace, Section } from '../mise-en-page';
import { useEspace } from '../use-espace';
import { DetailArticle, nomDuGroupe } from './articles-commande';
import { StatutBadge } from './commun';
import { DebiteursEtat } from './debiteurs';

export type VueArticle = 'etat-endettement' | 'debiteurs' | 'procedure-collective';

const TITRES: Record<VueArticle, string> = {
  'etat-endettement': 'État d’endettement',
  debiteurs: 'Débiteur de l’état d’endettement',
  'procedure-collective': 'Certificat de procédures collectives',
};

const PRESENTATION: Record<VueArticle, string> = {
  'etat-endettement':
    'L’état d’endettement recense les inscriptions de privilèges et de nantissements prises à l’encontre du débiteur, au greffe.',
  debiteurs: 'Le débiteur sur lequel porte l’état d’endettement, tel que vous l’avez désigné en commandant.',
  'procedure-collective':
    'Le certificat indique si l’entreprise fait ou a fait l’objet d’une procédure collective : sauvegarde, redressement ou liquidation judiciaire.',
};

const estDeLaVue = (vue: VueArticle, article: ArticleCommande) => {
  const code = article.id_article_catalogue || article.type;
  return vue === 'procedure-collective'
    ? code === 'CERTIFICAT_PROCEDURES_COLLECTIVES'
    : code.startsWith('ETAT_ENDETTEMENT');
};

function trouverArticle(
  commande: Commande,
  id: number,
): { groupe: RegroupementCommande; article: ArticleCommande } | null {
  for (const groupe of commande.regroupements) {
    const article = groupe.articles.find((a) => a.id === id);
    if (article) return { groupe, article };
  }
  return null;
}

const texte = (valeur: unknown) => (typeof valeur === 'string' && valeur.trim() ? valeur.trim() : null);

/** Who the article is about: the company of its group, or the debtor the customer named (`donnees`). */
function Criteres({ groupe, article }: { groupe: RegroupementCommande; article: ArticleCommande }) {
  const siren = texte(article.donnees.siren) ?? groupe.siren;
  const nom = texte(article.donnees.nom);
  const codeDepartement = texte(article.donnees.departement);
  const departement = codeDepartement ? DEPARTEMENTS.find((d) => d.code === codeDepartement) : undefined;
  const page =
    groupe.id_entite !== null && groupe.siren
      ? entreprisePath({ id: groupe.id_entite, siren: groupe.siren, denomination: groupe.denomination ?? '' })
      : null;
  return (
    <Donnees>
      {groupe.denomination ? (
        <>
          <dt>Entreprise</dt>
          <dd>{page ? <Link to={page}>{groupe.denomination}</Link> : groupe.denomination}</dd>
        </>
      ) : null}
      {siren ? (
        <>
          <dt>SIREN</dt>
          <dd>{formatSiren(siren)}</dd>
        </>
      ) : null}
      {nom ? (
        <>
          <dt>Nom du débiteur</dt>
          <dd>{nom}</dd>
        </>
      ) : null}
      {codeDepartement ? (
        <>
          <dt>Département</dt>
          <dd>{departement ? `${departement.nom} (${departement.code})` : codeDepartement}</dd>
        </>
      ) : null}
      {!groupe.denomination && !siren && !nom ? (
        <>
          <dt>Critères</dt>
          <dd>Aucun critère n’a été enregistré pour cet article.</dd>
        </>
      ) : null}
    </Donnees>
  );
}

/**
 * /espace-personnel/mes-commandes/commande/{reference}/etat-endettement/{idArticle}[/debiteurs] and
 * …/procedure-collective/{idArticle}: one article of an order, who it is about, its documents.
 */
export function PageArticleCommande({ parametres, recherche, vue }: ProprietesEcran & { vue: VueArticle }) {
  const reference = parametres.reference ?? null;
  const idArticle = Number(parametres.idArticle);
  const { compte, selection, chargement } = useEspace();
  const idCompte = compte?.id ?? null;
  const jour = useJourCommande(idCompte, reference, recherche.get('date_commande'));
  const swr = useCommande(idCompte, reference, jour.jour);
  const commande = swr.data;
  const trouve = commande ? trouverArticle(commande, idArticle) : null;
  const valable = trouve && estDeLaVue(vue, trouve.article) ? trouve : null;
  const introuvable =
    (reference && !jour.chargement && !jour.erreur && !jour.jour) ||
    estIntrouvable(swr.error) ||
    (commande && !valable);
  const retourCommande = reference ? pagesCommandes.commande(reference, jour.jour) : pages.mesCommandes;
  const contexte = valable ? nomDuGroupe(valable.groupe) : '';

  return (
    <PageEspace
      titre={valable && vue !== 'debiteurs' ? valable.article.libelle : TITRES[vue]}
      intro={PRESENTATION[vue]}
      retour={{ lien: retourCommande, texte: reference ? `Commande ${reference}` : 'Mes commandes' }}
    >
      {chargement || jour.chargement || (jour.jour && compte && !commande && !swr.error) ? (
        <Chargement texte="Chargement de l’article…" />
      ) : null}
      {selection.error ? (
        <Erreur message="Votre compte client n’a pas pu être chargé." onReessayer={() => void selection.mutate()} />
      ) : null}
      {(swr.error && !estIntrouvable(swr.error)) || jour.erreur ? (
        <Erreur message="Votre commande n’a pas pu être chargée." onReessayer={() => void swr.mutate()} />
      ) : null}
      {introuvable ? (
        <Vide>
          <Fort>Article introuvable.</Fort>
          <p>Cette adresse ne correspond à aucun article de vos commandes.</p>
          <p>
            <Link to={pages.mesCommandes}>Voir mes commandes</Link>
          </p>
        </Vide>
      ) : null}
      {commande && valable ? (
        <>
          <Section aria-labelledby="titre-criteres">
            <h2 id="titre-criteres">{vue === 'procedure-collective' ? 'Entreprise' : 'Débiteur'}</h2>
            <Criteres groupe={valable.groupe} article={valable.article} />
            {vue === 'etat-endettement' ? (
              <p>
                <Link to={pagesCommandes.debiteurs(commande.reference_commande, idArticle, commande.jour_commande)}>
                  Voir le débiteur de cet état d’endettement
                </Link>
              </p>
            ) : null}
            {vue === 'debiteurs' ? (
              <p>
                <Link
                  to={pagesCommandes.etatEndettement(commande.reference_commande, idArticle, commande.jour_commande)}
                >
                  Revenir à l’état d’endettement
                </Link>
              </p>
            ) : null}
          </Section>
          {vue === 'debiteurs' && idCompte !== null ? (
            <Section aria-labelledby="titre-inscriptions">
              <h2 id="titre-inscriptions">Inscriptions au registre</h2>
              <DebiteursEtat idCompte={idCompte} commande={commande} idArticle={idArticle} />
            </Section>
          ) : null}
          {vue !== 'debiteurs' ? (
            <Section aria-labelledby="titre-article">
              <h2 id="titre-article">Commande et documents</h2>
              <Donnees>
                <dt>Commande</dt>
                <dd>
                  <Link to={pagesCommandes.commande(commande.reference_commande, commande.jour_commande)}>
                    {commande.reference_commande}
                  </Link>{' '}
                  du {formatDateHeure(commande.date_commande)}
                </dd>
                <dt>Statut</dt>
                <dd>
                  <StatutBadge statut={commande.statut} libelle={commande.libelle_statut} />
                </dd>
              </Donnees>
              <DetailArticle commande={commande} article={valable.article} contexte={contexte} avecLien={false} />
              {valable.article.documents.length === 0 ? (
                <p>
                  {commande.statut === 'LIVREE'
                    ? 'Cet article ne comporte pas de document électronique.'
                    : 'Le document sera disponible ici une fois la commande payée et délivrée.'}
                </p>
              ) : null}
            </Section>
          ) : null}
        </>
      ) : null}
    </PageEspace>
  );
}
