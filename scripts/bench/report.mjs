// Prints the benchmark's figures as aligned tables.
const cell = (value) => (value === null || value === undefined ? '–' : String(value));
const ratio = (value, baseline) => (baseline > 0 ? `${(value / baseline).toFixed(1)}×` : '–');

export function printTable(title, header, rows, out = (line) => process.stdout.write(`${line}\n`)) {
  const table = [header, ...rows.map((row) => row.map(cell))];
  const widths = header.map((_, i) => Math.max(...table.map((row) => row[i].length)));
  out('');
  out(title);
  for (const [index, row] of table.entries()) {
    out(`  ${row.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')}`);
    if (index === 0) out(`  ${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  }
}

/** The columns every open-model row shares: what was offered, what came back, and how it compares. */
export function openRow(name, offered, result, baseline, during) {
  return [
    name,
    `${offered}/s`,
    result.sentPerSecond,
    result.okPerSecond,
    result.p50,
    result.p95,
    result.p99,
    result.errors,
    ratio(result.p50, baseline.p50),
    ratio(result.p99, baseline.p99),
    baseline.p99,
    during?.p99,
  ];
}
export const OPEN_HEADER = [
  'scenario',
  'offered',
  'sent/s',
  'ok/s',
  'p50 ms',
  'p95 ms',
  'p99 ms',
  'errors',
  'p50 vs base',
  'p99 vs base',
  'base p99 ms',
  'trivial p99 during',
];

export function describeErrors(result) {
  if (!result.errors) return null;
  const codes = Object.entries(result.statusCodes)
    .filter(([code]) => Number(code) < 200 || Number(code) >= 400)
    .map(([code, n]) => `${n} × ${code === '0' ? 'no answer' : code}`)
    .join(', ');
  return `${codes}${result.errorMessages.length ? ` (${result.errorMessages.join('; ')})` : ''}`;
}
