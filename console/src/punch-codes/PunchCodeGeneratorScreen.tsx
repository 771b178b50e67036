import { useCompanySettings } from '../api/use-company-settings';
import { CustomerPunchCodeForm } from './CustomerPunchCodeForm';
import { DefaultPunchCodeForm } from './DefaultPunchCodeForm';

/** /punch/generate-code (spec 002 §2 "Punch code generator"). */
export function PunchCodeGeneratorScreen() {
  const settings = useCompanySettings();
  if (!settings.data) return <div className="text-muted">Loading…</div>;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">Punch Code Generator</h1>
      {settings.data.isCalderStewart ? <CustomerPunchCodeForm /> : <DefaultPunchCodeForm settings={settings.data} />}
    </div>
  );
}
