/**
 * Vite plugin: Tailwind's utility classes get names of one to three letters in the build (decision
 * 144) — `dark:bg-primary-300` becomes `k7` in the stylesheet and in every string of the code that
 * names it — so that a page's document (its class attributes and its own stylesheet) fits the first
 * round trip. The browser build renames the stylesheet as Vite compiles it and writes the names it
 * chose to `.vite/class-names.json`; the server build renames its code with that same file, so the
 * markup the server renders and the markup the browser hydrates name the same classes.
 *
 * Only utilities whose name is not a plain word are renamed (`flex`, `hidden`, `dark`, `group` are
 * also ordinary words of the code): a name with `-`, `:`, `/`, `.` or brackets is a class wherever a
 * string of the code holds it as a whole, space-separated word. Classes the code never writes
 * (`preview-banner`, which the server's own document writes; the markdown's list classes) are not
 * utilities and keep their names.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import MagicString from 'magic-string';
import postcss, { type Rule } from 'postcss';
import selectorParser from 'postcss-selector-parser';
import { type Plugin, parseAst } from 'vite';

export type ClassNames = ReadonlyMap<string, string>;

/** A name that is also an ordinary word of the code keeps it. */
const PLAIN_WORD = /^[A-Za-z0-9]+$/;

const FIRST = 'abcdefghijklmnopqrstuvwxyz';
const REST = `${FIRST}0123456789`;

/** The n-th short name: a … z, then aa … z9, then aaa … (lower case: the same in any document mode). */
export function shortName(index: number): string {
  let n = index;
  for (let length = 1; ; length += 1) {
    const count = FIRST.length * REST.length ** (length - 1);
    if (n < count) {
      let name = '';
      for (let position = length - 1; position > 0; position -= 1) {
        name = REST[n % REST.length] + name;
        n = Math.floor(n / REST.length);
      }
      return FIRST[n] + name;
    }
    n -= count;
  }
}

const inUtilitiesLayer = (rule: Rule) => {
  for (let parent = rule.parent; parent && parent.type !== 'root'; parent = parent.parent) {
    if (parent.type === 'atrule' && parent.name === 'layer' && parent.params.trim() === 'utilities')
      return true;
  }
  return false;
};

const inKeyframes = (rule: Rule) => rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name);

/** Every style rule's selector, parsed (keyframe steps are not selectors). */
function eachSelector(css: postcss.Root, visit: (selectors: selectorParser.Root, rule: Rule) => void) {
  css.walkRules((rule) => {
    if (inKeyframes(rule)) return;
    selectorParser((selectors) => visit(selectors, rule)).processSync(rule, { updateSelector: true });
  });
}

/**
 * The short name of each utility class the stylesheet defines, in the order the stylesheet first
 * names them: a function of the stylesheet alone, so that its hashed file name stands for its names.
 */
export function classNamesOf(css: string): Map<string, string> {
  const utilities: string[] = [];
  const seen = new Set<string>();
  const kept = new Set<string>();
  const matchedByAttribute = new Set<string>();
  eachSelector(postcss.parse(css), (selectors, rule) => {
    const utility = inUtilitiesLayer(rule);
    selectors.walkClasses(({ value }) => {
      if (!utility || PLAIN_WORD.test(value)) kept.add(value);
      else if (!seen.has(value)) {
        seen.add(value);
        utilities.push(value);
      }
    });
    selectors.walkAttributes((attribute) => {
      if (attribute.attribute !== 'class' || attribute.value === undefined) return;
      if (attribute.operator !== '~=' && attribute.operator !== '=') {
        throw new Error(`short class names: "${attribute.toString()}" matches part of a class attribute`);
      }
      for (const word of attribute.value.split(/\s+/)) matchedByAttribute.add(word);
    });
  });
  const names = new Map<string, string>();
  let next = 0;
  for (const utility of utilities) {
    // A class some rule also reaches by its written name (or outside the utilities) keeps it.
    if (kept.has(utility) || matchedByAttribute.has(utility)) continue;
    let name = shortName(next++);
    while (kept.has(name)) name = shortName(next++);
    names.set(utility, name);
  }
  return names;
}

/** The stylesheet with each renamed class's selectors under its short name. */
export function renameStylesheet(css: string, names: ClassNames): string {
  const root = postcss.parse(css);
  eachSelector(root, (selectors) => {
    selectors.walkClasses((node) => {
      const short = names.get(node.value);
      if (short !== undefined) node.value = short;
    });
  });
  return root.toString();
}

/**
 * A string's words renamed; `open`/`close`: whether its first/last word may run on into code around
 * it (a template's part next to `${…}`), and so is not a whole word.
 */
