import styled from '@emotion/styled';
import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { focusRing, mq, theme } from '../../theme';

const { colors, space, radii, fontSizes, fontWeights } = theme;

/** Every field of the search forms: a visible label above, help and error texts below. */
export const Champs = styled.div`
  display: grid;
  gap: ${space.md};
  label,
  legend {
    display: block;
    margin-bottom: ${space.xxs};
    font-weight: ${fontWeights.semibold};
  }
  input,
  select {
    width: 100%;
    min-height: 44px;
    padding: 0 ${space.sm};
    border: 2px solid ${colors.borderStrong};
    border-radius: ${radii.md};
    background: ${colors.surface};
    color: ${colors.text};
    font: inherit;
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
    min-width: 0;
    margin: 0;
    padding: ${space.sm} ${space.md} ${space.md};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
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

export const Aide = styled.p`
  margin: ${space.xxs} 0 0;
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

export const Erreur = styled.p`
  margin: ${space.xxs} 0 0;
  color: ${colors.error};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  &::before {
    content: '⚠ ';
  }
`;

export const Radios = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs} ${space.lg};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${space.xs};
    min-height: 44px;
    margin: 0;
    font-weight: ${fontWeights.regular};
    cursor: pointer;
  }
  input {
    width: 1.25rem;
    min-height: 0;
    height: 1.25rem;
    margin: 0;
    accent-color: ${colors.primary};
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

/** A labelled text field; its help and error are read with it (aria-describedby). */
export function ChampTexte({
  id,
  label,
  value,
  onChange,
  aide,
  erreur,
  maxLength,
  inputMode,
  autoComplete = 'off',
  name,
  inputRef,
}: ChampTexteProps) {
  const decrit = [aide ? `${id}-aide` : null, erreur ? `${id}-erreur` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={maxLength}
        inputMode={inputMode}
        autoComplete={autoComplete}
        spellCheck={false}
        aria-invalid={erreur ? true : undefined}
        aria-describedby={decrit}
      />
      {aide ? <Aide id={`${id}-aide`}>{aide}</Aide> : null}
      {erreur ? <Erreur id={`${id}-erreur`}>{erreur}</Erreur> : null}
    </div>
  );
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
