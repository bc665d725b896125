import type { SeasonBreak, SeasonDay, SeasonMeet, SeasonPhase, SeasonRace, SeasonTestKind, SeasonWeek, ZoneMix } from '@laneforge/contracts';
import { phaseNames, seasonTestNames, ZONES } from '@laneforge/contracts';
import { emptyZones } from '../model';
import type { Line, ParseState } from './state';

/** The lines of a season plan: the taper line, "Week 3 (2026-01-19) — …", "Emphasis:", "Zone mix:", "Key sets:". */

const number = (text: string) => parseInt(text.replace(/[,.\s]/g, ''), 10);

function zoneMixFrom(text: string): ZoneMix | null {
  const mix = emptyZones();
  let found = 0;
  for (const z of ZONES) {
    const m = new RegExp(`\\b${z}\\s*(\\d{1,3})\\s*%`, 'i').exec(text);
    if (m?.[1]) {
      mix[z] = parseInt(m[1], 10);
      found++;
    }
  }
  return found > 0 ? mix : null;
}

function phaseFrom(text: string): SeasonPhase | null {
  const t = text.toLowerCase();
  const entry = (Object.entries(phaseNames) as Array<[SeasonPhase, string]>).find(([, label]) => t.includes(label.toLowerCase()));
  if (entry) return entry[0];
  const words: Array<[SeasonPhase, RegExp]> = [
    ['general_preparation', /base|general/],
    ['specific_preparation', /specific|build/],
    ['competition', /competition|race prep|peak/],
    ['taper', /taper/],
    ['transition', /transition|off[- ]?season|rest/],
  ];
  return words.find(([, re]) => re.test(t))?.[0] ?? null;
}

export function readTaper(s: ParseState, line: Line): boolean {
  const m = /^taper:\s*weeks?\s*(\d+)(?:\s*-\s*(\d+))?.*?down\s*(\d+)%.*?from\s*([\d,]+)\s*to\s*([\d,]+)/i.exec(line.text);
  if (!m) return false;
  const [, a, b, pct, from, to] = m;
  const days = /\((\d{1,2}) days?\)/i.exec(line.text)?.[1];
  s.taper = {
    startWeek: number(a ?? '1'),
    weeks: number(b ?? a ?? '1') - number(a ?? '1') + 1,
    volumeReductionPercent: number(pct ?? '0'),
    peakVolume: number(from ?? '0'),
    raceWeekVolume: number(to ?? '0'),
    ...(days ? { days: number(days) } : {}),
  };
  return true;
}

const races: Record<string, SeasonRace> = { pool: 'pool', 'open water': 'open_water', triathlon: 'triathlon' };

/** "Race: open water | Full practice: 5,000 yards" and "Meets: Fall Invite 2026-10-10 (B); …". */
export function readSeasonFacts(s: ParseState, line: Line): boolean {
  const t = line.text;
  const meets = /^meets?:\s*(.+)$/i.exec(t);
  if (meets?.[1]) {
    s.meets = meets[1].split(';').flatMap((part) => {
      const m = /^\s*(.+?)\s+(\d{4}-\d\d-\d\d)(?:\s+to\s+(\d{4}-\d\d-\d\d))?\s*\(([ABC])(?:,\s*([^)]+))?\)\s*$/i.exec(part);
      if (!m?.[1] || !m[2] || !m[4]) return [];
      const meet: SeasonMeet = { name: m[1], date: m[2], importance: m[4].toUpperCase() as SeasonMeet['importance'] };
      if (m[3]) meet.endDate = m[3];
      if (m[5]) meet.who = m[5].trim();
      return [meet];
    });
    return true;
  }
  const days = /^practice days:\s*(.+)$/i.exec(t);
  if (days?.[1]) {
    s.practiceDays = days[1].split(/[,\s]+/).map((d) => ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].indexOf(d.slice(0, 3).toLowerCase())).filter((d) => d >= 0);
    return true;
  }
  const breaks = /^breaks:\s*(.+)$/i.exec(t);
  if (breaks?.[1]) {
    s.breaks = breaks[1].split(';').flatMap((part) => {
      const m = /^\s*(.+?)\s+(\d{4}-\d\d-\d\d)(?:\s+to\s+(\d{4}-\d\d-\d\d))?\s*\((off|light|camp)\)\s*$/i.exec(part);
      return m?.[1] && m[2] && m[4] ? [{ from: m[2], to: m[3] ?? m[2], kind: m[4].toLowerCase() as SeasonBreak['kind'], label: m[1] }] : [];
    });
    return true;
  }
  if (!/^(?:race|full practice):/i.test(t)) return false;
  const race = /race:\s*(pool|open water|triathlon)/i.exec(t)?.[1];
  if (race) s.race = races[race.toLowerCase()] ?? null;
  const full = /full practice:\s*([\d,]+)/i.exec(t)?.[1];
  if (full) s.sessionVolume = number(full);
  return true;
}

