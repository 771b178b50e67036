import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { Button } from './Button';

/** A Yes/No question such as 'Are you sure you want to delete it/them?'; `busy` while the confirmed work runs. */
export function ConfirmDialog({
  open,
  question,
  detail,
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  question: string;
  detail?: ReactNode;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={open} onClose={onCancel} className="relative z-50">
      <div className="fixed inset-0 bg-black/30" aria-hidden />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-96 rounded-lg bg-white p-5 shadow-xl">
          <DialogTitle className="mb-2 font-semibold">{question}</DialogTitle>
          {detail && <div className="mb-4 text-muted">{detail}</div>}
          <div className="mt-4 flex justify-end gap-2">
            <Button onClick={onCancel}>No</Button>
            <Button variant="primary" loading={busy} onClick={onConfirm}>
              Yes
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
