import type { WorkplaceAnswer } from '@rollcall/api-client';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { api } from '../api/client';
import { employeePickerSource } from '../employees/employee-picker-source';
import { Button } from '../kit/Button';
import { CheckboxField, TextAreaField } from '../kit/Field';
import { Modal } from '../kit/Modal';
import { SearchMultiPicker } from '../kit/SearchMultiPicker';
import { TextField } from '../kit/TextField';
import { SaveCancelFooter } from '../kit/forms/SaveCancelFooter';
import { useModalSave } from '../kit/forms/use-modal-save';
import { geocode } from './geocoder';
import { WorkplaceMap } from './WorkplaceMap';
import { WORKPLACE_ANSWER_TEXT, WORKPLACE_MESSAGES } from './workplace-messages';
import {
  circleRadius,
  DEFAULT_ZOOM,
  formatCoordinate,
  formatRadius,
  initialCentre,
  parseCoordinate,
  SEARCH_ZOOM,
  workplaceFormErrors,
  workplaceFormValues,
  workplaceSaveBody,
  type LatLng,
  type WorkplaceFormValues,
} from './workplace-form';

/** 'Create a new workplace' / 'Modify a workplace' (width 1000): the form beside a map with the geofence. */
export function WorkplaceFormModal({ site, onClose }: { site: WorkplaceAnswer | null; onClose: () => void }) {
  const company = useQuery({ queryKey: ['company-info'], queryFn: () => api.getCompanyInfo() });
  const [values, setValues] = useState<WorkplaceFormValues>(() => workplaceFormValues(site));
  const { errors, busy, save } = useModalSave({
    validate: () => workplaceFormErrors(values),
    run: () => api.saveWorkplace({ body: workplaceSaveBody(site?.id ?? null, values) }),
    success: site ? WORKPLACE_MESSAGES.updated : WORKPLACE_MESSAGES.created,
    invalidate: ['workplaces'],
    codes: WORKPLACE_ANSWER_TEXT,
    failure: site ? WORKPLACE_MESSAGES.updateFailed : WORKPLACE_MESSAGES.createFailed,
    onSaved: () => onClose(),
  });
  const [search, setSearch] = useState('');
  const [searching, setSearching] = useState(false);
  const [searchMessage, setSearchMessage] = useState<string | null>(null);
  const [addressEditable, setAddressEditable] = useState(false);
  const [view, setView] = useState<{ point: LatLng; zoom: number } | null>(null);
  const set = <K extends keyof WorkplaceFormValues>(key: K, value: WorkplaceFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const pin = parseCoordinate(values.coordinate);
  const onPin = useCallback((point: LatLng) => setValues((v) => ({ ...v, coordinate: formatCoordinate(point) })), []);
  const onRadius = useCallback((metres: number) => setValues((v) => ({ ...v, radius: formatRadius(metres) })), []);

  async function findAddress() {
    if (!search.trim()) return;
    setSearching(true);
    setSearchMessage(null);
    try {
      const place = await geocode(search.trim());
      if (!place) {
        setSearchMessage(WORKPLACE_MESSAGES.searchNotFound);
        return;
      }
      setValues((v) => ({ ...v, address: place.address, coordinate: formatCoordinate(place.point) }));
      setView({ point: place.point, zoom: SEARCH_ZOOM });
    } catch {
      setSearchMessage(WORKPLACE_MESSAGES.searchFailed);
      setAddressEditable(true);
      setValues((v) => (v.address ? v : { ...v, address: search.trim() }));
    } finally {
      setSearching(false);
    }
  }

  return (
    <Modal
      open
      title={site ? 'Modify a workplace' : 'Create a new workplace'}
      width={1000}
      onClose={onClose}
      footer={<SaveCancelFooter busy={busy} onCancel={onClose} onSave={() => void save()} />}
    >
      <div className="grid grid-cols-1 gap-4 md:grid-cols-[360px_1fr]">
        <form
          className="flex flex-col"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <TextField
            label="Mobile Site Name"
            required
            value={values.name}
            error={errors.name}
            onChange={(e) => set('name', e.target.value)}
          />
          <CheckboxField
            label="Active"
            className="pb-4"
            checked={values.workSiteStatus}
            onChange={(c) => set('workSiteStatus', c)}
          />
          <TextField
            label="Pin Point Address"
            required
            readOnly={!addressEditable}
            title={addressEditable ? undefined : 'Filled from the address search'}
            value={values.address}
            error={errors.address}
            onChange={(e) => set('address', e.target.value)}
          />
          <TextField
            label="Geo Fence-Radius"
            required
            readOnly
            title="Click the map or drag the pin"
            value={values.coordinate}
            error={errors.coordinate}
          />
          <TextField
            label="Radius (m)"
            required
            inputMode="decimal"
            value={values.radius}
            error={errors.radius}
            onChange={(e) => set('radius', e.target.value)}
            onBlur={() => {
              const metres = Number(values.radius);
              if (values.radius.trim() && Number.isFinite(metres) && metres >= 0) set('radius', formatRadius(metres));
            }}
          />
          <TextField label="Site Code" value={values.siteCode} onChange={(e) => set('siteCode', e.target.value)} />
          <TextAreaField
            label="Description"
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
          />
          <SearchMultiPicker
            label="Employees"
            noun="employee"
            source={employeePickerSource}
            value={values.employeeIds}
            unseenLabel={WORKPLACE_MESSAGES.unseenEmployee}
            onChange={(ids) => set('employeeIds', ids)}
          />
          <button type="submit" hidden />
        </form>
        <div className="flex flex-col gap-2">
          <div className="flex gap-2">
            <input
              aria-label="Search address"
              placeholder="Search address"
              className="h-9 flex-1 rounded-md border border-line px-3"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void findAddress();
                }
              }}
            />
            <Button loading={searching} onClick={() => void findAddress()}>
              Search
            </Button>
          </div>
          {searchMessage && (
            <div role="status" className="text-[13px] text-warning">
              {searchMessage}
            </div>
          )}
          {company.isPending ? (
            <div style={{ height: 420 }} className="rounded-md bg-canvas" />
          ) : (
            <WorkplaceMap
              centre={initialCentre(values, company.data)}
              zoom={pin ? SEARCH_ZOOM : DEFAULT_ZOOM}
              pin={pin}
              radius={circleRadius(values.radius)}
              view={view}
              onPin={onPin}
              onRadius={onRadius}
            />
          )}
          <div className="text-[13px] text-muted">
            Click the map or drag the pin to place the site; drag the white handle on the circle or type the radius to
            size the geofence.
          </div>
        </div>
      </div>
    </Modal>
  );
}
