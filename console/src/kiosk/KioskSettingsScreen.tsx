import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { answerText, fieldErrors } from '../api/answer-text';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { SubmitButton } from '../kit/forms/SubmitButton';
import { SelectField } from '../kit/Field';
import { TextField } from '../kit/TextField';
import { notify } from '../kit/notifications/notification-store';
import { usePermissions } from '../session/use-permissions';
import {
  KIOSK_SWITCH_GROUPS,
  kioskSettingsErrors,
  PHOTO_QUALITY_OPTIONS,
  WELCOME_MESSAGE_MAX,
  type KioskSettings,
} from './kiosk-settings-form';
import { KIOSK_MESSAGES } from './kiosk-messages';

const kioskSettingsKey = ['kiosk-settings'] as const;

function Toggle({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="flex items-center justify-between gap-4 py-1">
      <span>{label}</span>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={label}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={`relative h-5 w-10 rounded-full transition-colors disabled:opacity-60 ${checked ? 'bg-primary' : 'bg-line'}`}
      >
        <span
          className={`absolute top-0.5 size-4 rounded-full bg-white shadow transition-all ${checked ? 'left-5' : 'left-0.5'}`}
        />
      </button>
    </label>
  );
}

/** /kiosk/settings (spec 002 §2 Kiosk): who signs in at the kiosk, what it asks, its welcome and photo quality. */
export function KioskSettingsScreen() {
  const queryClient = useQueryClient();
  const permissions = usePermissions();
  const saved = useQuery({ queryKey: kioskSettingsKey, queryFn: () => api.getKioskSettings() });
  const [settings, setSettings] = useState<KioskSettings | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const canUpdate = permissions.can('kiosk', 'update');

  useEffect(() => {
    if (saved.data && settings === null) setSettings(saved.data);
  }, [saved.data, settings]);

  if (saved.error) return <p className="text-danger">{errorText(saved.error)}</p>;
  if (!settings) return <p className="text-muted">Loading…</p>;
  const set = <K extends keyof KioskSettings>(key: K, value: KioskSettings[K]) =>
    setSettings({ ...settings, [key]: value });

  async function save(current: KioskSettings) {
    const invalid = kioskSettingsErrors(current);
    setErrors(invalid);
    if (Object.keys(invalid).length) return;
    setBusy(true);
    try {
      const { message: _message, ...stored } = await api.saveKioskSettings({ body: current });
      setSettings(stored);
      queryClient.setQueryData(kioskSettingsKey, stored);
      notify.success(KIOSK_MESSAGES.settingsSaved);
    } catch (error) {
      setErrors(fieldErrors(error));
      notify.error(answerText(error, {}, KIOSK_MESSAGES.settingsFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <h1 className="text-xl font-bold">Kiosk Settings</h1>
      <form
        className="flex flex-col gap-4 rounded-lg border border-line bg-white p-4"
        onSubmit={(e) => {
          e.preventDefault();
          void save(settings);
        }}
      >
        <TextField
          label="Welcome Message 1"
          value={settings.welcomeMessage1}
          maxLength={WELCOME_MESSAGE_MAX}
          disabled={!canUpdate}
          error={errors.welcomeMessage1}
          onChange={(e) => set('welcomeMessage1', e.target.value)}
        />
        <TextField
          label="Welcome Message 2"
          value={settings.welcomeMessage2}
          maxLength={WELCOME_MESSAGE_MAX}
          disabled={!canUpdate}
          error={errors.welcomeMessage2}
          onChange={(e) => set('welcomeMessage2', e.target.value)}
        />
        {KIOSK_SWITCH_GROUPS.map((group) => (
          <fieldset key={group.title} className="flex flex-col">
            <legend className="mb-1 font-semibold">{group.title}</legend>
            {group.switches.map((s) => (
              <Toggle
                key={s.key}
                label={s.label}
                checked={settings[s.key]}
                disabled={!canUpdate}
                onChange={(on) => set(s.key, on)}
              />
            ))}
          </fieldset>
        ))}
        <SelectField
          label="Upload Photo Quality"
          value={settings.uploadPhotoQuality}
          options={PHOTO_QUALITY_OPTIONS}
          disabled={!canUpdate}
          error={errors.uploadPhotoQuality}
          onChange={(e) => {
            const quality = PHOTO_QUALITY_OPTIONS.find((o) => o.value === e.target.value);
            if (quality) set('uploadPhotoQuality', quality.value);
          }}
        />
        {canUpdate && <SubmitButton busy={busy}>Save</SubmitButton>}
      </form>
    </div>
  );
}
