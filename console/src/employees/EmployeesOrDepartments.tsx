import { TagMultiSelect } from '../kit/TagMultiSelect';
import { flatten } from '../structure/tree';
import { useDepartmentTree } from '../structure/use-department-tree';
import { EmployeeMultiPicker } from './EmployeeMultiPicker';

/**
 * The global bulk actions' choice of whom they act on (spec 002 "Global bulk actions"): By Employee (a searching
 * picker) or By Department (the structure nodes, indented by depth), with each list's error.
 */
export function EmployeesOrDepartments({
  label,
  byEmployee,
  onByEmployee,
  employeeIds,
  onEmployees,
  departmentIds,
  onDepartments,
  employeesError,
  departmentsError,
}: {
  /** the radio group's name, e.g. "Schedule by" */
  label: string;
  byEmployee: boolean;
  onByEmployee: (byEmployee: boolean) => void;
  employeeIds: string[];
  onEmployees: (ids: string[]) => void;
  departmentIds: string[];
  onDepartments: (ids: string[]) => void;
  employeesError?: string | undefined;
  departmentsError?: string | undefined;
}) {
  const tree = useDepartmentTree();
  const departments = flatten(tree.data ?? []).map((n) => ({
    value: n.id,
    label: `${'\u00a0\u00a0'.repeat(n.depth)}${n.title}`,
  }));
  return (
    <>
      <div role="radiogroup" aria-label={label} className="flex gap-4">
        {[
          { by: true, label: 'By Employee' },
          { by: false, label: 'By Department' },
        ].map((o) => (
          <label key={o.label} className="flex items-center gap-1">
            <input type="radio" checked={byEmployee === o.by} onChange={() => onByEmployee(o.by)} />
            {o.label}
          </label>
        ))}
      </div>
      {byEmployee ? (
        <EmployeeMultiPicker
          label="Employees"
          value={employeeIds}
          onChange={onEmployees}
          error={employeesError}
          required
        />
      ) : (
        <div>
          <TagMultiSelect label="Departments" options={departments} value={departmentIds} onChange={onDepartments} />
          {departmentsError && (
            <div className="-mt-4 text-[13px] text-danger" role="alert">
              {departmentsError}
            </div>
          )}
        </div>
      )}
    </>
  );
}
