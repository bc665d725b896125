import type { User } from '@laneforge/contracts/user';
import { LockedFeature } from '../../../components/LockedFeature';
import { MailIcon } from '../../../components/icons';
import { entitled, tierOfUser } from '../../../lib/entitlements';
import { usePrioritySupportQuery } from '../api';

function Address() {
  const { data } = usePrioritySupportQuery();
  if (!data) return null;
  return (
    <p className="priority-support">
      <MailIcon size={16} /> Priority support, answered first: <a href={`mailto:${data.email}`}>{data.email}</a>
    </p>
  );
}

/** Elite's priority support address, which the server gives only to the tiers that have it; others see what unlocks it. */
export function PrioritySupport({ user }: { user: User }) {
  return entitled(tierOfUser(user), 'priority_support') ? <Address /> : <LockedFeature feature="priority_support" compact />;
}
