import type { Course, SessionType, Squad } from '@laneforge/contracts';
import { numberText, squadNames } from '@laneforge/contracts';
import { type Read, type Volume, readCourse, readMinutes, readSwimMinutes, readVolume } from '../lexicon';
import { unitOf } from '../model';
import { squads } from '../squads';

/** The pool, the volume and the time of one session (COACHING.md §1.1, §2). */

const senior = (squad: Squad) => ['club_senior', 'college_d1', 'college_d3', 'elite', 'hs_varsity', 'masters_advanced'].includes(squad);

/** What one session of a kind holds for the squad: [lowest, highest, typical]. */
export function sessionVolume(type: SessionType, squad: Squad): [number, number, number] {
  const p = squads[squad];
  const [lo, hi] = p.volume;
  const typ = p.typical;
  const round = (v: number) => Math.round(v / 100) * 100;
  switch (type) {
    case 'recovery':
      return [300, round(typ * 0.8), round(typ * 0.6)];
    case 'meet_warmup':
      return p.young ? [400, 1500, 1000] : senior(squad) ? [1000, 3500, 2200] : [800, 2500, 1500];
    case 'pre_meet':
      return [round(lo * 0.4), round(typ * 0.8), round(typ * 0.5)];
    case 'race_pace':
    case 'test':
      return [round(lo * 0.6), hi, round(typ * 0.8)];
    case 'clinic':
      return [400, round(typ * 0.8), Math.min(2000, round(typ * 0.6))];
    case 'learn_to_swim':
    case 'dryland':
      return [0, 0, 0];
    default:
      return [lo, hi, typ];
  }
}

export interface Amount {
  course: Course;
  volume: number;
  tolerance: number;
  requestedDistance: number | null;
  requestedMinutes: number | null;
}

function courseOf(text: string, volume: Read<Volume> | null, squad: Squad, assumptions: string[], dry: boolean): Course {
  const said = readCourse(text);
  if (said) return said.value;
  if (dry) return 'SCY';
  const metres = volume?.value.unit === 'meters' || /\bmeters?\b|\bmetres?\b/.test(text);
  const course: Course = metres || squad === 'elite' ? (squad === 'elite' && !metres ? 'LCM' : 'SCM') : 'SCY';
  assumptions.push(`${course} (no pool given)`);
  return course;
}

function fromVolume(volume: Read<Volume>, type: SessionType, squad: Squad, unit: string, assumptions: string[]): Pick<Amount, 'volume' | 'tolerance' | 'requestedDistance'> {
  const [lo, hi, typical] = sessionVolume(type, squad);
  const asked = volume.value;
  // A short practice is the coach's call; only a volume past what the group can swim (or a typo-small one) is changed.
  const floor = Math.min(lo, Math.max(300, Math.round((typical * 0.35) / 100) * 100));
  const value = Math.min(hi, Math.max(floor, asked.value));
  if (value !== asked.value) {
    assumptions.push(`${numberText(value)} ${unit}: ${numberText(asked.value)} is ${asked.value > hi ? 'more' : 'less'} than one ${squadNames[squad].toLowerCase()} ${type === 'practice' ? 'practice' : 'session'} holds (${numberText(floor)}-${numberText(hi)})`);
  }
  const tolerance = asked.bound === 'exact' ? 0.05 : asked.bound === 'range' ? Math.max(0.05, (asked.high - asked.low) / 2 / asked.value) : 0.1;
  return { volume: value, tolerance: value === asked.value ? tolerance : 0.05, requestedDistance: value };
}

/** Volume and time of the session; whatever the request leaves out is assumed and said. */
export function readAmount(text: string, type: SessionType, squad: Squad, assumptions: string[]): Amount {
  const volume = readVolume(text);
  const minutes = type === 'dryland' ? readMinutes(text) : readSwimMinutes(text);
  const course = courseOf(text, volume, squad, assumptions, type === 'dryland' || type === 'learn_to_swim');
  const unit = unitOf(course);
  const [lo, hi, typical] = sessionVolume(type, squad);
  const requestedMinutes = minutes?.value ?? null;
  if (type === 'learn_to_swim' || type === 'dryland') return { course, volume: 0, tolerance: 0, requestedDistance: null, requestedMinutes };
  if (volume && volume.value.value >= lo / 2 && volume.value.value <= hi * 1.6) {
    return { course, ...fromVolume(volume, type, squad, unit, assumptions), requestedMinutes };
  }
  if (minutes && minutes.value >= 15 && minutes.value <= 300) {
    const rate = Math.round(squads[squad].rate * (type === 'clinic' ? 0.7 : type === 'recovery' ? 0.85 : 1));
    const value = Math.min(hi, Math.max(lo, Math.round((minutes.value * rate) / 100) * 100));
    assumptions.push(`${numberText(value)} ${unit}: ${minutes.value} min at about ${rate} ${unit} a minute for ${squadNames[squad].toLowerCase()}`);
    return { course, volume: value, tolerance: 0.1, requestedDistance: null, requestedMinutes };
  }
  if (volume) assumptions.push(`${numberText(typical)} ${unit}: ${numberText(volume.value.value)} does not fit one session, read as a typo`);
  else assumptions.push(`${numberText(typical)} ${unit}, a typical ${squadNames[squad].toLowerCase()} ${type === 'practice' ? 'practice' : 'session'} (no volume or time given)`);
  return { course, volume: typical, tolerance: 0.1, requestedDistance: null, requestedMinutes };
}
