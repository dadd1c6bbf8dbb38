import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { useRef, useState, type FormEvent } from 'react';
import type { FormatDiffusion } from '@portail/contrat/commun/paniers';
import type { GreffeReference } from '@portail/contrat/commun/communs';
import type { AjoutEtatGages } from '@portail/contrat/paniers';
import { PrimaryButton } from '../../components/shell/ui';
import { useIsClient } from '../../components/shell/use-is-client';
import { Choix, MessageErreur } from '../../components/ui/champs';
import { pages } from '../../lib/api/routes';
import { useAjoutPanier } from '../../lib/api/use-ajout-panier';
import { usePrixEtatGages, type PrixEtatGages } from '../../lib/api/use-gages';
import { theme } from '../../theme';
import type { Criteres } from './criteres';
import { designation } from './textes';

const { colors, space, radii, fontSizes } = theme;

export const MESSAGE_SANS_FORMAT = 'Choisissez au moins un format : électronique ou courrier.';

const Bloc = styled.section`
  margin: ${space.xl} 0;
  padding: ${space.md} ${space.lg};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surfaceAlt};
  h2 {
    margin: 0 0 ${space.sm};
    font-size: ${fontSizes.lg};
  }
  fieldset {
    margin: ${space.md} 0;
    padding: 0;
    border: 0;
  }
  legend {
    margin-bottom: ${space.xxs};
    font-weight: ${theme.fontWeights.semibold};
  }
`;

const Formats = styled(Choix)`
  flex-direction: column;
  gap: 0;
`;

const Retour = styled.p`
  margin: ${space.md} 0 0;
`;

const FORMATS: Array<{ format: FormatDiffusion; libelle: string }> = [
  { format: 'ELEC', libelle: 'Électronique (PDF à télécharger)' },
  { format: 'COURRIER', libelle: 'Par courrier' },
];

/** « 49,14 € TTC », « indisponible » when the grid has no price for it, nothing while unknown. */
function textePrix(prix: PrixEtatGages | undefined, format: FormatDiffusion): string {
  if (!prix) return '';
  const montant = prix[format];
  return montant ? ` — ${montant}\u00a0€ TTC` : ' — indisponible';
}

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
  const client = useIsClient();
  const prix = usePrixEtatGages();
  const { etat, ajouterEtatGages } = useAjoutPanier();
  const [choisis, setChoisis] = useState<ReadonlySet<FormatDiffusion>>(new Set(['ELEC']));
  const [erreur, setErreur] = useState<string | null>(null);
  const premier = useRef<HTMLInputElement>(null);

  const disponible = (format: FormatDiffusion) => !prix.data || Boolean(prix.data[format]);
  const basculer = (format: FormatDiffusion, coche: boolean) => {
    setErreur(null);
    setChoisis((avant) => {
      const apres = new Set(avant);
      if (coche) apres.add(format);
      else apres.delete(format);
      return apres;
    });
  };

  const commander = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formats = FORMATS.map((f) => f.format).filter((f) => choisis.has(f) && disponible(f));
    if (formats.length === 0) {
      setErreur(MESSAGE_SANS_FORMAT);
      premier.current?.focus();
      return;
    }
    void ajouterEtatGages(corpsEtatGages(criteres, formats));
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
        <fieldset aria-describedby={erreur ? 'gages-formats-erreur' : undefined}>
          <legend>Format</legend>
          <Formats>
            {FORMATS.map(({ format, libelle }, i) => (
              <label key={format}>
                <input
                  ref={i === 0 ? premier : undefined}
                  type="checkbox"
                  name="format"
                  value={format}
                  checked={choisis.has(format) && disponible(format)}
                  disabled={!disponible(format)}
                  onChange={(event) => basculer(format, event.target.checked)}
                  aria-invalid={erreur ? true : undefined}
                  aria-describedby={erreur ? 'gages-formats-erreur' : undefined}
                />
                {libelle}
                {textePrix(prix.data, format)}
              </label>
            ))}
          </Formats>
          {prix.error ? <p>Prix indiqué dans le panier.</p> : null}
          {erreur ? <MessageErreur id="gages-formats-erreur">{erreur}</MessageErreur> : null}
        </fieldset>
        <PrimaryButton type="submit" disabled={!client || etat.etat === 'envoi'}>
          {etat.etat === 'envoi' ? 'Ajout en cours…' : 'Ajouter au panier'}
        </PrimaryButton>
      </form>
      <div role="status" aria-live="polite">
        {etat.etat === 'ajoute' ? (
          <Retour>
            L’état des inscriptions a été ajouté à votre panier. <Link to={pages.panier}>Voir mon panier</Link>
          </Retour>
        ) : null}
        {etat.etat === 'erreur' ? <Retour role="alert">{etat.message}</Retour> : null}
      </div>
    </Bloc>
  );
}