function renameWords(text: string, names: ClassNames, open = false, close = false): string | null {
  const parts = text.split(/(\s+)/);
  let changed = false;
  for (let index = 0; index < parts.length; index += 2) {
    if ((open && index === 0) || (close && index === parts.length - 1)) continue;
    const short = names.get(parts[index] ?? '');
    if (short === undefined) continue;
    parts[index] = short;
    changed = true;
  }
  return changed ? parts.join('') : null;
}

/** A template literal's raw text that cooks to `cooked` (outside a tagged template). */
const templateRaw = (cooked: string) => cooked.replace(/\\|`|\$\{/g, (match) => `\\${match}`);

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** Where in a chunk's code the code of its own modules is (start and end, source order). */
export type Ranges = readonly (readonly [number, number])[];

/**
 * The ranges of a chunk's code that its own modules (not a dependency's) rendered: a dependency's
 * strings are not classes of ours (React writes `"inline-block"` as a style's value).
 */
export function ownRanges(code: string, modules: Readonly<Record<string, { code: string | null }>>): Ranges {
  const ranges: [number, number][] = [];
  for (const [id, module] of Object.entries(modules)) {
    if (id.includes('/node_modules/') || id.startsWith('\0') || !module.code) continue;
    const start = code.indexOf(module.code);
    if (start === -1) throw new Error(`short class names: the code of ${id} is not in its chunk as rendered`);
    ranges.push([start, start + module.code.length]);
  }
  return ranges;
}

/**
 * The code with each whole word of its strings (within `ranges`) that names a renamed class under
 * its short name.
 */
export function renameInCode(
  code: string,
  names: ClassNames,
  ranges: Ranges = [[0, code.length]],
): { code: string; renamed: number } | null {
  if (ranges.length === 0) return null;
  const output = new MagicString(code);
  let renamed = 0;
  const within = (node: Node) => ranges.some(([start, end]) => node.start >= start && node.end <= end);
  const visit = (node: Node, parent: Node | null) => {
    if (node.type === 'Literal' && typeof node.value === 'string' && within(node)) {
      const value = renameWords(node.value, names);
      if (value !== null) {
        output.overwrite(node.start, node.end, JSON.stringify(value));
        renamed += 1;
      }
      return;
    }
    if (node.type === 'TemplateLiteral' && parent?.type !== 'TaggedTemplateExpression' && within(node)) {
      const quasis = node.quasis as (Node & { value: { raw: string; cooked: string | null } })[];
      quasis.forEach((quasi, index) => {
        const { cooked, raw } = quasi.value;
        if (cooked === null) return;
        const value = renameWords(cooked, names, index > 0, index < quasis.length - 1);
        if (value === null) return;
        output.overwrite(quasi.start, quasi.end, raw === cooked ? value : templateRaw(value));
        renamed += 1;
      });
    }
    for (const key of Object.keys(node)) {
      const child = node[key];
      if (Array.isArray(child)) {
        for (const item of child) if (isNode(item)) visit(item, node);
      } else if (isNode(child)) visit(child, node);
    }
  };
  visit(parseAst(code) as unknown as Node, null);
  return renamed === 0 ? null : { code: output.toString(), renamed };
}

const STYLESHEET = /\.css(?:$|\?)/;

/**
 * `namesFile`: where the browser build writes the names and the server build reads them; the
 * browser build (`build.ssr` off) must run first.
 */
export function shortClassNames({ namesFile }: { namesFile: string }): Plugin {
  let names: Map<string, string> | null = null;
  let serverBuild = false;
  return {
    name: 'wegweiser:short-class-names',
    apply: 'build',
    configResolved(config) {
      serverBuild = Boolean(config.build.ssr);
    },
    async buildStart() {
      names = null;
      if (!serverBuild) return;
      const written = await readFile(namesFile, 'utf8').catch(() => {
        throw new Error(`short class names: ${namesFile} is missing; build the browser bundle first`);
      });
      names = new Map(Object.entries(JSON.parse(written) as Record<string, string>));
    },
    transform(code, id) {
      if (serverBuild || !STYLESHEET.test(id) || !code.includes('@layer utilities')) return null;
      if (names !== null) throw new Error(`short class names: a second stylesheet with utilities (${id})`);
      names = classNamesOf(code);
      return { code: renameStylesheet(code, names), map: null };
    },
    renderChunk(code, chunk) {
      if (names === null) throw new Error('short class names: no stylesheet with utilities was built');
      const result = renameInCode(code, names, ownRanges(code, chunk.modules));
      return result && { code: result.code, map: null };
    },
    async writeBundle() {
      if (serverBuild || names === null) return;
      await mkdir(dirname(namesFile), { recursive: true });
      await writeFile(namesFile, JSON.stringify(Object.fromEntries(names)));
    },
  };
}
