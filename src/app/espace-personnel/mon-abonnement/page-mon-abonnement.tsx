import { Link, navigate } from 'gatsby';
import { useEffect, useRef } from 'react';
import { pagesAbonnement, type EtapeAbonnement } from '../../../lib/api/routes';
import { BlocSucces, Chargement, Erreur, Vide } from '../../ui/etats';
import type { ProprietesEcran } from '../espace-personnel-app';
import { PageEspace } from '../mise-en-page';
import { useEspace } from '../use-espace';
import { EtapeConfirmation } from './etape-confirmation';
import { EtapeFacturation } from './etape-facturation';
import { EtapeOffre } from './etape-offre';
import { IndicateurEtapes } from './indicateur-etapes';
import { PaiementPeriode } from './paiement-periode';
import { etapeDe, periodeEnAttente, useMesAbonnements } from './regles';

/** Moves focus to the step's heading when the step changes (not on the first display). */
function useFocusEtape(etape: EtapeAbonnement) {
  const precedente = useRef(etape);
  useEffect(() => {
    if (precedente.current === etape) return;
    precedente.current = etape;
    document.getElementById('titre-etape')?.focus();
  }, [etape]);
}

/**
 * /espace-personnel/mon-abonnement?etape=offre|facturation|paiement|confirmation[&uuid=…|&reference_commande=…]
 * (SPEC §2):
 * the offer and the account's situation, the billing details, the payment of the order through the
 * order payment component, and the confirmation once the period is paid. Unknown step: the offer.
 */
export function PageMonAbonnement({ recherche }: ProprietesEcran) {
  const etape = etapeDe(recherche);
  const uuid = recherche.get('uuid');
  const { compte, selection, chargement } = useEspace();
  const idCompte = compte?.id ?? null;
  const swr = useMesAbonnements(idCompte);
  const { mutate } = swr;
  const liste = swr.data;
  const administrateur = compte?.role_greffeo === 'ADMINISTRATEUR';
  useFocusEtape(etape);

  const versOffre = (
    <p>
      <Link to={pagesAbonnement.etape('offre')}>Voir l’offre d’abonnement</Link>
    </p>
  );

  let contenu: JSX.Element | null = null;
  if (liste && compte) {
    if (etape === 'offre') contenu = <EtapeOffre liste={liste} administrateur={administrateur} />;
    else if (!administrateur && etape !== 'confirmation')
      contenu = (
        <Vide>
          <p>Seul un administrateur du compte client peut souscrire ou payer l’abonnement.</p>
          {versOffre}
        </Vide>
      );
    else if (etape === 'facturation')
      contenu = <EtapeFacturation liste={liste} compte={compte} onCommandee={() => mutate()} />;
    else if (etape === 'paiement') {
      const periode = uuid ? liste.abonnements.find((p) => p.uuid === uuid) : periodeEnAttente(liste);
      contenu =
        periode?.statut === 'EN_ATTENTE_DE_PAIEMENT' ? (
          <PaiementPeriode
            periode={periode}
            idCompte={compte.id}
            onChangee={() => mutate()}
            onPayee={() => void navigate(pagesAbonnement.etape('confirmation', periode.uuid))}
          />
        ) : periode?.statut === 'PAYE' ? (
          <BlocSucces>
            <p>Cet abonnement est déjà payé.</p>
            <p>
              <Link to={pagesAbonnement.etape('confirmation', periode.uuid)}>Voir mon abonnement</Link>
            </p>
          </BlocSucces>
        ) : (
          <Vide>
            <p>Aucun abonnement de ce compte client n’attend de paiement.</p>
            {versOffre}
          </Vide>
        );
    } else
      contenu = (
        <EtapeConfirmation
          liste={liste}
          uuid={uuid}
          reference={recherche.get('reference_commande')}
          rafraichir={() => mutate()}
        />
      );
  }

  return (
    <PageEspace
      titre="Mon abonnement"
      intro="Abonnez-vous pour surveiller les entreprises qui comptent pour vous, et suivez votre abonnement."
    >
      <IndicateurEtapes etape={etape} />
      {chargement || (compte && !liste && !swr.error) ? <Chargement texte="Chargement de votre abonnement…" /> : null}
      {selection.error ? (
        <Erreur message="Votre compte client n’a pas pu être chargé." onReessayer={() => void selection.mutate()} />
      ) : null}
      {swr.error ? (
        <Erreur message="Votre abonnement n’a pas pu être chargé." onReessayer={() => void mutate()} />
      ) : null}
      {!chargement && !compte && !selection.error ? (
        <Vide>
          <p>Aucun compte client n’est sélectionné.</p>
        </Vide>
      ) : null}
      {contenu}
    </PageEspace>
  );
}
