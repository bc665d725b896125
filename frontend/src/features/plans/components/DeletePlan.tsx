import { useState } from 'react';
import { Spinner } from '../../../components/Spinner';
import { TrashIcon } from '../../../components/icons';

/** Delete asks once more in place, naming what goes: the plan, its versions and its share link. */
export function DeletePlan({ deleting, onDelete }: { deleting: boolean; onDelete: () => void }) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className="btn btn-danger-ghost btn-sm" onClick={() => setAsking(true)}>
        <TrashIcon size={18} /> Delete
      </button>
    );
  }
  return (
    <div className="confirm-delete" role="group" aria-label="Delete this plan">
      <p>Delete this plan, all its versions and its share link? This cannot be undone.</p>
      <div className="btn-row">
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => setAsking(false)} disabled={deleting}>
          Keep Plan
        </button>
        <button type="button" className="btn btn-danger btn-sm" onClick={onDelete} disabled={deleting}>
          {deleting ? <Spinner small /> : <TrashIcon size={18} />} Yes, Delete Plan
        </button>
      </div>
    </div>
  );
}
