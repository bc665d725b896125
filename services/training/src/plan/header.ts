import type { Order } from './understand';
import { unitOf } from './model';

/** What every plan says of who swims it and where, read from the brief: a workout's and a season's alike. */
export function planHeader(order: Order) {
  return {
    course: order.course,
    unit: unitOf(order.course),
    level: order.level,
    squad: order.squad,
    focus: order.focus,
    group: order.group,
    targetEvent: order.targetEvent?.name ?? null,
  };
}
