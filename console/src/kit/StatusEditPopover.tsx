import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useState, type ReactNode } from 'react';
import { Button } from './Button';
import { StatusTag } from './StatusTag';

/**
 * A row's status as a tag that opens the inline status editor (spec 000 §4, width 270): the fields, then Cancel
 * and Apply. `onApply` answers whether the change was made; the popover then closes.
 */
export function StatusEditPopover({
  status,
  buttonLabel,
  children,
  onApply,
}: {
  status: string;
  buttonLabel?: string;
  children: ReactNode;
  onApply: () => Promise<boolean>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Popover className="relative inline-block">
      <PopoverButton data-testid="status-edit" className="flex items-center gap-1" aria-label={buttonLabel}>
        <StatusTag status={status} />
        <span className="text-muted" aria-hidden>
          ✎
        </span>
      </PopoverButton>
      <PopoverPanel
        anchor="bottom start"
        className="z-40 mt-1 w-[270px] rounded-md border border-line bg-white p-3 shadow-lg"
      >
        {({ close }) => (
          <div className="flex w-[248px] flex-col gap-2">
            {children}
            <div className="flex justify-end gap-2">
              <Button onClick={() => close()}>Cancel</Button>
              <Button
                variant="primary"
                loading={busy}
                onClick={async () => {
                  setBusy(true);
                  const done = await onApply().finally(() => setBusy(false));
                  if (done) close();
                }}
              >
                Apply
              </Button>
            </div>
          </div>
        )}
      </PopoverPanel>
    </Popover>
  );
}
