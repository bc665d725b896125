import type { Intent } from './intent';
import { unitOf } from './model';

/** What every plan says of who swims it and where, read from the brief: a workout's and a season's alike. */
export function planHeader(intent: Intent) {
  return {
    course: intent.course,
    unit: unitOf(intent.course),
    level: intent.level,
    squad: intent.squad,
    focus: intent.focus,
    group: intent.group,
    targetEvent: intent.targetEvent?.name ?? null,
  };
}
