import { z } from 'zod';
import {
  consoleMessages,
  isQrCodeContent,
  isQrCodeKey,
  isSysConfigKey,
  type ConsoleSysConfigEntry,
  type SysConfigKey,
} from '@jhy/contract';
import type { Db } from '../../../db/client.js';
import { badRequest, notFound } from '../../../infra/errors.js';
import { sanitizeHtml } from '../../../infra/sanitizeHtml.js';
import { withAudit, type AuditActor } from '../../audit/withAudit.js';
import {
  listSysConfigRows,
  lockSysConfigByName,
  updateSysConfigContent,
  type SysConfigRow,
} from './sysConfigRepository.js';

// Plain-text entries are one-liners of the footer and the about page; rich text may be long.
const TEXT_MAX = 2000;

export async function listSysConfigForConsole(db: Db): Promise<ConsoleSysConfigEntry[]> {
  const rows = await listSysConfigRows(db);
  // A row under a key the contract does not know could not be saved: the console does not offer it.
  return rows.flatMap((row) => (isSysConfigKey(row.name) ? [toEntry({ ...row, name: row.name })] : []));
}

/**
 * Saves one entry. Rich-text entries are cleaned by the allow-list sanitizer before they are
 * stored (the page cleans again when it renders); plain text is trimmed and kept short.
 */
export function updateSysConfig(
  db: Db,
  actor: AuditActor,
  input: { name: SysConfigKey; content: string },
): Promise<ConsoleSysConfigEntry> {
  return withAudit(
    db,
    actor,
    { action: 'sysConfig.update', targetType: 'sysConfig', targetId: input.name },
    async (tx) => {
      const row = await lockSysConfigByName(tx, input.name);
      if (!row) throw notFound(consoleMessages.sysConfigNotFound);
      const content = normalizeContent(row, input.content);
      const updated = await updateSysConfigContent(tx, row.id, content);
      return {
        before: { content: row.content },
        after: { content },
        result: toEntry({ ...updated, name: input.name }),
      };
    },
  );
}

function normalizeContent(row: SysConfigRow, content: string): string {
  if (row.format === 'html') return sanitizeHtml(content);
  const text = content.trim();
  if (text.length > TEXT_MAX) throw badRequest(consoleMessages.sysConfigTooLong);
  if (row.name === 'company_email' && !z.email().safeParse(text).success)
    throw badRequest(consoleMessages.emailInvalid);
  if (isQrCodeKey(row.name) && !isQrCodeContent(text)) throw badRequest(consoleMessages.qrCodeUrlInvalid);
  return text;
}

function toEntry(row: SysConfigRow & { name: SysConfigKey }): ConsoleSysConfigEntry {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    content: row.content,
    format: row.format === 'html' ? 'html' : 'text',
    updatedAt: row.updatedAt.toISOString(),
  };
}
