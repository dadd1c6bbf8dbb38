import styled from '@emotion/styled';
import { Link, navigate } from 'gatsby';
import { useState, type FormEvent } from 'react';
import { ResponsiveTable } from '../../components/departement/responsive-table';
import { Pagination } from '../../components/registre/pagination';
import { PrimaryButton, VisuallyHidden } from '../../components/shell/ui';
import { factures, TAILLE_PAGE, type Encaissement } from '../../lib/api/commandes';
import { estIntrouvable } from '../../lib/api/erreurs';
import { pagesCommandes } from '../../lib/api/routes';
import { useEncaissement, useEncaissements } from '../../lib/api/use-commandes';
import { formatDate, formatDateHeure, pluriel } from '../../lib/registre/format';
import { theme } from '../../theme';
import { euros } from '../panier/diffusions';
import { Bloc, BlocErreur, Chargement, Erreur, Fort, Vide } from '../ui/etats';
import { Champ, Formulaire } from '../ui/formulaire';
import { BoutonTelechargement, lirePage } from './mes-commandes/commun';

const { space, colors, fontSizes } = theme;

/** A payment's reference is its payment session's identifier (a UUID), printed on the receipt. */
const REFERENCE_PAIEMENT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const MESSAGE_REFERENCE_PAIEMENT =
  'La référence d’un paiement compte 36 caractères : des chiffres, des lettres de a à f et quatre tirets.';

/** The reference as typed (spaces around, capitals) → the service's form; null when it cannot be one. */
export function lireReferencePaiement(saisie: string): string | null {
  const reference = saisie.trim().toLowerCase();
  return REFERENCE_PAIEMENT.test(reference) ? reference : null;
}

/** What the view shows, read from the address (`vue=paiements`, `cartes=1`, `page`, `paiement`). */
export function lireVuePaiements(recherche: URLSearchParams) {
  const paiement = recherche.get('paiement');
  return {
    page: lirePage(recherche),
    cartes: recherche.get('cartes') === '1',
    paiement: paiement === null ? null : lireReferencePaiement(paiement),
    paiementIllisible: paiement !== null && lireReferencePaiement(paiement) === null,
  };
}

const Onglets = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm};
    margin: 0 0 ${space.md};
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: ${space.xs} ${space.sm};
    border-bottom: 3px solid transparent;
    font-weight: 600;
  }
  a[aria-current='page'] {
    border-bottom-color: ${colors.primary};
    color: ${colors.text};
    text-decoration: none;
  }
`;

/** The two views of mes-factures: the invoices, or the payments received. */
export function OngletsFactures({ paiements }: { paiements: boolean }) {
  return (
    <Onglets aria-label="Factures et paiements">
      <ul>
        <li>
          <Link to={pagesCommandes.factures()} aria-current={paiements ? undefined : 'page'}>
            Factures et avoirs
          </Link>
        </li>
        <li>
          <Link to={pagesCommandes.paiements()} aria-current={paiements ? 'page' : undefined}>
            Paiements
          </Link>
        </li>
      </ul>
    </Onglets>
  );
}

const Filtres = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${space.md};
  margin-bottom: ${space.md};
`;

