import { FOURNISSEUR_EXTERNE } from '../../../lib/auth/oidc';
import { Chargement, Erreur } from '../../ui/etats';
import { regleLibelles } from '../../session/regles';
import { PageEspace, Section } from '../mise-en-page';
import { useEspace } from '../use-espace';
import { FormulaireLibelles } from './formulaire-libelles';
import { FormulaireMotDePasse } from './formulaire-mot-de-passe';
import { FormulaireUtilisateur } from './formulaire-utilisateur';

export const MOT_DE_PASSE_EXTERNE =
  'Vous vous connectez avec le compte de votre fournisseur d’identité : votre mot de passe se modifie auprès de lui.';

/**
 * /espace-personnel/mes-informations: the user's data, the account labels, the password (changed at
 * the provider when the site signs in at another one: FOURNISSEUR_EXTERNE, set at build time).
 */
export function PageMesInformations() {
  const fournisseurExterne = FOURNISSEUR_EXTERNE;
  const { utilisateur, compte } = useEspace();
  const u = utilisateur.data;
  return (
    <PageEspace titre="Mes informations" intro="Vos informations personnelles et les libellés de votre compte client.">
      {utilisateur.isLoading ? <Chargement /> : null}
      {utilisateur.error ? (
        <Erreur message="Vos informations n’ont pas pu être chargées." onReessayer={() => void utilisateur.mutate()} />
      ) : null}
      {u ? (
        <Section aria-labelledby="titre-utilisateur">
          <h2 id="titre-utilisateur">Informations personnelles</h2>
          <FormulaireUtilisateur
            key={`${u.email}-${u.email_en_attente ?? ''}`}
            utilisateur={u}
            fournisseurExterne={fournisseurExterne}
          />
        </Section>
      ) : null}
      {compte && u ? (
        <Section aria-labelledby="titre-libelles">
          <h2 id="titre-libelles">Libellés du compte client {compte.numero_client}</h2>
          <FormulaireLibelles
            key={`${compte.id}-${compte.version}`}
            compte={compte}
            aCompleter={regleLibelles(compte, u).action === 'completer'}
          />
        </Section>
      ) : null}
      <Section aria-labelledby="titre-mot-de-passe">
        <h2 id="titre-mot-de-passe">Mot de passe</h2>
        {fournisseurExterne ? <p>{MOT_DE_PASSE_EXTERNE}</p> : <FormulaireMotDePasse />}
      </Section>
    </PageEspace>
  );
}
