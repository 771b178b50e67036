// The Time/Leave Approval and Forward To pickers' calls: a page of the approver choices (Active Admins and
// Supervisors) matching the text typed, and the chosen one by id. Never the whole list.
import type { ApproverChoice } from '@rollcall/api-client';
import { api } from '../api/client';
import type { PickerOption, PickerSource } from '../kit/search-picker';

function approverOption(choice: ApproverChoice): PickerOption {
  return { value: choice.id, label: `${choice.firstName} ${choice.lastName}`, detail: choice.roleName };
}

/** The approver choices, less `exceptUserId` (a Supervisor does not approve for themselves). */
export function approverPickerSource(exceptUserId?: string | null): PickerSource {
  return {
    key: ['approvers', exceptUserId ?? ''],
    search: async (text, pageSize) => {
      const page = await api.pageApprovers({
        query: {
          pageSize,
          sort: 'name',
          ...(text ? { search: text } : {}),
          ...(exceptUserId ? { userId: exceptUserId } : {}),
        },
      });
      return { options: page.rows.map(approverOption), total: page.total };
    },
    byIds: async (ids) => (await api.getApproversByIds({ query: { ids: ids.join(',') } })).map(approverOption),
  };
}
