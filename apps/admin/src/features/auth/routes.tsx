/**
 * The screens before sign-in, outside the console's frame: `/sign-in` (where to go afterwards in
 * `?redirect=`), the first owner's `/setup`, an `/invitation`, and a forgotten password
 * (`/forgot-password`, then the mailed `/reset-password`); the one-time links carry `?token=`.
 * Loaded with the console (no lazy loading): signing in is the first thing most visits do.
 */
import { type AnyRoute, createRoute } from '@tanstack/react-router';
import { LinkTokenSchema } from '@wegweiser/contracts/admin-auth';
import { ForgotPasswordPage } from './components/forgot-password-page';
import { InvitationPage } from './components/invitation-page';
import { ResetPasswordPage } from './components/reset-password-page';
import { SetupPage } from './components/setup-page';
import { SignInPage } from './components/sign-in-page';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const linkToken = (value: unknown) => {
  const token = text(value);
  return token && LinkTokenSchema.safeParse(token).success ? token : undefined;
};
type TokenSearch = { token?: string | undefined };
type SignInSearch = { redirect?: string | undefined };
const tokenSearch = (search: Record<string, unknown>): TokenSearch => ({ token: linkToken(search.token) });

export function authRoutes<Parent extends AnyRoute>(parent: Parent) {
  const signIn = createRoute({
    getParentRoute: () => parent,
    path: 'sign-in',
    validateSearch: (search: Record<string, unknown>): SignInSearch => ({ redirect: text(search.redirect) }),
    component: function SignInRoute() {
      return <SignInPage redirect={(signIn.useSearch() as SignInSearch).redirect} />;
    },
  });
  const setup = createRoute({
    getParentRoute: () => parent,
    path: 'setup',
    validateSearch: tokenSearch,
    component: function SetupRoute() {
      return <SetupPage token={(setup.useSearch() as TokenSearch).token} />;
    },
  });
  const invitation = createRoute({
    getParentRoute: () => parent,
    path: 'invitation',
    validateSearch: tokenSearch,
    component: function InvitationRoute() {
      return <InvitationPage token={(invitation.useSearch() as TokenSearch).token} />;
    },
  });
  const forgotPassword = createRoute({
    getParentRoute: () => parent,
    path: 'forgot-password',
    component: ForgotPasswordPage,
  });
  const resetPassword = createRoute({
    getParentRoute: () => parent,
    path: 'reset-password',
    validateSearch: tokenSearch,
    component: function ResetPasswordRoute() {
      return <ResetPasswordPage token={(resetPassword.useSearch() as TokenSearch).token} />;
    },
  });
  return [signIn, setup, invitation, forgotPassword, resetPassword] as const;
}
