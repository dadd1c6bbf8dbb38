import styled from '@emotion/styled';
import { useState } from 'react';
import { focusVisible, theme } from '../../theme';
import { ChevronDownIcon } from './icons';
import { MenuEntryBlock } from './menu-entry-block';
import type { MenuEntry } from './types';
import { useDomId } from './use-dom-id';

const { colors, space, fontSizes, fontWeights } = theme;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 56px;
  padding: 0 ${space.md};
  border: 0;
  border-bottom: 1px solid ${colors.border};
  background: ${colors.surface};
  color: ${colors.text};
  font: inherit;
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.semibold};
  text-align: left;
  cursor: pointer;
  svg {
    transition: transform 0.2s ease;
  }
  &[aria-expanded='true'] {
    color: ${colors.primary};
    svg {
      transform: rotate(180deg);
    }
  }
  ${focusVisible};
  &:focus-visible {
    outline-offset: -3px;
  }
`;

const Content = styled.div`
  padding: ${space.md} ${space.md} ${space.lg} ${space.lg};
  border-bottom: 1px solid ${colors.border};
  background: ${colors.surfaceAlt};
`;

export interface MobileMenuSectionProps {
  label: string;
  entries: MenuEntry[];
  onNavigate(): void;
}

/** One section of the mobile drawer, as a disclosure list. */
export function MobileMenuSection({ label, entries, onNavigate }: MobileMenuSectionProps) {
  const [open, setOpen] = useState(false);
  const contentId = useDomId('rubrique');
  return (
    <li>
      <Toggle type="button" aria-expanded={open} aria-controls={contentId} onClick={() => setOpen((value) => !value)}>
        {label}
        <ChevronDownIcon size={20} />
      </Toggle>
      <Content id={contentId} hidden={!open}>
        {entries.map((entry) => (
          <MenuEntryBlock key={entry.id} entry={entry} onNavigate={onNavigate} />
        ))}
      </Content>
    </li>
  );
}
