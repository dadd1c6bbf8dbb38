import styled from '@emotion/styled';
import type { Affaire, Audience } from '@portail/contrat/affaires';
import { Section, TableWrapper } from '../../components/registre/facts';
import { theme } from '../../theme';
import { heure, jourLong } from './textes';

const { colors, fontSizes, fontWeights } = theme;

const LigneProchaine = styled.tr`
  td,
  th {
    background: ${colors.primarySoft};
    font-weight: ${fontWeights.semibold};
  }
`;

const Marque = styled.span`
  display: block;
  color: ${colors.primary};
  font-size: ${fontSizes.xs};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const memeAudience = (a: Audience, b: Audience | null) =>
  b !== null && a.date === b.date && a.heure === b.heure && a.chambre === b.chambre;

function TableAudiences({
  audiences,
  legende,
  prochaine,
}: {
  audiences: Audience[];
  legende: string;
  prochaine: Audience | null;
}) {
  return (
    <TableWrapper>
      <table>
        <caption>{legende}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Heure</th>
            <th scope="col">Formation</th>
            <th scope="col">Objet</th>
            <th scope="col">Issue</th>
          </tr>
        </thead>
        <tbody>
          {audiences.map((audience, i) => {
            const suivante = memeAudience(audience, prochaine);
            const Ligne = suivante ? LigneProchaine : 'tr';
            return (
              <Ligne key={`${audience.date}-${audience.heure}-${i}`} aria-current={suivante ? 'date' : undefined}>
                <td>
                  {suivante ? <Marque>Prochaine audience </Marque> : null}
                  <time dateTime={audience.date}>{jourLong(audience.date)}</time>
                </td>
                <td>{heure(audience.heure)}</td>
                <td>{audience.chambre}</td>
                <td>{audience.objet}</td>
                <td>{audience.issue ?? (audience.a_venir ? 'À venir' : '—')}</td>
              </Ligne>
            );
          })}
        </tbody>
      </table>
    </TableWrapper>
  );
}

/** The calendar: the hearings to come (the next one marked), then those held, the latest first. */
export function Calendrier({ affaire }: { affaire: Affaire }) {
  const aVenir = affaire.audiences.filter((a) => a.a_venir);
  const passees = affaire.audiences.filter((a) => !a.a_venir).reverse();
  const prochaine = affaire.prochaine_audience ?? aVenir[0] ?? null;
  return (
    <Section aria-labelledby="affaire-audiences">
      <h2 id="affaire-audiences">Calendrier des audiences</h2>
      {affaire.audiences.length === 0 ? (
        <p>Aucune audience n’est inscrite au calendrier de cette affaire.</p>
      ) : (
        <>
          <h3>Audiences à venir</h3>
          {aVenir.length === 0 ? (
            <p>Aucune audience n’est prévue pour le moment.</p>
          ) : (
            <TableAudiences
              audiences={aVenir}
              legende="Audiences à venir, la plus proche d’abord"
              prochaine={prochaine}
            />
          )}
          <h3>Audiences passées</h3>
          {passees.length === 0 ? (
            <p>Aucune audience ne s’est encore tenue.</p>
          ) : (
            <TableAudiences audiences={passees} legende="Audiences passées, la plus récente d’abord" prochaine={null} />
          )}
        </>
      )}
    </Section>
  );
}
