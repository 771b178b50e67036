import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../api/client';
import type { NavigationSettings } from './routes';

// navigate() is called outside React (the shared client's logout hook, plain functions), so the settings the
// navigation rule reads are held here; the signed-in layout keeps them in step with GET /api/company/settings.

let current: NavigationSettings | null = null;

export const navigationSettings = (): NavigationSettings | null => current;

export function setNavigationSettings(settings: NavigationSettings | null): void {
  current = settings;
}

/** Keeps the navigation rule's settings in step with the company's while signed in. */
export function useNavigationSettings(signedIn: boolean): void {
  const settings = useQuery({
    queryKey: ['company-settings'],
    queryFn: () => api.getCompanySettings(),
    staleTime: 5 * 60_000,
    enabled: signedIn,
  });
  const data = signedIn ? settings.data : undefined;
  useEffect(() => {
    setNavigationSettings(
      data
        ? {
            multiShiftView: data.multiShiftView,
            isCalderStewart: data.isCalderStewart,
            isTimesheetNewUiEnabled: data.isTimesheetNewUiEnabled,
          }
        : null,
    );
  }, [data]);
}
