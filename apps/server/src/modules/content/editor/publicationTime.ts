import { contentEditorMessages } from '@jhy/contract';
import { parseChinaDateTime } from '../../../infra/chinaTime.js';
import { badRequest } from '../../../infra/errors.js';

/** The editor's publication time (China time text), or now when left empty. */
export function publicationTime(text: string): Date {
  if (text === '') return new Date();
  const date = parseChinaDateTime(text);
  if (!date) throw badRequest(contentEditorMessages.pubTimeInvalid);
  return date;
}
