import { Type } from 'typebox';
import { defineEvent, type PayloadOf } from '../define-event.js';
import { nullable } from '../event-fields.js';

/** A skill and the allowance it pays, as it now stands; employees point at skills through `skillIds`. */
export const SkillChangedEvent = defineEvent(
  'org.skill.changed',
  1,
  Type.Object({
    skillId: Type.String(),
    name: Type.String(),
    active: Type.Boolean(),
    /** the allowance pay type (flagged isAllowance) */
    payTypeId: nullable(Type.String()),
    allowanceCalculationType: Type.Enum(['eitherOnePerShift', 'hoursWorkedForDay', 'hoursWorkedForShift']),
    deleted: Type.Boolean(),
  }),
);
export const ORG_SKILL_CHANGED_V1 = SkillChangedEvent.type;
export type SkillChangedV1 = PayloadOf<typeof SkillChangedEvent>;
