import type { UsageCheck } from '@laneforge/contracts/training';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { AlertIcon } from '../../../components/icons';
import { formatDay } from '../../../lib/dates';

const periodWord = { week: 'this week’s', month: 'this month’s', day: 'today’s', unlimited: 'this period’s' } as const;

/** "You have used today’s plan." / "You have used this month’s 10 plans." */
export function usedUpText(usage: Pick<UsageCheck, 'period' | 'allowance'>): string {
  const plans = usage.allowance === 1 ? 'plan' : usage.allowance === null ? 'plans' : `${usage.allowance} plans`;
  return `You have used ${periodWord[usage.period]} ${plans}.`;
}

/**
 * Shown when `can_use` is false: why the button is disabled, when it comes back, and the way up.
 * Not a live region: it appears with a generation's result, which the toast says once.
 */
export function UsageNotice({ usage }: { usage: UsageCheck }) {
  // The renewal is midnight in the profile's zone: shown as that zone's day, not the browser's.
  const timeZone = useAppSelector((s) => s.auth.user?.timezone);
  return (
    <div className="alert alert-warning">
      <AlertIcon size={18} />
      <div>
        <strong>{usedUpText(usage)}</strong>{' '}
        {usage.renews_at ? `Your allowance renews on ${formatDay(usage.renews_at, timeZone)}.` : 'Your allowance renews soon.'}{' '}
        <Link to="/subscription">See plans with more workouts</Link>
      </div>
    </div>
  );
}
