/**
 * A search box whose text reaches the page (and its URL) once typing pauses, so every keystroke
 * neither fetches nor adds a history entry. A new value from outside (back button) replaces the text.
 */
import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { FilterSelect, TextField } from './field';

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

/**
 * A list's search and its one filter side by side (stacked on a phone), as one group for screen
 * readers: the search takes what the visitor's texts say, the filter narrows by a kind.
 */
export function SearchAndFilter<T extends string>({
  legend,
  search,
  filter,
}: {
  legend: string;
  search: { label: string; value: string; onSearch: (value: string) => void };
  filter: ComponentProps<typeof FilterSelect<T>>;
}) {
  return (
    <fieldset className="mb-4 grid grid-cols-1 gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <legend className="sr-only">{legend}</legend>
      <SearchField {...search} />
      <FilterSelect {...filter} />
    </fieldset>
  );
}
