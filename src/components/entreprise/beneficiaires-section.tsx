import styled from '@emotion/styled';
import type { Entreprise, Fonction } from '@portail/contrat/entreprises';
import { theme } from '../../theme';
import { FicheSection } from './fiche-section';
import { formatPourcentage, neEn, nomPersonne } from './format';
import { ListeSimple } from './ui';

const Note = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  max-width: 70ch;
`;

const Details = styled.ul`
  margin: ${theme.space.xxs} 0 0;
  padding-left: ${theme.space.lg};
`;

function Beneficiaire({ fonction }: { fonction: Fonction }) {
  const { personne } = fonction;
  const nom = personne.type === 'PHYSIQUE' ? nomPersonne(personne) : personne.denomination;
  const details = [
    personne.type === 'PHYSIQUE' && neEn(personne),
    personne.type === 'PHYSIQUE' && personne.nationalite && `Nationalité : ${personne.nationalite}`,
    fonction.modalites_controle && `Modalités de contrôle : ${fonction.modalites_controle}`,
    fonction.pourcentage_capital !== null && `${formatPourcentage(fonction.pourcentage_capital)} du capital`,
    fonction.pourcentage_votes !== null && `${formatPourcentage(fonction.pourcentage_votes)} des droits de vote`,
  ].filter((detail): detail is string => Boolean(detail));
  return (
    <li>
      <strong>{nom}</strong>
      {details.length > 0 ? (
        <Details>
          {details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </Details>
      ) : null}
    </li>
  );
}

interface BeneficiairesSectionProps {
  entreprise: Entreprise;
  beneficiaires: Fonction[];
  cible?: boolean;
}

/** Natural persons who ultimately own or control the company, limited to what may be published. */
export function BeneficiairesSection({ entreprise, beneficiaires, cible }: BeneficiairesSectionProps) {
  return (
    <FicheSection id="beneficiaires-effectifs" titre="Bénéficiaires effectifs" cible={cible}>
      {entreprise.personne_physique ? (
        <p>Un entrepreneur individuel ne déclare pas de bénéficiaire effectif.</p>
      ) : beneficiaires.length > 0 ? (
        <>
          <Note>
            Seules les informations dont la loi autorise la diffusion sont affichées : nom, prénoms, mois et année de
            naissance, nationalité et modalités du contrôle exercé sur l’entreprise.
          </Note>
          <ListeSimple aria-label="Bénéficiaires effectifs">
            {beneficiaires.map((fonction) => (
              <Beneficiaire key={fonction.id} fonction={fonction} />
            ))}
          </ListeSimple>
        </>
      ) : (
        <p>Aucun bénéficiaire effectif n’est publié pour cette entreprise.</p>
      )}
    </FicheSection>
  );
}
