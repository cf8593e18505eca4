// SPEC §4: at most one toast at a time; a new one replaces the old. Any component can raise one.
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
