import type { RoundingRule } from '../engine/engine-input.js';

export const ORG_ROUNDING_CHANGED_V1 = 'org.rounding.changed.v1';

/** A rounding rule set as it now stands; employees point at it through `timeRoundingId`. */
export interface RoundingChangedV1 {
  roundingId: string;
  name: string;
  /** an inactive rule set rounds nothing */
  active: boolean;
  /** the rules table in the engine's form: minute of the hour `from`..`to` (inclusive) becomes `value` */
  rules: RoundingRule[];
  deleted: boolean;
}
