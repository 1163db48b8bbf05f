import { mergeAttributes, Node } from '@tiptap/core';

/**
 * Tables in the editor, so that editing an item that has one (a deal announcement's facts, a fee
 * schedule) keeps it: without a table node Tiptap's schema would silently drop it on the next save.
 * The cells are edited as text; there are no add-row / add-column commands. (@tiptap/extension-table
 * pins an older @tiptap/core than the one installed, so these few nodes are ours.)
 */
const span = (name: 'colspan' | 'rowspan') => ({
  default: 1,
  parseHTML: (element: HTMLElement) => Number(element.getAttribute(name)) || 1,
  renderHTML: (attributes: Record<string, unknown>) =>
    attributes[name] && attributes[name] !== 1 ? { [name]: attributes[name] } : {},
});

const cell = (name: 'tableCell' | 'tableHeader', tag: 'td' | 'th') =>
  Node.create({
    name,
    content: 'block+',
    isolating: true,
    addAttributes: () => ({ colspan: span('colspan'), rowspan: span('rowspan') }),
    parseHTML: () => [{ tag }],
    renderHTML: ({ HTMLAttributes }) => [tag, mergeAttributes(HTMLAttributes), 0],
  });

export const TableCell = cell('tableCell', 'td');
export const TableHeader = cell('tableHeader', 'th');

export const TableRow = Node.create({
  name: 'tableRow',
  content: '(tableCell | tableHeader)+',
  parseHTML: () => [{ tag: 'tr' }],
  renderHTML: () => ['tr', 0],
});

/** thead / tbody are read through (their rows kept in order) and written back as one tbody. */
export const Table = Node.create({
  name: 'table',
  group: 'block',
  content: 'tableRow+',
  isolating: true,
  parseHTML: () => [{ tag: 'table' }],
  renderHTML: () => ['table', ['tbody', 0]],
});

export const tableExtensions = [Table, TableRow, TableHeader, TableCell];
