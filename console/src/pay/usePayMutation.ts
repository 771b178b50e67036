import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerText } from '../api/answer-text';
import { notify } from '../kit/notifications/notification-store';

/** A refusal's text: the answer's own msg, else the answer code's text or the fallback. */
export function payFailureText(error: unknown, codes: Record<string, string>, failure: string): string {
  const msg = (error as { body?: { msg?: unknown } }).body?.msg;
  return typeof msg === 'string' && msg ? msg : answerText(error, codes, failure);
}

/** A save or delete of this area: the spec's success text, the answer code's text or the fallback on failure. */
export function usePayMutation<I, O>(options: {
  run: (input: I) => Promise<O>;
  invalidate: string;
  success: string;
  codes: Record<string, string>;
  failure: string;
  onSuccess?: (output: O, input: I) => void;
}) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: options.run,
    onSuccess: async (output, input) => {
      notify.success(options.success);
      await queries.invalidateQueries({ queryKey: [options.invalidate] });
      options.onSuccess?.(output, input);
    },
    onError: (error) => notify.error(payFailureText(error, options.codes, options.failure)),
  });
}
