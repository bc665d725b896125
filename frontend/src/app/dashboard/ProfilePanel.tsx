import type { User } from '@laneforge/contracts/user';
import { MailIcon } from '../../components/icons';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../lib/config';
import { planLabel } from '../../lib/plans';
import './profile.css';
import { PacesCard } from '../../features/paces/components/PacesCard';
import { PasswordCard } from '../../features/profile/components/PasswordCard';
import { PersonalInfoCard } from '../../features/profile/components/PersonalInfoCard';
import { SubscriptionCard } from '../../features/subscription/components/SubscriptionCard';

/** Spec §2: support gets the user's email, plan label and name without having to ask. */
export function supportMailto(user: User): string {
  const subject = `${PRODUCT_NAME} support request`;
  const body = `Name: ${user.name}\nEmail: ${user.email}\nPlan: ${planLabel(user.subscription_type)}\n\nHow can we help?\n`;
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export default function ProfilePanel({ user }: { user: User }) {
  return (
    <div className="profile">
      <div className="profile-head">
        <div>
          <h2>Profile Settings</h2>
          <p className="muted">Your details, your paces, your password and your plan.</p>
        </div>
        <a className="btn btn-secondary" href={supportMailto(user)}>
          <MailIcon size={18} /> Contact Support
        </a>
      </div>
      <div className="profile-grid">
        <div className="profile-column">
          <PersonalInfoCard key={user.id} user={user} />
          <PacesCard />
        </div>
        <div className="profile-column">
          <PasswordCard />
          <SubscriptionCard user={user} />
        </div>
      </div>
    </div>
  );
}
