import { useState } from 'react';
import { Button } from '../kit/Button';
import { ConfirmDialog } from '../kit/ConfirmDialog';

/**
 * A modal's Delete: the button, then `question` (Yes/No); Yes runs `onConfirm`, which calls `done` once the delete
 * has settled to close the question.
 */
export function ConfirmedDelete({
  question,
  busy,
  onConfirm,
}: {
  question: string;
  busy: boolean;
  onConfirm: (done: () => void) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <div className="pt-3">
        <Button className="text-danger" onClick={() => setConfirming(true)}>
          Delete
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        question={question}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => onConfirm(() => setConfirming(false))}
      />
    </>
  );
}
