/**
 * The media library screen (issue 13 point 7, decision 048): upload by drag and drop or the file
 * button, the grid of images with search, and each image's details in a dialog. For owners and
 * editors alike; loaded when first opened.
 */
import { useState } from 'react';
import { FormAlert, PageHeader } from '../../../shared/ui/states';
import { useMediaWords } from '../words';
import { MediaDetailDialog } from './media-detail-dialog';
import { MediaGrid } from './media-grid';
import { UploadZone } from './upload-zone';

export default function MediaPage() {
  const { w } = useMediaWords();
  const [open, setOpen] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <PageHeader title={w.title} intro={w.intro} />
      <div className="space-y-6">
        <UploadZone />
        <FormAlert message={notice} tone="success" />
        <section aria-label={w.title}>
          <MediaGrid
            onSelect={(item) => {
              setNotice(null);
              setOpen(item.id);
            }}
            selectLabel={w.open}
          />
        </section>
      </div>
      <MediaDetailDialog
        id={open}
        onClose={() => setOpen(null)}
        onDeleted={() => {
          setOpen(null);
          setNotice(w.detail.deleted);
        }}
      />
    </>
  );
}
