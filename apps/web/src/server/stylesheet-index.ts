/**
 * The site stylesheet indexed by the class names (and element names) its rules need (decision 124),
 * so that a page can carry inline only the rules its own markup can match. A style rule is kept
 * when one of its selectors has every class it requires present; a selector requires the classes
 * and elements of its compounds, and one of the arguments of each `:is()`, `:where()` or `:has()`
 * in them; what `:not()` and other pseudo-classes name is not required (they can match without it:
 * kept). An element named after a combinator that follows a class must be inside an element with
 * that class (`.prose :where(h1)`: an `<h1>` in the text). What names neither (attribute, `:root` and `*` rules; @font-face, @keyframes,
 * statements) is always kept; @media, @supports and @layer blocks are kept with their pruned
 * children, @layer blocks even when empty (the first mention of a layer fixes its place in the
 * cascade). The result is the source text of the kept rules, in source order.
 *
 * Custom properties no kept text names are left out too (decision 132): an `@property` rule, and
 * a custom property's declaration in a rule that names no class (the theme's `:root`, the
 * properties fallback's `*`), go unless some kept text — a rule, a keyframe, another kept custom
 * property's value — names the property. A property nothing names changes no computed style.
 *
 * A `@font-face` whose `unicode-range` reaches none of the page's characters goes too (it would
 * download nothing and draw nothing), and so does Tailwind's fallback for browsers without
 * `@property`, whose condition no browser the CSS is built for meets (BELOW_THE_FLOOR).
 *
 * Nor does a rule that matches only after the visitor has acted (decision 137): a selector with
 * `:hover`, `:focus`, `:focus-visible`, `:focus-within` or `:active` requires INTERACTION, which
 * no page has; the whole stylesheet brings those rules right after the first paint. The
 * pseudo-elements of one kind of form field (a date field's parts, a number's spin buttons, a file
 * field's button) require a field of that type (`inputTypeToken`).
 */
import postcss, { type ChildNode, type Rule } from 'postcss';
import selectorParser from 'postcss-selector-parser';

/** A declaration of a rule that names no class: `name` when it declares a custom property. */
type Declaration = { name: string | null; text: string; mentions: readonly string[] };

type Piece =
  /** Kept when one alternative's classes are all present; `null`: always kept. */
  | {
      kind: 'rule';
      text: string;
      alternatives: readonly (readonly string[])[] | null;
      /** The custom properties its text names. */
      mentions: readonly string[];
    }
  /**
   * A rule naming no class that declares custom properties: kept with those some kept text names.
   * `layeredRoot`: a `:root` rule inside a cascade layer, which the page's own unlayered `:root`
   * (the site's theme) overrides property by property.
   */
  | {
      kind: 'variables';
      text: string;
      selector: string;
      declarations: readonly Declaration[];
      layeredRoot: boolean;
    }
  /** `@property`: kept when some kept text names the property. */
  | { kind: 'property'; text: string; name: string }
  /** `@font-face`: kept unless its `unicode-range` reaches no character of the page. */
  | { kind: 'face'; text: string; ranges: readonly UnicodeRange[] | null }
  | { kind: 'block'; open: string; children: readonly Piece[]; keepEmpty: boolean };

export type StylesheetIndex = {
  readonly pieces: readonly Piece[];
  /** Every class some rule requires: the only classes of a page that change its selection. */
  readonly classes: ReadonlySet<string>;
  /** Classes whose descendants' elements some rule requires (`scopedElementToken`). */
  readonly scopes: ReadonlySet<string>;
};

/** Custom property names in CSS source (escapes kept as written: the same on both sides). */
const CUSTOM_PROPERTY = /--(?:[\w-]|\\.)+/g;
const mentionsOf = (text: string) => [...new Set(text.match(CUSTOM_PROPERTY) ?? [])];

/**
 * How an element name stands among the class names a rule requires (a type selector needs its
 * element in the markup as a class selector needs its class). A class that happened to be spelt
 * the same would only keep more rules.
 */
export const elementToken = (name: string) => `<${name.toLowerCase()}`;

/** An element inside an element with the class `scope` (class names hold no space). */
export const scopedElementToken = (scope: string, name: string) => `${scope} ${elementToken(name)}`;

/** An `<input>` of one type, which some pseudo-elements need (a date field's parts …). */
export const inputTypeToken = (type: string) => `<input type=${type.toLowerCase()}`;

/** Required by rules that match only once the visitor points, presses or moves the focus. */
export const INTERACTION = ':interaction';

