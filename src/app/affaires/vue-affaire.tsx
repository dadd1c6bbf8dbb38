import styled from '@emotion/styled';
import { Link } from 'gatsby';
import type { Affaire } from '@portail/contrat/affaires';
import { PageContainer, PageTitle } from '../../components/page/page-container';
import { Breadcrumb } from '../../components/registre/breadcrumb';
import { Facts, Muted, Section } from '../../components/registre/facts';
import type { Crumb } from '../../components/registre/json-ld';
import { pageAffaire, pages } from '../../lib/api/routes';
import { formatDate } from '../../lib/registre/format';
import { greffePath } from '../../lib/registre/paths';
import { greffeCourt, greffeTitle } from '../../lib/text/greffe-title';
import { theme } from '../../theme';
import type { AffaireData } from './chargement';
import { Calendrier } from './calendrier-audiences';
import { DecisionsAffaire } from './decisions-affaire';
import { EtatAffaireBadge } from './etat-affaire';
import { Parties } from './parties-affaire';
import { MESSAGE_INDICATIF, numero, quandEtOu, TITRE_AFFAIRES, tribunal } from './textes';

const { colors, space, radii, fontSizes, fontWeights } = theme;

const Annonce = styled.p`
  margin: 0 0 ${space.xl};
  padding: ${space.md} ${space.lg};
  border-left: 4px solid ${colors.primary};
  border-radius: ${radii.sm};
  background: ${colors.primarySoft};
  color: ${colors.text};
  font-size: ${fontSizes.lg};
  strong {
    font-weight: ${fontWeights.semibold};
  }
`;

const Avertissement = styled(Muted)`
  max-width: 70ch;
`;

/** « Affaire n° 2024F00123 ». */
export const nomAffaire = (affaire: Pick<Affaire, 'numero_rg'>) => `Affaire ${numero(affaire.numero_rg)}`;

/** « Tribunal des activités économiques de Paris », or « Greffe de Paris » when its kind of court is unknown. */
export const juridiction = ({ affaire, typeTribunal }: Pick<AffaireData, 'affaire' | 'typeTribunal'>) =>
  typeTribunal ? tribunal(typeTribunal, affaire.greffe.nom) : greffeCourt(affaire.greffe.nom);

/** « Affaire n° 2024F00123 — Tribunal de commerce de Bordeaux »: the page's title. */
export const titreAffaire = (data: Pick<AffaireData, 'affaire' | 'typeTribunal'>) =>
  `${nomAffaire(data.affaire)} — ${juridiction(data)}`;

export const filAffaire = (affaire: Affaire): Crumb[] => [
  { label: 'Accueil', path: '/' },
  { label: 'Services', path: '/services' },
  { label: TITRE_AFFAIRES, path: pages.consulterAffaire },
  { label: nomAffaire(affaire) },
];

/** Title, description, canonical path and breadcrumb of the page; never indexed when a natural person is a party. */
export function teteAffaire(data: AffaireData) {
  const { affaire, typeTribunal } = data;
  const minuscule = (texte: string) => `${texte.charAt(0).toLowerCase()}${texte.slice(1)}`;
  const devant = typeTribunal ? `devant le ${minuscule(juridiction(data))}` : `au ${minuscule(juridiction(data))}`;
  return {
    title: titreAffaire(data),
    description: `${nomAffaire(affaire)} (${minuscule(affaire.nature.libelle)}) ${devant}, introduite le ${formatDate(affaire.date_introduction)}\u00a0: ${minuscule(affaire.objet)}. Parties, calendrier des audiences, décisions rendues et copie des décisions.`,
    path: pageAffaire(affaire.id),
    crumbs: filAffaire(affaire),
    noindex: affaire.personnes_physiques,
  };
}

/**
 * /services/detail-affaire/{id}: a case of a commercial court — what it is about, its parties, the
 * calendar of its hearings (the next one first on the page) and its decisions, each of which can be
 * ordered as a copy.
 */
export function VueAffaire(data: AffaireData) {
  const { affaire, typeTribunal } = data;
  const greffe = typeTribunal ? greffeTitle(typeTribunal, affaire.greffe.nom) : greffeCourt(affaire.greffe.nom);
  const prochaine = affaire.prochaine_audience;
  return (
    <PageContainer>
      <Breadcrumb crumbs={filAffaire(affaire)} />
      <PageTitle>{titreAffaire(data)}</PageTitle>
      {prochaine ? (
        <Annonce>
          <strong>Prochaine audience</strong>
          {'\u00a0'}: {quandEtOu(prochaine)}
          {prochaine.objet ? ` (${prochaine.objet.charAt(0).toLowerCase()}${prochaine.objet.slice(1)})` : ''}.
        </Annonce>
      ) : null}
      <Section aria-labelledby="affaire-resume">
        <h2 id="affaire-resume">L’affaire</h2>
        <Facts>
          <dt>Greffe</dt>
          <dd>
            <Link to={greffePath(affaire.greffe)}>{greffe}</Link> (code {affaire.greffe.code})
          </dd>
          <dt>Numéro RG</dt>
          <dd>{affaire.numero_rg}</dd>
          <dt>Nature</dt>
          <dd>{affaire.nature.libelle}</dd>
          <dt>Chambre</dt>
          <dd>{affaire.chambre}</dd>
          <dt>Objet</dt>
          <dd>{affaire.objet}</dd>
          <dt>Date d’introduction</dt>
          <dd>
            <time dateTime={affaire.date_introduction}>{formatDate(affaire.date_introduction)}</time>
          </dd>
          <dt>État</dt>
          <dd>
            <EtatAffaireBadge etat={affaire.etat} />
            {affaire.date_fin ? ` le ${formatDate(affaire.date_fin)}` : ''}
          </dd>
        </Facts>
      </Section>
      <Parties parties={affaire.parties} />
      <Calendrier affaire={affaire} />
      <DecisionsAffaire data={data} />
      <Avertissement>{MESSAGE_INDICATIF}</Avertissement>
      <p>
        <Link to={pages.consulterAffaire}>Rechercher une autre affaire</Link>
      </p>
    </PageContainer>
  );
}
