import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import type { ReactNode } from 'react';
import { Button } from '../Button';

/**
 * The Search popover of the lists (spec 002: width 270, form 248): the button shows the filter in force; the
 * panel holds the filter's fields, Reset and Search. `onReset` gets `close` for the filters whose Reset applies
 * the defaults at once.
 */
export function SearchPopover({
  label,
  width = 270,
  onOpen,
  onReset,
  onSearch,
  searchDisabled = false,
  children,
}: {
  label: ReactNode;
  width?: number;
  onOpen?: () => void;
  onReset: (close: () => void) => void;
  onSearch: () => void;
  searchDisabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Popover className="relative">
      <PopoverButton className="h-9 rounded-md border border-line bg-white px-3 hover:border-primary" onClick={onOpen}>
        {label}
      </PopoverButton>
      <PopoverPanel
        anchor="bottom start"
        style={{ width }}
        className="z-40 mt-1 rounded-md border border-line bg-white p-3 shadow-lg"
      >
        {({ close }) => (
          <div className="flex flex-col gap-2" style={{ width: width - 22 }}>
            {children}
            <div className="flex justify-end gap-2">
              <Button onClick={() => onReset(close)}>Reset</Button>
              <Button
                variant="primary"
                disabled={searchDisabled}
                onClick={() => {
                  onSearch();
                  close();
                }}
              >
                Search
              </Button>
            </div>
          </div>
        )}
      </PopoverPanel>
    </Popover>
  );
}