const kinds = ['practice', 'test', 'meet'] as const;

/** "Mon 2026-09-07 AM: practice 4,000 yards — Threshold (EN2) · key set 2". */
function readDay(s: ParseState, line: Line): boolean {
  const m = /^[a-z]{3}\s+(\d{4}-\d\d-\d\d)(?:\s+(AM|PM))?(?:\s+·\s+([^:]+))?:\s*(practice|test|meet)\s*([\d,]*)[^—–-]*[—–-]\s*(.*?)(?:\s*·\s*key set (\d))?$/i.exec(line.text);
  if (!m?.[1] || !m[4] || !s.week) return false;
  const kind = kinds.find((k) => k === m[4]!.toLowerCase()) ?? 'practice';
  const day: SeasonDay = { date: m[1], slot: (m[2]?.toUpperCase() as 'AM' | 'PM' | undefined) ?? null, kind, volume: m[5] ? number(m[5]) : 0, focus: m[6] ?? '', keySet: m[7] ? parseInt(m[7], 10) - 1 : null };
  if (m[3]) day.group = m[3].trim();
  (s.week.days ??= []).push(day);
  if (kind === 'test') s.week.test = (Object.entries(seasonTestNames) as Array<[SeasonTestKind, string]>).find(([, name]) => name === day.focus)?.[0] ?? null;
  return true;
}

export function readWeek(s: ParseState, line: Line): boolean {
  const m = /^week\s+(\d{1,2})\s*(?:\((?:[a-z]{3}\s+)?(\d{4}-\d\d-\d\d)[^)]*\))?\s*(?:—|–|-|:)?\s*(.*)$/i.exec(line.text);
  if (!m?.[1]) return false;
  s.leave();
  const rest = m[3] ?? '';
  const volume = /([\d][\d,]*)\s*(?:yards?|yds?|meters?|metres?|m\b|y\b)/i.exec(rest);
  const sessions = /(\d+)\s*(?:sessions?|practices?|workouts?)\b/i.exec(rest);
  const drySessions = /(\d+)\s*dryland/i.exec(rest);
  const loadWord = /,\s*(load|recovery|mini_rest|mini-rest|taper|race)\s*:/i.exec(rest);
  const week: SeasonWeek = {
    week: parseInt(m[1], 10),
    startDate: m[2] ?? '',
    phase: phaseFrom(rest) ?? 'general_preparation',
    load: (loadWord?.[1]?.toLowerCase().replace('-', '_') as SeasonWeek['load'] | undefined) ?? 'load',
    volume: volume?.[1] ? number(volume[1]) : 0,
    sessions: sessions?.[1] ? parseInt(sessions[1], 10) : s.sessionsPerWeek ?? 1,
    emphasis: '',
    keySets: [],
    zoneMix: emptyZones(),
    drylandSessions: drySessions?.[1] ? parseInt(drySessions[1], 10) : 0,
  };
  if (!volume) s.problem(line, 'week without a volume');
  s.weeks.push(week);
  s.week = week;
  return true;
}

export function readWeekField(s: ParseState, line: Line): boolean {
  if (!s.week) return false;
  const t = line.text;
  const note = /^»\s*(.*)$/.exec(t);
  if (note) {
    (s.week.notes ??= []).push(note[1] ?? '');
    return true;
  }
  const emphasis = /^emphasis:\s*(.*)$/i.exec(t);
  if (emphasis) {
    s.week.emphasis = emphasis[1] ?? '';
    return true;
  }
  if (/^zone mix:/i.test(t)) {
    const mix = zoneMixFrom(t);
    if (mix) s.week.zoneMix = mix;
    else s.problem(line, 'zone mix without percentages');
    return true;
  }
  if (/^key sets?:?$/i.test(t)) {
    s.inKeySets = true;
    s.inDays = false;
    return true;
  }
  if (/^days:?(?:\s*none)?$/i.test(t)) {
    s.inKeySets = false;
    s.inDays = true;
    s.week.test = null;
    s.week.days ??= [];
    return true;
  }
  if (s.inDays) return readDay(s, line);
  const dry = /^dryland:\s*(.+)$/i.exec(t);
  if (dry?.[1]) {
    s.week.drylandFocus = dry[1];
    return true;
  }
  return false;
}
