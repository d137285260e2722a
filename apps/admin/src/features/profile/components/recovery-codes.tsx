import { useEffect, useState } from 'react';
import { Button, buttonClass } from '../../../shared/ui/button';
import { CopyButton } from '../../../shared/ui/copy-button';
import { useProfileWords } from '../words';

/** Recovery codes, shown once: to copy or download before they are gone for good. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { w } = useProfileWords();
  const text = `${codes.join('\n')}\n`;
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [text]);
  return (
    <section className="space-y-4" aria-labelledby="recovery-codes-title">
      <h3 id="recovery-codes-title" className="font-semibold">
        {w.twoFactor.recoveryTitle}
      </h3>
      <p className="text-dark-700 dark:text-dark-200">{w.twoFactor.recoveryIntro}</p>
      <ol className="grid grid-cols-2 gap-2 rounded-xl bg-dark-50 p-4 font-mono text-sm dark:bg-dark-900">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <CopyButton text={text} label={w.twoFactor.copyAll} />
        {href ? (
          <a href={href} download={w.twoFactor.recoveryFileName} className={buttonClass('secondary')}>
            {w.twoFactor.downloadCodes}
          </a>
        ) : null}
        <Button onClick={onDone}>{w.twoFactor.recoveryDone}</Button>
      </div>
    </section>
  );
}
