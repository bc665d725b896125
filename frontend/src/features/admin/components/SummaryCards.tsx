import type { AdminUserList } from '@laneforge/contracts/admin';
import { tierNames } from '@laneforge/contracts/tiers';

const CARDS: Array<[label: string, key: keyof AdminUserList]> = [
  ['Total', 'total_count'],
  ...(['free', 'lite', 'pro', 'elite'] as const).map((tier): [string, keyof AdminUserList] => [tierNames[tier], `${tier}_users`]),
  ['Admins', 'admin_count'],
];

/** Spec §2: six summary cards, counted over every account. */
export function SummaryCards({ counts }: { counts: AdminUserList | undefined }) {
  return (
    <section className="admin-cards" aria-label="Accounts">
      {CARDS.map(([label, key]) => (
        <article key={label} className="stat-card admin-card">
          <h2 className="stat-label">{label}</h2>
          <p className="stat-value">{counts ? String(counts[key]) : '–'}</p>
        </article>
      ))}
    </section>
  );
}
