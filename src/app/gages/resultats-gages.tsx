import styled from '@emotion/styled';
import { Link } from 'gatsby';
import type { Ref } from 'react';
import type { EtatGage, InscriptionGage, ResultatGages } from '@portail/contrat/gages';
import { formatSiren } from '../../components/entreprise/format';
import { SecondaryButton } from '../../components/shell/ui';
import { TAILLE_PAGE_GAGES } from '../../lib/api/gages';
import { formatDate, formatEntier, formatMontant, pluriel } from '../../lib/registre/format';
import { entreprisePath, greffePath } from '../../lib/registre/paths';
import { theme } from '../../theme';
import { Donnees } from '../espace-personnel/mise-en-page';
import { Vide } from '../ui/etats';
import type { Criteres } from './criteres';
import { designation, LIBELLES_ETAT, MESSAGE_AUCUNE, MESSAGE_AUCUNE_RADIEES } from './textes';

const { colors, space, radii, fontSizes, fontWeights } = theme;

export const ID_TITRE_RESULTATS = 'gages-resultats-titre';

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
  h4 {
    margin: ${space.md} 0 ${space.xs};
    font-size: ${fontSizes.md};
  }
`;

const Entete = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs} ${space.md};
  margin-bottom: ${space.sm};
`;

const TEINTES: Record<EtatGage, { texte: string; fond: string }> = {
  EN_VIGUEUR: { texte: colors.success, fond: colors.successSoft },
  RADIE: { texte: colors.error, fond: colors.errorSoft },
  PERIME: { texte: colors.warning, fond: colors.warningSoft },
};

const Badge = styled.span<{ etat: EtatGage }>`
  display: inline-block;
  padding: 0.125rem ${space.xs};
  border-radius: ${radii.pill};
  border: 1px solid currentColor;
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  white-space: nowrap;
  color: ${({ etat }) => TEINTES[etat].texte};
  background: ${({ etat }) => TEINTES[etat].fond};
`;

const Mentions = styled.ol`
  margin: 0;
  padding-left: ${space.lg};
  li + li {
    margin-top: ${space.xxs};
  }
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

/** « 3 inscriptions en vigueur », or with the struck-off ones « 5 inscriptions, dont 3 en vigueur ». */
export function texteCompte(resultat: ResultatGages, radies: boolean): string {
  if (!radies) return pluriel(resultat.total, 'inscription en vigueur', 'inscriptions en vigueur');
  return `${pluriel(resultat.total, 'inscription')}, dont ${formatEntier(resultat.en_vigueur)} en vigueur`;
}

function Constituant({ inscription }: { inscription: InscriptionGage }) {
  const { nom, siren, id_entite, personne_physique } = inscription.constituant;
  const page = id_entite !== null && siren ? entreprisePath({ id: id_entite, siren, denomination: nom }) : null;
  const precisions = [siren ? `SIREN ${formatSiren(siren)}` : null, personne_physique ? 'personne physique' : null]
    .filter(Boolean)
    .join(', ');
  return (
    <>
      {page ? <Link to={page}>{nom}</Link> : nom}
      {precisions ? ` (${precisions})` : ''}
    </>
  );
}

function Inscription({ inscription }: { inscription: InscriptionGage }) {
  const titre = `gage-${inscription.id}-titre`;
  return (
    <Carte aria-labelledby={titre}>
      <Entete>
        <h3 id={titre}>Inscription n° {inscription.numero}</h3>
        <Badge etat={inscription.etat}>{LIBELLES_ETAT[inscription.etat]}</Badge>
      </Entete>
      <Donnees>
        <dt>Greffe</dt>
        <dd>
          <Link to={greffePath(inscription.greffe)}>{inscription.greffe.nom}</Link>
        </dd>
        <dt>Constituant</dt>
        <dd>
          <Constituant inscription={inscription} />
        </dd>
        <dt>Créancier</dt>
        <dd>{inscription.creancier}</dd>
        <dt>Catégorie</dt>
        <dd>
          {inscription.categorie.code} – {inscription.categorie.libelle}
        </dd>
        <dt>Désignation des biens</dt>
        <dd>{inscription.description}</dd>
        <dt>Montant de la créance</dt>
        <dd>{formatMontant(inscription.montant)}</dd>
        <dt>Date d’inscription</dt>
        <dd>{formatDate(inscription.date_inscription)}</dd>
        <dt>Effet jusqu’au</dt>
        <dd>{formatDate(inscription.date_fin_effet)}</dd>
        {inscription.date_radiation ? (
          <>
            <dt>Radiée le</dt>
            <dd>{formatDate(inscription.date_radiation)}</dd>
          </>
        ) : null}
      </Donnees>
      {inscription.mentions.length > 0 ? (
        <>
          <h4>Mentions</h4>
          <Mentions>
            {inscription.mentions.map((mention, i) => (
              <li key={`${mention.date}-${i}`}>
                <time dateTime={mention.date}>{formatDate(mention.date)}</time> : {mention.libelle}
              </li>
            ))}
          </Mentions>
        </>
      ) : null}
    </Carte>
  );
}

interface Props {
  resultat: ResultatGages;
  criteres: Criteres;
  page: number;
  onPage(page: number): void;
  titreRef?: Ref<HTMLHeadingElement>;
}

/** The inscriptions found, newest first, with their count, the register's date, and paging. */
export function ResultatsGages({ resultat, criteres, page, onPage, titreRef }: Props) {
  const { total, inscriptions } = resultat;
  const greffe = resultat.greffe ? `au greffe de ${resultat.greffe.nom}` : 'dans tous les greffes';
  const premiere = (page - 1) * TAILLE_PAGE_GAGES + 1;
  const derniere = premiere + inscriptions.length - 1;
  const pages = Math.max(1, Math.ceil(total / TAILLE_PAGE_GAGES));
  return (
    <>
      <h2 id={ID_TITRE_RESULTATS} ref={titreRef} tabIndex={-1}>
        Résultats
      </h2>
      {total === 0 ? (
        <Vide>
          <p>{criteres.radies ? MESSAGE_AUCUNE_RADIEES : MESSAGE_AUCUNE}</p>
        </Vide>
      ) : (
        <Compte>{texteCompte(resultat, criteres.radies)}</Compte>
      )}
      <Contexte>
        Registre au {formatDate(resultat.a_la_date)}, pour {designation(criteres.constituant)}, {greffe}.
      </Contexte>
      {total > 0 && inscriptions.length === 0 ? (
        <Vide>
          <p>Cette page ne contient aucune inscription.</p>
          <SecondaryButton type="button" onClick={() => onPage(1)}>
            Revenir à la première page
          </SecondaryButton>
        </Vide>
      ) : null}
      {inscriptions.length > 0 ? (
        <Liste>
          {inscriptions.map((inscription) => (
            <li key={inscription.id}>
              <Inscription inscription={inscription} />
            </li>
          ))}
        </Liste>
      ) : null}
      {total > TAILLE_PAGE_GAGES && inscriptions.length > 0 ? (
        <Pagination aria-label="Pages des résultats">
          <p>
            Inscriptions {formatEntier(premiere)} à {formatEntier(derniere)} sur {formatEntier(total)} (page {page} sur{' '}
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
