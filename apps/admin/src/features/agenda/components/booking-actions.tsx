/**
 * The owner's actions on one booking, by its state (decision 104): confirm or decline a request,
 * move or cancel a live booking (each with an optional message; cancelling asks first), note a
 * begun one as taken place or not. Each sends the version read; a refusal shows why, with the
 * booking as it is now, and keeps what she typed. "Notified by email" only after the server's yes,
 * and only for the four actions that mail.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgendaBooking } from '@wegweiser/contracts';
import { useState } from 'react';
import { toApiProblem } from '../../../shared/api/api-problem';
import { useApi } from '../../../shared/api/api-provider';
import { useUnsavedChangesGuard } from '../../../shared/forms/use-unsaved-changes-guard';
import { useT } from '../../../shared/i18n/console-words';
import { instantOf, wallClockOf } from '../../../shared/practice/zoned';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/dialog';
import { FormAlert, Panel } from '../../../shared/ui/states';
import { type AgendaActionName, actOn, agendaKeys, MAILING_ACTIONS, refusalOf } from '../api';
import { useAgendaWords } from '../words';
import { MessageForm, MoveForm } from './action-forms';

type Mode = 'confirm' | 'decline' | 'cancel' | 'move';

/** What can be done with the booking as it is now. */
export function actionsFor(booking: AgendaBooking, now: number) {
  const started = Date.parse(booking.starts_at) <= now;
  const forms: Mode[] = [];
  const marks: ('no-show' | 'done')[] = [];
  if (booking.state === 'requested')
    forms.push(
      ...(booking.expired ? (['decline'] as const) : (['confirm', 'decline', 'move', 'cancel'] as const)),
    );
  if (booking.state === 'confirmed') forms.push('move', 'cancel');
  if (started && (booking.state === 'confirmed' || booking.state === 'done')) marks.push('no-show');
  if (started && (booking.state === 'confirmed' || booking.state === 'no_show')) marks.push('done');
  return { forms, marks, waitsForStart: booking.state === 'confirmed' && !started };
}

export function BookingActions({ booking, zone }: { booking: AgendaBooking; zone: string }) {
  const { w } = useAgendaWords();
  const t = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode | null>(null);
  const [message, setMessage] = useState('');
  const [when, setWhen] = useState(() => wallClockOf(booking.starts_at, zone));
  const [asking, setAsking] = useState(false);
  const [feedback, setFeedback] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const original = wallClockOf(booking.starts_at, zone);
  const dirty =
    mode !== null &&
    (message.trim() !== '' ||
      (mode === 'move' && (when.date !== original.date || when.time !== original.time)));
  const guard = useUnsavedChangesGuard(dirty);

  const act = useMutation({
    mutationFn: ({ action, start }: { action: AgendaActionName; start?: string }) =>
      actOn(api, booking, action, { message, ...(start ? { start } : {}) }),
    onSuccess: (next, { action }) => {
      queryClient.setQueryData(agendaKeys.one(booking.id), next);
      void queryClient.invalidateQueries({ queryKey: [...agendaKeys.all, 'window'] });
      void queryClient.invalidateQueries({ queryKey: [...agendaKeys.all, 'list'] });
      setMode(null);
      setMessage('');
      setAsking(false);
      setWhen(wallClockOf(next.starts_at, zone));
      setFeedback({
        tone: 'success',
        text: MAILING_ACTIONS.has(action) ? w.actions.mailed : w.actions.saved,
      });
    },
    onError: (error) => {
      setAsking(false);
      const refusal = refusalOf(error);
      if (refusal) {
        // The booking as it is now; what she typed stays in the form.
        queryClient.setQueryData(agendaKeys.one(booking.id), refusal.current);
        setFeedback({ tone: 'error', text: refusal.reason === 'stale' ? w.actions.stale : refusal.message });
        return;
      }
      setFeedback({ tone: 'error', text: `${w.actions.failed} ${toApiProblem(error, t).message}` });
    },
  });

  const { forms, marks, waitsForStart } = actionsFor(booking, Date.now());
  const open = (next: Mode) => {
    setFeedback(null);
    setMode(next);
  };
  const label: Record<Mode, string> = {
    confirm: w.actions.confirm,
    decline: w.actions.decline,
    move: w.actions.move,
    cancel: w.actions.cancel,
  };
  const submitMove = () => {
    if (!when.date || !when.time) {
      setFeedback({ tone: 'error', text: w.actions.pickDateTime });
      return;
    }
    act.mutate({ action: 'move', start: moveStart(when.date, when.time, zone) });
  };
  const shown = mode !== null && forms.includes(mode) ? mode : null;

  return (
    <Panel title={w.actions.heading} id="booking-actions">
      <div className="space-y-4">
        <FormAlert message={feedback?.text ?? null} tone={feedback?.tone ?? 'error'} />
        {forms.length === 0 && marks.length === 0 ? (
          <p className="text-dark-700 dark:text-dark-200">{w.actions.none}</p>
        ) : null}
        {shown === null ? (
          <div className="flex flex-wrap gap-3">
            {forms.map((form) => (
              <Button
                key={form}
                variant={form === 'confirm' ? 'primary' : form === 'cancel' ? 'danger' : 'secondary'}
                onClick={() => open(form)}
              >
                {label[form]}
              </Button>
            ))}
            {marks.map((mark) => (
              <Button
                key={mark}
                variant="secondary"
                busy={act.isPending && act.variables?.action === mark}
                onClick={() => {
                  setFeedback(null);
                  act.mutate({ action: mark });
                }}
              >
                {mark === 'done' ? w.actions.done : w.actions.noShow}
              </Button>
            ))}
          </div>
        ) : shown === 'move' ? (
          <MoveForm
            when={when}
            onWhen={setWhen}
            message={message}
            onMessage={setMessage}
            zone={zone}
            busy={act.isPending}
            onSubmit={submitMove}
            onBack={() => setMode(null)}
          />
        ) : (
          <MessageForm
            message={message}
            onMessage={setMessage}
            submitLabel={w.actions.send[shown]}
            danger={shown !== 'confirm'}
            busy={act.isPending}
            onSubmit={() => (shown === 'cancel' ? setAsking(true) : act.mutate({ action: shown }))}
            onBack={() => setMode(null)}
          />
        )}
        {waitsForStart ? (
          <p className="text-sm text-dark-700 dark:text-dark-200">{w.actions.afterStart}</p>
        ) : null}
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={w.actions.cancelAsk}
        description={w.actions.cancelWhy}
        confirmLabel={w.actions.send.cancel}
        cancelLabel={w.actions.keep}
        busy={act.isPending}
        onConfirm={() => act.mutate({ action: 'cancel' })}
      />
      {guard.dialog}
    </Panel>
  );
}

/** The instant the practice's clock reads the chosen date and time. */
const moveStart = (date: string, time: string, zone: string) =>
  new Date(instantOf(date, time, zone)).toISOString();
