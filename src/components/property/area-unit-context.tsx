import React, { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useStoredChoice } from '../../hooks/use-stored-choice';
import {
  AREA_UNIT_STORAGE_KEY,
  DEFAULT_AREA_UNIT,
  parseAreaUnit,
  type AreaUnit,
} from '@brokerage/core/property/area-units';

type AreaUnitState = { unit: AreaUnit; setUnit: (unit: AreaUnit) => void };

const AreaUnitContext = createContext<AreaUnitState>({ unit: DEFAULT_AREA_UNIT, setUnit: () => undefined });

const writeUnit = (unit: AreaUnit) => unit;

/**
 * The visitor's floor-area unit, like the currency: pages are pre-rendered in sq ft; the
 * stored choice (localStorage `areaUnit`) applies after hydration and follows other tabs.
 */
export function AreaUnitProvider({ children }: { children: ReactNode }) {
  const [unit, setUnit] = useStoredChoice(AREA_UNIT_STORAGE_KEY, DEFAULT_AREA_UNIT, parseAreaUnit, writeUnit);
  const value = useMemo(() => ({ unit, setUnit }), [unit, setUnit]);
  return <AreaUnitContext.Provider value={value}>{children}</AreaUnitContext.Provider>;
}

export function useAreaUnit(): AreaUnitState {
  return useContext(AreaUnitContext);
}
