import { useEffect } from 'react';
import { api, tokens } from '../api/client';
import { queryClient } from '../api/query-client';
import { navigate } from '../app/routing/hash-location';
import { signOut } from './sign-out';

/** /logout: clears the tokens and goes to sign in. */
export function LogoutScreen() {
  useEffect(() => {
    void signOut(api, tokens, queryClient);
    navigate('/login', { replace: true });
  }, []);
  return null;
}
