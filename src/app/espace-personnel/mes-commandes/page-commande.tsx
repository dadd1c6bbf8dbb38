import { Link, navigate } from 'gatsby';
import { useCallback, useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { VisuallyHidden } from '../../../components/shell/ui';
import { estIntrouvable } from '../../../lib/api/erreurs';
import { pages, pagesAbonnement } from '../../../lib/api/routes';
import type { Commande } from '@portail/contrat/commandes';
import { useCommande, useIntitulesMoyens, useJourCommande, useSuivi } from '../../../lib/api/use-commandes';
import { formatDateHeure } from '../../../lib/registre/format';
import { euros } from '../../panier/diffusions';
import { Recapitulatif } from '../../panier/styles';
import { AnnonceSuivi, BlocErreur, Chargement, Erreur, Fort, Vide } from '../../ui/etats';
import type { ProprietesEcran } from '../espace-personnel-app';
import { Donnees, PageEspace, Section } from '../mise-en-page';
import { useEspace } from '../use-espace';
import { GroupeCommande } from './articles-commande';
import { libelleMoyen, nombreArticles, StatutBadge } from './commun';
import { DocumentsCommande } from './documents-commande';
import { PaiementCommande } from './paiement-commande';

const RETOUR = { lien: pages.mesCommandes, texte: 'Mes commandes' };

/** Lists, wallet and means that a payment or a cancellation changes: read again when next shown. */
const perimees = (cle: unknown) =>
  Array.isArray(cle) && ['commandes', 'portefeuille', 'moyens_paiements', 'factures'].includes(String(cle[0]));

/**
 * /espace-personnel/mes-commandes/commande?reference_commande=…&date_commande=…[&paiement=reussi|refuse]:
 * an order, its articles by company, its payment while `A_PAYER`, its documents once paid. Back from
 * the provider with `paiement=reussi`, the order is read every 2 s until it is `LIVREE`.
 */
export function PageCommande({ recherche }: ProprietesEcran) {
  const reference = recherche.get('reference_commande');
  const retourPaiement = recherche.get('paiement');
  const { compte, selection, chargement } = useEspace();
  const idCompte = compte?.id ?? null;
  const jour = useJourCommande(idCompte, reference, recherche.get('date_commande'));
  const swr = useCommande(idCompte, reference, jour.jour);
  const { mutate: mutateCommande } = swr;
  const { mutate } = useSWRConfig();
  const intitules = useIntitulesMoyens(idCompte);
  const [payeeIci, setPayeeIci] = useState(false);
  const [annonce, setAnnonce] = useState('');

  const commande = swr.data;
  const statut = commande?.statut;
  const paiementFait = retourPaiement === 'reussi' || payeeIci;
  const attendre = paiementFait && (statut === 'A_PAYER' || statut === 'PAYEE');
  const rafraichir = useCallback(() => mutateCommande(), [mutateCommande]);
  const suivi = useSuivi(attendre, rafraichir);

  // A subscription's order paid by card: its confirmation (and analytics event) is the subscription page's.
  const paieAbonnement = !!commande?.regroupements.some((g) => g.articles.some((a) => a.type === 'ABONNEMENT'));
  useEffect(() => {
    if (paieAbonnement && retourPaiement === 'reussi' && reference)
      void navigate(pagesAbonnement.confirmationCommande(reference), { replace: true });
  }, [paieAbonnement, retourPaiement, reference]);

  const surPayee = () => {
    if (paieAbonnement && reference) {
      void mutate(perimees);
      void navigate(pagesAbonnement.confirmationCommande(reference));
      return;
    }
    setPayeeIci(true);
    setAnnonce('');
    void mutateCommande();
    void mutate(perimees);
  };
  const surAnnulee = (annulee: Commande) => {
    void mutateCommande(annulee, { revalidate: false });
    void mutate(perimees);
    setAnnonce(`La commande ${annulee.reference_commande} a été annulée.`);
  };

  const introuvable = (!jour.chargement && !jour.erreur && reference && !jour.jour) || estIntrouvable(swr.error);
  const enChargement = chargement || jour.chargement || (!!jour.jour && !!compte && !commande && !swr.error);

  let etatSuivi = annonce;
  if (attendre && suivi.etat === 'en_cours')
    etatSuivi =
      statut === 'A_PAYER'
        ? 'Votre paiement est en cours de confirmation…'
        : 'Paiement confirmé. Vos documents sont en cours de préparation…';
  else if (attendre && suivi.etat === 'expire')
    etatSuivi =
      'La confirmation prend plus de temps que prévu. Vos documents apparaîtront sur cette page dès qu’ils seront prêts.';
  else if (paiementFait && statut === 'LIVREE') etatSuivi = 'Paiement confirmé : vos documents sont prêts.';

  return (
    <PageEspace titre={commande ? `Commande ${commande.reference_commande}` : 'Détail de la commande'} retour={RETOUR}>
      {!reference ? (
        <Vide>
          <p>L’adresse n’indique aucune commande.</p>
          <p>
            <Link to={pages.mesCommandes}>Voir mes commandes</Link>
          </p>
        </Vide>
      ) : null}
      {reference && enChargement ? <Chargement texte="Chargement de votre commande…" /> : null}
      {selection.error ? (
        <Erreur message="Votre compte client n’a pas pu être chargé." onReessayer={() => void selection.mutate()} />
      ) : null}
      {introuvable ? (
        <Vide>
          <Fort>Commande introuvable.</Fort>
          <p>Aucune commande de votre compte client ne correspond à cette adresse.</p>
          <p>
            <Link to={pages.mesCommandes}>Voir mes commandes</Link>
          </p>
        </Vide>
      ) : null}
      {(swr.error && !estIntrouvable(swr.error)) || jour.erreur ? (
        <Erreur message="Votre commande n’a pas pu être chargée." onReessayer={() => void mutateCommande()} />
      ) : null}

      <AnnonceSuivi
        message={etatSuivi}
        succes={statut === 'LIVREE' || !!annonce}
        expire={attendre && suivi.etat === 'expire'}
        onRelancer={suivi.relancer}
      />
      {retourPaiement === 'refuse' && statut === 'A_PAYER' && !payeeIci ? (
        <BlocErreur role="alert">
          <Fort>Votre paiement a été refusé.</Fort>
          <p>Aucun montant n’a été débité. Vous pouvez payer à nouveau cette commande ci-dessous.</p>
        </BlocErreur>
      ) : null}

      {commande ? (
        <>
          <Section aria-labelledby="titre-suivi">
            <h2 id="titre-suivi">Suivi de la commande</h2>
            <Donnees>
              <dt>Référence</dt>
              <dd>{commande.reference_commande}</dd>
              <dt>Passée le</dt>
              <dd>{formatDateHeure(commande.date_commande)}</dd>
              <dt>Statut</dt>
              <dd>
                <StatutBadge statut={commande.statut} libelle={commande.libelle_statut} />
              </dd>
              <dt>Articles</dt>
              <dd>{nombreArticles(commande.nombre_articles)}</dd>
              <dt>Montant TTC</dt>
              <dd>{euros(commande.montant.ttc_formate)}</dd>
              {commande.moyen_paiement ? (
                <>
                  <dt>Moyen de paiement</dt>
                  <dd>{libelleMoyen(commande.moyen_paiement, intitules)}</dd>
                </>
              ) : null}
              {commande.paye_le ? (
                <>
                  <dt>Payée le</dt>
                  <dd>{formatDateHeure(commande.paye_le)}</dd>
                </>
              ) : null}
              {commande.livree_le ? (
                <>
                  <dt>Documents délivrés le</dt>
                  <dd>{formatDateHeure(commande.livree_le)}</dd>
                </>
              ) : null}
            </Donnees>
          </Section>
          {/* While a card payment is being confirmed, a second payment is not offered. */}
          {commande.statut === 'A_PAYER' && idCompte !== null && !(attendre && suivi.etat === 'en_cours') ? (
            <PaiementCommande
              commande={commande}
              idCompte={idCompte}
              onPayee={surPayee}
              onAnnulee={surAnnulee}
              onPerimee={() => void mutateCommande()}
            />
          ) : null}
          {commande.statut === 'PAYEE' || commande.statut === 'LIVREE' ? (
            <DocumentsCommande commande={commande} />
          ) : null}
          {commande.regroupements.map((groupe, i) => (
            <GroupeCommande
              key={groupe.id_entite ?? `autres-${i}`}
              commande={commande}
              groupe={groupe}
              index={i}
              avecSousTotal={commande.regroupements.length > 1}
            />
          ))}
          <Recapitulatif aria-labelledby="titre-montants">
            <h2 id="titre-montants">Montant de la commande</h2>
            <table>
              <caption>
                <VisuallyHidden>Montants de la commande</VisuallyHidden>
              </caption>
              <tbody>
                <tr>
                  <th scope="row">Total HT</th>
                  <td>{euros(commande.montant.ht_formate)}</td>
                </tr>
                <tr>
                  <th scope="row">TVA</th>
                  <td>{euros(commande.montant.tva_formate)}</td>
                </tr>
                <tr>
                  <th scope="row">Total TTC</th>
                  <td>{euros(commande.montant.ttc_formate)}</td>
                </tr>
              </tbody>
            </table>
          </Recapitulatif>
        </>
      ) : null}
    </PageEspace>
  );
}
