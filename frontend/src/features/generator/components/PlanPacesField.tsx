import { Link } from 'react-router-dom';
import { usePacesQuery } from '../../../lib/pacesApi';
import { useFeature } from '../../../lib/useFeature';

/**
 * On the generator: which paces the plan will follow, and (Elite, with two or more lane groups
 * stored) a box to write it for the lane groups, each with its own send-offs.
 */
export function PlanPacesField({ laneGroups, onLaneGroups }: { laneGroups: boolean; onLaneGroups: (on: boolean) => void }) {
  const { data: paces } = usePacesQuery();
  const groups = useFeature('lane_groups');
  const canGroup = groups.unlocked && (paces?.groups.length ?? 0) >= 2;
  return (
    <div className="field plan-paces">
      <p className="muted small" data-testid="generator-paces">
        {paces ? `Send-offs follow your paces: base ${paces.base_100.free}/100 ${paces.course}.` : 'Send-offs follow the level’s default paces.'}{' '}
        <Link to="/dashboard?tab=profile">{paces ? 'Change paces' : 'Set your paces'}</Link>
      </p>
      {canGroup ? (
        <label className="check">
          <input type="checkbox" checked={laneGroups} onChange={(e) => onLaneGroups(e.target.checked)} /> Write it for my lane groups ({paces!.groups.map((g) => g.name).join(', ')})
        </label>
      ) : (
        <p className="muted small">{groups.unlocked ? 'Add two or more lane groups under Paces to plan for each lane.' : `${groups.name}: ${groups.tier} plan.`}</p>
      )}
    </div>
  );
}
