/**
 * The pieces every order block of the site shares: its frame, the choice of the formats
 * (électronique, courrier) with the public grid's prices, the « Ajouter au panier » button and
 * the announcement of the addition (« Voir mon panier ») or of its failure.
 */
import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { useState, type ComponentProps, type ReactNode, type Ref } from 'react';
import type { FormatDiffusion } from '@portail/contrat/commun/paniers';
import { PrimaryButton } from '../../components/shell/ui';
import { useIsClient } from '../../components/shell/use-is-client';
import { Aide, Choix, MessageErreur } from '../../components/ui/champs';
import { pages } from '../../lib/api/routes';
import type { EtatAjout } from '../../lib/api/use-ajout-panier';
import { theme } from '../../theme';

const { colors, space, radii, fontSizes, fontWeights } = theme;

/** The frame of an order block and its heading (each block adds its margins and other rules). */
export const BlocCommande = styled.section`
  padding: ${space.md} ${space.lg};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surfaceAlt};
  h2 {
    margin: 0 0 ${space.sm};
    font-size: ${fontSizes.lg};
  }
`;

/** The rules of a block whose formats are not in a `Formulaire`: an unframed fieldset, a bold legend. */
export const FORMATS_SANS_CADRE = `
  fieldset {
    padding: 0;
    border: 0;
  }
  legend {
    margin-bottom: ${space.xxs};
    font-weight: ${fontWeights.semibold};
  }
`;

/** A price of the public grid per format; absent when the grid has none for it. */
/** Said when an order is sent with no format ticked. */
export const MESSAGE_SANS_FORMAT = 'Choisissez au moins un format\u00a0: électronique ou courrier.';

export type PrixParFormat = Partial<Record<FormatDiffusion, string>>;

export const FORMATS: ReadonlyArray<{ format: FormatDiffusion; libelle: string }> = [
  { format: 'ELEC', libelle: 'Électronique (PDF à télécharger)' },
  { format: 'COURRIER', libelle: 'Par courrier' },
];

/** « — 49,14 € TTC », « — indisponible » when the grid has no price for it, nothing while unknown. */
function textePrix(prix: PrixParFormat | null | undefined, format: FormatDiffusion): string {
  if (!prix) return '';
  const montant = prix[format];
  return montant ? ` — ${montant}\u00a0€ TTC` : ' — indisponible';
}

/**
 * The formats ticked (électronique at first); a format the grid prices at nothing is unavailable,
 * while the grid is unknown every format is. `onChange` runs on each tick (to clear a message).
 */
export function useFormats(prix: PrixParFormat | null | undefined, onChange?: () => void) {
  const [choisis, setChoisis] = useState<ReadonlySet<FormatDiffusion>>(new Set(['ELEC']));
  const disponible = (format: FormatDiffusion) => !prix || Boolean(prix[format]);
  const basculer = (format: FormatDiffusion, coche: boolean) => {
    onChange?.();
    setChoisis((avant) => {
      const apres = new Set(avant);
      if (coche) apres.add(format);
      else apres.delete(format);
      return apres;
    });
  };
  /** The formats to order: ticked and available, in the grid's order. */
  const retenus = () => FORMATS.map((f) => f.format).filter((f) => choisis.has(f) && disponible(f));
  return { prix, choisis, disponible, basculer, retenus };
}

const Options = styled(Choix)`
  flex-direction: column;
  gap: 0;
`;

interface ChoixFormatsProps {
  formats: ReturnType<typeof useFormats>;
  /** True when the grid could not be read: the price is then given in the basket. */
  prixInconnu: boolean;
  /** The message under the choice, and its id. */
  erreur: string | null | undefined;
  idErreur: string;
  /** Where the message is carried: every box, or the first only (the one a refused form focuses). */
  invalide?: 'toutes' | 'premiere';
  /** The first box, focused by the caller when nothing was ticked. */
  premiereRef?: Ref<HTMLInputElement>;
  /** How « Prix indiqué dans le panier. » is shown: a plain paragraph or a help text. */
  mentionPrix?: 'paragraphe' | 'aide';
}

/** « Format »: one box per format with its price, and the message when none was ticked. */
export function ChoixFormats({
  formats: { prix, choisis, disponible, basculer },
  prixInconnu,
  erreur,
  idErreur,
  invalide = 'toutes',
  premiereRef,
  mentionPrix = 'paragraphe',
}: ChoixFormatsProps) {
  const decrit = erreur ? idErreur : undefined;
  const MentionPrix = mentionPrix === 'aide' ? Aide : 'p';
  return (
    <fieldset aria-describedby={decrit}>
      <legend>Format</legend>
      <Options>
        {FORMATS.map(({ format, libelle }, i) => (
          <label key={format}>
            <input
              ref={i === 0 ? premiereRef : undefined}
              type="checkbox"
              name="format"
              value={format}
              checked={choisis.has(format) && disponible(format)}
              disabled={!disponible(format)}
              onChange={(event) => basculer(format, event.target.checked)}
              aria-invalid={erreur && (invalide === 'toutes' || i === 0) ? true : undefined}
              aria-describedby={decrit}
            />
            {libelle}
            {textePrix(prix, format)}
          </label>
        ))}
      </Options>
      {prixInconnu ? <MentionPrix>Prix indiqué dans le panier.</MentionPrix> : null}
      {erreur ? <MessageErreur id={idErreur}>{erreur}</MessageErreur> : null}
    </fieldset>
  );
}

/** « Ajouter au panier », « Ajout en cours… » while it is sent; disabled until hydrated. */
export function BoutonAjout({
  etat,
  children,
  ...props
}: { etat: EtatAjout } & Omit<ComponentProps<typeof PrimaryButton>, 'disabled'>) {
  const client = useIsClient();
  return (
    <PrimaryButton {...props} disabled={!client || etat.etat === 'envoi'}>
      {etat.etat === 'envoi' ? 'Ajout en cours…' : 'Ajouter au panier'}
      {children}
    </PrimaryButton>
  );
}

/**
 * The live region under an order: « … ajouté à votre panier. Voir mon panier » once added, the
 * failure's message as an alert. `className` styles the paragraph said.
 */
export function AnnonceAjout({
  ajoute,
  alerte,
  className,
}: {
  /** What is said once added (the link « Voir mon panier » follows), or null while not. */
  ajoute: ReactNode;
  /** The failure's message, or null. */
  alerte: string | null;
  className?: string;
}) {
  return (
    <div role="status" aria-live="polite">
      {ajoute ? (
        <p className={className}>
          {ajoute} <Link to={pages.panier}>Voir mon panier</Link>
        </p>
      ) : null}
      {alerte ? (
        <p className={className} role="alert">
          {alerte}
        </p>
      ) : null}
    </div>
  );
}
