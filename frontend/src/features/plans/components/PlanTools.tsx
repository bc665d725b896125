import type { UsageCheck } from '@laneforge/contracts/training';
import type { User } from '@laneforge/contracts/user';
import { LockedFeature } from '../../../components/LockedFeature';
import { RefineCard } from '../../../components/plan/RefineCard';
import { entitled } from '../../../lib/entitlements';
import { testKindOf } from '../../../lib/paceTest';
import type { WorkoutDetail } from '../../../lib/workoutsApi';
import type { PlanChanges } from '../hooks/usePlanChanges';
import { ManagePlan } from './ManagePlan';
import { ShareLink } from './ShareLink';
import { TestResultCard } from './TestResultCard';
import { VersionList } from './VersionList';

interface Props {
  workout: WorkoutDetail;
  user: User;
  usage: UsageCheck | undefined;
  changes: PlanChanges;
}

/** Beside the plan: share it, refine it, enter a test's result, show another version, write it anew or delete it. */
export function PlanTools({ workout, user, usage, changes }: Props) {
  // A season kept after a downgrade is read as before; refining or rewriting it needs the tier again.
  const seasonLocked = workout.plan_type === 'season' && usage !== undefined && !entitled(usage.tier, 'season_plans');
  const canGenerate = usage?.can_use !== false && !seasonLocked;
  const test = workout.plan?.kind === 'workout' && workout.plan.sessionType === 'test' && workout.user_id === user.id ? testKindOf(workout.plan.title) : null;
  return (
    <aside className="plan-side no-print" aria-label="Plan tools">
      <section className="card">
        <h2 className="side-title">Share</h2>
        <ShareLink id={workout.id} />
      </section>
      <section className="card">
        {seasonLocked ? <LockedFeature feature="season_plans" /> : <RefineCard onRefine={changes.refineWith} refining={changes.refining} outcome={changes.outcome} />}
      </section>
      {test && workout.plan && <TestResultCard kind={test} course={workout.plan.course} planId={workout.id} />}
      <VersionList workout={workout} timeZone={user.timezone} reverting={changes.reverting} onRevert={(v) => void changes.showVersion(v)} />
      <ManagePlan season={workout.plan_type === 'season'} canGenerate={canGenerate} changes={changes} />
    </aside>
  );
}
