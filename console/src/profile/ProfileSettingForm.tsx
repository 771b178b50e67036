import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { errorText } from '../api/error-text';
import { DATE_FORMATS, profileApi, TIME_FORMATS, uploadAvatar, type FullProfile } from './profile-queries';
import { queryKeys } from '../api/query-keys';
import { SubmitButton } from '../kit/forms/SubmitButton';
import { SelectField } from '../kit/Field';
import { TextField } from '../kit/TextField';
import { notify } from '../kit/notifications/notification-store';
import {
  PROFILE_TEXT_FIELDS,
  profileFormValues,
  profileUpdate,
  validateProfile,
  type ProfileFormValues,
} from './profile-form';
import { useAvatarUrl } from './use-avatar-url';

export function ProfileSettingForm({ profile }: { profile: FullProfile }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ProfileFormValues>(() => profileFormValues(profile));
  const [errors, setErrors] = useState<ReturnType<typeof validateProfile>>({});
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const avatarUrl = useAvatarUrl(values.avatarFileName);
  const set = (key: keyof ProfileFormValues, value: string) => setValues((v) => ({ ...v, [key]: value }));

  async function upload(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      const fileName = await uploadAvatar(file);
      setValues((v) => ({ ...v, avatarFileName: fileName }));
    } catch (failure) {
      notify.error(failure instanceof Error && failure.message ? failure.message : 'Failed to upload the image.');
    } finally {
      setUploading(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateProfile(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const answer = await profileApi.updateProfile(profileUpdate(values));
      if (answer.message !== 'success') throw new Error(answer.message);
      notify.success('Update the profile successfully.');
      await queryClient.invalidateQueries({ queryKey: queryKeys.profile });
      await queryClient.invalidateQueries({ queryKey: ['full-profile'] });
    } catch (failure) {
      notify.error(errorText(failure, 'Failed to update the profile.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex max-w-3xl flex-col gap-2">
      <div className="mb-3 flex items-center gap-4">
        <div className="flex size-20 items-center justify-center overflow-hidden rounded-full bg-canvas text-muted">
          {avatarUrl ? (
            <img src={avatarUrl} alt="Photo" data-testid="avatar" className="size-full object-cover" />
          ) : (
            'No photo'
          )}
        </div>
        <label className="cursor-pointer rounded-md border border-line bg-white px-4 py-2 hover:border-primary">
          {uploading ? 'Uploading…' : 'Upload photo'}
          <input
            type="file"
            name="avatar"
            accept="image/png,image/jpeg,image/gif,image/webp"
            className="sr-only"
            onChange={(e) => {
              void upload(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
      </div>
      <div className="grid grid-cols-1 gap-x-6 sm:grid-cols-2">
        {PROFILE_TEXT_FIELDS.map(([key, label]) => (
          <TextField
            key={key}
            label={label}
            required={key === 'firstName' || key === 'lastName'}
            value={values[key]}
            error={errors[key]}
            onChange={(e) => set(key, e.target.value)}
          />
        ))}
        <SelectField
          label="Date Format"
          value={values.dateFormat}
          options={DATE_FORMATS.map((f) => ({ value: f, label: f }))}
          onChange={(e) => set('dateFormat', e.target.value)}
        />
        <SelectField
          label="Time Format"
          value={values.timeFormat}
          options={TIME_FORMATS.map((f) => ({ value: f, label: f }))}
          onChange={(e) => set('timeFormat', e.target.value)}
        />
      </div>
      <SubmitButton busy={busy}>Save</SubmitButton>
    </form>
  );
}
