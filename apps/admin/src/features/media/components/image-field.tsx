/**
 * An image field (content editors, site settings): a preview of the current image, "choose from
 * library" opening the library's grid with its upload in a dialog, and the address itself for an
 * image elsewhere, checked by the site's URL rule (decision 022). Choosing fills in the library
 * image's address (`/media/library/{id}.{ext}`), which the site serves with its variants.
 */
import { safeUrl } from '@wegweiser/contracts/safe-url';
import { useState } from 'react';
import type { ImageFieldProps } from '../../../shared/media/image-field-slot';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { TextField } from '../../../shared/ui/field';
import { thumbnailUrl } from '../thumbnail';
import { useUploadQueue } from '../upload-queue';
import { useMediaWords } from '../words';
import { MediaGrid } from './media-grid';
import { UploadQueueZone } from './upload-zone';

export default function LibraryImageField({
  label,
  help,
  value,
  onChange,
  error,
  nullable,
  required,
  name,
  onBlur,
}: ImageFieldProps) {
  const { w } = useMediaWords();
  const [open, setOpen] = useState(false);
  // Kept here, not in the dialog: closing it does not stop or forget an upload under way.
  const uploads = useUploadQueue();
  const [broken, setBroken] = useState<string | null>(null);
  const current = typeof value === 'string' ? value : '';
  const safe = current.trim() === '' || safeUrl(current, { kind: 'image' }) !== null;
  const preview = current && safe ? thumbnailUrl(current) : null;
  const empty = nullable ? null : '';
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="text-sm font-medium text-dark-800 dark:text-dark-100">{label}</legend>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-dark-200 bg-dark-100 text-center text-xs text-dark-600 dark:border-dark-700 dark:bg-dark-900 dark:text-dark-300">
          {preview && broken !== preview ? (
            <img
              src={preview}
              alt={w.picker.current}
              className="size-full object-contain"
              onError={() => setBroken(preview)}
            />
          ) : (
            <span className="p-1">{current ? w.picker.current : w.picker.noImage}</span>
          )}
        </div>
        <Button variant="secondary" aria-label={`${w.picker.choose}: ${label}`} onClick={() => setOpen(true)}>
          {w.picker.choose}
        </Button>
        {current ? (
          <Button variant="ghost" aria-label={`${w.picker.remove}: ${label}`} onClick={() => onChange(empty)}>
            {w.picker.remove}
          </Button>
        ) : null}
      </div>
      <TextField
        label={w.picker.urlLabel(label)}
        name={name}
        hint={help ?? w.picker.urlHint}
        error={error ?? (safe ? undefined : w.picker.invalidUrl)}
        type="text"
        inputMode="url"
        autoCapitalize="off"
        autoComplete="off"
        spellCheck={false}
        required={required}
        value={current}
        onBlur={onBlur}
        onChange={(event) => onChange(event.target.value === '' ? empty : event.target.value)}
      />
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={w.picker.title}
        description={w.picker.description}
        wide
      >
        <div className="space-y-6">
          <UploadQueueZone queue={uploads} />
          <MediaGrid
            selectedUrl={current || null}
            selectLabel={w.choose}
            onSelect={(item) => {
              onChange(item.url);
              setOpen(false);
            }}
          />
        </div>
      </Dialog>
    </fieldset>
  );
}
