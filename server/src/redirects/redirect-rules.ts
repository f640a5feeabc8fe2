/**
 * The rules of a redirect, without I/O: how a `from` and a `to` are written and checked, and how a
 * path is followed through a set of rules. Shared by the operations (checks before a save) and
 * the in-memory table every server process answers from, so the two cannot disagree.
 *
 * An exact rule moves one address (`/old/page` → `/new/page`). A prefix rule moves everything
 * under a path, written with a trailing star on both sides (`/old-blog/*` → `/blogs/*`:
 * `/old-blog/a/b` → `/blogs/a/b`); it is stored without the star. No regular expressions.
 */

export type RedirectKind = 'exact' | 'prefix';
export const redirectKinds = ['exact', 'prefix'] as const satisfies readonly RedirectKind[];

/** Where a rule came from: an address change (auto), the studio (manual), a CSV file, an import from an old site. */
export const redirectSources = ['auto', 'manual', 'csv', 'import'] as const;
export type RedirectSource = (typeof redirectSources)[number];

export interface RedirectRule {
  kind: RedirectKind;
  /** A path, percent-encoded as browsers send it, without a trailing slash (a prefix without its star). */
  from: string;
  /** A path on this site (maybe with a query) or an http(s) address; a prefix rule's without its star. */
  to: string;
}

/** Paths that belong to the server itself: never redirected. */
export const reservedPaths = ['/admin', '/api', '/uploads', '/assets', '/static', '/sitemap.xml', '/robots.txt', '/healthz', '/readyz', '/metrics', '/version.txt', '/favicon.ico'];

export const maxPathLength = 1000;

/** A rule as it is written (`/old-blog/*`). */
export const writtenFrom = (rule: Pick<RedirectRule, 'kind' | 'from'>): string => (rule.kind === 'prefix' ? `${rule.from === '/' ? '' : rule.from}/*` : rule.from);
export const writtenTo = (rule: Pick<RedirectRule, 'kind' | 'to'>): string => (rule.kind === 'prefix' ? `${rule.to === '/' ? '' : rule.to}/*` : rule.to);

export const isExternal = (to: string): boolean => /^https?:\/\//i.test(to);

/** A refusal of one side of a rule: the field and the message. */
export class RuleError extends Error {
  constructor(
    readonly field: 'from' | 'to',
    message: string,
  ) {
    super(message);
  }
}

const base = 'http://site.invalid';

/** A local path as browsers send it: percent-encoded, no dot segments, no trailing slash. */
function normalPath(value: string, field: 'from' | 'to'): { path: string; rest: string } {
  if (!value.startsWith('/') || /^\/[/\\]/.test(value)) {
    throw new RuleError(field, `"${value}" must be an address on this site starting with one "/"${field === 'to' ? ', or a full http(s) address' : ''}.`);
  }
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\s\u0000-\u001f\u007f]/.test(value)) throw new RuleError(field, `"${value}" must not contain spaces or control characters.`);
  const url = new URL(value, base);
  let path = url.pathname;
  if (path.length > 1 && path.endsWith('/')) path = path.replace(/\/+$/, '') || '/';
  return { path, rest: `${url.search}${url.hash}` };
}

const reservedOf = (path: string): string | undefined => reservedPaths.find((r) => path === r || path.startsWith(`${r}/`));

/**
 * Reads a rule as written: `from` an address on this site (`/*` at its end for a prefix rule),
 * `to` an address on this site or an http(s) address (with `/*` exactly when `from` has it).
 * Throws RuleError naming the side that is wrong.
 */
