// An .xlsx is a zip: its central directory states every entry's unpacked size, so a file that would inflate to
// far more than it weighs (a zip bomb) can be refused before anything is unpacked.

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;

export interface ZipContents {
  entries: number;
  unpackedBytes: number;
}

/** What a workbook may unpack to; checked on the central directory before anything is unpacked. */
export interface ZipBounds {
  maxEntries: number;
  maxUnpackedBytes: number;
}

/** The limits every spreadsheet upload keeps to: 50 MB unpacked in at most 500 parts. */
export const WORKBOOK_ZIP_BOUNDS: ZipBounds = { maxEntries: 500, maxUnpackedBytes: 50 * 1024 * 1024 };

/**
 * The entry count and total unpacked size a zip's central directory states, or null when it is not a zip. A ZIP64
 * archive states 0xFFFF entries and 0xFFFFFFFF sizes here, which any bound below those refuses.
 */
export function zipContents(bytes: Buffer): ZipContents | null {
  if (bytes.length < 22) return null;
  // The end record is 22 bytes plus a comment of at most 65535 bytes, at the end of the file.
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= earliest; at--) {
    if (bytes.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  let unpackedBytes = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL_DIRECTORY_ENTRY) return null;
    unpackedBytes += bytes.readUInt32LE(at + 24);
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return { entries, unpackedBytes };
}

/** Whether a zip's central directory stays within the bounds (false also when it states more than it holds). */
export function zipWithin(contents: ZipContents, bounds: ZipBounds): boolean {
  return contents.entries <= bounds.maxEntries && contents.unpackedBytes <= bounds.maxUnpackedBytes;
}
