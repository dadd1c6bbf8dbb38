import styled from '@emotion/styled';
import type { Entreprise, Procedure } from '../../lib/registre/types';
import { EtatBadge } from '../registre/etat-badge';
import { theme } from '../../theme';
import { Alerte, ListeEnLigne, Titre } from './ui';
import { villeDuSiege } from './format';

const Sigle = styled.p`
  margin: -${theme.space.xs} 0 ${theme.space.md};
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.textMuted};
`;

/** Top of the company page: name, état, legal form, SIREN and city of the siège, at a glance. */
export function EntrepriseHeader({ entreprise, procedures }: { entreprise: Entreprise; procedures: Procedure[] }) {
  const ville = villeDuSiege(entreprise);
  const enCours = procedures.filter((procedure) => procedure.enCours);
  return (
    <div>
      <Titre>{entreprise.denomination}</Titre>
      {entreprise.sigle ? <Sigle>Sigle : {entreprise.sigle}</Sigle> : null}
      <ListeEnLigne aria-label="En bref">
        <li>
          <EtatBadge etat={entreprise.etat} />
        </li>
        <li>{entreprise.personnePhysique ? 'Entrepreneur individuel' : entreprise.formeJuridique.libelle}</li>
        <li>
          SIREN <strong>{entreprise.sirenFormate}</strong>
        </li>
        {ville ? <li>Siège à {ville}</li> : null}
      </ListeEnLigne>
      {enCours.length > 0 ? (
        <Alerte>
          <p>
            <strong>Procédure collective en cours :</strong> {enCours.map((p) => p.libelle).join(', ')}.{' '}
            <a href="#procedures-collectives">Voir le détail de la procédure</a>
          </p>
        </Alerte>
      ) : null}
    </div>
  );
}
