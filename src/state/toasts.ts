import { atom, useSetAtom } from 'jotai';
import { useMemo } from 'react';

/** Toast notifications (SPEC §3 "Toast", §4, §9: default type success, default duration 10 s). */

export type ToastType = 'success' | 'error' | 'warning';

export interface Toast {
  id: string;
  text: string;
  type: ToastType;
  /** Milliseconds before auto-dismissal; 0 or a non-finite value keeps the toast until closed. */
  duration: number;
  /** Text of the optional link. */
  textUrl?: string;
  /** Address of the optional link. */
  linkUrl?: string;
}

export interface ToastInput {
  text: string;
  type?: ToastType;
  duration?: number;
  textUrl?: string;
  linkUrl?: string;
}

export const TOAST_DEFAULT_DURATION_MS = 10_000;
export const TOAST_DEFAULT_TYPE: ToastType = 'success';
/** Oldest toasts are dropped beyond this, so a burst of errors never covers the page. */
export const TOAST_MAX_VISIBLE = 5;

let lastToastId = 0;

export const toastsAtom = atom<Toast[]>([]);

export const showToastAtom = atom(null, (get, set, input: ToastInput) => {
  lastToastId += 1;
  const toast: Toast = {
    id: `toast-${lastToastId}`,
    text: input.text,
    type: input.type ?? TOAST_DEFAULT_TYPE,
    duration: input.duration ?? TOAST_DEFAULT_DURATION_MS,
    textUrl: input.textUrl,
    linkUrl: input.linkUrl,
  };
  set(toastsAtom, [...get(toastsAtom), toast].slice(-TOAST_MAX_VISIBLE));
  return toast.id;
});

export const dismissToastAtom = atom(null, (get, set, id: string) => {
  set(
    toastsAtom,
    get(toastsAtom).filter((toast) => toast.id !== id),
  );
});

export interface UseToasts {
  showToast(input: ToastInput): string;
  dismissToast(id: string): void;
}

/** Actions only: calling components do not re-render when the list of toasts changes. */
export function useToasts(): UseToasts {
  const showToast = useSetAtom(showToastAtom);
  const dismissToast = useSetAtom(dismissToastAtom);
  return useMemo(() => ({ showToast, dismissToast }), [showToast, dismissToast]);
}
