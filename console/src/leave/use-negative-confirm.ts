import { ApiError } from '@rollcall/api-client';
import { useState } from 'react';
import { NEGATIVE_BALANCE_CODES } from './leave-messages';

/**
 * The negative-balance confirmation of a leave save or approval: a refusal asking to confirm opens the question
 * (the server's text); Yes sends the same call again with confirmNegative.
 */
export function useNegativeConfirm() {
  const [question, setQuestion] = useState<string | null>(null);
  /** Whether the error asks for the confirmation (then the question is shown and nothing else should be said). */
  const asks = (error: unknown): boolean => {
    if (!(error instanceof ApiError) || !(NEGATIVE_BALANCE_CODES as readonly string[]).includes(error.message))
      return false;
    const detail = (error.body as { detail?: unknown } | undefined)?.detail;
    setQuestion(typeof detail === 'string' ? detail : error.message);
    return true;
  };
  return { question, asks, close: () => setQuestion(null) };
}
