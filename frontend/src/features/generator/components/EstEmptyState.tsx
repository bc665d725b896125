import { ZONES, zoneNames } from '@laneforge/contracts/plan-format';
import { FRAMEWORK_URL } from '../../../lib/config';
import '../../../components/plan/plan.css';

export function EstEmptyState() {
  return (
    <section className="card est-empty" aria-labelledby="est-title">
      <span className="badge">EST Framework</span>
      <h2 id="est-title">Every plan is built on Energy System Training</h2>
      <p className="muted">
        The EST Framework balances seven training zones so each set has a purpose: aerobic base for the engine, threshold
        and VO2 work for race fitness, and lactate and sprint sets for speed.
      </p>
      <ul className="est-zones">
        {ZONES.map((z) => (
          <li key={z}>
            <span className={`zone zone-${z}`}>{z}</span>
            {zoneNames[z]}
          </li>
        ))}
      </ul>
      <h3>For the best plan, mention</h3>
      <ul className="est-tips">
        <li>Level and group size (age group, high school, masters…)</li>
        <li>Pool: SCY, SCM or LCM, and yardage or duration</li>
        <li>Focus and any target event or meet date</li>
      </ul>
      <a href={FRAMEWORK_URL} target="_blank" rel="noopener noreferrer">
        Learn about the EST Framework<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </section>
  );
}
