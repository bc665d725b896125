import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { useAppSelector } from '../../../app/hooks';
import { ArrowLeftIcon, CalendarIcon, RefreshIcon, WaveIcon } from '../../../components/icons';
import { PageSpinner, Spinner } from '../../../components/Spinner';
import { formatPlanDate } from '../../../lib/dates';
import { errorText } from '../../../lib/errors';
import { planKindLabel, planTitle } from '../../../lib/planText';
import { useDocumentTitle } from '../../../lib/title';
import { AccountHeader } from '../../account/AccountHeader';
import { RefineCard, type RefineOutcome } from '../../generator/components/RefineCard';
import { validateRefinement } from '../../generator/validation';
import { useDeleteWorkoutMutation, useGenerateMutation, useOpenSeasonDayMutation, useRefineMutation, useRevertMutation, useUsageQuery, useWorkoutQuery, type WorkoutDetail } from '../../workouts/api';
import { PlanActions } from '../../workouts/components/PlanActions';
import { PlanView } from '../../workouts/components/PlanView';
import { UnderstoodStrip } from '../../workouts/components/UnderstoodStrip';
import { SeasonDayContext, type SeasonDayOpener } from '../../workouts/components/seasonDays';
import '../plans.css';
import { DeletePlan } from './DeletePlan';
import { ShareLink } from './ShareLink';
import { VersionList } from './VersionList';
import { LockedFeature } from '../../../components/LockedFeature';
import { entitled } from '../../../lib/entitlements';
import { EnterResult, testNamesShort } from '../../paces/components/EnterResult';
import { testKindOf } from '../../paces/testResult';

function Missing({ message }: { message: string }) {
  return (
    <main id="main" className="container container-narrow plan-missing">
      <div className="card">
        <span className="tile-icon">
          <WaveIcon size={26} />
        </span>
        <h1>Training Plan Not Found</h1>
        <p className="muted">{message}</p>
        <Link to="/dashboard?tab=history" className="btn btn-primary">
          Back to Training History
        </Link>
      </div>
    </main>
  );
}

/** Refine, show another version, write it anew, delete: what a coach does to a plan, with the spec's toasts. */
function usePlanChanges(workout: WorkoutDetail | undefined) {
  const navigate = useNavigate();
  const [refine, refining] = useRefineMutation();
  const [outcome, setOutcome] = useState<(RefineOutcome & { version: number }) | null>(null);
  const [revert, reverting] = useRevertMutation();
  const [generate, generating] = useGenerateMutation();
  const [remove, removing] = useDeleteWorkoutMutation();
  const refineWith = async (instructions: string) => {
    if (!workout) return false;
    try {
      const refined = await refine({ workout_id: workout.id, refinement_prompt: instructions }).unwrap();
      setOutcome({ applied: refined.applied, not_applied: refined.not_applied, version: refined.version });
      toast.success('Training plan refined successfully!');
      return true;
    } catch (err) {
      toast.error(errorText(err, 'Failed to refine training plan. Please try again.'));
      return false;
    }
  };
  const showVersion = async (version: number) => {
    if (!workout) return;
    try {
      await revert({ id: workout.id, version }).unwrap();
      toast.success(`Version ${version} is shown again.`);
    } catch (err) {
      toast.error(errorText(err, 'Failed to show that version. Please try again.'));
    }
  };
  const regenerate = async () => {
    if (!workout) return;
    try {
      // A season keeps its meet calendar: meets entered in the form are in no description.
      const meets = workout.plan?.kind === 'season' && workout.plan.meets?.length ? { meets: workout.plan.meets } : {};
      const fresh = await generate({ date: workout.date, description: workout.description, plan_type: workout.plan_type, coach_notes: workout.coach_notes, ...meets }).unwrap();
      toast.success('Professional training plan generated successfully!');
      navigate(`/plans/${fresh.id}`);
    } catch (err) {
      toast.error(errorText(err, 'Failed to generate training plan. Please try again.'));
    }
  };
  const destroy = async () => {
    if (!workout) return;
    try {
      await remove(workout.id).unwrap();
      toast.success('Training plan deleted.');
      navigate('/dashboard?tab=history', { replace: true });
    } catch (err) {
      toast.error(errorText(err, 'Failed to delete the training plan. Please try again.'));
    }
  };
  return {
    refineWith,
    refining: refining.isLoading,
    // What the last refinement did, while its version is the one shown.
    outcome: outcome && workout && outcome.version === workout.version ? outcome : null,
    showVersion,
    reverting: reverting.isLoading ? (reverting.originalArgs?.version ?? null) : null,
    regenerate,
    regenerating: generating.isLoading,
    destroy,
    deleting: removing.isLoading,
  };
}

/** A season's days open as practices of their own: the same day always opens the same practice. */
function useSeasonDays(workout: WorkoutDetail | undefined, ownerId: string | undefined): SeasonDayOpener | null {
  const navigate = useNavigate();
  const [openDay, opening] = useOpenSeasonDayMutation();
  if (!workout || workout.plan_type !== 'season' || workout.user_id !== ownerId) return null;
  const busy = opening.isLoading && opening.originalArgs ? `${opening.originalArgs.week}:${opening.originalArgs.day}` : null;
  return {
    seasonId: workout.id,
    course: workout.plan?.course ?? 'SCY',
    opening: busy,
    open: (week, day) => {
      void openDay({ id: workout.id, week, day })
        .unwrap()
        .then((practice) => {
          toast.success(`Week ${week}, session ${day} opened as a workout.`);
          navigate(`/plans/${practice.id}`);
        })
        .catch((err: unknown) => toast.error(errorText(err, 'Failed to open that day. Please try again.')));
    },
  };
}

