import { useState } from 'react';

/**
 * An upload form's state: the file chosen, its message, busy while it uploads, and the answer. `upload` refuses
 * without a file (`required` is the message), else sends it and hands the answer to `done`; a failure goes to
 * `failed`. Choosing another file clears the message and the last answer.
 */
export function useFileUpload<T>({
  required,
  send,
  done,
  failed,
}: {
  required: string;
  send: (file: File) => Promise<T>;
  done: (answer: T) => void | Promise<void>;
  failed: (error: unknown) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<T | null>(null);

  async function upload() {
    if (!file) {
      setError(required);
      return;
    }
    setBusy(true);
    setResult(null);
    try {
      const answer = await send(file);
      setResult(answer);
      await done(answer);
    } catch (failure) {
      failed(failure);
    } finally {
      setBusy(false);
    }
  }

  function choose(next: File | null) {
    setFile(next);
    setError('');
    setResult(null);
  }

  return { choose, error, busy, result, upload };
}
