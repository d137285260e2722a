/**
 * While the website cannot send mail (no mail server configured), a forgotten password cannot come
 * by email: this says so plainly and names the shell command whoever runs the server can use
 * (decision 090), with her address in it when she typed a plain one.
 */
import { useId } from 'react';
import { CopyButton } from '../../../shared/ui/copy-button';
import { shellCommand, useAuthWords } from '../words';

export function NoMailNote({ title, email }: { title: string; email?: string | undefined }) {
  const { w } = useAuthWords();
  const id = useId();
  const parts = shellCommand(email, w.noMail.address);
  const command = `${parts.command} ${parts.address}`;
  return (
    <section
      aria-labelledby={id}
      className="space-y-2 rounded-lg border border-dark-200 bg-dark-50 p-4 text-sm text-dark-800 dark:border-dark-600 dark:bg-dark-900 dark:text-dark-100"
    >
      <h2 id={id} className="font-semibold text-dark-900 dark:text-white">
        {title}
      </h2>
      <p>{w.noMail.text}</p>
      <pre className="rounded-md border border-dark-200 bg-white px-3 py-2 font-mono text-[0.8125rem] leading-relaxed whitespace-pre-wrap text-dark-900 dark:border-dark-700 dark:bg-dark-950 dark:text-dark-50">
        <code>
          {/* Lines break between the command's words only (never inside `--email`); a long address
              may break anywhere rather than run out of the box. */}
          {parts.command.split(' ').map((word) => (
            <span key={word}>
              <span className="whitespace-nowrap">{word}</span>{' '}
            </span>
          ))}
          <span className="[overflow-wrap:anywhere]">{parts.address}</span>
        </code>
      </pre>
      <p>{w.noMail.after}</p>
      <CopyButton text={command} label={w.noMail.copy} />
    </section>
  );
}
