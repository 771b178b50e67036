// The profile's calls of docs/api.md ("Identity") through the generated client; the avatar upload and image fetch
// are multipart and binary, which the JSON client does not carry, so they use fetch with the same base and token.
import type { ChangePasswordRequest, UpdateProfileRequest } from '@rollcall/api-client';
import { api, tokens } from '../api/client';

export const DATE_FORMATS = ['dd/MM/yyyy', 'MM/dd/yyyy', 'dd-MM-yyyy', 'MM-dd-yyyy', 'yyyy-MM-dd'] as const;
export const TIME_FORMATS = ['HH:mm', 'hh:mm a'] as const;

export interface FullProfile {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  companyName: string;
  roleName: string;
  middleName?: string | null;
  name?: string | null;
  title?: string | null;
  mobile?: string | null;
  phone?: string | null;
  fax?: string | null;
  physicalAddress?: string | null;
  postalAddress?: string | null;
  avatarFileName?: string | null;
  dateFormat: string;
  timeFormat: string;
}

export type ProfileUpdate = Partial<Omit<FullProfile, 'userId' | 'email' | 'companyName' | 'roleName'>>;

export const profileApi = {
  getFullProfile: (): Promise<FullProfile> => api.getProfile(),
  updateProfile: (body: ProfileUpdate) => api.updateProfile({ body: profileRequest(body) }),
  changePassword: (body: ChangePasswordRequest) => api.changePassword({ body }),
};

/** The form's values as the documented body: names are required there, formats are one of the choices. */
function profileRequest(body: ProfileUpdate): UpdateProfileRequest {
  return {
    ...body,
    firstName: body.firstName ?? '',
    lastName: body.lastName ?? '',
    dateFormat: DATE_FORMATS.find((f) => f === body.dateFormat) ?? null,
    timeFormat: TIME_FORMATS.find((f) => f === body.timeFormat) ?? null,
  };
}

/** POST /api/avatars, multipart with the field `avatar` (fetch directly: the shared client sends JSON). */
export async function uploadAvatar(file: File): Promise<string> {
  const form = new FormData();
  form.append('avatar', file);
  const response = await fetch(`${API_BASE}/api/avatars`, { method: 'POST', body: form, headers: bearer() });
  const body = (await response.json().catch(() => ({}))) as { message?: string; fileName?: string };
  if (!response.ok || !body.fileName) throw new Error(body.message || 'Failed to upload the image.');
  return body.fileName;
}

/** GET /api/avatars/{fileName} needs the bearer token, so the image is fetched into a blob URL. */
export async function fetchAvatarUrl(fileName: string): Promise<string> {
  const response = await fetch(`${API_BASE}/api/avatars/${encodeURIComponent(fileName)}`, { headers: bearer() });
  if (!response.ok) throw new Error('Failed to load the image.');
  return URL.createObjectURL(await response.blob());
}

/** The same API base as the shared client (empty: the console's own origin). */
const API_BASE = ((import.meta.env?.VITE_API_BASE_URL as string | undefined) ?? '').replace(/\/+$/, '');

function bearer(): Record<string, string> {
  const held = tokensOf();
  return held ? { Authorization: `Bearer ${held}` } : {};
}

function tokensOf(): string | undefined {
  return tokens.get()?.accessToken;
}