/** Pseudo-classes no element has before the visitor acts (a page never opens with one focused). */
export const INTERACTION_STATES: ReadonlySet<string> = new Set([
  ':hover',
  ':focus',
  ':focus-visible',
  ':focus-within',
  ':active',
  ':-moz-focusring',
  ':-moz-ui-invalid',
]);

const DATE_TYPES = ['date', 'datetime-local', 'month', 'time', 'week'];

/** The pseudo-elements a form field has only when it is of one of these types. */
function fieldPseudoElementNeeds(name: string): Alternatives | null {
  const anyType = (types: readonly string[]) => types.map((type) => [inputTypeToken(type)]);
  if (
    name.startsWith('::-webkit-datetime-edit') ||
    name === '::-webkit-date-and-time-value' ||
    name === '::-webkit-calendar-picker-indicator'
  ) {
    // The calendar indicator also marks a field with suggestions (`list`, a <datalist>).
    return name === '::-webkit-calendar-picker-indicator'
      ? [...anyType(DATE_TYPES), [elementToken('datalist')]]
      : anyType(DATE_TYPES);
  }
  if (name === '::-webkit-inner-spin-button' || name === '::-webkit-outer-spin-button') {
    return anyType(['number', ...DATE_TYPES]);
  }
  if (name.startsWith('::-webkit-search-')) return anyType(['search']);
  if (name === '::file-selector-button' || name === '::-webkit-file-upload-button') return anyType(['file']);
  return null;
}

/**
 * The `@supports` condition of Tailwind 4's fallback for browsers without `@property` (Safari before
 * 16.4, Firefox before 128): no browser of the floor the CSS is built for (decision 138) meets it —
 * Chromium has no `-webkit-hyphens` and has `margin-trim` — so a page's own stylesheet leaves the
 * block out; the whole stylesheet keeps it.
 */
export const BELOW_THE_FLOOR =
  '(((-webkit-hyphens:none)) and (not (margin-trim:block))) or ((-moz-orient:inline) and (not (color:rgb(from red r g b))))';

/** Whether an at-rule is the `@supports` block no browser of the floor applies. */
export const isBelowTheFloor = (name: string, params: string) =>
  name.toLowerCase() === 'supports' && params.replace(/\s+/g, ' ').trim() === BELOW_THE_FLOOR;

/** At-rules whose children are style rules chosen one by one. */
const CONDITIONAL_BLOCKS = new Set(['media', 'supports', 'layer', 'container']);

export function indexStylesheet(css: string): StylesheetIndex {
  const classes = new Set<string>();
  const scopes = new Set<string>();
  const text = (node: ChildNode) => css.slice(offset(node, 'start'), offset(node, 'end'));
  const pieceOf = (node: ChildNode, inLayer: boolean): Piece | null => {
    if (node.type === 'comment') return null;
    if (node.type === 'rule') {
      const alternatives = requiredClasses(node, scopes);
      for (const alternative of alternatives ?? []) for (const name of alternative) classes.add(name);
      const declarations = alternatives === null ? declarationsOf(node) : null;
      if (declarations?.some((declaration) => declaration.name !== null)) {
        const whole = text(node);
        const selector = whole.slice(0, whole.indexOf('{'));
        const layeredRoot = inLayer && ROOT_SELECTORS.has(selector.replace(/\s+/g, ''));
        return { kind: 'variables', text: whole, selector, declarations, layeredRoot };
      }
      return { kind: 'rule', text: text(node), alternatives, mentions: mentionsOf(text(node)) };
    }
    if (node.type === 'atrule' && node.name.toLowerCase() === 'property') {
      return { kind: 'property', text: text(node), name: node.params.trim() };
    }
    if (node.type === 'atrule' && isBelowTheFloor(node.name, node.params)) return null;
    if (node.type === 'atrule' && node.nodes && CONDITIONAL_BLOCKS.has(node.name.toLowerCase())) {
      const whole = text(node);
      return {
        kind: 'block',
        open: whole.slice(0, whole.indexOf('{') + 1),
        children: piecesOf(node.nodes, inLayer || node.name.toLowerCase() === 'layer'),
        keepEmpty: node.name.toLowerCase() === 'layer',
      };
    }
    if (node.type === 'atrule' && node.name.toLowerCase() === 'font-face') {
      let ranges: UnicodeRange[] | null = null;
      node.walkDecls(/^unicode-range$/i, (declaration) => {
        ranges = parseUnicodeRange(declaration.value);
      });
      return { kind: 'face', text: text(node), ranges };
    }
    // @keyframes, @layer statements …: not chosen by class.
    return { kind: 'rule', text: text(node), alternatives: null, mentions: mentionsOf(text(node)) };
  };
  /** A rule's declarations as written; `null` when it holds anything else (kept whole then). */
  const declarationsOf = (rule: Rule): Declaration[] | null => {
    const declarations: Declaration[] = [];
    for (const child of rule.nodes) {
      if (child.type !== 'decl') return null;
      const written = css.slice(offset(child, 'start'), offset(child, 'end')).replace(/;$/, '');
      const name = child.prop.startsWith('--') ? child.prop : null;
      declarations.push({ name, text: written, mentions: mentionsOf(name ? child.value : written) });
    }
    return declarations;
  };
  const piecesOf = (nodes: readonly ChildNode[], inLayer: boolean) =>
    nodes.map((node) => pieceOf(node, inLayer)).filter((piece): piece is Piece => piece !== null);
  return { pieces: piecesOf(postcss.parse(css).nodes, false), classes, scopes };
}

