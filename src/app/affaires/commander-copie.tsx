import styled from '@emotion/styled';
import { useRef, useState, type FormEvent } from 'react';
import type { Affaire, Decision } from '@portail/contrat/affaires';
import type { FormatDiffusion } from '@portail/contrat/commun/paniers';
import type { AjoutAffaire } from '@portail/contrat/paniers';
import { VisuallyHidden } from '../../components/shell/ui';
import { useAjoutPanier } from '../../lib/api/use-ajout-panier';
import { theme } from '../../theme';
import {
  AnnonceAjout,
  BoutonAjout,
  BlocCommande,
  ChoixFormats,
  FORMATS_SANS_CADRE,
  useFormats,
  MESSAGE_SANS_FORMAT,
} from '../commande/commande';
import type { PrixCopie } from './chargement';
import { deLaDecision } from './textes';

const { space, fontSizes } = theme;

const Bloc = styled(BlocCommande)`
  margin: ${space.md} 0 0;
  h4 {
    margin: 0 0 ${space.xs};
    font-size: ${fontSizes.md};
  }
  p {
    margin: 0;
  }
  ${FORMATS_SANS_CADRE}
  fieldset {
    margin: ${space.sm} 0;
  }
`;

const Annonce = styled(AnnonceAjout)`
  margin: ${space.sm} 0 0 !important;
`;

/** What the copy is, and is not. */
export const MENTION_COPIE =
  'La copie porte un code de vérification\u00a0; elle ne vaut pas copie exécutoire, que seul le greffe délivre.';

/**
 * The company the copy is filed under in the basket: the debtor of a collective proceeding, the
 * defendant otherwise, when it is a company of the registry; none for the others (« Autres documents »).
 */
export function entiteConcernee(affaire: Affaire): number | null {
  for (const role of ['DEBITEUR', 'DEFENDEUR'] as const) {
    const partie = affaire.parties.find((p) => p.role.code === role && p.id_entite !== null && !p.personne_physique);
    if (partie) return partie.id_entite;
  }
  return null;
}

/** The basket body of a copy of this decision (`POST paniers/affaires`). */
export function corpsCopie(affaire: Affaire, decision: Decision, formats: FormatDiffusion[]): AjoutAffaire {
  const entite = entiteConcernee(affaire);
  return {
    code_greffe: affaire.greffe.code,
    numero_affaire: affaire.numero_rg,
    id_decision: decision.id,
    ...(entite !== null && { id_entite: entite }),
    diffusions: formats.map((format_diffusion) => ({ format_diffusion, quantite: 1 })),
  };
}

interface Props {
  affaire: Affaire;
  decision: Decision;
  /** The public grid's prices, read with the page; null when they could not be. */
  prix: PrixCopie | null;
}

/**
 * « Commander une copie » of one decision: electronic or posted, with the prices of the public grid;
 * it goes to the visitor's or the signed-in user's basket like every other document.
 */
export function CommanderCopie({ affaire, decision, prix }: Props) {
  const { etat, ajouterCopieJugement } = useAjoutPanier();
  const [erreur, setErreur] = useState<string | null>(null);
  const formats = useFormats(prix, () => setErreur(null));
  const premiere = useRef<HTMLInputElement>(null);
  const id = `copie-${decision.id}`;
  const objet = `la copie ${deLaDecision(decision)}`;

  const commander = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const retenus = formats.retenus();
    if (retenus.length === 0) {
      setErreur(MESSAGE_SANS_FORMAT);
      premiere.current?.focus();
      return;
    }
    void ajouterCopieJugement(corpsCopie(affaire, decision, retenus));
  };

  return (
    <Bloc aria-labelledby={`${id}-titre`}>
      <h4 id={`${id}-titre`}>
        Commander une copie<VisuallyHidden> {deLaDecision(decision)}</VisuallyHidden>
      </h4>
      <p>{MENTION_COPIE}</p>
      <form onSubmit={commander} noValidate aria-label={`Commander ${objet}`}>
        <ChoixFormats
          formats={formats}
          prixInconnu={!prix}
          erreur={erreur}
          idErreur={`${id}-erreur`}
          premiereRef={premiere}
        />
        <BoutonAjout type="submit" etat={etat}>
          <VisuallyHidden> {objet}</VisuallyHidden>
        </BoutonAjout>
      </form>
      <Annonce
        ajoute={etat.etat === 'ajoute' ? `La copie ${deLaDecision(decision)} a été ajoutée à votre panier.` : null}
        alerte={etat.etat === 'erreur' ? etat.message : null}
      />
    </Bloc>
  );
}
