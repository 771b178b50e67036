import { useEffect } from 'react';
import { useCompanySettings } from '../../api/use-company-settings';
import { setNavigationSettings } from './navigation-settings';

/** Keeps the navigation rule's settings in step with GET /api/company/settings while signed in. */
export function useNavigationSettings(signedIn: boolean): void {
  const settings = useCompanySettings(signedIn);
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
