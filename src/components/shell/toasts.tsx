import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, type ComponentType } from 'react';
import { toastsAtom, useToasts, type Toast, type ToastType } from '../../state/toasts';
import { focusVisible, theme } from '../../theme';
import { CloseIcon, ErrorIcon, SuccessIcon, WarningIcon } from './icons';
import { SmartLink } from './shell-link';
import { VisuallyHidden } from './ui';

const { colors, space, radii, shadows, zIndices, fontSizes, fontWeights, mq } = theme;

const looks: Record<
  ToastType,
  { accent: string; soft: string; Icon: ComponentType<{ size?: number }>; label: string }
> = {
  success: { accent: colors.success, soft: colors.successSoft, Icon: SuccessIcon, label: 'Succès' },
  warning: { accent: colors.warning, soft: colors.warningSoft, Icon: WarningIcon, label: 'Avertissement' },
  error: { accent: colors.error, soft: colors.errorSoft, Icon: ErrorIcon, label: 'Erreur' },
};

const enter = keyframes`
  from {
    opacity: 0;
    transform: translateY(8px);
  }
`;

const Viewport = styled.div`
  position: fixed;
  right: ${space.lg};
  bottom: ${space.lg};
  z-index: ${zIndices.toast};
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  width: min(420px, calc(100vw - 2 * ${space.lg}));
  pointer-events: none;
  ${mq.mobile} {
    right: ${space.sm};
    left: ${space.sm};
    bottom: ${space.sm};
    width: auto;
  }
`;

const Region = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
`;

const typeStyles = (Object.keys(looks) as ToastType[])
  .map(
    (type) => `
  &[data-type='${type}'] {
    border-color: ${looks[type].accent};
    background: ${looks[type].soft};
    & > svg {
      color: ${looks[type].accent};
    }
  }`,
  )
  .join('\n');

const Card = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${space.sm};
  padding: ${space.md};
  border: 1px solid ${colors.border};
  border-left-width: 6px;
  border-radius: ${radii.md};
  background: ${colors.surface};
  color: ${colors.text};
  box-shadow: ${shadows.md};
  pointer-events: auto;
  & > svg {
    flex: none;
    margin-top: 1px;
  }
  ${typeStyles}
  @media (prefers-reduced-motion: no-preference) {
    animation: ${enter} 0.2s ease-out;
  }
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  font-size: ${fontSizes.md};
  line-height: 1.4;
  overflow-wrap: anywhere;
  p {
    margin: 0;
  }
  a {
    display: inline-block;
    margin-top: ${space.xxs};
    border-radius: ${radii.sm};
    color: ${colors.primary};
    font-weight: ${fontWeights.semibold};
    ${focusVisible};
  }
`;

const Close = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  margin: -${space.xxs} -${space.xxs} 0 0;
  padding: 0;
  border: 0;
  border-radius: ${radii.sm};
  background: transparent;
  color: ${colors.text};
  cursor: pointer;
  &:hover {
    background: rgba(0, 0, 0, 0.06);
  }
  ${focusVisible};
`;

/** One toast; its timer pauses while the pointer or the keyboard focus is on it (WCAG 2.2.1). */
function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss(id: string): void }) {
  const { Icon, label } = looks[toast.type];
  const remaining = useRef(toast.duration);
  const startedAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const autoDismiss = Number.isFinite(toast.duration) && toast.duration > 0;

  const start = () => {
    if (!autoDismiss || timer.current !== undefined) return;
    startedAt.current = Date.now();
    timer.current = setTimeout(() => onDismiss(toast.id), remaining.current);
  };
  const pause = () => {
    if (timer.current === undefined) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt.current));
  };

  useEffect(() => {
    start();
    return pause;
    // The timer is armed once per toast.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Card
      data-type={toast.type}
      onMouseEnter={pause}
      onMouseLeave={start}
      onFocus={pause}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) start();
      }}
    >
      <Icon size={22} />
      <Body>
        <p>
          <VisuallyHidden>{label} : </VisuallyHidden>
          <span>{toast.text}</span>
        </p>
        {toast.linkUrl && <SmartLink href={toast.linkUrl}>{toast.textUrl || toast.linkUrl}</SmartLink>}
      </Body>
      <Close type="button" aria-label="Fermer la notification" onClick={() => onDismiss(toast.id)}>
        <CloseIcon size={18} />
      </Close>
    </Card>
  );
}

/**
 * Renders the toasts. Both live regions are always in the page (also in the static HTML), so
 * screen readers announce what is added: errors assertively, the rest politely.
 */
export function ToastViewport() {
  const toasts = useAtomValue(toastsAtom);
  const { dismissToast } = useToasts();
  const urgent = toasts.filter((toast) => toast.type === 'error');
  const calm = toasts.filter((toast) => toast.type !== 'error');
  return (
    <Viewport>
      <Region role="status" aria-live="polite" aria-label="Notifications">
        {calm.map((toast) => (
          <ToastCard key={toast.id} toast={toast} onDismiss={dismissToast} />
        ))}
      </Region>
      <Region role="alert" aria-live="assertive" aria-label="Notifications urgentes">
        {urgent.map((toast) => (
          <ToastCard key={toast.id} toast={toast} onDismiss={dismissToast} />
        ))}
      </Region>
    </Viewport>
  );
}
