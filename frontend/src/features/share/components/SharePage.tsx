import { Link, useParams } from 'react-router-dom';
import { CalendarIcon, CopyIcon, HistoryIcon, PrintIcon, SparkIcon, UserIcon, WaveIcon } from '../../../components/icons';
import { Logo } from '../../../components/Logo';
import { PageSpinner } from '../../../components/Spinner';
import { formatPlanDate } from '../../../lib/dates';
import { errorText } from '../../../lib/errors';
import { planKindLabel, planTitle } from '../../../lib/planText';
import { useSharedPlanQuery } from '../../workouts/api';
import { DownloadMenu } from '../../workouts/components/DownloadMenu';
import { PlanText } from '../../workouts/components/PlanText';
import { copyPlan, openPrint } from '../../workouts/hooks/usePlanActions';
import '../share.css';

function ShareHeader() {
  return (
    <header className="site-header">
      <div className="container bar">
        <Logo />
        <nav className="share-nav" aria-label="Dashboard">
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
      </div>
    </header>
  );
}

export default function SharePage() {
  const { workoutId = '' } = useParams();
  const { data: plan, error, isLoading } = useSharedPlanQuery(workoutId);

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

  const title = planTitle(plan.generated_workout);
  const kind = planKindLabel(plan.plan_type);
  const date = formatPlanDate(plan.date);

  return (
    <>
      <ShareHeader />
      <main id="main" className="container share">
        <article className="card share-card" aria-labelledby="share-title">
          <header className="share-head">
            <span className={`badge ${plan.plan_type === 'season' ? 'badge-lane' : ''}`}>
              {plan.plan_type === 'season' ? 'Shared Season Plan' : 'Shared Training Plan'}
            </span>
            <h1 id="share-title">{title}</h1>
            <p className="share-date">
              <CalendarIcon size={18} /> {date}
            </p>
            <div className="btn-row">
              <DownloadMenu target={{ id: workoutId, plan_type: plan.plan_type, date: plan.date }} />
              <button type="button" className="btn btn-secondary" onClick={() => void copyPlan(plan.generated_workout, 'Training plan copied to clipboard!')}>
                <CopyIcon size={18} /> Copy
              </button>
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => openPrint({ heading: kind, title, date, text: plan.generated_workout, coachNotes: plan.coach_notes })}
              >
                <PrintIcon size={18} /> Print
              </button>
            </div>
          </header>
          <PlanText text={plan.generated_workout} label={kind} />
          {plan.coach_notes && (
            <section className="share-notes" aria-labelledby="share-notes-title">
              <h2 id="share-notes-title">Coach Notes</h2>
              <p>{plan.coach_notes}</p>
            </section>
          )}
        </article>
      </main>
    </>
  );
}
