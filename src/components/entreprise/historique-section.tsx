import styled from '@emotion/styled';
import { formatDate, pluriel } from '../../lib/registre/format';
import type { Evenement, ListeEvenements } from '@portail/contrat/entreprises';
import { theme } from '../../theme';
import { Pagination } from '../registre/pagination';
import { FicheSection } from './fiche-section';
import { changements, EVENEMENTS_PAR_PAGE, libelleTypeEvenement } from './historique';
import { Pastille } from './ui';

const { colors, space, fontSizes, fontWeights } = theme;

const Liste = styled.ol`
  list-style: none;
  margin: 0 0 ${space.lg};
  padding: 0;
  & > li {
    padding: ${space.sm} 0;
    border-bottom: 1px solid ${colors.border};
    overflow-wrap: anywhere;
  }
  & > li:first-of-type {
    padding-top: 0;
  }
`;

const Entete = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xxs} ${space.sm};
  margin: 0 0 ${space.xxs};
  time {
    font-weight: ${fontWeights.semibold};
  }
`;

const Libelle = styled.p`
  margin: 0;
`;

const Changements = styled.ul`
  margin: ${space.xxs} 0 0;
  padding-left: ${space.lg};
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

function EvenementItem({ evenement }: { evenement: Evenement }) {
  const champs = changements(evenement);
  return (
    <li>
      <Entete>
        <time dateTime={evenement.date}>{formatDate(evenement.date)}</time>
        <Pastille>{libelleTypeEvenement(evenement.type)}</Pastille>
      </Entete>
      <Libelle>{evenement.libelle}</Libelle>
      {champs.length > 0 ? (
        <Changements aria-label="Détail de l’événement">
          {champs.map((champ) => (
            <li key={champ.champ}>
              {champ.libelle}&nbsp;:{' '}
              {champ.avant === null ? (
                champ.apres
              ) : (
                <>
                  {champ.avant}{' '}
                  <span role="img" aria-label="remplacé par">
                    →
                  </span>{' '}
                  {champ.apres}
                </>
              )}
            </li>
          ))}
        </Changements>
      ) : null}
    </li>
  );
}

interface HistoriqueSectionProps {
  /** One page of the history, newest first. */
  evenements: ListeEvenements;
  /** 1-based. */
  page: number;
  /** Link of a page of the history (page 1 is the company's address). */
  href: (page: number) => string;
  cible?: boolean;
}

/**
 * The company's dated registry events, newest first, 20 a page: the first page comes with the
 * company sheet, the others through plain links (`?historique=N#historique`) the server renders.
 */
export function HistoriqueSection({ evenements, page, href, cible }: HistoriqueSectionProps) {
  const { total } = evenements;
  const pages = Math.max(1, Math.ceil(total / EVENEMENTS_PAR_PAGE));
  return (
    <FicheSection id="historique" titre="Historique" cible={cible}>
      {total === 0 ? (
        <p>Aucun événement n’est enregistré au registre pour cette entreprise.</p>
      ) : (
        <>
          <p>
            {pluriel(total, 'événement enregistré', 'événements enregistrés')} au registre, du plus récent au plus
            ancien{pages > 1 ? ` (page ${page} sur ${pages})` : ''}.
          </p>
          <Liste aria-label="Événements du registre">
            {evenements.evenements.map((evenement) => (
              <EvenementItem key={evenement.id} evenement={evenement} />
            ))}
          </Liste>
          <Pagination page={page} pageCount={pages} href={href} label="Pages de l’historique" />
        </>
      )}
    </FicheSection>
  );
}
