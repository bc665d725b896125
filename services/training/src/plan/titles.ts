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
  /** The squads of the lanes when the pool holds more than one ("varsity" and "JV" lanes). */
  laneSquads?: readonly Squad[];
}

/** How a title names the swimmers: "Triathlete", not "Triathletes / open water"; a lesson needs no prefix. */
const short: Partial<Record<Squad, string>> = { triathlete: 'Triathlete', learn_to_swim: '' };

export const squadTitle = (squad: Squad, ages?: { low: number; high: number } | null) => short[squad] ?? titleCase(ages ? squadText(squad, ages) : squadNames[squad]);

/** "High School Varsity & JV", "Age Group 11-12 & 13-14": two squads sharing the pool, by their common name once. */
function squadsTitle(squads: readonly Squad[]): string | null {
  const names = [...new Set(squads)].map((q) => squadTitle(q));
  if (names.length < 2) return null;
  const common = names.reduce((prefix, n) => {
    let i = 0;
    while (i < prefix.length && prefix[i] === n[i]) i++;
    return prefix.slice(0, i);
  });
  const stem = common.slice(0, common.lastIndexOf(' ') + 1);
  return `${stem}${names.map((n) => n.slice(stem.length)).join(' & ')}`;
}

export function workoutTitle(facts: TitleFacts, sessionName: string): string {
  const who = squadsTitle(facts.laneSquads ?? []) ?? squadTitle(facts.squad, facts.ages);
  if (facts.sessionType !== 'practice') return `${who} ${sessionName}`.trim();
  const named = facts.focus.slice(0, 2).map((f) => focusNames[f]);
  const event = facts.targetEvent ? ` — ${facts.targetEvent} Prep` : '';
  const kind = { private: 'Private Lesson', semi_private: 'Semi-private Lesson', group: 'Group Lesson', team: 'Workout' }[facts.group];
  return `${who} ${named.join(' & ')} ${kind}${event}`.replace(/\s+/g, ' ');
}
