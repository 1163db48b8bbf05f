import { inflateSync } from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const HEADER_SIZE = 44;
const WOFF_ENTRY_SIZE = 20;
const SFNT_ENTRY_SIZE = 16;

/**
 * A WOFF 1 font turned back into the TrueType/OpenType file it wraps (W3C WOFF 1.0 §4–5): each
 * table inflated when it is compressed, laid out 4-byte aligned behind a new table directory.
 * pdfkit's font library reads a WOFF table by table and is very slow at subsetting one, while a
 * plain TrueType file subsets in milliseconds; the conversion is done once per process.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('not a WOFF font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = HEADER_SIZE + i * WOFF_ENTRY_SIZE;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    };
  });
  const padded = (length: number) => (length + 3) & ~3;
  const directorySize = 12 + numTables * SFNT_ENTRY_SIZE;
  const total = tables.reduce((size, table) => size + padded(table.data.length), directorySize);
  const out = Buffer.alloc(total);
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = directorySize;
  tables.forEach((table, i) => {
    const at = 12 + i * SFNT_ENTRY_SIZE;
    out.writeUInt32BE(table.tag, at);
    out.writeUInt32BE(table.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  });
  return out;
}
