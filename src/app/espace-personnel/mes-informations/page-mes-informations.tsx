import { Chargement, Erreur } from '../../ui/etats';
import { regleLibelles } from '../../session/regles';
import { PageEspace, Section } from '../mise-en-page';
import { useEspace } from '../use-espace';
import { FormulaireLibelles } from './formulaire-libelles';
import { FormulaireMotDePasse } from './formulaire-mot-de-passe';
import { FormulaireUtilisateur } from './formulaire-utilisateur';

/** /espace-personnel/mes-informations: the user's data, the account labels, the password. */
export function PageMesInformations() {
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
          <FormulaireUtilisateur key={`${u.email}-${u.email_en_attente ?? ''}`} utilisateur={u} />
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
        <FormulaireMotDePasse />
      </Section>
    </PageEspace>
  );
}
