// Notifications (spec 000 §9 levels: Error, Success, Warning) kept outside React so that any module can raise
// one; the Toasts component subscribes and shows them.

export type NotificationLevel = 'error' | 'success' | 'warning';

export interface Notification {
  id: number;
  level: NotificationLevel;
  text: string;
}

const VISIBLE_MS = 4500;

let items: readonly Notification[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function dismiss(id: number): void {
  items = items.filter((n) => n.id !== id);
  emit();
}

/** Takes every notification down at once: signing out leaves none of the session's messages on the sign-in screen. */
export function dismissAll(): void {
  if (items.length === 0) return;
  items = [];
  emit();
}

function push(level: NotificationLevel, text: string): void {
  const id = nextId++;
  items = [...items, { id, level, text }];
  emit();
  setTimeout(() => dismiss(id), VISIBLE_MS);
}

export const notify = {
  error: (text: string) => push('error', text),
  success: (text: string) => push('success', text),
  warning: (text: string) => push('warning', text),
};

export const notificationStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: (): readonly Notification[] => items,
};
