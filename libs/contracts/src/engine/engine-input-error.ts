/** Bad engine input. The message names the field path, e.g. `punches[2].at must be an ISO instant`. */
export class EngineInputError extends Error {
  override readonly name = 'EngineInputError';

  constructor(
    message: string,
    /** The field path the message names (`payGroup.shiftThreshold`, `punches[2].at`); `input` for the whole value. */
    readonly path: string = 'input',
  ) {
    super(message);
  }
}
