import styled from '@emotion/styled';
import type { IDENTIFIANT_FORMALITE_PATTERN } from '@portail/contrat/formalites';
import { Link, navigate } from 'gatsby';
import { useState } from 'react';
import { SecondaryButton, VisuallyHidden } from '../../components/shell/ui';
import { MessageErreur } from '../../components/ui/champs';
import { estIntrouvable, messageDErreur } from '../../lib/api/erreurs';
import { formalites } from '../../lib/api/formalites';
import { pages, pagesFormalites } from '../../lib/api/routes';
import { useFormalite, useRafraichirFormalites, useSuiviFormalites } from '../../lib/api/use-formalites';
import { theme } from '../../theme';
import type { ProprietesEcran } from '../espace-personnel/espace-personnel-app';
import { BoutonTelechargement } from '../espace-personnel/mes-commandes/commun';
import { PageEspace, Section } from '../espace-personnel/mise-en-page';
import { useEspace } from '../espace-personnel/use-espace';
import { BlocErreur, Chargement, Erreur } from '../ui/etats';
import { MESSAGE_INTROUVABLE } from './textes';
import { Chronologie, DonneesFormalite, EtatFormalite, titreFormalite } from './vue-formalite';

/** The contract's IDENTIFIANT_FORMALITE_PATTERN (the type holds its text: the two stay equal). */
const MOTIF_IDENTIFIANT: typeof IDENTIFIANT_FORMALITE_PATTERN = '^[JD][0-9]{11}$';
const IDENTIFIANT = new RegExp(MOTIF_IDENTIFIANT);

/** A formality identifier (J or D and 11 digits), or null. */
export const lireIdentifiant = (valeur: string | null | undefined): string | null => {
  const texte = (valeur ?? '').trim().toUpperCase();
  return IDENTIFIANT.test(texte) ? texte : null;
};

/** The liasse number of the address (`ref`), tidied; null when absent or not plausible. */
export const lireReference = (valeur: string | null | undefined): string | null => {
  const texte = (valeur ?? '').replace(/\s+/gu, '').toUpperCase();
  return texte.length >= 3 && texte.length <= 40 ? texte : null;
};

const Entete = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  margin: 0 0 ${theme.space.lg};
  p {
    margin: 0;
  }
`;

const Documents = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.sm};
`;

const RETOUR = { lien: pages.mesFormalites, texte: 'Mes formalités' };

/** The identifier of the dossier the address designates: its own, or the one its liasse number finds. */
function useIdentifiant(recherche: URLSearchParams): { identifiant: string | null; cherche: boolean } {
  const direct = lireIdentifiant(recherche.get('identifiantFormalite'));
  const reference = direct ? null : lireReference(recherche.get('ref'));
  const suivi = useSuiviFormalites(reference ? { numeroLiasseOrRefFormaliste: reference, limit: 5 } : null);
  if (direct) return { identifiant: direct, cherche: false };
  if (!reference) return { identifiant: null, cherche: false };
  const trouvee = suivi.data?.formalites.find((f) => f.numero_liasse === reference || f.identifiant === reference);
  return { identifiant: trouvee?.identifiant ?? null, cherche: suivi.isLoading };
}

function Introuvable({ reference }: { reference: string | null }) {
  return (
    <PageEspace titre="Formalité introuvable" retour={RETOUR}>
      <BlocErreur role="alert">
        <p>{MESSAGE_INTROUVABLE}</p>
      </BlocErreur>
      <p>
        <Link to={reference ? pagesFormalites.suivi(reference) : pages.suiviFormalite}>
          Rechercher la formalité dans le suivi des formalités
        </Link>
      </p>
      <p>
        <Link to={pages.mesFormalites}>Voir toutes mes formalités</Link>
      </p>
    </PageEspace>
  );
}

/**
 * /espace-personnel/mes-formalites/commande?ref={numero_liasse}&identifiantFormalite={identifiant}:
 * one dossier of the selected account with the timeline of its states and its documents (receipt
 * of the filing, as a PDF); a followed dossier can be no longer followed. An unknown dossier, or
 * another account's, is « introuvable ».
 */
