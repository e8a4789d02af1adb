// A line's options (SPEC §3): size and colour in one string, joined by a semicolon: 'M;Đỏ'. The cart
// edits the two parts; every other screen only shows them.

/** Size and colour joined by a semicolon. Empty when neither is given. */
export function joinOptions(size: string, color: string): string {
  const s = size.trim();
  const c = color.trim();
  return s === '' && c === '' ? '' : `${s};${c}`;
}

/** The inverse of {@link joinOptions}; text without ';' is all size, a further ';' stays in the colour. */
export function splitOptions(options: string | null | undefined): { size: string; color: string } {
  const value = options ?? '';
  const at = value.indexOf(';');
  if (at === -1) return { size: value.trim(), color: '' };
  return { size: value.slice(0, at).trim(), color: value.slice(at + 1).trim() };
}

/** The options for display: 'M · Đỏ' — the parts that are present; '' when there are none. */
export function describeOptions(options: string | null | undefined): string {
  return (options ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' · ');
}
