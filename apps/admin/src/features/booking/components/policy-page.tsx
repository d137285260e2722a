/**
 * "Buchungsregeln" (issue 25 point 5, decision 111): until how many hours before the start the
 * visitor's link may move or cancel, and the 24-hour and 1-hour reminders on or off — saved from the
 * version read (a 409 shows both versions in the shared conflict dialog), checked by the contracts'
 * schema before sending, leaving with unsaved changes asks first. Below it the calendar subscription.
 */
import { type BookingPolicy, type BookingPolicyPatch, BookingPolicyPatchSchema } from '@wegweiser/contracts';
import { useId } from 'react';
import { toApiProblem } from '../../../shared/api/api-problem';
import { useApi } from '../../../shared/api/api-provider';
import { ConflictDialog } from '../../../shared/content/conflict-dialog';
import { useT } from '../../../shared/i18n/console-words';
import { TextField } from '../../../shared/ui/field';
import { ErrorState, LoadingState, PageHeader, Panel } from '../../../shared/ui/states';
import { firstError } from '../form-errors';
import { policyConflictOf, policyKeys, saveBookingPolicy, useBookingPolicy } from '../policy-api';
import { usePolicyWords } from '../policy-words';
import { type Checked, useVersionedForm } from '../use-versioned-form';
import { useBookingWords } from '../words';
import { BookingTabs } from './booking-tabs';
import { CalendarFeedPanel } from './calendar-feed-panel';
import { SaveBar } from './save-bar';
import { Switch } from './switch';

type Values = { deadline: string; reminder24h: boolean; reminder1h: boolean };

const valuesOf = (policy: BookingPolicy): Values => ({
  deadline: String(policy.cancellation_deadline_hours),
  reminder24h: policy.reminder_24h,
  reminder1h: policy.reminder_1h,
});

const numberOf = (text: string) => (/^\s*\d{1,6}\s*$/.test(text) ? Number(text) : Number.NaN);

const FIELDS = ['cancellation_deadline_hours', 'reminder_24h', 'reminder_1h'] as const;

export default function PolicyPage() {
  const { w } = usePolicyWords();
  const t = useT();
  const query = useBookingPolicy();
  return (
    <>
      <PageHeader title={w.title} intro={w.intro} />
      <BookingTabs />
      <div className="max-w-3xl space-y-6">
        {query.isError ? (
          <ErrorState message={toApiProblem(query.error, t).message} onRetry={() => void query.refetch()} />
        ) : query.data ? (
          <PolicyForm policy={query.data} />
        ) : (
          <LoadingState label={w.loading} />
        )}
        <CalendarFeedPanel />
      </div>
    </>
  );
}

function PolicyForm({ policy }: { policy: BookingPolicy }) {
  const { w } = usePolicyWords();
  const common = useBookingWords().w.common;
  const api = useApi();
  const id = useId();
  const { min, max } = policy.limits.cancellation_deadline_hours;
  const body = (values: Values, version: number) => ({
    cancellation_deadline_hours: numberOf(values.deadline),
    reminder_24h: values.reminder24h,
    reminder_1h: values.reminder1h,
    version,
  });
  const { base, values, change, errors, formError, notice, busy, conflict, save, takeCurrent, guard } =
    useVersionedForm({
      saved: policy,
      valuesOf,
      check: (current: Values, version): Checked<BookingPolicyPatch> => {
        const checked = BookingPolicyPatchSchema.safeParse(body(current, version));
        // The one number is the only field that can be wrong: its range, in words.
        return checked.success
          ? { body: checked.data }
          : { errors: { cancellation_deadline_hours: [w.deadline.range(min, max)] } };
      },
      send: (checked) => saveBookingPolicy(api, checked),
      conflictOf: policyConflictOf,
      queryKey: policyKeys.policy,
      savedNotice: w.saved,
      fixFirst: common.fixFirst,
    });

  const deadline = numberOf(values.deadline);
  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        void save(base.version);
      }}
    >
      <Panel title={w.deadline.title} id={`${id}-deadline`}>
        <div className="w-full max-w-md">
          <TextField
            label={w.deadline.label}
            inputMode="numeric"
            value={values.deadline}
            onChange={(event) => change({ deadline: event.target.value })}
            hint={
              Number.isFinite(deadline) && deadline <= max
                ? w.deadline.hint(deadline)
                : w.deadline.range(min, max)
            }
            error={firstError(errors, 'cancellation_deadline_hours')}
          />
        </div>
      </Panel>
      <Panel title={w.reminders.title} id={`${id}-reminders`}>
        <div className="space-y-4">
          <p className="text-dark-700 dark:text-dark-200">{w.reminders.intro}</p>
          <Switch
            label={w.reminders.day}
            help={w.reminders.dayHelp}
            checked={values.reminder24h}
            onChange={(checked) => change({ reminder24h: checked })}
          />
          <Switch
            label={w.reminders.hour}
            help={w.reminders.hourHelp}
            checked={values.reminder1h}
            onChange={(checked) => change({ reminder1h: checked })}
          />
        </div>
      </Panel>
      <SaveBar busy={busy} formError={formError} notice={notice} />
      <ConflictDialog
        open={conflict !== null}
        mine={body(values, base.version)}
        current={conflict ? { ...conflict } : {}}
        order={FIELDS}
        fieldLabel={(field) => (w.fields as Record<string, string>)[field] ?? field}
        valueText={(field, value) =>
          typeof value === 'boolean'
            ? value
              ? w.reminders.on
              : w.reminders.off
            : field === 'cancellation_deadline_hours' && typeof value === 'number'
              ? common.hours(value)
              : undefined
        }
        busy={busy}
        onKeepMine={() => conflict && void save(conflict.version)}
        onTakeCurrent={takeCurrent}
      />
      {guard.dialog}
    </form>
  );
}
