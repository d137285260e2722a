/**
 * "Buchungsregeln" (issue 25 point 5, decision 111): until how many hours before the start the
 * visitor's link may move or cancel, and the 24-hour and 1-hour reminders on or off — saved from the
 * version read (a 409 shows both versions in the shared conflict dialog), checked by the contracts'
 * schema before sending, leaving with unsaved changes asks first. Below it the calendar subscription.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type BookingPolicy, BookingPolicyPatchSchema } from '@wegweiser/contracts';
import { useId, useState } from 'react';
import { toApiProblem } from '../../../shared/api/api-problem';
import { useApi } from '../../../shared/api/api-provider';
import { ConflictDialog } from '../../../shared/content/conflict-dialog';
import { useUnsavedChangesGuard } from '../../../shared/forms/use-unsaved-changes-guard';
import { useT } from '../../../shared/i18n/console-words';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/field';
import { ErrorState, FormAlert, LoadingState, PageHeader, Panel } from '../../../shared/ui/states';
import { StickySaveBar } from '../../../shared/ui/sticky-save-bar';
import { type FieldErrors, firstError } from '../form-errors';
import { policyConflictOf, policyKeys, saveBookingPolicy, useBookingPolicy } from '../policy-api';
import { usePolicyWords } from '../policy-words';
import { useBookingWords } from '../words';
import { BookingTabs } from './booking-tabs';
import { CalendarFeedPanel } from './calendar-feed-panel';
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
  const t = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const [base, setBase] = useState(policy);
  const [values, setValues] = useState(() => valuesOf(policy));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<BookingPolicy | null>(null);
  const dirty = JSON.stringify(values) !== JSON.stringify(valuesOf(base));
  const guard = useUnsavedChangesGuard(dirty);
  const { min, max } = base.limits.cancellation_deadline_hours;

  const change = (next: Partial<Values>) => {
    setValues((current) => ({ ...current, ...next }));
    setNotice(null);
  };
  const body = (version: number) => ({
    cancellation_deadline_hours: numberOf(values.deadline),
    reminder_24h: values.reminder24h,
    reminder_1h: values.reminder1h,
    version,
  });
  const take = (saved: BookingPolicy) => {
    setBase(saved);
    setValues(valuesOf(saved));
    setConflict(null);
    queryClient.setQueryData(policyKeys.policy, saved);
  };

  const save = async (version: number) => {
    setFormError(null);
    setNotice(null);
    const checked = BookingPolicyPatchSchema.safeParse(body(version));
    if (!checked.success) {
      // The one number is the only field that can be wrong: its range, in words.
      setErrors({ cancellation_deadline_hours: [w.deadline.range(min, max)] });
      setFormError(common.fixFirst);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      take(await saveBookingPolicy(api, checked.data));
      setNotice(w.saved);
    } catch (error) {
      const current = policyConflictOf(error);
      if (current) {
        setConflict(current);
      } else {
        const problem = toApiProblem(error, t);
        setErrors(problem.fields);
        setFormError(problem.message);
      }
    } finally {
      setBusy(false);
    }
  };

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
      <StickySaveBar>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" busy={busy}>
            {busy ? common.saving : common.save}
          </Button>
          <div className="min-w-0 flex-1">
            <FormAlert message={formError} />
            <FormAlert message={notice} tone="success" />
          </div>
        </div>
      </StickySaveBar>
      <ConflictDialog
        open={conflict !== null}
        mine={body(base.version)}
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
        onTakeCurrent={() => {
          if (!conflict) return;
          take(conflict);
          setFormError(null);
        }}
      />
      {guard.dialog}
    </form>
  );
}
