/** The account menu: who is signed in, profile, language and theme, sign-out (Radix menu: keyboard-ready). */
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { CONSOLE_LANGUAGES, type ConsoleLanguage } from '@wegweiser/contracts/admin-auth';
import { toApiProblem } from '../shared/api/api-problem';
import { useApi } from '../shared/api/api-provider';
import { useConsoleWords } from '../shared/i18n/console-words';
import { useSession } from '../shared/session/session-provider';
import { signOut } from '../shared/session/sign-out';
import { updateProfile } from '../shared/session/update-profile';
import { THEME_CHOICES, type ThemeChoice } from '../shared/theme/theme';
import { useTheme } from '../shared/theme/theme-provider';
import { MENU_ITEM, MenuContent, MenuSeparator } from '../shared/ui/menu';

const LABEL = 'px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-dark-600 dark:text-dark-300';

export function UserMenu({ onError }: { onError: (message: string) => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const session = useSession();
  const navigate = useNavigate();
  const { w: t, language } = useConsoleWords();
  const theme = useTheme();
  const user = session.me?.user;
  const languageChange = useMutation({
    mutationFn: (ui_language: ConsoleLanguage) => updateProfile(api, queryClient, { ui_language }),
    onError: (error) => onError(toApiProblem(error, t).message),
  });
  const signingOut = useMutation({
    mutationFn: () => signOut(api),
    onSuccess: async () => {
      session.forget();
      await navigate({ to: '/sign-in' });
    },
    onError: (error) => onError(toApiProblem(error, t).message),
  });
  if (!user) return null;
  const initials = user.name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <Menu.Root modal={false}>
      {/* Named by its content, not aria-label: the initials alone would not match a label (WCAG 2.5.3). */}
      <Menu.Trigger className="inline-flex min-h-11 items-center gap-2 rounded-full py-1 pl-1 pr-3 hover:bg-dark-100 dark:hover:bg-dark-800">
        <span
          aria-hidden="true"
          className="inline-flex size-9 items-center justify-center rounded-full bg-primary-700 text-sm font-semibold text-white dark:bg-primary-300 dark:text-dark-950"
        >
          {initials}
        </span>
        <span aria-hidden="true" className="hidden max-w-40 truncate text-sm font-medium sm:inline">
          {user.name}
        </span>
        <span className="sr-only">{t.shell.userMenu(user.name)}</span>
      </Menu.Trigger>
      <MenuContent width="w-72">
        <div className="px-3 py-2">
          <p className="text-xs text-dark-600 dark:text-dark-300">{t.shell.signedInAs}</p>
          <p className="truncate font-semibold">{user.name}</p>
          <p className="truncate text-sm text-dark-700 dark:text-dark-200">{user.email}</p>
          <p className="text-sm text-dark-700 dark:text-dark-200">{t.roles[user.role]}</p>
        </div>
        <MenuSeparator />
        <Menu.Item className={MENU_ITEM} onSelect={() => void navigate({ to: '/profile' })}>
          {t.shell.profile}
        </Menu.Item>
        <MenuSeparator />
        <Menu.Label className={LABEL}>{t.language.label}</Menu.Label>
        <Menu.RadioGroup
          value={language}
          onValueChange={(value) => languageChange.mutate(value as ConsoleLanguage)}
        >
          {CONSOLE_LANGUAGES.map((code) => (
            <Menu.RadioItem key={code} value={code} className={MENU_ITEM} lang={code}>
              <Menu.ItemIndicator className="w-4">✓</Menu.ItemIndicator>
              <span className={language === code ? '' : 'pl-6'}>{t.language[code]}</span>
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
        <Menu.Label className={LABEL}>{t.theme.label}</Menu.Label>
        <Menu.RadioGroup
          value={theme.choice}
          onValueChange={(value) => theme.setChoice(value as ThemeChoice)}
        >
          {THEME_CHOICES.map((choice) => (
            <Menu.RadioItem key={choice} value={choice} className={MENU_ITEM}>
              <Menu.ItemIndicator className="w-4">✓</Menu.ItemIndicator>
              <span className={theme.choice === choice ? '' : 'pl-6'}>{t.theme[choice]}</span>
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
        <MenuSeparator />
        <Menu.Item
          className={MENU_ITEM}
          disabled={signingOut.isPending}
          onSelect={(event) => {
            event.preventDefault();
            signingOut.mutate();
          }}
        >
          {signingOut.isPending ? t.shell.signingOut : t.shell.signOut}
        </Menu.Item>
      </MenuContent>
    </Menu.Root>
  );
}
