import React, { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AREA_UNIT_STORAGE_KEY, DEFAULT_AREA_UNIT, parseAreaUnit, type AreaUnit } from '../../property/area-units';

type AreaUnitState = { unit: AreaUnit; setUnit: (unit: AreaUnit) => void };

const AreaUnitContext = createContext<AreaUnitState>({ unit: DEFAULT_AREA_UNIT, setUnit: () => undefined });

function readStored(): AreaUnit {
  try {
    return parseAreaUnit(window.localStorage.getItem(AREA_UNIT_STORAGE_KEY));
  } catch {
    return DEFAULT_AREA_UNIT;
  }
}

/**
 * The visitor's floor-area unit, like the currency: pages are pre-rendered in sq ft; the
 * stored choice (localStorage `areaUnit`) applies after hydration and follows other tabs.
 */
export function AreaUnitProvider({ children }: { children: ReactNode }) {
  const [unit, setState] = useState<AreaUnit>(DEFAULT_AREA_UNIT);

  useEffect(() => {
    setState(readStored());
    const onStorage = (event: StorageEvent) => {
      if (event.key === AREA_UNIT_STORAGE_KEY) setState(readStored());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const setUnit = useCallback((next: AreaUnit) => {
    setState(next);
    try {
      window.localStorage.setItem(AREA_UNIT_STORAGE_KEY, next);
    } catch {
      // Storage refused (private mode): the choice lasts for this page view.
    }
  }, []);

  const value = useMemo(() => ({ unit, setUnit }), [unit, setUnit]);
  return <AreaUnitContext.Provider value={value}>{children}</AreaUnitContext.Provider>;
}

export function useAreaUnit(): AreaUnitState {
  return useContext(AreaUnitContext);
}
