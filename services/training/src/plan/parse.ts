import type {
  Course,
  DrylandPart,
  DrylandSession,
  Equipment,
  Focus,
  GroupType,
  Level,
  Plan,
  PlanSection,
  Provider,
  SeasonPhase,
  SeasonWeek,
  SectionKind,
  SetBlock,
  Stroke,
  SwimSet,
  Taper,
  Zone,
  ZoneMix,
} from '@laneforge/contracts';
import { addDays, focusNames, levelNames, phaseNames, ZONES as zones } from '@laneforge/contracts';
import { computeTotals, emptyZones, sectionDistance, unitOf } from './model';

export interface ParseProblem {
  /** 1-based line number in the text. */
  line: number;
  text: string;
  reason: string;
}

/** Facts the caller knows from the request, used where the text does not say them. */
export interface ParseContext {
  date?: string;
  course?: Course;
  level?: Level;
  provider?: Provider;
  kind?: 'workout' | 'season';
  group?: GroupType;
  requestedDistance?: number | null;
  requestedMinutes?: number | null;
  /** Title for a text without a `**Title**` line, e.g. "{product} Workout". */
  defaultTitle?: string;
}

export interface ParseResult {
  plan: Plan;
  problems: ParseProblem[];
}

const zoneRe = /\b(REC|EN[123]|SP[123])\b/i;
const timeToken = String.raw`(\d{1,2}:\d{2}|:\d{2}|\d{1,3}\s*(?:s|sec|secs|seconds)\b|\d{2,3}\b)`;
const intervalRe = new RegExp(String.raw`(?:@|\bon(?:\s+the)?\b|\bevery\b|\bsend[- ]?off\b|\binterval\b)\s*` + timeToken, 'i');
const restAfterRe = new RegExp(String.raw`(?:\bw\/\s*|\bwith\s+)?` + timeToken + String.raw`\s*(?:seconds?\s+)?rest\b`, 'i');
const restBeforeRe = new RegExp(String.raw`\b(?:rest|r\.?i\.?)\s*(?:of\s*)?[:=]?\s*` + timeToken, 'i');

const strokeWords: Array<[Stroke, RegExp]> = [
  ['im', /\b(?:im|individual medley|medley)\b/i],
  ['free', /\b(?:free(?:style)?|fr|swim|crawl)\b/i],
  ['back', /\b(?:back(?:stroke)?|bk)\b/i],
  ['breast', /\b(?:breast(?:stroke)?|br)\b/i],
  ['fly', /\b(?:fly|butterfly)\b/i],
  ['choice', /\b(?:choice|ch|any stroke|non[- ]?free)\b/i],
  ['drill', /\b(?:drills?|dr)\b/i],
  ['kick', /\bkick\b/i],
  ['pull', /\bpull\b/i],
];

const equipmentRes: Array<[Equipment, RegExp]> = [
  ['fins', /\bfins?\b|\bzoomers\b/i],
  ['paddles', /\bpaddles?\b/i],
  ['pull_buoy', /\b(?:pull[- ]?)?buoy\b/i],
  ['kickboard', /\b(?:kick)?board\b/i],
  ['snorkel', /\bsnorkels?\b/i],
  ['band', /\b(?:ankle\s+)?band\b/i],
  ['parachute', /\b(?:para)?chute\b|\bdrag suit\b/i],
];

