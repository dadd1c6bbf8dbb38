import styled from '@emotion/styled';
import { Link } from 'gatsby';
import type { Ref } from 'react';
import type { AffaireResume, ResultatAffaires } from '@portail/contrat/affaires';
import { VisuallyHidden } from '../../components/shell/ui';
import { TAILLE_PAGE_AFFAIRES } from '../../lib/api/affaires';
import type { GreffeChoisi } from '../../lib/api/gages';
import { pageAffaire } from '../../lib/api/routes';
import { formatDate, pluriel } from '../../lib/registre/format';
import { deOrD } from '../../lib/text/greffe-title';
import { Donnees } from '../espace-personnel/mise-en-page';
import { CarteResultat, EnteteResultat, ResultatsPagines } from '../ui/resultats';
import type { Criteres } from './criteres';
import { EtatAffaireBadge } from './etat-affaire';
import { designation, MESSAGE_AUCUNE_NUMERO, MESSAGE_AUCUNE_PARTIE, numero, quandEtOu, titreDecision } from './textes';

const NBSP = '\u00a0';

export const ID_TITRE_RESULTATS = 'affaires-resultats-titre';

const Carte = styled(CarteResultat)`
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** One case found: its number (the link to its page), state, court, kind, subject, parties, next hearing, latest decision. */
function CarteAffaire({ affaire }: { affaire: AffaireResume }) {
  const titre = `affaire-${affaire.id}-titre`;
  const { prochaine_audience: prochaine, derniere_decision: decision } = affaire;
  return (
    <Carte aria-labelledby={titre}>
      <EnteteResultat>
        <h3 id={titre}>
          <Link to={pageAffaire(affaire.id)}>
            Affaire {numero(affaire.numero_rg)}
            <VisuallyHidden> au greffe {deOrD(affaire.greffe.nom)}</VisuallyHidden>
          </Link>
        </h3>
        <EtatAffaireBadge etat={affaire.etat} />
      </EnteteResultat>
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
  return (
    <ResultatsPagines
      idTitre={ID_TITRE_RESULTATS}
      titreRef={titreRef}
      total={total}
      elements={affaires}
      cle={(affaire) => affaire.id}
      rendre={(affaire) => <CarteAffaire affaire={affaire} />}
      page={page}
      taillePage={TAILLE_PAGE_AFFAIRES}
      onPage={onPage}
      aucun={criteres.par === 'numero' ? MESSAGE_AUCUNE_NUMERO : MESSAGE_AUCUNE_PARTIE}
      compte={pluriel(total, 'affaire')}
      contexte={
        <>
          Recherche {designation(criteres, greffes)}
          {criteres.par === 'partie' ? ', les plus récentes d’abord' : ''}.
        </>
      }
      nomPluriel="Affaires"
      pageVide="Cette page ne contient aucune affaire."
    />
  );
}
