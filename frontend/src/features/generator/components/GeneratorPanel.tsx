import { skipToken } from '@reduxjs/toolkit/query';
import type { UsageCheck } from '@laneforge/contracts/training';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { useAppSelector } from '../../../app/hooks';
import { LockedFeature } from '../../../components/LockedFeature';
import { emptyFields, useInvalidFields } from '../../../components/useInvalidFields';
import { todayISO } from '../../../lib/dates';
import { entitled } from '../../../lib/entitlements';
import { errorText } from '../../../lib/errors';
import type { Workout } from '../../../lib/workoutsApi';
import { useGenerateMutation, useRefineMutation, useWorkoutQuery } from '../../../lib/workoutsApi';
import '../generator.css';
import { lastPlanId, rememberLastPlan } from '../lastPlan';
import { meetProblem, meetsOf, type MeetProblem } from '../meets';
import { validateGenerate } from '../validation';
import { meetFieldId } from './MeetsEditor';
import { EstEmptyState } from './EstEmptyState';
import { GenerationProgress } from './GenerationProgress';
import type { GeneratorFields } from './GeneratorForm';
import { GeneratorForm } from './GeneratorForm';
import { RefineCard, type RefineOutcome } from '../../../components/plan/RefineCard';
import { ResultCard } from './ResultCard';
import { UsageNotice } from './UsageNotice';

const blank = (): GeneratorFields => ({ date: todayISO(), description: '', notes: '', laneGroups: false, planType: 'workout', meets: [] });

interface Props {
  usage: UsageCheck | undefined;
  onOpenHistory: () => void;
}

/**
 * The plan shown in the result card: the one just generated or refined, else the last one this
 * user had open, read again from the server so a reload (or another tab's refinement) shows it as
 * it is now. A plan deleted meanwhile is forgotten.
 */
function useShownPlan(userId: string) {
  const [remembered, setRemembered] = useState(() => lastPlanId(userId));
  const [fresh, setFresh] = useState<Workout | null>(null);
  const stored = useWorkoutQuery(remembered && !fresh ? remembered : skipToken);
  const gone = stored.isError;
  useEffect(() => {
    if (gone) rememberLastPlan(userId, null);
  }, [gone, userId]);
  const show = (workout: Workout | null) => {
    rememberLastPlan(userId, workout?.id ?? null);
    setRemembered(workout?.id ?? null);
    setFresh(workout);
  };
  return { shown: fresh ?? (remembered && !gone ? (stored.data ?? null) : null), loading: !fresh && stored.isLoading, show };
}

export default function GeneratorPanel({ usage, onOpenHistory }: Props) {
  const userId = useAppSelector((s) => s.auth.user?.id ?? 'anonymous');
  const [fields, setFields] = useState(blank);
  const [error, setError] = useState<string | null>(null);
  const [badMeet, setBadMeet] = useState<MeetProblem | null>(null);
  const { shown: result, loading, show } = useShownPlan(userId);
  // Bumped on Reset so the refinement box starts empty again.
  const [refineKey, setRefineKey] = useState(0);
  const [generate, { isLoading: generating }] = useGenerateMutation();
  const [refine, { isLoading: refining }] = useRefineMutation();
  const [outcome, setOutcome] = useState<(RefineOutcome & { id: string; version: number }) | null>(null);
  const resultRef = useRef<HTMLElement>(null);
  // Set by a generation; the effect below scrolls once the new card is on the page.
  const scrollToResult = useRef(false);
  const checked = useInvalidFields('generator-error');
  const blocked = usage?.can_use === false;
  const seasons = usage !== undefined && entitled(usage.tier, 'season_plans');
  // Meets go with a season the tier can write; a workout (or a locked tier) sends none.
  const meets = seasons && fields.planType === 'season' ? fields.meets : [];

  useEffect(() => {
    if (!scrollToResult.current || !result) return;
    scrollToResult.current = false;
    // Its title lands just below the sticky header (scroll-margin-top), focus follows for keyboards.
    resultRef.current?.scrollIntoView({ block: 'start' });
    resultRef.current?.focus({ preventScroll: true });
  }, [result]);

  const submit = async () => {
    const invalid = validateGenerate(fields.date, fields.description);
    const meet = invalid ? null : meetProblem(fields.date, meets);
    setError(invalid ?? meet?.message ?? null);
    setBadMeet(meet);
    checked.mark(invalid ? emptyFields({ 'gen-date': fields.date, 'gen-description': fields.description }) : []);
    if (meet) document.getElementById(meetFieldId(meets[meet.row]!, meet.field))?.focus();
    if (invalid || meet) return;
    try {
      const workout = await generate({
        date: fields.date,
        description: fields.description.trim(),
        plan_type: seasons ? fields.planType : 'workout',
        coach_notes: fields.notes.trim() || null,
        ...(meets.length > 0 ? { meets: meetsOf(meets) } : {}),
        ...(fields.laneGroups ? { lane_groups: true } : {}),
      }).unwrap();
      scrollToResult.current = true;
      show(workout);
      toast.success('Professional training plan generated successfully!');
    } catch (err) {
      setError(errorText(err, 'Failed to generate training plan. Please try again.'));
    }
  };

  const applyRefinement = async (instructions: string) => {
    if (!result) return false;
    try {
      const refined = await refine({ workout_id: result.id, refinement_prompt: instructions }).unwrap();
      setOutcome({ applied: refined.applied, not_applied: refined.not_applied, id: refined.id, version: refined.version });
      show(refined);
      toast.success('Training plan refined successfully!');
      return true;
    } catch (err) {
      toast.error(errorText(err, 'Failed to refine training plan. Please try again.'));
      return false;
    }
  };

  const reset = () => {
    setFields(blank());
    setError(null);
    checked.mark([]);
    setBadMeet(null);
    show(null);
    setRefineKey((k) => k + 1);
  };

  return (
    <div className="generator">
      <div className="generator-side no-print">
        {blocked && usage && <UsageNotice usage={usage} />}
        <GeneratorForm
          fields={fields}
          onChange={setFields}
          onSubmit={() => void submit()}
          onReset={reset}
          error={error}
          generating={generating}
          blocked={blocked}
          seasons={seasons}
          meetProblem={badMeet}
          invalid={checked.field}
        />
        {usage && !entitled(usage.tier, 'season_plans') && <LockedFeature feature="season_plans" compact />}
        <button type="button" className="btn-link generator-history-link" onClick={onOpenHistory}>
          See your past plans in Training History
        </button>
      </div>
      <div className="generator-main" aria-busy={generating || loading}>
        {generating ? (
          <GenerationProgress />
        ) : result ? (
          <ResultCard workout={result} cardRef={resultRef} seasons={seasons} onCorrected={show}>
            <RefineCard key={refineKey} onRefine={applyRefinement} refining={refining} outcome={outcome && outcome.id === result.id && outcome.version === result.version ? outcome : null} />
          </ResultCard>
        ) : (
          <EstEmptyState />
        )}
      </div>
    </div>
  );
}
