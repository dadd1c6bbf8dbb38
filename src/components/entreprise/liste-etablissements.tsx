import { Link } from 'gatsby';
import styled from '@emotion/styled';
import { formatDate } from '../../lib/registre/format';
import { entreprisePath, etablissementPath } from '../../lib/registre/paths';
import type { Entreprise, EtablissementResume } from '@portail/contrat/entreprises';
import { Lead } from '../page/page-container';
import { EtatBadge } from '../registre/etat-badge';
import { EtatEtSiege } from './etat-siege';
import { Pagination } from '../registre/pagination';
import { deOrD } from '../../lib/text/greffe-title';
import { vocabulaire } from '../../lib/vocabulaire';
import { mq, theme } from '../../theme';
import { FicheSection } from './fiche-section';
import { codePostalCommune, resumeEtablissements } from './format';
import { ListeEnLigne, Titre } from './ui';

export const PAR_PAGE = 20;

const Cartes = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr));
  gap: ${theme.space.md};
  ${mq.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Carte = styled.li`
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  overflow-wrap: anywhere;
  h3 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin: 0 0 ${theme.space.xxs};
  }
  ul {
    margin-bottom: ${theme.space.xs};
  }
`;

const Discret = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

function dates(e: EtablissementResume): string | null {
  const parts = [
    e.date_creation && `Créé le ${formatDate(e.date_creation)}`,
    e.date_fermeture && `fermé le ${formatDate(e.date_fermeture)}`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

function CarteEtablissement({ e, denomination }: { e: EtablissementResume; denomination: string }) {
  const nom = e.enseigne ?? e.denomination_usuelle;
  const quand = dates(e);
  return (
    <Carte>
      <h3>
        <Link to={etablissementPath(e, denomination)}>
          {`${vocabulaire().identifiantEtablissement} `}
          {e.siret_formate}
        </Link>
      </h3>
      <ListeEnLigne aria-label="État">
        <EtatEtSiege etat={e.etat} siege={e.siege} />
      </ListeEnLigne>
      {nom ? <p>{nom}</p> : null}
      <p>
        {[e.adresse.lignes.join(', '), codePostalCommune(e.adresse)].filter(Boolean).join(', ') || 'Adresse inconnue'}
      </p>
      {e.naf ? (
        <Discret>
          NAF {e.naf.code} — {e.naf.libelle}
        </Discret>
      ) : null}
      {quand ? <Discret>{quand}</Discret> : null}
    </Carte>
  );
}

interface ListeEtablissementsProps {
  entreprise: Entreprise;
  etablissements: { total: number; total_actifs: number; items: EtablissementResume[] };
  page: number;
  /** Link of a page of the list (page 1 is the bare path). */
  href: (page: number) => string;
}

/** The list of establishments of a company, 20 per page, open ones first (the service orders them). */
export function ListeEtablissements({ entreprise, etablissements, page, href }: ListeEtablissementsProps) {
  const pages = Math.max(1, Math.ceil(etablissements.total / PAR_PAGE));
  return (
    <>
      <Titre>Établissements {deOrD(entreprise.denomination)}</Titre>
      <ListeEnLigne aria-label="L’entreprise en bref">
        <li>
          <EtatBadge etat={entreprise.etat} />
        </li>
        <li>
          {`${vocabulaire().identifiantEntreprise} `}
          <strong>{entreprise.siren_formate}</strong>
        </li>
        <li>
          <Link to={entreprisePath(entreprise)}>Voir la fiche de l’entreprise</Link>
        </li>
      </ListeEnLigne>
      <Lead>{resumeEtablissements(etablissements.total, etablissements.total_actifs)}.</Lead>
      <FicheSection
        id="etablissements"
        titre={pages > 1 ? `Liste des établissements (page ${page} sur ${pages})` : 'Liste des établissements'}
      >
        {etablissements.items.length === 0 ? (
          <p>Aucun établissement n’est connu pour cette entreprise.</p>
        ) : (
          <Cartes>
            {etablissements.items.map((e) => (
              <CarteEtablissement key={e.id} e={e} denomination={entreprise.denomination} />
            ))}
          </Cartes>
        )}
        <Pagination page={page} pageCount={pages} href={href} label="Pages de la liste des établissements" />
      </FicheSection>
    </>
  );
}
