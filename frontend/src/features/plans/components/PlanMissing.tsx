import { Link } from 'react-router-dom';
import { WaveIcon } from '../../../components/icons';

export function PlanMissing({ message }: { message: string }) {
  return (
    <main id="main" className="container container-narrow plan-missing">
      <div className="card">
        <span className="tile-icon">
          <WaveIcon size={26} />
        </span>
        <h1>Training Plan Not Found</h1>
        <p className="muted">{message}</p>
        <Link to="/dashboard?tab=history" className="btn btn-primary">
          Back to Training History
        </Link>
      </div>
    </main>
  );
}