const sectionRes: Array<[SectionKind, RegExp]> = [
  ['warmup', /^(?:warm[- ]?up|wu)\b/i],
  ['preset', /^pre[- ]?(?:set|main(?:\s+set)?)\b/i],
  ['race_pace', /^race[- ]?pace(?:\s+set)?\b/i],
  ['skills', /^(?:race\s+)?skills?\b|^(?:starts?|turns?|underwaters?)(?:\s*(?:&|and|,)\s*(?:starts?|turns?|underwaters?))*(?:\s+set)?(?=\s*[:(—–-]|\s*$)/i],
  ['drill', /^(?:drills?|technique)(?:\s+set)?(?=\s*[:(—–-]|\s*$|\s+\d)/i],
  ['kick', /^kick(?:\s+set)?(?=\s*[:(—–-]|\s*$|\s+\d)/i],
  ['pull', /^pull(?:\s+set)?(?=\s*[:(—–-]|\s*$|\s+\d)/i],
  ['main', /^main(?:\s+set)?\b/i],
  ['secondary', /^(?:secondary|second)(?:\s+set)?\b|^(?:aerobic|endurance|threshold)\s+set\b/i],
  ['sprint', /^(?:sprint|speed)(?:\s+set)?(?=\s*[:(—–-]|\s*$|\s+\d)/i],
  ['cooldown', /^(?:cool[- ]?down|warm[- ]?down|swim[- ]?down|cd)\b/i],
];

const defaultZone: Record<SectionKind, Zone> = {
  warmup: 'EN1', preset: 'EN2', drill: 'EN1', kick: 'EN1', pull: 'EN1', skills: 'EN3',
  main: 'EN2', secondary: 'EN2', sprint: 'SP3', race_pace: 'SP1', cooldown: 'REC',
};

function seconds(token: string): number {
  const t = token.trim().toLowerCase();
  if (t.includes(':')) {
    const [m, s] = t.split(':');
    return (m ? parseInt(m, 10) : 0) * 60 + parseInt(s ?? '0', 10);
  }
  const n = parseInt(t, 10);
  // A bare three-digit send-off is how coaches shorthand minutes and seconds: "@ 130" is 1:30.
  return /^\d{3}$/.test(t) && n % 100 < 60 ? Math.floor(n / 100) * 60 + (n % 100) : n;
}

function number(text: string): number {
  return parseInt(text.replace(/[,.\s]/g, ''), 10);
}

function clean(line: string): string {
  return line
    .replace(/\*\*|__/g, '')
    .replace(/^\s*#{1,6}\s+/, '')
    .replace(/^\s*(?:[-*•+]|\d{1,2}[.)])\s+/, '')
    .trim();
}

function inferZone(text: string, distance: number, section: SectionKind): Zone {
  const t = text.toLowerCase();
  if (/\b(?:easy|recovery|loosen|loose|cool|relaxed)\b/.test(t)) return 'REC';
  if (/race[- ]pace|broken/.test(t)) return 'SP1';
  if (/all[- ]out|\bmax\b|sprint|fast/.test(t)) return distance <= 25 ? 'SP3' : section === 'warmup' || section === 'kick' || section === 'drill' ? 'EN2' : 'SP2';
  if (/vo2|heart rate/.test(t)) return 'EN3';
  if (/threshold|best average|descend|hold/.test(t)) return 'EN2';
  if (/aerobic|steady|smooth/.test(t)) return 'EN1';
  return defaultZone[section];
}

function firstStroke(text: string): Stroke | null {
  let stroke: Stroke | null = null;
  let best = Infinity;
  for (const [s, re] of strokeWords) {
    const m = re.exec(text);
    if (m && m.index < best) {
      best = m.index;
      stroke = s;
    }
  }
  return stroke;
}

/** One set written in coach notation, or the reason it could not be read. */
export function parseSet(text: string, section: SectionKind): SwimSet | string {
  const head = /^(?:(\d{1,2})\s*[x×*]\s*)?(\d{2,5})\s*(?:(?:yards?|yds?|y|meters?|metres?|m)\b)?\s*(.*)$/i.exec(text);
  if (!head?.[2]) return 'not a set: expected "reps x distance" or a distance';
  const reps = head[1] ? parseInt(head[1], 10) : 1;
  const distance = parseInt(head[2], 10);
  if (reps < 1 || distance < 25) return 'not a set: distance shorter than one length';
  let tail = head[3] ?? '';
  const dash = /\s+(?:—|–|--|-)\s+/.exec(tail);
  let right = '';
  if (dash) {
    right = tail.slice(dash.index + dash[0].length);
    tail = tail.slice(0, dash.index);
  }
  let zone: Zone | null = null;
  const zoneRight = /^(REC|EN[123]|SP[123])\b[,:]?\s*/i.exec(right);
  if (zoneRight?.[1]) {
    zone = zoneRight[1].toUpperCase() as Zone;
    right = right.slice(zoneRight[0].length);
  }
  const zoneLeft = zoneRe.exec(tail);
  if (zoneLeft?.[1]) {
    zone ??= zoneLeft[1].toUpperCase() as Zone;
    tail = tail.replace(zoneRe, ' ');
  }

  let sendOff: SwimSet['sendOff'] = null;
  const rest = restAfterRe.exec(tail) ?? restBeforeRe.exec(tail);
  if (rest?.[1]) {
    sendOff = { type: 'rest', seconds: seconds(rest[1]) };
    tail = tail.replace(rest[0], ' ');
  }
  const interval = intervalRe.exec(tail);
  if (interval?.[1]) {
    sendOff = { type: 'interval', seconds: seconds(interval[1]) };
    tail = tail.replace(interval[0], ' ');
  }
  if (sendOff?.type === 'interval' && sendOff.seconds <= 0) return 'send-off of zero seconds';

  const equipment: Equipment[] = [];
  let halfLength = false;
  const descriptionParts: string[] = [];
  let parenStroke: Stroke | null = null;
  tail = tail.replace(/\(([^)]*)\)/g, (_m, inner: string) => {
    const tokens = inner.split(/\s*(?:,|\/|&|\+|\band\b)\s*/).map((t) => t.trim()).filter(Boolean);
    const gear = tokens.map((t) => (/^half[- ]?length$/i.test(t) ? 'half' : equipmentRes.find(([, re]) => re.test(t) && t.split(/\s+/).length <= 2)?.[0]));
    if (tokens.length > 0 && gear.every(Boolean)) {
      for (const g of gear) {
        if (g === 'half') halfLength = true;
        else if (g && !equipment.includes(g as Equipment)) equipment.push(g as Equipment);
      }
    } else {
      descriptionParts.push(inner.trim());
      parenStroke ??= firstStroke(inner);
    }
    return ' ';
  });
  tail = tail.replace(/\b(?:w\/|with)\s*((?:(?:fins?|paddles?|(?:pull[- ]?)?buoy|(?:kick)?board|snorkels?|band|chute|parachute)(?:\s*(?:,|&|\+|and)\s*)?)+)/gi, (_m, list: string) => {
    for (const [e, re] of equipmentRes) if (re.test(list) && !equipment.includes(e)) equipment.push(e);
    return ' ';
  });
  if (/\bhalf[- ]?length\b|\bto the (?:middle|bulkhead)\b/i.test(tail)) {
    halfLength = true;
    tail = tail.replace(/\bhalf[- ]?length\b/i, ' ');
  }

  let stroke = firstStroke(tail);
  if (stroke) {
    const re = strokeWords.find(([s]) => s === stroke)?.[1] as RegExp;
    tail = tail.replace(re, ' ');
  }
  stroke ??= parenStroke ?? (section === 'kick' ? 'kick' : section === 'pull' ? 'pull' : section === 'drill' ? 'drill' : 'free');

  const leftover = tail.replace(/[,;]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (/\d/.test(leftover) && !/\b\d+\s*[-/]\s*\d+\b|\b\d+(?:st|nd|rd|th)\b|\bby\s+\d+|\b\d+\s+(?:free|back|breast|fly|kick|drill|swim|easy|fast)\b|\bbreathe\b|\bpace\b/i.test(leftover)) {
    return `could not read "${leftover}"`;
  }
  const description = [leftover, ...descriptionParts, right.trim()].filter(Boolean).join(', ');
  return {
    reps,
    distance,
    stroke,
    description,
    sendOff,
    zone: zone ?? inferZone(`${description} ${text}`, distance, section),
    equipment,
    halfLength,
  };
}

interface Line {
  no: number;
  raw: string;
  indent: number;
  text: string;
}

const blockHeaderRe = /^(?:(\d{1,2})\s*(?:rounds?|times|x|×)(?:\s+(?:of|through))?|repeat\s+(\d{1,2})\s*(?:times|x)?|x\s*(\d{1,2}))\s*(?:(?:—|–|-)\s*(.*?))?\s*[:{]\s*(.*)$/i;

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
  if (/8\s*-\s*10|10\s*&?\s*u/.test(t)) return 'age_group_8_10';
  if (/11\s*-\s*12/.test(t)) return 'age_group_11_12';
  if (/13\s*-\s*14/.test(t)) return 'age_group_13_14';
  if (/high school/.test(t)) return 'high_school';
  if (/college|senior/.test(t)) return 'college_senior';
  if (/elite|pro/.test(t)) return 'elite';
  if (/masters/.test(t)) return 'masters';
  if (/summer/.test(t)) return 'summer_swim_team';
  if (/recreational|beginner|fitness/.test(t)) return 'recreational';
  return null;
}

function courseFrom(text: string): Course | null {
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

function zoneMixFrom(text: string): ZoneMix | null {
  const mix = emptyZones();
  let found = 0;
  for (const z of zones) {
    const m = new RegExp(`\\b${z}\\s*(\\d{1,3})\\s*%`, 'i').exec(text);
    if (m?.[1]) {
      mix[z] = parseInt(m[1], 10);
      found++;
    }
  }
  return found > 0 ? mix : null;
}

const phaseFromText = (text: string): SeasonPhase | null => {
  const t = text.toLowerCase();
  const entry = (Object.entries(phaseNames) as Array<[SeasonPhase, string]>).find(([, label]) => t.includes(label.toLowerCase()));
  if (entry) return entry[0];
  if (/base|general/.test(t)) return 'general_preparation';
  if (/specific|build/.test(t)) return 'specific_preparation';
  if (/competition|race prep|peak/.test(t)) return 'competition';
  if (/taper/.test(t)) return 'taper';
  if (/transition|off[- ]?season|rest/.test(t)) return 'transition';
  return null;
};

/**
 * Reads a plan written in coach notation (ours or a language model's) into the model. Lines it
 * cannot read are returned as problems with their line numbers; stated totals are kept as stated
 * so the validator can compare them with the sets.
 */
export function parsePlanText(text: string, context: ParseContext = {}): ParseResult {
  const problems: ParseProblem[] = [];
  const lines: Line[] = text.split(/\r?\n/).map((raw, i) => {
    const expanded = raw.replace(/\t/g, '  ');
    return { no: i + 1, raw, indent: expanded.length - expanded.trimStart().length, text: clean(expanded) };
  });

  let title: string | null = null;
  let date = context.date ?? null;
  let course = context.course ?? null;
  let level = context.level ?? null;
  let focus: Focus[] = [];
  let statedTotal: number | null = null;
  let targetEvent: string | null = null;
  let targetDate: string | null = null;
  let group: GroupType = context.group ?? 'team';
  let sessionsPerWeek: number | null = null;
  let unitHint: 'yards' | 'meters' | null = null;
  const assumptions: string[] = [];
  const notes: string[] = [];
  const sections: PlanSection[] = [];
  const dryland: DrylandSession[] = [];
  const weeks: SeasonWeek[] = [];
  let taper: Taper | null = null;

  let section: PlanSection | null = null;
  let block: { block: SetBlock; indent: number; braced: boolean; indented: boolean | null } | null = null;
  let dry: DrylandSession | null = null;
  let dryPart: DrylandPart = 'activation';
  let week: SeasonWeek | null = null;
  let inKeySets = false;

  const closeBlock = () => {
    if (block && block.block.sets.length === 0) {
      problems.push({ line: 0, text: '', reason: `a ${block.block.rounds}-round block has no sets` });
    }
    block = null;
  };
  const currentSection = (): PlanSection => {
    if (!section) {
      section = { kind: 'main', name: 'Workout', blocks: [], distance: -1 };
      sections.push(section);
    }
    return section;
  };
  const addSet = (set: SwimSet, line: Line) => {
    if (week && inKeySets) {
      week.keySets.push(set);
      return;
    }
    const target = currentSection();
    if (block && (block.braced || (block.indented === null ? true : block.indented ? line.indent > block.indent : true))) {
      if (block.indented === null) block.indented = line.indent > block.indent;
      block.block.sets.push(set);
      return;
    }
    closeBlock();
    target.blocks.push({ rounds: 1, label: null, sets: [set] });
  };

  for (const line of lines) {
    const t = line.text;
    if (!t) {
      if (block && !block.braced) closeBlock();
      continue;
    }
    if (title === null && /^\s*(?:\*\*|#\s)/.test(line.raw) && sections.length === 0 && weeks.length === 0 && !sectionRes.some(([, re]) => re.test(t))) {
      title = t.replace(/:$/, '');
      continue;
    }
    if (block && !block.braced && block.indented && line.indent <= block.indent) closeBlock();

    if (/^(?:\/\/|>)/.test(t) || /^\(.*\)$/.test(t)) {
      notes.push(t.replace(/^(?:\/\/|>)\s*/, '').replace(/^\((.*)\)$/, '$1'));
      continue;
    }
    if (/^}\s*$/.test(t)) {
      closeBlock();
      continue;
    }
    const assumed = /^assum(?:ed|ptions?):\s*(.*)$/i.exec(t);
    if (assumed) {
      if (assumed[1]) assumptions.push(assumed[1]);
      continue;
    }
    const note = /^(?:note|notes|coach(?:'s)? notes?|tip):\s*(.*)$/i.exec(t);
    if (note) {
      if (note[1]) notes.push(note[1]);
      continue;
    }

    if (/\b(?:date|start|course|level|focus)\s*:/i.test(t) && /[|·]/.test(t) || /^(?:date|start|course|level|focus|event|target date|group|sessions\/week)\s*:/i.test(t)) {
      for (const field of t.split(/\s*[|·]\s*/)) {
        const kv = /^([\w /]+?)\s*:\s*(.*)$/.exec(field);
        if (!kv?.[1] || kv[2] === undefined) continue;
        const key = kv[1].toLowerCase();
        const value = kv[2].trim();
        if (key === 'date' || key === 'start') date = /\d{4}-\d\d-\d\d/.exec(value)?.[0] ?? date;
        else if (key === 'course') {
          course = courseFrom(value) ?? course;
          if (/yard/i.test(value)) unitHint = 'yards';
          else if (/met/i.test(value)) unitHint = 'meters';
        } else if (key === 'level') level = levelFrom(value) ?? level;
        else if (key === 'focus') focus = focusFrom(value);
        else if (key === 'total') statedTotal = number(/[\d,.]+/.exec(value)?.[0] ?? '') || statedTotal;
        else if (key === 'event') targetEvent = value || null;
        else if (key === 'target date') targetDate = /\d{4}-\d\d-\d\d/.exec(value)?.[0] ?? null;
        else if (key === 'group') group = groupFrom(value) ?? group;
        else if (key === 'sessions/week') sessionsPerWeek = parseInt(value, 10) || null;
      }
      continue;
    }
    const total = /^(?:grand\s+)?total(?:\s+(?:distance|yardage|meters|volume))?\s*[:=-]?\s*([\d][\d,.]*)\s*(k\b)?\s*(yards?|yds?|y\b|meters?|metres?|m\b)?/i.exec(t);
    if (total?.[1]) {
      statedTotal = Math.round(parseFloat(total[1].replace(/,/g, '')) * (total[2] ? 1000 : 1));
      if (total[3]) unitHint = /^y/i.test(total[3]) ? 'yards' : 'meters';
      continue;
    }
    const taperLine = /^taper:\s*weeks?\s*(\d+)(?:\s*-\s*(\d+))?.*?down\s*(\d+)%.*?from\s*([\d,]+)\s*to\s*([\d,]+)/i.exec(t);
    if (taperLine) {
      const [, a, b, pct, from, to] = taperLine;
      taper = { startWeek: number(a ?? '1'), weeks: number(b ?? a ?? '1') - number(a ?? '1') + 1, volumeReductionPercent: number(pct ?? '0'), peakVolume: number(from ?? '0'), raceWeekVolume: number(to ?? '0') };
      continue;
    }

    const weekLine = /^week\s+(\d{1,2})\s*(?:\((\d{4}-\d\d-\d\d)\))?\s*(?:—|–|-|:)?\s*(.*)$/i.exec(t);
    if (weekLine?.[1]) {
      closeBlock();
      section = null;
      const rest = weekLine[3] ?? '';
      const volume = /([\d][\d,]*)\s*(?:yards?|yds?|meters?|metres?|m\b|y\b)/i.exec(rest);
      const sessions = /(\d+)\s*(?:sessions|practices|workouts)/i.exec(rest);
      const drySessions = /(\d+)\s*dryland/i.exec(rest);
      const loadWord = /,\s*(load|recovery|taper|race)\s*:/i.exec(rest);
      week = {
        week: parseInt(weekLine[1], 10),
        startDate: weekLine[2] ?? '',
        phase: phaseFromText(rest) ?? 'general_preparation',
        load: (loadWord?.[1]?.toLowerCase() as SeasonWeek['load'] | undefined) ?? 'load',
        volume: volume?.[1] ? number(volume[1]) : 0,
        sessions: sessions?.[1] ? parseInt(sessions[1], 10) : sessionsPerWeek ?? 1,
        emphasis: '',
        keySets: [],
        zoneMix: emptyZones(),
        drylandSessions: drySessions?.[1] ? parseInt(drySessions[1], 10) : 0,
      };
      if (!volume) problems.push({ line: line.no, text: line.raw, reason: 'week without a volume' });
      weeks.push(week);
      inKeySets = false;
      continue;
    }
    if (week) {
      const emphasis = /^emphasis:\s*(.*)$/i.exec(t);
      if (emphasis) {
        week.emphasis = emphasis[1] ?? '';
        continue;
      }
      if (/^zone mix:/i.test(t)) {
        const mix = zoneMixFrom(t);
        if (mix) week.zoneMix = mix;
        else problems.push({ line: line.no, text: line.raw, reason: 'zone mix without percentages' });
        continue;
      }
      if (/^key sets?:?$/i.test(t)) {
        inKeySets = true;
        continue;
      }
    }

    const dryHeader = /^(dry[- ]?land|mobility|strength(?: and conditioning)?)(?:\s+[\w ]*)?\s*\((\d+)\s*min\)\s*:?$/i.exec(t);
    if (dryHeader?.[2]) {
      closeBlock();
      section = null;
      week = null;
      dry = { title: t.replace(/\s*\(\d+\s*min\)\s*:?$/i, ''), minutes: parseInt(dryHeader[2], 10), parts: [] };
      dryland.push(dry);
      continue;
    }
    if (dry) {
      const part = /^(activation|strength|core|mobility):?$/i.exec(t);
      if (part?.[1]) {
        dryPart = part[1].toLowerCase() as DrylandPart;
        dry.parts.push({ part: dryPart, exercises: [] });
        continue;
      }
      const ex = /^(.+?):\s*(\d+)\s*x\s*(\d+)\s*(s|sec)?\b(?:,\s*rest\s*(\d{1,2}:\d{2}|:\d{2}|\d+\s*s?))?(?:\s*(?:—|–|-)\s*(.*))?$/i.exec(t);
      if (ex?.[1] && ex[2] && ex[3]) {
        if (dry.parts.length === 0) dry.parts.push({ part: dryPart, exercises: [] });
        const timed = Boolean(ex[4]);
        dry.parts[dry.parts.length - 1]?.exercises.push({
          name: ex[1].trim(),
          sets: parseInt(ex[2], 10),
          reps: timed ? null : parseInt(ex[3], 10),
          seconds: timed ? parseInt(ex[3], 10) : null,
          restSeconds: ex[5] ? seconds(ex[5]) : 0,
          note: ex[6]?.trim() ?? '',
        });
        continue;
      }
    }

    const header = sectionRes.find(([, re]) => re.test(t));
    if (header && !/^\d/.test(t)) {
      const [kind, re] = header;
      const m = re.exec(t) as RegExpExecArray;
      let rest = t.slice(m[0].length);
      const nameExtra = /^\s*(?:#?\s*\d\b(?!\s*[x×]))?/.exec(rest)?.[0] ?? '';
      const name = (m[0] + nameExtra).trim();
      rest = rest.slice(nameExtra.length);
      const sub = /^\s*(?:\((?:~\s*)?([\d][\d,]*)\s*(?:yards?|yds?|meters?|metres?|m|y)?\)|[-—–:]\s*([\d][\d,]*)\s*(?:yards?|yds?|meters?|metres?|m|y)\b|[-—–:]\s*([\d][\d,]*)\s*$)\s*:?\s*/i.exec(rest);
      const stated = sub?.[1] ?? sub?.[2] ?? sub?.[3];
      if (sub) rest = rest.slice(sub[0].length);
      rest = rest.replace(/^\s*[:—–-]\s*/, '').trim();
      closeBlock();
      dry = null;
      week = null;
      section = { kind, name: name.replace(/\s+/g, ' '), blocks: [], distance: stated ? number(stated) : -1 };
      sections.push(section);
      if (rest) {
        const set = parseSet(rest, kind);
        if (typeof set === 'string') problems.push({ line: line.no, text: line.raw, reason: set });
        else addSet(set, line);
      }
      continue;
    }

    const bh = blockHeaderRe.exec(t);
    if (bh) {
      closeBlock();
      const n = parseInt(bh[1] ?? bh[2] ?? bh[3] ?? '1', 10);
      const label = bh[4]?.trim() || null;
      const target = currentSection();
      const newBlock: SetBlock = { rounds: n, label, sets: [] };
      target.blocks.push(newBlock);
      block = { block: newBlock, indent: line.indent, braced: /\{\s*$/.test(t) || /\{/.test(t.slice(0, t.length - (bh[5]?.length ?? 0))), indented: null };
      const inline = bh[5]?.replace(/}\s*$/, '').trim();
      if (inline) {
        for (const part of inline.split(/\s*(?:\+|;|,(?=\s*\d))\s*/)) {
          const set = parseSet(part, target.kind);
          if (typeof set === 'string') problems.push({ line: line.no, text: line.raw, reason: set });
          else newBlock.sets.push(set);
        }
        block = null;
      }
      continue;
    }

    const set = parseSet(t, section?.kind ?? 'main');
    if (typeof set === 'string') {
      problems.push({ line: line.no, text: line.raw, reason: set });
      continue;
    }
    addSet(set, line);
  }
  closeBlock();

  for (const s of sections) s.blocks = s.blocks.filter((b) => b.sets.length > 0);
  const resolvedCourse: Course = course ?? (unitHint === 'meters' ? 'SCM' : 'SCY');
  const resolvedLevel: Level = level ?? 'high_school';
  const resolvedDate = date ?? '1970-01-01';
  // A week written without its date starts seven days after the one before.
  for (const w of weeks) if (!w.startDate) w.startDate = addDays(resolvedDate, (w.week - 1) * 7);
  const kind = context.kind ?? (weeks.length > 0 ? 'season' : 'workout');
  const base = {
    provider: context.provider ?? 'openai',
    title: title ?? context.defaultTitle ?? 'Workout',
    date: resolvedDate,
    course: resolvedCourse,
    unit: unitOf(resolvedCourse),
    level: resolvedLevel,
    focus,
    group,
    targetEvent,
    dryland,
    assumptions,
    notes,
  };
  if (!course) problems.push({ line: 0, text: '', reason: `no course given: read as ${resolvedCourse}` });
  if (!date) problems.push({ line: 0, text: '', reason: 'no date given' });

  if (kind === 'season') {
    const sessions = sessionsPerWeek ?? weeks[0]?.sessions ?? 1;
    return {
      plan: {
        kind: 'season',
        ...base,
        targetDate,
        sessionsPerWeek: sessions,
        weeks: weeks.length > 0 ? weeks : [],
        taper,
        totals: {
          weeks: Math.max(1, weeks.length),
          distance: statedTotal ?? weeks.reduce((s, w) => s + w.volume, 0),
          peakWeekVolume: weeks.reduce((m, w) => Math.max(m, w.volume), 0),
          sessions: weeks.reduce((s, w) => s + w.sessions, 0),
        },
      },
      problems,
    };
  }

  const computed = computeTotals({ sections: sections.map((s) => ({ ...s, distance: sectionDistance(s) })), level: resolvedLevel, course: resolvedCourse });
  return {
    plan: {
      kind: 'workout',
      ...base,
      requestedDistance: context.requestedDistance ?? null,
      requestedMinutes: context.requestedMinutes ?? null,
      sections: sections.map((s) => ({ ...s, distance: s.distance < 0 ? sectionDistance(s) : s.distance })),
      totals: { ...computed, distance: statedTotal ?? computed.distance },
    },
    problems,
  };
}

