/**
 * Two-factor sign-in on the profile page. Off: set up (QR code and key), confirm a first code, then
 * the recovery codes once. On: new recovery codes, or turn off with the password.
 */
import { useMutation } from '@tanstack/react-query';
import { TotpDisableRequestSchema, TotpEnableRequestSchema } from '@wegweiser/contracts/admin-auth';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { toApiProblem } from '../../../shared/api/api-problem';
import { useApi } from '../../../shared/api/api-provider';
import { fieldErrorText } from '../../../shared/forms/field-error';
import { useApiForm } from '../../../shared/forms/use-api-form';
import { useI18n } from '../../../shared/i18n/i18n-provider';
import { useSession } from '../../../shared/session/session-provider';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog, Dialog } from '../../../shared/ui/dialog';
import { PasswordField, TextField } from '../../../shared/ui/field';
import { FormAlert, Panel } from '../../../shared/ui/states';
import {
  disableTotp,
  enableTotp,
  renewRecoveryCodes,
  startTotpSetup,
  type TotpSetup,
} from '../api/two-factor';
import { RecoveryCodes } from './recovery-codes';

export function TwoFactorSection() {
  const { t } = useI18n();
  const session = useSession();
  const [codes, setCodes] = useState<string[] | null>(null);
  const enabled = session.me?.user.totp_enabled ?? false;
  const done = () => {
    setCodes(null);
    void session.refresh();
  };
  return (
    <div id="two-factor" className="scroll-mt-20">
      <Panel title={t.twoFactor.title} id="two-factor-title">
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
  const { t } = useI18n();
  const start = useMutation({ mutationFn: () => startTotpSetup(api) });
  return (
    <div className="space-y-4">
      <p className="text-dark-700 dark:text-dark-200">{t.twoFactor.offIntro}</p>
      {start.data ? (
        <ConfirmCode setup={start.data} onEnabled={onEnabled} />
      ) : (
        <>
          <FormAlert message={start.error ? toApiProblem(start.error, t).message : null} />
          <Button onClick={() => start.mutate()} busy={start.isPending}>
            {start.isPending ? t.twoFactor.starting : t.twoFactor.start}
          </Button>
        </>
      )}
    </div>
  );
}

function ConfirmCode({ setup, onEnabled }: { setup: TotpSetup; onEnabled: (codes: string[]) => void }) {
  const api = useApi();
  const { t } = useI18n();
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
            aria-label={t.twoFactor.qrLabel}
            title={t.twoFactor.qrLabel}
          />
        </div>
        <figcaption className="max-w-52 text-sm text-dark-700 dark:text-dark-200">
          {t.twoFactor.scan}
        </figcaption>
      </figure>
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="space-y-1">
          <p className="text-sm text-dark-700 dark:text-dark-200">{t.twoFactor.secret}</p>
          <code
            data-testid="totp-secret"
            className="block break-all rounded-lg bg-dark-50 px-3 py-2 font-mono text-sm dark:bg-dark-900"
          >
            {setup.secret}
          </code>
        </div>
        <TextField
          label={t.twoFactor.confirmCode}
          inputMode="numeric"
          autoComplete="one-time-code"
          error={fieldErrorText(errors.code, t)}
          {...form.register('code')}
        />
        <FormAlert message={formError} />
        <Button type="submit" busy={mutation.isPending}>
          {mutation.isPending ? t.twoFactor.enabling : t.twoFactor.enable}
        </Button>
      </form>
    </div>
  );
}

function EnabledState({ onNewCodes }: { onNewCodes: (codes: string[]) => void }) {
  const api = useApi();
  const { t } = useI18n();
  const [confirming, setConfirming] = useState(false);
  const [disabling, setDisabling] = useState(false);
  const renew = useMutation({
    mutationFn: () => renewRecoveryCodes(api),
    onSuccess: (codes) => {
      setConfirming(false);
      onNewCodes(codes);
    },
  });
  return (
    <div className="space-y-4">
      <p role="status" className="font-medium text-primary-800 dark:text-primary-200">
        {t.twoFactor.on}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t.twoFactor.newCodes}
        </Button>
        <Button variant="secondary" onClick={() => setDisabling(true)}>
          {t.twoFactor.disable}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t.twoFactor.newCodes}
        description={t.twoFactor.newCodesIntro}
        confirmLabel={t.twoFactor.newCodesConfirm}
        busy={renew.isPending}
        error={renew.error ? toApiProblem(renew.error, t).message : null}
        onConfirm={() => renew.mutate()}
      />
      <Dialog
        open={disabling}
        onOpenChange={setDisabling}
        title={t.twoFactor.disableTitle}
        description={t.twoFactor.disableIntro}
      >
        <DisableForm onDone={() => setDisabling(false)} />
      </Dialog>
    </div>
  );
}

function DisableForm({ onDone }: { onDone: () => void }) {
  const api = useApi();
  const { t } = useI18n();
  const session = useSession();
  const { form, submit, mutation, formError, errors } = useApiForm({
    schema: TotpDisableRequestSchema,
    defaultValues: { password: '' },
    send: (values) => disableTotp(api, values),
    onSaved: async () => {
      await session.refresh();
      onDone();
    },
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <PasswordField
        label={t.profile.currentPassword}
        autoComplete="current-password"
        error={fieldErrorText(errors.password, t)}
        {...form.register('password')}
      />
      <FormAlert message={formError} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          {t.common.cancel}
        </Button>
        <Button type="submit" variant="danger" busy={mutation.isPending}>
          {mutation.isPending ? t.twoFactor.disabling : t.twoFactor.disable}
        </Button>
      </div>
    </form>
  );
}
