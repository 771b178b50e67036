import { Type } from 'typebox';
import { defineEvent, type PayloadOf } from '../define-event.js';
import { nullable } from '../event-fields.js';

/** The company's structure levels (Division, Branch, Department, Position) after a save. */
export const StructureLevelsChangedEvent = defineEvent(
  'org.structure-levels.changed',
  1,
  Type.Object({
    levels: Type.Array(
      Type.Object({
        level: Type.Enum(['Division', 'Branch', 'Department', 'Position']),
        labelName: Type.String(),
        timeZone: nullable(Type.String()),
        isActive: Type.Boolean(),
      }),
    ),
  }),
);
export const ORG_STRUCTURE_LEVELS_CHANGED_V1 = StructureLevelsChangedEvent.type;
export type StructureLevelsChangedV1 = PayloadOf<typeof StructureLevelsChangedEvent>;
