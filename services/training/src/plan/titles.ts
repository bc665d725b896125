import type { Focus, GroupType, SessionType, Squad } from '@laneforge/contracts';
import { focusNames, squadNames } from '@laneforge/contracts';
import { titleCase } from './model';

/** A workout's title: who swims it and what it is ("High School Varsity Threshold & IM Workout — 200 IM Prep"). */
export interface TitleFacts {
  squad: Squad;
  sessionType: SessionType;
  focus: readonly Focus[];
  group: GroupType;
  targetEvent: string | null;
}

export const squadTitle = (squad: Squad) => titleCase(squadNames[squad]);

export function workoutTitle(facts: TitleFacts, sessionName: string): string {
  const who = squadTitle(facts.squad);
  if (facts.sessionType !== 'practice') return `${who} ${sessionName}`;
  const named = facts.focus.slice(0, 2).map((f) => focusNames[f]);
  const event = facts.targetEvent ? ` — ${facts.targetEvent} Prep` : '';
  const kind = { private: 'Private Lesson', semi_private: 'Semi-private Lesson', group: 'Group Lesson', team: 'Workout' }[facts.group];
  return `${who} ${named.join(' & ')} ${kind}${event}`.replace(/\s+/g, ' ');
}
