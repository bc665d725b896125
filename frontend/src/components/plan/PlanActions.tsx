import { ChatIcon, CopyIcon, PrintIcon } from '../icons';
import type { DownloadTarget } from './usePlanActions';
import { copyPlan, openPrint } from './usePlanActions';
import { DownloadMenu } from './DownloadMenu';

interface Props {
  target: DownloadTarget;
  text: string;
  /** Spec §8: 'Workout copied to clipboard!' on the dashboard, 'Training plan copied to clipboard!' when shared. */
  copiedText: string;
  printLabel?: string;
  small?: boolean;
}

/** Download (documents, watch, calendar), print and copy: the same controls wherever a plan is read. */
export function PlanActions({ target, text, copiedText, printLabel = 'Print', small = false }: Props) {
  const size = small ? ' btn-sm' : '';
  return (
    <div className="btn-row plan-actions no-print">
      <DownloadMenu target={target} small={small} />
      <button type="button" className={`btn btn-secondary${size}`} onClick={openPrint}>
        <PrintIcon size={18} /> {printLabel}
      </button>
      <button type="button" className={`btn btn-secondary${size}`} onClick={() => void copyPlan(text, copiedText)}>
        <CopyIcon size={18} /> Copy
      </button>
      <button type="button" className={`btn btn-secondary${size}`} onClick={() => void copyPlan(text, copiedText, 'chat')}>
        <ChatIcon size={18} /> Copy for WhatsApp/Slack
      </button>
    </div>
  );
}
