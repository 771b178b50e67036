import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { answerText } from '../api/answer-text';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { Button } from '../kit/Button';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { notify } from '../kit/notifications/notification-store';
import { usePermissions } from '../session/use-permissions';
import {
  isSwitchLocked,
  levelRowErrors,
  levelRows,
  levelTitle,
  levelUpdateBody,
  type LevelRowValues,
} from './structure-level-form';
import { STRUCTURE_LEVEL_MESSAGES } from './structure-level-messages';

/** /structure/setting (spec 002 §2 Company structure levels): name, zone and on/off per level, one Save. */
export function StructureLevelsScreen() {
  const queryClient = useQueryClient();
  const permissions = usePermissions();
  const levels = useQuery({ queryKey: ['company-structures'], queryFn: () => api.listCompanyStructures() });
  const zones = useQuery({ queryKey: ['timezones'], queryFn: () => api.listTimeZones(), staleTime: Infinity });
  const [rows, setRows] = useState<LevelRowValues[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (levels.data) setRows(levelRows(levels.data));
  }, [levels.data]);
  const canUpdate = permissions.can('settings', 'update');
  const change = (id: string, patch: Partial<LevelRowValues>) =>
    setRows((all) => all.map((r) => (r.id === id ? { ...r, ...patch } : r)));

  function askToSave() {
    const invalid = levelRowErrors(rows, STRUCTURE_LEVEL_MESSAGES.nameRequired);
    setErrors(invalid);
    if (Object.keys(invalid).length === 0) setConfirming(true);
  }

  async function save() {
    setBusy(true);
    try {
      await api.updateStructureLevels({ body: levelUpdateBody(rows) });
      await queryClient.invalidateQueries({ queryKey: ['company-structures'] });
      await queryClient.invalidateQueries({ queryKey: ['departments'] });
      await queryClient.invalidateQueries({ queryKey: ['department'] });
      notify.success(STRUCTURE_LEVEL_MESSAGES.saved);
    } catch (error) {
      notify.error(answerText(error, {}, STRUCTURE_LEVEL_MESSAGES.saveFailed));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">Company Structure Levels</h1>
      {levels.error && <div className="text-danger">{errorText(levels.error)}</div>}
      <table className="w-full max-w-4xl border-collapse rounded-md bg-white">
        <thead>
          <tr className="border-b border-line text-left">
            <th className="px-3 py-2">Level</th>
            <th className="px-3 py-2">Name</th>
            <th className="px-3 py-2">Time Zone</th>
            <th className="px-3 py-2">On/Off</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.id} className="border-b border-line align-top">
              <td className="px-3 py-2">{levelTitle(row.level)}</td>
              <td className="px-3 py-2">
                <input
                  aria-label={`${levelTitle(row.level)} name`}
                  className={`h-9 w-full rounded-md border px-3 ${errors[row.id] ? 'border-danger' : 'border-line'}`}
                  value={row.labelName}
                  disabled={!canUpdate}
                  onChange={(e) => change(row.id, { labelName: e.target.value })}
                />
                {errors[row.id] && <div className="text-[13px] text-danger">{errors[row.id]}</div>}
              </td>
              <td className="px-3 py-2">
                <select
                  aria-label={`${levelTitle(row.level)} time zone`}
                  className="h-9 w-full rounded-md border border-line px-2"
                  value={row.timeZone}
                  disabled={!canUpdate}
                  onChange={(e) => change(row.id, { timeZone: e.target.value })}
                >
                  <option value="">Please select</option>
                  {(zones.data ?? []).map((z) => (
                    <option key={z}>{z}</option>
                  ))}
                </select>
              </td>
              <td className="px-3 py-2">
                <button
                  type="button"
                  role="switch"
                  aria-checked={row.isActive}
                  aria-label={`${levelTitle(row.level)} on/off`}
                  disabled={!canUpdate || isSwitchLocked(rows, index)}
                  onClick={() => change(row.id, { isActive: !row.isActive })}
                  className={`relative h-6 w-11 rounded-full transition-colors disabled:opacity-50 ${
                    row.isActive ? 'bg-primary' : 'bg-line'
                  }`}
                >
                  <span
                    className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-all ${
                      row.isActive ? 'left-[22px]' : 'left-0.5'
                    }`}
                  />
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {canUpdate && (
        <div>
          <Button variant="primary" loading={busy} disabled={rows.length === 0} onClick={askToSave}>
            Save
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        question={STRUCTURE_LEVEL_MESSAGES.confirmQuestion}
        detail={STRUCTURE_LEVEL_MESSAGES.confirmDetail}
        busy={busy}
        onConfirm={() => void save()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
