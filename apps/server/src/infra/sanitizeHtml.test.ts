import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml.js';

/** Nothing that can run script may survive: no script element, handler, or script-bearing URL. */
const expectInert = (html: string) => {
  expect(html).not.toMatch(/<script|<svg|<math|<iframe|<object|<embed|<form|<base|<meta|<link|<style/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:|vbscript:|expression\(|data:text/i);
};

describe('sanitizeHtml (rich text on write)', () => {
  it.each([
    ['a script element', '<p>正文</p><script>alert(1)</script>'],
    ['a script with odd casing and attributes', '<ScRiPt src="https://evil.example/x.js"></ScRiPt><p>正文</p>'],
    ['an onerror handler', '<img src="x" onerror="alert(1)"><p>正文</p>'],
    ['an unquoted handler', '<img src=x onerror=alert(1)//><p>正文</p>'],
    ['an onclick on an allowed tag', '<p onclick="alert(1)">正文</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">点我</a>'],
    ['a javascript: link with mixed case and spaces', '<a href="  JaVaScRiPt:alert(1)">点我</a>'],
    ['a javascript: link hidden by entities', '<a href="&#106;avascript&#58;alert(1)">点我</a>'],
    ['a javascript: link split by a tab entity', '<a href="java&#x09;script:alert(1)">点我</a>'],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)">点我</a>'],
    ['a data: URL in a link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">点我</a>'],
    ['an SVG with onload', '<svg onload="alert(1)"><circle r="5"/></svg><p>正文</p>'],
    [
      'an SVG link with xlink:href',
      '<svg><a xlink:href="javascript:alert(1)"><text x="0" y="20">点我</text></a></svg>',
    ],
    ['an SVG script', '<svg><script>alert(1)</script></svg>'],
    [
      'MathML mutation',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
    ],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>正文</p>'],
    ['an iframe with srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['an object and an embed', '<object data="x.swf"></object><embed src="x.swf">'],
    [
      'a form posting elsewhere',
      '<form action="https://evil.example"><input name="password"><button>提交</button></form>',
    ],
    [
      'a base and a meta refresh',
      '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example">',
    ],
    ['a style element', '<style>body{background:url("javascript:alert(1)")}</style><p>正文</p>'],
    ['a style expression', '<p style="width: expression(alert(1)); color: expression(alert(1))">正文</p>'],
    ['a style url()', '<p style="background-image: url(javascript:alert(1))">正文</p>'],
    ['an HTML-comment trick', '<!--<img src="--><img src=x onerror=alert(1)//">-->'],
    ['a data: HTML document as an image', '<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">'],
  ])('removes %s', (_name, dirty) => {
    expectInert(sanitizeHtml(dirty));
  });

  it('keeps the text around what it removes', () => {
    expect(sanitizeHtml('<p onclick="alert(1)">正文</p><script>alert(1)</script>')).toBe('<p>正文</p>');
  });

  it('drops an SVG image given as a data: URL but keeps a raster one', () => {
    expect(sanitizeHtml('<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">')).not.toContain('data:');
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(sanitizeHtml(`<img src="${png}" alt="图">`)).toContain(png);
  });

  it('drops protocol-relative sources', () => {
    expect(sanitizeHtml('<img src="//evil.example/x.png">')).not.toContain('evil');
  });

  it('keeps headings, lists, tables, images and http(s) links', () => {
    const rich =
      '<h3>要点</h3><ol><li>一</li></ol><table><thead><tr><th colspan="2">成交信息</th></tr></thead>' +
      '<tbody><tr><td>价格</td><td>196 万元</td></tr></tbody></table>' +
      '<p style="text-align: center"><img src="/uploads/demo/content/scene-lake.jpg" alt="青海湖"></p>' +
      '<p><a href="https://www.mee.gov.cn/">生态环境部</a></p>';
    const clean = sanitizeHtml(rich);
    for (const part of [
      '<h3>',
      '<ol>',
      '<table>',
      '<th colspan="2">',
      '<img src="/uploads/demo/content/scene-lake.jpg"',
      'href="https://www.mee.gov.cn/"',
      'text-align:center',
    ]) {
      expect(clean).toContain(part);
    }
  });

  it('makes a link that opens a new tab unable to reach back to the portal', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">外链</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });
});
