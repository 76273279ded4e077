/**
 * Toasts: one visible at a time, shown for 5 s by default; a
 * dismissed toast leaves the list after the spec's remove delay.
 */
import { useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@hardwood/shared';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
  open: boolean;
  duration: number;
}

type Listener = () => void;
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(next: Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => emit(toasts.filter((t) => t.id !== id)), TOAST_REMOVE_DELAY_MS);
}

export function toast(input: { title: string; description?: string; variant?: Toast['variant']; duration?: number }): number {
  const id = nextId++;
  const item: Toast = {
    id,
    title: input.title,
    variant: input.variant ?? 'default',
    open: true,
    duration: input.duration ?? TOAST_DURATION_MS,
    ...(input.description ? { description: input.description } : {}),
  };
  emit([item, ...toasts].slice(0, TOAST_LIMIT));
  setTimeout(() => dismissToast(id), item.duration);
  return id;
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
  );
}
