import { formatSiren } from '../../components/entreprise/format';
import { Chargement, Erreur, Vide } from '../ui/etats';
import { Donnees, PageEspace, Section, TYPES_PROFIL } from './mise-en-page';
import { useEspace } from './use-espace';

/** Old addresses with a SIREN lead to the company's canonical page (src/pages/entreprise-societe). */
const pageEntreprise = (siren: string) => `/entreprise-societe/${siren}`;

/** /espace-personnel/mon-entreprise: the company of the selected account. */
export function PageMonEntreprise() {
  const { compte, selection, chargement } = useEspace();
  return (
    <PageEspace titre="Mon entreprise" intro="L’entreprise rattachée à votre compte client.">
      {chargement ? <Chargement /> : null}
      {selection.error ? (
        <Erreur message="Votre compte client n’a pas pu être chargé." onReessayer={() => void selection.mutate()} />
      ) : null}
      {!chargement && !selection.error && !compte ? (
        <Vide>
          <p>Aucun compte client n’est sélectionné.</p>
        </Vide>
      ) : null}
      {compte ? (
        <Section aria-labelledby="titre-entreprise">
          <h2 id="titre-entreprise">{compte.denomination_sociale ?? 'Compte particulier'}</h2>
          {compte.siren || compte.denomination_sociale ? (
            <Donnees>
              <dt>Dénomination</dt>
              <dd>{compte.denomination_sociale ?? '—'}</dd>
              <dt>SIREN</dt>
              <dd>{compte.siren ? formatSiren(compte.siren) : '—'}</dd>
              <dt>TVA intracommunautaire</dt>
              <dd>{compte.tva_intra_communautaire ?? '—'}</dd>
              <dt>Profil</dt>
              <dd>{TYPES_PROFIL[compte.type_profil] ?? compte.type_profil}</dd>
            </Donnees>
          ) : (
            <p>Ce compte client est celui d’un particulier : aucune entreprise n’y est rattachée.</p>
          )}
          {compte.siren ? (
            <p>
              {/* A full navigation: that address answers with a redirection to the canonical page. */}
              <a href={pageEntreprise(compte.siren)}>Voir la fiche de l’entreprise dans le registre</a>
            </p>
          ) : null}
        </Section>
      ) : null}
    </PageEspace>
  );
}
