import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { answerText } from '../api/answer-text';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { Button } from '../kit/Button';
import { notify } from '../kit/notifications/notification-store';
import { usePermissions } from '../session/use-permissions';
import { KioskContentCard } from './KioskContentCard';
import {
  addItem,
  changeItem,
  kioskContentsErrors,
  KIOSK_USER_TYPES,
  moveItem,
  removeItem,
  setLabel,
  type KioskContents,
} from './kiosk-contents-form';
import { KIOSK_MESSAGES } from './kiosk-messages';

export const kioskContentsKey = ['kiosk-contents'] as const;

/** /kiosk-contents/edit (spec 002 §2 Kiosk): the Visitor and Contractor cards and one Save. */
export function KioskContentsScreen() {
  const queryClient = useQueryClient();
  const permissions = usePermissions();
  const saved = useQuery({ queryKey: kioskContentsKey, queryFn: () => api.getKioskContents() });
  const [contents, setContents] = useState<KioskContents | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const canUpdate = permissions.can('kiosk', 'update');

  useEffect(() => {
    if (saved.data && contents === null) setContents(saved.data);
  }, [saved.data, contents]);

  async function save() {
    if (!contents) return;
    const invalid = kioskContentsErrors(contents);
    setErrors(invalid);
    if (Object.keys(invalid).length) return;
    setBusy(true);
    try {
      const answer = await api.saveKioskContents({ body: contents });
      const { message: _message, ...stored } = answer;
      setContents(stored);
      queryClient.setQueryData(kioskContentsKey, stored);
      notify.success(KIOSK_MESSAGES.contentsSaved);
    } catch (error) {
      notify.error(answerText(error, {}, KIOSK_MESSAGES.contentsFailed));
    } finally {
      setBusy(false);
    }
  }

  if (saved.error) return <p className="text-danger">{errorText(saved.error)}</p>;
  if (!contents) return <p className="text-muted">Loading…</p>;

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">Kiosk Contents</h1>
      <div className="flex flex-col gap-4 lg:flex-row">
        {KIOSK_USER_TYPES.map((type) => (
          <KioskContentCard
            key={type}
            type={type}
            label={contents.kioskUserTypeToLabelMap[type]}
            items={contents.kioskUserTypeToKioskContentsMap[type]}
            errors={errors}
            disabled={!canUpdate}
            onLabel={(label) => setContents(setLabel(contents, type, label))}
            onAdd={() => setContents(addItem(contents, type))}
            onChange={(index, change) => setContents(changeItem(contents, type, index, change))}
            onMove={(index, by) => setContents(moveItem(contents, type, index, by))}
            onRemove={(index) => {
              setErrors({});
              setContents(removeItem(contents, type, index));
            }}
          />
        ))}
      </div>
      {canUpdate && (
        <div>
          <Button variant="primary" loading={busy} onClick={() => void save()}>
            Save
          </Button>
        </div>
      )}
    </div>
  );
}
