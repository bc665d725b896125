import { Link } from 'react-router-dom';
import { PricingCard } from '../../../components/PricingCard';
import { PLAN_CARDS, price } from '../../../lib/plans';

export function PricingSection() {
  return (
    <section className="section section-tint" id="pricing" aria-labelledby="pricing-title">
      <div className="container">
        <header className="section-head">
          <h2 id="pricing-title">Simple Pricing for Every Program</h2>
          <p className="muted">Start free. Upgrade when your pool schedule needs more.</p>
        </header>
        <div className="price-grid">
          {PLAN_CARDS.map((plan) => (
            <PricingCard key={plan.tier} plan={plan}>
              <Link to="/register" className={`btn ${plan.badge === 'Most Popular' ? 'btn-primary' : 'btn-secondary'}`}>
                {plan.monthly === 0 ? 'Get Started Free' : `Get Started - ${price(plan.monthly)}/month`}
              </Link>
            </PricingCard>
          ))}
        </div>
        <p className="center-link">
          <Link to="/subscription">View all plans and features</Link>
        </p>
      </div>
    </section>
  );
}
