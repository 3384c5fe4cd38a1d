import React, { type ReactNode } from 'react';
import { CurrencyProvider } from './currency/currency-context';
import { AreaUnitProvider } from './property/area-unit-context';

/** What wraps every page, in the browser and at build (gatsby-browser and gatsby-ssr). */
export function RootWrapper({ children }: { children: ReactNode }) {
  return (
    <CurrencyProvider>
      <AreaUnitProvider>{children}</AreaUnitProvider>
    </CurrencyProvider>
  );
}
