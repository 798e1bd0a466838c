import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { DEFAULT_SETTINGS, type SiteSettings } from '@contracts';
import { settingsQueryOptions } from './get-settings';

interface SettingsContextValue {
  settings: SiteSettings;
  isLoading: boolean;
}

const SettingsContext = createContext<SettingsContextValue | null>(null);

/** Loads settings once (SPEC §4); a failure is logged and the defaults stay in force (SPEC §8). */
export function SettingsProvider({ children }: { children: ReactNode }) {
  const query = useQuery(settingsQueryOptions());
  useEffect(() => {
    if (query.error) console.error('Failed to load settings', query.error);
  }, [query.error]);
  const settings = query.data ? { ...DEFAULT_SETTINGS, ...query.data } : DEFAULT_SETTINGS;
  return (
    <SettingsContext.Provider value={{ settings, isLoading: query.isLoading }}>{children}</SettingsContext.Provider>
  );
}

/** SPEC §8: using the settings context outside its provider is a fault. */
export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings must be used inside <SettingsProvider>');
  return value;
}
