import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { purifyHtml, SafeHtml } from './SafeHtml';

describe('SafeHtml', () => {
  it.each([
    '<img src=x onerror="window.hacked=1">',
    '<a href="javascript:window.hacked=1">x</a>',
    '<svg><script>window.hacked=1</script></svg>',
    '<iframe src="https://evil.example"></iframe>',
    '<form action="https://evil.example"><input name="password"></form>',
    '<style>body{display:none}</style>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  ])('renders nothing that runs script or takes over the page: %s', (dirty) => {
    const clean = purifyHtml(dirty);
    expect(clean).not.toMatch(/onerror|javascript:|<script|<iframe|<form|<style|<input/i);
  });

  it('keeps rich text and closes the opener of new-tab links', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<h3>要点</h3><table><tbody><tr><td>价格</td></tr></tbody></table><a href="https://example.com" target="_blank">外链</a>'
        }
      />,
    );
    expect(container.querySelector('h3')?.textContent).toBe('要点');
    expect(container.querySelector('td')?.textContent).toBe('价格');
    expect(container.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
