import type { ReportColumn, ReportRow } from '../report-definition.js';

const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const FONT_SIZE = 8;
const PADDING = 3;

/**
 * Writes a report's table into a PDF document row by row: each row as tall as its tallest cell, a new page (with
 * the header row again) when the next row does not fit.
 */
export class PdfTable {
  private readonly widths: number[];
  private readonly left: number;
  private readonly bottom: number;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly columns: readonly ReportColumn[],
  ) {
    const { margins, width, height } = doc.page;
    const usable = width - margins.left - margins.right;
    const total = columns.reduce((sum, c) => sum + c.weight, 0);
    this.widths = columns.map((c) => (usable * c.weight) / total);
    this.left = margins.left;
    this.bottom = height - margins.bottom;
  }

  header(): void {
    this.row(
      this.columns.map((c) => c.header),
      BOLD,
      '#e8e8e8',
    );
  }

  rows(rows: readonly ReportRow[]): void {
    for (const row of rows) this.row(row, FONT, null);
  }

  /** A line across the table's width, e.g. for "no rows". */
  note(text: string): void {
    this.doc
      .font(FONT)
      .fontSize(FONT_SIZE)
      .text(text, this.left, this.doc.y + PADDING);
  }

  private row(cells: readonly string[], font: string, fill: string | null): void {
    const doc = this.doc.font(font).fontSize(FONT_SIZE);
    const height =
      Math.max(...cells.map((text, i) => doc.heightOfString(text, { width: this.cellWidth(i) }))) + 2 * PADDING;
    if (doc.y + height > this.bottom && font !== BOLD) {
      doc.addPage();
      this.header();
      doc.font(font).fontSize(FONT_SIZE);
    }
    const top = doc.y;
    let x = this.left;
    for (const [i, text] of cells.entries()) {
      const width = this.widths[i] ?? 0;
      if (fill) doc.rect(x, top, width, height).fill(fill);
      doc.rect(x, top, width, height).lineWidth(0.5).stroke('#999999');
      doc.fillColor('#000000').text(text, x + PADDING, top + PADDING, {
        width: this.cellWidth(i),
        align: this.columns[i]?.align ?? 'left',
      });
      x += width;
    }
    doc.x = this.left;
    doc.y = top + height;
  }

  private cellWidth(i: number): number {
    return (this.widths[i] ?? 0) - 2 * PADDING;
  }
}
