import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import type { Option } from '../kit/Field';
import { INACTIVE_SUFFIX } from '../kit/select-options';
import { flatten } from '../structure/tree';
import { useDepartmentTree } from '../structure/use-department-tree';

/**
 * Department choices: every node below the root, indented by depth. Inactive nodes only with `showAll` ("Show All
 * options"), labelled "(Inactive)" (spec 000 §5).
 */
export function useDepartmentOptions(showAll = false): Option[] {
  const tree = useDepartmentTree(showAll ? 'All' : 'Active');
  return flatten(tree.data ?? [])
    .filter((n) => n.level !== null)
    .map((n) => ({
      value: n.id,
      label: `${'\u00a0\u00a0'.repeat(Math.max(0, n.depth - 1))}${n.title}${n.status === 'Active' ? '' : ' (Inactive)'}`,
    }));
}

/** Division choices (a user's export divisions). */
export function useDivisionOptions(): Option[] {
  const tree = useDepartmentTree('Active');
  return flatten(tree.data ?? [])
    .filter((n) => n.level === 'division')
    .map((n) => ({ value: n.id, label: n.title }));
}

/** Position choices (Only Position-level nodes are selectable where a position is needed, spec 000 §2). */
export function usePositionOptions(): Option[] {
  const tree = useDepartmentTree('Active');
  return flatten(tree.data ?? [])
    .filter((n) => n.level === 'position')
    .map((n) => ({ value: n.id, label: n.title }));
}

/** Pay group choices (GET /api/pay-groups): every group, an inactive one labelled so and still kept when chosen. */
export function usePayGroupOptions(): Option[] {
  const query = useQuery({ queryKey: ['pay-groups', 'options'], queryFn: () => api.getPayGroups() });
  return [...(query.data ?? [])]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((g) => ({ value: g.id, label: g.active ? g.name : `${g.name}${INACTIVE_SUFFIX}` }));
}

/** Skill choices (GET /api/skills, every status: inactive ones are offered after "Show All options"). */
export function useSkillOptions(enabled: boolean): Option[] {
  const query = useQuery({
    queryKey: ['skills', 'all'],
    queryFn: () => api.listSkills({ query: { status: 'all' } }),
    enabled,
  });
  return [...(query.data ?? [])]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((s) => ({ value: s.id, label: s.name, inactive: !s.active }));
}

/** Time rounding choices (GET /api/time-roundings: every status, inactive ones after "Show All options"). */
export function useTimeRoundingOptions(): Option[] {
  const query = useQuery({ queryKey: ['time-roundings', 'all'], queryFn: () => api.listTimeRoundings() });
  return [...(query.data ?? [])]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((r) => ({ value: r.id, label: r.name, inactive: !r.active }));
}
