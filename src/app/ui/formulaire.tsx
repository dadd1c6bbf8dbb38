import styled from '@emotion/styled';
import type { ReactNode, Ref } from 'react';
import { apparenceSaisie, cadreGroupe, ChampSaisie, etiquettes } from '../../components/ui/champs';
import { focusRing, mq, theme } from '../../theme';

export { Actions, Choix, MessageErreur } from '../../components/ui/champs';

const { colors, space } = theme;

/** The fields of the app's forms: a visible label above, help and error below, read with the field. */
export const Formulaire = styled.form`
  display: grid;
  gap: ${space.md};
  max-width: 640px;
  ${etiquettes};
  input[type='text'],
  input[type='email'],
  input[type='password'],
  input[type='tel'],
  select,
  textarea {
    ${apparenceSaisie};
    padding: ${space.xs} ${space.sm};
  }
  input:focus,
  select:focus,
  textarea:focus {
    outline: none;
  }
  input:focus-visible,
  select:focus-visible,
  textarea:focus-visible {
    ${focusRing};
  }
  [aria-invalid='true'] {
    border-color: ${colors.error} !important;
  }
  fieldset {
    ${cadreGroupe};
    display: grid;
    gap: ${space.md};
  }
`;

export const Rangee = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space.md};
  ${mq.mobile} {
    grid-template-columns: 1fr;
  }
`;

interface ChampProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  type?: 'text' | 'email' | 'password' | 'tel';
  aide?: ReactNode;
  erreur?: string | null;
  requis?: boolean;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  inputRef?: Ref<HTMLInputElement>;
  lectureSeule?: boolean;
}

/** A labelled field, named after its id; « (obligatoire) » follows the label of a required one. */
export function Champ({ id, label, type = 'text', requis = false, lectureSeule, ...reste }: ChampProps) {
  return (
    <ChampSaisie
      {...reste}
      readOnly={lectureSeule}
      id={id}
      label={
        <>
          {label}
          {requis ? ' (obligatoire)' : ''}
        </>
      }
      name={id}
      type={type}
      required={requis}
    />
  );
}

/** Moves focus to the first invalid field of a form after a refused submit. */
export function focusPremiereErreur(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
