const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_HEADER = 0x02014b50;
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const MAX_ENTRIES = 20_000;

/**
 * The names in a zip file's central directory, or undefined when the bytes are not a readable zip.
 * Office documents (docx, xlsx, pptx) are zip containers; their entries say which kind they are
 * (`word/document.xml`, `xl/workbook.xml`, `ppt/presentation.xml`). Only the directory is read —
 * nothing is inflated, so a zip bomb costs nothing here.
 */
export function zipEntryNames(bytes: Buffer): string[] | undefined {
  if (bytes.length < END_RECORD_SIZE || bytes.readUInt32LE(0) !== 0x04034b50) return undefined;
  const end = findEndRecord(bytes);
  if (end === undefined) return undefined;
  const entryCount = bytes.readUInt16LE(end + 10);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  if (entryCount > MAX_ENTRIES || directoryOffset >= bytes.length) return undefined;

  const names: string[] = [];
  let offset = directoryOffset;
  for (let i = 0; i < entryCount; i += 1) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== CENTRAL_DIRECTORY_HEADER) return undefined;
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    const nameStart = offset + 46;
    if (nameStart + nameLength > bytes.length) return undefined;
    names.push(bytes.toString('utf8', nameStart, nameStart + nameLength));
    offset = nameStart + nameLength + extraLength + commentLength;
  }
  return names;
}

function findEndRecord(bytes: Buffer): number | undefined {
  const lowest = Math.max(0, bytes.length - END_RECORD_SIZE - MAX_COMMENT);
  for (let at = bytes.length - END_RECORD_SIZE; at >= lowest; at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) return at;
  }
  return undefined;
}
