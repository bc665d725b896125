import type { SeasonPhase, SeasonWeek, ZoneMix } from '@laneforge/contracts';
import { phaseNames, ZONES } from '@laneforge/contracts';
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
  s.taper = { startWeek: number(a ?? '1'), weeks: number(b ?? a ?? '1') - number(a ?? '1') + 1, volumeReductionPercent: number(pct ?? '0'), peakVolume: number(from ?? '0'), raceWeekVolume: number(to ?? '0') };
  return true;
}

export function readWeek(s: ParseState, line: Line): boolean {
  const m = /^week\s+(\d{1,2})\s*(?:\((\d{4}-\d\d-\d\d)\))?\s*(?:—|–|-|:)?\s*(.*)$/i.exec(line.text);
  if (!m?.[1]) return false;
  s.leave();
  const rest = m[3] ?? '';
  const volume = /([\d][\d,]*)\s*(?:yards?|yds?|meters?|metres?|m\b|y\b)/i.exec(rest);
  const sessions = /(\d+)\s*(?:sessions|practices|workouts)/i.exec(rest);
  const drySessions = /(\d+)\s*dryland/i.exec(rest);
  const loadWord = /,\s*(load|recovery|taper|race)\s*:/i.exec(rest);
  const week: SeasonWeek = {
    week: parseInt(m[1], 10),
    startDate: m[2] ?? '',
    phase: phaseFrom(rest) ?? 'general_preparation',
    load: (loadWord?.[1]?.toLowerCase() as SeasonWeek['load'] | undefined) ?? 'load',
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
    return true;
  }
  return false;
}
