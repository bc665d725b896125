import type { ZoneDistances } from '@laneforge/contracts/plan';
import { ZONES, zoneNames } from '@laneforge/contracts/plan-format';

/** A proportional strip of the zones; the table next to it carries the numbers for screen readers. */
export function ZoneBar({ byZone, total }: { byZone: ZoneDistances; total: number }) {
  if (total <= 0) return null;
  return (
    <div className="zone-bar" aria-hidden="true">
      {ZONES.filter((z) => byZone[z] > 0).map((z) => (
        <span key={z} className={`zone-${z}`} style={{ flexGrow: byZone[z] }} title={`${z} ${zoneNames[z]}`} />
      ))}
    </div>
  );
}
