import type { Course, SeasonTestKind } from '@laneforge/contracts/plan';
import { Link } from 'react-router-dom';
import { LockedFeature } from '../LockedFeature';
import { useFeature } from '../../lib/useFeature';
import { paceTestPath } from '../../lib/paceTest';

export const testNamesShort: Record<SeasonTestKind, string> = { css: 'CSS', t30: 'T-30', step: '7 x 200 step' };

interface Props {
  kind: SeasonTestKind;
  course: Course;
  /** The plan the coach comes from: the paces card offers the way back. */
  from: string;
  /** Which test, for a screen reader: "week 4, Sat Sep 26". */
  where?: string;
  className?: string;
}

/**
 * One step from a scheduled test to the paces it gives: the paces card's test entry, opened with
 * this test and pool. A tier without test-derived paces sees what unlocks them instead.
 */
export function EnterResult({ kind, course, from, where, className = 'btn btn-ghost btn-sm' }: Props) {
  const feature = useFeature('test_paces');
  if (!feature.unlocked) return <LockedFeature feature="test_paces" compact />;
  return (
    <Link className={`enter-result ${className}`} to={paceTestPath(kind, course, from)} aria-label={`Enter result: ${testNamesShort[kind]} test${where ? `, ${where}` : ''}`}>
      Enter result
    </Link>
  );
}