/** `/plans/{id}`: one plan with everything a coach does to it (owner or admin). */
export default function PlanPage() {
  const { planId = '' } = useParams();
  const user = useAppSelector((s) => s.auth.user);
  const { data: workout, error, isLoading } = useWorkoutQuery(planId);
  const { data: usage } = useUsageQuery();
  const changes = usePlanChanges(workout);
  const seasonDays = useSeasonDays(workout, user?.id);
  const title = workout ? workout.title || planTitle(workout.generated_workout) : undefined;
  useDocumentTitle(title ?? (error ? 'Training Plan Not Found' : 'Training Plan'));

  if (!user) return <PageSpinner />;
  const page = (body: ReactNode) => (
    <>
      <AccountHeader />
      {body}
    </>
  );
  if (isLoading) return page(<PageSpinner label="Loading training plan…" />);
  if (error || !workout) return page(<Missing message={errorText(error, 'Training Plan not found')} />);

  const kind = planKindLabel(workout.plan_type);
  // A season kept after a downgrade is read as before; refining or rewriting it needs the tier again.
  const seasonLocked = workout.plan_type === 'season' && usage !== undefined && !entitled(usage.tier, 'season_plans');
  const canGenerate = usage?.can_use !== false && !seasonLocked;
  // A test practice (a season's test day opened, or one asked for) takes its result to the paces.
  const test = workout.plan?.kind === 'workout' && workout.plan.sessionType === 'test' && workout.user_id === user.id ? testKindOf(workout.plan.title) : null;
  return page(
    <main id="main" className="container plan-page">
      <nav className="plan-back no-print" aria-label="Back">
        <Link to="/dashboard?tab=history" className="btn btn-ghost btn-sm back-link">
          <ArrowLeftIcon size={18} /> Training History
        </Link>
        {workout.season_day && (
          <Link to={`/plans/${workout.season_day.season_id}`} className="btn btn-ghost btn-sm back-link">
            <CalendarIcon size={18} /> Week {workout.season_day.week}, session {workout.season_day.day} of {workout.season_day.season_title}
          </Link>
        )}
      </nav>
      <div className={`plan-layout${workout.plan_type === 'season' ? ' plan-layout-wide' : ''}`}>
        <article className="card plan-card print-plan" aria-labelledby="plan-title">
          <header className="plan-head">
            <span className={`badge ${workout.plan_type === 'season' ? 'badge-lane' : ''}`}>{kind}</span>
            <h1 id="plan-title">{title}</h1>
            <p className="plan-date">
              <CalendarIcon size={18} /> {formatPlanDate(workout.date)}
              <span className="muted"> · version {workout.version} of {workout.versions.length}</span>
            </p>
            <PlanActions target={workout} text={workout.generated_workout} copiedText="Workout copied to clipboard!" />
          </header>
          {workout.brief && (
            <UnderstoodStrip workoutId={workout.id} brief={workout.brief} plan={workout.plan} editable={workout.user_id === user.id} seasons={usage !== undefined && entitled(usage.tier, 'season_plans')} />
          )}
          <SeasonDayContext.Provider value={seasonDays}>
            <PlanView plan={workout.plan} text={workout.generated_workout} coachNotes={workout.coach_notes} />
          </SeasonDayContext.Provider>
        </article>
        <aside className="plan-side no-print" aria-label="Plan tools">
          <section className="card">
            <h2 className="side-title">Share</h2>
            <ShareLink id={workout.id} />
          </section>
          <section className="card">
            {seasonLocked ? <LockedFeature feature="season_plans" /> : <RefineCard
              onRefine={changes.refineWith}
              refining={changes.refining}
              validate={validateRefinement}
              outcome={changes.outcome}
            />}
          </section>
          {test && workout.plan && (
            <section className="card test-result" aria-labelledby="test-result-title">
              <h2 id="test-result-title" className="side-title">
                Test result
              </h2>
              <p className="muted small">Swum the {testNamesShort[test]} test? Enter the result: your paces follow it, and so do the send-offs of later plans.</p>
              <EnterResult kind={test} course={workout.plan.course} from={workout.id} className="btn btn-primary btn-sm" />
            </section>
          )}
          <VersionList workout={workout} timeZone={user.timezone} reverting={changes.reverting} onRevert={(v) => void changes.showVersion(v)} />
          <section className="card plan-manage">
            <h2 className="side-title">Write it anew</h2>
            <p className="muted small">A new plan from the same description and notes. It uses one plan of your allowance; this one stays in your history.</p>
            {workout.plan_type === 'season' && <p className="muted small">Opening a day of this season as a workout uses none of your allowance.</p>}
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={() => {
                if (!changes.regenerating) void changes.regenerate();
              }}
              disabled={!canGenerate}
              aria-disabled={changes.regenerating || undefined}
            >
              {changes.regenerating ? <Spinner small /> : <RefreshIcon size={18} />} Regenerate
            </button>
            {!canGenerate && (
              <p className="small">
                Your allowance is used up for now. <Link to="/subscription">See plans with more workouts</Link>
              </p>
            )}
            <DeletePlan deleting={changes.deleting} onDelete={() => void changes.destroy()} />
          </section>
        </aside>
      </div>
    </main>,
  );
}
