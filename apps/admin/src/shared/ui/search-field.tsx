/**
 * A search box whose text reaches the page (and its URL) once typing pauses, so every keystroke
 * neither fetches nor adds a history entry. A new value from outside (back button) replaces the text.
 */
import { useEffect, useRef, useState } from 'react';
import { TextField } from './field';

export const SEARCH_PAUSE_MS = 300;

export function SearchField({
  label,
  value,
  onSearch,
  maxLength = 200,
}: {
  label: string;
  value: string;
  onSearch: (value: string) => void;
  maxLength?: number;
}) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const latest = useRef(onSearch);
  latest.current = onSearch;
  // The URL changed without typing here (back, a link): show what it says.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = trimmed;
      latest.current(trimmed);
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <TextField
      type="search"
      label={label}
      value={text}
      maxLength={maxLength}
      onChange={(event) => setText(event.target.value)}
      autoComplete="off"
    />
  );
}
