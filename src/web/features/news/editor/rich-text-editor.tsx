import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import {
  AlignCenter,
  AlignJustify,
  AlignLeft,
  AlignRight,
  Bold,
  ImageIcon,
  IndentDecrease,
  IndentIncrease,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Quote,
  Redo2,
  Strikethrough,
  Table2,
  Underline,
  Undo2,
} from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { countWords, htmlToText } from '#domain/news/seo.rules.ts';
import { notify } from '../../../components/admin/toast.ts';
import {
  imageFileProblem,
  MissingImagePathError,
  uploadErrorDetail,
  uploadNewsImage,
} from '../news-upload.ts';
import { ImageModal, LinkModal, TableModal } from './editor-modals.tsx';
import { newsEditorExtensions } from './extensions.ts';
import { isPlainUrl, normalisePastedHtml } from './paste.ts';
import {
  DEFAULT_FONT_SIZE,
  FONT_SIZES,
  HEADING_STYLES,
  type HeadingStyle,
  TEXT_STYLES,
  type TextStyleName,
} from './text-styles.ts';

type EditorChange = { html: string; wordCount: number };

type RichTextEditorProps = {
  /** The HTML the editor starts with; later changes of this prop are not applied (key the editor instead). */
  initialContent: string;
  onChange: (change: EditorChange) => void;
  seoScore: number | null;
  label?: string;
};

const HEADING_LEVEL_STYLE: Record<number, HeadingStyle> = { 1: 'h1', 2: 'h2', 3: 'h3', 4: 'h4' };

