import styled from '@emotion/styled';
import { focusVisible, theme } from '../../theme';
import { UserIcon } from './icons';
import { IconButton } from './ui';

const { colors, radii, space, fontWeights } = theme;

const Button = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  min-height: 44px;
  padding: 0 ${space.md};
  border: 2px solid ${colors.primary};
  border-radius: ${radii.pill};
  background: ${colors.surface};
  color: ${colors.primary};
  font: inherit;
  font-weight: ${fontWeights.semibold};
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    color 0.15s ease;
  &:hover {
    background: ${colors.primary};
    color: ${colors.textOnPrimary};
  }
  ${focusVisible};
`;

export interface LoginButtonProps {
  onLogin(): void;
  /** Icon only, for the mobile bar. */
  compact?: boolean;
}

export function LoginButton({ onLogin, compact = false }: LoginButtonProps) {
  if (compact) {
    return (
      <IconButton type="button" aria-label="Se connecter" onClick={onLogin}>
        <UserIcon size={24} />
      </IconButton>
    );
  }
  return (
    <Button type="button" onClick={onLogin}>
      <UserIcon size={18} />
      Se connecter
    </Button>
  );
}
