import { RequiredMark } from '../TextField';

/**
 * The file input of an upload form (Import Jobs, Import Schedule): a required "File" with its message underneath;
 * the file chosen (or none) goes to `onChange`.
 */
export function FileUploadField({
  ariaLabel,
  accept,
  error,
  onChange,
}: {
  /** the input's accessible name, e.g. "Job file" */
  ariaLabel: string;
  accept: string;
  error: string;
  onChange: (file: File | null) => void;
}) {
  return (
    <>
      <label className="flex flex-col gap-1">
        <span className="font-semibold">
          <RequiredMark />
          File
        </span>
        <input
          type="file"
          aria-label={ariaLabel}
          accept={accept}
          onChange={(e) => onChange(e.target.files?.[0] ?? null)}
        />
      </label>
      <div className="min-h-5 text-[13px] text-danger" role={error ? 'alert' : undefined}>
        {error}
      </div>
    </>
  );
}

/** The rows an import refused, one line each with its reason. */
export function RefusedRows({ lines, role }: { lines: string[]; role?: 'status' }) {
  return (
    <div role={role} className="rounded-md border border-warning/40 bg-warning/10 p-2">
      <div className="font-semibold">Rows not imported</div>
      <ul className="list-disc pl-5">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
