/**
 * A markdown text area with a toolbar (bold, italic, heading, link, list, quote) and a live preview
 * drawn by the site's own renderer and sanitizer (@wegweiser/markdown), so what the owner sees is
 * what the page shows — raw HTML and unsafe links never render here either. The renderer loads on
 * first use, keeping it out of the console's first load.
 */
import {
  forwardRef,
  lazy,
  type ReactNode,
  Suspense,
  type TextareaHTMLAttributes,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Spinner } from '../ui/button';
import { LinkIcon } from '../ui/icons';
import { applyMarkdownFormat, type MarkdownFormat } from './markdown-format';
import { useContentWords } from './words';

const MarkdownRenderer = lazy(() => import('@wegweiser/markdown'));

const FORMATS: { format: MarkdownFormat; glyph: ReactNode }[] = [
  { format: 'bold', glyph: 'B' },
  { format: 'italic', glyph: 'I' },
  { format: 'heading', glyph: 'H' },
  { format: 'link', glyph: <LinkIcon /> },
  { format: 'list', glyph: '•' },
  { format: 'quote', glyph: '❝' },
];

/**
 * Writes the changed part of `next` into the text area as typing would, so the browser's undo
 * (Ctrl+Z) takes the formatting back; false where the browser cannot (the caller sets the value).
 */
function replaceAsTyped(element: HTMLTextAreaElement, current: string, next: string) {
  if (typeof document.execCommand !== 'function') return false;
  let start = 0;
  while (start < current.length && start < next.length && current[start] === next[start]) start += 1;
  let tail = 0;
  while (
    tail < current.length - start &&
    tail < next.length - start &&
    current[current.length - 1 - tail] === next[next.length - 1 - tail]
  )
    tail += 1;
  element.focus();
  element.setSelectionRange(start, current.length - tail);
  return document.execCommand('insertText', false, next.slice(start, next.length - tail));
}

export type MarkdownEditorProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  /** The field's name, for the toolbar's and the preview's accessible names. */
  label: string;
  invalid?: boolean;
};

export const MarkdownEditor = forwardRef<HTMLTextAreaElement, MarkdownEditorProps>(function MarkdownEditor(
  { value, onChange, label, invalid, className = '', ...props },
  ref,
) {
  const { w } = useContentWords();
  const area = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(ref, () => area.current as HTMLTextAreaElement);
  const [showPreview, setShowPreview] = useState(true);
  const placeholders = {
    bold: w.markdown.boldText,
    italic: w.markdown.italicText,
    heading: w.markdown.headingText,
    link: w.markdown.linkText,
    list: w.markdown.listText,
    quote: w.markdown.quoteText,
  };
  // The selection to show once React has drawn the edited text (set by a toolbar button).
  const pendingSelection = useRef<[number, number] | null>(null);
  useLayoutEffect(() => {
    const element = area.current;
    const selection = pendingSelection.current;
    if (!element || !selection) return;
    pendingSelection.current = null;
    element.focus();
    element.setSelectionRange(...selection);
  });
  const format = (kind: MarkdownFormat) => {
    const element = area.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const edit = applyMarkdownFormat(value, start, end, kind, placeholders);
    pendingSelection.current = [edit.selectionStart, edit.selectionEnd];
    if (!element || !replaceAsTyped(element, value, edit.text)) onChange(edit.text);
  };
  return (
    <div className="space-y-2">
      <div
        role="toolbar"
        aria-label={`${w.markdown.toolbar}: ${label}`}
        className="flex flex-wrap items-center gap-1"
      >
        {FORMATS.map(({ format: kind, glyph }) => (
          <button
            key={kind}
            type="button"
            // The text keeps the focus (and its caret) on a click: typing goes on in the text.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => format(kind)}
            aria-label={w.markdown[kind]}
            title={w.markdown[kind]}
            className={`inline-flex min-h-9 min-w-9 items-center justify-center rounded-md border border-dark-300 bg-white text-sm text-dark-800 hover:bg-dark-50 dark:border-dark-600 dark:bg-dark-900 dark:text-dark-100 dark:hover:bg-dark-800 ${kind === 'bold' ? 'font-bold' : ''} ${kind === 'italic' ? 'italic' : ''}`}
          >
            <span aria-hidden="true">{glyph}</span>
          </button>
        ))}
        <button
          type="button"
          aria-pressed={showPreview}
          onClick={() => setShowPreview((shown) => !shown)}
          className="ml-auto inline-flex min-h-9 items-center rounded-md px-2 text-sm font-medium text-primary-800 hover:bg-primary-50 dark:text-primary-200 dark:hover:bg-dark-800"
        >
          {w.markdown.preview}
        </button>
      </div>
      <textarea
        ref={area}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={8}
        aria-invalid={invalid || undefined}
        className={`block w-full rounded-lg border bg-white px-3 py-2 font-mono text-sm text-dark-900 dark:bg-dark-950 dark:text-dark-50 ${invalid ? 'border-red-700 dark:border-red-400' : 'border-dark-300 dark:border-dark-600'} ${className}`}
        {...props}
      />
      {showPreview ? (
        <section
          aria-label={w.markdown.previewOf(label)}
          className="rounded-lg border border-dashed border-dark-300 bg-dark-50 p-3 dark:border-dark-600 dark:bg-dark-900"
        >
          {value.trim() === '' ? (
            <p className="text-sm text-dark-600 dark:text-dark-300">{w.markdown.nothingToPreview}</p>
          ) : (
            <Suspense fallback={<Spinner />}>
              <MarkdownRenderer
                source={value}
                className="prose prose-sm prose-slate max-w-none dark:prose-invert"
              />
            </Suspense>
          )}
        </section>
      ) : null}
    </div>
  );
});
