import styled from '@emotion/styled';
import { useRef, useState, type FormEvent } from 'react';
import type { FormatDiffusion } from '@portail/contrat/commun/paniers';
import type { GreffeReference } from '@portail/contrat/commun/communs';
import type { AjoutEtatGages } from '@portail/contrat/paniers';
import { useAjoutPanier } from '../../lib/api/use-ajout-panier';
import { usePrixEtatGages } from '../../lib/api/use-gages';
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
import type { Criteres } from './criteres';
import { designation } from './textes';

const { space } = theme;

const Bloc = styled(BlocCommande)`
  margin: ${space.xl} 0;
  ${FORMATS_SANS_CADRE}
  fieldset {
    margin: ${space.md} 0;
  }
`;

const Annonce = styled(AnnonceAjout)`
  margin: ${space.md} 0 0;
`;

/** The basket body for these criteria (the certificate covers the inscriptions in force only). */
export function corpsEtatGages(criteres: Criteres, formats: FormatDiffusion[]): AjoutEtatGages {
  return {
    ...criteres.constituant,
    ...(criteres.greffe && { code_greffe: criteres.greffe }),
    diffusions: formats.map((format_diffusion) => ({ format_diffusion, quantite: 1 })),
  };
}

interface Props {
  criteres: Criteres;
  /** The greffe searched, as the service named it. */
  greffe: GreffeReference | null;
}

/**
 * « Commander l’état des inscriptions » after a search: the certificate of what the register holds
 * for these criteria on the day it is issued (« Néant » when nothing), electronic or posted, with
 * the prices of the public grid; it goes to the basket like every other document.
 */
export function CommanderEtatGages({ criteres, greffe }: Props) {
  const prix = usePrixEtatGages();
  const { etat, ajouterEtatGages } = useAjoutPanier();
  const [erreur, setErreur] = useState<string | null>(null);
  const formats = useFormats(prix.data, () => setErreur(null));
  const premiere = useRef<HTMLInputElement>(null);

  const commander = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const retenus = formats.retenus();
    if (retenus.length === 0) {
      setErreur(MESSAGE_SANS_FORMAT);
      premiere.current?.focus();
      return;
    }
    void ajouterEtatGages(corpsEtatGages(criteres, retenus));
  };

  const ou = greffe ? `au greffe de ${greffe.nom}` : 'dans tous les greffes';
  return (
    <Bloc aria-labelledby="gages-commander-titre">
      <h2 id="gages-commander-titre">Commander l’état des inscriptions</h2>
      <p>
        L’état des inscriptions certifie ce que le registre des gages sans dépossession contient, au jour de sa
        délivrance, pour {designation(criteres.constituant)}, {ou} : les inscriptions en vigueur ce jour-là, ou « Néant
        » s’il n’y en a aucune.
      </p>
      <form onSubmit={commander} noValidate aria-label="Commander l’état des inscriptions">
        <ChoixFormats
          formats={formats}
          prixInconnu={Boolean(prix.error)}
          erreur={erreur}
          idErreur="gages-formats-erreur"
          premiereRef={premiere}
        />
        <BoutonAjout type="submit" etat={etat} />
      </form>
      <Annonce
        ajoute={etat.etat === 'ajoute' ? 'L’état des inscriptions a été ajouté à votre panier.' : null}
        alerte={etat.etat === 'erreur' ? etat.message : null}
      />
    </Bloc>
  );
}