const Precision = styled.span`
  display: block;
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${space.xs} ${space.md};
  margin: ${space.sm} 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

function ObjetPaiement({ encaissement }: { encaissement: Encaissement }) {
  if (encaissement.objet === 'RECHARGEMENT') return <>Rechargement du portefeuille électronique</>;
  if (encaissement.reference_commande === null) return <>{encaissement.libelle}</>;
  return (
    <>
      Commande{' '}
      <Link to={pagesCommandes.commande(encaissement.reference_commande, encaissement.jour_commande)}>
        {encaissement.reference_commande}
      </Link>
    </>
  );
}

function Facture({ numero }: { numero: string | null }) {
  if (numero === null) return <>—</>;
  return (
    <BoutonTelechargement id={`paiement-facture-${numero}`} lire={() => factures.telecharger(numero)}>
      Facture n°&nbsp;{numero} (PDF)
    </BoutonTelechargement>
  );
}

/** One payment found by its reference, or why it is not shown. */
function DetailPaiement({ idCompte, reference, cartes }: { idCompte: number; reference: string; cartes: boolean }) {
  const detail = useEncaissement(idCompte, reference, cartes);
  if (detail.error) {
    return estIntrouvable(detail.error) ? (
      <BlocErreur role="alert">
        <Fort>
          Aucun paiement {cartes ? 'par carte ' : ''}de votre compte ne porte la référence {reference}.
        </Fort>
        <p>
          Vérifiez la référence sur votre justificatif de paiement
          {cartes ? (
            <>
              , ou{' '}
              <Link to={pagesCommandes.paiements({ paiement: reference })}>cherchez-la parmi tous vos paiements</Link>
            </>
          ) : null}
          .
        </p>
      </BlocErreur>
    ) : (
      <Erreur message="Ce paiement n’a pas pu être chargé." onReessayer={() => void detail.mutate()} />
    );
  }
  const e = detail.data;
  if (!e) return <Chargement texte="Recherche du paiement…" />;
  return (
    <Bloc as="section" aria-labelledby="titre-paiement">
      <h2 id="titre-paiement">Paiement du {formatDate(e.date)}</h2>
      <Details>
        <dt>Référence du paiement</dt>
        <dd>{e.id_session}</dd>
        <dt>Date</dt>
        <dd>{formatDateHeure(e.date)}</dd>
        <dt>Objet</dt>
        <dd>
          <ObjetPaiement encaissement={e} />
        </dd>
        <dt>Moyen de paiement</dt>
        <dd>{e.libelle_moyen}</dd>
        <dt>Montant TTC</dt>
        <dd>{euros(e.montant.ttc_formate)}</dd>
        <dt>Facture</dt>
        <dd>
          <Facture numero={e.facture} />
        </dd>
        {e.reference_prestataire ? (
          <>
            <dt>Référence du prestataire de paiement</dt>
            <dd>{e.reference_prestataire}</dd>
          </>
        ) : null}
      </Details>
      <p>
        <Link to={pagesCommandes.paiements({ cartes })}>Revenir à la liste des paiements</Link>
      </p>
    </Bloc>
  );
}

/** « Retrouver un paiement »: the reference on a receipt or a bank statement → its detail. */
function RechercheParReference({ cartes, initiale }: { cartes: boolean; initiale: string }) {
  const [saisie, setSaisie] = useState(initiale);
  const [erreur, setErreur] = useState<string | null>(null);
  const envoyer = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reference = lireReferencePaiement(saisie);
    if (reference === null) {
      setErreur(MESSAGE_REFERENCE_PAIEMENT);
      event.currentTarget.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    setErreur(null);
    void navigate(pagesCommandes.paiements({ cartes, paiement: reference }));
  };
  return (
    <Formulaire onSubmit={envoyer} noValidate aria-label="Retrouver un paiement">
      <Champ
        id="reference-paiement"
        label="Retrouver un paiement par sa référence"
        value={saisie}
        onChange={setSaisie}
        erreur={erreur}
        aide="Elle figure sur le justificatif de paiement de la commande (par exemple 3f2a9c1e-…)."
        autoComplete="off"
      />
      <div>
        <PrimaryButton type="submit">Rechercher</PrimaryButton>
      </div>
    </Formulaire>
  );
}

/**
 * The payments view of /espace-personnel/mes-factures (`?vue=paiements`): every payment received
 * from the selected account (cards, wallet, deferred billing), or the card payments only, ten a page;
 * a payment's detail by its reference (SPEC §7: factures/encaissements, encaissements/paiements,
 * paiements_directs and paiements_directs/details).
 */
export function VuePaiements({ idCompte, recherche }: { idCompte: number | null; recherche: URLSearchParams }) {
  const { page, cartes, paiement, paiementIllisible } = lireVuePaiements(recherche);
  const liste = useEncaissements(paiement === null ? idCompte : null, page, cartes);
  const donnees = liste.data;
  const nombrePages = donnees ? Math.max(1, Math.ceil(donnees.total / TAILLE_PAGE)) : 1;
  return (
    <>
      <Filtres>
        <RechercheParReference cartes={cartes} initiale={paiement ?? recherche.get('paiement') ?? ''} />
        <p>
          {cartes ? (
            <Link to={pagesCommandes.paiements()}>Voir tous les paiements</Link>
          ) : (
            <Link to={pagesCommandes.paiements({ cartes: true })}>Voir les paiements par carte seulement</Link>
          )}
        </p>
      </Filtres>
      {paiementIllisible ? (
        <BlocErreur role="alert">
          <Fort>{MESSAGE_REFERENCE_PAIEMENT}</Fort>
        </BlocErreur>
      ) : null}
      {idCompte !== null && paiement !== null ? (
        <DetailPaiement idCompte={idCompte} reference={paiement} cartes={cartes} />
      ) : null}
      {paiement === null && idCompte !== null && !donnees && !liste.error ? (
        <Chargement texte="Chargement de vos paiements…" />
      ) : null}
      {liste.error ? (
        <Erreur message="Vos paiements n’ont pas pu être chargés." onReessayer={() => void liste.mutate()} />
      ) : null}
      {paiement === null && donnees && donnees.encaissements.length === 0 ? (
        <Vide>
          <Fort>
            {donnees.total > 0
              ? 'Cette page ne contient aucun paiement.'
              : cartes
                ? 'Vous n’avez encore payé aucune commande par carte.'
                : 'Vous n’avez encore effectué aucun paiement.'}
          </Fort>
          {donnees.total > 0 ? (
            <p>
              <Link to={pagesCommandes.paiements({ cartes })}>Revenir à la première page</Link>
            </p>
          ) : null}
        </Vide>
      ) : null}
      {paiement === null && donnees && donnees.encaissements.length > 0 ? (
        <>
          <p>{pluriel(donnees.total, 'paiement')}</p>
          <ResponsiveTable>
            <table>
              <caption>
                {cartes ? 'Vos paiements par carte' : 'Vos paiements'}
                {nombrePages > 1 ? ` (page ${page} sur ${nombrePages})` : ''}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Objet</th>
                  <th scope="col">Moyen de paiement</th>
                  <th scope="col" className="nombre">
                    Montant TTC
                  </th>
                  <th scope="col">Référence</th>
                </tr>
              </thead>
              <tbody>
                {donnees.encaissements.map((e) => (
                  <tr key={e.id_session}>
                    <th scope="row">{formatDateHeure(e.date)}</th>
                    <td data-label="Objet">
                      <ObjetPaiement encaissement={e} />
                      {e.facture ? <Precision>Facture n°&nbsp;{e.facture}</Precision> : null}
                    </td>
                    <td data-label="Moyen de paiement">{e.libelle_moyen}</td>
                    <td data-label="Montant TTC" className="nombre">
                      {euros(e.montant.ttc_formate)}
                    </td>
                    <td data-label="Référence">
                      <Link to={pagesCommandes.paiements({ cartes, paiement: e.id_session })}>
                        Détail<VisuallyHidden> du paiement</VisuallyHidden>
                        <Precision>{e.id_session}</Precision>
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ResponsiveTable>
          <Pagination
            page={page}
            pageCount={nombrePages}
            href={(p) => pagesCommandes.paiements({ page: p, cartes })}
            label="Pages de vos paiements"
          />
        </>
      ) : null}
    </>
  );
}
