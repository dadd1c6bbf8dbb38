import styled from '@emotion/styled';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { theme } from '../../theme';
import { focusableWithin } from './use-dismiss';
import { useIsClient } from './use-is-client';

const { colors, radii, space, shadows, zIndices, fontSizes, mq } = theme;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${zIndices.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${space.md};
  background: ${colors.overlay};
  ${mq.mobile} {
    align-items: flex-end;
    padding: 0;
  }
`;

const Panel = styled.div`
  width: 100%;
  max-width: 520px;
  &[data-size='wide'] {
    max-width: 720px;
  }
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
  padding: ${space.xl};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  color: ${colors.text};
  box-shadow: ${shadows.lg};
  &:focus {
    outline: none;
  }
  ${mq.mobile} {
    max-height: 92vh;
    padding: ${space.lg};
    border-radius: ${radii.lg} ${radii.lg} 0 0;
  }
`;

export const ModalTitle = styled.h2`
  margin: 0 0 ${space.sm};
  font-size: ${fontSizes.xl};
  line-height: 1.3;
  color: ${colors.text};
  &:focus {
    outline: none;
  }
`;

export interface ModalProps {
  open: boolean;
  /** `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Renders the title; receives the id to put on it (aria-labelledby). */
  title: (titleId: string) => ReactNode;
  /** Element id of the text that describes the dialog, if any. */
  describedBy?: string;
  /** Called on Escape; omit it to make Escape do nothing (a choice is required). */
  onEscape?: () => void;
  /** `wide` for dialogs with several sections (cookie preferences). */
  size?: 'regular' | 'wide';
  /** Receives focus on open; defaults to the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement>;
  /** Receives focus on close; defaults to the element focused when the dialog opened. */
  returnFocusRef?: RefObject<HTMLElement>;
  children: ReactNode;
}

/**
 * Accessible modal: portal to <body>, aria-modal, focus kept inside with Tab and Shift+Tab,
 * page scroll locked, focus restored on close. Renders nothing on the server.
 */
export function Modal({
  open,
  role = 'dialog',
  size = 'regular',
  title,
  describedBy,
  onEscape,
  initialFocusRef,
  returnFocusRef,
  children,
}: ModalProps) {
  const isClient = useIsClient();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const returnRef = useRef(returnFocusRef);
  returnRef.current = returnFocusRef;
  const visible = open && isClient;

  useEffect(() => {
    if (!visible) return undefined;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const target = initialFocusRef?.current ?? (panel ? focusableWithin(panel)[0] : undefined) ?? panel;
    target?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      const back = returnRef.current?.current ?? previouslyFocused;
      if (back && back.isConnected) back.focus();
    };
    // Focus moves only when the dialog opens or closes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visible]);

  if (!visible) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
      onEscape?.();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusables = focusableWithin(panelRef.current);
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    const index = focusables.indexOf(active as HTMLElement);
    if (event.shiftKey && index <= 0) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !panelRef.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <Backdrop onKeyDown={onKeyDown}>
      <Panel
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        data-size={size}
      >
        {title(titleId)}
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}

export const ModalActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space.sm};
  margin-top: ${space.lg};
  ${mq.mobile} {
    flex-direction: column-reverse;
    & > * {
      width: 100%;
    }
  }
`;
