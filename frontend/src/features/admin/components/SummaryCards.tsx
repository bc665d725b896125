import type { AdminUserList } from '@laneforge/contracts/admin';

const CARDS: Array<[label: string, key: keyof AdminUserList]> = [
  ['Total', 'total_count'],
  ['Free', 'free_users'],
  ['Lite', 'lite_users'],
  ['Pro', 'pro_users'],
  ['Elite', 'elite_users'],
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
