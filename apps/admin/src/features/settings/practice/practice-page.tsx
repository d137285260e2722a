/**
 * The practice's time zone (issue 24 point 9, decision 086): one choice from the zones the browser
 * knows, grouped by region, with the time it is there now, so the coach sees at once whether it is
 * hers. Saved from the version read (a 409 keeps the choice and offers the saved one).
 */
import { useQueryClient } from '@tanstack/react-query';
import { type PracticeSettings, TimeZoneSchema } from '@wegweiser/contracts';
import { useMemo } from 'react';
import { z } from 'zod';
import { useApi } from '../../../shared/api/api-provider';
import { formatDateTime, useI18n } from '../../../shared/i18n/i18n-provider';
import {
  practiceConflictOf,
  practiceQueryKey,
  savePractice,
  usePracticeSettings,
} from '../../../shared/practice/api';
import { clockIn, timeZoneNames } from '../../../shared/practice/calendar';
import { SelectField } from '../../../shared/ui/field';
import { PageHeader, Panel } from '../../../shared/ui/states';
import { StickySaveBar } from '../../../shared/ui/sticky-save-bar';
import { ConflictNotice, SaveBar } from '../shared/controls';
import { QueryState } from '../shared/item-loader';
import { useVersionedSettingsForm } from '../shared/use-versioned-settings-form';
import { useSettingsWords } from '../words';

const REGIONS = [
  'Europe',
  'America',
  'Africa',
  'Asia',
  'Atlantic',
  'Australia',
  'Indian',
  'Pacific',
  'Antarctica',
  'Arctic',
];

/** The zones by region (the part before the first slash), Europe first; the rest under "other". */
function groupedZones(current: string) {
  const names = timeZoneNames();
  if (!names.includes(current)) names.push(current);
  const groups = new Map<string, string[]>();
  for (const name of names) {
    const region = name.includes('/') ? (name.split('/')[0] ?? 'other') : 'other';
    const key = REGIONS.includes(region) ? region : 'other';
    groups.set(key, [...(groups.get(key) ?? []), name]);
  }
  return [...REGIONS, 'other']
    .filter((region) => groups.has(region))
    .map((region) => ({ region, zones: (groups.get(region) ?? []).sort() }));
}

export default function PracticePage() {
  const words = useSettingsWords().w.practice;
  const query = usePracticeSettings();
  return (
    <>
      <PageHeader title={words.title} intro={words.intro} />
      <QueryState queries={[query]}>
        {() => (query.data ? <PracticeForm settings={query.data} /> : null)}
      </QueryState>
    </>
  );
}

const schema = z.object({ time_zone: TimeZoneSchema });

function PracticeForm({ settings }: { settings: PracticeSettings }) {
  const { language } = useI18n();
  const words = useSettingsWords().w.practice;
  const api = useApi();
  const queryClient = useQueryClient();
  const groups = useMemo(() => groupedZones(settings.time_zone), [settings.time_zone]);

  const { editor, form, base, conflict, notice, loadCurrent, guard } = useVersionedSettingsForm({
    settings,
    queryKey: practiceQueryKey,
    schema,
    toValues: (current) => ({ time_zone: current.time_zone }),
    save: async (values, current) =>
      values.time_zone === current.time_zone
        ? current
        : savePractice(api, { time_zone: values.time_zone, version: current.version }),
    conflictOf: practiceConflictOf,
    savedNotice: (saved) => words.saved(saved.time_zone.replaceAll('_', ' ')),
    // The dashboard's figures were counted by the old clock.
    onSaved: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'analytics'] }),
  });
  const chosen = form.watch('time_zone');
  const locale = language === 'de' ? 'de-DE' : 'en-GB';

  return (
    <form onSubmit={editor.submit} noValidate className="max-w-3xl space-y-6">
      <ConflictNotice conflict={conflict} onLoad={loadCurrent} />
      <Panel title={words.panel} id="practice-time-zone">
        <div className="space-y-3">
          <p className="text-dark-700 dark:text-dark-200">{words.explain}</p>
          <div className="w-full max-w-sm">
            <SelectField
              label={words.label}
              error={form.formState.errors.time_zone?.message}
              hint={words.now(chosen.replaceAll('_', ' '), clockIn(chosen, new Date(), locale))}
              {...form.register('time_zone')}
            >
              {groups.map((group) => (
                <optgroup key={group.region} label={words.regions[group.region] ?? group.region}>
                  {group.zones.map((zone) => (
                    <option key={zone} value={zone}>
                      {zone.replaceAll('_', ' ')}
                    </option>
                  ))}
                </optgroup>
              ))}
            </SelectField>
          </div>
          {base.updated_at ? (
            <p className="text-sm text-dark-600 dark:text-dark-300">
              {words.lastChanged(formatDateTime(base.updated_at, language))}
            </p>
          ) : null}
        </div>
      </Panel>
      <StickySaveBar>
        <SaveBar
          live
          note={words.saveNote}
          editor={{ form, saving: editor.mutation.isPending, formError: editor.formError, notice }}
        />
      </StickySaveBar>
      {guard.dialog}
    </form>
  );
}