/** The news article editor of spec 001 §2: toolbar, shortcuts, list markers, paste handling, word count. */
export function RichTextEditor({
  initialContent,
  onChange,
  seoScore,
  label = 'Nội dung bài viết',
}: RichTextEditorProps) {
  const [linkModal, setLinkModal] = useState<{ url: string; title: string } | null>(null);
  const [imageModalOpen, setImageModalOpen] = useState(false);
  const [tableModalOpen, setTableModalOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const editorRef = useRef<Editor | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const openLinkModal = useCallback((url = '') => {
    const editor = editorRef.current;
    const selected = editor
      ? editor.state.doc.textBetween(editor.state.selection.from, editor.state.selection.to, ' ')
      : '';
    const currentHref = (editor?.getAttributes('link').href as string | undefined) ?? '';
    setLinkModal({ url: url || currentHref, title: selected });
  }, []);

  const insertUploadedImage = useCallback(async (file: File) => {
    const problem = imageFileProblem(file);
    if (problem) {
      notify.error(problem);
      return false;
    }
    setUploading(true);
    try {
      const uploaded = await uploadNewsImage(file, 'editor');
      editorRef.current?.chain().focus().setImage({ src: uploaded.fullPath, alt: file.name }).run();
      notify.success('Ảnh đã được chèn thành công!');
      return true;
    } catch (error) {
      const message =
        error instanceof MissingImagePathError
          ? 'Upload ảnh thất bại'
          : `Lỗi upload ảnh: ${uploadErrorDetail(error)}`;
      notify.error(message);
      return false;
    } finally {
      setUploading(false);
    }
  }, []);

  const editor = useEditor({
    extensions: newsEditorExtensions(() => openLinkModal()),
    content: initialContent,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        class: 'article-content min-h-[360px] px-4 py-3 focus:outline-none',
        'aria-label': label,
        role: 'textbox',
        'aria-multiline': 'true',
      },
      transformPastedHTML: (html) => normalisePastedHtml(html),
      handlePaste: (_view, event) => {
        const data = event.clipboardData;
        if (!data) return false;
        const image = Array.from(data.files).find((file) => file.type.startsWith('image/'));
        if (image) {
          void insertUploadedImage(image);
          return true;
        }
        const text = data.getData('text/plain');
        const html = data.getData('text/html');
        if (text && isPlainUrl(text) && (!html || !/<(?:p|div|img|table|ul|ol|h\d)\b/i.test(html))) {
          openLinkModal(text.trim());
          return true;
        }
        return false;
      },
      handleDrop: (_view, event) => {
        const file = Array.from(event.dataTransfer?.files ?? []).find((item) =>
          item.type.startsWith('image/'),
        );
        if (!file) return false;
        event.preventDefault();
        void insertUploadedImage(file);
        return true;
      },
    },
    onCreate: ({ editor: created }) => {
      editorRef.current = created;
    },
    onUpdate: ({ editor: updated }) => {
      onChangeRef.current({
        html: updated.getHTML(),
        wordCount: countWords(htmlToText(updated.getHTML())),
      });
    },
  });
  editorRef.current = editor;

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      align: (['left', 'center', 'right', 'justify'] as const).find((align) =>
        current.isActive({ textAlign: align }),
      ),
      textStyle: currentTextStyle(current),
      fontSize: String(current.getAttributes('textStyle').fontSize ?? '').replace('px', ''),
      color: (current.getAttributes('textStyle').color as string | undefined) ?? '#000000',
      background: (current.getAttributes('textStyle').backgroundColor as string | undefined) ?? '#ffff00',
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
      words: countWords(current.getText({ blockSeparator: '\n' })),
    }),
  });

  const applyTextStyle = (value: TextStyleName) => {
    if (value !== 'normal' && editor.isActive('listItem')) {
      notify.error('Không thể áp dụng Heading hoặc Title trong danh sách');
      return;
    }
    if (value === 'normal') {
      editor.chain().focus().setParagraph().run();
      return;
    }
    const chain = editor
      .chain()
      .focus()
      .setNode('heading', { level: HEADING_STYLES[value].level, textStyle: value });
    if (value === 'title') chain.setTextAlign('center');
    chain.run();
  };

  const insertLink = (url: string, title: string) => {
    const { from, to } = editor.state.selection;
    editor
      .chain()
      .focus()
      .insertContentAt(
        { from, to },
        { type: 'text', text: title, marks: [{ type: 'link', attrs: { href: url } }] },
      )
      .run();
    setLinkModal(null);
    notify.success('Link đã được chèn thành công!');
  };

  const tool = (icon: LucideIcon, title: string, run: () => void, active = false, disabled = false) => (
    <ToolButton icon={icon} title={title} onClick={run} active={active} disabled={disabled} />
  );

  return (
    <div className="rounded-lg border border-slate-300 bg-white">
      <div
        role="toolbar"
        aria-label="Thanh công cụ soạn thảo"
        className="flex flex-wrap items-center gap-1 border-b border-slate-200 bg-slate-50 p-2"
      >
        <select
          aria-label="Kiểu văn bản"
          value={state.textStyle}
          onChange={(event) => applyTextStyle(event.target.value as TextStyleName)}
          className="h-8 rounded border border-slate-300 bg-white px-2 text-sm"
        >
          {TEXT_STYLES.map((style) => (
            <option key={style.value} value={style.value}>
              {style.label}
            </option>
          ))}
        </select>
        <select
          aria-label="Cỡ chữ"
          value={state.fontSize || String(DEFAULT_FONT_SIZE)}
          onChange={(event) => editor.chain().focus().setFontSize(`${event.target.value}px`).run()}
          className="h-8 rounded border border-slate-300 bg-white px-2 text-sm"
        >
          {FONT_SIZES.map((size) => (
            <option key={size} value={String(size)}>
              {size}px
            </option>
          ))}
        </select>
        <Separator />
        {tool(Bold, 'In đậm (Ctrl+B)', () => editor.chain().focus().toggleBold().run(), state.bold)}
        {tool(Italic, 'In nghiêng (Ctrl+I)', () => editor.chain().focus().toggleItalic().run(), state.italic)}
        {tool(
          Underline,
          'Gạch chân (Ctrl+U)',
          () => editor.chain().focus().toggleUnderline().run(),
          state.underline,
        )}
        {tool(Strikethrough, 'Gạch ngang', () => editor.chain().focus().toggleStrike().run(), state.strike)}
        <Separator />
        {tool(
          AlignLeft,
          'Căn trái (Ctrl+Shift+L)',
          () => editor.chain().focus().setTextAlign('left').run(),
          state.align === 'left',
        )}
        {tool(
          AlignCenter,
          'Căn giữa (Ctrl+Shift+E)',
          () => editor.chain().focus().setTextAlign('center').run(),
          state.align === 'center',
        )}
        {tool(
          AlignRight,
          'Căn phải (Ctrl+Shift+R)',
          () => editor.chain().focus().setTextAlign('right').run(),
          state.align === 'right',
        )}
        {tool(
          AlignJustify,
          'Căn đều (Ctrl+Shift+J)',
          () => editor.chain().focus().setTextAlign('justify').run(),
          state.align === 'justify',
        )}
        <Separator />
        {tool(IndentDecrease, 'Giảm thụt lề (Shift+Tab)', () => editor.chain().focus().outdent().run())}
        {tool(IndentIncrease, 'Tăng thụt lề (Tab)', () => editor.chain().focus().indent().run())}
        {tool(
          List,
          'Danh sách dấu đầu dòng',
          () => editor.chain().focus().toggleBulletList().run(),
          state.bulletList,
        )}
        {tool(
          ListOrdered,
          'Danh sách đánh số',
          () => editor.chain().focus().toggleOrderedList().run(),
          state.orderedList,
        )}
        <Separator />
        <label
          className="flex h-8 items-center gap-1 rounded px-1 text-xs text-slate-600 hover:bg-slate-200"
          title="Màu chữ"
        >
          A
          <input
            type="color"
            aria-label="Màu chữ"
            value={toHexColor(state.color, '#000000')}
            onChange={(event) => editor.chain().focus().setColor(event.target.value).run()}
            className="size-5 cursor-pointer border-0 bg-transparent p-0"
          />
        </label>
        <label
          className="flex h-8 items-center gap-1 rounded px-1 text-xs text-slate-600 hover:bg-slate-200"
          title="Màu nền"
        >
          <span className="bg-yellow-200 px-0.5">A</span>
          <input
            type="color"
            aria-label="Màu nền"
            value={toHexColor(state.background, '#ffff00')}
            onChange={(event) => editor.chain().focus().setBackgroundColor(event.target.value).run()}
            className="size-5 cursor-pointer border-0 bg-transparent p-0"
          />
        </label>
        <Separator />
        {tool(Link2, 'Chèn liên kết (Ctrl+K)', () => openLinkModal(), state.link)}
        {tool(ImageIcon, 'Chèn hình ảnh', () => setImageModalOpen(true))}
        {tool(Table2, 'Chèn bảng', () => setTableModalOpen(true))}
        {tool(Quote, 'Trích dẫn', () => editor.chain().focus().toggleBlockquote().run(), state.blockquote)}
        <Separator />
        {tool(Undo2, 'Hoàn tác (Ctrl+Z)', () => editor.chain().focus().undo().run(), false, !state.canUndo)}
        {tool(Redo2, 'Làm lại (Ctrl+Y)', () => editor.chain().focus().redo().run(), false, !state.canRedo)}
      </div>

      <EditorContent editor={editor} />

      <div className="flex items-center justify-between border-t border-slate-200 bg-slate-50 px-4 py-2 text-sm text-slate-600">
        <span data-testid="editor-word-count">Số từ: {state.words}</span>
        <span data-testid="editor-seo-score">SEO score: {seoScore === null ? '–' : `${seoScore}/100`}</span>
      </div>

      <LinkModal
        open={linkModal !== null}
        initialUrl={linkModal?.url ?? ''}
        initialTitle={linkModal?.title ?? ''}
        onClose={() => setLinkModal(null)}
        onInsert={insertLink}
      />
      <ImageModal
        open={imageModalOpen}
        uploading={uploading}
        onClose={() => setImageModalOpen(false)}
        onFile={async (file) => {
          if (await insertUploadedImage(file)) setImageModalOpen(false);
        }}
      />
      <TableModal
        open={tableModalOpen}
        onClose={() => setTableModalOpen(false)}
        onInsert={(rows, cols) => {
          editor.chain().focus().insertTable({ rows, cols, withHeaderRow: true }).run();
          setTableModalOpen(false);
        }}
      />
    </div>
  );
}

