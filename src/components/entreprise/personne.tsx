import { Link } from 'gatsby';
import styled from '@emotion/styled';
import { dirigeantPath, entreprisePath } from '../../lib/registre/paths';
import type { Fonction, PersonneMorale, PersonnePubliee } from '@portail/contrat/entreprises';
import { theme } from '../../theme';
import { vocabulaire } from '../../lib/vocabulaire';
import { formatSiren, neEn, nomPersonne, periode } from './format';

const Qualite = styled.p`
  margin: 0;
  font-weight: ${theme.fontWeights.semibold};
`;

const Detail = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

const Nom = styled.p`
  margin: 0;
`;

/** A natural person: the page of the officer, month and year of birth, nationality. */
function PersonnePhysique({ personne, lien }: { personne: PersonnePubliee; lien: boolean }) {
  const naissance = neEn(personne);
  const details = [naissance, personne.nationalite && `nationalité : ${personne.nationalite}`].filter(Boolean);
  return (
    <>
      <Nom>{lien ? <Link to={dirigeantPath(personne)}>{nomPersonne(personne)}</Link> : nomPersonne(personne)}</Nom>
      {details.length > 0 ? <Detail>{details.join(' · ')}</Detail> : null}
    </>
  );
}

/** A legal person: its company page when the registry knows it, and its permanent representative. */
function PersonneMoraleBloc({ personne }: { personne: PersonneMorale }) {
  const { entreprise_id, siren, denomination, representant } = personne;
  return (
    <>
      <Nom>
        {entreprise_id !== null && siren ? (
          <Link to={entreprisePath({ id: entreprise_id, siren, denomination })}>{denomination}</Link>
        ) : (
          denomination
        )}
        {siren ? (
          <>
            {` (${vocabulaire().identifiantEntreprise} `}
            {formatSiren(siren)})
          </>
        ) : null}
      </Nom>
      {representant ? (
        <Detail>
          représentée par <Link to={dirigeantPath(representant)}>{nomPersonne(representant)}</Link>
        </Detail>
      ) : null}
    </>
  );
}

/** One mandate in a list of officers, auditors or beneficial owners. */
export function FonctionItem({ fonction, lienPersonne = true }: { fonction: Fonction; lienPersonne?: boolean }) {
  const dates = periode(fonction.date_debut, fonction.date_fin, fonction.actif);
  return (
    <li>
      <Qualite>{fonction.qualite}</Qualite>
      {fonction.personne.type === 'PHYSIQUE' ? (
        <PersonnePhysique personne={fonction.personne} lien={lienPersonne} />
      ) : (
        <PersonneMoraleBloc personne={fonction.personne} />
      )}
      {dates ? <Detail>{dates.charAt(0).toUpperCase() + dates.slice(1)}</Detail> : null}
    </li>
  );
}
