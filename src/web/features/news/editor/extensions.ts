import { type AnyExtension, Extension, InputRule } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { BulletList, OrderedList } from '@tiptap/extension-list';
import { TableKit } from '@tiptap/extension-table';
import TextAlign from '@tiptap/extension-text-align';
import { TextStyleKit } from '@tiptap/extension-text-style';
import { CharacterCount } from '@tiptap/extensions';
import type { EditorState, Transaction } from '@tiptap/pm/state';
import { Plugin, PluginKey, TextSelection } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import StarterKit from '@tiptap/starter-kit';
import {
  HEADING_STYLES,
  type HeadingStyle,
  isListStyle,
  type ListKind,
  listForMarker,
  listStyleForLevel,
} from './text-styles.ts';

const LIST_KINDS = new Set<string>(['orderedList', 'bulletList']);

/** Headings carry their style name and size, so the public page restores them (spec 001 §2, §9). */
const HeadingStyles = Extension.create({
  name: 'headingStyles',
  addGlobalAttributes() {
    return [
      {
        types: ['heading'],
        attributes: {
          textStyle: {
            default: null,
            parseHTML: (element) => element.getAttribute('data-style'),
            renderHTML: (attributes) => {
              const style = attributes.textStyle as HeadingStyle | null;
              if (!style || !(style in HEADING_STYLES)) return {};
              return { 'data-style': style, style: HEADING_STYLES[style].css };
            },
          },
        },
      },
    ];
  },
});

// Lists carry their marker style and nesting level as attributes (spec 001 §2).
const listAttributes = {
  listStyle: {
    default: null,
    parseHTML: (element: HTMLElement) => element.getAttribute('data-list-style'),
    renderHTML: (attributes: Record<string, unknown>) =>
      isListStyle(attributes.listStyle)
        ? { 'data-list-style': attributes.listStyle, style: `list-style-type: ${attributes.listStyle}` }
        : {},
  },
  level: {
    default: null,
    parseHTML: (element: HTMLElement) => {
      const level = Number(element.getAttribute('data-level'));
      return Number.isInteger(level) && level > 0 ? level : null;
    },
    renderHTML: (attributes: Record<string, unknown>) =>
      typeof attributes.level === 'number' ? { 'data-level': String(attributes.level) } : {},
  },
};

// The markers are handled by ListMarkers below, which also starts sub-lists; the lists' own rules would not.
const StyledBulletList = BulletList.extend({
  addAttributes() {
    return { ...this.parent?.(), ...listAttributes };
  },
  addInputRules() {
    return [];
  },
});
const StyledOrderedList = OrderedList.extend({
  addAttributes() {
    return { ...this.parent?.(), ...listAttributes };
  },
  addInputRules() {
    return [];
  },
});

function listLevelAt(state: EditorState, pos: number): number {
  const $pos = state.doc.resolve(pos);
  let level = 1;
  for (let depth = $pos.depth; depth > 0; depth -= 1) {
    if (LIST_KINDS.has($pos.node(depth).type.name)) level += 1;
  }
  return level;
}

/**
 * Keeps each list's level equal to its nesting depth; a list whose level changes (indent, outdent) takes the
 * style of its new level, while a style chosen by a typed marker is kept.
 */
const ListLevels = Extension.create({
  name: 'listLevels',
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('listLevels'),
        appendTransaction: (transactions, _old, state) => {
          if (!transactions.some((tr) => tr.docChanged)) return null;
          let tr: Transaction | null = null;
          state.doc.descendants((node, pos) => {
            if (!LIST_KINDS.has(node.type.name)) return true;
            const level = listLevelAt(state, pos);
            const current = node.attrs.level as number | null;
            if (current === level && isListStyle(node.attrs.listStyle)) return true;
            const keepStyle = current === null && isListStyle(node.attrs.listStyle);
            const listStyle = keepStyle
              ? node.attrs.listStyle
              : listStyleForLevel(node.type.name as ListKind, level);
            tr ??= state.tr;
            tr.setNodeMarkup(pos, undefined, { ...node.attrs, level, listStyle });
            return true;
          });
          return tr;
        },
      }),
    ];
  },
});

/**
 * spec 001 §2: typing 'a.', 'A.', 'i.', '1.' or '-' and a space starts a list of that style; inside a list it
 * starts a sub-list.
 */
const ListMarkers = Extension.create({
  name: 'listMarkers',
  addInputRules() {
    return [
      new InputRule({
        find: /^\s*((?:\d{1,3}|[ivx]{1,4}|[a-zA-Z])\.|-)\s$/,
        handler: ({ range, match, chain }) => {
          const list = listForMarker(match[1] ?? '');
          if (!list) return null;
          chain()
            .deleteRange(range)
            .command(({ tr, commands, state }) => {
              const inList = findListDepth(tr) !== null;
              if (inList) commands.sinkListItem('listItem');
              const depth = findListDepth(tr);
              if (depth === null) {
                return list.kind === 'orderedList'
                  ? commands.toggleOrderedList()
                  : commands.toggleBulletList();
              }
              const $from = tr.selection.$from;
              const node = $from.node(depth);
              if (node.type.name !== list.kind) {
                tr.setNodeMarkup($from.before(depth), state.schema.nodes[list.kind], {
                  ...node.attrs,
                  listStyle: null,
                  level: null,
                });
              }
              return true;
            })
            .command(({ tr }) => {
              const depth = findListDepth(tr);
              if (depth === null) return false;
              const $from = tr.selection.$from;
              const node = $from.node(depth);
              tr.setNodeMarkup($from.before(depth), undefined, {
                ...node.attrs,
                listStyle: list.style,
                level: null,
              });
              return true;
            })
            .run();
        },
      }),
    ];
  },
});

