/**
 * A page's inlined style sheets cut to the rules that can match its markup (issue 18: the whole
 * sheets were about 4.5 KB of every page's 10 to 20 KB of brotli). A rule stays unless each of its
 * selectors names a class the page's markup does not hold: classes only, so element, attribute
 * and state selectors (`:hover`, `[aria-expanded]`) stay as they are, and a selector this cannot
 * judge (`:not(…)`, `:is(…)`, an escaped name) stays too. At-rules that are not groups of rules
 * (`@font-face`, `@keyframes`) stay whole.
 *
 * The classes the browser adds as the visitor uses the page (an open menu, a form's errors) are
 * kept too: the renderer names them (`RenderResult.classesAddedLater`). A page reached in the
 * browser needs the rest: the browser loads the whole sheets, from the `disabled` links beside the
 * inlined ones, before it shows another page (web/src/public/styles/whole-style-sheets.ts), not
 * when the page loads, where turning them on cost a full style recalculation (60 to 90 ms of a
 * throttled phone's main thread). Without JavaScript the markup never changes, and what it holds
 * is styled.
 */

type SheetNode =
  | { kind: 'rule'; selectors: Selector[]; body: string }
  | { kind: 'group'; prelude: string; children: SheetNode[] }
  | { kind: 'raw'; text: string };

interface Selector {
  text: string;
  /** The classes it needs, or null when it is always kept. */
  classes: string[] | null;
}

export type ParsedSheet = readonly SheetNode[];

/** At-rules that hold rules, whose rules are judged one by one. */
const groupRules = new Set(['media', 'supports', 'container', 'layer', 'scope']);

/** The index after a string or comment starting at `i`, or `i` when there is none there. */
function skipQuoted(css: string, i: number): number {
  const char = css[i];
  if (char === '"' || char === "'") {
    let j = i + 1;
    while (j < css.length && css[j] !== char) j += css[j] === '\\' ? 2 : 1;
    return j + 1;
  }
  if (char === '/' && css[i + 1] === '*') {
    const end = css.indexOf('*/', i + 2);
    return end === -1 ? css.length : end + 2;
  }
  return i;
}

/** The first of `stops` at depth 0 (brackets and parentheses) from `i`, strings and comments skipped; -1 when none. */
function findTopLevel(css: string, i: number, end: number, stops: string): number {
  let depth = 0;
  while (i < end) {
    const skipped = skipQuoted(css, i);
    if (skipped !== i) {
      i = skipped;
      continue;
    }
    const char = css[i] ?? '';
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth === 0 && stops.includes(char)) return i;
    i++;
  }
  return -1;
}

/** The index of the `}` closing the `{` at `open`. */
function matchingBrace(css: string, open: number, end: number): number {
  let depth = 0;
  let i = open;
  while (i < end) {
    const skipped = skipQuoted(css, i);
    if (skipped !== i) {
      i = skipped;
      continue;
    }
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) return i;
    i++;
  }
  return end;
}

function selectorOf(text: string): Selector {
  if (/\\|:(?:not|is|where|has|global|host)\(/.test(text)) return { text, classes: null };
  const bare = text.replace(/\[[^\]]*\]/g, '');
  return { text, classes: [...bare.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1] ?? '') };
}

function splitSelectors(prelude: string): Selector[] {
  const out: Selector[] = [];
  let start = 0;
  for (;;) {
    const comma = findTopLevel(prelude, start, prelude.length, ',');
    out.push(selectorOf(prelude.slice(start, comma === -1 ? undefined : comma).trim()));
    if (comma === -1) return out;
    start = comma + 1;
  }
}

function parseNodes(css: string, start: number, end: number): SheetNode[] {
  const nodes: SheetNode[] = [];
  let i = start;
  while (i < end) {
    while (i < end && /\s/.test(css[i] ?? '')) i++;
    if (i >= end) break;
    const stop = findTopLevel(css, i, end, '{;}');
    if (stop === -1 || css[stop] !== '{') {
      // A statement (`@charset`, `@import`, `@layer a, b;`) or a stray end: kept as it is.
      const to = stop === -1 ? end : stop + 1;
      nodes.push({ kind: 'raw', text: css.slice(i, to) });
      i = to;
      continue;
    }
    const close = matchingBrace(css, stop, end);
    const prelude = css.slice(i, stop).trim();
    const inner = css.slice(stop + 1, close);
    const atRule = /^@([\w-]+)/.exec(prelude)?.[1];
    if (atRule !== undefined) {
      nodes.push(groupRules.has(atRule.toLowerCase()) && inner.includes('{') ? { kind: 'group', prelude, children: parseNodes(css, stop + 1, close) } : { kind: 'raw', text: css.slice(i, close + 1) });
    } else if (inner.includes('{')) {
      // Nested rules: not judged.
      nodes.push({ kind: 'raw', text: css.slice(i, close + 1) });
    } else {
      nodes.push({ kind: 'rule', selectors: splitSelectors(prelude), body: inner });
    }
    i = close + 1;
  }
  return nodes;
}

/** A style sheet read once into rules, for `cssForPage`. */
export function parseSheet(css: string): ParsedSheet {
  return parseNodes(css, 0, css.length);
}

/**
 * The classes named in a page's `class` attributes, and those of `addedLater` that the browser may
 * put on it as the visitor uses it (web/src/public/styles/classes-added-later.ts), whose rules must
 * be there before the page has loaded the whole sheets: a group whose `when` class the page holds
 * (the part that adds them), or that has none.
 */
export function pageClasses(html: string, addedLater: readonly { when?: string; classes: readonly string[] }[] = []): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\bclass="([^"]*)"/g)) for (const name of (match[1] ?? '').split(/\s+/)) if (name) classes.add(name);
  for (const group of addedLater) if (!group.when || classes.has(group.when)) for (const name of group.classes) classes.add(name);
  return classes;
}

/** The sheet with only the rules that can match a page holding `classes`. */
export function cssForPage(sheet: ParsedSheet, classes: ReadonlySet<string>): string {
  let out = '';
  for (const node of sheet) {
    if (node.kind === 'raw') out += node.text;
    else if (node.kind === 'group') {
      const inner = cssForPage(node.children, classes);
      if (inner) out += `${node.prelude}{${inner}}`;
    } else {
      const kept = node.selectors.filter((s) => s.classes === null || s.classes.every((name) => classes.has(name)));
      if (kept.length) out += `${kept.map((s) => s.text).join(',')}{${node.body}}`;
    }
  }
  return out;
}
