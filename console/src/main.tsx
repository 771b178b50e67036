import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { http } from './api/client';
import { queryClient } from './api/query-client';
import { App } from './app/App';
import { forgetLegacySession } from './session/token-store';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

forgetLegacySession();
// A reload starts with no access token: take the session up from the refresh cookie first, so that a signed-in
// person is not sent to sign-in. Without a session (or a server) the console starts signed out.
void http
  .restore()
  .catch(() => false)
  .finally(() =>
    createRoot(root).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <App />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
