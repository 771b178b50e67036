import { useSyncExternalStore } from 'react';
import { dismiss, notificationStore, type NotificationLevel } from './notification-store';

const accent: Record<NotificationLevel, string> = {
  error: 'border-danger',
  success: 'border-success',
  warning: 'border-warning',
};

const title: Record<NotificationLevel, string> = { error: 'Error', success: 'Success', warning: 'Warning' };

export function Toasts() {
  const items = useSyncExternalStore(notificationStore.subscribe, notificationStore.snapshot);
  return (
    <div className="pointer-events-none fixed top-4 right-4 z-50 flex w-80 flex-col gap-2" aria-live="polite">
      {items.map((n) => (
        <div
          key={n.id}
          role={n.level === 'error' ? 'alert' : 'status'}
          data-testid={`notification-${n.level}`}
          className={`pointer-events-auto rounded-md border-l-4 bg-white px-4 py-3 shadow-lg ${accent[n.level]}`}
        >
          <div className="flex items-start justify-between gap-3">
            <div>
              <div className="font-semibold">{title[n.level]}</div>
              <div className="text-ink/80">{n.text}</div>
            </div>
            <button
              type="button"
              aria-label="Close"
              className="text-muted hover:text-ink"
              onClick={() => dismiss(n.id)}
            >
              ×
            </button>
          </div>
        </div>
      ))}
    </div>
  );
}
