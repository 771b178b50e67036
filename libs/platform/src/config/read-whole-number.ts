type Env = Record<string, string | undefined>;

/**
 * A setting that is a whole number from `min` to `max`: the fallback when the variable is unset or blank, else its
 * value, or the fallback with the problem added to `problems` (the caller names every problem at once, as
 * readSmtpSettings does). Shared by the platform's, identity's, integrations' and the SMTP settings.
 */
export function readWholeNumber(
  env: Env,
  name: string,
  range: { fallback: number; min: number; max: number },
  problems: string[],
): number {
  const raw = env[name]?.trim();
  if (!raw) return range.fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < range.min || value > range.max) {
    problems.push(`${name} must be a whole number from ${range.min} to ${range.max} (got "${raw}")`);
    return range.fallback;
  }
  return value;
}
