/**
 * The booking setup forms' save bar: the save button (saying it is saving while it does), any
 * further buttons of the form, and what the last attempt came to — the error in words, or the
 * saved notice.
 */
import type { ReactNode } from 'react';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/states';
import { StickySaveBar } from '../../../shared/ui/sticky-save-bar';
import { useBookingWords } from '../words';

export function SaveBar({
  busy,
  formError,
  notice,
  children,
}: {
  busy: boolean;
  formError: string | null;
  notice: string | null;
  children?: ReactNode;
}) {
  const { common } = useBookingWords().w;
  return (
    <StickySaveBar>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" busy={busy}>
          {busy ? common.saving : common.save}
        </Button>
        {children}
        <div className="min-w-0 flex-1">
          <FormAlert message={formError} />
          <FormAlert message={notice} tone="success" />
        </div>
      </div>
    </StickySaveBar>
  );
}
