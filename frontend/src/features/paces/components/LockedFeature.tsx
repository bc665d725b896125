import { Link } from 'react-router-dom';
import { LockIcon } from '../../../components/icons';

/** What unlocks a feature, where its controls would be: never a dead button. */
export function LockedFeature({ name, tier, pitch }: { name: string; tier: string; pitch: string }) {
  return (
    <div className="locked-feature" role="note">
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
