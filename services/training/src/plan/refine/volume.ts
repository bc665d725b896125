import { numberText } from '@laneforge/contracts';
import { readMinutes, readVolume } from '../vocabulary';
import { profileOf } from '../squads';
import { type RefineDraft } from './draft';
import type { Op } from './op';

/** Volume and time: "make it 4000", "cut 500", "10% less", "shorter", "we only have 60 minutes". */

const unitWord = (d: RefineDraft) => d.plan.unit;

function setTarget(d: RefineDraft, value: number, why: string): string {
  const [lo, hi] = profileOf(d.plan).volume;
  const target = Math.min(hi * 1.05, Math.max(Math.min(lo, value), Math.round(value / 50) * 50));
  d.target = target;
  d.volumeSet = true;
  return target === Math.round(value / 50) * 50 ? `${why}: ${numberText(target)} ${unitWord(d)}.` : `${why}: ${numberText(target)} ${unitWord(d)} (${numberText(value)} is outside what one practice of this group holds).`;
}

function amountIn(clause: string): number | null {
  const m = /(\d{1,2}(?:[.,]\d{3})|\d{2,5}|\d{1,2}(?:\.\d)?\s*k)\b(?!\s*(?:x|%|percent|min|'|s\b))/.exec(clause);
  if (!m?.[1]) return null;
  const raw = m[1].replace(/\s/g, '');
  return raw.endsWith('k') ? Math.round(parseFloat(raw) * 1000) : parseInt(raw.replace(/[,.]/g, ''), 10);
}

export function readTime(clause: string): Op | null {
  const minutes = readMinutes(clause);
  if (!minutes || !/\b(?:make it|shorten|fit|only have|we have|cut|in|under|within|to|keep it|down to|max|have)\b/.test(clause)) return null;
  return {
    understood: `fit it into ${minutes.value} min`,
    run: (d) => {
      const rate = profileOf(d.plan).rate;
      const others = (d.plan.constraints ?? []).filter((c) => c.rule !== 'max_minutes');
      d.plan.constraints = [...others, { rule: 'max_minutes', value: minutes.value, said: minutes.said }];
      d.plan.requestedMinutes = minutes.value;
      return setTarget(d, Math.round((minutes.value * rate) / 100) * 100, `Fitted to ${minutes.value} min`);
    },
  };
}

export function readAbsolute(clause: string): Op | null {
  if (/\bx\b|\d\s*x\s*\d/.test(clause)) return null;
  const asked = /\b(?:make it|to|total|only|just|change (?:it )?to|set (?:it )?to|at|about|around|go)\b/.test(clause) || /^\s*\d/.test(clause);
  const volume = readVolume(clause);
  const value = volume?.value.value ?? (asked ? amountIn(clause) : null);
  if (!value || value < 300 || !asked || /\b(?:cut|drop|take off|remove|less|more|add|extra|another|minus|plus|by)\b/.test(clause)) return null;
  return { understood: `volume to ${numberText(value)}`, run: (d) => setTarget(d, value, 'Volume set') };
}

export function readRelative(clause: string): Op | null {
  const pct = /(\d{1,2})\s*(?:%|percent)/.exec(clause);
  const down = /\b(?:cut|drop|take off|remove|subtract|lose|minus|shave|less|fewer|reduce|lower|down|shorter|trim)\b/.test(clause);
  const up = /\b(?:add|plus|another|extra|more|increase|up|longer|raise|bump)\b/.test(clause);
  if (down === up) return null;
  if (pct) {
    const share = Number(pct[1]) / 100;
    return { understood: `${down ? 'cut' : 'add'} ${pct[1]}%`, run: (d) => setTarget(d, d.target * (down ? 1 - share : 1 + share), down ? `${pct[1]}% shorter` : `${pct[1]}% longer`) };
  }
  const value = /\bx\b|\d\s*x\s*\d|\bmin|\bminute|'/.test(clause) ? null : amountIn(clause);
  if (!value || value < 100) return null;
  return { understood: `${down ? 'cut' : 'add'} ${numberText(value)}`, run: (d) => setTarget(d, d.target + (down ? -value : value), down ? `${numberText(value)} shorter` : `${numberText(value)} longer`) };
}

export function readShorterLonger(clause: string): Op | null {
  const shorter = /\bshorter\b|\bless (?:volume|yardage|meters|distance)\b|\bcut (?:it )?(?:down|back)\b|\btrim (?:it|the volume)\b|\btoo (?:long|much)\b/.test(clause);
  const longer = /\blonger\b|\bmore (?:volume|yardage|meters|distance)\b|\btoo short\b|\bbigger\b/.test(clause);
  if (shorter === longer) return null;
  return { understood: shorter ? 'shorter' : 'longer', run: (d) => setTarget(d, d.target * (shorter ? 0.8 : 1.2), shorter ? 'Shorter' : 'Longer') };
}
