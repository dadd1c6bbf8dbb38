import { dateCourte } from '@portail/domaine';
import { Link, navigate } from 'gatsby';
import { pages, pagesAbonnement } from '../../../lib/api/routes';
import { BlocSucces, Chargement, Erreur, Fort, Vide } from '../../ui/etats';
import type { ProprietesEcran } from '../espace-personnel-app';
import { PageEspace } from '../mise-en-page';
import { useEspace } from '../use-espace';
import { PaiementPeriode } from './paiement-periode';
import { useMesAbonnements } from './regles';

const RETOUR = { lien: pages.monAbonnement, texte: 'Mon abonnement' };

/**
 * /espace-personnel/mon-abonnement/reprise/{uuid} (SPEC §2): resumes the payment of that period of
 * the selected account — its open order, or a new one for it. A period already paid, cancelled or
 * unknown says so, with the way to the offer.
 */
export function PageRepriseAbonnement({ parametres }: ProprietesEcran) {
  const uuid = parametres.uuid ?? '';
  const { compte, selection, chargement } = useEspace();
  const swr = useMesAbonnements(compte?.id ?? null);
  const { mutate } = swr;
  const liste = swr.data;
  const periode = liste?.abonnements.find((p) => p.uuid === uuid) ?? null;
  const administrateur = compte?.role_greffeo === 'ADMINISTRATEUR';
  const versOffre = (
    <p>
      <Link to={pagesAbonnement.etape('offre')}>Voir l’offre d’abonnement</Link>
    </p>
  );

  return (
    <PageEspace titre="Reprendre mon abonnement" retour={RETOUR}>
      {chargement || (compte && !liste && !swr.error) ? <Chargement texte="Chargement de votre abonnement…" /> : null}
      {selection.error ? (
        <Erreur message="Votre compte client n’a pas pu être chargé." onReessayer={() => void selection.mutate()} />
      ) : null}
      {swr.error ? (
        <Erreur message="Votre abonnement n’a pas pu être chargé." onReessayer={() => void mutate()} />
      ) : null}
      {liste && !periode ? (
        <Vide>
          <Fort>Abonnement introuvable.</Fort>
          <p>Ce lien ne correspond à aucun abonnement du compte client sélectionné.</p>
          {versOffre}
        </Vide>
      ) : null}
      {periode?.statut === 'PAYE' ? (
        <BlocSucces>
          <p>
            Cet abonnement est déjà payé
            {periode.date_fin ? `\u00a0: il court jusqu’au ${dateCourte(periode.date_fin)}` : ''}.
          </p>
          <p>
            <Link to={pagesAbonnement.etape('confirmation', periode.uuid)}>Voir mon abonnement</Link>
          </p>
        </BlocSucces>
      ) : null}
      {periode && (periode.statut === 'ANNULE' || periode.statut === 'GRATUIT') ? (
        <Vide>
          <p>
            {periode.statut === 'ANNULE'
              ? 'Cet abonnement a été annulé\u00a0: il ne peut plus être payé.'
              : 'Cette adhésion de membre est gratuite\u00a0: il n’y a rien à payer.'}
          </p>
          {versOffre}
        </Vide>
      ) : null}
      {periode?.statut === 'EN_ATTENTE_DE_PAIEMENT' && compte ? (
        administrateur ? (
          <PaiementPeriode
            periode={periode}
            idCompte={compte.id}
            onChangee={() => mutate()}
            onPayee={() => void navigate(pagesAbonnement.etape('confirmation', periode.uuid))}
          />
        ) : (
          <Vide>
            <p>Seul un administrateur du compte client peut payer l’abonnement.</p>
          </Vide>
        )
      ) : null}
    </PageEspace>
  );
}
