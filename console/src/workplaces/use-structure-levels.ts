import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { childLevelIn, levelNameIn } from './structure-level-form';

type Level = 'division' | 'branch' | 'department' | 'position';

/**
 * The company's structure levels for the tree and node forms: which level a node's child has (levels switched off
 * are skipped) and the name each level is shown with. Until they load, the spec's chain and names.
 */
export function useStructureLevels(): {
  childOf: (level: Level | null) => Level | null;
  nameOf: (level: Level | null) => string;
} {
  const levels = useQuery({ queryKey: ['company-structures'], queryFn: () => api.listCompanyStructures() });
  const rows = levels.data ?? [];
  return { childOf: (level) => childLevelIn(rows, level), nameOf: (level) => levelNameIn(rows, level) };
}
