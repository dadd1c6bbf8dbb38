import { Link } from 'gatsby';
import { ResponsiveTable } from '../../../components/departement/responsive-table';
import { useEtatEndettement } from '../../../lib/api/use-commandes';
import type { Commande } from '@portail/contrat/commandes';
import { formatDate } from '../../../lib/registre/format';
import { entreprisePath } from '../../../lib/registre/paths';
import { formatSiren } from '../../../components/entreprise/format';
import { Chargement, Erreur, Fort, Vide } from '../../ui/etats';

const montant = (euros: number | null) =>
  euros === null
    ? 'Non précisé'
    : `${euros.toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}\u00a0€`;

/**
 * The debtors an ordered état d'endettement covers and each one's inscriptions, as the registry
 * holds them today (the PDF delivered with the order is the dated statement).
 */
export function DebiteursEtat({
  idCompte,
  commande,
  idArticle,
}: {
  idCompte: number;
  commande: Commande;
  idArticle: number;
}) {
  const paye = commande.paye_le !== null;
  const swr = useEtatEndettement(
    idCompte,
    paye ? commande.reference_commande : null,
    commande.jour_commande,
    idArticle,
  );
  if (!paye) {
    return <p>Les débiteurs et leurs inscriptions s’affichent ici une fois la commande payée.</p>;
  }
  if (swr.error) {
    return <Erreur message="Les inscriptions n’ont pas pu être chargées." onReessayer={() => void swr.mutate()} />;
  }
  if (!swr.data) return <Chargement texte="Chargement des inscriptions…" />;
  if (swr.data.debiteurs.length === 0) {
    return (
      <Vide>
        <Fort>Aucune entreprise du registre ne correspond à ce débiteur.</Fort>
        <p>Aucune inscription de privilège ou de nantissement n’est donc enregistrée sous ces critères.</p>
      </Vide>
    );
  }
  return (
    <>
      {swr.data.debiteurs.map((debiteur) => {
        const titre = `Inscriptions de ${debiteur.denomination}`;
        return (
          <section key={debiteur.numero_debiteur} aria-labelledby={`debiteur-${debiteur.numero_debiteur}`}>
            <h3 id={`debiteur-${debiteur.numero_debiteur}`}>
              <Link
                to={entreprisePath({
                  id: debiteur.id_entite,
                  siren: debiteur.numero_debiteur,
                  denomination: debiteur.denomination,
                })}
              >
                {debiteur.denomination}
              </Link>{' '}
              – SIREN {formatSiren(debiteur.numero_debiteur)}
              {debiteur.greffe ? ` – greffe de ${debiteur.greffe.nom}` : ''}
            </h3>
            {debiteur.inscriptions.length === 0 ? (
              <p>Aucune inscription de privilège ou de nantissement n’est enregistrée au registre pour ce débiteur.</p>
            ) : (
              <ResponsiveTable>
                <table>
                  <caption>{titre}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Inscription</th>
                      <th scope="col">N°</th>
                      <th scope="col">Date d’inscription</th>
                      <th scope="col">Montant</th>
                      <th scope="col">Créancier</th>
                      <th scope="col">État</th>
                    </tr>
                  </thead>
                  <tbody>
                    {debiteur.inscriptions.map((inscription) => (
                      <tr key={`${inscription.numero}-${inscription.date_inscription}`}>
                        <th scope="row">{inscription.libelle}</th>
                        <td data-label="N°">{inscription.numero}</td>
                        <td data-label="Date d’inscription">{formatDate(inscription.date_inscription)}</td>
                        <td data-label="Montant">{montant(inscription.montant)}</td>
                        <td data-label="Créancier">{inscription.creancier}</td>
                        <td data-label="État">
                          {inscription.en_vigueur
                            ? 'En vigueur'
                            : inscription.date_radiation
                              ? `Radiée le ${formatDate(inscription.date_radiation)}`
                              : 'Pas encore en vigueur'}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ResponsiveTable>
            )}
          </section>
        );
      })}
    </>
  );
}
