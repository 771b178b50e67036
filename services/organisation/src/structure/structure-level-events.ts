import { ORG_STRUCTURE_LEVELS_CHANGED_V1 } from '@rollcall/contracts';
import type { NewEvent } from '@rollcall/platform';
import { LEVEL_LABELS } from './structure-levels.js';
import type { LevelSetting } from './structure-level-rules.js';

export function structureLevelsChanged(companyId: string, levels: readonly LevelSetting[]): NewEvent {
  return {
    type: ORG_STRUCTURE_LEVELS_CHANGED_V1,
    companyId,
    key: companyId,
    payload: {
      levels: levels.map((l) => ({
        level: LEVEL_LABELS[l.level] as 'Division' | 'Branch' | 'Department' | 'Position',
        labelName: l.labelName,
        timeZone: l.timeZone,
        isActive: l.isActive,
      })),
    },
  };
}
