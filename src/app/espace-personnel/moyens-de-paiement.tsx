import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { pages } from '../../lib/api/routes';
import { useMoyensPaiement } from '../../lib/api/use-commandes';
import { theme } from '../../theme';
import { euros } from '../panier/diffusions';
import { Chargement, Erreur, Vide } from '../ui/etats';
import { PageEspace, Section } from './mise-en-page';
import { useEspace } from './use-espace';

const { colors, space, radii, fontSizes, fontWeights } = theme;

const Liste = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: ${space.xs} ${space.md};
    padding: ${space.sm} 0;
    border-top: 1px solid ${colors.border};
  }
  li:first-of-type {
    border-top: 0;
  }
  h3 {
    margin: 0;
    font-size: ${fontSizes.lg};
  }
  p {
    flex-basis: 100%;
    margin: 0;
    color: ${colors.textMuted};
  }
`;

const Disponibilite = styled.span<{ disponible: boolean }>`
  padding: 0.125rem ${space.xs};
  border: 1px solid currentColor;
  border-radius: ${radii.pill};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  color: ${({ disponible }) => (disponible ? colors.success : colors.textMuted)};
  background: ${({ disponible }) => (disponible ? colors.successSoft : colors.surfaceAlt)};
`;

const Solde = styled.p`
  font-size: ${fontSizes.xl};
  font-weight: ${fontWeights.bold};
  margin: 0 0 ${space.sm};
`;

/** /espace-personnel/moyens-de-paiement: the means of the selected account, available or not and why. */
export function PageMoyensDePaiement() {
  const { compte, selection, chargement } = useEspace();
  const moyens = useMoyensPaiement(compte?.id ?? null);
  const donnees = moyens.data;
  return (
    <PageEspace
      titre="Mes moyens de paiement"
      intro="Les moyens de paiement proposés pour régler les commandes de votre compte client."
    >
      {chargement || (compte && !donnees && !moyens.error) ? (
        <Chargement texte="Chargement de vos moyens de paiement…" />
      ) : null}
      {selection.error ? (
        <Erreur message="Votre compte client n’a pas pu être chargé." onReessayer={() => void selection.mutate()} />
      ) : null}
      {moyens.error ? (
        <Erreur message="Vos moyens de paiement n’ont pas pu être chargés." onReessayer={() => void moyens.mutate()} />
      ) : null}
      {!chargement && !selection.error && !compte ? (
        <Vide>
          <p>Aucun compte client n’est sélectionné.</p>
        </Vide>
      ) : null}
      {donnees ? (
        <>
          <Section aria-labelledby="titre-moyens">
            <h2 id="titre-moyens">Moyens de paiement</h2>
            <Liste>
              {donnees.moyens.map((moyen) => (
                <li key={moyen.code}>
                  <h3>{moyen.libelle}</h3>
                  <Disponibilite disponible={moyen.disponible}>
                    {moyen.disponible ? 'Disponible' : 'Indisponible'}
                  </Disponibilite>
                  {!moyen.disponible && moyen.raison ? <p>{moyen.raison}</p> : null}
                </li>
              ))}
            </Liste>
          </Section>
          <Section aria-labelledby="titre-portefeuille">
            <h2 id="titre-portefeuille">Portefeuille électronique</h2>
            <Solde>Solde : {euros(donnees.portefeuille.solde.ttc_formate)}</Solde>
            <p>
              Rechargez votre portefeuille par carte bancaire pour payer vos commandes sans saisir votre carte à chaque
              fois.
            </p>
            <p>
              <Link to={pages.portefeuille}>Voir et recharger mon portefeuille électronique</Link>
            </p>
          </Section>
        </>
      ) : null}
    </PageEspace>
  );
}
