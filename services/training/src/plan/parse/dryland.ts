import type { DrylandPart } from '@laneforge/contracts';
import { clockSeconds } from '../vocabulary';
import type { Line, ParseState } from './state';

/** Dryland sessions ("Dryland (35 min)", "- Push-ups: 3 x 10, rest 1:00 — note") and lesson steps ("- Front float (5 min): …"). */

export function readDrylandHeader(s: ParseState, line: Line): boolean {
  const m = /^(dry[- ]?land|mobility|strength(?: and conditioning)?)(?:\s+[\w -]*)?\s*\((\d+)\s*min\)\s*:?$/i.exec(line.text);
  if (!m?.[2]) return false;
  s.leave();
  s.dry = { title: line.text.replace(/\s*\(\d+\s*min\)\s*:?$/i, ''), minutes: parseInt(m[2], 10), parts: [] };
  s.dryland.push(s.dry);
  return true;
}

export function readDrylandLine(s: ParseState, line: Line): boolean {
  const dry = s.dry;
  if (!dry) return false;
  const part = /^(activation|strength|core|mobility):?$/i.exec(line.text);
  if (part?.[1]) {
    s.dryPart = part[1].toLowerCase() as DrylandPart;
    dry.parts.push({ part: s.dryPart, exercises: [] });
    return true;
  }
  const ex = /^(.+?):\s*(\d+)\s*x\s*(\d+)\s*(s|sec)?\b(?:,\s*rest\s*(\d{1,2}:\d{2}|:\d{2}|\d+\s*s?))?(?:\s*(?:—|–|-)\s*(.*))?$/i.exec(line.text);
  if (!ex?.[1] || !ex[2] || !ex[3]) return false;
  if (dry.parts.length === 0) dry.parts.push({ part: s.dryPart, exercises: [] });
  const timed = Boolean(ex[4]);
  dry.parts[dry.parts.length - 1]?.exercises.push({
    name: ex[1].trim(),
    sets: parseInt(ex[2], 10),
    reps: timed ? null : parseInt(ex[3], 10),
    seconds: timed ? parseInt(ex[3], 10) : null,
    restSeconds: ex[5] ? clockSeconds(ex[5].replace(/\s*s$/, '')) : 0,
    note: ex[6]?.trim() ?? '',
  });
  return true;
}

export function readLessonHeader(s: ParseState, line: Line): boolean {
  if (!/^(?:lesson(?: plan| steps)?|clinic schedule|session plan)\s*(?:\(\d+\s*min\))?\s*:?$/i.test(line.text)) return false;
  s.leave();
  s.inLesson = true;
  return true;
}

export function readLessonStep(s: ParseState, line: Line): boolean {
  if (!s.inLesson) return false;
  const m = /^(.+?)\s*\((\d{1,2})\s*min\)\s*:?\s*(.*)$/i.exec(line.text);
  if (!m?.[1] || !m[2]) return false;
  s.steps.push({ title: m[1].trim(), minutes: parseInt(m[2], 10), detail: (m[3] ?? '').trim() });
  return true;
}
