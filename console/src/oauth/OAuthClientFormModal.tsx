import { FormModal } from '../kit/forms/FormModal';
import { ApiError, type OAuthClientAnswer } from '@rollcall/api-client';
import { useState } from 'react';
import { fieldErrors } from '../api/answer-text';
import { api } from '../api/client';
import { Button } from '../kit/Button';
import { Modal } from '../kit/Modal';
import { TextField } from '../kit/TextField';
import { useModalSave } from '../kit/forms/use-modal-save';
import {
  oauthClientErrors,
  oauthClientValues,
  oauthSaveBody,
  oauthUpdateBody,
  type OAuthClientValues,
} from './oauth-client-form';
import { oauthClientsKey } from './oauth-client-queries';
import { OAUTH_ANSWER_TEXT, OAUTH_MESSAGES } from './oauth-messages';

/** 'Add OAuth Client' / 'Edit OAuth Client' (width 500); a server-generated secret is shown once after saving. */
export function OAuthClientFormModal({ client, onClose }: { client: OAuthClientAnswer | null; onClose: () => void }) {
  const editing = client !== null;
  const [values, setValues] = useState<OAuthClientValues>(() => oauthClientValues(client));
  const [generated, setGenerated] = useState<string | null>(null);
  const { errors, busy, save } = useModalSave({
    validate: () => oauthClientErrors(values, editing),
    run: () =>
      client
        ? api.updateOAuthClient({ body: oauthUpdateBody(client.id, values) })
        : api.saveOAuthClient({ body: oauthSaveBody(values) }),
    success: OAUTH_MESSAGES.saved,
    invalidate: oauthClientsKey,
    codes: OAUTH_ANSWER_TEXT,
    failure: OAUTH_MESSAGES.failed,
    onSaved: (answer) => {
      if (answer.clientSecret) setGenerated(answer.clientSecret);
      else onClose();
    },
    failureErrors: (error, text) => {
      const taken = error instanceof ApiError && error.message === 'existClientId';
      return { ...fieldErrors(error), ...(taken ? { clientId: text } : {}) };
    },
  });
  const set = (key: keyof OAuthClientValues, value: string) => setValues((v) => ({ ...v, [key]: value }));

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
    <FormModal
      title={editing ? 'Edit OAuth Client' : 'Add OAuth Client'}
      width={500}
      busy={busy}
      onClose={onClose}
      onSave={() => void save()}
      noValidate
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
    </FormModal>
  );
}
