import { Link, useSearchParams } from 'react-router-dom';
import { ArrowLeftIcon, ShieldIcon, SparkIcon, UserIcon } from '../../../components/icons';
import { SiteHeader } from '../../../components/SiteHeader';
import { PricingCard } from '../../../components/PricingCard';
import { SiteFooter } from '../../../components/SiteFooter';
import { PRODUCT_NAME } from '../../../lib/config';
import { PLAN_CARDS } from '../../../lib/plans';
import { useCheckout } from '../hooks/useCheckout';
import '../subscription.css';
import { TileGrid } from '../../../components/TileGrid';
import { PaymentIssueBanner } from './PaymentIssueBanner';
import { PlanActions } from './PlanActions';

const reasons = [
  { icon: ShieldIcon, title: 'EST Framework', text: 'Every set is placed by energy system, so each week trains what your swimmers race.' },
  { icon: UserIcon, title: 'Personalized', text: 'Level, pool, group size, focus and target meet shape every plan you generate.' },
  { icon: SparkIcon, title: 'Professional', text: 'Clean, printable plans with send-offs and totals that you can hand straight to your team.' },
];

export default function SubscriptionPage() {
  const checkout = useCheckout();
  const [params] = useSearchParams();
  return (
    <>
      <SiteHeader
        className="subscription-header"
        logoTo={checkout.signedIn ? '/dashboard' : '/'}
        account={
          <Link to={checkout.signedIn ? '/dashboard' : '/'} className="btn btn-secondary btn-sm">
            <ArrowLeftIcon size={16} /> {checkout.signedIn ? 'Back to Dashboard' : 'Back to Home'}
          </Link>
        }
      />
      <main id="main">
        <section className="page-hero">
          <div className="container">
            <h1>Choose the plan that fits your pool deck</h1>
            <p>Every plan includes the EST Framework, printable workouts and PDF and Word exports. Change or cancel any time.</p>
          </div>
        </section>
        <section className="section">
          <div className="container">
            <PaymentIssueBanner />
            {params.get('cancelled') === 'true' && (
              <div className="alert alert-info checkout-cancelled" role="status">
                Checkout was cancelled. You have not been charged.
              </div>
            )}
            <div className="price-grid">
              {PLAN_CARDS.map((plan) => (
                <PricingCard key={plan.tier} plan={plan}>
                  {plan.tier === 'free' ? (
                    <Link to="/dashboard" className="btn btn-secondary">
                      Start Free
                    </Link>
                  ) : (
                    <PlanActions plan={plan} checkout={checkout} />
                  )}
                </PricingCard>
              ))}
            </div>
            <p className="center small muted guarantee">
              New subscribers are covered by our 30-day money-back guarantee. Cancelling keeps your access until the end of
              the period you paid for.
            </p>
          </div>
        </section>
        <section className="section section-tint" aria-labelledby="why-sub-title">
          <div className="container">
            <header className="section-head">
              <h2 id="why-sub-title">Why Choose {PRODUCT_NAME}</h2>
            </header>
            <TileGrid tiles={reasons} columns={3} />
          </div>
        </section>
      </main>
      <SiteFooter />
    </>
  );
}
