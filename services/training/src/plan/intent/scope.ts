import type { SessionType, Squad } from '@laneforge/contracts';
import { readMinutes, readMonthSpan, readVolume } from '../lexicon';
import type { TestKind } from './types';

/**
 * One session or a plan over weeks (COACHING.md §1.2), and which kind of session. Scope words
 * decide; season words ("mid-season", "taper-week") are only context for one practice.
 */

const sessionWords = /\b(?:practice|workout|session|today|tonight|tomorrow|this (?:morning|afternoon|evening)|(?:mon|tues|wednes|thurs|fri|satur|sun)day (?:am|pm|morning|practice)|am practice|pm practice|lesson|class|circuit|warm[- ]?up for|day before|swim for)\b/;

const seasonPatterns: RegExp[] = [
  /\bseason(?:al)? plan\b|\bplan (?:for|of) the (?:whole )?(?:season|year)\b|\bperiodi[sz]|\bmacro[- ]?cycle|\bmeso[- ]?cycle|\bweek[- ]by[- ]week\b|\btraining (?:program|programme|cycle|block)\b/,
  /\b\d{1,2}[- ]?(?:weeks?|wks?)(?:\s+[a-z0-9&'-]+){0,3}?\s+(?:plan|program|programme|block|cycle|build|season|macrocycle|taper(?!\s+(?:practice|workout|session|day|swim)))\b/,
  /\b(?:plan|program|programme|block|build|cycle)\b[^.;\n]{0,30}\b(?:for|over|in|of)\s+(?:the next\s+)?\d{1,2}\s*(?:weeks?|wks?)\b/,
  /\bbuild(?:ing)? (?:up )?to\b[^.;\n]{0,40}\bin \d{1,2} weeks\b/,
  /\bchampionship (?:program|plan|season)\b|\bseason (?:to|leading to|ending with|ending at)\b/,
];

const taperPlan = /\btaper plan\b|\btaper (?:for|into|before|leading (?:in)?to) (?:the |our |a )?(?:state|states|sectionals?|champs?|championships?|conference|nationals|juniors|ncaas?|regionals|districts|.{0,20}\bmeet)\b|\b(?:\d|two|three|four)[- ]week taper\b|\bour taper\b/;

const weekOfSessions = /\bweek of (?:practices|workouts|sessions|training)\b|\bmon(?:day)?\s*(?:-|to|through|thru)\s*fri(?:day)?\b|\b(?:practices|workouts) for (?:the|this|next) week\b/;

/** One session or a plan over weeks, from the description alone. */
export function readScope(description: string, hint: 'workout' | 'season' | undefined, from: string): 'workout' | 'season' {
  const t = description;
  if (weekOfSessions.test(t)) return 'season';
  if (seasonPatterns.some((re) => re.test(t))) return 'season';
  const session = sessionWords.test(t) || readVolume(t) !== null || readMinutes(t) !== null;
  if (session) return 'workout';
  if (taperPlan.test(t) || /\bdryland program\b/.test(t)) return 'season';
  if (readMonthSpan(t, from) || /\b(?:whole|full|entire) season\b|\bfor the season\b/.test(t)) return 'season';
  return hint === 'season' && !/\bpractice|workout|session\b/.test(t) ? 'season' : 'workout';
}

const sessionTypes: ReadonlyArray<readonly [SessionType, RegExp]> = [
  ['meet_warmup', /\bmeet warm[- ]?ups?\b|\bwarm[- ]?ups? (?:for|at|before) (?:the |a |our )?(?:meet|race|states|champs|prelims|finals|sectionals)\b|\bpre[- ]?race warm[- ]?up\b|\brace[- ]day warm[- ]?up\b|\bwarm[- ]?up at the meet\b/],
  ['pre_meet', /\bday before (?:the |a |our |my )?(?:[a-z]+ ){0,2}(?:meet|race|states?|champs|sectionals|conference|champion|regionals|districts)|\bpre[- ]?meet\b|\b(?:1|2|one|two)[- ]days? (?:out|before)\b|\btaper(?:[- ]week)? (?:practice|workout|session|day|swim)\b|\bshave (?:practice|day)\b|\bnight before (?:the )?meet\b/],
  ['test', /\btest(?:s| set| sets| day|ing)?\b|\bt-?30\b|\bstep test\b|\btime trials?\b|\b7\s*x\s*200 step\b/],
  ['recovery', /\brecovery (?:day|practice|workout|session|swim|week practice)\b|\b(?:easy|ez) (?:day|swim|practice)\b|\bactive recovery\b|\bregen(?:eration)?\b|\bflush (?:swim|practice)\b|\b\d[\d,.]*\s*k?\s*(?:y|yd|yards?|m|meters?)? ?recovery\b/],
  ['race_pace', /\busrpt\b|\bultra[- ]short\b|\brace[- ]pace (?:day|practice|workout|session|work|focus|training)\b/],
  ['broken', /\bbroken (?:swims?|\d{2,4}s?)\b/],
  ['im_transitions', /\bim transitions?\b|\btransitions?\b[^.]{0,20}\bim\b|\bim turns?\b/],
  ['breath_control', /\bhypoxic\b|\bbreath(?:ing)?[- ]control\b|\bbreathing patterns?\b|\bbreath[- ]hold|\bbreathe every [57]\b|\bb[57]\b|\bno[- ]breath/],
  ['open_water', /\bopen[- ]water\b|\bow (?:skills|practice|swim|session|clinic)\b|\bsighting\b|\bdrafting\b|\bdeep[- ]water starts?\b|\bpack swimming\b/],
  ['clinic', /\bclinic\b|\bstroke school\b|\btechnique (?:session|day|class)\b/],
];

/** The session the coach asked for; a practice when none of the special kinds is named. */
export function readSessionType(text: string, squad: Squad, hasSwimVolume: boolean): SessionType {
  const dryland = /\bdry[- ]?land\b|\bgym\b|\bstrength (?:session|circuit|work)\b|\bcore (?:session|circuit)\b|\bweights\b/.test(text);
  const dryOnly = /\b(?:dry[- ]?land|gym|strength|core|weights)[^.;\n]{0,30}\bonly\b|\bonly\b[^.;\n]{0,20}\bdry[- ]?land\b|\bno (?:pool|water|swim(?:ming)?)\b|\bout of the water\b|\bpool (?:is )?closed\b|\binstead of swimming\b|\bland[- ]only\b/.test(text);
  if (dryland && (dryOnly || (!hasSwimVolume && /\bdry[- ]?land (?:session|circuit|workout|practice|day|routine)\b|\b\d+[- ]?min(?:ute)?s? (?:of )?dry[- ]?land\b/.test(text) && !/\bswim|practice with\b/.test(text)))) return 'dryland';
  if (squad === 'learn_to_swim') return 'learn_to_swim';
  for (const [type, re] of sessionTypes) if (re.test(text)) return type;
  return 'practice';
}

/** Which test: T-30, CSS (400/200), 7 x 200 step or 10 x 100 best average. */
export function readTest(text: string): TestKind {
  if (/\bcss\b|400\s*(?:\/|and|&|\+)\s*200|critical swim speed/.test(text)) return 'css';
  if (/\bstep test\b|7\s*x\s*200/.test(text)) return 'step';
  if (/best average|10\s*x\s*100/.test(text)) return 'best_average';
  return 't30';
}
