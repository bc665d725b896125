import type { UsageCheck } from '@laneforge/contracts/training';
import type { User } from '@laneforge/contracts/user';
import { CalendarIcon, ChartIcon, TagIcon } from '../../components/icons';
import { formatDay } from '../../lib/dates';
import { PLAN_CARDS, tierName, tierOf } from '../../lib/plans';

const periodWord = { week: 'this week', month: 'this month', day: 'today', unlimited: '' } as const;

/** "1 of 1 used this week · renews Mar 3, 2025", or the plan's allowance before usage loads. */
export function allowanceText(user: User, usage: UsageCheck | undefined): string {
  if (!usage) return PLAN_CARDS.find((p) => p.tier === tierOf(user.subscription_type))?.allowance ?? 'Unlimited workouts';
  if (usage.allowance === null) return 'Unlimited workouts';
  const used = `${usage.used} of ${usage.allowance} used ${periodWord[usage.period]}`.trim();
  return usage.renews_at && !usage.can_use ? `${used} · renews ${formatDay(usage.renews_at, user.timezone)}` : used;
}

export function StatCards({ user, usage }: { user: User; usage: UsageCheck | undefined }) {
  const stats = [
    { icon: TagIcon, label: 'Current Plan', value: tierName(user.subscription_type), note: allowanceText(user, usage) },
    {
      icon: CalendarIcon,
      label: "Today's Usage",
      value: String(user.workouts_created_today),
      note: user.workouts_created_today === 1 ? 'plan from your allowance today' : 'plans from your allowance today',
    },
    {
      icon: ChartIcon,
      label: 'Total Created',
      value: String(user.total_workouts_created),
      note: 'plans created all time',
    },
  ];
  return (
    <section className="stat-grid" aria-label="Your numbers">
      {stats.map(({ icon: Icon, label, value, note }) => (
        <article key={label} className="stat-card">
          <span className="stat-icon">
            <Icon size={22} />
          </span>
          <div>
            <h2 className="stat-label">{label}</h2>
            <p className="stat-value">{value}</p>
            <p className="stat-note">{note}</p>
          </div>
        </article>
      ))}
    </section>
  );
}
