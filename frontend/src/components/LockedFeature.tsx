import { Link } from 'react-router-dom';
import { features, unlockingTier, type Feature } from '../lib/entitlements';
import { LockIcon } from './icons';
import './locked.css';

/**
 * A feature the user's tier does not include: what it does, which tier unlocks it, and the way
 * there, in place of a button that would only be refused.
 */
export function LockedFeature({ feature, compact = false, note = false }: { feature: Feature; compact?: boolean; note?: boolean }) {
  const { name, pitch } = features[feature];
  const tier = unlockingTier(feature);
  // Inside a card, where the feature's controls would be.
  if (note) {
    return (
      <div className="locked-note" role="note">
        <LockIcon size={18} />
        <div>
          <strong>
            {name}: {tier} plan and above
          </strong>
          <p className="muted small">{pitch}</p>
          <Link className="btn btn-secondary btn-sm" to="/subscription">
            Upgrade to {tier}
          </Link>
        </div>
      </div>
    );
  }
  if (compact) {
    return (
      <p className="locked-inline small">
        <LockIcon size={14} />
        {/* One phrase, so the name and its tier wrap as words do, never apart at the colon. */}
        <span>
          <strong>{name}</strong>: {tier} plan and above.
        </span>
        <Link to="/subscription">Upgrade to {tier}</Link>
      </p>
    );
  }
  return (
    <section className="card locked-feature" aria-labelledby={`locked-${feature}`}>
      <LockIcon size={28} />
      <h2 id={`locked-${feature}`}>{name}</h2>
      <p className="muted">{pitch}.</p>
      <p>
        Available on the <strong>{tier}</strong> plan and above.
      </p>
      <Link to="/subscription" className="btn btn-primary">
        Upgrade to {tier}
      </Link>
    </section>
  );
}
