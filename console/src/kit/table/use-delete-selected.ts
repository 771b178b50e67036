import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../notifications/notification-store';

/**
 * A list's row selection and its 'Delete' with confirmation ('Are you sure you want to delete it/them?'): on Yes the
 * call, the spec's success text, the selection cleared and the list refetched; on failure the screen's own
 * notification. Spread `dialog` into the screen's ConfirmDialog.
 */
export function useDeleteSelected(options: {
  remove: (ids: string[]) => Promise<unknown>;
  success: string;
  invalidate: readonly unknown[];
  failed: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const toggle = (id: string, on: boolean) => setSelected((s) => (on ? [...s, id] : s.filter((x) => x !== id)));

  async function deleteSelected() {
    setDeleting(true);
    try {
      await options.remove(selected);
      notify.success(options.success);
      setSelected([]);
      await queryClient.invalidateQueries({ queryKey: options.invalidate });
    } catch (error) {
      options.failed(error);
    } finally {
      setDeleting(false);
      setConfirming(false);
    }
  }

  return {
    selected,
    setSelected,
    toggle,
    /** The toolbar's Delete: ask first. */
    confirm: () => setConfirming(true),
    dialog: {
      open: confirming,
      busy: deleting,
      onConfirm: () => void deleteSelected(),
      onCancel: () => setConfirming(false),
    },
  };
}

/** What a list screen gets from useDeleteSelected. */
export type DeleteSelected = ReturnType<typeof useDeleteSelected>;
