import { useEffect, useRef, type RefObject } from 'react';

interface DismissHandlers {
  /** A pointer went down outside the container. */
  onOutside(): void;
  /** Escape was pressed anywhere on the page. */
  onEscape(): void;
}

/**
 * Closes a popover (mega-menu panel, account menu, drawer) on an outside click or on Escape.
 * Listeners are attached to the document only while the popover is open.
 */
export function useDismiss(open: boolean, containerRef: RefObject<HTMLElement>, handlers: DismissHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      const container = containerRef.current;
      if (container && event.target instanceof Node && !container.contains(event.target)) latest.current.onOutside();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        latest.current.onEscape();
      }
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, containerRef]);
}

/** Focusable descendants in tab order, skipping hidden and disabled ones. */
export function focusableWithin(container: HTMLElement): HTMLElement[] {
  const selector =
    'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
  return Array.from(container.querySelectorAll<HTMLElement>(selector)).filter(
    (element) => !element.closest('[hidden]') && element.getAttribute('aria-hidden') !== 'true',
  );
}

/** Moves focus among `items` with the arrow keys, Home and End; returns true when it handled the key. */
export function moveFocusWithArrows(key: string, items: HTMLElement[]): boolean {
  if (items.length === 0) return false;
  const current = items.indexOf(document.activeElement as HTMLElement);
  let next: number;
  if (key === 'ArrowDown') next = current < 0 ? 0 : (current + 1) % items.length;
  else if (key === 'ArrowUp') next = current <= 0 ? items.length - 1 : current - 1;
  else if (key === 'Home') next = 0;
  else if (key === 'End') next = items.length - 1;
  else return false;
  items[next]?.focus();
  return true;
}
