import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { pages } from '../../lib/api/routes';
import { theme } from '../../theme';
import { fullName } from '../../components/shell/initials';
import { Bloc, BlocAvertissement, Chargement, Erreur } from '../ui/etats';
import { estBloque, estRestreintWebService } from '../session/regles';
import { Donnees, PageEspace, POSITIONS, Section, TYPES_COMPTE } from './mise-en-page';
import { useEspace } from './use-espace';

const Liens = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: block;
    height: 100%;
    padding: ${theme.space.md};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    font-weight: ${theme.fontWeights.semibold};
  }
  span {
    display: block;
    margin-top: ${theme.space.xxs};
    color: ${theme.colors.textMuted};
    font-weight: ${theme.fontWeights.regular};
  }
`;

/** /espace-personnel: who is signed in, the selected account and the sections of the space. */
export function AccueilEspace() {
  const { utilisateur, comptes, compte, selection, chargement } = useEspace();
  const u = utilisateur.data;
  const restreint = compte ? estBloque(compte) || estRestreintWebService(compte) : false;
  const plusieurs = (comptes.data?.length ?? 0) > 1;
  return (
    <PageEspace
      titre="Mon espace personnel"
      accueil
      intro={u ? `Bonjour ${fullName(u.firstName, u.lastName)}.` : undefined}
    >
      {chargement ? <Chargement /> : null}
      {selection.error ? (
        <Erreur message="Votre compte client n’a pas pu être chargé." onReessayer={() => void selection.mutate()} />
      ) : null}
      {u ? (
        <Section aria-labelledby="titre-connexion">
          <h2 id="titre-connexion">Vous êtes connecté</h2>
          <Donnees>
            <dt>Nom</dt>
            <dd>{fullName(u.firstName, u.lastName)}</dd>
            <dt>Adresse e-mail</dt>
            <dd>{u.email}</dd>
          </Donnees>
        </Section>
      ) : null}
      {compte ? (
        <Section aria-labelledby="titre-compte">
          <h2 id="titre-compte">Compte client sélectionné</h2>
          {restreint ? (
            <BlocAvertissement>
              <p>
                L’accès de ce compte client est limité : seuls votre espace personnel et vos informations sont
                accessibles. Contactez le service client pour en savoir plus.
              </p>
            </BlocAvertissement>
          ) : null}
          <Donnees>
            <dt>Numéro client</dt>
            <dd>{compte.numero_client}</dd>
            <dt>Nom</dt>
            <dd>{compte.denomination_sociale ?? compte.libelle_courrier ?? '—'}</dd>
            <dt>Type de compte</dt>
            <dd>{TYPES_COMPTE[compte.type_compte] ?? compte.type_compte}</dd>
            <dt>État</dt>
            <dd>{POSITIONS[compte.position] ?? compte.position}</dd>
          </Donnees>
          {plusieurs ? (
            <p>
              <Link to={pages.selectionCompte}>Changer de compte client</Link>
            </p>
          ) : null}
        </Section>
      ) : !chargement && !selection.error ? (
        <Bloc>
          <p>Aucun compte client n’est sélectionné.</p>
        </Bloc>
      ) : null}
      <Section aria-labelledby="titre-rubriques">
        <h2 id="titre-rubriques">Mes rubriques</h2>
        <Liens>
          <li>
            <Link to={pages.mesInformations}>
              Mes informations<span>Identité, coordonnées, mot de passe, libellés du compte</span>
            </Link>
          </li>
          {compte && !restreint ? (
            <>
              <li>
                <Link to={pages.mesCommandes}>
                  Mes commandes<span>Suivi, paiement et téléchargement de vos documents</span>
                </Link>
              </li>
              <li>
                <Link to={pages.mesKbisPeriodiques}>
                  Mes Kbis périodiques<span>Extraits Kbis reçus à intervalles réguliers, adresse, résiliation</span>
                </Link>
              </li>
              <li>
                <Link to={pages.mesSurveillances}>
                  Mes surveillances<span>Entreprises et personnes surveillées, groupes de favoris, révélations</span>
                </Link>
              </li>
              <li>
                <Link to={pages.mesFormalites}>
                  Mes formalités<span>Formalités déposées ou suivies, leurs étapes et leurs récépissés</span>
                </Link>
              </li>
              <li>
                <Link to={pages.mesFactures}>
                  Mes factures<span>Factures de vos commandes, en PDF ou par courriel</span>
                </Link>
              </li>
              <li>
                <Link to={pages.moyensDePaiement}>
                  Mes moyens de paiement<span>Carte bancaire, portefeuille électronique, paiement différé</span>
                </Link>
              </li>
              <li>
                <Link to={pages.portefeuille}>
                  Mon portefeuille électronique<span>Solde, mouvements et rechargement</span>
                </Link>
              </li>
              <li>
                <Link to={pages.monAbonnement}>
                  Mon abonnement<span>Offre, échéance et paiement de l’abonnement annuel</span>
                </Link>
              </li>
              <li>
                <Link to={pages.monEntreprise}>
                  Mon entreprise<span>Dénomination, SIREN et TVA du compte client</span>
                </Link>
              </li>
            </>
          ) : null}
          {compte?.type_compte === 'ABONNE' && !restreint ? (
            <li>
              <Link to={pages.demandeDesabonnement}>
                Demande de désabonnement<span>Mettre fin à votre abonnement à son terme</span>
              </Link>
            </li>
          ) : null}
          <li>
            <Link to={pages.suppressionCompte}>
              Suppression de mon compte<span>Effacer vos données personnelles</span>
            </Link>
          </li>
        </Liens>
      </Section>
    </PageEspace>
  );
}
