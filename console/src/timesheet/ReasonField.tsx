import { TextField } from '../kit/TextField';

/** Why a punch, pair or shift is changed: kept in the day's history (at most 500 characters). */
export function ReasonField({ value, onChange }: { value: string; onChange: (reason: string) => void }) {
  return <TextField label="Reason" value={value} maxLength={500} onChange={(e) => onChange(e.target.value)} />;
}
