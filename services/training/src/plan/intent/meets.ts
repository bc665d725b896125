import type { MeetImportance, SeasonMeet, SeasonRace } from '@laneforge/contracts';
import { normalise, readDates } from '../lexicon';
import { titleCase } from '../model';

/**
 * The meet calendar written in the request: "B meet Oct 10 (Fall Invite)", "Winter Classic dec 5 (B)",
 * "A meet: State Champs 2026-12-19". A dated meet without a letter is the A meet when it is a
 * championship, else a B meet; one A meet per season (the last one named).
 */

const meetWords =
  /\bmeets?\b|\binvite\b|\binvitational\b|\bchamps?\b|\bchampionships?\b|\bstates?\b|\bsectionals\b|\bnationals\b|\bconference\b|\btrials\b|\bjuniors\b|\bjo'?s\b|\bclassic\b|\bopen\b|\bdual\b|\bgala\b|\brace\b|\btriathlon\b|\bswim\b|\bcup\b|\bderby\b/;
const bigMeet = /\bchamps?\b|\bchampionships?\b|\bstates?\b|\bsectionals\b|\bnationals\b|\bconference\b|\btrials\b|\bjuniors\b|\bjo'?s\b|\btarget\b|\bgoal race\b/;
const letter = /\b([abc])[- ]?(?:meet|race)\b|\(([abc])\)|\bimportance ([abc])\b|\b([abc])[- ]priority\b/;
const filler =
  /\b(?:the|our|a|an|on|at|in|for|is|and|then|with|meet|meets|race|importance|priority|b meet|c meet|a meet|season|plan|toward|towards|to|ending|end|build|peak|taper|weeks?|\d+[- ]?weeks?)\b/g;

function importanceOf(clause: string): MeetImportance | null {
  const m = letter.exec(clause);
  const l = m?.[1] ?? m?.[2] ?? m?.[3] ?? m?.[4];
  return l ? (l.toUpperCase() as MeetImportance) : null;
}

function nameOf(clause: string, dateSaid: string, importance: MeetImportance): string {
  const words = clause
    .replace(dateSaid, ' ')
    .replace(letter, ' ')
    .replace(/\d{4}-\d\d-\d\d|\b\d{1,2}(?:st|nd|rd|th)?\b/g, ' ')
    .replace(filler, ' ')
    .replace(/[^a-z' ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .slice(-4)
    .join(' ');
  if (words.length >= 3 && !words.includes(' ') && /\bmeet\b/.test(clause)) return titleCase(`${words} meet`);
  if (words.length >= 3 && meetWords.test(` ${words} `)) return titleCase(words);
  if (words.length >= 3) return titleCase(`${words} meet`);
  return importance === 'A' ? 'Championship meet' : `${importance} meet`;
}

/** The meets of a season request: each dated clause that names a meet or a letter. */
export function readMeets(description: string, notes: string, from: string): SeasonMeet[] {
  const text = normalise(`${description}\n${notes}`);
  const clauses = text.split(/[;:\n]|\.\s+(?=[a-z])|,(?!\s*\d{4})|\band\b|\bthen\b/);
  const meets: SeasonMeet[] = [];
  for (const clause of clauses) {
    const date = readDates(clause, from)[0];
    if (!date) continue;
    const said = importanceOf(clause);
    if (!said && !meetWords.test(clause)) continue;
    const importance: MeetImportance = said ?? (bigMeet.test(clause) ? 'A' : 'B');
    meets.push({ name: nameOf(clause, date.said, importance), date: date.value, importance });
  }
  return settled(meets);
}

/** In date order, one per date, one A meet (the last A named; earlier ones become B). */
export function settled(meets: readonly SeasonMeet[]): SeasonMeet[] {
  const byDate = new Map<string, SeasonMeet>();
  for (const m of meets) byDate.set(m.date, m);
  const sorted = [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
  const lastA = sorted.map((m) => m.importance).lastIndexOf('A');
  return sorted.map((m, i) => (m.importance === 'A' && i !== lastA ? { ...m, importance: 'B' } : m));
}

/** Open water and triathlon seasons have their own taper and sessions. */
export function readRace(text: string): SeasonRace {
  const t = normalise(text);
  if (/\btriathl|\btri\b|\biron ?man\b|\b70\.3\b|\bsprint tri\b|\bolympic[- ]distance\b/.test(t)) return 'triathlon';
  if (/\bopen[- ]water\b|\bow\b|\bmarathon swim|\b(?:5|10|25)\s*k (?:swim|race)\b|\bmile swim\b|\blake swim\b|\bocean swim\b/.test(t)) return 'open_water';
  return 'pool';
}
