// Markdown formatting as pure edits of a text and its selection, for the editor's toolbar and shortcuts.

export interface TextEdit {
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

/** Puts `before` and `after` around the selection, or around `placeholder` (selected) when nothing is. */
export function wrapSelection(edit: TextEdit, before: string, after: string, placeholder: string): TextEdit {
  const { text, selectionStart: start, selectionEnd: end } = edit;
  const inner = text.slice(start, end) || placeholder;
  return {
    text: `${text.slice(0, start)}${before}${inner}${after}${text.slice(end)}`,
    selectionStart: start + before.length,
    selectionEnd: start + before.length + inner.length,
  };
}

/** A link around the selection (or `placeholder`), with its address selected for typing over. */
export function linkSelection(edit: TextEdit, placeholder: string, address = 'https://'): TextEdit {
  const wrapped = wrapSelection(edit, '[', `](${address})`, placeholder);
  const addressStart = wrapped.selectionEnd + 2;
  return { ...wrapped, selectionStart: addressStart, selectionEnd: addressStart + address.length };
}

/** Starts every line the selection touches with `prefix` (a heading, list item or quote). */
export function prefixLines(edit: TextEdit, prefix: string): TextEdit {
  const { text, selectionStart: start, selectionEnd: end } = edit;
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const block = text.slice(lineStart, end);
  const prefixed = block
    .split('\n')
    .map((line) => `${prefix}${line}`)
    .join('\n');
  return {
    text: `${text.slice(0, lineStart)}${prefixed}${text.slice(end)}`,
    selectionStart: start + prefix.length,
    selectionEnd: end + (prefixed.length - block.length),
  };
}

/** Replaces the selection with `insert` as a block of its own (blank lines around it), `selected` chosen inside. */
export function insertBlock(edit: TextEdit, insert: string, selected?: { from: number; length: number }): TextEdit {
  const { text, selectionStart: start, selectionEnd: end } = edit;
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const at = start + lead.length;
  return {
    text: `${before}${lead}${insert}${trail}${after}`,
    selectionStart: at + (selected?.from ?? insert.length),
    selectionEnd: at + (selected ? selected.from + selected.length : insert.length),
  };
}

/** Markdown of an image, with its description selected so the author writes it at once. */
export function insertImage(edit: TextEdit, url: string, alt: string): TextEdit {
  return insertBlock(edit, `![${alt}](${url})`, { from: 2, length: alt.length });
}
