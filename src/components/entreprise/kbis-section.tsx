import type { Entreprise } from '@portail/contrat/entreprises';
import { REGISTRE_NC } from '@portail/domaine';
import { formatDate } from '../../lib/registre/format';
import { vocabulaire } from '../../lib/vocabulaire';
import { FicheSection } from './fiche-section';

const CONTENU_SOCIETE =
  'l’identification de la personne morale (dénomination, forme juridique, capital, adresse du siège, activité, durée, date de clôture de l’exercice), ses dirigeants et commissaires aux comptes, l’activité et l’établissement principal, ainsi que les mentions complémentaires, comme les procédures collectives';

const CONTENU_EI =
  'l’identification de l’entrepreneur (nom, prénoms, adresse), son activité et son établissement principal, ainsi que les mentions complémentaires, comme les procédures collectives';

/**
 * What a Kbis is (FACTS §3), in plain words; it is ordered from the shortcuts below the header. In
 * New Caledonia, who issues it (FACTS §6): the portal does not.
 */
export function KbisSection({ entreprise, cible }: { entreprise: Entreprise; cible?: boolean }) {
  const ei = entreprise.personne_physique;
  // New Caledonia's register has one keeper, the DAE (FACTS §6); mainland France a greffe per company.
  const { teneurRegistre } = vocabulaire();
  const caledonien = teneurRegistre !== null;
  return (
    <FicheSection id="kbis" titre={ei ? 'Extrait K' : 'Extrait Kbis'} cible={cible}>
      {entreprise.numero_rcs ? (
        <>
          <p>
            {ei
              ? 'L’extrait K est, pour un entrepreneur individuel, l’équivalent de l’extrait Kbis d’une société : '
              : 'L’extrait Kbis est '}
            le document officiel qui atteste de l’immatriculation au registre du commerce et des sociétés (RCS)
            {caledonien
              ? ' de la Nouvelle-Calédonie. Il reprend '
              : '. Délivré par le greffe du tribunal de commerce, il reprend '}
            {ei ? CONTENU_EI : CONTENU_SOCIETE}.
          </p>
          {caledonien ? (
            <p>
              Depuis le {formatDate(REGISTRE_NC.transfertRcs)}, le registre est tenu par la {teneurRegistre} du
              gouvernement de la Nouvelle-Calédonie, qui délivre les extraits et les copies des actes et des comptes
              déposés. Ce portail ne les délivre pas&nbsp;: demandez-les à la {REGISTRE_NC.teneurCourt}.
            </p>
          ) : (
            <p>
              Il n’a pas de durée de validité légale, mais les organismes demandent en général un extrait de moins de
              trois mois. Depuis le 23 novembre 2021, il n’est plus exigé dans 55 démarches administratives, où
              l’extrait du registre national des entreprises (RNE), gratuit, le remplace.
            </p>
          )}
        </>
      ) : (
        <p>
          Cette entreprise n’est pas immatriculée au registre du commerce et des sociétés : aucun extrait{' '}
          {ei ? 'K' : 'Kbis'} ne peut être délivré pour elle.
        </p>
      )}
    </FicheSection>
  );
}
