import { MAX_LANE_GROUPS } from '@laneforge/contracts/pace-format';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { FormError } from '../../../components/FormError';
import { Spinner } from '../../../components/Spinner';
import { TrashIcon } from '../../../components/icons';
import { errorText } from '../../../lib/errors';
import { type Paces, useSavePacesMutation } from '../api';
import { useFeature } from '../../../lib/useFeature';
import { LockedFeature } from '../../../components/LockedFeature';
import { useFollowPaces } from '../useFollowPaces';

interface GroupFields {
  name: string;
  free: string;
  factor: string;
}

const fieldsOf = (paces: Paces | null): GroupFields[] => (paces?.groups ?? []).map((g) => ({ name: g.name, free: g.base_100.free, factor: String(Math.round(g.volume_factor * 100)) }));

/**
 * Lane groups (COACHING.md §9), Elite's "custom plans": each group's base pace per 100 free and the
 * share of the volume it swims, so a plan for the groups has each lane's send-off on one line.
 */
export function LaneGroupsEditor({ paces }: { paces: Paces | null }) {
  const feature = useFeature('lane_groups');
  const [groups, setGroups] = useState<GroupFields[]>(() => fieldsOf(paces));
  const [error, setError] = useState<string | null>(null);
  const [save, { isLoading }] = useSavePacesMutation();
  useFollowPaces(paces, (stored) => setGroups(fieldsOf(stored)));

  if (!feature.unlocked) return <LockedFeature feature="lane_groups" note />;

  const change = (i: number, patch: Partial<GroupFields>) => setGroups(groups.map((g, j) => (j === i ? { ...g, ...patch } : g)));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    if (!paces) {
      setError('Save your own base pace first: lane groups are stored with it.');
      return;
    }
    setError(null);
    try {
      const body = groups.map((g) => ({ name: g.name.trim(), base_100: { free: g.free.trim() }, volume_factor: Number(g.factor || '100') / 100 }));
      await save({ course: paces.course, base_100: paces.base_100, groups: body }).unwrap();
      toast.success('Lane groups saved.');
    } catch (err) {
      setError(errorText(err, 'Failed to save lane groups'));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="lane-groups-title" className="paces-form">
      <h3 id="lane-groups-title" className="subheading">
        Lane groups
      </h3>
      <p className="muted small">Fastest to slowest, 5-10 s apart per 100. Slower lanes can swim a share of the repeats to finish together.</p>
      <FormError message={error} />
      {groups.map((g, i) => (
        <fieldset className="lane-group" key={i}>
          <legend className="visually-hidden">Lane group {i + 1}</legend>
          <div className="field">
            <label className="label" htmlFor={`group-name-${i}`}>
              Group name
            </label>
            <input id={`group-name-${i}`} className="input" placeholder="Lanes 1-2" value={g.name} onChange={(e) => change(i, { name: e.target.value })} />
          </div>
          <div className="field">
            <label className="label" htmlFor={`group-free-${i}`}>
              Base /100 free
            </label>
            <input id={`group-free-${i}`} className="input" placeholder="m:ss" value={g.free} onChange={(e) => change(i, { free: e.target.value })} />
          </div>
          <div className="field">
            <label className="label" htmlFor={`group-factor-${i}`}>
              Volume %
            </label>
            <input id={`group-factor-${i}`} className="input" inputMode="numeric" value={g.factor} onChange={(e) => change(i, { factor: e.target.value })} />
          </div>
          <button type="button" className="btn btn-secondary btn-sm" aria-label={`Remove ${g.name || `group ${i + 1}`}`} onClick={() => setGroups(groups.filter((_, j) => j !== i))}>
            <TrashIcon size={16} />
          </button>
        </fieldset>
      ))}
      <div className="btn-row">
        <button type="button" className="btn btn-secondary" disabled={groups.length >= MAX_LANE_GROUPS} onClick={() => setGroups([...groups, { name: `Lanes ${groups.length * 2 + 1}-${groups.length * 2 + 2}`, free: '', factor: '100' }])}>
          Add Lane Group
        </button>
        <button type="submit" className="btn btn-primary" aria-disabled={isLoading || undefined}>
          {isLoading && <Spinner small />} Save Lane Groups
        </button>
      </div>
    </form>
  );
}
