import type { Equipment } from '@laneforge/contracts';

export const equipmentWords: ReadonlyArray<readonly [Equipment, RegExp]> = [
  ['fins', /\bfins?\b|\bzoomers\b|\bflippers\b/i],
  ['paddles', /\bpaddles?\b/i],
  ['pull_buoy', /\b(?:pull[- ]?)?buoys?\b|\bpullbuoys?\b/i],
  ['kickboard', /\b(?:kick[- ]?)?boards?\b/i],
  ['snorkel', /\bsnorkels?\b/i],
  ['band', /\b(?:ankle\s+)?bands?\b|\bankle straps?\b/i],
  ['parachute', /\b(?:para)?chutes?\b|\bdrag suits?\b/i],
];

export function equipmentIn(text: string): Equipment[] {
  return equipmentWords.filter(([, re]) => re.test(text)).map(([e]) => e);
}

