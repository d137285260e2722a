/** The forms behind the actions: a message to the visitor, and a move's new date and time. */
import { useId } from 'react';
import { Button } from '../../../shared/ui/button';
import { TextAreaField, TextField } from '../../../shared/ui/field';
import { useAgendaWords } from '../words';

type Common = {
  message: string;
  onMessage: (message: string) => void;
  busy: boolean;
  onSubmit: () => void;
  onBack: () => void;
};

function MessageField({ message, onMessage }: Pick<Common, 'message' | 'onMessage'>) {
  const { w } = useAgendaWords();
  return (
    <TextAreaField
      label={w.actions.message}
      hint={w.actions.messageHint}
      value={message}
      maxLength={2000}
      rows={3}
      onChange={(event) => onMessage(event.target.value)}
    />
  );
}

function Buttons({
  submitLabel,
  danger,
  busy,
  onBack,
}: {
  submitLabel: string;
  danger: boolean;
  busy: boolean;
  onBack: () => void;
}) {
  const { w } = useAgendaWords();
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" variant={danger ? 'danger' : 'primary'} busy={busy}>
        {submitLabel}
      </Button>
      <Button variant="secondary" onClick={onBack} disabled={busy}>
        {w.actions.back}
      </Button>
    </div>
  );
}

export function MessageForm({
  submitLabel,
  danger,
  ...common
}: Common & { submitLabel: string; danger: boolean }) {
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        common.onSubmit();
      }}
    >
      <MessageField message={common.message} onMessage={common.onMessage} />
      <Buttons submitLabel={submitLabel} danger={danger} busy={common.busy} onBack={common.onBack} />
    </form>
  );
}

export function MoveForm({
  when,
  onWhen,
  zone,
  ...common
}: Common & {
  when: { date: string; time: string };
  onWhen: (when: { date: string; time: string }) => void;
  zone: string;
}) {
  const { w } = useAgendaWords();
  const hint = useId();
  return (
    <form
      className="space-y-4"
      aria-describedby={hint}
      onSubmit={(event) => {
        event.preventDefault();
        common.onSubmit();
      }}
    >
      <p id={hint} className="text-sm text-dark-700 dark:text-dark-200">
        {w.actions.moveZone(zone)}
      </p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          type="date"
          label={w.actions.newDate}
          value={when.date}
          required
          onChange={(event) => onWhen({ ...when, date: event.target.value })}
        />
        <TextField
          type="time"
          label={w.actions.newTime}
          value={when.time}
          step={300}
          required
          onChange={(event) => onWhen({ ...when, time: event.target.value })}
        />
      </div>
      <MessageField message={common.message} onMessage={common.onMessage} />
      <Buttons submitLabel={w.actions.send.move} danger={false} busy={common.busy} onBack={common.onBack} />
    </form>
  );
}
