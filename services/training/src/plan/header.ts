import type { Order } from './understand';
import { squadNames, squadText } from '@laneforge/contracts';
import { unitOf } from './model';

/** What every plan says of who swims it and where, read from the brief: a workout's and a season's alike. */
const wide = (order: Order) => squadText(order.squad, order.brief.who.value.ages) !== squadNames[order.squad];

export function planHeader(order: Order) {
  return {
    course: order.course,
    unit: unitOf(order.course),
    level: order.level,
    squad: order.squad,
    // Only a group wider than one band is named by its ages ("Age group 11-14").
    ...(wide(order) ? { ages: order.brief.who.value.ages } : {}),
    focus: order.focus,
    group: order.group,
    targetEvent: order.targetEvent?.name ?? null,
  };
}
