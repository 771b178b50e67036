import { Button } from '../Button';

/**
 * The foot of a form screen: Cancel (back where the user came from), Save (submits the form) and, when
 * `onContinue` is given (creating), "Save and continue to create". `busy` names the button at work.
 */
export function FormScreenFooter({
  busy,
  onContinue,
}: {
  busy: 'save' | 'continue' | null;
  onContinue?: (() => void) | false | undefined;
}) {
  return (
    <div className="flex gap-3">
      <Button onClick={() => window.history.back()}>Cancel</Button>
      <Button type="submit" variant="primary" loading={busy === 'save'} disabled={busy !== null}>
        Save
      </Button>
      {onContinue && (
        <Button variant="primary" loading={busy === 'continue'} disabled={busy !== null} onClick={onContinue}>
          Save and continue to create
        </Button>
      )}
    </div>
  );
}
