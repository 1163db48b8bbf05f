import { fileTypeFromBuffer } from 'file-type';
import type { ENTERPRISE_FILE_EXTENSIONS } from '@jhy/contract';
import { zipEntryNames } from './zipEntries.js';

export type AllowedExtension = (typeof ENTERPRISE_FILE_EXTENSIONS)[number];

/** What the bytes say they are: file-type's magic-byte verdict and, for zips, the entry names. */
interface Content {
  detected?: string;
  zipEntries?: string[];
}

interface AllowedType {
  mime: string;
  isImage: boolean;
  matches(content: Content): boolean;
}

const byMagic = (ext: string) => (content: Content) => content.detected === ext;
// An Office Open XML file is a zip holding its content-types list and its main part.
const officeDocument = (mainPart: string) => (content: Content) =>
  content.zipEntries !== undefined &&
  content.zipEntries.includes('[Content_Types].xml') &&
  content.zipEntries.includes(mainPart);
// doc and xls are OLE compound files; the container cannot tell them apart without parsing streams.
const compoundFile = byMagic('cfb');

/** The allow-list of docs/product.md §5 "Uploads": each extension with the content it must have. */
export const ALLOWED_TYPES: Record<AllowedExtension, AllowedType> = {
  pdf: { mime: 'application/pdf', isImage: false, matches: byMagic('pdf') },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    isImage: false,
    matches: officeDocument('word/document.xml'),
  },
  doc: { mime: 'application/msword', isImage: false, matches: compoundFile },
  xls: { mime: 'application/vnd.ms-excel', isImage: false, matches: compoundFile },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    isImage: false,
    matches: officeDocument('xl/workbook.xml'),
  },
  pptx: {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    isImage: false,
    matches: officeDocument('ppt/presentation.xml'),
  },
  zip: { mime: 'application/zip', isImage: false, matches: (content) => content.zipEntries !== undefined },
  rar: { mime: 'application/vnd.rar', isImage: false, matches: byMagic('rar') },
  jpg: { mime: 'image/jpeg', isImage: true, matches: byMagic('jpg') },
  jpeg: { mime: 'image/jpeg', isImage: true, matches: byMagic('jpg') },
  png: { mime: 'image/png', isImage: true, matches: byMagic('png') },
  gif: { mime: 'image/gif', isImage: true, matches: byMagic('gif') },
  bmp: { mime: 'image/bmp', isImage: true, matches: byMagic('bmp') },
};

export function isAllowedExtension(extension: string, among: readonly string[]): extension is AllowedExtension {
  return among.includes(extension) && Object.hasOwn(ALLOWED_TYPES, extension);
}

/** Whether the bytes really are what the (allow-listed) extension claims. */
export async function contentMatchesExtension(bytes: Buffer, extension: AllowedExtension): Promise<boolean> {
  const detected = (await fileTypeFromBuffer(bytes))?.ext;
  const zipEntries = zipEntryNames(bytes);
  return ALLOWED_TYPES[extension].matches({ detected, zipEntries });
}

/** The image format by content, for the avatar (jpg or png) checks. */
export async function detectedImageFormat(bytes: Buffer): Promise<string | undefined> {
  return (await fileTypeFromBuffer(bytes))?.ext;
}
