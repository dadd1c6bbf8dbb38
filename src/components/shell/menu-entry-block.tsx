import styled from '@emotion/styled';
import { useId } from 'react';
import { focusVisible, theme } from '../../theme';
import { SmartLink } from './shell-link';
import type { MenuEntry } from './types';

const { colors, space, radii, fontSizes, fontWeights } = theme;

const Block = styled.div`
  & + & {
    margin-top: ${space.lg};
  }
`;

const Title = styled.p`
  margin: 0 0 ${space.xs};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.bold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${colors.textMuted};
  a {
    color: ${colors.primary};
    text-decoration: none;
    border-radius: ${radii.sm};
    &:hover {
      text-decoration: underline;
      text-underline-offset: 3px;
    }
    ${focusVisible};
  }
`;

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ItemLink = styled(SmartLink)`
  display: block;
  padding: ${space.xs} ${space.sm};
  margin: 0 -${space.sm};
  border-radius: ${radii.md};
  color: ${colors.text};
  text-decoration: none;
  line-height: 1.35;
  transition:
    background-color 0.12s ease,
    color 0.12s ease;
  &:hover {
    background: ${colors.primarySoft};
    color: ${colors.primary};
  }
  ${focusVisible};
`;

export interface MenuEntryBlockProps {
  entry: MenuEntry;
  /** Called when one of the links is followed (closes the menu). */
  onNavigate(): void;
}

/** One menu entry: its heading (a link when the CMS gives one) and the list of its links. */
export function MenuEntryBlock({ entry, onNavigate }: MenuEntryBlockProps) {
  const titleId = useId();
  return (
    <Block>
      <Title id={titleId}>
        {entry.link ? (
          <SmartLink href={entry.link.href} external={entry.link.external} onClick={onNavigate}>
            {entry.title}
          </SmartLink>
        ) : (
          entry.title
        )}
      </Title>
      {entry.items.length > 0 && (
        <Items aria-labelledby={titleId}>
          {entry.items.map((item) => (
            <li key={`${item.href}-${item.label}`}>
              <ItemLink href={item.href} external={item.external} onClick={onNavigate}>
                {item.label}
              </ItemLink>
            </li>
          ))}
        </Items>
      )}
    </Block>
  );
}
