import { FormError } from '../../../components/FormError';
import { HistoryIcon, SparkIcon } from '../../../components/icons';
import { PageSpinner } from '../../../components/Spinner';
import { errorText } from '../../../lib/errors';
import { Spinner } from '../../../components/Spinner';
import { useWorkoutsInfiniteQuery } from '../api';
import '../history.css';
import { HistoryItem } from './HistoryItem';

export default function HistoryPanel({ onCreate }: { onCreate: () => void }) {
  // Generating or refining a plan invalidates the history, so a tab switch needs no refetch.
  const { data, isLoading, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useWorkoutsInfiniteQuery();
  const workouts = data?.pages.flatMap((page) => page.items);

  if (isLoading) return <PageSpinner label="Loading your plans…" />;
  if (error) return <FormError message={errorText(error, 'Failed to load dashboard data')} />;

  if (!workouts?.length) {
    return (
      <section className="card history-empty" aria-labelledby="history-empty-title">
        <span className="tile-icon">
          <HistoryIcon size={26} />
        </span>
        <h2 id="history-empty-title">No Training Plans Yet</h2>
        <p className="muted">Every plan you generate is kept here, ready to download, print or share with your team.</p>
        <button type="button" className="btn btn-primary" onClick={onCreate}>
          <SparkIcon size={18} /> Create First Plan
        </button>
      </section>
    );
  }

  return (
    <section aria-labelledby="history-title">
      <div className="history-title-row">
        <h2 id="history-title">Training History</h2>
        <span className="muted small">
          {workouts.length}
          {hasNextPage ? '+' : ''} {workouts.length === 1 ? 'plan' : 'plans'}
        </span>
      </div>
      <ul className="history-list">
        {workouts.map((workout) => (
          <HistoryItem key={workout.id} workout={workout} />
        ))}
      </ul>
      {hasNextPage && (
        <div className="history-more">
          <button type="button" className="btn btn-secondary" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? <Spinner small /> : null}
            {isFetchingNextPage ? 'Loading older plans…' : 'Show older plans'}
          </button>
        </div>
      )}
    </section>
  );
}
