import { Link } from 'gatsby';
import styled from '@emotion/styled';
import { formatDate } from '../../lib/registre/format';
import { greffePath } from '../../lib/registre/paths';
import type { Procedure } from '@portail/contrat/entreprises';
import { theme } from '../../theme';
import { FicheSection } from './fiche-section';
import { libelleGreffe } from './format';
import { Alerte, FactList, ListeSimple } from './ui';

const Jugements = styled.ol`
  margin: 0;
  padding-left: ${theme.space.lg};
`;

function ProcedureItem({ procedure }: { procedure: Procedure }) {
  return (
    <li>
      <h3>{procedure.libelle}</h3>
      <FactList
        facts={[
          { label: 'État', value: procedure.en_cours ? 'En cours' : 'Clôturée' },
          { label: 'Date d’ouverture', value: formatDate(procedure.date_ouverture) },
          procedure.date_cloture && { label: 'Date de clôture', value: formatDate(procedure.date_cloture) },
          procedure.greffe && {
            label: 'Greffe',
            value: <Link to={greffePath(procedure.greffe)}>{libelleGreffe(procedure.greffe.nom)}</Link>,
          },
          procedure.jugements.length > 0 && {
            label: 'Jugements',
            value: (
              <Jugements>
                {procedure.jugements.map((jugement, index) => (
                  <li key={`${jugement.date}-${index}`}>
                    {formatDate(jugement.date)} : {jugement.nature}
                    {jugement.complement ? ` (${jugement.complement})` : ''}
                  </li>
                ))}
              </Jugements>
            ),
          },
        ]}
      />
    </li>
  );
}

/** Insolvency proceedings, newest first, with a warning while one is under way. */
export function ProceduresSection({ procedures, cible }: { procedures: Procedure[]; cible?: boolean }) {
  const enCours = procedures.filter((procedure) => procedure.en_cours);
  return (
    <FicheSection id="procedures-collectives" titre="Procédures collectives" cible={cible}>
      {enCours.length > 0 ? (
        <Alerte>
          <p>
            <strong>Attention :</strong>{' '}
            {enCours.length > 1
              ? 'des procédures collectives sont en cours'
              : `une procédure collective est en cours (${enCours[0]?.libelle}, ouverte le ${formatDate(enCours[0]?.date_ouverture)})`}
            .
          </p>
        </Alerte>
      ) : null}
      {procedures.length === 0 ? (
        <p>Aucune procédure collective n’est enregistrée pour cette entreprise.</p>
      ) : (
        <ListeSimple aria-label="Procédures collectives">
          {procedures.map((procedure) => (
            <ProcedureItem key={procedure.id} procedure={procedure} />
          ))}
        </ListeSimple>
      )}
    </FicheSection>
  );
}
