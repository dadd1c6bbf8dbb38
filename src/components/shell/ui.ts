import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { focusVisible, theme, visuallyHidden } from '../../theme';

/** Small styled building blocks shared by the shell components. */

const { colors, space, radii, fontSizes, fontWeights, layout, mq } = theme;

export const VisuallyHidden = styled.span`
  ${visuallyHidden};
`;

export const Container = styled.div`
  width: 100%;
  max-width: ${layout.contentWidth};
  margin: 0 auto;
  padding: 0 ${layout.gutter};
  ${mq.mobile} {
    padding: 0 ${layout.gutterMobile};
  }
`;

const buttonBase = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space.xs};
  min-height: 44px;
  padding: 0 ${space.lg};
  border-radius: ${radii.md};
  font: inherit;
  font-size: ${fontSizes.md};
  font-weight: ${fontWeights.semibold};
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 0.15s ease, border-color 0.15s ease, color 0.15s ease;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const PrimaryButton = styled.button`
  ${buttonBase};
  border: 2px solid ${colors.primary};
  background: ${colors.primary};
  color: ${colors.textOnPrimary};
  &:hover:not(:disabled) {
    background: ${colors.primaryHover};
    border-color: ${colors.primaryHover};
  }
  &:active:not(:disabled) {
    background: ${colors.primaryActive};
  }
  ${focusVisible};
`;

export const secondaryButtonStyles = css`
  ${buttonBase};
  border: 2px solid ${colors.primary};
  background: ${colors.surface};
  color: ${colors.primary};
  &:hover:not(:disabled) {
    background: ${colors.primarySoft};
  }
  &:active:not(:disabled) {
    background: ${colors.primarySoftHover};
  }
  ${focusVisible};
`;

export const SecondaryButton = styled.button`
  ${secondaryButtonStyles};
`;

/** A link that looks like the secondary button. */
export const SecondaryButtonLink = styled.a`
  ${secondaryButtonStyles};
`;

/** Square, icon-only control; always give it an accessible name (aria-label). */
export const IconButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${radii.md};
  background: transparent;
  color: ${colors.primary};
  cursor: pointer;
  &:hover {
    background: ${colors.primarySoft};
  }
  ${focusVisible};
`;

/** Notification dot placed on the top-right corner of a relatively positioned parent. */
export const Dot = styled.span`
  position: absolute;
  top: 6px;
  right: 6px;
  width: 10px;
  height: 10px;
  border-radius: ${radii.round};
  background: ${colors.dot};
  box-shadow: 0 0 0 2px ${colors.surface};
  pointer-events: none;
`;
