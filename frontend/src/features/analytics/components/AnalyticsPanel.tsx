import type { Tier } from '@laneforge/contracts/tiers';
import { useState } from 'react';
import { LockedFeature } from '../../../components/LockedFeature';
import { PageSpinner } from '../../../components/Spinner';
import { entitled } from '../../../lib/entitlements';
import { errorText } from '../../../lib/errors';
import { useAnalyticsQuery, type AnalyticsArgs } from '../api';
import '../analytics.css';
import { AnalyticsCharts } from './AnalyticsCharts';
import { RangePicker } from './RangePicker';

/** Premium analytics (Pro and above); below that, what unlocks them. */
export default function AnalyticsPanel({ tier, onCreate }: { tier: Tier; onCreate: () => void }) {
  if (!entitled(tier, 'analytics')) return <LockedFeature feature="analytics" />;
  return <Analytics onCreate={onCreate} />;
}

function Analytics({ onCreate }: { onCreate: () => void }) {
  const [args, setArgs] = useState<AnalyticsArgs>({ weeks: 12, unit: 'auto' });
  const { data, isFetching, error } = useAnalyticsQuery(args);
  return (
    <section className="analytics" aria-labelledby="analytics-title" aria-busy={isFetching}>
      <header className="analytics-head">
        <h2 id="analytics-title" className="card-title">
          Training analytics
        </h2>
        <RangePicker value={args} onChange={setArgs} />
      </header>
      {error && (
        <p className="alert alert-error" role="alert">
          {errorText(error, 'Failed to load analytics')}
        </p>
      )}
      {!data && !error && <PageSpinner />}
      {data && data.weeks.length > args.weeks && (
        <p className="small muted analytics-ahead">
          Includes the {data.weeks.length - args.weeks === 1 ? 'coming week' : `${data.weeks.length - args.weeks} coming weeks`} your plans already reach.
        </p>
      )}
      {data && <AnalyticsCharts report={data} onCreate={onCreate} />}
    </section>
  );
}
