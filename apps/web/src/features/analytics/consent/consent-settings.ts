/**
 * Reopening the consent choice from anywhere (for example a footer link) without importing the
 * banner: callers only need this tiny module.
 */
const listeners = new Set<() => void>();

/** Shows the consent banner again so the visitor can change or withdraw the decision. */
export function openConsentSettings() {
  for (const listener of listeners) listener();
}

export function onOpenConsentSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
