import type { Course, Focus, GroupType, Level } from '@laneforge/contracts';
import { focusNames, levelNames, squadNames } from '@laneforge/contracts';
import { squads } from '../squads';
import { sectionWords } from '../vocabulary';
import type { Line, ParseState } from './state';

/** The header, totals and free lines of a plan: title, "Date: … | Course: …", "Total: 4.5k", notes, assumptions. */

const number = (text: string) => parseInt(text.replace(/[,.\s]/g, ''), 10);

function groupFrom(text: string): GroupType | null {
  const t = text.toLowerCase();
  if (/semi/.test(t)) return 'semi_private';
  if (/private/.test(t)) return 'private';
  if (/group/.test(t)) return 'group';
  if (/team/.test(t)) return 'team';
  return null;
}

function levelFrom(text: string): Level | null {
  const t = text.trim().toLowerCase();
  const exact = (Object.entries(levelNames) as Array<[Level, string]>).find(([, label]) => label.toLowerCase() === t);
  if (exact) return exact[0];
  const squad = (Object.entries(squadNames) as Array<[keyof typeof squads, string]>).find(([, label]) => label.toLowerCase() === t);
  if (squad) return squads[squad[0]].level;
  // "Age group 11-14": a group wider than one band is of the level of its oldest.
  const span = /age group (\d{1,2})\s*-\s*(\d{1,2})/.exec(t);
  if (span) return +span[2]! <= 10 ? 'age_group_8_10' : +span[2]! <= 12 ? 'age_group_11_12' : +span[2]! <= 14 ? 'age_group_13_14' : 'high_school';
  const words: Array<[Level, RegExp]> = [
    ['age_group_8_10', /8\s*-\s*10|10\s*&?\s*u|8\s*&\s*u/],
    ['age_group_11_12', /11\s*-\s*12/],
    ['age_group_13_14', /13\s*-\s*14/],
    ['high_school', /high school/],
    ['college_senior', /college|senior/],
    ['elite', /elite|pro/],
    ['masters', /masters/],
    ['summer_swim_team', /summer/],
    ['recreational', /recreational|beginner|fitness/],
  ];
  return words.find(([, re]) => re.test(t))?.[0] ?? null;
}

export function courseFrom(text: string): Course | null {
  const t = text.toLowerCase();
  if (/\bscy\b|short course yards/.test(t)) return 'SCY';
  if (/\bscm\b|short course met/.test(t)) return 'SCM';
  if (/\blcm\b|long course/.test(t)) return 'LCM';
  return null;
}

function focusFrom(text: string): Focus[] {
  const out: Focus[] = [];
  for (const part of text.split(',')) {
    const p = part.trim().toLowerCase();
    const f = (Object.entries(focusNames) as Array<[Focus, string]>).find(([k, label]) => label.toLowerCase() === p || k === p)?.[0];
    if (f && !out.includes(f)) out.push(f);
  }
  return out;
}

export function readTitle(s: ParseState, line: Line): boolean {
  if (s.title !== null || !/^\s*(?:\*\*|#\s)/.test(line.raw) || s.sections.length > 0 || s.weeks.length > 0) return false;
  if (sectionWords.some(([, re]) => re.test(line.text))) return false;
  s.title = line.text.replace(/:$/, '');
  return true;
}

/** "// coach: watch the turns", "(lane 3 on 1:40)", "Note: …", "Assumed: …", "Changed: …". */
export function readFreeLine(s: ParseState, line: Line): boolean {
  const t = line.text;
  if (/^(?:\/\/|>)/.test(t) || /^\(.*\)$/.test(t)) {
    s.notes.push(t.replace(/^(?:\/\/|>)\s*/, '').replace(/^\((.*)\)$/, '$1'));
    return true;
  }
  const kinds: Array<[RegExp, string[]]> = [
    [/^assum(?:ed|ptions?):\s*(.*)$/i, s.assumptions],
    [/^(?:changed|substitutions?|because of your limits):\s*(.*)$/i, s.substitutions],
    [/^(?:note|notes|coach(?:'s)? notes?|tip):\s*(.*)$/i, s.notes],
    // Said by the plan, recomputed from its sets and paces: read, not kept.
    [/^(?:paces|lane totals):\s*(.*)$/i, []],
  ];
  for (const [re, list] of kinds) {
    const m = re.exec(t);
    if (m) {
      if (m[1]) list.push(m[1]);
      return true;
    }
  }
  return false;
}

function applyField(s: ParseState, key: string, value: string): void {
  if (key === 'date' || key === 'start') s.date = /\d{4}-\d\d-\d\d/.exec(value)?.[0] ?? s.date;
  else if (key === 'course') {
    s.course = courseFrom(value) ?? s.course;
    if (/yard/i.test(value)) s.unitHint = 'yards';
    else if (/met/i.test(value)) s.unitHint = 'meters';
  } else if (key === 'level') {
    s.level = levelFrom(value) ?? s.level;
    const span = /^age group (\d{1,2})\s*-\s*(\d{1,2})$/i.exec(value.trim());
    // A band's own name ("Age group 11-12") is the squad, not a wider group.
    if (span && !['9-10', '11-12', '13-14'].includes(`${+span[1]!}-${+span[2]!}`)) s.ages = { low: +span[1]!, high: +span[2]! };
  }
  else if (key === 'focus') s.focus = focusFrom(value);
  else if (key === 'total') s.statedTotal = number(/[\d,.]+/.exec(value)?.[0] ?? '') || s.statedTotal;
  else if (key === 'event') s.targetEvent = value || null;
  else if (key === 'target date') s.targetDate = /\d{4}-\d\d-\d\d/.exec(value)?.[0] ?? null;
  else if (key === 'group') s.group = groupFrom(value) ?? s.group;
  else if (key === 'sessions/week') s.sessionsPerWeek = parseInt(value, 10) || null;
}

/** "Date: 2026-02-10 | Course: SCY | Level: High school". */
export function readFields(s: ParseState, line: Line): boolean {
  const t = line.text;
  const isFields = (/\b(?:date|start|course|level|focus)\s*:/i.test(t) && /[|·]/.test(t)) || /^(?:date|start|course|level|focus|event|target date|group|sessions\/week|session|pool)\s*:/i.test(t);
  if (!isFields) return false;
  for (const field of t.split(/\s*[|·]\s*/)) {
    const kv = /^([\w /]+?)\s*:\s*(.*)$/.exec(field);
    if (kv?.[1] && kv[2] !== undefined) applyField(s, kv[1].toLowerCase(), kv[2].trim());
  }
  return true;
}

/** "Total: 4.5k", "Grand total 5,200 yards". */
export function readTotal(s: ParseState, line: Line): boolean {
  const total = /^(?:grand\s+)?total(?:\s+(?:distance|yardage|meters|volume))?\s*[:=-]?\s*([\d][\d,.]*)\s*(k\b)?\s*(yards?|yds?|y\b|meters?|metres?|m\b)?/i.exec(line.text);
  if (!total?.[1]) return false;
  s.statedTotal = Math.round(parseFloat(total[1].replace(/,/g, '')) * (total[2] ? 1000 : 1));
  if (total[3]) s.unitHint = /^y/i.test(total[3]) ? 'yards' : 'meters';
  return true;
}
