import styled from '@emotion/styled';
import type { Entreprise, Procedure } from '@portail/contrat/entreprises';
import { EtatBadge } from '../registre/etat-badge';
import { theme } from '../../theme';
import { vocabulaire } from '../../lib/vocabulaire';
import { Alerte, ListeEnLigne, Titre } from './ui';
import { villeDuSiege } from './format';

const Sigle = styled.p`
  margin: -${theme.space.xs} 0 ${theme.space.md};
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.textMuted};
`;

/** Top of the company page: name, état, legal form, SIREN (RID) and city of the siège, at a glance. */
export function EntrepriseHeader({ entreprise, procedures }: { entreprise: Entreprise; procedures: Procedure[] }) {
  const ville = villeDuSiege(entreprise);
  const enCours = procedures.filter((procedure) => procedure.en_cours);
  return (
    <div>
      <Titre>{entreprise.denomination}</Titre>
      {entreprise.sigle ? <Sigle>Sigle : {entreprise.sigle}</Sigle> : null}
      <ListeEnLigne aria-label="En bref">
        <li>
          <EtatBadge etat={entreprise.etat} />
        </li>
        <li>{entreprise.personne_physique ? 'Entrepreneur individuel' : entreprise.forme_juridique.libelle}</li>
        <li>
          {`${vocabulaire().identifiantEntreprise} `}
          <strong>{entreprise.siren_formate}</strong>
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
