import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { formaterSiret } from '@portail/domaine';
import type { LieuRecherche, ResultatEntreprise } from '@portail/contrat/recherche';
import { formatEntier } from '../../lib/registre/format';
import { etablissementPath, listeEtablissementsPath } from '../../lib/registre/paths';
import { vocabulaire } from '../../lib/vocabulaire';
import { theme, visuallyHidden } from '../../theme';
import { adresseSurUneLigne, guillemets, NBSP } from './textes';

const { colors, space, fontWeights } = theme;

/** The contract's bound on `etablissements_lieu` (maxItems): more may be in the place. */
export const ETABLISSEMENTS_LIEU_MAX = 3;

/** Colours only back the wording up: each notice says in words what it is. */
const Avis = styled.p<{ abandon: boolean }>`
  margin: 0 0 ${space.md};
  padding: ${space.xs} ${space.sm};
  border-left: 4px solid ${({ abandon }) => (abandon ? colors.warning : colors.primary)};
  background: ${({ abandon }) => (abandon ? colors.warningSoft : colors.primarySoft)};
  color: ${colors.text};
  strong {
    font-weight: ${fontWeights.semibold};
  }
`;

/**
 * The place the service read in the phrase (« boulangerie lyon »), said above the results; when
 * that place gave nothing, that the name alone was searched. A place chosen in the filters is
 * already shown by the « Département » field.
 */
export function AnnonceLieu({ lieu }: { lieu: LieuRecherche | null }) {
  if (!lieu) return null;
  if (!lieu.applique) {
    return (
      <Avis abandon>
        {`Aucun résultat dans le lieu ${guillemets(lieu.libelle)}${NBSP}: la recherche porte sur le nom seul, sans restriction de lieu.`}
      </Avis>
    );
  }
  if (lieu.origine !== 'PHRASE') return null;
  return (
    <Avis abandon={false}>
      {`Recherche dans le lieu${NBSP}: `}
      <strong>{lieu.libelle}</strong>
    </Avis>
  );
}

const Liste = styled.ul`
  li + li {
    margin-top: ${space.xxs};
  }
`;

/**
 * The establishments of a company found through the place (siège first, as the service orders
 * them), each with its address linking to its page; the siège says so in words. When the service
 * gave as many as it gives, a link to the company's full list of establishments.
 */
export function EtablissementsDuLieu({ entreprise: r }: { entreprise: ResultatEntreprise }) {
  const etablissements = r.etablissements_lieu;
  const tous = etablissements.length >= ETABLISSEMENTS_LIEU_MAX && r.nombre_etablissements > etablissements.length;
  return (
    <Liste>
      {etablissements.map((e) => (
        <li key={e.id}>
          {e.siege ? <strong>Siège</strong> : 'Établissement secondaire'}
          {`${NBSP}: `}
          <Link to={etablissementPath(e, r.denomination)}>
            {adresseSurUneLigne(e.adresse) ?? 'Adresse non renseignée'}
          </Link>{' '}
          <span css={{ whiteSpace: 'nowrap' }}>
            {`(${vocabulaire().identifiantEtablissement}${NBSP}${formaterSiret(e.siret)})`}
          </span>
        </li>
      ))}
      {tous ? (
        <li>
          <Link to={listeEtablissementsPath(r)}>
            {`Voir les ${formatEntier(r.nombre_etablissements)}${NBSP}établissements`}
            <span css={visuallyHidden}>{` de ${r.denomination}`}</span>
          </Link>
        </li>
      ) : null}
    </Liste>
  );
}
