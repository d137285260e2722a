/**
 * The site stylesheet indexed by the class names (and element names) its rules need (decision 124),
 * so that a page can carry inline only the rules its own markup can match. A style rule is kept
 * when one of its selectors has every class it requires present; a selector requires the classes
 * and elements of its compounds, and one of the arguments of each `:is()`, `:where()` or `:has()`
 * in them; what `:not()` and other pseudo-classes name is not required (they can match without it:
 * kept). What names neither (attribute, `:root` and `*` rules; @font-face, @keyframes,
 * @property, statements) is always kept; @media, @supports and @layer blocks are kept with their pruned children, @layer
 * blocks even when empty (the first mention of a layer fixes its place in the cascade). The
 * result is the source text of the kept rules, in source order.
 */
import postcss, { type ChildNode, type Rule } from 'postcss';
import selectorParser from 'postcss-selector-parser';

type Piece =
  /** Kept when one alternative's classes are all present; `null`: always kept. */
  | { kind: 'rule'; text: string; alternatives: readonly (readonly string[])[] | null }
  | { kind: 'block'; open: string; children: readonly Piece[]; keepEmpty: boolean };

export type StylesheetIndex = {
  readonly pieces: readonly Piece[];
  /** Every class some rule requires: the only classes of a page that change its selection. */
  readonly classes: ReadonlySet<string>;
};

/**
 * How an element name stands among the class names a rule requires (a type selector needs its
 * element in the markup as a class selector needs its class). A class that happened to be spelt
 * the same would only keep more rules.
 */
export const elementToken = (name: string) => `<${name.toLowerCase()}`;

/** At-rules whose children are style rules chosen one by one. */
const CONDITIONAL_BLOCKS = new Set(['media', 'supports', 'layer', 'container']);

export function indexStylesheet(css: string): StylesheetIndex {
  const classes = new Set<string>();
  const text = (node: ChildNode) => css.slice(offset(node, 'start'), offset(node, 'end'));
  const pieceOf = (node: ChildNode): Piece | null => {
    if (node.type === 'comment') return null;
    if (node.type === 'rule') {
      const alternatives = requiredClasses(node);
      for (const alternative of alternatives ?? []) for (const name of alternative) classes.add(name);
      return { kind: 'rule', text: text(node), alternatives };
    }
    if (node.type === 'atrule' && node.nodes && CONDITIONAL_BLOCKS.has(node.name.toLowerCase())) {
      const whole = text(node);
      return {
        kind: 'block',
        open: whole.slice(0, whole.indexOf('{') + 1),
        children: piecesOf(node.nodes),
        keepEmpty: node.name.toLowerCase() === 'layer',
      };
    }
    // @font-face, @keyframes, @property, @layer statements …: not chosen by class.
    return { kind: 'rule', text: text(node), alternatives: null };
  };
  const piecesOf = (nodes: readonly ChildNode[]) =>
    nodes.map(pieceOf).filter((piece): piece is Piece => piece !== null);
  return { pieces: piecesOf(postcss.parse(css).nodes), classes };
}

/** The kept rules' text for a page whose markup (and pre-paint scripts) use `present`. */
export function selectRules(index: StylesheetIndex, present: ReadonlySet<string>): string {
  const kept = (alternatives: readonly (readonly string[])[]) =>
    alternatives.some((alternative) => alternative.every((name) => present.has(name)));
  const write = (pieces: readonly Piece[]): string => {
    let out = '';
    for (const piece of pieces) {
      if (piece.kind === 'rule') {
        if (piece.alternatives === null || kept(piece.alternatives)) out += piece.text;
        continue;
      }
      const inner = write(piece.children);
      if (inner || piece.keepEmpty) out += `${piece.open}${inner}}`;
    }
    return out;
  };
  return write(index.pieces);
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
function requiredClasses(rule: Rule): Alternatives | null {
  let alternatives: Alternatives = [];
  try {
    selectorParser((root) => {
      alternatives = anyOf(root.nodes);
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

/** A selector list: any one of its selectors. */
const anyOf = (selectors: readonly selectorParser.Selector[]): Alternatives =>
  selectors.flatMap((selector) => allOf(selector));

/** One complex selector: every class of its compounds, and one alternative of each `:is()` in it. */
function allOf(selector: selectorParser.Selector): Alternatives {
  let alternatives: Alternatives = [[]];
  for (const node of selector.nodes) {
    let part: Alternatives | null = null;
    if (node.type === 'class') part = [[node.value]];
    else if (node.type === 'tag' && node.value !== '*') part = [[elementToken(node.value)]];
    else if (node.type === 'pseudo' && ANY_OF_ARGUMENTS.has(node.value.toLowerCase()) && node.nodes.length) {
      part = anyOf(node.nodes);
    }
    // `:not()`, `:nth-child(… of …)` and the rest may match without the classes they name.
    if (!part || part.some((names) => names.length === 0)) continue;
    if (alternatives.length * part.length > MAX_ALTERNATIVES) continue;
    alternatives = alternatives.flatMap((names) => part.map((more) => [...new Set([...names, ...more])]));
  }
  return alternatives;
}
