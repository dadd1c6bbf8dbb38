import styled from '@emotion/styled';
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { focusVisible, theme } from '../../theme';
import { ChevronDownIcon } from './icons';
import { MenuEntryBlock } from './menu-entry-block';
import { MENU_SECTIONS, entriesOfSection, splitIntoColumns } from './menu-sections';
import type { MenuEntry, MenuSection } from './types';
import { Container } from './ui';
import { focusableWithin, useDismiss } from './use-dismiss';
import { useDomId } from './use-dom-id';

const { colors, space, fontSizes, fontWeights, shadows, zIndices, radii, mq } = theme;

/** Pulled left by the button padding so the first label lines up with the logo. */
const Sections = styled.ul`
  display: flex;
  gap: ${space.xs};
  margin: 0 0 0 -${space.md};
  padding: 0;
  list-style: none;
`;

const SectionButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${space.xxs};
  min-height: 48px;
  padding: 0 ${space.md};
  border: 0;
  border-radius: ${radii.md} ${radii.md} 0 0;
  background: transparent;
  color: ${colors.text};
  font: inherit;
  font-size: ${fontSizes.md};
  font-weight: ${fontWeights.semibold};
  cursor: pointer;
  svg {
    transition: transform 0.2s ease;
  }
  &::after {
    content: '';
    position: absolute;
    left: ${space.md};
    right: ${space.md};
    bottom: 0;
    height: 3px;
    border-radius: 3px 3px 0 0;
    background: transparent;
  }
  &:hover {
    color: ${colors.primary};
    background: ${colors.primarySoft};
  }
  &[aria-expanded='true'] {
    color: ${colors.primary};
    &::after {
      background: ${colors.primary};
    }
    svg {
      transform: rotate(180deg);
    }
  }
  ${focusVisible};
`;

/** Full-width panel: positioned against the desktop header, not against the section item. */
const Panel = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: ${zIndices.dropdown};
  padding: ${space.xl} 0 ${space.xxl};
  border-top: 1px solid ${colors.border};
  background: ${colors.surface};
  box-shadow: ${shadows.lg};
  clip-path: inset(0 0 -80px 0);
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${space.xl};
  ${mq.tablet} {
    gap: ${space.md};
  }
`;

const Column = styled.div`
  min-width: 0;
  & + & {
    padding-left: ${space.xl};
    border-left: 1px solid ${colors.border};
    ${mq.tablet} {
      padding-left: ${space.md};
    }
  }
  &:empty {
    border-left-color: transparent;
  }
`;

export interface MegaMenuProps {
  menu: MenuEntry[];
  currentPath: string;
}

/**
 * Desktop main navigation (disclosure pattern): one button per section, each controlling a
 * full-width panel of that section's entries in four columns. A panel's entries are rendered only
 * while it is open: every page would otherwise carry (and hydrate) hundreds of hidden links, the
 * largest part of its HTML; search engines reach the same pages through the footer, the plan du
 * site and the sitemaps.
 */
export function MegaMenu({ menu, currentPath }: MegaMenuProps) {
  const [openSection, setOpenSection] = useState<MenuSection | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const buttons = useRef(new Map<MenuSection, HTMLButtonElement>());
  const panels = useRef(new Map<MenuSection, HTMLDivElement>());
  const focusPanelOnOpen = useRef(false);
  const baseId = useDomId('menu');

  useEffect(() => setOpenSection(null), [currentPath]);
  useEffect(() => {
    if (openSection && focusPanelOnOpen.current) {
      const panel = panels.current.get(openSection);
      if (panel) focusableWithin(panel)[0]?.focus();
    }
    focusPanelOnOpen.current = false;
  }, [openSection]);

  const closeAndFocus = () => {
    if (openSection) buttons.current.get(openSection)?.focus();
    setOpenSection(null);
  };
  useDismiss(openSection !== null, navRef, { onOutside: () => setOpenSection(null), onEscape: closeAndFocus });

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number, section: MenuSection) => {
    const count = MENU_SECTIONS.length;
    let target: number | null = null;
    if (event.key === 'ArrowRight') target = (index + 1) % count;
    else if (event.key === 'ArrowLeft') target = (index - 1 + count) % count;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = count - 1;
    if (target !== null) {
      event.preventDefault();
      const next = MENU_SECTIONS[target];
      if (next) buttons.current.get(next.id)?.focus();
      return;
    }
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusPanelOnOpen.current = true;
      if (openSection === section) {
        const panel = panels.current.get(section);
        if (panel) focusableWithin(panel)[0]?.focus();
        focusPanelOnOpen.current = false;
      } else setOpenSection(section);
    }
  };
  /** Focus reaching another section button, or leaving the navigation, closes the open panel. */
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) setOpenSection(null);
  };

  return (
    <nav ref={navRef} aria-label="Menu principal" onBlur={onBlur}>
      <Sections>
        {MENU_SECTIONS.map((section, index) => {
          const panelId = `${baseId}-${section.id}`;
          const isOpen = openSection === section.id;
          const columns = isOpen ? splitIntoColumns(entriesOfSection(menu, section.id)) : [];
          return (
            <li key={section.id}>
              <SectionButton
                ref={(element) => {
                  if (element) buttons.current.set(section.id, element);
                  else buttons.current.delete(section.id);
                }}
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpenSection(isOpen ? null : section.id)}
                onFocus={() => {
                  if (openSection && openSection !== section.id) setOpenSection(null);
                }}
                onKeyDown={(event) => onButtonKeyDown(event, index, section.id)}
              >
                {section.label}
                <ChevronDownIcon size={16} />
              </SectionButton>
              <Panel
                ref={(element) => {
                  if (element) panels.current.set(section.id, element);
                  else panels.current.delete(section.id);
                }}
                id={panelId}
                hidden={!isOpen}
              >
                {isOpen && (
                  <Container>
                    <Columns>
                      {columns.map((entries, columnIndex) => (
                        <Column key={columnIndex} data-testid="menu-column">
                          {entries.map((entry) => (
                            <MenuEntryBlock key={entry.id} entry={entry} onNavigate={() => setOpenSection(null)} />
                          ))}
                        </Column>
                      ))}
                    </Columns>
                  </Container>
                )}
              </Panel>
            </li>
          );
        })}
      </Sections>
    </nav>
  );
}
