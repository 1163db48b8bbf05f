import { createHash } from 'node:crypto';

/**
 * What the audit log keeps of a content item before and after a change. The body can be long
 * rich text, so the log records its length and a fingerprint — enough to see that it changed
 * and to match it against a copy — rather than a second copy of every article.
 */
export function contentSnapshot<T extends { content: string; pubTime: Date; updatedAt?: Date }>(row: T) {
  const { content, pubTime, updatedAt: _updatedAt, ...fields } = row;
  return {
    ...fields,
    pubTime: pubTime.toISOString(),
    contentLength: content.length,
    contentSha256: createHash('sha256').update(content).digest('hex').slice(0, 16),
  };
}
