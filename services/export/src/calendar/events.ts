import type { Workout } from '@laneforge/contracts/training';
import { loadNames, numberText, phaseNames, plainLine, seasonSessions, setNotation, unitAbbreviations } from '@laneforge/contracts/plan-format';
import { cellText, titleOf } from '../document/model';

/** One all-day calendar entry: a practice has a day, not a start time the plan could know. */
export interface CalendarEvent {
  /** Stable across downloads, so a calendar that imports the file again updates instead of duplicating. */
  uid: string;
  date: string;
  summary: string;
  description: string;
}

export interface Calendar {
  name: string;
  events: CalendarEvent[];
}

/**
 * What a plan puts in a calendar: a workout is one event on its date; a season is one event per
 * practice, test and meet on its day, with the week's phase, emphasis, the day's focus and key set.
 */
export function calendarOf(workout: Workout, product: string): Calendar {
  const { title, rest } = titleOf(workout, product);
  const plan = workout.plan;
  if (plan?.kind !== 'season') {
    const description = rest.map(plainLine).join('\n').trim();
    return { name: title, events: [{ uid: `${workout.id}@${product}`, date: workout.date, summary: title, description }] };
  }
  const unit = unitAbbreviations[plan.unit];
  const events = plan.weeks.flatMap((week) =>
    seasonSessions(week).map((session): CalendarEvent => {
      const slot = session.slot ? ` ${session.slot}` : '';
      // Each entry's texts are lines of a calendar, cut as a document's cells are (document/model.ts).
      const focus = session.focus ? cellText(session.focus) : null;
      const what = session.kind === 'meet' ? (focus ?? 'Meet') : `${session.kind === 'test' ? 'Test' : 'Practice'} ${session.number}${slot} · ${numberText(session.volume)} ${unit}${focus ? ` · ${focus}` : ''}`;
      const lines = [
        `${title}: week ${week.week} of ${plan.weeks.length}, ${phaseNames[week.phase]} (${loadNames[week.load]} week)`,
        session.kind === 'meet'
          ? `${focus ?? 'Meet'}`
          : `${session.kind === 'test' ? 'Test' : 'Practice'} ${session.number} of ${week.sessions}: about ${numberText(session.volume)} ${unit}; week ${numberText(week.volume)} ${unit}`,
        `Emphasis: ${cellText(week.emphasis)}`,
        ...(session.keySet ? [`Key set: ${cellText(setNotation(session.keySet, plan.laneGroups))}`] : []),
      ];
      return {
        uid: `${workout.id}-w${week.week}-s${session.number}@${product}`,
        date: session.date,
        summary: `Week ${week.week} · ${what}`,
        description: lines.join('\n'),
      };
    }),
  );
  return { name: title, events };
}
