import { ApiError } from '@rollcall/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { answerText, fieldErrors } from '../../api/answer-text';
import { notify } from '../notifications/notification-store';

/**
 * The Save of a create/modify modal: the form's own rules first (their errors stop it), then the call; on success
 * the spec's text, the list refreshed and `onSaved`; on failure the answer's field errors and its text (or the
 * fallback).
 */
export function useModalSave<T>(options: {
  /** The form's rules: field → message; any entry stops the save. */
  validate: () => Record<string, string>;
  run: () => Promise<T>;
  success: string;
  invalidate: readonly unknown[];
  /** answer code → text (answer-text.ts) */
  codes: Record<string, string>;
  failure: string;
  onSaved: (answer: T) => void;
  /** The field errors of a refused save (default: the answer's own). */
  failureErrors?: (error: unknown, text: string) => Record<string, string>;
  /** answer codes shown as a warning rather than an error (the spec's 'Warning: …' answers) */
  warnings?: readonly string[];
}) {
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function save() {
    const invalid = options.validate();
    setErrors(invalid);
    if (Object.keys(invalid).length) return;
    setBusy(true);
    try {
      const answer = await options.run();
      notify.success(options.success);
      await queryClient.invalidateQueries({ queryKey: options.invalidate });
      options.onSaved(answer);
    } catch (error) {
      const text = answerText(error, options.codes, options.failure);
      setErrors(options.failureErrors ? options.failureErrors(error, text) : fieldErrors(error));
      if (error instanceof ApiError && options.warnings?.includes(error.message)) notify.warning(text);
      else notify.error(text);
    } finally {
      setBusy(false);
    }
  }

  return { errors, setErrors, busy, save };
}
