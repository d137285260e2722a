import { useState } from 'react';
import { useT } from '../i18n/console-words';
import { Button } from './button';

/** Copies `text` to the clipboard and says so; says how to copy by hand where the browser refuses. */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const t = useT();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button variant="secondary" onClick={copy}>
        {label ?? t.common.copy}
      </Button>
      <span role="status" className="text-sm text-dark-700 dark:text-dark-200">
        {state === 'copied' ? t.common.copied : state === 'failed' ? t.common.copyFailed : ''}
      </span>
    </span>
  );
}
