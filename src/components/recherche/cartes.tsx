import styled from '@emotion/styled';
import { Link } from 'gatsby';
import type { ReactNode } from 'react';
import type {
  DirigeantResume,
  ResultatEntreprise,
  ResultatEtablissement,
  ResultatPersonne,
} from '@portail/contrat/recherche';
import { neEn, pluriel } from '../../lib/registre/format';
import { dirigeantPath, entreprisePath, etablissementPath } from '../../lib/registre/paths';
import { vocabulaire } from '../../lib/vocabulaire';
import { mq, theme, visuallyHidden } from '../../theme';
import { EtatBadge } from '../registre/etat-badge';
import { EtablissementsDuLieu } from './lieu';
import { adresseSurUneLigne, NBSP } from './textes';

const { colors, space, radii, fontSizes, fontWeights, shadows } = theme;

/** One result: a card whose heading is the link to the entity's page. */
export const Carte = styled.article`
  padding: ${space.md} ${space.lg};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  box-shadow: ${shadows.sm};
  ${mq.mobile} {
    padding: ${space.md};
  }
`;

const EnTete = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space.xs} ${space.sm};
  margin-bottom: ${space.xs};
  h3 {
    margin: 0;
    font-size: ${fontSizes.lg};
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
  h3 a {
    font-weight: ${fontWeights.bold};
  }
`;

const Etiquette = styled.span`
  display: inline-block;
  padding: 0.125rem ${space.xs};
  border: 1px solid ${colors.borderStrong};
  border-radius: ${radii.pill};
  color: ${colors.text};
  font-size: ${fontSizes.sm};
  white-space: nowrap;
`;

/** Label/value pairs, compact: label column on wide screens, stacked on phones. */
const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${space.xxs} ${space.md};
  margin: 0;
  font-size: ${fontSizes.sm};
  dt {
    color: ${colors.textMuted};
    font-weight: ${fontWeights.semibold};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ${mq.mobile} {
    grid-template-columns: 1fr;
    gap: 0;
    dd {
      margin-bottom: ${space.xs};
    }
  }
`;

const Ligne = styled.p`
  margin: 0 0 ${space.xs};
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

const activite = (naf: { code: string; libelle: string } | null) =>
  naf ? `${naf.libelle} (${naf.code})` : 'Non renseignée';

/** « Président : Jean-Édouard DUPRÉ » linked to the officer's page; a company officer by its name. */
function Dirigeant({ dirigeant: d }: { dirigeant: DirigeantResume }) {
  const personne =
    d.personne_id !== null && d.nom ? (
      <Link to={dirigeantPath({ id: d.personne_id, nom: d.nom, prenoms: d.prenoms ?? '' })}>
        {`${d.prenoms ?? ''} ${d.nom}`.trim()}
      </Link>
    ) : (
      (d.denomination ?? `${d.prenoms ?? ''} ${d.nom ?? ''}`.trim())
    );
  return (
    <>
      {`${d.qualite}${NBSP}: `}
      {personne}
    </>
  );
}

function Detail({ terme, children }: { terme: string; children: ReactNode }) {
  return (
    <>
      <dt>{terme}</dt>
      <dd>{children}</dd>
    </>
  );
}

/**
 * A company. Found through a place, it lists its establishments there; the siège's address stays
 * on its own line when the siège is not one of them.
 */
export function CarteEntreprise({ resultat: r }: { resultat: ResultatEntreprise }) {
  const adresse = adresseSurUneLigne(r.adresse);
  const dansLeLieu = r.etablissements_lieu;
  return (
    <Carte>
      <EnTete>
        <h3>
          <Link to={entreprisePath(r)}>{r.denomination}</Link>
          {r.sigle ? ` (${r.sigle})` : null}
        </h3>
        <EtatBadge etat={r.etat} />
      </EnTete>
      <Details>
        <Detail terme={vocabulaire().identifiantEntreprise}>
          <span css={{ whiteSpace: 'nowrap' }}>{r.siren_formate}</span>
        </Detail>
        <Detail terme="Forme juridique">{r.forme_juridique.libelle}</Detail>
        <Detail terme="Activité">{activite(r.naf)}</Detail>
        {dansLeLieu.some((e) => e.siege) ? null : <Detail terme="Siège">{adresse ?? 'Adresse non renseignée'}</Detail>}
        {dansLeLieu.length > 0 ? (
          <Detail terme="Dans le lieu recherché">
            <EtablissementsDuLieu entreprise={r} />
          </Detail>
        ) : null}
        {r.dirigeants.length > 0 ? (
          <Detail terme={r.dirigeants.length > 1 ? 'Dirigeants' : 'Dirigeant'}>
            <ul>
              {r.dirigeants.map((d, index) => (
                <li key={`${d.personne_id ?? d.denomination}-${index}`}>
                  <Dirigeant dirigeant={d} />
                </li>
              ))}
            </ul>
          </Detail>
        ) : null}
      </Details>
    </Carte>
  );
}

/** The name an establishment is known by: its sign, its usual name, else its company's name. */
export const nomEtablissement = (r: ResultatEtablissement) =>
  r.enseigne || r.denomination_usuelle || r.entreprise.denomination;

export function CarteEtablissement({ resultat: r }: { resultat: ResultatEtablissement }) {
  const adresse = adresseSurUneLigne(r.adresse);
  return (
    <Carte>
      <EnTete>
        <h3>
          <Link to={etablissementPath(r, r.entreprise.denomination)}>{nomEtablissement(r)}</Link>
        </h3>
        <Etiquette>{r.siege ? 'Siège' : 'Établissement secondaire'}</Etiquette>
        <EtatBadge etat={r.etat} />
      </EnTete>
      <Details>
        <Detail terme={vocabulaire().identifiantEtablissement}>
          <span css={{ whiteSpace: 'nowrap' }}>{r.siret_formate}</span>
        </Detail>
        <Detail terme="Entreprise">
          <Link to={entreprisePath(r.entreprise)}>{r.entreprise.denomination}</Link>
          {` (${vocabulaire().identifiantEntreprise}${NBSP}${r.entreprise.siren_formate})`}
        </Detail>
        <Detail terme="Forme juridique">{r.entreprise.forme_juridique.libelle}</Detail>
        <Detail terme="Activité">{activite(r.naf)}</Detail>
        <Detail terme="Adresse">{adresse ?? 'Adresse non renseignée'}</Detail>
      </Details>
    </Carte>
  );
}

/** « Jean-Édouard Marie DUPRÉ », with the usage name when it differs. */
export function nomPersonne(p: Pick<ResultatPersonne, 'prenoms' | 'nom' | 'nom_usage'>): string {
  const nom = `${p.prenoms} ${p.nom}`.trim();
  return p.nom_usage && p.nom_usage !== p.nom ? `${nom}, nom d’usage ${p.nom_usage}` : nom;
}

export function CartePersonne({ resultat: p }: { resultat: ResultatPersonne }) {
  const resume = [pluriel(p.nombre_fonctions, 'mandat'), neEn(p)].filter(Boolean).join(' · ');
  const autres = p.nombre_fonctions - p.fonctions.length;
  return (
    <Carte>
      <EnTete>
        <h3>
          <Link to={dirigeantPath(p)}>{nomPersonne(p)}</Link>
        </h3>
      </EnTete>
      <Ligne>{resume}</Ligne>
      {p.fonctions.length > 0 ? (
        <Details>
          <Detail terme={p.fonctions.length > 1 ? 'Fonctions' : 'Fonction'}>
            <ul>
              {p.fonctions.map((f, index) => (
                <li key={`${f.entreprise.id}-${f.qualite}-${index}`}>
                  {`${f.qualite}${NBSP}: `}
                  <Link to={entreprisePath(f.entreprise)}>{f.entreprise.denomination}</Link>
                  {` (${vocabulaire().identifiantEntreprise}${NBSP}${f.entreprise.siren_formate})`}
                  {f.actif ? null : ' — mandat terminé'}
                </li>
              ))}
            </ul>
            {autres > 0 ? (
              <Link to={dirigeantPath(p)}>
                {`Voir ${autres > 1 ? `les ${autres} autres mandats` : 'l’autre mandat'}`}
                <span css={visuallyHidden}>{` de ${nomPersonne(p)}`}</span>
              </Link>
            ) : null}
          </Detail>
        </Details>
      ) : null}
    </Carte>
  );
}
