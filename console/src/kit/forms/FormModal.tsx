import type { ReactNode } from 'react';
import { Modal } from '../Modal';
import { SaveCancelFooter } from './SaveCancelFooter';

/** A create/modify modal: the Modal, a form that Enter saves, and the Cancel / Save footer. */
export function FormModal({
  title,
  width,
  busy,
  onClose,
  onSave,
  className = 'flex flex-col',
  noValidate = false,
  saveLabel,
  children,
}: {
  title: string;
  width: number;
  busy: boolean;
  onClose: () => void;
  onSave: () => void;
  className?: string;
  /** The form's own messages only (no browser bubbles for required fields). */
  noValidate?: boolean;
  /** the save button's text (default Save) */
  saveLabel?: string | undefined;
  children: ReactNode;
}) {
  return (
    <Modal
      open
      title={title}
      width={width}
      onClose={onClose}
      footer={<SaveCancelFooter busy={busy} onCancel={onClose} onSave={onSave} saveLabel={saveLabel} />}
    >
      <form
        className={className}
        noValidate={noValidate}
        onSubmit={(e) => {
          e.preventDefault();
          onSave();
        }}
      >
        {children}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
