import { useSyncExternalStore } from 'react';
import { tokens } from '../api/client';

/** True while the console holds an access token (spec 000 §4: authenticated once a token is held). */
export function useSignedIn(): boolean {
  return useSyncExternalStore(
    (listener) => tokens.subscribe(listener),
    () => tokens.get() !== null,
  );
}
