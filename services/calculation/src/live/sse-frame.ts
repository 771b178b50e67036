/** One Server-Sent Events frame: an event name and its data as one line of JSON. */
export function sseFrame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** When an access token expires (its `exp` claim, in ms), read from a bearer header the guard has verified. */
export function tokenClaims(authorization: string | undefined): { expiresAt: number | null; sessionId: string | null } {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return { expiresAt: null, sessionId: null };
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown; sid?: unknown };
    return {
      expiresAt: typeof claims.exp === 'number' ? claims.exp * 1000 : null,
      sessionId: typeof claims.sid === 'string' ? claims.sid : null,
    };
  } catch {
    return { expiresAt: null, sessionId: null };
  }
}
