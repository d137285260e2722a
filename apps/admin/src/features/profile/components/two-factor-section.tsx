/**
 * Two-factor sign-in on the profile page. Off: the password once more, then set up (QR code and
 * key), confirm a first code, then the recovery codes once. On: new recovery codes or turning it
 * off, each after the password once more (ASVS 5.0 V6).
 */
import { PasswordConfirmRequestSchema, TotpEnableRequestSchema } from '@wegweiser/contracts/admin-auth';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useApi } from '../../../shared/api/api-provider';
import { fieldErrorText } from '../../../shared/forms/field-error';
import { useApiForm } from '../../../shared/forms/use-api-form';
import { useT } from '../../../shared/i18n/console-words';
import { useSession } from '../../../shared/session/session-provider';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { PasswordField, TextField } from '../../../shared/ui/field';
import { FormAlert, Panel } from '../../../shared/ui/states';
import { disableTotp, enableTotp, renewRecoveryCodes, startTotpSetup, type TotpSetup } from '../api';
import { useProfileWords } from '../words';
import { RecoveryCodes } from './recovery-codes';

export function TwoFactorSection() {
  const { w } = useProfileWords();
  const session = useSession();
  const [codes, setCodes] = useState<string[] | null>(null);
  const enabled = session.me?.user.totp_enabled ?? false;
  const done = () => {
    setCodes(null);
    void session.refresh();
  };
  return (
    <div id="two-factor" className="scroll-mt-20">
      <Panel title={w.twoFactor.title} id="two-factor-title">
        {codes ? (
          <RecoveryCodes codes={codes} onDone={done} />
        ) : enabled ? (
          <EnabledState onNewCodes={setCodes} />
        ) : (
          <SetUp onEnabled={setCodes} />
        )}
      </Panel>
    </div>
  );
}

function SetUp({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const api = useApi();
  const { w } = useProfileWords();
  const [asking, setAsking] = useState(false);
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  return (
    <div className="space-y-4">
      <p className="text-dark-700 dark:text-dark-200">{w.twoFactor.offIntro}</p>
      {setup ? (
        <ConfirmCode setup={setup} onEnabled={onEnabled} />
      ) : (
        <Button onClick={() => setAsking(true)}>{w.twoFactor.start}</Button>
      )}
      <Dialog
        open={asking}
        onOpenChange={setAsking}
        title={w.twoFactor.start}
        description={w.twoFactor.passwordFirst}
      >
        <PasswordForm
          send={(values) => startTotpSetup(api, values)}
          onSaved={(started) => {
            setAsking(false);
            setSetup(started);
          }}
          submitLabel={w.twoFactor.continue}
          busyLabel={w.twoFactor.starting}
          onCancel={() => setAsking(false)}
        />
      </Dialog>
    </div>
  );
}

function ConfirmCode({ setup, onEnabled }: { setup: TotpSetup; onEnabled: (codes: string[]) => void }) {
  const api = useApi();
  const t = useT();
  const { w } = useProfileWords();
  const { form, submit, mutation, formError, errors } = useApiForm({
    schema: TotpEnableRequestSchema,
    defaultValues: { code: '' },
    send: (values) => enableTotp(api, values),
    onSaved: onEnabled,
  });
  return (
    <div className="grid gap-6 md:grid-cols-[auto_1fr]">
      <figure className="space-y-2">
        <div className="inline-block rounded-xl bg-white p-3">
          <QRCodeSVG
            value={setup.otpauth_url}
            size={176}
            role="img"
            aria-label={w.twoFactor.qrLabel}
            title={w.twoFactor.qrLabel}
          />
        </div>
        <figcaption className="max-w-52 text-sm text-dark-700 dark:text-dark-200">
          {w.twoFactor.scan}
        </figcaption>
      </figure>
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="space-y-1">
          <p className="text-sm text-dark-700 dark:text-dark-200">{w.twoFactor.secret}</p>
          <code
            data-testid="totp-secret"
            className="block break-all rounded-lg bg-dark-50 px-3 py-2 font-mono text-sm dark:bg-dark-900"
          >
            {setup.secret}
          </code>
        </div>
        <TextField
          label={w.twoFactor.confirmCode}
          inputMode="numeric"
          autoComplete="one-time-code"
          error={fieldErrorText(errors.code, t)}
          {...form.register('code')}
        />
        <FormAlert message={formError} />
        <Button type="submit" busy={mutation.isPending}>
          {mutation.isPending ? w.twoFactor.enabling : w.twoFactor.enable}
        </Button>
      </form>
    </div>
  );
}

function EnabledState({ onNewCodes }: { onNewCodes: (codes: string[]) => void }) {
  const api = useApi();
  const { w } = useProfileWords();
  const session = useSession();
  const [renewing, setRenewing] = useState(false);
  const [disabling, setDisabling] = useState(false);
  return (
    <div className="space-y-4">
      <p role="status" className="font-medium text-primary-800 dark:text-primary-200">
        {w.twoFactor.on}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => setRenewing(true)}>
          {w.twoFactor.newCodes}
        </Button>
        <Button variant="secondary" onClick={() => setDisabling(true)}>
          {w.twoFactor.disable}
        </Button>
      </div>
      <Dialog
        open={renewing}
        onOpenChange={setRenewing}
        title={w.twoFactor.newCodes}
        description={`${w.twoFactor.newCodesIntro} ${w.twoFactor.passwordFirst}`}
      >
        <PasswordForm
          send={(values) => renewRecoveryCodes(api, values)}
          onSaved={(codes) => {
            setRenewing(false);
            onNewCodes(codes);
          }}
          submitLabel={w.twoFactor.newCodesConfirm}
          busyLabel={w.twoFactor.newCodesBusy}
          onCancel={() => setRenewing(false)}
        />
      </Dialog>
      <Dialog
        open={disabling}
        onOpenChange={setDisabling}
        title={w.twoFactor.disableTitle}
        description={w.twoFactor.disableIntro}
      >
        <PasswordForm
          send={(values) => disableTotp(api, values)}
          onSaved={async () => {
            await session.refresh();
            setDisabling(false);
          }}
          submitLabel={w.twoFactor.disable}
          busyLabel={w.twoFactor.disabling}
          variant="danger"
          onCancel={() => setDisabling(false)}
        />
      </Dialog>
    </div>
  );
}

/** The current password once more, then `send`: what changes how the account signs in asks for it. */
function PasswordForm<T>({
  send,
  onSaved,
  submitLabel,
  busyLabel,
  variant = 'primary',
  onCancel,
}: {
  send: (values: { password: string }) => Promise<T>;
  onSaved: (result: T) => unknown;
  submitLabel: string;
  busyLabel: string;
  variant?: 'primary' | 'danger';
  onCancel?: () => void;
}) {
  const t = useT();
  const { w } = useProfileWords();
  const { form, submit, mutation, formError, errors } = useApiForm({
    schema: PasswordConfirmRequestSchema,
    defaultValues: { password: '' },
    send,
    onSaved,
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <PasswordField
        label={w.currentPassword}
        autoComplete="current-password"
        error={fieldErrorText(errors.password, t)}
        {...form.register('password')}
      />
      <FormAlert message={formError} />
      <div className={`flex flex-wrap gap-3 ${onCancel ? 'justify-end' : ''}`}>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t.common.cancel}
          </Button>
        ) : null}
        <Button type="submit" variant={variant} busy={mutation.isPending}>
          {mutation.isPending ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
