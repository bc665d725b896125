import type { UsageCheck } from '@laneforge/contracts/training';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { todayISO } from '../../../lib/dates';
import { errorText } from '../../../lib/errors';
import type { Workout } from '../../workouts/api';
import { useGenerateMutation, useRefineMutation } from '../../workouts/api';
import '../generator.css';
import { validateGenerate, validateRefinement } from '../validation';
import { EstEmptyState } from './EstEmptyState';
import { GenerationProgress } from './GenerationProgress';
import type { GeneratorFields } from './GeneratorForm';
import { GeneratorForm } from './GeneratorForm';
import { RefineCard } from './RefineCard';
import { ResultCard } from './ResultCard';
import { UsageNotice } from './UsageNotice';

const blank = (): GeneratorFields => ({ date: todayISO(), description: '', notes: '' });

interface Props {
  usage: UsageCheck | undefined;
  onOpenHistory: () => void;
}

export default function GeneratorPanel({ usage, onOpenHistory }: Props) {
  const [fields, setFields] = useState(blank);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<Workout | null>(null);
  // Bumped on Reset so the refinement box starts empty again.
  const [refineKey, setRefineKey] = useState(0);
  const [generate, { isLoading: generating }] = useGenerateMutation();
  const [refine, { isLoading: refining }] = useRefineMutation();
  const blocked = usage?.can_use === false;

  const submit = async () => {
    const invalid = validateGenerate(fields.date, fields.description);
    setError(invalid);
    if (invalid) return;
    try {
      const workout = await generate({
        date: fields.date,
        description: fields.description.trim(),
        plan_type: 'workout',
        coach_notes: fields.notes.trim() || null,
      }).unwrap();
      setResult(workout);
      toast.success('Professional training plan generated successfully!');
    } catch (err) {
      setError(errorText(err, 'Failed to generate training plan. Please try again.'));
    }
  };

  const applyRefinement = async (instructions: string) => {
    if (!result) return false;
    try {
      const refined = await refine({ workout_id: result.id, refinement_prompt: instructions }).unwrap();
      setResult(refined);
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
    setResult(null);
    setRefineKey((k) => k + 1);
  };

  return (
    <div className="generator">
      <div className="generator-side">
        {blocked && usage && <UsageNotice usage={usage} />}
        <GeneratorForm
          fields={fields}
          onChange={setFields}
          onSubmit={() => void submit()}
          onReset={reset}
          error={error}
          generating={generating}
          blocked={blocked}
        />
        <button type="button" className="btn-link generator-history-link" onClick={onOpenHistory}>
          See your past plans in Training History
        </button>
      </div>
      <div className="generator-main" aria-busy={generating}>
        {generating ? (
          <GenerationProgress />
        ) : result ? (
          <ResultCard workout={result}>
            <RefineCard key={refineKey} onRefine={applyRefinement} refining={refining} validate={validateRefinement} />
          </ResultCard>
        ) : (
          <EstEmptyState />
        )}
      </div>
    </div>
  );
}