export function PageDetailFormalite({ recherche }: ProprietesEcran) {
  const { compte, selection, chargement } = useEspace();
  const { identifiant, cherche } = useIdentifiant(recherche);
  const formalite = useFormalite(compte?.id ?? null, identifiant);
  const rafraichir = useRafraichirFormalites();
  const [retrait, setRetrait] = useState<{ envoi: boolean; erreur: string | null }>({ envoi: false, erreur: null });
  const reference = lireReference(recherche.get('ref'));

  if (chargement || cherche || (compte && identifiant && !formalite.data && !formalite.error))
    return (
      <PageEspace titre="Détail de la formalité" retour={RETOUR}>
        <Chargement texte="Chargement de la formalité…" />
      </PageEspace>
    );
  if (selection.error)
    return (
      <PageEspace titre="Détail de la formalité" retour={RETOUR}>
        <Erreur message="Votre compte client n’a pas pu être chargé." onReessayer={() => void selection.mutate()} />
      </PageEspace>
    );
  if (!identifiant || estIntrouvable(formalite.error)) return <Introuvable reference={reference} />;
  if (formalite.error || !formalite.data)
    return (
      <PageEspace titre="Détail de la formalité" retour={RETOUR}>
        <Erreur message="La formalité n’a pas pu être chargée." onReessayer={() => void formalite.mutate()} />
      </PageEspace>
    );

  const f = formalite.data;
  const nom = titreFormalite(f);
  const nePlusSuivre = async () => {
    if (retrait.envoi) return;
    setRetrait({ envoi: true, erreur: null });
    try {
      await formalites.retirerDuCompte(f.identifiant);
      await rafraichir();
      void navigate(pages.mesFormalites);
    } catch (erreur) {
      setRetrait({ envoi: false, erreur: `La formalité n’a pas pu être retirée : ${messageDErreur(erreur)}` });
    }
  };

  return (
    <PageEspace titre={nom} retour={RETOUR}>
      <Entete>
        <EtatFormalite etat={f.etat} />
        <p>{f.origine === 'DEPOSEE' ? 'Déposée sur Greffeo' : 'Formalité suivie'}</p>
      </Entete>
      <Section aria-labelledby="formalite-donnees">
        <h2 id="formalite-donnees">Le dossier</h2>
        <DonneesFormalite formalite={f} />
      </Section>
      <Section aria-labelledby="formalite-etapes">
        <h2 id="formalite-etapes">Étapes</h2>
        <Chronologie etapes={f.etapes} titre={`Étapes de la ${nom.toLowerCase()}`} />
      </Section>
      <Section aria-labelledby="formalite-documents">
        <h2 id="formalite-documents">Documents</h2>
        {f.documents.length === 0 ? (
          <p>Aucun document n’est encore disponible pour cette formalité.</p>
        ) : (
          <Documents>
            {f.documents.map((document) => (
              <li key={document.code}>
                <BoutonTelechargement
                  id={`document-${f.identifiant}-${document.code}`}
                  lire={() => formalites.recepisse(f.identifiant)}
                >
                  Télécharger (PDF) {document.libelle}
                  <VisuallyHidden> : {nom}</VisuallyHidden>
                </BoutonTelechargement>
              </li>
            ))}
          </Documents>
        )}
      </Section>
      {f.origine === 'SUIVIE' ? (
        <Section aria-labelledby="formalite-suivi">
          <h2 id="formalite-suivi">Suivi</h2>
          <p>
            Vous suivez cette formalité depuis le suivi des formalités. Vous pouvez la retirer de vos formalités : elle
            restera consultable dans le <Link to={pagesFormalites.suivi(f.numero_liasse)}>suivi public</Link>.
          </p>
          <SecondaryButton
            type="button"
            aria-disabled={retrait.envoi || undefined}
            aria-describedby={retrait.erreur ? 'ne-plus-suivre-erreur' : undefined}
            onClick={() => void nePlusSuivre()}
          >
            Ne plus suivre
          </SecondaryButton>
          {retrait.erreur ? (
            <MessageErreur id="ne-plus-suivre-erreur" role="alert">
              {retrait.erreur}
            </MessageErreur>
          ) : null}
        </Section>
      ) : null}
    </PageEspace>
  );
}
