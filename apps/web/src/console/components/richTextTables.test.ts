import { Editor } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { tableExtensions } from './richTextTables';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

const roundTrip = (html: string) => {
  editor = new Editor({ extensions: [StarterKit, Image, ...tableExtensions], content: html });
  return editor.getHTML();
};

describe('tables in the rich-text editor', () => {
  it("keeps a deal announcement's table, its header cells and spans, through an edit", () => {
    const html = roundTrip(
      '<p>成交结果如下：</p><table><thead><tr><th colspan="2">成交信息</th></tr></thead>' +
        '<tbody><tr><th>成交价格</th><td>196.00 万元</td></tr></tbody></table><p>特此公告。</p>',
    );
    expect(html).toContain('<table><tbody><tr><th colspan="2"><p>成交信息</p></th></tr>');
    expect(html).toContain('<tr><th><p>成交价格</p></th><td><p>196.00 万元</p></td></tr></tbody></table>');
    expect(html).toContain('<p>特此公告。</p>');
  });

  it('keeps pictures', () => {
    expect(roundTrip('<p>正文</p><img src="/uploads/demo/content/scene-lake.jpg" alt="青海湖">')).toContain(
      '<img src="/uploads/demo/content/scene-lake.jpg" alt="青海湖">',
    );
  });
});
