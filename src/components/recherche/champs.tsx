import styled from '@emotion/styled';
import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { focusRing, mq, theme } from '../../theme';
import { Aide, apparenceSaisie, cadreGroupe, ChampSaisie, Choix, etiquettes, MessageErreur } from '../ui/champs';

const { colors, space } = theme;

/** Every field of the search forms: a visible label above, help and error texts below. */
export const Champs = styled.div`
  display: grid;
  gap: ${space.md};
  ${etiquettes};
  input,
  select {
    ${apparenceSaisie};
    padding: 0 ${space.sm};
  }
  input:focus,
  select:focus {
    outline: none;
  }
  input:focus-visible,
  select:focus-visible {
    ${focusRing};
  }
  input[aria-invalid='true'] {
    border-color: ${colors.error};
  }
  fieldset {
    ${cadreGroupe};
  }
  legend {
    padding: 0 ${space.xxs};
  }
`;

/** Two fields side by side (month and year of birth), one above the other on phones. */
export const Rangee = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space.sm};
  ${mq.mobile} {
    grid-template-columns: 1fr;
  }
`;

/** The error of a search field or form, after a ⚠. */
export const Erreur = styled(MessageErreur)`
  &::before {
    content: '⚠ ';
  }
`;

/** The radio buttons of the search forms (their inputs drop the fields' touch height). */
export const Radios = styled(Choix)`
  input {
    min-height: 0;
  }
`;

interface ChampTexteProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  aide?: ReactNode;
  erreur?: string | null;
  maxLength?: number;
  inputMode?: 'text' | 'numeric';
  autoComplete?: string;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled text field, without spell check; its help and error are read with it (aria-describedby). */
export function ChampTexte(props: ChampTexteProps) {
  return <ChampSaisie {...props} type="text" spellCheck={false} composantErreur={Erreur} />;
}

export interface OptionSelection {
  value: string;
  label: string;
}

interface ChampSelectionProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  options: readonly OptionSelection[];
  /** Label of the empty choice (« Tous les départements »); none when absent. */
  vide?: string;
  aide?: ReactNode;
}

export function ChampSelection({ id, label, value, onChange, options, vide, aide }: ChampSelectionProps) {
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={aide ? `${id}-aide` : undefined}
      >
        {vide !== undefined ? <option value="">{vide}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {aide ? <Aide id={`${id}-aide`}>{aide}</Aide> : null}
    </div>
  );
}

/**
 * A draft of form values that follows the applied ones: when an applied value changes (another
 * filter applied, back button), only that field of the draft takes it; what is being typed elsewhere stays.
 */
export function useBrouillon<T extends object>(valeurs: T): [T, (changement: Partial<T>) => void] {
  const [brouillon, setBrouillon] = useState(valeurs);
  const precedent = useRef(valeurs);
  useEffect(() => {
    const avant = precedent.current;
    precedent.current = valeurs;
    if (avant === valeurs) return;
    setBrouillon((actuel) => {
      const suivant = { ...actuel };
      for (const cle of Object.keys(valeurs) as (keyof T)[])
        if (valeurs[cle] !== avant[cle]) suivant[cle] = valeurs[cle];
      return suivant;
    });
  }, [valeurs]);
  const changer = (changement: Partial<T>) => setBrouillon((actuel) => ({ ...actuel, ...changement }));
  return [brouillon, changer];
}
