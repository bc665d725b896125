import { WaveIcon } from '../../../components/icons';
import { Spinner } from '../../../components/Spinner';
import { usePacesQuery } from '../../../lib/pacesApi';
import { sourceText } from '../form';
import '../paces.css';
import { BasePacesForm } from './BasePacesForm';
import { LaneGroupsEditor } from './LaneGroupsEditor';
import { PaceTestForm } from './PaceTestForm';

/**
 * The coach's own paces: every send-off of a new plan follows them instead of the level's defaults.
 * A base pace for every tier, paces from a test on Lite, lane groups on Elite.
 */
export function PacesCard() {
  const { data, isLoading } = usePacesQuery();
  if (isLoading) return <Spinner />;
  const paces = data ?? null;
  const none = data === null;
  return (
    <section className="card paces-card" aria-labelledby="paces-title">
      <h2 id="paces-title" className="card-title">
        <WaveIcon /> Paces
      </h2>
      <p className="muted small paces-source" data-testid="paces-source">
        {paces ? `Plans use: ${sourceText(paces)}` : none ? 'No paces stored: plans use the level’s default paces.' : 'Your paces could not be loaded.'}
      </p>
      <BasePacesForm paces={paces} />
      <PaceTestForm course={paces?.course ?? 'SCY'} />
      <LaneGroupsEditor paces={paces} />
    </section>
  );
}
