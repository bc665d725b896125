import { useCallback } from 'react';
import { toast } from 'react-toastify';
import { copyText } from '../../../lib/browser';
import { errorText } from '../../../lib/errors';
import type { ExportFormat } from '../../../lib/planText';
import { downloadFilename } from '../../../lib/planText';
import type { PrintablePlan } from '../../../lib/print';
import { printPlan } from '../../../lib/print';
import { useDownloadMutation } from '../api';

export interface DownloadTarget {
  id: string;
  plan_type: 'workout' | 'season' | null | undefined;
  date: string;
}

export function useDownloadPlan() {
  const [download, { isLoading }] = useDownloadMutation();
  const run = useCallback(
    async (target: DownloadTarget, format: ExportFormat) => {
      const label = format.toUpperCase();
      try {
        await download({ id: target.id, format, filename: downloadFilename(target.plan_type, target.date, format) }).unwrap();
        toast.success(`${label} downloaded successfully!`);
      } catch (err) {
        toast.error(errorText(err, `Failed to download ${label}`));
      }
    },
    [download],
  );
  return { download: run, downloading: isLoading };
}

/** Spec §8 has two success texts: the generator copies a workout, the share page a training plan. */
export async function copyPlan(text: string, successText: string) {
  try {
    await copyText(text);
    toast.success(successText);
  } catch {
    toast.error('Failed to copy to clipboard');
  }
}

export function openPrint(plan: PrintablePlan) {
  toast.info('Opening print dialog...');
  if (!printPlan(plan)) toast.error('Failed to open print dialog');
}
