import styled from '@emotion/styled';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { theme } from '../../theme';
import { ErrorIcon } from './icons';
import { PrimaryButton, SecondaryButtonLink } from './ui';

const { colors, space, fontSizes, radii } = theme;

/** SPEC §8: the global error screen's message, straight quotes included. */
export function errorScreenMessage(message: string): string {
  return `Une erreur est survenue "${message}"`;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  max-width: 640px;
  margin: 0 auto;
  padding: ${space.xxxl} ${space.md};
  text-align: center;
  & > svg {
    padding: ${space.md};
    border-radius: ${radii.round};
    background: ${colors.errorSoft};
    color: ${colors.error};
    box-sizing: content-box;
  }
`;

const Title = styled.h1`
  margin: ${space.lg} 0 ${space.sm};
  font-size: ${fontSizes.xxl};
  line-height: 1.3;
  color: ${colors.text};
  overflow-wrap: anywhere;
`;

const Hint = styled.p`
  margin: 0 0 ${space.xl};
  color: ${colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space.sm};
`;

export interface ErrorScreenProps {
  message: string;
  onRetry(): void;
}

/** Global error screen (SPEC §2, §8). The home link is a plain anchor: it works even if the app is broken. */
export function ErrorScreen({ message, onRetry }: ErrorScreenProps) {
  return (
    <Wrapper role="alert">
      <ErrorIcon size={40} />
      <Title>{errorScreenMessage(message)}</Title>
      <Hint>Vous pouvez réessayer dans un instant ou revenir à l’accueil.</Hint>
      <Actions>
        <PrimaryButton type="button" onClick={onRetry}>
          Réessayer
        </PrimaryButton>
        <SecondaryButtonLink href="/">Retour à l’accueil</SecondaryButtonLink>
      </Actions>
    </Wrapper>
  );
}

export interface AppErrorBoundaryProps {
  children: ReactNode;
  /** Reporting hook (logging, monitoring); called once per caught error. */
  onError?: (error: Error, info: ErrorInfo) => void;
  /** When this value changes (e.g. the page path), a shown error is cleared. */
  resetKey?: unknown;
}

interface BoundaryState {
  error: Error | null;
}

function asError(value: unknown): Error {
  return value instanceof Error ? value : new Error(typeof value === 'string' ? value : 'Erreur inconnue');
}

/** Catches render errors below it, shows the error screen, and renders the children again on retry. */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: asError(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(asError(error), info);
  }

  override componentDidUpdate(previous: AppErrorBoundaryProps): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.reset();
  }

  reset = (): void => {
    this.setState({ error: null });
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (error) return <ErrorScreen message={error.message} onRetry={this.reset} />;
    return this.props.children;
  }
}
