import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import type { SeasonDayOpener } from '../../../components/plan/seasonDays';
import { errorText } from '../../../lib/errors';
import type { WorkoutDetail } from '../../../lib/workoutsApi';
import { useOpenSeasonDayMutation } from '../api';

/** A season's days open as practices of their own: the same day always opens the same practice. */
export function useSeasonDays(workout: WorkoutDetail | undefined, ownerId: string | undefined): SeasonDayOpener | null {
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
