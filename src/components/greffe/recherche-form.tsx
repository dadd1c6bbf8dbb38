import * as React from 'react';
import styled from '@emotion/styled';
import { PrimaryButton } from '../shell/ui';
import { theme } from '../../theme';
import { LONGUEUR_MAX } from './constantes';
import { RECHERCHER_UN_GREFFE } from './nommer';
import { NBSP } from '../departement/texte';

const Form = styled.form`
  margin: 0 0 ${theme.space.xl};
  label {
    display: block;
    font-weight: ${theme.fontWeights.semibold};
    margin-bottom: ${theme.space.xs};
  }
  .champ {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.sm};
  }
  input {
    flex: 1 1 16rem;
    min-width: 0;
    max-width: 32rem;
    min-height: 44px;
    padding: 0 ${theme.space.sm};
    border: 2px solid ${theme.colors.borderStrong};
    border-radius: ${theme.radii.md};
    font: inherit;
    color: ${theme.colors.text};
    background: ${theme.colors.surface};
  }
  input:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  input[aria-invalid='true'] {
    border-color: ${theme.colors.error};
  }
  .aide {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
    margin: ${theme.space.xs} 0 0;
  }
  .erreur {
    color: ${theme.colors.error};
    font-weight: ${theme.fontWeights.semibold};
    margin: ${theme.space.xs} 0 0;
  }
`;

/** A plain GET form: the search works, and its result is a shareable address, with JavaScript off. */
export function RechercheForm({ q, erreur }: { q: string; erreur: string | null }) {
  const decrit = erreur ? 'q-aide q-erreur' : 'q-aide';
  return (
    <Form role="search" aria-label="Rechercher un greffe" method="get" action={RECHERCHER_UN_GREFFE}>
      <label htmlFor="q">Commune, code postal ou nom du greffe</label>
      <div className="champ">
        <input
          id="q"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={LONGUEUR_MAX}
          autoComplete="off"
          aria-describedby={decrit}
          aria-invalid={erreur ? true : undefined}
        />
        <PrimaryButton type="submit">Rechercher</PrimaryButton>
      </div>
      <p id="q-aide" className="aide">
        Par exemple{NBSP}: Bordeaux, 33000 ou Libourne.
      </p>
      {erreur ? (
        <p id="q-erreur" className="erreur">
          {erreur}
        </p>
      ) : null}
    </Form>
  );
}
