/**
 * Initials for a Vietnamese name, which is written family name first and given name last
 * ('Nguyễn Văn An'): the given name's first letter, then the family name's — 'AN'. People are called
 * by their given name, so it leads. Diacritics stay ('Đỗ Ánh' → 'ÁĐ'); a single word gives one letter.
 */
export function initialsOf(name: string): string {
  const words = name.normalize('NFC').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  const last = words[words.length - 1];
  if (first === undefined || last === undefined) return '';
  // toUpperCase is vi's: Unicode's SpecialCasing has no rule for Vietnamese, and the locale form would
  // start ICU while the header renders (ui/Money/number.ts).
  const letter = (word: string) => firstLetter(word).toUpperCase();
  return words.length === 1 ? letter(first) : `${letter(last)}${letter(first)}`;
}

/** The first user-perceived character, so a letter written with combining marks stays whole. */
function firstLetter(word: string): string {
  const match = /^\p{L}\p{M}*|^./u.exec(word);
  return match ? match[0] : '';
}
