import { Link } from 'gatsby';
import { Pagination } from '../../../components/registre/pagination';
import { ResponsiveTable } from '../../../components/departement/responsive-table';
import { TAILLE_PAGE } from '../../../lib/api/commandes';
import { pagesCommandes } from '../../../lib/api/routes';
import { useCommandes } from '../../../lib/api/use-commandes';
import { formatDateHeure, pluriel } from '../../../lib/registre/format';
import { RECHERCHE_AVANCEE_PATH } from '../../../lib/recherche/constantes';
import { euros } from '../../panier/diffusions';
import { Chargement, Erreur, Fort, Vide } from '../../ui/etats';
import type { ProprietesEcran } from '../espace-personnel-app';
import { PageEspace } from '../mise-en-page';
import { useEspace } from '../use-espace';
import { lirePage, StatutBadge } from './commun';

/** /espace-personnel/mes-commandes/mon-historique: the account's orders, newest first, ten a page. */
export function PageHistorique({ recherche }: ProprietesEcran) {
  const page = lirePage(recherche);
  const { compte, selection, chargement } = useEspace();
  const liste = useCommandes(compte?.id ?? null, page);
  const donnees = liste.data;
  const pages = donnees ? Math.max(1, Math.ceil(donnees.total / TAILLE_PAGE)) : 1;
  return (
    <PageEspace titre="Mes commandes" intro="Vos commandes de documents, de la plus récente à la plus ancienne.">
      {chargement || (compte && !donnees && !liste.error) ? <Chargement texte="Chargement de vos commandes…" /> : null}
      {selection.error ? (
        <Erreur message="Votre compte client n’a pas pu être chargé." onReessayer={() => void selection.mutate()} />
      ) : null}
      {liste.error ? (
        <Erreur message="Vos commandes n’ont pas pu être chargées." onReessayer={() => void liste.mutate()} />
      ) : null}
      {donnees && donnees.total === 0 ? (
        <Vide>
          <Fort>Vous n’avez pas encore passé de commande.</Fort>
          <p>
            Extraits Kbis, comptes annuels, actes, états d’endettement : recherchez une entreprise pour commander ses
            documents.
          </p>
          <p>
            <Link to={RECHERCHE_AVANCEE_PATH}>Rechercher une entreprise</Link>
          </p>
        </Vide>
      ) : null}
      {donnees && donnees.total > 0 && donnees.commandes.length === 0 ? (
        <Vide>
          <p>Cette page ne contient aucune commande.</p>
          <p>
            <Link to={pagesCommandes.historique(1)}>Revenir à la première page</Link>
          </p>
        </Vide>
      ) : null}
      {donnees && donnees.commandes.length > 0 ? (
        <>
          <p>{pluriel(donnees.total, 'commande')}</p>
          <ResponsiveTable>
            <table>
              <caption>Vos commandes{pages > 1 ? ` (page ${page} sur ${pages})` : ''}</caption>
              <thead>
                <tr>
                  <th scope="col">Référence</th>
                  <th scope="col">Date</th>
                  <th scope="col" className="nombre">
                    Articles
                  </th>
                  <th scope="col" className="nombre">
                    Montant TTC
                  </th>
                  <th scope="col">Statut</th>
                </tr>
              </thead>
              <tbody>
                {donnees.commandes.map((c) => (
                  <tr key={c.reference_commande}>
                    <th scope="row">
                      <Link to={pagesCommandes.commande(c.reference_commande, c.jour_commande)}>
                        {c.reference_commande}
                      </Link>
                    </th>
                    <td data-label="Date">{formatDateHeure(c.date_commande)}</td>
                    <td data-label="Articles" className="nombre">
                      {c.nombre_articles}
                    </td>
                    <td data-label="Montant TTC" className="nombre">
                      {euros(c.montant.ttc_formate)}
                    </td>
                    <td data-label="Statut">
                      <StatutBadge statut={c.statut} libelle={c.libelle_statut} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ResponsiveTable>
          <Pagination
            page={Math.min(page, pages)}
            pageCount={pages}
            href={(p) => pagesCommandes.historique(p)}
            label="Pages de vos commandes"
          />
        </>
      ) : null}
    </PageEspace>
  );
}
