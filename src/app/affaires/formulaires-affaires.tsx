import styled from '@emotion/styled';
import type { FormEvent, Ref } from 'react';
import { PrimaryButton } from '../../components/shell/ui';
import { ChampSaisie } from '../../components/ui/champs';
import type { GreffeChoisi } from '../../lib/api/gages';
import { pages } from '../../lib/api/routes';
import { mq, theme } from '../../theme';
import { Actions, Formulaire } from '../ui/formulaire';
import { GREFFES_INDISPONIBLES, SelectGreffe } from '../ui/select-greffe';
import type { Erreurs, ValeursNumero, ValeursPartie } from './criteres';

export const ID_GREFFE_NUMERO = 'affaires-greffe-numero';
export const ID_RG = 'affaires-rg';
export const ID_PARTIE = 'affaires-partie';
export const ID_GREFFE_PARTIE = 'affaires-greffe-partie';

const { colors, space, radii, fontSizes } = theme;

export const GREFFES_INDISPONIBLES_NUMERO =
  'La liste des greffes n’a pas pu être chargée\u00a0: rechargez la page pour choisir le greffe.';

const Grille = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space.lg};
  margin-bottom: ${space.xl};
  ${mq.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Cadre = styled(Formulaire)`
  align-content: start;
  max-width: none;
  padding: ${space.md} ${space.lg} ${space.lg};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surface};
  h2 {
    margin: 0;
    font-size: ${fontSizes.xl};
  }
  > p {
    margin: 0;
    color: ${colors.textMuted};
  }
`;

interface Props {
  numero: ValeursNumero;
  partie: ValeursPartie;
  onNumero(valeurs: ValeursNumero): void;
  onPartie(valeurs: ValeursPartie): void;
  onRechercherNumero(): void;
  onRechercherPartie(): void;
  erreurs: Erreurs;
  /** The greffes of the selects; undefined while they load. */
  greffes: GreffeChoisi[] | undefined;
  greffesIndisponibles: boolean;
  occupe: boolean;
  numeroRef?: Ref<HTMLFormElement>;
  partieRef?: Ref<HTMLFormElement>;
}

/**
 * The two ways of finding a case, each its own form: by roll number (greffe and numéro RG) or by
 * party (a name or a SIREN, at one greffe or all). Their GET action is the page itself, so the
 * criteria land in the address even before the app runs; errors are read with their field.
 */
export function FormulairesAffaires({
  numero,
  partie,
  onNumero,
  onPartie,
  onRechercherNumero,
  onRechercherPartie,
  erreurs,
  greffes,
  greffesIndisponibles,
  occupe,
  numeroRef,
  partieRef,
}: Props) {
  const envoyer = (action: () => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    action();
  };
  return (
    <Grille>
      <Cadre
        ref={numeroRef}
        method="get"
        action={pages.consulterAffaire}
        onSubmit={envoyer(onRechercherNumero)}
        noValidate
        aria-labelledby="affaires-par-numero"
      >
        <h2 id="affaires-par-numero">Par numéro d’affaire</h2>
        <p>Le greffe et le numéro RG figurent sur l’assignation, la convocation ou la décision.</p>
        <SelectGreffe
          id={ID_GREFFE_NUMERO}
          label="Greffe"
          value={numero.greffe}
          onChange={(greffe) => onNumero({ ...numero, greffe })}
          vide="Choisissez un greffe"
          greffes={greffes}
          indisponible={greffesIndisponibles ? GREFFES_INDISPONIBLES_NUMERO : null}
          erreur={erreurs.greffeNumero}
          required
        />
        <ChampSaisie
          id={ID_RG}
          name="rg"
          label="Numéro RG"
          value={numero.rg}
          onChange={(rg) => onNumero({ ...numero, rg })}
          aide="L’année, une lettre et cinq chiffres, par exemple 2024F00123."
          erreur={erreurs.rg ?? null}
          spellCheck={false}
          autoCapitalize="characters"
          required
        />
        <Actions>
          <PrimaryButton type="submit" disabled={occupe}>
            Rechercher par numéro
          </PrimaryButton>
        </Actions>
      </Cadre>
      <Cadre
        ref={partieRef}
        method="get"
        action={pages.consulterAffaire}
        onSubmit={envoyer(onRechercherPartie)}
        noValidate
        aria-labelledby="affaires-par-partie"
      >
        <h2 id="affaires-par-partie">Par partie</h2>
        <p>Les affaires d’une société ou d’une personne, demanderesse, défenderesse ou débitrice.</p>
        <ChampSaisie
          id={ID_PARTIE}
          name="q"
          label="Nom ou SIREN d’une partie"
          value={partie.saisie}
          onChange={(saisie) => onPartie({ ...partie, saisie })}
          aide="La dénomination de la société, le nom de la personne, ou un numéro SIREN de 9 chiffres."
          erreur={erreurs.partie ?? null}
          spellCheck={false}
          required
        />
        <SelectGreffe
          id={ID_GREFFE_PARTIE}
          label="Greffe (facultatif)"
          value={partie.greffe}
          onChange={(greffe) => onPartie({ ...partie, greffe })}
          vide="Tous les greffes"
          greffes={greffes}
          indisponible={greffesIndisponibles ? GREFFES_INDISPONIBLES : null}
          erreur={erreurs.greffePartie}
        />
        <Actions>
          <PrimaryButton type="submit" disabled={occupe}>
            Rechercher par partie
          </PrimaryButton>
        </Actions>
      </Cadre>
    </Grille>
  );
}
