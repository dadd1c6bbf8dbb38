import styled from '@emotion/styled';
import { Link } from 'gatsby';
import type { Ref } from 'react';
import type { EtatGage, InscriptionGage, ResultatGages } from '@portail/contrat/gages';
import { formatSiren } from '../../components/entreprise/format';
import { TAILLE_PAGE_GAGES } from '../../lib/api/gages';
import { formatDate, formatEntier, formatMontant, pluriel } from '../../lib/registre/format';
import { entreprisePath, greffePath } from '../../lib/registre/paths';
import { theme } from '../../theme';
import { Donnees } from '../espace-personnel/mise-en-page';
import { BadgeEtat, CarteResultat, EnteteResultat, ResultatsPagines, type Teinte } from '../ui/resultats';
import type { Criteres } from './criteres';
import { designation, LIBELLES_ETAT, MESSAGE_AUCUNE, MESSAGE_AUCUNE_RADIEES } from './textes';

const { colors, space, fontSizes } = theme;

export const ID_TITRE_RESULTATS = 'gages-resultats-titre';

const Carte = styled(CarteResultat)`
  h4 {
    margin: ${space.md} 0 ${space.xs};
    font-size: ${fontSizes.md};
  }
`;

const TEINTES: Record<EtatGage, Teinte> = {
  EN_VIGUEUR: { texte: colors.success, fond: colors.successSoft },
  RADIE: { texte: colors.error, fond: colors.errorSoft },
  PERIME: { texte: colors.warning, fond: colors.warningSoft },
};

const Mentions = styled.ol`
  margin: 0;
  padding-left: ${space.lg};
  li + li {
    margin-top: ${space.xxs};
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
      <EnteteResultat>
        <h3 id={titre}>Inscription n° {inscription.numero}</h3>
        <BadgeEtat teinte={TEINTES[inscription.etat]}>{LIBELLES_ETAT[inscription.etat]}</BadgeEtat>
      </EnteteResultat>
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
  return (
    <ResultatsPagines
      idTitre={ID_TITRE_RESULTATS}
      titreRef={titreRef}
      total={total}
      elements={inscriptions}
      cle={(inscription) => inscription.id}
      rendre={(inscription) => <Inscription inscription={inscription} />}
      page={page}
      taillePage={TAILLE_PAGE_GAGES}
      onPage={onPage}
      aucun={criteres.radies ? MESSAGE_AUCUNE_RADIEES : MESSAGE_AUCUNE}
      compte={texteCompte(resultat, criteres.radies)}
      contexte={
        <>
          Registre au {formatDate(resultat.a_la_date)}, pour {designation(criteres.constituant)}, {greffe}.
        </>
      }
      nomPluriel="Inscriptions"
      pageVide="Cette page ne contient aucune inscription."
    />
  );
}
