import type { WorkoutDetail } from '@laneforge/contracts/training';
import { Link } from 'react-router-dom';
import { ArrowLeftIcon, CalendarIcon } from '../../../components/icons';

/** Back to the history, and for a season's day opened as a workout, back to its season. */
export function PlanBackLinks({ seasonDay }: { seasonDay: WorkoutDetail['season_day'] }) {
  return (
    <nav className="plan-back no-print" aria-label="Back">
      <Link to="/dashboard?tab=history" className="btn btn-ghost btn-sm back-link">
        <ArrowLeftIcon size={18} /> Training History
      </Link>
      {seasonDay && (
        <Link to={`/plans/${seasonDay.season_id}`} className="btn btn-ghost btn-sm back-link">
          <CalendarIcon size={18} /> Week {seasonDay.week}, session {seasonDay.day} of {seasonDay.season_title}
        </Link>
      )}
    </nav>
  );
}
