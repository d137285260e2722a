import { useEffect, useRef } from 'react';
import { useApp } from '../../../shared/context/app-context';
import { connectTracker, expectTracker } from '../track-event';
import type { Tracker } from '../tracker/tracker';

/**
 * Runs the tracker while `enabled` (consent given). Its code is a separate chunk loaded only then,
 * so visitors who decline never download it.
 */
export function useAnalyticsTracker(enabled: boolean, path: string) {
  const { language, settings } = useApp();
  const tracker = useRef<Tracker | null>(null);
  const latest = useRef({ path, language, contact: settings?.contact_button_redirect_url ?? null });

  useEffect(() => {
    latest.current = { path, language, contact: settings?.contact_button_redirect_url ?? null };
  });

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    expectTracker();
    import('../tracker/tracker').then(
      ({ createTracker }) => {
        if (cancelled) return;
        const instance = createTracker({
          language: () => latest.current.language,
          contactRedirectUrl: () => latest.current.contact,
        });
        tracker.current = instance;
        instance.route(latest.current.path);
        connectTracker(instance.custom);
      },
      // Offline or a new deployment removed the chunk: no analytics for this page view.
      () => connectTracker(null),
    );
    return () => {
      cancelled = true;
      tracker.current?.stop();
      tracker.current = null;
      connectTracker(null);
    };
  }, [enabled]);

  useEffect(() => {
    tracker.current?.route(path);
  }, [path]);
}
