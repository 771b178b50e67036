import { Type } from 'typebox';
import { defineEvent, type PayloadOf } from '../define-event.js';
import { nullable } from '../event-fields.js';

export const JobChangedEvent = defineEvent(
  'org.job.changed',
  1,
  Type.Object({
    jobId: Type.String(),
    code: Type.String(),
    name: Type.String(),
    active: Type.Boolean(),
    punchCode: nullable(Type.String()),
    payExportCode: nullable(Type.String()),
    taskIds: Type.Array(Type.String()),
    deleted: Type.Boolean(),
  }),
);
export const ORG_JOB_CHANGED_V1 = JobChangedEvent.type;
export type JobChangedV1 = PayloadOf<typeof JobChangedEvent>;
