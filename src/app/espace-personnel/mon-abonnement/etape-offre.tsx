import { dateCourte } from '@portail/domaine';
import { Link } from 'gatsby';
import type { MesAbonnements } from '../../../lib/api/abonnements';
import { pages, pagesAbonnement } from '../../../lib/api/routes';
import { euros } from '../../panier/diffusions';
import { Bloc, BlocAvertissement, BlocSucces } from '../../ui/etats';
import { Section } from '../mise-en-page';
import { situationDe } from './regles';

/** What the account is today, in one sentence. */
function Situation({ liste }: { liste: MesAbonnements }) {
  const situation = situationDe(liste);
  switch (situation.type) {
    case 'actif':
      return (
        <BlocSucces>
          <p>Vous êtes abonné&nbsp;: votre abonnement est actif jusqu’au {dateCourte(situation.jusquAu)}.</p>
          {situation.renouvellement ? (
            <p>
              Son renouvellement ({euros(situation.renouvellement.montant.ttc_formate)} TTC) attend son paiement.{' '}
              <Link to={pagesAbonnement.reprise(situation.renouvellement.uuid)}>Payer le renouvellement</Link>
            </p>
          ) : (
            <p>Un courriel vous rappellera de le renouveler quelques semaines avant son échéance.</p>
          )}
        </BlocSucces>
      );
    case 'en_attente':
      return (
        <BlocAvertissement>
          <p>
            Votre abonnement ({situation.periode.libelle.toLowerCase()}, {euros(situation.periode.montant.ttc_formate)}{' '}
            TTC) attend son paiement&nbsp;: les droits d’abonné s’ouvriront dès qu’il sera payé.
          </p>
          <p>
            <Link to={pagesAbonnement.reprise(situation.periode.uuid)}>Reprendre le paiement de cet abonnement</Link>
          </p>
        </BlocAvertissement>
      );
    case 'expire':
      return (
        <BlocAvertissement>
          <p>Votre abonnement a pris fin le {dateCourte(situation.depuis)}. Vous pouvez vous abonner de nouveau.</p>
        </BlocAvertissement>
      );
    default:
      return (
        <Bloc>
          <p>Votre compte client est un compte membre, gratuit&nbsp;: vous payez chaque commande à l’unité.</p>
        </Bloc>
      );
  }
}

/** Step 1: the account's situation, the offer and what it includes, and the way on. */
export function EtapeOffre({ liste, administrateur }: { liste: MesAbonnements; administrateur: boolean }) {
  const { offre } = liste;
  const situation = situationDe(liste);
  // A subscriber renews once the service opened the renewal (a period waiting), not before.
  const libelleSuite =
    situation.type === 'actif'
      ? situation.renouvellement
        ? 'Renouveler mon abonnement'
        : null
      : situation.type === 'en_attente'
        ? 'Vérifier mes coordonnées et payer'
        : 'M’abonner';
  return (
    <>
      <Section aria-labelledby="titre-situation">
        <h2 id="titre-situation">Votre situation</h2>
        <Situation liste={liste} />
      </Section>
      <Section aria-labelledby="titre-etape">
        <h2 id="titre-etape" tabIndex={-1}>
          {offre.libelle}
        </h2>
        <p>
          <strong>
            {euros(offre.montant.ttc_formate)} TTC pour {offre.duree_mois} mois
          </strong>{' '}
          ({euros(offre.montant.ht_formate)} HT), payé en une fois. L’abonnement ne se renouvelle pas tout seul.
        </p>
        <h3>Ce que comprend l’abonnement</h3>
        <ul>
          <li>
            {offre.plafond_surveillances !== null
              ? `La surveillance de ${offre.plafond_surveillances.toLocaleString('fr-FR')} entreprises en même temps`
              : 'La surveillance des entreprises de votre choix'}{' '}
            (<Link to={pages.mesSurveillances}>Mes surveillances</Link>) : chaque événement du registre qui les concerne
            vous est signalé par une révélation.
          </li>
          <li>
            Le compteur de vos révélations non lues, sur votre avatar et dans le menu, pour ne rien manquer de ce qui
            change.
          </li>
        </ul>
        <p>
          Les révélations consultées et les documents commandés restent facturés à l’usage, au prix affiché avant leur
          ouverture.
        </p>
        {!libelleSuite ? null : administrateur ? (
          <p>
            <Link to={pagesAbonnement.etape('facturation')}>{libelleSuite}</Link>
          </p>
        ) : (
          <Bloc>
            <p>Seul un administrateur du compte client peut souscrire ou payer l’abonnement.</p>
          </Bloc>
        )}
      </Section>
    </>
  );
}
