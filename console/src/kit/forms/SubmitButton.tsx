import type { ReactNode } from 'react';
import { Button } from '../Button';

/** The primary button that submits a page's form (Save, Generate), on a line of its own. */
export function SubmitButton({ busy = false, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <div>
      <Button type="submit" variant="primary" loading={busy}>
        {children}
      </Button>
    </div>
  );
}
