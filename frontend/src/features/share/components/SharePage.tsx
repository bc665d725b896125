import { Link, useParams } from 'react-router-dom';
import { CalendarIcon, HistoryIcon, SparkIcon, UserIcon, WaveIcon } from '../../../components/icons';
import { Logo } from '../../../components/Logo';
import { useAppSelector } from '../../../app/hooks';
import { AccountHeader } from '../../../components/AccountHeader';
import { PageSpinner } from '../../../components/Spinner';
import { formatPlanDate } from '../../../lib/dates';
import { errorText } from '../../../lib/errors';
import { planTitle } from '../../../lib/planText';
import { useSharedPlanQuery } from '../api';
import { useDocumentTitle } from '../../../lib/title';
import { PlanActions } from '../../../components/plan/PlanActions';
import { PlanView } from '../../../components/plan/PlanView';
import '../share.css';

/**
 * The coach's own ways back (history, profile, a new plan) are for a signed-in coach; whoever else
 * holds the link sees the product's header and nothing that leads to a sign-in.
 */
function ShareHeader() {
  const signedIn = useAppSelector((s) => s.auth.status === 'authenticated');
  return (
    <>
      <AccountHeader className="no-print" logoTo="/" />
      {signedIn && (
        <nav className="container share-nav no-print" aria-label="Your plans">
          <Link to="/dashboard?tab=history" className="btn btn-ghost btn-sm">
            <HistoryIcon size={18} /> <span>Training History</span>
          </Link>
          <Link to="/dashboard?tab=profile" className="btn btn-ghost btn-sm">
            <UserIcon size={18} /> <span>Profile</span>
          </Link>
          <Link to="/dashboard?tab=generator" className="btn btn-primary btn-sm">
            <SparkIcon size={18} /> <span>Create New Plan</span>
          </Link>
        </nav>
      )}
    </>
  );
}

export default function SharePage() {
  const { workoutId = '' } = useParams();
  const { data: plan, error, isLoading } = useSharedPlanQuery(workoutId);
  const title = plan ? planTitle(plan) : undefined;
  useDocumentTitle(title ?? (error ? 'Training Plan Not Found' : 'Shared Training Plan'));

  if (isLoading) return <PageSpinner label="Loading training plan…" />;

  if (error || !plan) {
    return (
      <main id="main" className="container container-narrow share-missing">
        <Logo />
        <div className="card">
          <span className="tile-icon">
            <WaveIcon size={26} />
          </span>
          <h1>Training Plan Not Found</h1>
          <p className="muted">{errorText(error, 'Training Plan not found')}</p>
          <Link to="/" className="btn btn-primary">
            Create New Plan
          </Link>
        </div>
      </main>
    );
  }

  return (
    <>
      <ShareHeader />
      <main id="main" className={`container share${plan.plan_type === 'season' ? ' share-season' : ''}`}>
        <article className="card share-card print-plan" aria-labelledby="share-title">
          <header className="share-head">
            <span className={`badge ${plan.plan_type === 'season' ? 'badge-lane' : ''}`}>
              {plan.plan_type === 'season' ? 'Shared Season Plan' : 'Shared Training Plan'}
            </span>
            <h1 id="share-title">{title}</h1>
            <p className="share-date">
              <CalendarIcon size={18} /> {formatPlanDate(plan.date)}
            </p>
            <PlanActions target={{ id: workoutId, plan_type: plan.plan_type, date: plan.date, shared: true }} text={plan.generated_workout} copiedText="Training plan copied to clipboard!" />
          </header>
          <PlanView plan={plan.plan ?? null} text={plan.generated_workout} coachNotes={plan.coach_notes} />
        </article>
      </main>
    </>
  );
}
