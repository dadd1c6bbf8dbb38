import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { useRef, useState, type FormEvent } from 'react';
import type { Affaire, Decision } from '@portail/contrat/affaires';
import type { FormatDiffusion } from '@portail/contrat/commun/paniers';
import type { AjoutAffaire } from '@portail/contrat/paniers';
import { PrimaryButton, VisuallyHidden } from '../../components/shell/ui';
import { useIsClient } from '../../components/shell/use-is-client';
import { Choix, MessageErreur } from '../../components/ui/champs';
import { pages } from '../../lib/api/routes';
import { useAjoutPanier } from '../../lib/api/use-ajout-panier';
import { theme } from '../../theme';
import type { PrixCopie } from './chargement';
import { deLaDecision } from './textes';

const { colors, space, radii, fontSizes, fontWeights } = theme;

export const MESSAGE_SANS_FORMAT = 'Choisissez au moins un format\u00a0: électronique ou courrier.';

const Bloc = styled.section`
  margin: ${space.md} 0 0;
  padding: ${space.md} ${space.lg};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surfaceAlt};
  h4 {
    margin: 0 0 ${space.xs};
    font-size: ${fontSizes.md};
  }
  p {
    margin: 0;
  }
  fieldset {
    margin: ${space.sm} 0;
    padding: 0;
    border: 0;
  }
  legend {
    margin-bottom: ${space.xxs};
    font-weight: ${fontWeights.semibold};
  }
`;

const Formats = styled(Choix)`
  flex-direction: column;
  gap: 0;
`;

const Retour = styled.p`
  margin: ${space.sm} 0 0 !important;
`;

/** What the copy is, and is not. */
export const MENTION_COPIE =
  'La copie porte un code de vérification\u00a0; elle ne vaut pas copie exécutoire, que seul le greffe délivre.';

const FORMATS: Array<{ format: FormatDiffusion; libelle: string }> = [
  { format: 'ELEC', libelle: 'Électronique (PDF à télécharger)' },
  { format: 'COURRIER', libelle: 'Par courrier' },
];

/** « — 5,46 € TTC », « — indisponible » when the grid has no price for it, nothing when the grid is unknown. */
function textePrix(prix: PrixCopie | null, format: FormatDiffusion): string {
  if (!prix) return '';
  const montant = prix[format];
  return montant ? ` — ${montant}\u00a0€ TTC` : ' — indisponible';
}

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
  const client = useIsClient();
  const { etat, ajouterCopieJugement } = useAjoutPanier();
  const [choisis, setChoisis] = useState<ReadonlySet<FormatDiffusion>>(new Set(['ELEC']));
  const [erreur, setErreur] = useState<string | null>(null);
  const premier = useRef<HTMLInputElement>(null);
  const id = `copie-${decision.id}`;
  const objet = `la copie ${deLaDecision(decision)}`;

  const disponible = (format: FormatDiffusion) => !prix || Boolean(prix[format]);
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
    void ajouterCopieJugement(corpsCopie(affaire, decision, formats));
  };

  return (
    <Bloc aria-labelledby={`${id}-titre`}>
      <h4 id={`${id}-titre`}>
        Commander une copie<VisuallyHidden> {deLaDecision(decision)}</VisuallyHidden>
      </h4>
      <p>{MENTION_COPIE}</p>
      <form onSubmit={commander} noValidate aria-label={`Commander ${objet}`}>
        <fieldset aria-describedby={erreur ? `${id}-erreur` : undefined}>
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
                  aria-describedby={erreur ? `${id}-erreur` : undefined}
                />
                {libelle}
                {textePrix(prix, format)}
              </label>
            ))}
          </Formats>
          {prix ? null : <p>Prix indiqué dans le panier.</p>}
          {erreur ? <MessageErreur id={`${id}-erreur`}>{erreur}</MessageErreur> : null}
        </fieldset>
        <PrimaryButton type="submit" disabled={!client || etat.etat === 'envoi'}>
          {etat.etat === 'envoi' ? 'Ajout en cours…' : 'Ajouter au panier'}
          <VisuallyHidden> {objet}</VisuallyHidden>
        </PrimaryButton>
      </form>
      <div role="status" aria-live="polite">
        {etat.etat === 'ajoute' ? (
          <Retour>
            La copie {deLaDecision(decision)} a été ajoutée à votre panier.{' '}
            <Link to={pages.panier}>Voir mon panier</Link>
          </Retour>
        ) : null}
        {etat.etat === 'erreur' ? <Retour role="alert">{etat.message}</Retour> : null}
      </div>
    </Bloc>
  );
}
