import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import type { RefineOutcome } from '../../../components/plan/RefineCard';
import { errorText } from '../../../lib/errors';
import { useGenerateMutation, useRefineMutation, type WorkoutDetail } from '../../../lib/workoutsApi';
import { useDeleteWorkoutMutation, useRevertMutation } from '../api';

/** Refine, show another version, write it anew, delete: what a coach does to a plan, with the spec's toasts. */
export function usePlanChanges(workout: WorkoutDetail | undefined) {
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

export type PlanChanges = ReturnType<typeof usePlanChanges>;
