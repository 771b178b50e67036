import { deflateRawSync } from 'node:zlib';
import { WORKBOOK_ZIP_BOUNDS, zipContents, zipWithin } from './zip-contents.js';

/** A zip of deflated entries, written by the format's own layout (local headers, central directory, end record). */
function zipOf(entries: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const packed = deflateRawSync(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, packed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    directory.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const centralBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralBytes, end]);
}

describe('a zip’s central directory', () => {
  it('states the entries and their unpacked size without inflating them', () => {
    const zip = zipOf([
      { name: 'a.xml', data: Buffer.alloc(1000, 'a') },
      { name: 'b.xml', data: Buffer.alloc(500, 'b') },
    ]);
    expect(zip.length).toBeLessThan(1500);
    expect(zipContents(zip)).toEqual({ entries: 2, unpackedBytes: 1500 });
  });

  it('is null for bytes that are not a zip, however short', () => {
    expect(zipContents(Buffer.from('not a zip at all, just some text'))).toBeNull();
    expect(zipContents(Buffer.alloc(3))).toBeNull();
    const zip = zipOf([{ name: 'a.xml', data: Buffer.from('x') }]);
    expect(zipContents(zip.subarray(zip.length - 22))).toBeNull(); // an end record pointing at nothing
  });

  it('keeps a workbook within 50 MB unpacked and 500 parts', () => {
    // 60 MB of zeros deflates to about 60 kB: refused on what the directory states
    const bomb = zipContents(zipOf([{ name: 'sheet.xml', data: Buffer.alloc(60 * 1024 * 1024) }]));
    expect(bomb && zipWithin(bomb, WORKBOOK_ZIP_BOUNDS)).toBe(false);
    const parts = (n: number) =>
      zipOf(Array.from({ length: n }, (_, i) => ({ name: `p${i}`, data: Buffer.from('x') })));
    const many = zipContents(parts(501));
    expect(many?.entries).toBe(501);
    expect(many && zipWithin(many, WORKBOOK_ZIP_BOUNDS)).toBe(false);
    const enough = zipContents(parts(500));
    expect(enough && zipWithin(enough, WORKBOOK_ZIP_BOUNDS)).toBe(true);
  });
});
