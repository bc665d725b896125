import { useCallback } from 'react';
import { toast } from 'react-toastify';
import { copyText } from '../../lib/browser';
import { errorText } from '../../lib/errors';
import type { ExportFormat } from '../../lib/planText';
import { chatText, cleanText, downloadFilename } from '../../lib/planText';
import { printPage } from '../../lib/print';
import { useDownloadMutation } from '../../lib/workoutsApi';

export interface DownloadTarget {
  id: string;
  plan_type: 'workout' | 'season' | null | undefined;
  date: string;
  /** The plan as its share page shows it: its files speak to whoever holds the link, as the page does. */
  shared?: boolean;
}

export function useDownloadPlan() {
  const [download, { isLoading }] = useDownloadMutation();
  const run = useCallback(
    async (target: DownloadTarget, format: ExportFormat) => {
      const label = format.toUpperCase();
      try {
        await download({ id: target.id, format, filename: downloadFilename(target.plan_type, target.date, format), shared: target.shared === true }).unwrap();
        toast.success(`${label} downloaded successfully!`);
      } catch (err) {
        toast.error(errorText(err, `Failed to download ${label}`));
      }
    },
    [download],
  );
  return { download: run, downloading: isLoading };
}

export type CopyStyle = 'plain' | 'chat';

/**
 * Spec §8 has two success texts: the generator copies a workout, the share page a training plan.
 * The text is the coach's notation without markdown markers; `chat` bolds it for WhatsApp and Slack.
 */
export async function copyPlan(text: string, successText: string, style: CopyStyle = 'plain') {
  try {
    await copyText(style === 'chat' ? chatText(text) : cleanText(text));
    toast.success(successText);
  } catch {
    toast.error('Failed to copy to clipboard');
  }
}

export function openPrint() {
  toast.info('Opening print dialog...');
  if (!printPage()) toast.error('Failed to open print dialog');
}
