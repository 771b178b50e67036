import { extractText, getDocumentProxy } from 'unpdf';

/**
 * The text of each page of a PDF, as pdf.js reads it (through unpdf, whose build of pdf.js needs no canvas
 * package in Node): the text runs in drawing order, separated by single spaces.
 */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(bytes);
  try {
    const { text } = await extractText(pdf, { mergePages: false });
    // a wrapped cell's lines come apart: one space between runs, whatever pdf.js put there
    return text.map((page) => page.replace(/\s+/g, ' '));
  } finally {
    await pdf.destroy();
  }
}
