import { useEffect, useState } from 'react';

const steps = [
  'Reading your description',
  'Choosing energy systems on the EST Framework',
  'Building warm-up, main set and cool-down',
  'Setting intervals for the level',
  'Checking every total',
];

/** Generation takes several seconds; show that work is happening and roughly what. */
export function GenerationProgress() {
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setStep((s) => Math.min(s + 1, steps.length - 1)), 1800);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="card generation-progress" role="status" aria-live="polite">
      <div className="swim-lane" aria-hidden="true">
        <span />
      </div>
      <h2 className="card-title">Writing your training plan…</h2>
      <ol className="progress-steps">
        {steps.map((text, i) => (
          <li key={text} className={i < step ? 'done' : i === step ? 'current' : undefined} aria-current={i === step ? 'step' : undefined}>
            {text}
          </li>
        ))}
      </ol>
      <p className="muted small">This usually takes a few seconds.</p>
    </div>
  );
}
