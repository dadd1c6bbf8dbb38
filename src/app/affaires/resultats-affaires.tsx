import styled from '@emotion/styled';
import { Link } from 'gatsby';
import type { Ref } from 'react';
import type { AffaireResume, ResultatAffaires } from '@portail/contrat/affaires';
import { SecondaryButton, VisuallyHidden } from '../../components/shell/ui';
import { TAILLE_PAGE_AFFAIRES } from '../../lib/api/affaires';
import type { GreffeChoisi } from '../../lib/api/gages';
import { pageAffaire } from '../../lib/api/routes';
import { formatDate, formatEntier, pluriel } from '../../lib/registre/format';
import { deOrD } from '../../lib/text/greffe-title';
import { theme } from '../../theme';
import { Donnees } from '../espace-personnel/mise-en-page';
import { Vide } from '../ui/etats';
import type { Criteres } from './criteres';
import { EtatAffaireBadge } from './etat-affaire';
import { designation, MESSAGE_AUCUNE_NUMERO, MESSAGE_AUCUNE_PARTIE, numero, quandEtOu, titreDecision } from './textes';

const { colors, space, radii, fontSizes, fontWeights } = theme;
const NBSP = '\u00a0';

export const ID_TITRE_RESULTATS = 'affaires-resultats-titre';

const Liste = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.md};
`;

const Carte = styled.article`
  padding: ${space.md} ${space.lg};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surface};
  h3 {
    margin: 0;
    font-size: ${fontSizes.lg};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Entete = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs} ${space.md};
  margin-bottom: ${space.sm};
`;

const Compte = styled.p`
  margin: 0 0 ${space.xs};
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.semibold};
`;

const Contexte = styled.p`
  margin: 0 0 ${space.md};
  color: ${colors.textMuted};
`;

const Pagination = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  margin-top: ${space.lg};
  p {
    margin: 0;
    flex-basis: 100%;
  }
`;

/** One case found: its number (the link to its page), state, court, kind, subject, parties, next hearing, latest decision. */
function CarteAffaire({ affaire }: { affaire: AffaireResume }) {
  const titre = `affaire-${affaire.id}-titre`;
  const { prochaine_audience: prochaine, derniere_decision: decision } = affaire;
  return (
    <Carte aria-labelledby={titre}>
      <Entete>
        <h3 id={titre}>
          <Link to={pageAffaire(affaire.id)}>
            Affaire {numero(affaire.numero_rg)}
            <VisuallyHidden> au greffe {deOrD(affaire.greffe.nom)}</VisuallyHidden>
          </Link>
        </h3>
        <EtatAffaireBadge etat={affaire.etat} />
      </Entete>
      <Donnees>
        <dt>Greffe</dt>
        <dd>{affaire.greffe.nom}</dd>
        <dt>Nature</dt>
        <dd>{affaire.nature.libelle}</dd>
        <dt>Objet</dt>
        <dd>{affaire.objet}</dd>
        <dt>Introduite le</dt>
        <dd>{formatDate(affaire.date_introduction)}</dd>
        <dt>Parties</dt>
        <dd>
          <ul>
            {affaire.parties.map((partie, i) => (
              <li key={`${partie.role.code}-${i}`}>
                {partie.role.libelle}
                {NBSP}: {partie.nom}
              </li>
            ))}
          </ul>
        </dd>
        {prochaine ? (
          <>
            <dt>Prochaine audience</dt>
            <dd>{quandEtOu(prochaine)}</dd>
          </>
        ) : null}
        {decision ? (
          <>
            <dt>Dernière décision</dt>
            <dd>
              {titreDecision(decision)}
              {NBSP}: {decision.libelle}
            </dd>
          </>
        ) : null}
      </Donnees>
    </Carte>
  );
}

interface Props {
  resultat: ResultatAffaires;
  criteres: Criteres;
  greffes: readonly GreffeChoisi[] | undefined;
  page: number;
  onPage(page: number): void;
  titreRef?: Ref<HTMLHeadingElement>;
}

/** The cases found, latest first, with their count, what was searched, and paging. */
export function ResultatsAffaires({ resultat, criteres, greffes, page, onPage, titreRef }: Props) {
  const { total, affaires } = resultat;
  const premiere = (page - 1) * TAILLE_PAGE_AFFAIRES + 1;
  const derniere = premiere + affaires.length - 1;
  const pages = Math.max(1, Math.ceil(total / TAILLE_PAGE_AFFAIRES));
  const contexte = designation(criteres, greffes);
  return (
    <>
      <h2 id={ID_TITRE_RESULTATS} ref={titreRef} tabIndex={-1}>
        Résultats
      </h2>
      {total === 0 ? (
        <Vide>
          <p>{criteres.par === 'numero' ? MESSAGE_AUCUNE_NUMERO : MESSAGE_AUCUNE_PARTIE}</p>
        </Vide>
      ) : (
        <Compte>{pluriel(total, 'affaire')}</Compte>
      )}
      <Contexte>
        Recherche {contexte}
        {criteres.par === 'partie' ? ', les plus récentes d’abord' : ''}.
      </Contexte>
      {total > 0 && affaires.length === 0 ? (
        <Vide>
          <p>Cette page ne contient aucune affaire.</p>
          <SecondaryButton type="button" onClick={() => onPage(1)}>
            Revenir à la première page
          </SecondaryButton>
        </Vide>
      ) : null}
      {affaires.length > 0 ? (
        <Liste>
          {affaires.map((affaire) => (
            <li key={affaire.id}>
              <CarteAffaire affaire={affaire} />
            </li>
          ))}
        </Liste>
      ) : null}
      {total > TAILLE_PAGE_AFFAIRES && affaires.length > 0 ? (
        <Pagination aria-label="Pages des résultats">
          <p>
            Affaires {formatEntier(premiere)} à {formatEntier(derniere)} sur {formatEntier(total)} (page {page} sur{' '}
            {pages}).
          </p>
          <SecondaryButton type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Page précédente
          </SecondaryButton>
          <SecondaryButton type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Page suivante
          </SecondaryButton>
        </Pagination>
      ) : null}
    </>
  );
}
