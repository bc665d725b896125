import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../hooks';
import { PageSpinner } from '../../components/Spinner';
import { AccountHeader } from '../../components/AccountHeader';
import { tierOfUser } from '../../lib/entitlements';
import { displayName, returning } from '../../lib/user';
import { PaymentIssueBanner } from '../../features/subscription/components/PaymentIssueBanner';
import { useCheckoutReturn } from '../../features/subscription/hooks/useCheckoutReturn';
import { useUsageQuery } from '../../lib/workoutsApi';
import '../../styles/dashboard.css';
import { AdminMessageBanners } from '../../features/notifications/AdminMessageBanners';
import type { TabId } from './DashboardTabs';
import { DashboardTabs, isTab } from './DashboardTabs';
import { StatCards } from './StatCards';

const GeneratorPanel = lazy(() => import('../../features/generator/components/GeneratorPanel'));
const HistoryPanel = lazy(() => import('../../features/history/components/HistoryPanel'));
const AnalyticsPanel = lazy(() => import('../../features/analytics/components/AnalyticsPanel'));
const ProfilePanel = lazy(() => import('./ProfilePanel'));

export default function DashboardPage() {
  const user = useAppSelector((s) => s.auth.user);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabId = isTab(requested) ? requested : 'generator';
  const { data: usage } = useUsageQuery();
  useCheckoutReturn();

  if (!user) return <PageSpinner />;

  const select = (next: TabId) => setParams(next === 'generator' ? {} : { tab: next });

  return (
    <>
      <AccountHeader />
      <main id="main" className="dashboard container">
        <div className="dash-greeting">
          <h1>
            {returning(user) ? 'Welcome back' : 'Welcome'}, {displayName(user).split(' ')[0]}
          </h1>
          <p className="muted">Plan today’s practice, revisit past sessions or manage your account.</p>
        </div>
        <PaymentIssueBanner />
        <AdminMessageBanners />
        <StatCards user={user} usage={usage} />
        <DashboardTabs active={tab} onSelect={select}>
          <Suspense fallback={<PageSpinner />}>
            {tab === 'generator' && <GeneratorPanel usage={usage} onOpenHistory={() => select('history')} />}
            {tab === 'history' && <HistoryPanel onCreate={() => select('generator')} />}
            {tab === 'analytics' && <AnalyticsPanel tier={usage?.tier ?? tierOfUser(user)} onCreate={() => select('generator')} />}
            {tab === 'profile' && <ProfilePanel user={user} />}
          </Suspense>
        </DashboardTabs>
      </main>
    </>
  );
}
