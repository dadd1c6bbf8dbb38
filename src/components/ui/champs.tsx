import { css } from '@emotion/react';
import styled from '@emotion/styled';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { theme } from '../../theme';

/** Pieces shared by the fields of the app's forms (src/app/ui/formulaire) and of the search forms (recherche/champs). */

const { colors, space, radii, fontSizes, fontWeights } = theme;

/** Labels and legends above their fields, in semibold. */
export const etiquettes = css`
  label,
  legend {
    display: block;
    margin-bottom: ${space.xxs};
    font-weight: ${fontWeights.semibold};
  }
`;

/** The look of an input or a select (each form sets its padding). */
export const apparenceSaisie = css`
  width: 100%;
  min-height: 44px;
  border: 2px solid ${colors.borderStrong};
  border-radius: ${radii.md};
  background: ${colors.surface};
  color: ${colors.text};
  font: inherit;
`;

/** The frame of a group of fields. */
export const cadreGroupe = css`
  min-width: 0;
  margin: 0;
  padding: ${space.sm} ${space.md} ${space.md};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
`;

export const Aide = styled.p`
  margin: ${space.xxs} 0 0;
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

export const MessageErreur = styled.p`
  margin: ${space.xxs} 0 0;
  color: ${colors.error};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
`;

/** Radio buttons side by side, each label as tall as a touch target. */
export const Choix = styled.div`
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
    height: 1.25rem;
    margin: 0;
    accent-color: ${colors.primary};
  }
`;

/** The buttons at the end of a form. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`;

type AttributsSaisie = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'aria-invalid' | 'aria-describedby'
>;

export interface ChampSaisieProps extends AttributsSaisie {
  id: string;
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  aide?: ReactNode;
  erreur?: string | null;
  inputRef?: Ref<HTMLInputElement>;
  /** How the error is shown (the search forms put a ⚠ before it). */
  composantErreur?: typeof MessageErreur;
}

/**
 * A labelled input; its help (`{id}-aide`) and error (`{id}-erreur`) are read with it
 * (aria-describedby), and an error marks it invalid. Other attributes go to the input.
 */
export function ChampSaisie({
  id,
  label,
  value,
  onChange,
  aide,
  erreur,
  inputRef,
  autoComplete = 'off',
  composantErreur: Erreur = MessageErreur,
  ...attributs
}: ChampSaisieProps) {
  const decrit = [aide ? `${id}-aide` : null, erreur ? `${id}-erreur` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        {...attributs}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        aria-invalid={erreur ? true : undefined}
        aria-describedby={decrit}
      />
      {aide ? <Aide id={`${id}-aide`}>{aide}</Aide> : null}
      {erreur ? <Erreur id={`${id}-erreur`}>{erreur}</Erreur> : null}
    </div>
  );
}