type UnicodeRange = readonly [number, number];

/** `U+0-7F, U+A0, U+4??` as code point ranges; null when a part cannot be read (kept, to be safe). */
export function parseUnicodeRange(value: string): UnicodeRange[] | null {
  const ranges: UnicodeRange[] = [];
  for (const part of value.split(',')) {
    const match = /^\s*u\+([0-9a-f?]{1,6})(?:-([0-9a-f]{1,6}))?\s*$/i.exec(part);
    if (!match?.[1]) return null;
    const [, first, last] = match;
    const low = Number.parseInt(first.replace(/\?/g, '0'), 16);
    const high = Number.parseInt(last ?? first.replace(/\?/g, 'f'), 16);
    ranges.push([low, high]);
  }
  return ranges;
}

/**
 * Whether a face with these ranges can draw one of the page's characters (every face without a
 * range, or when the characters are not given).
 */
export function reaches(
  ranges: readonly UnicodeRange[] | null,
  characters: ReadonlySet<number> | null,
): boolean {
  if (ranges === null || characters === null) return true;
  for (const character of characters) {
    for (const [low, high] of ranges) if (character >= low && character <= high) return true;
  }
  return false;
}

/** The `unicode-range` of each `@font-face`, in source order (null: no range). */
export function fontFaceRanges(index: StylesheetIndex): (readonly UnicodeRange[] | null)[] {
  const found: (readonly UnicodeRange[] | null)[] = [];
  const visit = (pieces: readonly Piece[]) => {
    for (const piece of pieces) {
      if (piece.kind === 'face') found.push(piece.ranges);
      else if (piece.kind === 'block') visit(piece.children);
    }
  };
  visit(index.pieces);
  return found;
}

/** `:root` rules whose custom properties an unlayered `:root` rule overrides when in a layer. */
const ROOT_SELECTORS = new Set([':root', ':root,:host']);

/**
 * The kept rules' text for a page whose markup (and pre-paint scripts) use `present`.
 * `overridden`: custom properties the page's own unlayered `:root` rule declares (the site's
 * theme); a layered `:root` declaration of one of them changes nothing and goes.
 */
export function selectRules(
  index: StylesheetIndex,
  present: ReadonlySet<string>,
  overridden: ReadonlySet<string> = new Set(),
  characters: ReadonlySet<number> | null = null,
): string {
  const kept = (alternatives: readonly (readonly string[])[]) =>
    alternatives.some((alternative) => alternative.every((name) => present.has(name)));
  const named = namedProperties(index.pieces, kept);
  const write = (pieces: readonly Piece[]): string => {
    let out = '';
    for (const piece of pieces) {
      if (piece.kind === 'rule') {
        if (piece.alternatives === null || kept(piece.alternatives)) out += piece.text;
      } else if (piece.kind === 'property') {
        if (named.has(piece.name)) out += piece.text;
      } else if (piece.kind === 'face') {
        if (reaches(piece.ranges, characters)) out += piece.text;
      } else if (piece.kind === 'variables') {
        const declarations = piece.declarations.filter(
          ({ name }) => name === null || (named.has(name) && !(piece.layeredRoot && overridden.has(name))),
        );
        if (declarations.length === piece.declarations.length) out += piece.text;
        else if (declarations.length > 0)
          out += `${piece.selector}{${declarations.map(({ text }) => text).join(';')}}`;
      } else {
        const inner = write(piece.children);
        if (inner || piece.keepEmpty) out += `${piece.open}${inner}}`;
      }
    }
    return out;
  };
  return write(index.pieces);
}

/**
 * The custom properties the kept text names: every kept rule's, every declaration of a
 * property other than a custom one in a rule naming no class, and then, until nothing is added,
 * the values of the custom properties named so far (`--a: var(--b)` names `--b` once `--a` is).
 */