export function parseRule(input: { from: string; to: string }): RedirectRule {
  const fromText = input.from.trim();
  const toText = input.to.trim();
  if (fromText === '') throw new RuleError('from', 'Enter the old address, e.g. /old-page.');
  if (toText === '') throw new RuleError('to', 'Enter the new address, e.g. /new-page.');
  if (fromText.length > maxPathLength) throw new RuleError('from', `The old address must be at most ${maxPathLength} characters.`);
  if (toText.length > 2 * maxPathLength) throw new RuleError('to', `The new address must be at most ${2 * maxPathLength} characters.`);
  const prefix = fromText.endsWith('/*');
  if (fromText.includes('*') && !prefix) throw new RuleError('from', `"${fromText}": a star may only end an address, after "/" (/old-blog/*).`);
  if (/[?#]/.test(fromText)) throw new RuleError('from', `"${fromText}": the old address is a path without "?" or "#"; the query of a visit is carried over.`);
  const toPrefix = toText.endsWith('/*');
  if (toText.slice(0, toPrefix ? -2 : undefined).includes('*')) throw new RuleError('to', `"${toText}": a star may only end an address, after "/" (/blogs/*).`);
  if (prefix !== toPrefix) {
    throw new RuleError('to', prefix ? `"${fromText}" is a prefix rule: the new address must end in /* too (e.g. /blogs/*).` : `"${toText}" ends in /*: the old address must end in /* too.`);
  }
  const from = normalPath(prefix ? fromText.slice(0, -2) || '/' : fromText, 'from').path;
  if (!prefix && from === '/') throw new RuleError('from', 'The home page cannot be redirected.');
  const reserved = reservedOf(from) ?? (prefix && from === '/' ? '/' : undefined);
  if (reserved) throw new RuleError('from', `"${fromText}" belongs to the server (${reserved}) and cannot be redirected.`);
  const toBody = toPrefix ? toText.slice(0, -2) : toText;
  let to: string;
  if (isExternal(toBody)) {
    let url: URL;
    try {
      url = new URL(toBody);
    } catch {
      throw new RuleError('to', `"${toText}" is not a valid web address.`);
    }
    if (toPrefix && (url.search || url.hash)) throw new RuleError('to', `"${toText}": a prefix rule's new address cannot have "?" or "#".`);
    to = url.href.replace(/\/$/, toPrefix || url.pathname !== '/' ? '' : '/');
  } else {
    const { path, rest } = normalPath(toBody || '/', 'to');
    if (toPrefix && rest) throw new RuleError('to', `"${toText}": a prefix rule's new address cannot have "?" or "#".`);
    to = `${path}${rest}`;
  }
  const rule: RedirectRule = { kind: prefix ? 'prefix' : 'exact', from, to };
  if (!isExternal(to) && (to.split(/[?#]/)[0] === from)) throw new RuleError('to', `"${writtenFrom(rule)}" would redirect to itself.`);
  return rule;
}

/** The path a rule sends `path` to, or undefined when it does not apply. */
export function applyRule(rule: RedirectRule, path: string): string | undefined {
  if (rule.kind === 'exact') return path === rule.from ? rule.to : undefined;
  if (rule.from === '/') return `${rule.to === '/' ? '' : rule.to}${path}`;
  if (path === rule.from) return rule.to;
  if (path.startsWith(`${rule.from}/`)) return `${rule.to === '/' ? '' : rule.to}${path.slice(rule.from.length)}`;
  return undefined;
}

interface PrefixNode<R> {
  children: Map<string, PrefixNode<R>>;
  rule?: R;
}

/** The path's segments after its leading slash (`/a/b` → a, b; `/` → none). */
const segmentsOf = (path: string): string[] => (path === '/' ? [] : path.slice(1).split('/'));

/**
 * Rules indexed for lookups that cost the same with 50,000 rules as with none: exact ones by
 * path, prefix ones in a tree of path segments, walked once along the visited path (the deepest
 * rule, the most specific, wins). Rules are added and removed in place, so a save checks each new
 * rule against the rest without building the set again.
 */
export class RuleSet<R extends RedirectRule = RedirectRule> {
  private readonly exact = new Map<string, R>();
  private readonly root: PrefixNode<R> = { children: new Map() };
  private prefixCount = 0;

  constructor(rules: Iterable<R> = []) {
    for (const rule of rules) this.add(rule);
  }

  /** The rule of that kind from that address, if any. */
  get(kind: RedirectKind, from: string): R | undefined {
    if (kind === 'exact') return this.exact.get(from);
    let node: PrefixNode<R> | undefined = this.root;
    for (const segment of segmentsOf(from)) {
      node = node.children.get(segment);
      if (!node) return undefined;
    }
    return node.rule;
  }

  /** Adds a rule; returns the one of the same kind from the same address it replaces. */
  add(rule: R): R | undefined {
    if (rule.kind === 'exact') {
      const before = this.exact.get(rule.from);
      this.exact.set(rule.from, rule);
      return before;
    }
    let node = this.root;
    for (const segment of segmentsOf(rule.from)) {
      let child = node.children.get(segment);
      if (!child) {
        child = { children: new Map() };
        node.children.set(segment, child);
      }
      node = child;
    }
    const before = node.rule;
    node.rule = rule;
    if (!before) this.prefixCount += 1;
    return before;
  }

  /** Removes the rule of that kind from that address (whichever it is); returns it. */
  delete(kind: RedirectKind, from: string): R | undefined {
    if (kind === 'exact') {
      const before = this.exact.get(from);
      this.exact.delete(from);
      return before;
    }
    const trail: [PrefixNode<R>, string][] = [];
    let node: PrefixNode<R> | undefined = this.root;
    for (const segment of segmentsOf(from)) {
      trail.push([node, segment]);
      node = node.children.get(segment);
      if (!node) return undefined;
    }
    const before = node.rule;
    if (!before) return undefined;
    delete node.rule;
    this.prefixCount -= 1;
    // Branches left without a rule are pruned, so a tree never outgrows its rules.
    for (let i = trail.length - 1; i >= 0 && !node.rule && node.children.size === 0; i -= 1) {
      const [parent, segment] = trail[i]!;
      parent.children.delete(segment);
      node = parent;
    }
    return before;
  }

  /** The rule that applies to `path` (a path without query), and where it sends it. */
  match(path: string): { rule: R; to: string } | undefined {
    const exact = this.exact.get(path);
    if (exact) return { rule: exact, to: exact.to };
    if (this.prefixCount === 0) return undefined;
    let node: PrefixNode<R> | undefined = this.root;
    let deepest = node.rule;
    if (path !== '/') {
      let from = 1;
      for (;;) {
        const cut = path.indexOf('/', from);
        node = node.children.get(cut < 0 ? path.slice(from) : path.slice(from, cut));
        if (!node) break;
        if (node.rule) deepest = node.rule;
        if (cut < 0) break;
        from = cut + 1;
      }
    }
    if (!deepest) return undefined;
    const to = applyRule(deepest, path);
    return to === undefined ? undefined : { rule: deepest, to };
  }

  /** Every rule, exact ones first. */
  *rules(): IterableIterator<R> {
    yield* this.exact.values();
    const stack = [this.root];
    for (let node = stack.pop(); node; node = stack.pop()) {
      if (node.rule) yield node.rule;
      stack.push(...node.children.values());
    }
  }

  get size(): number {
    return this.exact.size + this.prefixCount;
  }
}

/** How many rules a visit may pass through before it is called a loop. */
export const maxHops = 10;

export interface Followed<R> {
  /** The final address: the first that no rule moves, or an external one. */
  to: string;
  /** Every rule passed, in order. */
  rules: R[];
  /** The addresses visited, `path` first: names a loop in a message. */
  trail: string[];
  loop: boolean;
}

/**
 * Follows `path` through the rules to its last address, so a chain answers in one hop. A path
 * seen twice (or more than `maxHops` rules) is a loop. The query of a rule's target is kept and
 * not matched.
 */
export function follow<R extends RedirectRule>(rules: RuleSet<R>, path: string): Followed<R> {
  const trail = [path];
  const passed: R[] = [];
  let current = path;
  let query = '';
  for (;;) {
    const hit = rules.match(current);
    if (!hit) break;
    passed.push(hit.rule);
    if (isExternal(hit.to)) return { to: hit.to, rules: passed, trail: [...trail, hit.to], loop: false };
    const cut = hit.to.search(/[?#]/);
    const next = cut < 0 ? hit.to : hit.to.slice(0, cut);
    if (cut >= 0) query = hit.to.slice(cut);
    const loop = trail.includes(next) || passed.length > maxHops;
    trail.push(next);
    if (loop) return { to: next, rules: passed, trail, loop: true };
    current = next;
  }
  return { to: `${current}${query}`, rules: passed, trail, loop: false };
}

/** A path without the prefix of one of the site's other languages (`/hi/a` → `a` in `hi`), else as it is. */
export function withoutLanguage(path: string, languages: readonly string[]): { language: string | null; path: string } {
  const match = /^\/([a-z]{2,3})(\/.*)?$/.exec(path);
  return match && languages.includes(match[1]!) ? { language: match[1]!, path: match[2] ?? '/' } : { language: null, path };
}

/**
 * Where a visit to `path` (no query) is sent, its chain followed to the end, or undefined (no
 * rule, or a loop). An address under another language's prefix with no rule of its own follows the
 * default language's rules and keeps its prefix: `/hi/old` → `/hi/new`.
 */
export function resolvePath(rules: RuleSet, languages: readonly string[], path: string): string | undefined {
  return resolveVisit(rules, languages, path)?.to;
}

/** `resolvePath`, with the rule the visited address matched (whose hits it counts). */
export function resolveVisit<R extends RedirectRule>(rules: RuleSet<R>, languages: readonly string[], path: string): { to: string; rule: R } | undefined {
  if (rules.size === 0) return undefined;
  const trimmed = path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path;
  const direct = follow(rules, trimmed);
  if (direct.rules.length > 0) return direct.loop || !staysWhereRuled(direct.to, direct.rules.at(-1)!) ? undefined : { to: direct.to, rule: direct.rules[0]! };
  const { language, path: own } = withoutLanguage(trimmed, languages);
  if (!language) return undefined;
  const moved = follow(rules, own);
  if (moved.rules.length === 0 || moved.loop) return undefined;
  const to = isExternal(moved.to) ? moved.to : `/${language}${moved.to}`;
  return staysWhereRuled(to, moved.rules.at(-1)!) ? { to, rule: moved.rules[0]! } : undefined;
}

const siteOrigin = new URL(base).origin;

/**
 * Whether a visit's target stays where its last rule points: a path on this site, or an address
 * at the origin of the absolute target an editor typed. A prefix rule carries the rest of the
 * visited path over (`/old-x/*` → `/*`), and that rest is the visitor's: `/old-x//evil.example`
 * would make `//evil.example`, which a browser reads as another site. Checked where a redirect is
 * served, so no rule, however it was saved, answers with an address off the site; written
 * percent-encoded (`/%2F%2Fevil.example`) or with a backslash, such a target is refused too.
 */
export function staysWhereRuled(to: string, rule: RedirectRule): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\s\u0000-\u001f\u007f]/.test(to)) return false;
  if (isExternal(rule.to)) {
    try {
      return new URL(to).origin === new URL(rule.to).origin;
    } catch {
      return false;
    }
  }
  if (!to.startsWith('/') || /^\/(?:[/\\]|%2f|%5c)/i.test(to)) return false;
  return new URL(to, base).origin === siteOrigin;
}

/** The target of a visit with the visit's query carried over (`/new?a=1` + `?utm=x` → `/new?a=1&utm=x`), before any `#`. */
export function withQuery(to: string, query: string): string {
  if (query === '' || query === '?') return to;
  const hash = to.indexOf('#');
  const head = hash < 0 ? to : to.slice(0, hash);
  const tail = hash < 0 ? '' : to.slice(hash);
  const extra = query.startsWith('?') ? query.slice(1) : query;
  return `${head}${head.includes('?') ? '&' : '?'}${extra}${tail}`;
}
