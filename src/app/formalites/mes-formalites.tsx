import styled from '@emotion/styled';
import { Link } from 'gatsby';
import type { EtatFormalite } from '@portail/contrat/formalites';
import { ResponsiveTable } from '../../components/departement/responsive-table';
import { formatSiren } from '../../components/entreprise/format';
import { Pagination } from '../../components/registre/pagination';
import { TAILLE_PAGE_FORMALITES } from '../../lib/api/formalites';
import { pages, pagesFormalites } from '../../lib/api/routes';
import { useMesFormalites } from '../../lib/api/use-formalites';
import { formatDate, formatEntier, pluriel } from '../../lib/registre/format';
import { theme } from '../../theme';
import type { ProprietesEcran } from '../espace-personnel/espace-personnel-app';
import { lirePage } from '../espace-personnel/mes-commandes/commun';
import { PageEspace } from '../espace-personnel/mise-en-page';
import { useEspace } from '../espace-personnel/use-espace';
import { Chargement, Erreur, Fort, Vide } from '../ui/etats';
import { ETATS, libelleEtat, libelleType } from './textes';
import { EtatFormalite as Badge, titreFormalite } from './vue-formalite';

const { colors, space, radii, fontWeights } = theme;

/** The state of the address (`?etat=`), null for all of them or an unknown one. */
export function lireEtat(recherche: URLSearchParams): EtatFormalite | null {
  const etat = recherche.get('etat');
  return etat && (ETATS as readonly string[]).includes(etat) ? (etat as EtatFormalite) : null;
}

/** The filters with their counts: every state, then each state the account has or is filtered on. */
export function filtresEtat(
  parEtat: Record<string, number>,
  actif: EtatFormalite | null,
): Array<{ etat: EtatFormalite | null; libelle: string; nombre: number }> {
  const total = Object.values(parEtat).reduce((somme, n) => somme + n, 0);
  return [
    { etat: null, libelle: 'Toutes', nombre: total },
    ...ETATS.filter((etat) => (parEtat[etat] ?? 0) > 0 || etat === actif).map((etat) => ({
      etat,
      libelle: libelleEtat(etat),
      nombre: parEtat[etat] ?? 0,
    })),
  ];
}

const Filtres = styled.nav`
  margin: 0 0 ${space.lg};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: ${space.xxs} ${space.sm};
    border: 1px solid ${colors.border};
    border-radius: ${radii.pill};
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${colors.primary};
    border-color: ${colors.primary};
    color: ${colors.textOnPrimary};
    font-weight: ${fontWeights.semibold};
  }
`;

const Origine = styled.span`
  display: block;
  color: ${colors.textMuted};
`;

/**
 * /espace-personnel/mes-formalites[?etat=&page=]: the selected account's formalities, entered here
 * (tax office's inscription) or followed after a search, newest first, filtered by state with the
 * count of each; each leads to its detail.
 */
export function PageMesFormalites({ recherche }: ProprietesEcran) {
  const etat = lireEtat(recherche);
  const page = lirePage(recherche);
  const { compte, selection, chargement } = useEspace();
  const liste = useMesFormalites(compte?.id ?? null, etat, page);
  const donnees = liste.data;
  const nombrePages = donnees ? Math.max(1, Math.ceil(donnees.total / TAILLE_PAGE_FORMALITES)) : 1;
  const rien = donnees ? Object.values(donnees.par_etat).every((n) => n === 0) : false;
  return (
    <PageEspace
      titre="Mes formalités"
      intro="Les formalités que vous avez déposées sur Greffeo et celles que vous suivez : leur état, leurs étapes et leurs documents."
    >
      {chargement || (compte && !donnees && !liste.error) ? <Chargement texte="Chargement de vos formalités…" /> : null}
      {selection.error ? (
        <Erreur message="Votre compte client n’a pas pu être chargé." onReessayer={() => void selection.mutate()} />
      ) : null}
      {liste.error ? (
        <Erreur message="Vos formalités n’ont pas pu être chargées." onReessayer={() => void liste.mutate()} />
      ) : null}
      {donnees && rien ? (
        <Vide>
          <Fort>Vous ne suivez aucune formalité pour le moment.</Fort>
          <p>
            Retrouvez une formalité par son numéro de liasse dans le{' '}
            <Link to={pages.suiviFormalite}>suivi des formalités</Link> puis cliquez sur « Suivre dans mon espace », ou
            déposez une <Link to={pages.saisieDgfip}>inscription du privilège du Trésor</Link>.
          </p>
        </Vide>
      ) : null}
      {donnees && !rien ? (
        <>
          <Filtres aria-label="Filtrer par état">
            <ul>
              {filtresEtat(donnees.par_etat, etat).map((filtre) => (
                <li key={filtre.etat ?? 'toutes'}>
                  <Link
                    to={pagesFormalites.liste(filtre.etat)}
                    aria-current={filtre.etat === etat ? 'page' : undefined}
                  >
                    {filtre.libelle} ({formatEntier(filtre.nombre)})
                  </Link>
                </li>
              ))}
            </ul>
          </Filtres>
          {donnees.formalites.length === 0 ? (
            <Vide>
              <p>
                {donnees.total === 0
                  ? `Aucune de vos formalités n’est dans l’état « ${etat ? libelleEtat(etat) : ''} ».`
                  : 'Cette page ne contient aucune formalité.'}
              </p>
              <p>
                <Link to={pagesFormalites.liste(null)}>Voir toutes mes formalités</Link>
              </p>
            </Vide>
          ) : (
            <>
              <p>{pluriel(donnees.total, 'formalité')}</p>
              <ResponsiveTable>
                <table>
                  <caption>
                    Vos formalités{etat ? ` dans l’état « ${libelleEtat(etat)} »` : ''}
                    {nombrePages > 1 ? ` (page ${page} sur ${nombrePages})` : ''}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Formalité</th>
                      <th scope="col">Entreprise</th>
                      <th scope="col">Type</th>
                      <th scope="col">Déposée le</th>
                      <th scope="col">État</th>
                    </tr>
                  </thead>
                  <tbody>
                    {donnees.formalites.map((f) => (
                      <tr key={f.identifiant}>
                        <th scope="row">
                          <Link to={pagesFormalites.detail(f.identifiant, f.numero_liasse)}>{titreFormalite(f)}</Link>
                          <Origine>{f.origine === 'DEPOSEE' ? 'Déposée sur Greffeo' : 'Suivie'}</Origine>
                        </th>
                        <td data-label="Entreprise">
                          {f.entreprise.denomination}
                          <Origine>SIREN {formatSiren(f.entreprise.siren)}</Origine>
                        </td>
                        <td data-label="Type">
                          {libelleType(f.type)}
                          <Origine>{f.objet}</Origine>
                        </td>
                        <td data-label="Déposée le">{formatDate(f.date_depot)}</td>
                        <td data-label="État">
                          <Badge etat={f.etat} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ResponsiveTable>
              <Pagination
                page={page}
                pageCount={nombrePages}
                href={(p) => pagesFormalites.liste(etat, p)}
                label="Pages de vos formalités"
              />
            </>
          )}
        </>
      ) : null}
    </PageEspace>
  );
}
