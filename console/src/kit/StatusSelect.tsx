/** A choice of one status: the lists' Status filter, a row's new status. `label` shows above it when given. */
export function StatusSelect<S extends string>({
  label,
  ariaLabel,
  statuses,
  value,
  onChange,
}: {
  label?: string;
  ariaLabel: string;
  statuses: readonly S[];
  value: S;
  onChange: (status: S) => void;
}) {
  const select = (
    <select
      aria-label={ariaLabel}
      className="h-9 rounded-md border border-line px-2"
      value={value}
      onChange={(e) => onChange(e.target.value as S)}
    >
      {statuses.map((s) => (
        <option key={s}>{s}</option>
      ))}
    </select>
  );
  if (!label) return select;
  return (
    <label className="flex flex-col gap-1">
      <span className="font-semibold">{label}</span>
      {select}
    </label>
  );
}
