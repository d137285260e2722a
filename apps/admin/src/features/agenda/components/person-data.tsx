/**
 * A person's data by her address (GDPR Art. 15 and 17, decision 104): every booking of hers and
 * every booking mail to her as a JSON file, or all of it deleted — after asking, and refused while
 * a booking of hers is still to come (the answer says so in words).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ApiRequestError } from '@wegweiser/client/api-client';
import { useState } from 'react';
import { toApiProblem } from '../../../shared/api/api-problem';
import { useApi } from '../../../shared/api/api-provider';
import { useT } from '../../../shared/i18n/console-words';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/dialog';
import { FormAlert, Panel } from '../../../shared/ui/states';
import { agendaKeys, erasePerson, exportPerson } from '../api';
import { useAgendaWords } from '../words';

/** Offers the export as a file download. */
function download(name: string, data: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export function PersonData({ email }: { email: string }) {
  const { w } = useAgendaWords();
  const t = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [feedback, setFeedback] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const failed = (error: unknown) =>
    setFeedback({ tone: 'error', text: `${w.actions.failed} ${toApiProblem(error, t).message}` });

  const exporting = useMutation({
    mutationFn: () => exportPerson(api, email),
    onSuccess: (data) => {
      download('buchungen-person.json', data);
      setFeedback({ tone: 'success', text: w.person.exported });
    },
    onError: failed,
  });
  const erasing = useMutation({
    mutationFn: () => erasePerson(api, email),
    onSuccess: (erased) => {
      setAsking(false);
      // The booking this page showed is gone with her data: back to the list, saying what was deleted;
      // the days and the list are asked again, the gone booking itself not.
      void navigate({
        to: '/agenda',
        search: { view: 'list', erased: `${erased.bookings}-${erased.mails}` },
      });
      queryClient.removeQueries({ queryKey: [...agendaKeys.all, 'one'] });
      void queryClient.invalidateQueries({ queryKey: agendaKeys.all });
    },
    onError: (error) => {
      setAsking(false);
      if (error instanceof ApiRequestError && error.status === 409) {
        setFeedback({ tone: 'error', text: w.person.live });
        return;
      }
      failed(error);
    },
  });

  return (
    <Panel title={w.person.heading} id="person-data">
      <p className="mb-4 text-dark-700 dark:text-dark-200">{w.person.intro}</p>
      <div className="space-y-4">
        <FormAlert message={feedback?.text ?? null} tone={feedback?.tone ?? 'error'} />
        <div className="flex flex-wrap gap-3">
          <Button
            variant="secondary"
            busy={exporting.isPending}
            onClick={() => {
              setFeedback(null);
              exporting.mutate();
            }}
          >
            {w.person.export}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              setFeedback(null);
              setAsking(true);
            }}
          >
            {w.person.erase}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={w.person.eraseAsk}
        description={w.person.eraseWhy(email)}
        confirmLabel={w.person.eraseConfirm}
        busy={erasing.isPending}
        onConfirm={() => erasing.mutate()}
      />
    </Panel>
  );
}
