import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { answerText, fieldErrors } from '../api/answer-text';
import { type DepartmentForm, type Level } from './structure-queries';
import { api } from '../api/client';
import { useCompanySettings } from '../api/use-company-settings';
import { Button } from '../kit/Button';
import { CheckboxField, SelectField } from '../kit/Field';
import { TextField } from '../kit/TextField';
import { notify } from '../kit/notifications/notification-store';
import { navigate } from '../app/routing/hash-location';
import { usePermissions } from '../session/use-permissions';
import { departmentDeleteMessages, departmentSaveMessages } from './department-messages';
import { PositionEmployees } from './PositionEmployees';
import { nodeFormValues, nodeSaveBody, validateNode, type NodeFormValues } from './department-form';
import { useStructureLevels } from '../workplaces/use-structure-levels';

const tabClass = (active: boolean) =>
  `border-b-2 px-3 py-2 ${active ? 'border-primary font-semibold text-primary' : 'border-transparent hover:text-primary'}`;

/**
 * The node detail area: "Details" for an existing node (`node` given), "New structure" for a child of `parentId`.
 */
export function NodeDetail({
  node,
  parent,
  newLevel,
  suggestedPunchCode,
}: {
  node?: DepartmentForm;
  parent?: { id: string; name: string };
  newLevel?: Level | null;
  suggestedPunchCode?: string;
}) {
  const queryClient = useQueryClient();
  const settings = useCompanySettings();
  const permissions = usePermissions();
  const creating = node === undefined;
  const level = creating ? (newLevel ?? null) : node.level;
  const [values, setValues] = useState<NodeFormValues>(() => nodeFormValues(node, suggestedPunchCode));
  const [errors, setErrors] = useState<Partial<Record<keyof NodeFormValues, string>>>({});
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [tab, setTab] = useState<'base' | 'employees'>('base');
  const zones = useQuery({
    queryKey: ['timezones'],
    queryFn: () => api.listTimeZones(),
    staleTime: Infinity,
  });
  const positionCodes = settings.data?.isPositionCodeEnabled ?? false;
  const set = <K extends keyof NodeFormValues>(key: K, value: NodeFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const levels = useStructureLevels();
  const child = creating ? null : levels.childOf(node.level);
  const canDelete = !creating && node.level !== null && permissions.can(node.level, 'delete');

  async function save(event: FormEvent) {
    event.preventDefault();
    const found = validateNode(values, level, positionCodes);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const target = creating ? { parent: parent?.id ?? '' } : { id: node.id };
      const answer = await api.saveDepartment({ body: nodeSaveBody(values, target, level) });
      if (answer.message !== 'success') {
        notify.error(departmentSaveMessages.codes[answer.message] ?? departmentSaveMessages.unknown);
        return;
      }
      notify.success(departmentSaveMessages.success);
      await queryClient.invalidateQueries({ queryKey: ['departments'] });
      await queryClient.invalidateQueries({ queryKey: ['department'] });
      if (creating) navigate(`/mydetail/company/department/${answer.departmentVo.id}`);
    } catch (failure) {
      setErrors(fieldErrors(failure) as typeof errors);
      notify.error(answerText(failure, departmentSaveMessages.codes, departmentSaveMessages.failure));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!node) return;
    setBusy(true);
    try {
      await api.deleteDepartments({ body: { ids: [node.id] } });
      notify.success(departmentDeleteMessages.success);
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: ['departments'] });
      navigate(node.parent ? `/mydetail/company/department/${node.parent}` : '/mydetail/company');
    } catch (failure) {
      setConfirming(false);
      const text = answerText(failure, departmentDeleteMessages.codes, departmentDeleteMessages.failure);
      notify[text.startsWith('Warning') ? 'warning' : 'error'](text);
    } finally {
      setBusy(false);
    }
  }

  const parentName = creating ? parent?.name : node.parentName;
  return (
    <section className="min-w-0 flex-1 rounded-lg bg-white p-5">
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-bold">{creating ? 'New structure' : 'Details'}</h2>
        <span className="text-muted">{levels.nameOf(level)}</span>
        {!creating && child && permissions.can(child, 'create') && (
          <Link
            href={`/mydetail/company/department/${node.id}/create`}
            className="ml-auto inline-flex h-9 items-center rounded-md border border-primary px-4 text-primary hover:bg-primary-soft"
          >
            Add {levels.nameOf(child)}
          </Link>
        )}
      </div>
      <div role="tablist" className="mb-3 flex border-b border-line">
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'base'}
          className={tabClass(tab === 'base')}
          onClick={() => setTab('base')}
        >
          Base Information
        </button>
        {!creating && node.level === 'position' && (
          <button
            type="button"
            role="tab"
            aria-selected={tab === 'employees'}
            className={tabClass(tab === 'employees')}
            onClick={() => setTab('employees')}
          >
            Employees
          </button>
        )}
      </div>
      {tab === 'employees' && !creating && <PositionEmployees positionId={node.id} />}
      <form
        noValidate
        onSubmit={save}
        className={`${tab === 'base' ? 'grid' : 'hidden'} max-w-3xl grid-cols-1 gap-x-6 md:grid-cols-2`}
      >
        {parentName && (
          <div className="flex flex-col gap-1 pb-5 md:col-span-2">
            <span className="font-semibold">Parent</span>
            <span data-testid="node-parent">{parentName}</span>
          </div>
        )}
        <TextField
          label="Name"
          name="departmentName"
          required
          value={values.departmentName}
          error={errors.departmentName}
          onChange={(e) => set('departmentName', e.target.value)}
        />
        <TextField
          label="Code"
          name="code"
          value={values.code}
          error={errors.code}
          onChange={(e) => set('code', e.target.value)}
        />
        <SelectField
          label="Time Zone"
          name="timeZoneId"
          value={values.timeZoneId}
          placeholder={node?.effectiveTimeZoneId ? `Inherited (${node.effectiveTimeZoneId})` : 'Inherited'}
          options={(zones.data ?? []).map((z) => ({ value: z, label: z }))}
          onChange={(e) => set('timeZoneId', e.target.value)}
        />
        {level === 'position' && (
          <>
            <TextField
              label="Punch Code"
              name="punchCode"
              required={positionCodes}
              value={values.punchCode}
              error={errors.punchCode}
              onChange={(e) => set('punchCode', e.target.value)}
            />
            <TextField
              label="Pay Export Code"
              value={values.payExportCode}
              onChange={(e) => set('payExportCode', e.target.value)}
            />
            <TextField
              label="Rate Export Code"
              value={values.rateExportCode}
              onChange={(e) => set('rateExportCode', e.target.value)}
            />
          </>
        )}
        {!creating && node.level !== null && (
          <CheckboxField className="pb-5" label="Active" checked={values.status} onChange={(c) => set('status', c)} />
        )}
        <div className="flex gap-3 md:col-span-2">
          <Button type="submit" variant="primary" loading={busy}>
            Save
          </Button>
          {creating && parent && (
            <Button onClick={() => navigate(`/mydetail/company/department/${parent.id}`)}>Cancel</Button>
          )}
          {canDelete && (
            <Button className="text-danger" onClick={() => setConfirming(true)}>
              Delete
            </Button>
          )}
        </div>
      </form>
      <Dialog open={confirming} onClose={() => setConfirming(false)} className="relative z-50">
        <div className="fixed inset-0 bg-black/30" aria-hidden />
        <div className="fixed inset-0 flex items-center justify-center p-4">
          <DialogPanel className="w-96 rounded-lg bg-white p-5 shadow-xl">
            <DialogTitle className="mb-4 font-semibold">{departmentDeleteMessages.confirm}</DialogTitle>
            <div className="flex justify-end gap-2">
              <Button onClick={() => setConfirming(false)}>No</Button>
              <Button variant="primary" loading={busy} onClick={() => void remove()}>
                Yes
              </Button>
            </div>
          </DialogPanel>
        </div>
      </Dialog>
    </section>
  );
}