function findListDepth(tr: Transaction): number | null {
  const $from = tr.selection.$from;
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    if (LIST_KINDS.has($from.node(depth).type.name)) return depth;
  }
  return null;
}

const INDENT_STEP_PX = 40;
const MAX_INDENT = 8;

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    indent: {
      /** In a list: one level deeper; elsewhere: the paragraph or heading moves right. */
      indent: () => ReturnType;
      outdent: () => ReturnType;
    };
  }
}

/** Indent and outdent (spec 001 §2): list items nest, other blocks carry a left margin. */
const Indent = Extension.create({
  name: 'indent',
  addGlobalAttributes() {
    return [
      {
        types: ['paragraph', 'heading'],
        attributes: {
          indent: {
            default: 0,
            // the stored HTML keeps the margin (the sanitiser's allowlist), so the level is read back from it
            parseHTML: (element) => {
              const margin = Number.parseFloat(element.style.marginLeft) || 0;
              const level =
                Number(element.getAttribute('data-indent')) || Math.round(margin / INDENT_STEP_PX);
              return Math.max(0, Math.min(MAX_INDENT, level));
            },
            renderHTML: (attributes) =>
              attributes.indent > 0
                ? {
                    'data-indent': String(attributes.indent),
                    style: `margin-left: ${attributes.indent * INDENT_STEP_PX}px`,
                  }
                : {},
          },
        },
      },
    ];
  },
  addCommands() {
    const shift =
      (delta: number) =>
      ({ tr, state, dispatch }: { tr: Transaction; state: EditorState; dispatch?: unknown }) => {
        const { from, to } = state.selection;
        let changed = false;
        state.doc.nodesBetween(from, to, (node, pos) => {
          if (node.type.name !== 'paragraph' && node.type.name !== 'heading') return true;
          const indent = Math.max(0, Math.min(MAX_INDENT, (node.attrs.indent as number) + delta));
          if (indent !== node.attrs.indent) {
            tr.setNodeMarkup(pos, undefined, { ...node.attrs, indent });
            changed = true;
          }
          return false;
        });
        return changed && Boolean(dispatch ?? true);
      };
    return {
      indent:
        () =>
        ({ editor, tr, state, dispatch }) =>
          editor.isActive('listItem')
            ? editor.commands.sinkListItem('listItem')
            : shift(1)({ tr, state, dispatch }),
      outdent:
        () =>
        ({ editor, tr, state, dispatch }) =>
          editor.isActive('listItem')
            ? editor.commands.liftListItem('listItem')
            : shift(-1)({ tr, state, dispatch }),
    };
  },
});

/** Ctrl+K opens the link modal (spec 001 §2); the other shortcuts come with their extensions. */
/**
 * ProseMirror takes a selection made with the keyboard (Shift+Home, Shift+arrows) from the document's next
 * `selectionchange` event, and ignores that event once the editor has lost focus. Leaving for a toolbar control in
 * between (the colour pickers, the size list) would then colour or size nothing, so the page's selection is read as
 * focus leaves the editor.
 */
const KeepSelectionOnLeave = Extension.create({
  name: 'keepSelectionOnLeave',
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('keepSelectionOnLeave'),
        props: {
          handleDOMEvents: {
            focusout: (view) => {
              takeSelectionFromPage(view);
              return false;
            },
          },
        },
      }),
    ];
  },
});

function takeSelectionFromPage(view: EditorView): void {
  const page = view.dom.ownerDocument.getSelection();
  if (!page?.anchorNode || !page.focusNode) return;
  if (!view.dom.contains(page.anchorNode) || !view.dom.contains(page.focusNode)) return;
  // Node and table-cell selections are ProseMirror's own and hide the page's selection: never replace them.
  const { selection, doc } = view.state;
  if (!(selection instanceof TextSelection)) return;
  const anchor = view.posAtDOM(page.anchorNode, page.anchorOffset);
  const head = view.posAtDOM(page.focusNode, page.focusOffset);
  if (selection.anchor === anchor && selection.head === head) return;
  view.dispatch(view.state.tr.setSelection(TextSelection.between(doc.resolve(anchor), doc.resolve(head))));
}

function linkShortcut(onLink: () => void) {
  return Extension.create({
    name: 'linkShortcut',
    addKeyboardShortcuts() {
      return {
        'Mod-k': () => {
          onLink();
          return true;
        },
      };
    },
  });
}

/** Everything the news editor knows how to write. */
export function newsEditorExtensions(onLink: () => void): AnyExtension[] {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3, 4] },
      bulletList: false,
      orderedList: false,
      code: false,
      codeBlock: false,
      link: { openOnClick: false, autolink: true, linkOnPaste: false, defaultProtocol: 'https' },
    }),
    HeadingStyles,
    StyledBulletList,
    StyledOrderedList,
    ListLevels,
    ListMarkers,
    Indent,
    TextStyleKit,
    TextAlign.configure({ types: ['heading', 'paragraph'] }),
    Image.configure({ inline: false, allowBase64: false }),
    TableKit.configure({ table: { resizable: false } }),
    CharacterCount,
    linkShortcut(onLink),
    KeepSelectionOnLeave,
  ];
}
