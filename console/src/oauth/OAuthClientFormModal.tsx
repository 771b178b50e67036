import { ApiError, type OAuthClientAnswer } from '@rollcall/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { answerText, fieldErrors } from '../api/answer-text';
import { api } from '../api/client';
import { Button } from '../components/Button';
import { Modal } from '../components/Modal';
import { TextField } from '../components/TextField';
import { notify } from '../notifications/notification-store';
import {
  oauthClientErrors,
  oauthClientValues,
  oauthSaveBody,
  oauthUpdateBody,
  type OAuthClientValues,
} from './oauth-client-form';
import { OAUTH_ANSWER_TEXT, OAUTH_MESSAGES } from './oauth-messages';

export const oauthClientsKey = ['oauth-clients'] as const;

/** 'Add OAuth Client' / 'Edit OAuth Client' (width 500); a server-generated secret is shown once after saving. */
export function OAuthClientFormModal({ client, onClose }: { client: OAuthClientAnswer | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const editing = client !== null;
  const [values, setValues] = useState<OAuthClientValues>(() => oauthClientValues(client));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [generated, setGenerated] = useState<string | null>(null);
  const set = (key: keyof OAuthClientValues, value: string) => setValues((v) => ({ ...v, [key]: value }));

  async function save() {
    const invalid = oauthClientErrors(values, editing);
    setErrors(invalid);
    if (Object.keys(invalid).length) return;
    setBusy(true);
    try {
      const answer = client
        ? await api.updateOAuthClient({ body: oauthUpdateBody(client.id, values) })
        : await api.saveOAuthClient({ body: oauthSaveBody(values) });
      notify.success(OAUTH_MESSAGES.saved);
      await queryClient.invalidateQueries({ queryKey: oauthClientsKey });
      if (answer.clientSecret) setGenerated(answer.clientSecret);
      else onClose();
    } catch (error) {
      const text = answerText(error, OAUTH_ANSWER_TEXT, OAUTH_MESSAGES.failed);
      const taken = error instanceof ApiError && error.message === 'existClientId';
      setErrors({ ...fieldErrors(error), ...(taken ? { clientId: text } : {}) });
      notify.error(text);
    } finally {
      setBusy(false);
    }
  }

  if (generated) {
    return (
      <Modal open title="Client secret" width={500} onClose={onClose} footer={<Button onClick={onClose}>Done</Button>}>
        <p className="mb-2">{OAUTH_MESSAGES.secretShownOnce}</p>
        <code data-testid="generated-secret" className="block break-all rounded-md bg-gray-100 p-3 select-all">
          {generated}
        </code>
      </Modal>
    );
  }

  return (
    <Modal
      open
      title={editing ? 'Edit OAuth Client' : 'Add OAuth Client'}
      width={500}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" loading={busy} onClick={() => void save()}>
            Save
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <TextField
          label="Client ID"
          required={!editing}
          value={values.clientId}
          disabled={editing}
          error={errors.clientId}
          onChange={(e) => set('clientId', e.target.value)}
        />
        <TextField
          label="Client Secret"
          type="password"
          autoComplete="new-password"
          placeholder={editing ? 'Leave blank to keep the current secret' : 'Leave blank to generate one'}
          value={values.clientSecret}
          error={errors.clientSecret}
          onChange={(e) => set('clientSecret', e.target.value)}
        />
        <TextField
          label="Confirm Secret"
          type="password"
          autoComplete="new-password"
          value={values.confirmSecret}
          error={errors.confirmSecret}
          onChange={(e) => set('confirmSecret', e.target.value)}
        />
        <TextField
          label="Scope"
          placeholder="read write"
          value={values.scopes}
          error={errors.scopes}
          onChange={(e) => set('scopes', e.target.value)}
        />
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
