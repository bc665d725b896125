import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { AccountHeader } from '../../../components/AccountHeader';
import { PageSpinner } from '../../../components/Spinner';
import { entitled } from '../../../lib/entitlements';
import { errorText } from '../../../lib/errors';
import { planTitle } from '../../../lib/planText';
import { useDocumentTitle } from '../../../lib/title';
import { useUsageQuery, useWorkoutQuery } from '../../../lib/workoutsApi';
import { usePlanChanges } from '../hooks/usePlanChanges';
import { useSeasonDays } from '../hooks/useSeasonDays';
import '../plans.css';
import { PlanBackLinks } from './PlanBackLinks';
import { PlanCard } from './PlanCard';
import { PlanMissing } from './PlanMissing';
import { PlanTools } from './PlanTools';

/** `/plans/{id}`: one plan with everything a coach does to it (owner or admin). */
export default function PlanPage() {
  const { planId = '' } = useParams();
  const user = useAppSelector((s) => s.auth.user);
  const { data: workout, error, isLoading } = useWorkoutQuery(planId);
  const { data: usage } = useUsageQuery();
  const changes = usePlanChanges(workout);
  const seasonDays = useSeasonDays(workout, user?.id);
  const title = workout ? planTitle(workout) : undefined;
  useDocumentTitle(title ?? (error ? 'Training Plan Not Found' : 'Training Plan'));

  if (!user) return <PageSpinner />;
  const page = (body: ReactNode) => (
    <>
      <AccountHeader />
      {body}
    </>
  );
  if (isLoading) return page(<PageSpinner label="Loading training plan…" />);
  if (error || !workout) return page(<PlanMissing message={errorText(error, 'Training Plan not found')} />);

  return page(
    <main id="main" className="container plan-page">
      <PlanBackLinks seasonDay={workout.season_day} />
      <div className={`plan-layout${workout.plan_type === 'season' ? ' plan-layout-wide' : ''}`}>
        <PlanCard workout={workout} editable={workout.user_id === user.id} seasons={usage !== undefined && entitled(usage.tier, 'season_plans')} seasonDays={seasonDays} />
        <PlanTools workout={workout} user={user} usage={usage} changes={changes} />
      </div>
    </main>,
  );
}
