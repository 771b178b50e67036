import type { PayCardRefusal } from './pay-card.answers.js';

// The pay card's rules (spec 001 §5 "Pay card detail", §8 "Pay card"), pure: the lines from save's parallel arrays,
// and what refuses them.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Units to 2 decimals, below 100,000 either way (numeric(10,2) holds them). */
const UNITS = /^-?\d{1,5}(\.\d{1,2})?$/;
export const NOTES_MAX = 500;
export const PROJECT_MAX = 64;

export interface PayCardLine {
  /** null: a new line */
  id: string | null;
  payTypeId: string;
  units: number;
  effUnits: number | null;
  notes: string | null;
  projectId: string | null;
}

export interface PayCardArrays {
  payCardDetailIdIds?: unknown[] | undefined;
  payTypeIds?: unknown[] | undefined;
  units?: unknown[] | undefined;
  effUnits?: unknown[] | undefined;
  notes?: unknown[] | undefined;
  projectIds?: unknown[] | undefined;
}

export interface FieldProblem {
  field: string;
  message: string;
}

const text = (value: unknown): string =>
  typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';

/**
 * The lines the parallel arrays describe, one per pay type id; each array given must be as long as `payTypeIds`
 * (an absent effUnits, notes or projectIds array means none). Problems name the field and line.
 */
export function payCardLines(arrays: PayCardArrays): { lines: PayCardLine[]; problems: FieldProblem[] } {
  const payTypes = arrays.payTypeIds ?? [];
  const problems: FieldProblem[] = [];
  const lengthOf = (name: keyof PayCardArrays, required: boolean) => {
    const list = arrays[name];
    if (list === undefined ? required && payTypes.length > 0 : list.length !== payTypes.length)
      problems.push({ field: name, message: `${name} must have one item per line (${payTypes.length})` });
  };
  lengthOf('payCardDetailIdIds', false);
  lengthOf('units', true);
  lengthOf('effUnits', false);
  lengthOf('notes', false);
  lengthOf('projectIds', false);
  if (problems.length) return { lines: [], problems };
  const lines = payTypes.map((payType, i): PayCardLine => {
    const problem = (field: string, message: string) => problems.push({ field: `${field}[${i}]`, message });
    const id = text(arrays.payCardDetailIdIds?.[i]);
    if (id && !UUID.test(id)) problem('payCardDetailIdIds', 'must be a pay detail id, or blank for a new line');
    const payTypeId = text(payType);
    if (!payTypeId) problem('payTypeIds', 'Pay type is required.');
    else if (!UUID.test(payTypeId)) problem('payTypeIds', 'must be a pay type id');
    const units = text(arrays.units?.[i]);
    if (!UNITS.test(units)) problem('units', 'must be a number with at most 2 decimals');
    const eff = text(arrays.effUnits?.[i]);
    if (eff && !UNITS.test(eff)) problem('effUnits', 'must be a number with at most 2 decimals, or blank');
    const notes = text(arrays.notes?.[i]);
    if (notes.length > NOTES_MAX) problem('notes', `must be at most ${NOTES_MAX} characters`);
    const project = text(arrays.projectIds?.[i]);
    if (project.length > PROJECT_MAX) problem('projectIds', `must be at most ${PROJECT_MAX} characters`);
    return {
      id: id || null,
      payTypeId,
      units: Number(units),
      effUnits: eff ? Number(eff) : null,
      notes: notes || null,
      projectId: project || null,
    };
  });
  return { lines, problems };
}

/**
 * What refuses a card's lines (all of them, as they will stand): a pay type twice (repeatcode); with projects
 * (isCalderStewart) a line without one (fileWithoutProject), or a pay type and project twice (repeatProject).
 */
export function payCardRefusal(
  lines: readonly { payTypeId: string; projectId: string | null }[],
  projects: boolean,
): PayCardRefusal | null {
  if (!projects) {
    const payTypes = new Set(lines.map((l) => l.payTypeId));
    return payTypes.size === lines.length ? null : 'repeatcode';
  }
  if (lines.some((l) => !l.projectId)) return 'fileWithoutProject';
  const pairs = new Set(lines.map((l) => `${l.payTypeId} ${l.projectId ?? ''}`));
  return pairs.size === lines.length ? null : 'repeatProject';
}

/** Whether an upload is a JPEG or a PDF, by its name and by its first bytes (never by what the client claims). */
export function isJpgOrPdf(name: string, bytes: Uint8Array): boolean {
  const lower = name.toLowerCase();
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const pdf = bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46 && bytes[4] === 0x2d;
  if (lower.endsWith('.jpg') || lower.endsWith('.jpeg')) return jpeg;
  if (lower.endsWith('.pdf')) return pdf;
  return false;
}
