import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { consoleMessages, type ConsoleSysConfigEntry, type SysConfigKey } from '@jhy/contract';
import type { Db } from '../../../db/client.js';
import { sysConfig } from '../../../db/schema.js';
import { badRequest, notFound } from '../../../infra/errors.js';
import { sanitizeHtml } from '../../../infra/sanitizeHtml.js';
import { withAudit, type AuditActor } from '../audit/withAudit.js';

type SysConfigRow = typeof sysConfig.$inferSelect;

// Plain-text entries are one-liners of the footer and the about page; rich text may be long.
const TEXT_MAX = 2000;

export async function listSysConfigForConsole(db: Db): Promise<ConsoleSysConfigEntry[]> {
  const rows = await db.select().from(sysConfig).orderBy(asc(sysConfig.id));
  return rows.map(toEntry);
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
      const [row] = await tx.select().from(sysConfig).where(eq(sysConfig.name, input.name)).for('update');
      if (!row) throw notFound(consoleMessages.sysConfigNotFound);
      const content = normalizeContent(row, input.content);
      const [updated] = await tx
        .update(sysConfig)
        .set({ content, updatedAt: new Date() })
        .where(eq(sysConfig.id, row.id))
        .returning();
      return { before: { content: row.content }, after: { content }, result: toEntry(updated!) };
    },
  );
}

function normalizeContent(row: SysConfigRow, content: string): string {
  if (row.format === 'html') return sanitizeHtml(content);
  const text = content.trim();
  if (text.length > TEXT_MAX) throw badRequest(consoleMessages.sysConfigTooLong);
  if (row.name === 'company_email' && !z.email().safeParse(text).success)
    throw badRequest(consoleMessages.emailInvalid);
  return text;
}

function toEntry(row: SysConfigRow): ConsoleSysConfigEntry {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    content: row.content,
    format: row.format === 'html' ? 'html' : 'text',
    updatedAt: row.updatedAt.toISOString(),
  };
}
