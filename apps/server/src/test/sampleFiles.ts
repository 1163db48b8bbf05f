import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Real, small files of each allowed kind, made in memory for upload tests. */
export const sampleFiles = {
  png: (width = 64, height = 48) =>
    sharp({ create: { width, height, channels: 3, background: '#2e8b57' } })
      .png()
      .toBuffer(),
  jpg: (width = 64, height = 48) =>
    sharp({ create: { width, height, channels: 3, background: '#1f4e79' } })
      .jpeg()
      .toBuffer(),
  gif: () =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: '#ffffff' } })
      .gif()
      .toBuffer(),
  bmp: () => Promise.resolve(bmp(2, 2)),
  pdf: () => Promise.resolve(Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n')),
  docx: () => Promise.resolve(officeZip('word/document.xml')),
  xlsx: () => Promise.resolve(officeZip('xl/workbook.xml')),
  pptx: () => Promise.resolve(officeZip('ppt/presentation.xml')),
  zip: () => Promise.resolve(storedZip({ 'readme.txt': '江河源' })),
  // An OLE compound file header (Word 97–2003 .doc / Excel .xls) padded to one sector.
  doc: () =>
    Promise.resolve(
      Buffer.concat([
        Buffer.from('d0cf11e0a1b11ae1', 'hex'),
        Buffer.alloc(16),
        Buffer.from([0x3e, 0, 3, 0, 0xfe, 0xff, 9, 0]),
        Buffer.alloc(480),
      ]),
    ),
  rar: () => Promise.resolve(Buffer.concat([Buffer.from('Rar!\x1a\x07\x00', 'latin1'), Buffer.alloc(64, 1)])),
  html: () =>
    Promise.resolve(Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>')),
};

/** A zip with the two entries an Office Open XML document of that kind must have. */
export function officeZip(mainPart: string): Buffer {
  return storedZip({ '[Content_Types].xml': '<?xml version="1.0"?><Types/>', [mainPart]: '<?xml version="1.0"?><x/>' });
}

/** A zip archive with uncompressed ("stored") entries, enough for content checks. */
export function storedZip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const entry = { crc: crc32(data), size: data.length, nameLength: fileName.length };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(local, 4, entry);
    locals.push(local, fileName, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    writeEntryFields(central, 6, entry);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * The fields a zip entry's local header and its central directory record share, in the same order
 * from `at` on (4 in the local header, 6 in the central record): version needed, crc and sizes (stored,
 * so both sizes are the data's) and the name's length; flags, method, time and date stay zero.
 */
function writeEntryFields(header: Buffer, at: number, entry: { crc: number; size: number; nameLength: number }) {
  header.writeUInt16LE(20, at);
  header.writeUInt32LE(entry.crc, at + 10);
  header.writeUInt32LE(entry.size, at + 14);
  header.writeUInt32LE(entry.size, at + 18);
  header.writeUInt16LE(entry.nameLength, at + 22);
}

function bmp(width: number, height: number): Buffer {
  const rowSize = Math.ceil((width * 3) / 4) * 4;
  const pixels = Buffer.alloc(rowSize * height, 0x80);
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(54 + pixels.length, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(width, 18);
  header.writeInt32LE(height, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  header.writeUInt32LE(pixels.length, 34);
  return Buffer.concat([header, pixels]);
}
