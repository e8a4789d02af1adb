import { useCallback, useEffect, useRef, useState } from 'react';
import { SearchField, type SearchFieldProps } from './SearchField';

export interface DebouncedSearchFieldProps extends Omit<SearchFieldProps, 'value' | 'defaultValue' | 'onChange' | 'onSubmit' | 'onClear'> {
  /** The text in force (a list filter). When it changes from outside — back button, a link — the box follows. */
  value: string;
  /** The trimmed text, after `debounceMs` of quiet typing, at once on Enter or when cleared; never the text already in force. */
  onCommit: (value: string) => void;
  debounceMs: number;
}

/**
 * A search box for a list filter. It keeps its own text, so a keystroke re-renders only the box, and
 * reports it once typing pauses.
 */
export function DebouncedSearchField({ value, onCommit, debounceMs, ...props }: DebouncedSearchFieldProps) {
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  if (value !== applied) {
    setApplied(value);
    setText(value);
  }

  const latest = useRef({ value, onCommit });
  useEffect(() => {
    latest.current = { value, onCommit };
  });

  // Reads the latest props through a ref, so it stays the same function and only the typed text
  // restarts the pause.
  const commit = useCallback((raw: string) => {
    const next = raw.trim();
    if (next === latest.current.value) return;
    setApplied(next);
    latest.current.onCommit(next);
  }, []);

  useEffect(() => {
    if (text.trim() === latest.current.value) return;
    const timer = setTimeout(() => commit(text), debounceMs);
    return () => clearTimeout(timer);
  }, [text, debounceMs, commit]);

  return <SearchField {...props} value={text} onChange={setText} onSubmit={commit} onClear={() => commit('')} />;
}
