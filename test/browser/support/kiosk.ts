import type { KioskPunchAnswer, KioskPunchRequest } from '@rollcall/api-client';

/** Records a punch the way a kiosk does: POST /api/kiosk-punches with the company's device token. */
export async function postKioskPunch(
  baseUrl: string,
  deviceToken: string,
  punch: KioskPunchRequest,
): Promise<KioskPunchAnswer> {
  const response = await fetch(`${baseUrl}/api/kiosk-punches`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Device-Token': deviceToken },
    body: JSON.stringify(punch),
  });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`kiosk punch answered ${response.status}: ${text}`);
  return JSON.parse(text) as KioskPunchAnswer;
}
