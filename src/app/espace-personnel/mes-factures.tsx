import styled from '@emotion/styled';
import { deMois } from '@portail/domaine';
import { Link } from 'gatsby';
import { ResponsiveTable } from '../../components/departement/responsive-table';
import { Pagination } from '../../components/registre/pagination';
import { VisuallyHidden } from '../../components/shell/ui';
import { factures, TAILLE_PAGE } from '../../lib/api/commandes';
import { pages, pagesCommandes } from '../../lib/api/routes';
import { useFactures, useIntitulesMoyens } from '../../lib/api/use-commandes';
import { formatDate, pluriel } from '../../lib/registre/format';
import { theme } from '../../theme';
import { euros } from '../panier/diffusions';
import { Chargement, Erreur, Fort, Vide } from '../ui/etats';
import type { ProprietesEcran } from './espace-personnel-app';
import { BoutonTelechargement, libelleMoyen, lirePage } from './mes-commandes/commun';
import { EnvoiFacture } from './mes-commandes/documents-commande';
import { OngletsFactures, VuePaiements } from './mes-paiements';
import { PageEspace } from './mise-en-page';
import { useEspace } from './use-espace';

/** « 2026-11 » → « de novembre 2026 », « 2026-10 » → « d’octobre 2026 ». */
export function duMois(periode: string): string {
  const [annee, mois] = periode.split('-');
  return `${deMois(Number(mois))} ${annee ?? ''}`.trim();
}

const Precision = styled.span`
  display: block;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${theme.space.xs};
`;

/**
 * /espace-personnel/mes-factures: the invoices and credit notes of the selected account, newest
 * first, ten a page, as PDF (an invoice by e-mail too). A credit note (« Avoir n° AV… ») is a
 * refund to the wallet: its amount is negative.
 */
export function PageMesFactures({ recherche }: ProprietesEcran) {
  const page = lirePage(recherche);
  const { compte, selection, chargement } = useEspace();
  const idCompte = compte?.id ?? null;
  const paiements = recherche.get('vue') === 'paiements';
  const liste = useFactures(paiements ? null : idCompte, page);
  const intitules = useIntitulesMoyens(idCompte);
  const donnees = liste.data;
  const nombrePages = donnees ? Math.max(1, Math.ceil(donnees.total / TAILLE_PAGE)) : 1;
  return (
    <PageEspace
      titre="Mes factures"
      intro="Une facture est établie pour chaque commande payée, un avoir pour chaque remboursement sur votre portefeuille électronique. Téléchargez-les, ou recevez une facture par courriel. Retrouvez aussi chacun de vos paiements."
    >
      <OngletsFactures paiements={paiements} />
      {selection.error ? (
        <Erreur message="Votre compte client n’a pas pu être chargé." onReessayer={() => void selection.mutate()} />
      ) : null}
      {chargement ? <Chargement texte="Chargement de votre compte…" /> : null}
      {paiements ? <VuePaiements idCompte={idCompte} recherche={recherche} /> : listeFactures()}
    </PageEspace>
  );

  // A function called during render (not a component): the invoice rows keep their state across renders.
  function listeFactures() {
    return (
      <>
        {compte && !donnees && !liste.error ? <Chargement texte="Chargement de vos factures…" /> : null}
        {liste.error ? (
          <Erreur message="Vos factures n’ont pas pu être chargées." onReessayer={() => void liste.mutate()} />
        ) : null}
        {donnees && donnees.factures.length === 0 ? (
          <Vide>
            <Fort>
              {donnees.total === 0 ? 'Vous n’avez pas encore de facture.' : 'Cette page ne contient aucune facture.'}
            </Fort>
            <p>
              {donnees.total === 0 ? (
                <Link to={pages.mesCommandes}>Voir mes commandes</Link>
              ) : (
                <Link to={pagesCommandes.factures(1)}>Revenir à la première page</Link>
              )}
            </p>
          </Vide>
        ) : null}
        {donnees && donnees.factures.length > 0 ? (
          <>
            <p>{pluriel(donnees.total, 'document')}</p>
            <ResponsiveTable>
              <table>
                <caption>Vos factures et avoirs{nombrePages > 1 ? ` (page ${page} sur ${nombrePages})` : ''}</caption>
                <thead>
                  <tr>
                    <th scope="col">Numéro</th>
                    <th scope="col">Date</th>
                    <th scope="col">Commande</th>
                    <th scope="col">Moyen de paiement</th>
                    <th scope="col" className="nombre">
                      Montant TTC
                    </th>
                    <th scope="col">
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {donnees.factures.map((f) => {
                    const avoir = f.type === 'AVOIR';
                    const nature = avoir ? 'avoir' : 'facture';
                    return (
                      <tr key={f.numero}>
                        <th scope="row">
                          {avoir ? 'Avoir' : 'Facture'} n°&nbsp;{f.numero}
                        </th>
                        <td data-label="Date">{formatDate(f.date_facture)}</td>
                        <td data-label="Commande">
                          {f.reference_commande && f.jour_commande ? (
                            <Link to={pagesCommandes.commande(f.reference_commande, f.jour_commande)}>
                              {f.reference_commande}
                            </Link>
                          ) : (
                            `Facturation mensuelle${f.periode ? ` ${duMois(f.periode)}` : ''}`
                          )}
                          {avoir && f.facture_creditee ? (
                            <Precision>Sur la facture n°&nbsp;{f.facture_creditee}</Precision>
                          ) : null}
                          {avoir && f.motif ? <Precision>{f.motif}</Precision> : null}
                        </td>
                        <td data-label="Moyen de paiement">
                          {avoir
                            ? 'Remboursé sur le portefeuille électronique'
                            : libelleMoyen(f.moyen_paiement, intitules)}
                        </td>
                        <td data-label="Montant TTC" className="nombre">
                          {euros(f.montant.ttc_formate)}
                        </td>
                        <td>
                          <Actions>
                            <BoutonTelechargement
                              id={`${nature}-${f.numero}`}
                              lire={() => factures.telecharger(f.numero)}
                            >
                              Télécharger (PDF)
                              <VisuallyHidden>
                                {' '}
                                : {nature} {f.numero}
                              </VisuallyHidden>
                            </BoutonTelechargement>
                            {f.reference_commande && !avoir ? (
                              <EnvoiFacture reference={f.reference_commande} numero={f.numero} />
                            ) : null}
                          </Actions>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </ResponsiveTable>
            <Pagination
              page={page}
              pageCount={nombrePages}
              href={(p) => pagesCommandes.factures(p)}
              label="Pages de vos factures"
            />
          </>
        ) : null}
      </>
    );
  }
}
