import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import './safeHtml.css';

// Links that open a new tab must not hand this page to the other site (window.opener).
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * Cleans rich text for display. The server already sanitized it on write; this second pass is
 * the defence for anything that reached the database another way (docs/security.md "Rich text").
 */
export function purifyHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    ADD_ATTR: ['target'],
    FORBID_ATTR: ['srcset'],
  });
}

interface SafeHtmlProps {
  html: string;
  className?: string;
}

/** The one way the portal renders an HTML body (news, policies, zone and product descriptions). */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => purifyHtml(html), [html]);
  return (
    <div
      className={['jhy-rich-text', className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
