import { Button } from '../Button';

/** The Cancel / Save footer of the create/modify modals. */
export function SaveCancelFooter({
  busy,
  onCancel,
  onSave,
  saveLabel = 'Save',
}: {
  busy: boolean;
  onCancel: () => void;
  onSave: () => void;
  saveLabel?: string | undefined;
}) {
  return (
    <>
      <Button onClick={onCancel}>Cancel</Button>
      <Button variant="primary" loading={busy} onClick={onSave}>
        {saveLabel}
      </Button>
    </>
  );
}
