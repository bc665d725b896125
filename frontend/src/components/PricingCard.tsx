import type { ReactNode } from 'react';
import type { PlanCard } from '../lib/plans';
import { price } from '../lib/plans';
import { CheckIcon } from './icons';

export function PricingCard({ plan, children }: { plan: PlanCard; children: ReactNode }) {
  const featured = plan.badge === 'Most Popular';
  return (
    <article className={`price-card${featured ? ' price-card-featured' : ''}`} aria-labelledby={`plan-${plan.tier}`}>
      {plan.badge && <span className={`badge ${featured ? 'badge-lane' : 'badge-ink'} price-badge`}>{plan.badge}</span>}
      <h3 id={`plan-${plan.tier}`}>{plan.name}</h3>
      <p className="price">
        <span className="price-amount">{price(plan.monthly)}</span>
        <span className="price-period">/month</span>
      </p>
      <p className="price-annual">
        {plan.annual === null ? 'Free forever, no card needed' : `or ${price(plan.annual)}/year (save $${plan.annualSaving})`}
      </p>
      <p className="muted small">{plan.summary}</p>
      <ul className="price-features">
        {plan.features.map((feature) => (
          <li key={feature}>
            <CheckIcon size={16} />
            {feature}
          </li>
        ))}
      </ul>
      <div className="price-actions">{children}</div>
    </article>
  );
}
