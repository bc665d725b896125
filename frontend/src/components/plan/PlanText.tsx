import { plainLine } from '@laneforge/contracts/plan-format';
/** The plan as the spec shows it: preformatted text, with the markdown bold markers dropped. */
export function PlanText({ text, label = 'Plan text' }: { text: string; label?: string }) {
  return (
    <pre className="plan-text" aria-label={label} tabIndex={0}>
      {plainLine(text)}
    </pre>
  );
}
