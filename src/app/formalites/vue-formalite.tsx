/** How a dossier reads everywhere: its state badge, its facts and the timeline of its states. */
import styled from '@emotion/styled';
import { Link } from 'gatsby';
import type { ReactNode } from 'react';
import type { EtapeFormalite, Formalite } from '@portail/contrat/formalites';
import { formatSiren } from '../../components/entreprise/format';
import { formatDate, formatDateHeure } from '../../lib/registre/format';
import { entreprisePath, greffePath } from '../../lib/registre/paths';
import { theme } from '../../theme';
import { Donnees } from '../espace-personnel/mise-en-page';
import { BadgeEtat, CarteResultat, EnteteResultat } from '../ui/resultats';
import { LIBELLES_MOTIF, libelleEtat, libelleType, teinteEtat } from './textes';

const { colors, space, fontSizes, fontWeights } = theme;

const NBSP = '\u00a0';

/** « Formalité n° 75012026000123 », the number never parted from its sign. */
export const titreFormalite = (formalite: Pick<Formalite, 'numero_liasse'>) =>
  `Formalité n°${NBSP}${formalite.numero_liasse}`;

export function EtatFormalite({ etat }: { etat: string }) {
  return <BadgeEtat teinte={teinteEtat(etat)}>{libelleEtat(etat)}</BadgeEtat>;
}

const Liste = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0 0 0 ${space.md};
  border-left: 3px solid ${colors.border};
  li {
    position: relative;
    padding: 0 0 ${space.sm} ${space.sm};
  }
  li::before {
    content: '';
    position: absolute;
    left: calc(-${space.md} - 7px);
    top: 0.45em;
    width: 11px;
    height: 11px;
    border-radius: 50%;
    background: ${colors.primary};
  }
  li:last-of-type::before {
    background: ${colors.success};
  }
  strong {
    font-weight: ${fontWeights.semibold};
  }
  p {
    margin: ${space.xxs} 0 0;
  }
`;

const Motif = styled.p`
  color: ${colors.text};
  font-size: ${fontSizes.sm};
`;

/** The states the dossier went through, oldest first, each with its date and, when it has one, its reason. */
export function Chronologie({ etapes, titre }: { etapes: readonly EtapeFormalite[]; titre: string }) {
  if (etapes.length === 0) return null;
  return (
    <Liste aria-label={titre}>
      {etapes.map((etape, i) => (
        <li key={`${etape.etat}-${etape.date}-${i}`}>
          <strong>{libelleEtat(etape.etat)}</strong>
          {' — '}
          <time dateTime={etape.date}>{formatDateHeure(etape.date)}</time>
          {etape.motif ? (
            <Motif>
              {LIBELLES_MOTIF[etape.etat] ?? 'Motif'}
              {NBSP}: {etape.motif}
            </Motif>
          ) : null}
        </li>
      ))}
    </Liste>
  );
}

/** The company as filed, linked to its page when the registry knows it. */
function Entreprise({ formalite }: { formalite: Formalite }) {
  const { siren, denomination, id_entite } = formalite.entreprise;
  return (
    <>
      {id_entite !== null ? (
        <Link to={entreprisePath({ id: id_entite, siren, denomination })}>{denomination}</Link>
      ) : (
        denomination
      )}{' '}
      (SIREN {formatSiren(siren)})
    </>
  );
}

/** The facts of a dossier, as terms and values. */
export function DonneesFormalite({ formalite }: { formalite: Formalite }) {
  return (
    <Donnees>
      <dt>Type</dt>
      <dd>{libelleType(formalite.type)}</dd>
      <dt>Objet</dt>
      <dd>{formalite.objet}</dd>
      <dt>Entreprise</dt>
      <dd>
        <Entreprise formalite={formalite} />
      </dd>
      <dt>Greffe</dt>
      <dd>
        <Link to={greffePath(formalite.greffe)}>{formalite.greffe.nom}</Link>
      </dd>
      <dt>Déposée le</dt>
      <dd>{formatDate(formalite.date_depot)}</dd>
      <dt>Identifiant</dt>
      <dd>{formalite.identifiant}</dd>
      {formalite.reference_formaliste ? (
        <>
          <dt>Référence du formaliste</dt>
          <dd>{formalite.reference_formaliste}</dd>
        </>
      ) : null}
      <dt>État</dt>
      <dd>
        {libelleEtat(formalite.etat)} depuis le {formatDateHeure(formalite.date_etat)}
      </dd>
      {formalite.motif ? (
        <>
          <dt>{LIBELLES_MOTIF[formalite.etat] ?? 'Motif'}</dt>
          <dd>{formalite.motif}</dd>
        </>
      ) : null}
    </Donnees>
  );
}

const Carte = styled(CarteResultat)`
  h4 {
    margin: ${space.md} 0 ${space.xs};
    font-size: ${fontSizes.md};
  }
`;

const PiedCarte = styled.div`
  margin-top: ${space.md};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
`;

/** One dossier as a result card: heading and badge, facts, timeline, and what can be done with it. */
export function CarteFormalite({
  formalite,
  titre,
  actions,
}: {
  formalite: Formalite;
  /** The heading's content; the liasse number by default. */
  titre?: ReactNode;
  actions?: ReactNode;
}) {
  const id = `formalite-${formalite.identifiant}-titre`;
  return (
    <Carte aria-labelledby={id}>
      <EnteteResultat>
        <h3 id={id}>{titre ?? titreFormalite(formalite)}</h3>
        <EtatFormalite etat={formalite.etat} />
      </EnteteResultat>
      <DonneesFormalite formalite={formalite} />
      <h4>Étapes</h4>
      <Chronologie etapes={formalite.etapes} titre={`Étapes de la ${titreFormalite(formalite).toLowerCase()}`} />
      {actions ? <PiedCarte>{actions}</PiedCarte> : null}
    </Carte>
  );
}
