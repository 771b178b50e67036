import { Type } from 'typebox';
import { defineEvent, type PayloadOf } from '../define-event.js';
import { nullable } from '../event-fields.js';

export const TaskChangedEvent = defineEvent(
  'org.task.changed',
  1,
  Type.Object({
    taskId: Type.String(),
    code: Type.String(),
    name: Type.String(),
    active: Type.Boolean(),
    punchCode: nullable(Type.String()),
    payExportCode: nullable(Type.String()),
    deleted: Type.Boolean(),
  }),
);
export const ORG_TASK_CHANGED_V1 = TaskChangedEvent.type;
export type TaskChangedV1 = PayloadOf<typeof TaskChangedEvent>;
