import type { RoundingChangedV1 } from '@rollcall/contracts';
import type { NewEvent } from '@rollcall/platform';
import type { RoundingRuleSet } from './rounding-rule-set.entity.js';
import { engineRules } from './rounding-rules.js';

export function roundingChanged(set: RoundingRuleSet, deleted = false): NewEvent {
  const payload: RoundingChangedV1 = {
    roundingId: set.id,
    name: set.name,
    active: set.active,
    rules: engineRules(set.rules),
    deleted,
  };
  return { type: 'org.rounding.changed.v1', companyId: set.companyId, key: set.companyId, payload };
}
