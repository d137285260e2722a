/**
 * The session type editor's sections below its texts: how long it takes and the free time around
 * it, where it happens, the service or package it belongs to (with its price), and its two rules.
 * What they show comes from the form's values; each change goes back through `change`.
 */
import type { SessionTypeOffer } from '@wegweiser/contracts';
import { SESSION_LOCATION_KINDS, type SessionLocationKind } from '@wegweiser/contracts/booking';
import { SelectField, TextField } from '../../../shared/ui/field';
import { Panel } from '../../../shared/ui/states';
import { type FieldErrors, firstError } from '../form-errors';
import { useBookingWords } from '../words';
import { money, type Values } from './session-type-values';
import { Switch } from './switch';

type Props = {
  formId: string;
  values: Values;
  errors: FieldErrors;
  change: (next: Partial<Values>) => void;
  offers: SessionTypeOffer[];
};

export function SessionTypePanels({ formId, values, errors, change, offers }: Props) {
  const { w, language } = useBookingWords();
  const services = offers.filter((offer) => offer.kind === 'service');
  const packages = offers.filter((offer) => offer.kind === 'package');
  const chosen = offers.find((offer) => `${offer.kind}:${offer.id}` === values.offer);
  const offerLabel = (offer: SessionTypeOffer) => {
    const title = offer.title[language] || offer.title.de || Object.values(offer.title)[0] || `#${offer.id}`;
    const price = money(offer, language);
    const details = [price ? w.editor.price(price) : w.editor.noPrice];
    if (!offer.active) details.push(w.editor.offerInactive);
    return `${title} (${details.join(', ')})`;
  };
  return (
    <>
      <Panel title={w.editor.timing} id={`${formId}-timing`}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={w.editor.duration}
            inputMode="numeric"
            value={values.duration}
            onChange={(event) => change({ duration: event.target.value })}
            hint={w.editor.durationHint}
            error={firstError(errors, 'duration_minutes')}
          />
          <TextField
            label={w.editor.maxPerDay}
            inputMode="numeric"
            value={values.maxPerDay}
            onChange={(event) => change({ maxPerDay: event.target.value })}
            hint={w.editor.maxPerDayHint}
            error={firstError(errors, 'max_per_day')}
          />
          <TextField
            label={w.editor.bufferBefore}
            inputMode="numeric"
            value={values.bufferBefore}
            onChange={(event) => change({ bufferBefore: event.target.value })}
            hint={w.editor.bufferHint}
            error={firstError(errors, 'buffer_before_minutes')}
          />
          <TextField
            label={w.editor.bufferAfter}
            inputMode="numeric"
            value={values.bufferAfter}
            onChange={(event) => change({ bufferAfter: event.target.value })}
            error={firstError(errors, 'buffer_after_minutes')}
          />
        </div>
      </Panel>
      <Panel title={w.editor.place} id={`${formId}-place`}>
        <div className="space-y-4">
          <SelectField
            label={w.editor.locationKind}
            value={values.kind}
            onChange={(event) => change({ kind: event.target.value as SessionLocationKind })}
            error={firstError(errors, 'location_kind')}
          >
            {SESSION_LOCATION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {w.types.location[kind]}
              </option>
            ))}
          </SelectField>
          {values.kind === 'practice' ? (
            <TextField
              label={w.editor.address}
              value={values.address}
              autoComplete="street-address"
              onChange={(event) => change({ address: event.target.value })}
              error={firstError(errors, 'location_address')}
            />
          ) : null}
          {values.kind === 'video' ? (
            <TextField
              label={w.editor.link}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={values.link}
              onChange={(event) => change({ link: event.target.value })}
              hint={w.editor.linkHint}
              error={firstError(errors, 'location_link')}
            />
          ) : null}
          {values.kind === 'phone' ? (
            <p className="text-sm text-dark-700 dark:text-dark-200">{w.editor.phoneHint}</p>
          ) : null}
        </div>
      </Panel>
      <Panel title={w.editor.offer} id={`${formId}-offer`}>
        <SelectField
          label={w.editor.offerLabel}
          value={values.offer}
          onChange={(event) => change({ offer: event.target.value })}
          hint={chosen ? (chosen.active ? w.editor.offerHint : w.editor.offerInactiveHint) : undefined}
          error={firstError(errors, 'service_id') ?? firstError(errors, 'package_id')}
        >
          <option value="">{w.editor.offerNone}</option>
          {services.length > 0 ? (
            <optgroup label={w.editor.services}>
              {services.map((offer) => (
                <option key={`service:${offer.id}`} value={`service:${offer.id}`}>
                  {offerLabel(offer)}
                </option>
              ))}
            </optgroup>
          ) : null}
          {packages.length > 0 ? (
            <optgroup label={w.editor.packages}>
              {packages.map((offer) => (
                <option key={`package:${offer.id}`} value={`package:${offer.id}`}>
                  {offerLabel(offer)}
                </option>
              ))}
            </optgroup>
          ) : null}
        </SelectField>
      </Panel>
      <Panel title={w.editor.rules} id={`${formId}-rules`}>
        <div className="space-y-4">
          <Switch
            label={w.editor.confirmLabel}
            help={w.editor.confirmHelp}
            checked={values.confirm}
            onChange={(confirm) => change({ confirm })}
          />
          <Switch
            label={w.editor.visibleLabel}
            help={w.editor.visibleHelp}
            checked={values.visible}
            onChange={(visible) => change({ visible })}
          />
        </div>
      </Panel>
    </>
  );
}
