import type { User } from '@laneforge/contracts/user';
import { Link } from 'react-router-dom';
import { ShieldIcon, SparkIcon } from '../../../components/icons';
import { Logo } from '../../../components/Logo';
import { UserMenu } from './UserMenu';

export function DashboardHeader({ user }: { user: User }) {
  return (
    <header className="site-header">
      <div className="container bar">
        <Logo to="/dashboard" />
        <div className="dash-header-actions">
          {user.subscription_type === 'free' && (
            <Link to="/subscription" className="btn btn-accent btn-sm">
              <SparkIcon size={16} /> Upgrade
            </Link>
          )}
          {user.role === 'admin' && (
            <Link to="/admin" className="btn btn-secondary btn-sm">
              <ShieldIcon size={16} /> Admin
            </Link>
          )}
          <UserMenu user={user} />
        </div>
      </div>
    </header>
  );
}
