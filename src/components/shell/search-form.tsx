import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { RESULTATS_PATH } from '../../lib/recherche/constantes';
import { vocabulaire } from '../../lib/vocabulaire';
import { theme, visuallyHidden } from '../../theme';
import { SuggestionsCombobox } from '../recherche/suggestions-combobox';
import { useSoumissionRecherche } from '../recherche/use-soumission-recherche';
import { SearchIcon } from './icons';
import { useDomId } from './use-dom-id';

/** Where the header search lands (SPEC §2 "Search"); `phrase` is read by the results page. */
export const SEARCH_RESULTS_PATH = RESULTATS_PATH;
/** « Rechercher une entreprise, un dirigeant, un SIREN… », in the build region's words. */
export const SEARCH_LABEL = `Rechercher une entreprise, un dirigeant, un ${vocabulaire().identifiantEntreprise}…`;
const PLACEHOLDER = `Entreprise, dirigeant, ${vocabulaire().identifiantEntreprise}…`;

const { colors, radii, space, fontSizes, fontWeights, mq } = theme;

const Form = styled.form`
  display: flex;
  align-items: stretch;
  width: 100%;
  min-width: 0;
  border: 2px solid ${colors.borderStrong};
  border-radius: ${radii.pill};
  background: ${colors.surface};
  transition:
    border-color 0.15s ease,
    box-shadow 0.15s ease;
  &:hover {
    border-color: ${colors.primary};
  }
  &:focus-within {
    border-color: ${colors.primary};
    box-shadow: 0 0 0 3px ${colors.primarySoftHover};
  }
`;

const Field = styled.div`
  display: flex;
  align-items: center;
  flex: 1;
  min-width: 0;
  padding-left: ${space.md};
  color: ${colors.textMuted};
  ${mq.tablet} {
    padding-left: ${space.xs};
    & > svg {
      display: none;
    }
  }
`;

const HiddenLabel = styled.label`
  ${visuallyHidden};
`;

const inputStyles = css`
  flex: 1;
  width: 100%;
  min-width: 0;
  height: 44px;
  padding: 0 ${space.sm};
  border: 0;
  background: transparent;
  font: inherit;
  font-size: ${fontSizes.md};
  color: ${colors.text};
  &::placeholder {
    color: ${colors.textMuted};
    opacity: 1;
  }
  &:focus {
    outline: none;
  }
  &::-webkit-search-cancel-button {
    cursor: pointer;
  }
`;

const Submit = styled.button`
  flex: none;
  margin: 3px;
  padding: 0 ${space.lg};
  border: 0;
  border-radius: ${radii.pill};
  background: ${colors.primary};
  color: ${colors.textOnPrimary};
  font: inherit;
  font-weight: ${fontWeights.semibold};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${colors.primaryHover};
  }
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  ${mq.mobile} {
    padding: 0 ${space.md};
  }
  & > svg {
    display: none;
  }
  /* Tablets: an icon-only button leaves room to type; the name stays « Rechercher ». */
  ${mq.tablet} {
    padding: 0 ${space.sm};
    & > svg {
      display: block;
    }
  }
`;

const SubmitText = styled.span`
  ${mq.tablet} {
    ${visuallyHidden};
  }
`;

export interface SearchFormProps {
  /** Disables the submit button (SPEC §4: blocked account position). */
  disabled?: boolean;
}

/**
 * A plain GET form, so searching works before hydration and without JavaScript; once hydrated it
 * suggests companies and officers as you type and searches without reloading the page.
 */
export function SearchForm({ disabled = false }: SearchFormProps) {
  const inputId = useDomId('recherche');
  const onSubmit = useSoumissionRecherche(disabled);
  return (
    <Form role="search" method="get" action={SEARCH_RESULTS_PATH} onSubmit={onSubmit}>
      <Field>
        <SearchIcon size={18} />
        <HiddenLabel htmlFor={inputId}>{SEARCH_LABEL}</HiddenLabel>
        <SuggestionsCombobox id={inputId} placeholder={PLACEHOLDER} inputCss={inputStyles} />
      </Field>
      <Submit type="submit" disabled={disabled}>
        <SearchIcon size={20} />
        <SubmitText>Rechercher</SubmitText>
      </Submit>
    </Form>
  );
}
