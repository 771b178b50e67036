import type { JwtService } from '@nestjs/jwt';

/** True when the request carries a valid, unexpired access token signed with the shared secret. */
export function hasValidAccessToken(jwt: JwtService, authorization: string | undefined): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match?.[1]) return false;
  try {
    const claims = jwt.verify<{ typ?: string }>(match[1], { algorithms: ['HS256'] });
    return claims.typ === 'access';
  } catch {
    return false;
  }
}
