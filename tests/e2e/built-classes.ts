/**
 * The build gives Tailwind's utilities short names (decision 144): a test that must name a class
 * of the public site asks the browser build's list for the name it carries there.
 */
import { readFileSync } from 'node:fs';

const names = JSON.parse(
  readFileSync(new URL('../../apps/web/dist/client/.vite/class-names.json', import.meta.url), 'utf8'),
) as Record<string, string>;

/** The class as the built site names it (a plain word such as `dark` keeps its name). */
export function builtClass(name: string): string {
  return names[name] ?? name;
}

/** A CSS selector for elements with all these classes, as the built site names them. */
export const builtClassSelector = (...classes: string[]) =>
  classes.map((name) => `.${CSS_ESCAPE(builtClass(name))}`).join('');

const CSS_ESCAPE = (name: string) => name.replace(/[^\w-]/g, (character) => `\\${character}`);
