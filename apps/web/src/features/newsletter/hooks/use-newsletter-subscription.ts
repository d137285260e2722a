import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useApp } from '../../../shared/context/app-context';
import { subscribeNewsletter } from '../api/subscribe-newsletter';
import { canSubmit, NewsletterController, type NewsletterState } from '../newsletter-controller';

export type NewsletterSubscription = NewsletterState & {
  canSubmit: boolean;
  setEmail: (email: string) => void;
  submit: () => Promise<void>;
};

/** The newsletter state machine of one form, posting through the app's API client. */
export function useNewsletterSubscription(): NewsletterSubscription {
  const { api } = useApp();
  const apiRef = useRef(api);
  apiRef.current = api;
  const [controller] = useState(
    () => new NewsletterController((email) => subscribeNewsletter(apiRef.current, email)),
  );
  useEffect(() => controller.dispose, [controller]);
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  return { ...state, canSubmit: canSubmit(state), setEmail: controller.setEmail, submit: controller.submit };
}
