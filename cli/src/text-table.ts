// A plain-text table for the terminal: a header, a rule under it, and one line per row, columns padded to fit.

/** A column: its title and what it shows of a row. */
export type TextColumn<Row> = readonly [title: string, cell: (row: Row) => string];

/** The table's lines (no trailing newline), each trimmed at the end. */
export function textTable<Row>(columns: readonly TextColumn<Row>[], rows: readonly Row[]): string[] {
  const cells = rows.map((r) => columns.map(([, cell]) => cell(r)));
  const widths = columns.map(([title], i) => Math.max(title.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (values: string[]) =>
    values
      .map((v, i) => v.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(columns.map(([title]) => title)), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)];
}
