import type { FormId } from './types';

/** The forms an editor's link may open: those that need nothing from the page around them. */
export const LINKABLE_FORMS = [
  'contact',
  'ask-question',
  'leave-review',
  'partner',
  'cv',
  'valuation',
  'loyalty',
  'newsletter',
] as const satisfies readonly FormId[];

const PREFIX = '#form-';

/**
 * The form a CMS link opens in a dialog, or null for any other link: an editor writes
 * `#form-{id}` (`#form-valuation`) as a call to action's link to open that form where the
 * visitor is, instead of sending them to its page.
 * @example formOfLink('#form-valuation') // 'valuation'
 * @example formOfLink('/contact-oasis-key/') // null
 */
export function formOfLink(link: string): (typeof LINKABLE_FORMS)[number] | null {
  if (!link.startsWith(PREFIX)) return null;
  const id = link.slice(PREFIX.length);
  return (LINKABLE_FORMS as readonly string[]).includes(id) ? (id as (typeof LINKABLE_FORMS)[number]) : null;
}
