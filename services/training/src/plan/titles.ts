import type { Focus, GroupType, SessionType, Squad } from '@laneforge/contracts';
import { focusNames, squadNames, squadText } from '@laneforge/contracts';
import { titleCase } from './model';

/** A workout's title: who swims it and what it is ("High School Varsity Threshold & IM Workout — 200 IM Prep"). */
export interface TitleFacts {
  squad: Squad;
  sessionType: SessionType;
  focus: readonly Focus[];
  group: GroupType;
  targetEvent: string | null;
  ages?: { low: number; high: number } | null;
}

/** How a title names the swimmers: "Triathlete", not "Triathletes / open water"; a lesson needs no prefix. */
const short: Partial<Record<Squad, string>> = { triathlete: 'Triathlete', learn_to_swim: '' };

export const squadTitle = (squad: Squad, ages?: { low: number; high: number } | null) => short[squad] ?? titleCase(ages ? squadText(squad, ages) : squadNames[squad]);

export function workoutTitle(facts: TitleFacts, sessionName: string): string {
  const who = squadTitle(facts.squad, facts.ages);
  if (facts.sessionType !== 'practice') return `${who} ${sessionName}`.trim();
  const named = facts.focus.slice(0, 2).map((f) => focusNames[f]);
  const event = facts.targetEvent ? ` — ${facts.targetEvent} Prep` : '';
  const kind = { private: 'Private Lesson', semi_private: 'Semi-private Lesson', group: 'Group Lesson', team: 'Workout' }[facts.group];
  return `${who} ${named.join(' & ')} ${kind}${event}`.replace(/\s+/g, ' ');
}
