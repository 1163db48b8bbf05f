import { describe, expect, it } from 'vitest';
import { officeZip, sampleFiles, storedZip } from '../../test/sampleFiles.js';
import { contentMatchesExtension, type AllowedExtension } from './fileTypes.js';
import { zipEntryNames } from './zipEntries.js';

/** An extension, and a maker of a file's content to check against it. */
type Sample = [AllowedExtension, () => Promise<Buffer>];

describe('content checks of the upload allow-list', () => {
  const genuine: Sample[] = [
    ['png', () => sampleFiles.png()],
    ['jpg', () => sampleFiles.jpg()],
    ['jpeg', () => sampleFiles.jpg()],
    ['gif', sampleFiles.gif],
    ['bmp', sampleFiles.bmp],
    ['pdf', sampleFiles.pdf],
    ['docx', sampleFiles.docx],
    ['xlsx', sampleFiles.xlsx],
    ['pptx', sampleFiles.pptx],
    ['zip', sampleFiles.zip],
    ['doc', sampleFiles.doc],
    ['xls', sampleFiles.doc],
    ['rar', sampleFiles.rar],
  ];
  it.each(genuine)('accepts a genuine .%s', async (extension, make) => {
    expect(await contentMatchesExtension(await make(), extension)).toBe(true);
  });

  const mislabelled: Sample[] = [
    ['png', sampleFiles.html],
    ['jpg', () => sampleFiles.png()],
    ['pdf', () => sampleFiles.png()],
    ['docx', sampleFiles.xlsx],
    ['xlsx', sampleFiles.docx],
    ['pptx', sampleFiles.zip],
    ['docx', sampleFiles.zip],
    ['doc', sampleFiles.pdf],
    ['zip', sampleFiles.rar],
    ['rar', sampleFiles.zip],
    ['gif', sampleFiles.bmp],
  ];
  it.each(mislabelled)('refuses a .%s whose content is something else', async (extension, make) => {
    expect(await contentMatchesExtension(await make(), extension)).toBe(false);
  });

  it('refuses a zip that names word/document.xml but lacks the content-types part', async () => {
    expect(await contentMatchesExtension(storedZip({ 'word/document.xml': '<x/>' }), 'docx')).toBe(false);
  });
});

describe('zip central directory reader', () => {
  it('lists the entries of a zip', () => {
    expect(zipEntryNames(officeZip('word/document.xml'))).toEqual(['[Content_Types].xml', 'word/document.xml']);
  });

  it('answers undefined for bytes that are not a zip or a truncated zip', () => {
    expect(zipEntryNames(Buffer.from('PK\x03\x04 truncated', 'latin1'))).toBeUndefined();
    expect(zipEntryNames(Buffer.from('not a zip at all, only text'))).toBeUndefined();
    const zip = storedZip({ 'a.txt': 'a' });
    expect(zipEntryNames(zip.subarray(0, zip.length - 10))).toBeUndefined();
  });
});
