import styled from '@emotion/styled';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { type Tabulation } from '../../lib/recherche/filtres';
import { theme } from '../../theme';

const { colors, space, fontSizes, fontWeights } = theme;

export const ONGLETS: readonly { id: Tabulation; label: string }[] = [
  { id: 'entreprises', label: 'Entreprises' },
  { id: 'dirigeants', label: 'Dirigeants' },
];

const Liste = styled.div`
  display: flex;
  gap: ${space.xxs};
  margin: 0 0 ${space.lg};
  border-bottom: 2px solid ${colors.border};
`;

const Onglet = styled.button`
  position: relative;
  min-height: 48px;
  margin-bottom: -2px;
  padding: 0 ${space.lg};
  border: 0;
  border-bottom: 4px solid transparent;
  background: none;
  color: ${colors.textMuted};
  font: inherit;
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.semibold};
  cursor: pointer;
  &:hover {
    color: ${colors.primary};
    background: ${colors.primarySoft};
  }
  /* The selected tab differs by its colour, its thick underline and its weight, not colour alone. */
  &[aria-selected='true'] {
    color: ${colors.primary};
    border-bottom-color: ${colors.primary};
    font-weight: ${fontWeights.bold};
  }
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: -3px;
  }
`;

const Panneau = styled.div`
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 4px;
  }
`;

export const ongletId = (base: string, tab: Tabulation) => `${base}-onglet-${tab}`;
export const panneauId = (base: string, tab: Tabulation) => `${base}-panneau-${tab}`;

interface OngletsProps {
  /** Prefix of the tabs' and panels' ids. */
  id: string;
  label: string;
  selection: Tabulation;
  onChange(tab: Tabulation): void;
  /** Content of the selected panel (the other one stays empty and hidden). */
  children: ReactNode;
}

/**
 * « Entreprises » and « Dirigeants » as a WAI-ARIA tablist: one tab stop, the arrows, Home and
 * End move between the tabs and select them (automatic activation).
 */
export function Onglets({ id, label, selection, onChange, children }: OngletsProps) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});

  const aller = (index: number) => {
    const onglet = ONGLETS[(index + ONGLETS.length) % ONGLETS.length];
    if (!onglet) return;
    onChange(onglet.id);
    refs.current[onglet.id]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const cibles: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: ONGLETS.length - 1,
    };
    const cible = cibles[event.key];
    if (cible === undefined) return;
    event.preventDefault();
    aller(cible);
  };

  return (
    <>
      <Liste role="tablist" aria-label={label}>
        {ONGLETS.map((onglet, index) => {
          const choisi = onglet.id === selection;
          return (
            <Onglet
              key={onglet.id}
              ref={(element) => {
                refs.current[onglet.id] = element;
              }}
              type="button"
              role="tab"
              id={ongletId(id, onglet.id)}
              aria-selected={choisi}
              aria-controls={panneauId(id, onglet.id)}
              tabIndex={choisi ? 0 : -1}
              onClick={() => {
                if (!choisi) onChange(onglet.id);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {onglet.label}
            </Onglet>
          );
        })}
      </Liste>
      {ONGLETS.map((onglet) => (
        <Panneau
          key={onglet.id}
          role="tabpanel"
          id={panneauId(id, onglet.id)}
          aria-labelledby={ongletId(id, onglet.id)}
          hidden={onglet.id !== selection}
          tabIndex={onglet.id === selection ? 0 : undefined}
        >
          {onglet.id === selection ? children : null}
        </Panneau>
      ))}
    </>
  );
}
