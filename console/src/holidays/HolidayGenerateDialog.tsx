import type { HolidayPreview } from '@rollcall/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { answerText } from '../api/answer-text';
import { api } from '../api/client';
import { errorText } from '../api/error-text';
import { Button } from '../kit/Button';
import { SelectField } from '../kit/Field';
import { Modal } from '../kit/Modal';
import { notify } from '../kit/notifications/notification-store';
import { formatDate } from '../kit/dates';
import { defaultGeneratorYear, generatorYears, initialSelection, toggled } from './holiday-generate';
import { generatedText, HOLIDAY_ANSWER_TEXT, HOLIDAY_MESSAGES } from './holiday-messages';

/** "Generate New Zealand holidays": year and region, the proposed holidays to review, Save selected. */
export function HolidayGenerateDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const regions = useQuery({ queryKey: ['holiday-regions'], queryFn: () => api.listHolidayRegions() });
  const firstYear = regions.data?.firstYear ?? 2022;
  const lastYear = regions.data?.lastYear ?? 2052;
  const [year, setYear] = useState(() => String(defaultGeneratorYear(new Date(), firstYear, lastYear)));
  const [region, setRegion] = useState('Auckland');
  const [preview, setPreview] = useState<HolidayPreview | null>(null);
  const [selection, setSelection] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);

  async function loadPreview(nextYear = year, nextRegion = region) {
    if (!nextYear || !nextRegion) return;
    setLoading(true);
    try {
      const answer = await api.previewNzHolidays({ query: { year: Number(nextYear), region: nextRegion } });
      setPreview(answer);
      setSelection(initialSelection(answer.holidays));
    } catch (error) {
      setPreview(null);
      notify.error(answerText(error, {}, HOLIDAY_MESSAGES.previewFailed));
    } finally {
      setLoading(false);
    }
  }

  async function saveSelected() {
    if (!preview) return;
    if (selection.length === 0) {
      notify.warning(HOLIDAY_MESSAGES.nothingSelected);
      return;
    }
    setSaving(true);
    try {
      const answer = await api.addNzHolidays({
        body: { year: preview.year, region: preview.region, sysCodes: selection },
      });
      notify.success(generatedText(answer.added.length, answer.skipped.length));
      await queryClient.invalidateQueries({ queryKey: ['holidays'] });
      onClose();
    } catch (error) {
      notify.error(answerText(error, HOLIDAY_ANSWER_TEXT, HOLIDAY_MESSAGES.generateFailed));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={HOLIDAY_MESSAGES.generateTitle}
      width={700}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" loading={saving} disabled={!preview} onClick={() => void saveSelected()}>
            Save selected{preview ? ` (${selection.length})` : ''}
          </Button>
        </>
      }
    >
      <div className="flex items-end gap-3">
        <SelectField
          label="Year"
          required
          className="w-32"
          options={generatorYears(firstYear, lastYear).map((y) => ({ value: String(y), label: String(y) }))}
          value={year}
          onChange={(e) => {
            setYear(e.target.value);
            setPreview(null);
          }}
        />
        <SelectField
          label="Region"
          required
          className="w-56"
          options={(regions.data?.regions ?? []).map((r) => ({ value: r, label: r }))}
          value={region}
          onChange={(e) => {
            setRegion(e.target.value);
            setPreview(null);
          }}
        />
        <Button className="mb-5" loading={loading} disabled={!year || !region} onClick={() => void loadPreview()}>
          Preview
        </Button>
      </div>
      {regions.error && (
        <p className="text-danger" role="alert">
          {errorText(regions.error)}
        </p>
      )}
      {preview && (
        <table className="w-full border-collapse text-left" aria-label="Proposed holidays">
          <thead>
            <tr className="border-b border-line bg-[#fafafa]">
              <th className="px-2 py-1.5" aria-label="Add" />
              <th className="px-2 py-1.5">Name</th>
              <th className="px-2 py-1.5">Date</th>
              <th className="px-2 py-1.5">Alternative Date</th>
              <th className="px-2 py-1.5" aria-label="Note" />
            </tr>
          </thead>
          <tbody>
            {preview.holidays.map((h) => (
              <tr key={h.sysCode} className={`border-b border-line ${h.exists ? 'text-muted' : ''}`}>
                <td className="px-2 py-1">
                  <input
                    type="checkbox"
                    aria-label={`Add ${h.name}`}
                    checked={selection.includes(h.sysCode)}
                    disabled={h.exists}
                    onChange={(e) => setSelection((s) => toggled(s, h.sysCode, e.target.checked))}
                    className="size-4 accent-primary"
                  />
                </td>
                <td className="px-2 py-1">{h.name}</td>
                <td className="px-2 py-1">{formatDate(h.date)}</td>
                <td className="px-2 py-1">{formatDate(h.alterdate)}</td>
                <td className="px-2 py-1">{h.exists ? HOLIDAY_MESSAGES.alreadyThere : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Modal>
  );
}
