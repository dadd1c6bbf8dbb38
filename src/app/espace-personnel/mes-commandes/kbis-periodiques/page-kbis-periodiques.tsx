import { Link } from 'gatsby';
import { formatSiren } from '../../../../components/entreprise/format';
import { ResponsiveTable } from '../../../../components/departement/responsive-table';
import { Pagination } from '../../../../components/registre/pagination';
import { VisuallyHidden } from '../../../../components/shell/ui';
import { TAILLE_PAGE_KBIS } from '../../../../lib/api/kbis-periodiques';
import { pages, pagesCommandes } from '../../../../lib/api/routes';
import { useKbisPeriodiques } from '../../../../lib/api/use-kbis-periodiques';
import { periodiciteEnMots } from '../../../../lib/kbis-periodique/offre';
import { RECHERCHE_AVANCEE_PATH } from '../../../../lib/recherche/constantes';
import { formatDate, pluriel } from '../../../../lib/registre/format';
import { LIBELLE_FORMAT } from '../../../panier/diffusions';
import { Chargement, Erreur, Fort, Vide } from '../../../ui/etats';
import type { ProprietesEcran } from '../../espace-personnel-app';
import { PageEspace } from '../../mise-en-page';
import { useEspace } from '../../use-espace';
import { Precision } from '../articles-commande';
import { lirePage } from '../commun';
import { avancement, pageEntreprise, StatutKbisBadge } from './commun';

const RETOUR = { lien: pages.mesCommandes, texte: 'Mes commandes' };

/**
 * /espace-personnel/mes-commandes/mes-kbis-periodiques: the account's periodic Kbis, newest first,
 * ten a page; each leads to its company's page and to its own.
 */
export function PageKbisPeriodiques({ recherche }: ProprietesEcran) {
  const page = lirePage(recherche);
  const { compte, selection, chargement } = useEspace();
  const liste = useKbisPeriodiques(compte?.id ?? null, page);
  const donnees = liste.data;
  const nombrePages = donnees ? Math.max(1, Math.ceil(donnees.total / TAILLE_PAGE_KBIS)) : 1;
  return (
    <PageEspace
      titre="Mes Kbis périodiques"
      intro="Les extraits Kbis que vous recevez à intervalles réguliers, du plus récent au plus ancien."
      retour={RETOUR}
    >
      {chargement || (compte && !donnees && !liste.error) ? (
        <Chargement texte="Chargement de vos Kbis périodiques…" />
      ) : null}
      {selection.error ? (
        <Erreur message="Votre compte client n’a pas pu être chargé." onReessayer={() => void selection.mutate()} />
      ) : null}
      {liste.error ? (
        <Erreur message="Vos Kbis périodiques n’ont pas pu être chargés." onReessayer={() => void liste.mutate()} />
      ) : null}
      {donnees && donnees.total === 0 ? (
        <Vide>
          <Fort>Vous n’avez pas encore de Kbis périodique.</Fort>
          <p>
            Un Kbis périodique vous adresse automatiquement un extrait Kbis à jour d’une entreprise, tous les mois, tous
            les 3 mois ou tous les 6 mois, pendant la durée de votre choix : par courriel, en PDF avec son code de
            vérification, ou par courrier. Vous suivez ainsi les changements de vos clients et fournisseurs sans
            repasser commande.
          </p>
          <p>
            Pour en commander un, recherchez l’entreprise, puis choisissez « Kbis périodique » sur sa page. Il apparaît
            ici dès que sa commande est payée.
          </p>
          <p>
            <Link to={RECHERCHE_AVANCEE_PATH}>Rechercher une entreprise</Link>
          </p>
        </Vide>
      ) : null}
      {donnees && donnees.total > 0 && donnees.kbis_periodiques.length === 0 ? (
        <Vide>
          <p>Cette page ne contient aucun Kbis périodique.</p>
          <p>
            <Link to={pagesCommandes.kbisPeriodiques(1)}>Revenir à la première page</Link>
          </p>
        </Vide>
      ) : null}
      {donnees && donnees.kbis_periodiques.length > 0 ? (
        <>
          <p>{pluriel(donnees.total, 'Kbis périodique', 'Kbis périodiques')}</p>
          <ResponsiveTable>
            <table>
              <caption>Vos Kbis périodiques{nombrePages > 1 ? ` (page ${page} sur ${nombrePages})` : ''}</caption>
              <thead>
                <tr>
                  <th scope="col">Entreprise</th>
                  <th scope="col">Format</th>
                  <th scope="col">Périodicité</th>
                  <th scope="col" className="nombre">
                    Envois effectués
                  </th>
                  <th scope="col">Prochain envoi</th>
                  <th scope="col">Statut</th>
                  <th scope="col">Détail</th>
                </tr>
              </thead>
              <tbody>
                {donnees.kbis_periodiques.map((k) => (
                  <tr key={k.id}>
                    <th scope="row">
                      <Link to={pageEntreprise(k)}>{k.denomination}</Link>{' '}
                      <Precision>SIREN {formatSiren(k.siren)}</Precision>
                    </th>
                    <td data-label="Format">
                      {LIBELLE_FORMAT[k.format_diffusion] ?? k.format_diffusion}
                      {k.quantite > 1 ? ` (${k.quantite} exemplaires)` : ''}
                    </td>
                    <td data-label="Périodicité">{periodiciteEnMots(k.periodicite)}</td>
                    <td data-label="Envois effectués" className="nombre">
                      {avancement(k)}
                    </td>
                    <td data-label="Prochain envoi">{k.prochain_envoi_le ? formatDate(k.prochain_envoi_le) : '—'}</td>
                    <td data-label="Statut">
                      <StatutKbisBadge statut={k.statut} libelle={k.libelle_statut} />
                    </td>
                    <td data-label="Détail">
                      <Link to={pagesCommandes.kbisPeriodique(k.id)}>
                        Voir le détail
                        <VisuallyHidden>
                          {' '}
                          du Kbis périodique n° {k.id}, {k.denomination}
                        </VisuallyHidden>
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ResponsiveTable>
          <Pagination
            page={Math.min(page, nombrePages)}
            pageCount={nombrePages}
            href={(p) => pagesCommandes.kbisPeriodiques(p)}
            label="Pages de vos Kbis périodiques"
          />
        </>
      ) : null}
    </PageEspace>
  );
}