function namedProperties(
  pieces: readonly Piece[],
  kept: (alternatives: readonly (readonly string[])[]) => boolean,
): Set<string> {
  const named = new Set<string>();
  const custom = new Map<string, string[]>();
  const visit = (list: readonly Piece[]) => {
    for (const piece of list) {
      if (piece.kind === 'rule') {
        if (piece.alternatives === null || kept(piece.alternatives))
          for (const name of piece.mentions) named.add(name);
      } else if (piece.kind === 'variables') {
        for (const { name, mentions } of piece.declarations) {
          if (name === null) for (const mention of mentions) named.add(mention);
          else custom.set(name, [...(custom.get(name) ?? []), ...mentions]);
        }
      } else if (piece.kind === 'block') visit(piece.children);
    }
  };
  visit(pieces);
  const pending = [...named];
  while (pending.length > 0) {
    for (const mention of custom.get(pending.pop() as string) ?? []) {
      if (!named.has(mention)) {
        named.add(mention);
        pending.push(mention);
      }
    }
  }
  return named;
}

function offset(node: ChildNode, edge: 'start' | 'end'): number {
  const value = node.source?.[edge]?.offset;
  if (value === undefined) throw new Error('postcss gave a node without its source offsets');
  return value;
}

/**
 * The classes a rule cannot match without, as alternatives (one of them must be present in full);
 * `null` when a selector requires none, or cannot be read (kept, to be safe).
 */
function requiredClasses(rule: Rule, scopes: Set<string>): Alternatives | null {
  let alternatives: Alternatives = [];
  try {
    selectorParser((root) => {
      alternatives = anyOf(root.nodes, null, scopes);
    }).processSync(rule.selector);
  } catch {
    return null;
  }
  return alternatives.some((names) => names.length === 0) ? null : alternatives;
}

type Alternatives = string[][];
/** Past this many alternatives a part of a selector is taken as requiring nothing (kept). */
const MAX_ALTERNATIVES = 16;
/** Matches only where one of its arguments matches (`:has`: where an element matching one exists). */
const ANY_OF_ARGUMENTS = new Set([':is', ':where', ':matches', ':-webkit-any', ':-moz-any', ':has']);

/**
 * A selector list: any one of its selectors. `scope`: the class of an ancestor the list's elements
 * must be inside (`.prose :where(h1)`); `scopes` collects every class used as one.
 */
const anyOf = (
  selectors: readonly selectorParser.Selector[],
  scope: string | null,
  scopes: Set<string>,
): Alternatives => selectors.flatMap((selector) => allOf(selector, scope, scopes));

/**
 * One complex selector: every class of its compounds, and one alternative of each `:is()` in it.
 * An element after a combinator that follows a compound with a class must be inside an element
 * with that class (`scopedElementToken`): the typography's `.prose :where(h1)` needs an `<h1>` in
 * the text, not the page's title.
 */
function allOf(
  selector: selectorParser.Selector,
  outerScope: string | null,
  scopes: Set<string>,
): Alternatives {
  let alternatives: Alternatives = [[]];
  let scope = outerScope;
  let compoundClass: string | null = null;
  for (const node of selector.nodes) {
    let part: Alternatives | null = null;
    if (node.type === 'combinator') {
      if (compoundClass !== null) scope = compoundClass;
      compoundClass = null;
      continue;
    }
    if (node.type === 'class') {
      part = [[node.value]];
      compoundClass ??= node.value;
    } else if (node.type === 'tag' && node.value !== '*') {
      if (scope !== null) scopes.add(scope);
      part = [[scope === null ? elementToken(node.value) : scopedElementToken(scope, node.value)]];
    } else if (
      node.type === 'pseudo' &&
      ANY_OF_ARGUMENTS.has(node.value.toLowerCase()) &&
      node.nodes.length
    ) {
      // `:has()` looks below its own element: its arguments are not inside the scope's.
      part = anyOf(node.nodes, node.value.toLowerCase() === ':has' ? null : scope, scopes);
    } else if (node.type === 'pseudo' && INTERACTION_STATES.has(node.value.toLowerCase())) {
      part = [[INTERACTION]];
    } else if (node.type === 'pseudo') part = fieldPseudoElementNeeds(node.value.toLowerCase());
    // `:not()`, `:nth-child(… of …)` and the rest may match without the classes they name.
    if (!part || part.some((names) => names.length === 0)) continue;
    if (alternatives.length * part.length > MAX_ALTERNATIVES) continue;
    alternatives = alternatives.flatMap((names) => part.map((more) => [...new Set([...names, ...more])]));
  }
  return alternatives;
}
