/** A configuration problem found at boot; the message says which variable and what is wrong. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Rollcall cannot start: the configuration is invalid.\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}
