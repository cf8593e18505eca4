// docs/product/data.md: at most one toast at a time; a new one replaces the old. Any component can raise one.
import { useSyncExternalStore } from 'react';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  durationMs?: number;
}

let current: ToastMessage | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function toast(message: Omit<ToastMessage, 'id'>) {
  current = { ...message, id: nextId++ };
  emit();
}

export function dismissToast(id: number) {
  if (current?.id === id) {
    current = null;
    emit();
  }
}

export function useCurrentToast(): ToastMessage | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}

// A toast raised just before a full-page navigation (the sign-in redirect) may never be painted on a slow phone;
// it is kept for the next page, which raises it again, if that page opens soon after.
const carriedKey = 'casajoven:toast-across-navigation';
const carriedForMs = 15_000;

export function toastAcrossNavigation(message: Omit<ToastMessage, 'id'>) {
  toast(message);
  try {
    sessionStorage.setItem(carriedKey, JSON.stringify({ message, at: Date.now() }));
  } catch {
    // Storage refused (private mode): the toast on this page is all there is.
  }
}

/** The toast the previous page carried across its navigation, once. */
export function takeCarriedToast(): Omit<ToastMessage, 'id'> | null {
  try {
    const raw = sessionStorage.getItem(carriedKey);
    if (!raw) return null;
    sessionStorage.removeItem(carriedKey);
    const carried = JSON.parse(raw) as { message: Omit<ToastMessage, 'id'>; at: number };
    return Date.now() - carried.at < carriedForMs ? carried.message : null;
  } catch {
    return null;
  }
}
