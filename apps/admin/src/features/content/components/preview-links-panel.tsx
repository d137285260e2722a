/**
 * The item's preview links that still work (decision 081): who made each, for which language, until
 * when it works, and a button that ends it at once. An editor sees her own links, the owner every
 * one. What a failure or an ended link means is said beside the list.
 */
import type { LanguageCode } from '@wegweiser/contracts/constants';
import { useState } from 'react';
import { toApiProblem } from '../../../shared/api/api-problem';
import { type PreviewLink, useEndPreviewLink, usePreviewLinks } from '../../../shared/content/api';
import { useContentWords } from '../../../shared/content/words';
import { useT } from '../../../shared/i18n/console-words';
import { Button } from '../../../shared/ui/button';
import { ErrorState, FormAlert, LoadingState } from '../../../shared/ui/states';
import type { EditorWords } from '../words';

export function PreviewLinksPanel({
  resource,
  itemKey,
  words,
  formatDate,
}: {
  resource: string;
  itemKey: string;
  words: EditorWords['editor'];
  formatDate: (iso: string) => string;
}) {
  const t = useT();
  const links = usePreviewLinks(resource, itemKey);
  const end = useEndPreviewLink(resource, itemKey);
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);

  const endLink = (link: PreviewLink) => {
    setMessage(null);
    end.mutate(link.id, {
      onSuccess: () => setMessage({ text: words.previewLinkEnded, tone: 'success' }),
      onError: (error) => setMessage({ text: toApiProblem(error, t).message, tone: 'error' }),
    });
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-dark-700 dark:text-dark-200">{words.previewLinksIntro}</p>
      <FormAlert message={message?.text ?? null} tone={message?.tone ?? 'error'} />
      {links.isPending ? (
        <LoadingState />
      ) : links.isError ? (
        <ErrorState message={toApiProblem(links.error, t).message} onRetry={() => void links.refetch()} />
      ) : links.data.results.length === 0 ? (
        <p className="text-dark-700 dark:text-dark-200">{words.previewLinksEmpty}</p>
      ) : (
        <ul className="space-y-2">
          {links.data.results.map((link) => (
            <PreviewLinkRow
              key={link.id}
              link={link}
              words={words}
              formatDate={formatDate}
              ending={end.isPending && end.variables === link.id}
              onEnd={() => endLink(link)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function PreviewLinkRow({
  link,
  words,
  formatDate,
  ending,
  onEnd,
}: {
  link: PreviewLink;
  words: EditorWords['editor'];
  formatDate: (iso: string) => string;
  ending: boolean;
  onEnd: () => void;
}) {
  const { languageName } = useContentWords().w;
  const language = link.language
    ? words.previewLinkIn(languageName[link.language as LanguageCode] ?? link.language)
    : words.previewLinkAnyLanguage;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-dark-200 p-3 dark:border-dark-700">
      <div className="min-w-0 text-sm">
        <p className="font-medium text-dark-900 dark:text-dark-50">{language}</p>
        <p className="text-dark-700 dark:text-dark-200">
          {words.previewLinkMeta(
            link.created_by.name,
            formatDate(link.created_at),
            formatDate(link.expires_at),
          )}
        </p>
      </div>
      <Button variant="secondary" busy={ending} onClick={onEnd}>
        {words.endPreviewLink}
        <span className="sr-only">{` (${language}, ${formatDate(link.created_at)})`}</span>
      </Button>
    </li>
  );
}
