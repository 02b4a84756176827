/** Letters that carry no combining mark to strip but that people type as plain ones. */
const PLAIN_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * Text as a name search compares it: lower case, accents and other marks removed, ligatures and letters
 * such as ß spelled out, so "zoe" finds Zoë and "strasse" Straße. One rule in JavaScript for both
 * databases: SQLite's LOWER knows only ASCII letters, and neither database drops accents by itself.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => PLAIN_LETTERS[letter] ?? letter);
}
