import type { SectionKind, Zone } from '@laneforge/contracts';

/** Section headings coaches write; "WU", "CD" and "warm-down" included, and the engine's own named sections. */
export const sectionWords: ReadonlyArray<readonly [SectionKind, RegExp]> = [
  ['main', /^(?:test set|race-pace set|race pace 1|broken swims|breathing patterns|pack swimming|apply it)(?=\s*[(:]|\s*$)/i],
  ['race_pace', /^(?:race pace 2|pace)(?=\s*[(:]|\s*$)/i],
  ['pull', /^aerobic pull(?=\s*[(:]|\s*$)/i],
  ['secondary', /^(?:im set|coach set|off the walls|surges)(?=\s*[(:]|\s*$)/i],
  ['skills', /^(?:sighting|im turns)(?=\s*[(:]|\s*$)/i],
  ['preset', /^(?:deep-water starts|build|transition pre-set)(?=\s*[(:]|\s*$)/i],
  ['warmup', /^loosen(?=\s*[(:]|\s*$)/i],
  ['cooldown', /^easy(?=\s*[(:]|\s*$)/i],
  ['drill', /^drill progression(?=\s*[(:]|\s*$)/i],
  ['warmup', /^(?:warm[- ]?ups?|wu)\b/i],
  ['preset', /^pre[- ]?(?:sets?|main(?:\s+set)?)\b/i],
  ['race_pace', /^(?:race[- ]?pace|rp)(?:\s+set)?\b/i],
  ['skills', /^(?:race\s+)?skills?\b|^(?:starts?|turns?|underwaters?)(?:\s*(?:&|and|,)\s*(?:starts?|turns?|underwaters?))*(?:\s+set)?(?=\s*[:(—–-]|\s*$)/i],
  ['drill', /^(?:drills?|technique)(?:\s+set)?(?=\s*[:(—–-]|\s*$|\s+\d)/i],
  ['kick', /^kick(?:\s+set)?(?=\s*[:(—–-]|\s*$|\s+\d)/i],
  ['pull', /^pull(?:\s+set)?(?=\s*[:(—–-]|\s*$|\s+\d)/i],
  ['main', /^main(?:\s+set)?\b/i],
  ['secondary', /^(?:secondary|second)(?:\s+set)?\b|^(?:aerobic|endurance|threshold)\s+set\b/i],
  ['sprint', /^(?:sprint|speed)(?:\s+set)?(?=\s*[:(—–-]|\s*$|\s+\d)/i],
  ['cooldown', /^(?:cool[- ]?downs?|warm[- ]?downs?|swim[- ]?downs?|cd)\b/i],
];

/** Effort words to zones (COACHING.md §3), for a set the coach wrote without a zone. */
export function effortZone(text: string, distance: number, section: SectionKind): Zone | null {
  const t = text.toLowerCase();
  // "odds fast evens ez", "fast/ez by 25": the set is as hard as its fast part.
  const mixed = /\b(?:fast|hard|sprint|max|strong)\b/.test(t) && /\b(?:odds?|evens?|by 25|by 50|\/\s*(?:ez|easy)|(?:ez|easy)\s*\/)/.test(t);
  if (!mixed && /\b(?:easy|ez|recovery|loosen|loose|cool|relaxed|warm[- ]?down)\b/.test(t)) return 'REC';
  if (/\busrpt\b|race[- ]pace|\brp\b|goal pace|\bfail(?:ure)? rule\b|\bstop rule\b/.test(t)) return distance <= 25 ? 'SP1' : 'EN3';
  if (/broken/.test(t)) return 'SP1';
  if (/all[- ]out|\bmax\b|sprint|\bfast\b/.test(t)) {
    if (distance <= 25) return 'SP3';
    return section === 'warmup' || section === 'kick' || section === 'drill' ? 'EN2' : 'SP2';
  }
  // "holding 400 pace", "at 800 pace", "blue": VO2 work (COACHING.md §3, EN3's coach words).
  if (/vo2|heart rate|\bstrong\b|\b(?:200|400|500|800|mile|1500|1650) (?:race )?pace|\bblue\b|\boverload\b/.test(t)) return 'EN3';
  if (/\b(?:50|100) (?:race )?pace\b/.test(t)) return distance <= 50 ? 'SP2' : 'SP1';
  if (/threshold|best average|best avg|\bdesc(?:end)?\b|\bhold\b|css|\bmod\b/.test(t)) return 'EN2';
  if (/aerobic|steady|smooth|build/.test(t)) return 'EN1';
  return null;
}

