import React, { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import type { LocaleCode } from '@brokerage/core/i18n/locales';
import { hasStrings, loadStrings } from '@brokerage/core/i18n/strings';

const Pass = ({ children }: { children: ReactNode }) => <>{children}</>;
const waiting = new Map<LocaleCode, ComponentType<{ children: ReactNode }>>();

/** Suspends until a language's strings are loaded: React.lazy over the strings' fetch. */
function waitFor(locale: LocaleCode) {
  let Wait = waiting.get(locale);
  if (!Wait) {
    Wait = lazy(() => loadStrings(locale).then(() => ({ default: Pass })));
    waiting.set(locale, Wait);
  }
  return Wait;
}

/**
 * Renders a page once its language's UI strings are at hand. The first page's are loaded
 * before hydration (gatsby-browser onClientEntry), and the language menu fetches the others
 * when it opens, so this waits (showing nothing) only if a visitor reaches a page in another
 * language by a link before its strings arrived.
 */
export function StringsGate({ locale, children }: { locale: LocaleCode; children: ReactNode }) {
  if (hasStrings(locale)) return <>{children}</>;
  const Wait = waitFor(locale);
  return (
    <Suspense fallback={null}>
      <Wait>{children}</Wait>
    </Suspense>
  );
}
