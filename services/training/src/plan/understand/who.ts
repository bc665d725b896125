import type { BriefWho, Fact, Squad } from '@laneforge/contracts';
import { squadNames } from '@laneforge/contracts';
import { readAges, readHeadcount, readSquad } from '../vocabulary';
import { assumed, said } from './facts';
import type { RequestText } from './text';

/**
 * Who swims (COACHING.md §2). The description names the group first; the notes second. With no
 * group named, the bases the coach gave say how fast they are; else a high-school group is assumed.
 */

/** The squad whose base send-off (COACHING.md §2, per 100 SCY) is nearest the coach's. */
function squadForBase(baseScy: number): Squad {
  if (baseScy <= 68) return 'college_d1';
  if (baseScy <= 78) return 'club_senior';
  if (baseScy <= 88) return 'hs_varsity';
  if (baseScy <= 105) return 'masters';
  if (baseScy <= 125) return 'masters_novice';
  return 'recreational';
}

/** The coach's name for the group: the squad words with what sits right beside them ("13-14 girls", "noon masters"). */
function labelOf(text: string, words: string): string {
  const at = text.indexOf(words);
  if (at < 0) return words;
  const before = /(?:\b(?:noon|morning|am|pm|evening|sunday|saturday|open|club|college|d[123]|hs|jv|varsity|my|our)\s+)*$/.exec(text.slice(Math.max(0, at - 30), at))?.[0] ?? '';
  const after = /^(?:\s+(?:girls|boys|women|men|mens|womens|kids|group|team|squad|swimmers|distance group|sprint group|sprinters|distance|ladies|guys))?/.exec(text.slice(at + words.length))?.[0] ?? '';
  return `${before}${words}${after}`.replace(/^(?:my|our)\s+/, '').trim();
}

export function readWho(text: RequestText, baseScy: number | null): Fact<BriefWho> {
  const described = text.described;
  // "kids are fried" with "the 10s" in the notes: a group named in the notes beats the generic word of the description.
  const first = readSquad(described);
  const whole = readSquad(text.plain);
  const read = first && whole && /^(?:the )?(?:kids|children|youth)$/.test(first.said.trim()) && whole.value !== first.value ? whole : first ?? whole;
  const ages = readAges(text.plain)?.value ?? null;
  const headcount = readHeadcount(text.plain)?.value ?? null;
  // "distance kids" on 1:12 LC bases: "kids" alone does not name an age group that the bases say it is not.
  const vague = read !== null && /^(?:the )?kids$/.test(read.said.trim()) && ages === null;
  if (read && !(vague && baseScy !== null)) return said({ squad: read.value, label: labelOf(text.plain, read.said), ages, headcount }, read.said);
  if (baseScy !== null) {
    const fromBase = squadForBase(baseScy);
    // Kids on fast bases are a club's senior group, not a college or a masters team.
    const squad = (vague || (/\bkids\b/i.test(`${text.description} ${text.notes}`) && ages === null)) && /^(?:college|masters)/.test(fromBase) ? 'club_senior' : fromBase;
    return assumed({ squad, label: squadNames[squad], ages, headcount }, `${squadNames[squad].toLowerCase()}: no group named, read from the bases you gave`);
  }
  // "open water grp at the lake, some in wetsuits": adults swimming open water, not a high-school team.
  const words = `${text.description} ${text.notes}`.toLowerCase();
  if (/\bwet ?suits?\b|\bopen[- ]?water\b|\bow (?:grp|group|swim)|\b(?:lake|ocean|sea|bay|river) swim/.test(words) && !/\bkids?\b|\bchildren\b|\bteens?\b|\bhs\b|\bhigh school\b|\bjunior|\bsectionals?\b|\bdistance (?:group|grp|kids|squad)\b|\bclub\b|\bsenior\b/.test(words)) {
    return assumed({ squad: 'masters', label: squadNames.masters, ages, headcount }, 'adult open-water swimmers (no level or ages given)');
  }
  // "LCM season for distance group. sectionals 1500 …": a club's senior group races sectionals and juniors.
  if (/\bsectionals?\b|\bjunior nationals\b|\bjuniors\b|\bfutures\b/.test(words)) return assumed({ squad: 'club_senior', label: squadNames.club_senior, ages, headcount }, `${squadNames.club_senior.toLowerCase()} swimmers (sectionals named, no level or ages given)`);
  return assumed({ squad: 'hs_varsity', label: squadNames.hs_varsity, ages, headcount }, `${squadNames.hs_varsity.toLowerCase()} swimmers (no level or ages given)`);
}
