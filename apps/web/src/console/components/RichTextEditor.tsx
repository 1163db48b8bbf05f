import { useEffect, useRef, useState } from 'react';
import {
  BoldOutlined,
  PictureOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Divider, Tooltip } from 'antd';
import { useAppMessage } from '../../app/feedback';
import { tableExtensions } from './richTextTables';
import './richTextEditor.css';

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  /** Names the editing area for screen readers and tests. */
  ariaLabel: string;
  /**
   * Uploads a picture chosen with the toolbar's image button and answers its address; without it
   * the editor offers no image button.
   */
  uploadImage?: (file: File) => Promise<string>;
}

/**
 * The console's rich-text editor (Tiptap): paragraphs, headings, bold / italic / underline /
 * strike, lists, quotes, links and (with `uploadImage`) pictures — what the portal renders. It works as an antd form control
 * (`value` / `onChange`). The server cleans what it receives; the portal cleans again on display.
 * Loaded lazily (see LazyRichTextEditor) so that only the pages that edit rich text carry it.
 */
export default function RichTextEditor({ value = '', onChange, ariaLabel, uploadImage }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true } }), Image, ...tableExtensions],
    content: value,
    editorProps: { attributes: { 'aria-label': ariaLabel, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: current }) => onChange?.(current.isEmpty ? '' : current.getHTML()),
  });

  // A value set from outside (the form loading another entry) replaces the document.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="jhy-rte">
      {editor && <Toolbar editor={editor} uploadImage={uploadImage} />}
      <EditorContent editor={editor} className="jhy-rte__content" />
    </div>
  );
}

function Toolbar({ editor, uploadImage }: { editor: Editor; uploadImage?: RichTextEditorProps['uploadImage'] }) {
  const message = useAppMessage();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const insertPicture = async (file: File | undefined) => {
    if (!file || !uploadImage) return;
    setUploading(true);
    try {
      const src = await uploadImage(file);
      editor.chain().focus().setImage({ src, alt: file.name }).run();
    } catch {
      message.error('图片上传失败');
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const tool = (label: string, active: boolean, run: () => void, icon: React.ReactNode, disabled = false) => (
    <Tooltip title={label}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        aria-label={label}
        aria-pressed={active}
        icon={icon}
        disabled={disabled}
        onMouseDown={(event) => event.preventDefault()}
        onClick={run}
      />
    </Tooltip>
  );
  const text = (label: string, active: boolean, run: () => void, children: string) => (
    <Button
      size="small"
      type={active ? 'primary' : 'text'}
      // Its visible text first (WCAG 2.5.3: a voice user says what they see), then what it does.
      aria-label={`${children} ${label}`}
      aria-pressed={active}
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
    >
      {children}
    </Button>
  );

  return (
    <div className="jhy-rte__toolbar" role="toolbar" aria-label="格式工具栏">
      {text('二级标题', state.h2, () => chain().toggleHeading({ level: 2 }).run(), 'H2')}
      {text('三级标题', state.h3, () => chain().toggleHeading({ level: 3 }).run(), 'H3')}
      <Divider type="vertical" />
      {tool('加粗', state.bold, () => chain().toggleBold().run(), <BoldOutlined />)}
      {tool('斜体', state.italic, () => chain().toggleItalic().run(), <ItalicOutlined />)}
      {tool('下划线', state.underline, () => chain().toggleUnderline().run(), <UnderlineOutlined />)}
      {tool('删除线', state.strike, () => chain().toggleStrike().run(), <StrikethroughOutlined />)}
      <Divider type="vertical" />
      {tool('无序列表', state.bullet, () => chain().toggleBulletList().run(), <UnorderedListOutlined />)}
      {tool('有序列表', state.ordered, () => chain().toggleOrderedList().run(), <OrderedListOutlined />)}
      {text('引用', state.quote, () => chain().toggleBlockquote().run(), '引用')}
      <Divider type="vertical" />
      {uploadImage && (
        <>
          <Tooltip title="插入图片">
            <Button
              size="small"
              type="text"
              aria-label="插入图片"
              icon={<PictureOutlined />}
              loading={uploading}
              onClick={() => fileInput.current?.click()}
            />
          </Tooltip>
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg,image/gif"
            hidden
            // The toolbar's layout styles would show it despite `hidden`: the button above opens it.
            style={{ display: 'none' }}
            onChange={(event) => void insertPicture(event.target.files?.[0])}
          />
          <Divider type="vertical" />
        </>
      )}
      {tool('撤销', false, () => chain().undo().run(), <UndoOutlined />, !state.canUndo)}
      {tool('重做', false, () => chain().redo().run(), <RedoOutlined />, !state.canRedo)}
    </div>
  );
}
