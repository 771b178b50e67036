import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';

/**
 * A centred modal of the spec's widths (550 pay type/skill/contact/job/task, 700 rounding, 1000 workplace, 500
 * OAuth). `footer` holds the buttons; the body scrolls when it is taller than the window.
 */
export function Modal({
  open,
  title,
  width,
  onClose,
  footer,
  children,
}: {
  open: boolean;
  title: string;
  width: number;
  onClose: () => void;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/30" aria-hidden />
      <div className="fixed inset-0 flex items-start justify-center overflow-y-auto p-4 pt-16">
        <DialogPanel style={{ width, maxWidth: '100%' }} className="rounded-lg bg-white shadow-xl">
          <div className="flex items-center justify-between border-b border-line px-5 py-3">
            <DialogTitle className="font-semibold">{title}</DialogTitle>
            <button type="button" aria-label="Close" className="text-muted hover:text-ink" onClick={onClose}>
              ×
            </button>
          </div>
          <div className="max-h-[70vh] overflow-y-auto px-5 py-4">{children}</div>
          {footer && <div className="flex justify-end gap-2 border-t border-line px-5 py-3">{footer}</div>}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