function currentTextStyle(editor: Editor): TextStyleName {
  if (!editor.isActive('heading')) return 'normal';
  const attributes = editor.getAttributes('heading');
  const style = attributes.textStyle as HeadingStyle | null;
  if (style && style in HEADING_STYLES) return style;
  return HEADING_LEVEL_STYLE[attributes.level as number] ?? 'h1';
}

/** The colour a picker can show: #rrggbb as it is, rgb(r, g, b) as the browser writes it converted. */
function toHexColor(value: string, fallback: string): string {
  if (/^#[0-9a-f]{6}$/i.test(value)) return value.toLowerCase();
  const rgb = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})/i.exec(value);
  if (!rgb) return fallback;
  return `#${rgb
    .slice(1, 4)
    .map((part) => Math.min(255, Number(part)).toString(16).padStart(2, '0'))
    .join('')}`;
}

function Separator() {
  return <span className="mx-1 h-6 w-px bg-slate-300" aria-hidden="true" />;
}

function ToolButton({
  icon: Icon,
  title,
  onClick,
  active,
  disabled,
}: {
  icon: LucideIcon;
  title: string;
  onClick: () => void;
  active: boolean;
  disabled: boolean;
}) {
  return (
    <button
      type="button"
      title={title}
      aria-label={title}
      aria-pressed={active}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={`flex size-8 items-center justify-center rounded text-slate-700 hover:bg-slate-200 disabled:opacity-40 ${
        active ? 'bg-brand-100 text-brand-700' : ''
      }`}
    >
      <Icon className="size-4" aria-hidden="true" />
    </button>
  );
}
