/**
 * Editors' redirects (the CMS's Redirect type): what a `from` and a `to` may be, and the
 * one-hop rule, checked by the CMS when an editor saves and by the build when it compiles
 * them (route-table.ts). No redirect may lead to another, so none can loop.
 */

/** A redirect as the site applies it: `from` a normalised page path, `to` a site path or an http(s) address. */
export type Redirect = { from: string; to: string; permanent: boolean };

/** Folders of files, not pages: the CDN serves them before any redirect (the edge function does not run there). */
const FILE_FOLDERS = [
  'static',
  'page-data',
  '_gatsby',
  'css',
  'icons',
  'qr',
  'strings',
  'search',
  'api',
  '.well-known',
];
const LANGUAGE_HOMES = new Set(['/', '/uae/', '/fr/', '/ru/', '/pl/']);
const BASE = 'http://site.invalid';

type Read = { ok: true; value: string } | { ok: false; message: string };

/**
 * A `from` as the site matches it: the path's own spelling (percent-encoded, no `.` or
 * `..` segments), lower case, ending in `/`; or why it cannot be one.
 * @example redirectFrom(' /Spring-Campaign ') // { ok: true, value: '/spring-campaign/' }
 */
export function redirectFrom(input: string): Read {
  const raw = input.trim();
  if (!raw) return { ok: false, message: 'From is empty: give the old address, for example /spring-campaign/.' };
  if (!raw.startsWith('/') || raw.startsWith('//'))
    return { ok: false, message: `From "${raw}" must be a path of this site starting with /, e.g. /spring-campaign/.` };
  if (/[?#\s]/.test(raw))
    return {
      ok: false,
      message: `From "${raw}" must be a path alone, without spaces, ? or #: a redirect applies whatever the query.`,
    };
  const path = new URL(raw, BASE).pathname.toLowerCase();
  const value = path.endsWith('/') ? path : `${path}/`;
  if (value.includes('.'))
    return {
      ok: false,
      message: `From "${raw}" looks like a file (it has a dot): redirects apply to pages; files are served as they are.`,
    };
  const folder = value.split('/')[1] ?? '';
  if (FILE_FOLDERS.includes(folder))
    return { ok: false, message: `From "${raw}" is under /${folder}/, which holds the site's files, not pages.` };
  if (LANGUAGE_HOMES.has(value))
    return { ok: false, message: `From "${raw}" is a home page: it cannot be redirected.` };
  return { ok: true, value };
}

/**
 * A `to`: a path of this site (its query and fragment kept; a page path without a file
 * name gets its closing `/`) or an absolute http(s) address; or why it cannot be one.
 * @example redirectTo('/new-campaign?utm_source=x') // { ok: true, value: '/new-campaign/?utm_source=x' }
 */
export function redirectTo(input: string): Read {
  const raw = input.trim();
  if (!raw) return { ok: false, message: 'To is empty: give the new address, a path such as /offers/ or https://….' };
  if (raw.startsWith('//'))
    return { ok: false, message: `To "${raw}" has no scheme: write https://… for another site, or /… for this one.` };
  if (raw.startsWith('/')) {
    if (/\s/.test(raw)) return { ok: false, message: `To "${raw}" has a space in it.` };
    const url = new URL(raw, BASE);
    const last = url.pathname.split('/').pop() ?? '';
    const pathname = url.pathname.endsWith('/') || last.includes('.') ? url.pathname : `${url.pathname}/`;
    return { ok: true, value: `${pathname}${url.search}${url.hash}` };
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, message: `To "${raw}" is neither a path of this site (/…) nor an address (https://…).` };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { ok: false, message: `To "${raw}" must be an https:// or http:// address, or a path of this site.` };
  return { ok: true, value: url.href };
}

/** The page path a site `to` lands on (without query or fragment), lower case; null for another site. */
export function landingPath(to: string): string | null {
  if (!to.startsWith('/')) return null;
  return new URL(to, BASE).pathname.toLowerCase();
}

/** A redirect with a name for messages: the CMS's entry id or its position. */
export type NamedRedirect = Redirect & { name: string };

/**
 * Why `candidate` cannot join `others` (each already a valid set): its `from` is taken,
 * it leads to itself, it leads to another redirect, or another leads to it. Empty when it may.
 */
export function redirectConflicts(candidate: Redirect, others: readonly NamedRedirect[]): string[] {
  const problems: string[] = [];
  const lands = landingPath(candidate.to);
  if (lands === candidate.from)
    problems.push(`${candidate.from} would redirect to itself: a visitor would loop for ever.`);
  for (const other of others) {
    const toCandidate = landingPath(other.to) === candidate.from;
    if (other.from === candidate.from)
      problems.push(
        `${candidate.from} is already redirected to ${other.to} by ${other.name}: change that one instead.`,
      );
    else if (lands !== null && lands === other.from && toCandidate)
      problems.push(
        `${other.name} redirects ${other.from} to ${candidate.from}: this one would send visitors back, a loop.`,
      );
    else if (lands !== null && lands === other.from)
      problems.push(
        `${candidate.to} is itself redirected to ${other.to} (${other.name}): point this redirect at ${other.to} directly, so a visitor makes one hop.`,
      );
    else if (toCandidate)
      problems.push(
        `${other.name} redirects ${other.from} to ${candidate.from}: point it at ${candidate.to} instead of adding a second hop, or change its target first.`,
      );
  }
  return problems;
}

/** An editor's entry as the CMS holds it. */
export type RedirectEntry = { name: string; from: string | null; to: string | null; permanent: boolean };

/**
 * The redirects of `entries` the site can apply, in order: each read (redirectFrom,
 * redirectTo) and checked against those kept before it; every entry left out, with why.
 */
export function checkRedirects(entries: readonly RedirectEntry[]): { redirects: NamedRedirect[]; problems: string[] } {
  const redirects: NamedRedirect[] = [];
  const problems: string[] = [];
  for (const entry of entries) {
    const from = redirectFrom(entry.from ?? '');
    const to = redirectTo(entry.to ?? '');
    const messages = [...(from.ok ? [] : [from.message]), ...(to.ok ? [] : [to.message])];
    if (from.ok && to.ok) {
      const redirect = { from: from.value, to: to.value, permanent: entry.permanent, name: entry.name };
      messages.push(...redirectConflicts(redirect, redirects));
      if (!messages.length) redirects.push(redirect);
    }
    for (const message of messages) problems.push(`${entry.name} left out: ${message}`);
  }
  return { redirects, problems };
}
