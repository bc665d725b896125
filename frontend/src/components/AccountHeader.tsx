import type { User } from '@laneforge/contracts/user';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../app/hooks';
import { ShieldIcon, SparkIcon } from './icons';
import { SiteHeader, type NavLink } from './SiteHeader';
import { UserMenu } from './UserMenu';

/**
 * Spec §2, the dashboard header's account side: Upgrade for free users, Admin for administrators,
 * the user menu. On a phone their words are read, not shown, so the bar keeps to one line.
 */
export function AccountActions({ user }: { user: User }) {
  return (
    <>
      {user.subscription_type === 'free' && (
        <Link to="/subscription" className="btn btn-accent btn-sm">
          <SparkIcon size={16} /> <span className="btn-label">Upgrade</span>
        </Link>
      )}
      {user.role === 'admin' && (
        <Link to="/admin" className="btn btn-secondary btn-sm">
          <ShieldIcon size={16} /> <span className="btn-label">Admin</span>
        </Link>
      )}
      <UserMenu user={user} />
    </>
  );
}

/**
 * The header of every page that has the session at hand: a signed-in coach sees their account on
 * the dashboard, a plan, the levels or a shared plan alike; a visitor sees Sign In and Get Started.
 */
export function AccountHeader({ links, start, logoTo, className }: { links?: NavLink[]; start?: string; logoTo?: string; className?: string }) {
  const user = useAppSelector((s) => (s.auth.status === 'authenticated' ? s.auth.user : null));
  return <SiteHeader links={links} start={start} logoTo={logoTo ?? (user ? '/dashboard' : '/')} className={className} account={user ? <AccountActions user={user} /> : undefined} />;
}
