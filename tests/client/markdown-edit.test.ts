import { describe, expect, it } from 'vitest';
import { insertImage, linkSelection, prefixLines, wrapSelection } from '../../resources/lib/markdown-edit';

const at = (text: string, selectionStart: number, selectionEnd = selectionStart) => ({
  text,
  selectionStart,
  selectionEnd,
});
const shown = ({ text, selectionStart, selectionEnd }: ReturnType<typeof at>) =>
  `${text.slice(0, selectionStart)}[${text.slice(selectionStart, selectionEnd)}]${text.slice(selectionEnd)}`;

describe('Markdown edits', () => {
  it('wrap the selection, keeping it selected', () => {
    expect(shown(wrapSelection(at('a big day', 2, 5), '**', '**', 'bold text'))).toBe('a **[big]** day');
  });

  it('wrap a selected placeholder when nothing is selected', () => {
    expect(shown(wrapSelection(at('Hi ', 3), '_', '_', 'italic text'))).toBe('Hi _[italic text]_');
  });

  it('make a link with its address selected', () => {
    expect(shown(linkSelection(at('see the site', 8, 12), 'link text'))).toBe('see the [site]([https://])');
  });

  it('start every touched line with a prefix', () => {
    expect(prefixLines(at('one\ntwo\nthree', 1, 5), '- ').text).toBe('- one\n- two\nthree');
    expect(shown(prefixLines(at('Title', 0, 5), '## '))).toBe('## [Title]');
  });

  it('insert an image as its own paragraph with the description selected', () => {
    expect(shown(insertImage(at('Before.After.', 7), '/uploads/x-960.webp', 'Describe the image'))).toBe(
      'Before.\n\n![[Describe the image]](/uploads/x-960.webp)\n\nAfter.',
    );
  });
});
