import type { Course, SeasonTestKind } from '@laneforge/contracts/plan';
import { EnterResult, testNamesShort } from '../../../components/plan/EnterResult';

/** A test practice (a season's test day opened, or one asked for) takes its result to the paces. */
export function TestResultCard({ kind, course, planId }: { kind: SeasonTestKind; course: Course; planId: string }) {
  return (
    <section className="card test-result" aria-labelledby="test-result-title">
      <h2 id="test-result-title" className="side-title">
        Test result
      </h2>
      <p className="muted small">Swum the {testNamesShort[kind]} test? Enter the result: your paces follow it, and so do the send-offs of later plans.</p>
      <EnterResult kind={kind} course={course} from={planId} className="btn btn-primary btn-sm" />
    </section>
  );
}
