import type { SkillAllowanceCalculation } from '../engine/engine-input.js';

export const ORG_SKILL_CHANGED_V1 = 'org.skill.changed.v1';
export const ORG_JOB_CHANGED_V1 = 'org.job.changed.v1';
export const ORG_TASK_CHANGED_V1 = 'org.task.changed.v1';
export const ORG_STRUCTURE_LEVELS_CHANGED_V1 = 'org.structure-levels.changed.v1';
export const ORG_WORKPLACE_CHANGED_V1 = 'org.workplace.changed.v1';
export const ORG_KIOSK_CHANGED_V1 = 'org.kiosk.changed.v1';
export const ORG_KIOSK_CONTACT_CHANGED_V1 = 'org.kiosk-contact.changed.v1';

/** A skill and the allowance it pays, as it now stands; employees point at skills through `skillIds`. */
export interface SkillChangedV1 {
  skillId: string;
  name: string;
  active: boolean;
  /** the allowance pay type (flagged isAllowance) */
  payTypeId: string | null;
  allowanceCalculationType: SkillAllowanceCalculation;
  deleted: boolean;
}

export interface JobChangedV1 {
  jobId: string;
  code: string;
  name: string;
  active: boolean;
  punchCode: string | null;
  payExportCode: string | null;
  taskIds: string[];
  deleted: boolean;
}

export interface TaskChangedV1 {
  taskId: string;
  code: string;
  name: string;
  active: boolean;
  punchCode: string | null;
  payExportCode: string | null;
  deleted: boolean;
}

/** The company's structure levels (Division, Branch, Department, Position) after a save. */
export interface StructureLevelsChangedV1 {
  levels: {
    level: 'Division' | 'Branch' | 'Department' | 'Position';
    labelName: string;
    timeZone: string | null;
    isActive: boolean;
  }[];
}

/** A mobile work site with its geofence. */
export interface WorkplaceChangedV1 {
  workplaceId: string;
  name: string;
  active: boolean;
  latitude: number | null;
  longitude: number | null;
  /** geofence radius in metres */
  radius: number;
  employeeIds: string[];
  siteCode: string | null;
  deleted: boolean;
}

/** What the kiosks show: the Visitor and Contractor cards and the kiosk settings, as they now stand. */
export interface KioskChangedV1 {
  part: 'contents' | 'settings';
  /** the saved contents (part = contents) or settings (part = settings) */
  value: Record<string, unknown>;
}

export interface KioskContactChangedV1 {
  contactId: string;
  firstname: string;
  lastname: string;
  mobile: string | null;
  email: string;
  departmentId: string | null;
  deleted: boolean;
}
