import { dateCourte } from '@portail/domaine';
import { Link } from 'gatsby';
import { useEffect, useRef } from 'react';
import type { MesAbonnements } from '../../../lib/api/abonnements';
import { pages, pagesAbonnement } from '../../../lib/api/routes';
import { useSuivi } from '../../../lib/api/use-commandes';
import { useSuivreEvenement } from '../../../state/analytics';
import { AnnonceSuivi, Vide } from '../../ui/etats';
import { Section } from '../mise-en-page';
import { dejaMesure, evenementAbonnement, marquerMesure } from './regles';

/**
 * Step 4: the period just paid (`uuid` of the address, else the one its `reference_commande` pays,
 * else the newest one). Until the service
 * says it is PAYE, the list is read every 2 s; then the subscription's end is shown and the
 * analytics event is pushed once, with consent only.
 */
export function EtapeConfirmation({
  liste,
  uuid,
  reference,
  rafraichir,
}: {
  liste: MesAbonnements;
  uuid: string | null;
  /** The order that paid it, when coming back from the order's card page. */
  reference: string | null;
  rafraichir(): Promise<unknown>;
}) {
  const periode =
    (uuid
      ? liste.abonnements.find((p) => p.uuid === uuid)
      : reference
        ? liste.abonnements.find((p) => p.commande?.reference_commande === reference)
        : liste.abonnements[0]) ?? null;
  const payee = periode?.statut === 'PAYE';
  const commande = periode?.commande?.statut;
  const attendre = !!periode && !payee && (commande === 'A_PAYER' || commande === 'PAYEE' || commande === 'LIVREE');
  const suivi = useSuivi(attendre, rafraichir);
  const suivre = useSuivreEvenement();
  const mesure = useRef(false);

  useEffect(() => {
    if (!periode || !payee || mesure.current || dejaMesure(periode.uuid)) return;
    if (suivre(evenementAbonnement(periode, liste.offre.duree_mois))) {
      mesure.current = true;
      marquerMesure(periode.uuid);
    }
  }, [periode, payee, suivre, liste.offre.duree_mois]);

  let message: string | null = null;
  if (periode && payee)
    message = `Merci\u00a0! Votre abonnement est actif jusqu’au ${dateCourte(liste.paye_jusqu_au ?? periode.date_fin ?? periode.date_debut)}.`;
  else if (attendre && suivi.etat === 'expire')
    message =
      'La confirmation de votre paiement prend plus de temps que prévu. Votre abonnement s’affichera ici dès qu’elle arrivera.';
  else if (attendre) message = 'Votre paiement est en cours de confirmation…';

  return (
    <Section aria-labelledby="titre-etape">
      <h2 id="titre-etape" tabIndex={-1}>
        Confirmation
      </h2>
      <AnnonceSuivi
        message={message}
        succes={payee}
        expire={attendre && suivi.etat === 'expire'}
        onRelancer={suivi.relancer}
      />
      {payee ? (
        <p>
          Vos droits d’abonné sont ouverts&nbsp;:{' '}
          <Link to={pages.mesSurveillances}>mettre en place mes surveillances</Link>.
        </p>
      ) : null}
      {!periode ? (
        <Vide>
          <p>Aucun abonnement de ce compte client n’a encore été commandé.</p>
          <p>
            <Link to={pagesAbonnement.etape('offre')}>Voir l’offre d’abonnement</Link>
          </p>
        </Vide>
      ) : null}
      {periode && !payee && !attendre ? (
        <Vide>
          <p>Cet abonnement n’est pas payé.</p>
          <p>
            <Link to={pagesAbonnement.reprise(periode.uuid)}>Payer cet abonnement</Link>
          </p>
        </Vide>
      ) : null}
    </Section>
  );
}
