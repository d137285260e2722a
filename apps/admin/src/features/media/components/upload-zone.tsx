/**
 * Drag images here or choose them with the button; each chosen file gets a row with its own
 * progress bar and, if it was not uploaded, the reason (decision 048). Several files at once.
 */
import {
  MEDIA_IMAGE_TYPE_NAMES,
  MEDIA_IMAGE_TYPES,
  MEDIA_UPLOAD_LIMITS,
} from '@wegweiser/contracts/constants';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../shared/ui/button';
import type { MediaItem } from '../api';
import { formatBytes } from '../thumbnail';
import {
  percentOf,
  type UploadEntry,
  type Uploader,
  type UploadQueue,
  useUploadQueue,
} from '../upload-queue';
import { useMediaWords } from '../words';

const ACCEPT = Object.keys(MEDIA_IMAGE_TYPES).join(',');

export function UploadZone({
  onUploaded,
  upload,
}: {
  onUploaded?: (item: MediaItem) => void;
  /** Tests give their own request. */
  upload?: Uploader;
}) {
  const queue = useUploadQueue({ ...(onUploaded ? { onUploaded } : {}), ...(upload ? { upload } : {}) });
  return <UploadQueueZone queue={queue} />;
}

/** The drop zone and list of a queue kept by the caller (the picker keeps it while its dialog is shut). */
export function UploadQueueZone({ queue }: { queue: UploadQueue }) {
  const { w } = useMediaWords();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const headingId = useId();
  const hintId = useId();
  const done = queue.entries.filter((entry) => entry.status === 'done').length;
  const failed = queue.entries.filter((entry) => entry.status === 'failed').length;

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="sr-only">
        {w.upload.title}
      </h2>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop target; the button inside is the keyboard's way */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          queue.add(Array.from(event.dataTransfer.files));
        }}
        data-testid="media-drop-zone"
        className={`flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed p-6 text-center ${
          over
            ? 'border-primary-700 bg-primary-50 dark:border-primary-300 dark:bg-primary-900'
            : 'border-dark-300 bg-white dark:border-dark-600 dark:bg-dark-800'
        }`}
      >
        {/* Touch screens have nothing to drag from: the button alone. */}
        <p className="font-medium text-dark-900 pointer-coarse:hidden dark:text-dark-50">{w.upload.drop}</p>
        <p className="text-sm text-dark-600 pointer-coarse:hidden dark:text-dark-300">{w.upload.or}</p>
        <Button variant="secondary" aria-describedby={hintId} onClick={() => input.current?.click()}>
          {w.upload.button}
        </Button>
        <p id={hintId} className="text-sm text-dark-600 dark:text-dark-300">
          {w.upload.hint(MEDIA_IMAGE_TYPE_NAMES, MEDIA_UPLOAD_LIMITS.maxFileBytes / 1024 / 1024)}
        </p>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPT}
          hidden
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            queue.add(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
      </div>
      {queue.entries.length > 0 ? (
        <div className="space-y-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p role="status" className="text-sm text-dark-700 dark:text-dark-200">
              {w.upload.summary(done, failed, queue.entries.length)}
            </p>
            {done > 0 ? (
              <Button variant="ghost" onClick={queue.clearFinished}>
                {w.upload.clear}
              </Button>
            ) : null}
          </div>
          <ul aria-label={w.upload.queue} className="space-y-2">
            {queue.entries.map((entry) => (
              <UploadRow
                key={entry.id}
                entry={entry}
                onRetry={() => queue.retry(entry.id)}
                onDismiss={() => queue.dismiss(entry.id)}
              />
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function UploadRow({
  entry,
  onRetry,
  onDismiss,
}: {
  entry: UploadEntry;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  const { w, language } = useMediaWords();
  const percent = entry.status === 'done' ? 100 : percentOf(entry);
  const status =
    entry.status === 'waiting'
      ? w.upload.waiting
      : entry.status === 'uploading'
        ? percent >= 100
          ? w.upload.processing
          : w.upload.uploading(percent)
        : entry.status === 'done'
          ? w.upload.done
          : w.upload.failed;
  const failed = entry.status === 'failed';
  return (
    <li
      className={`rounded-xl border p-3 ${
        failed
          ? 'border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950'
          : 'border-dark-200 bg-white dark:border-dark-700 dark:bg-dark-800'
      }`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 break-all font-medium text-dark-900 dark:text-dark-50">
          {entry.name}{' '}
          <span className="font-normal text-dark-600 dark:text-dark-300">
            ({formatBytes(entry.size, language)})
          </span>
        </p>
        <p
          className={`text-sm ${failed ? 'font-semibold text-red-800 dark:text-red-200' : 'text-dark-700 dark:text-dark-200'}`}
        >
          {status}
        </p>
      </div>
      {failed ? null : (
        <div
          role="progressbar"
          aria-label={w.upload.progress(entry.name)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-2 h-2 overflow-hidden rounded-full bg-dark-200 dark:bg-dark-700"
        >
          <div
            className={`h-full rounded-full transition-[width] motion-reduce:transition-none ${
              entry.status === 'done'
                ? 'bg-green-700 dark:bg-green-400'
                : 'bg-primary-700 dark:bg-primary-300'
            }`}
            style={{ width: `${percent}%` }}
          />
        </div>
      )}
      {entry.error ? (
        <p role="alert" className="mt-2 text-sm text-red-900 dark:text-red-100">
          {entry.error}
        </p>
      ) : null}
      {failed ? (
        <div className="mt-2 flex flex-wrap gap-2">
          {entry.retryable ? (
            <Button variant="secondary" aria-label={`${w.upload.retry}: ${entry.name}`} onClick={onRetry}>
              {w.upload.retry}
            </Button>
          ) : null}
          <Button variant="ghost" aria-label={`${w.upload.dismiss}: ${entry.name}`} onClick={onDismiss}>
            {w.upload.dismiss}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
