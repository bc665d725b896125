import type { SessionType, Squad } from '@laneforge/contracts';
import { readMinutes, readVolume } from './amounts';
import { readMonthSpan } from './dates';

export type TestKind = 't30' | 'css' | 'step' | 'best_average' | 'broken' | 'time_trial';

/**
 * One session or a plan over weeks (COACHING.md §1.2), and which kind of session. Scope words
 * decide; season words ("mid-season", "taper-week") are only context for one practice.
 */

const sessionWords = /\b(?:practice|workout|session|today|tonight|tomorrow|this (?:morning|afternoon|evening)|(?:mon|tues|wednes|thurs|fri|satur|sun)day (?:am|pm|morning|practice)|am practice|pm practice|lesson|class|circuit|warm[- ]?up for|day before|swim for)\b/;

const seasonPatterns: RegExp[] = [
  /\bseason(?:al)? plan\b|\bplan (?:for|of) the (?:whole )?(?:season|year)\b|\bperiodi[sz]|\bmacro[- ]?cycle|\bmeso[- ]?cycle|\b(?:week|wk)[- ]by[- ](?:week|wk)\b|\btraining (?:program|programme|cycle|block)\b|\bswim block\b|\bplan it out\b|\b\d{1,2}\s*-?\s*(?:week|wk)s? plan\b/,
  /\b\d{1,2}[- ]?(?:weeks?|wks?)(?:\s+[a-z0-9&'-]+){0,3}?\s+(?:plan|program|programme|block|cycle|build|season|macrocycle|taper(?!\s+(?:practice|workout|session|day|swim)))\b/,
  /\b(?:plan|program|programme|block|build|cycle)\b[^.;\n]{0,30}\b(?:for|over|in|of)\s+(?:the next\s+)?\d{1,2}\s*(?:weeks?|wks?)\b/,
  /\bbuild(?:ing)? (?:up )?to\b[^.;\n]{0,40}\bin \d{1,2} weeks\b/,
  /\bchampionship (?:program|plan|season)\b|\bseason (?:to|leading to|ending with|ending at)\b/,
  /\bseason,?\s+\d{1,2}\s*(?:weeks?|wks?)\b/,
  // "plan from today thru state", "plan from now thru NCAAs", "plan starting monday to champs".
  /\bplan (?:from|starting)\b[^.;\n]{0,30}\b(?:thru|through|to|until|till|til)\b/,
  // "tri offseason swim plan, 16 wks oct through jan": a plan said with its weeks.
  /\b(?:plan|program|programme|block)\b[^.;\n]{0,12}\b\d{1,2}\s*(?:weeks?|wks?)\b(?!\s*(?:out|away|to go|before|until))/,
];

const taperPlan = /\btaper plan\b|\btaper\b[^.;\n]{0,40}\b\d\s*(?:wks?|weeks?)\s+(?:into|to|before|out from|until)\b|\b(?:\d|two|three|four)[- ]?(?:wk|week)s? taper\b|\btaper (?:for|into|before|leading (?:in)?to) (?:the |our |a )?(?:state|states|sectionals?|champs?|championships?|conference|nationals|juniors|ncaas?|regionals|districts|.{0,20}\bmeet)\b|\b(?:\d|two|three|four)[- ]week taper\b|\bour taper\b/;

const weekOfSessions = /\bweek of (?:practices|workouts|sessions|training)\b|\bmon(?:day)?\s*(?:-|to|through|thru)\s*fri(?:day)?\b|\b(?:practices|workouts) for (?:the|this|next) week\b/;

/** One session or a plan over weeks, from the description alone. */
export function readScope(description: string, hint: 'workout' | 'season' | undefined, from: string): 'workout' | 'season' {
  // "week 3 of a 4 wk build": where today's session stands in a block, not a plan of that block.
  // "weight room 2x/wk during season": when in the year, not a season plan.
  const t = description.replace(/\b(?:week|wk)\s*\d{1,2}\s+of\s+(?:a|the|our|my)\s+\d{1,2}[- ]?(?:weeks?|wks?)\s+(?:build|block|cycle|program|plan|phase)\b/g, ' ').replace(/\b(?:during|thru|through(?:out)?)\s+(?:the\s+)?season\b/g, 'in-season');
  if (weekOfSessions.test(t)) return 'season';
  // The form asks for a season and the words say one ("yards season, nov 30 to state, 3000-5000 per practice").
  if (hint === 'season' && /(?<!\b(?:mid|late|early|in|pre|off|post)[- ]?)\bseason\b/.test(t)) return 'season';
  // The form asks for a season and the words give it weeks or a week's shape ("heading to spring nationals … we swim mon/wed/fri
  // 60 min + sat 90 … ~16 wks"): the minutes are each practice's, not one practice.
  const weeks = /~?\b\d{1,2}\s*(?:weeks?|wks?)\b(?!\s*(?:out|away|to go|before|until|ago))/.test(t);
  const weekShape = /\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\s*(?:\/|,|&|and)\s*(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b/.test(t) || /\b\d{1,2}\s*(?:x|times|swims|sessions|practices|days)\s*(?:a|per|\/)\s*(?:week|wk)\b/.test(t);
  if (hint === 'season' && (weeks || weekShape) && !/\b(?:today|tonight|tomorrow|this (?:morning|afternoon|evening))\b/.test(t)) return 'season';
  // The form asks for a season and the words give a week of sessions ("3 pool sessions + 1 lake swim per week, starting may 10").
  if (hint === 'season' && /\b(?:per|a|each|every|\/)\s*(?:week|wk)\b/.test(t) && /\b\d\s+(?:[a-z]+\s+)?(?:sessions?|swims?|practices?|workouts?)\b/.test(t)) return 'season';
  // "3000-5000 per practice" over a season: a practice's size, not one practice.
  if (/(?<!\b(?:mid|late|early|in|pre|off|post)[- ]?)\bseason\b/.test(t) && /\b(?:per|each|a|every|\/)\s*(?:practice|session|swim)\b/.test(t) && !/\b(?:today|tonight|tomorrow)\b/.test(t)) return 'season';
  // "HS girls season … 6 practices/wk, 2 hrs each": a season with its week's shape, not one practice.
  if (/(?<!\b(?:mid|late|early|in|pre|off|post)[- ]?)\bseason\b/.test(t) && /\b\d{1,2}\s*(?:practices|swims|sessions|x)\s*(?:\/|a|per)\s*(?:wk|week)\b/.test(t) && !/\b(?:today|tonight|tomorrow|this (?:morning|afternoon|evening)|this is (?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)\b/.test(t)) return 'season';
  if (seasonPatterns.some((re) => re.test(t))) return 'season';
  // A race weeks away with sessions a week ("training for a 5k lake swim july 10, 3x/wk") is a plan to it.
  if (/\b(?:training for|build(?:ing)? (?:up )?(?:to|for)|prepar(?:e|ing) for|getting ready for)\b/.test(t) && /\b\d\s*(?:x|times|swims|sessions|practices|days)\s*(?:a|per|\/)\s*(?:week|wk)\b/.test(t)) return 'season';
  const session = sessionWords.test(t) || readVolume(t) !== null || readMinutes(t) !== null;
  // "been doing ~5500/day", "4x/wk, 1 hr each", "5k july 17, 4 swims a week": a practice's size or a race's distance in a plan over weeks, not one session.
  const perWeek = /\b\d{1,2}\s*(?:x|times|swims|sessions|practices|days)\s*(?:a|per|\/)\s*(?:week|wk)\b/.test(t);
  const datedRace = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b/.test(t) && /\b(?:race|swim|meet|champs|states|triathlon|70\.3|ironman|open[- ]water|\d+(?:\.\d)?\s?k)\b/.test(t);
  if (session && !sessionWords.test(t) && (taperPlan.test(t) || (readMonthSpan(t, from) !== null && /\bseason\b/.test(t)) || (perWeek && datedRace))) return 'season';
  if (session) return 'workout';
  if (taperPlan.test(t) || /\bdryland program\b/.test(t)) return 'season';
  // "SCY season for 13-14s, 10 weeks from dec 1, a meet in week 6": a season counted in weeks.
  if (/(?<!\b(?:mid|late|early|in|pre|off|post)[- ]?)\bseason\b/.test(t) && /\b\d{1,2}\s*(?:weeks?|wks?)\b|\b(?:in |by )?(?:week|wk) \d{1,2}\b/.test(t)) return 'season';
  if (readMonthSpan(t, from) || /\b(?:whole|full|entire) season\b|\bfor the season\b/.test(t)) return 'season';
  // "5 practices a week" is a season's shape, not one practice.
  return hint === 'season' && !/\b(?:practice|workout|session)\b/.test(t) ? 'season' : 'workout';
}

const sessionTypes: ReadonlyArray<readonly [SessionType, RegExp]> = [
  // "champs warmup sun - 45 min of pool time shared w another team": the warm-up at the meet.
  ['meet_warmup', /\bmeet warm[- ]?ups?\b|\b(?:champs|championship|sectionals|states|conference|conf|prelims|finals|invite|invitational|dual meet) warm[- ]?ups?\b|\bwarm[- ]?ups? (?:for|at|before) (?:the |a |our )?(?:meet|race|states|champs|prelims|finals|sectionals)\b|\bpre[- ]?race warm[- ]?up\b|\brace[- ]day warm[- ]?up\b|\bwarm[- ]?up at the meet\b/],
  ['pre_meet', /\bday before (?:the |a |our |my )?(?:[a-z]+ ){0,2}(?:meet|race|states?|champs|sectionals|conference|champion|regionals|districts|invitational|invite|classic|dual|championships?|jo'?s|juniors)|\bpre[- ]?meet\b|\blast (?:practice|swim|workout|session|day) (?:before|ahead of) (?:the |our |a )?(?:[a-z]+ ){0,2}(?:meet|states?|champs|sectionals|conference|regionals|districts|invitational|invite|championships?|nationals|juniors|ncaas?)\b|\b(?:1|2|one|two)[- ]days? (?:out|before)\b|\btaper(?:[- ]week)? (?:practice|workout|session|day|swim)\b|\bshave (?:practice|day)\b|\bnight before (?:the |our |a )?(?:[a-z]+ ){0,2}(?:meet|states?|champs|sectionals|conference|regionals|districts|invitational|invite|championships?|nationals|juniors|jo'?s|ncaas?)\b|\b(?:meet|race|champs|sectionals|states) (?:starts?|is|begins?) (?:at \d{1,2}(?::\d\d)?\s*(?:am|pm)? )?(?:tmrw|tomorrow|tmr|in the morning)\b/],
  // "sore knees from the breast kick test mon": a test already swum is the reason, not today's session.
  // "the deep water test for level 4", "her swim test": a learn-to-swim level's test is a lesson, not a training test.
  // "a rough week w/ school testing", "state tests this week": the swimmers' school, the reason for the day, not a swim test.
  ['test', /(?<!\b(?:from|after|since|at|in) (?:the |our |a |that )?(?:[a-z0-9-]+ ){0,3})(?<!\b(?:deep[- ]water|swim|level \d|level[- ]up|water safety|safety|float(?:ing)?|tread(?:ing)?|skills?) )(?<!\b(?:school|state|standardi[sz]ed|academic|sat|act|ap|placement|exam|covid|drug|blood|bio|biology|chem|chemistry|physics|math|calc|calculus|history|english|spanish|french|science|psych|econ|stats|algebra|geometry|lit|driving|driver'?s|permit|final|midterm|unit|vocab|spelling|class) )\btest(?:s| set| sets| day|ing)?\b(?!\s+(?:out\s+)?(?:new|their|the|some|a|his|her|my|our)\s+(?:\w+\s+)?(?:swim ?skins?|skins|suits?|wetsuits?|goggles|gear|equipment|fins|paddles|snorkels?|caps?|watch(?:es)?|waters)\b)(?!\s+(?:on\s+)?(?:mon|tue|wed|thu|fri|sat|sun|yesterday|last)[a-z]*\b)(?!\s+(?:\d(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|next|after school|in (?:school|class)|at school|today at school)\b|\s+(?:\w+\s+)?(?:period|block|hour|class)\b)|\bt-?30\b|\bstep test\b|\btime trials?\b|\b7\s*x\s*200 step\b/],
  ['recovery', /\brecovery (?:day|practice|workout|session|swim|week practice|thing|mon(?:day)?|tue(?:s|sday)?|wed(?:nesday)?|thu(?:rs|rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)\b|^recovery\b|\bpost[- ]?(?:champs|meet|race|states|taper)\b[^.;\n]{0,20}\brecovery\b|\brecovery\b[^.;\n]{0,20}\b(?:after|post)[- ]?(?:champs|the meet|states)\b|\b(?:easy|ez) (?:day|swim|practice)\b|\b(?:easy|ez|light) recovery\b|\b(?:day|morning) after (?:champs|the meet|states|sectionals|a meet|conference|the taper meet)\b|\bactive recovery\b|\bregen(?:eration)?\b|\bflush (?:swim|practice)\b|\b\d[\d,.]*\s*k?\s*(?:y|yd|yards?|m|meters?)? ?recovery\b/],
  // "race pace 100 breast + 100 fly day": the events named between the words and the day.
  ['race_pace', /\busrpt\b|\bultra[- ]short\b|\brace[- ]pace (?:(?:for (?:the |their )?)?(?:\d{2,3}s?\s*(?:free(?:style)?|back(?:stroke)?|breast(?:stroke)?|fly|butterfly|im)\s*(?:\+|and|&|\/|,)?\s*){1,4})?(?:day|practice|workout|session|work|focus|training)\b/],
  ['broken', /\bbroken (?:swims?|\d{2,4}s?)\b|\b\d{2,4}\s*(?:im|free|back|breast|fly|fr|bk|br)?\s+broken\b(?!\s+(?:as|into|up|at))/],
  ['im_transitions', /\bim transitions?\b|\btransitions?\b[^.]{0,20}\bim\b|\bim\b[^.\n]{0,25}\btransitions?\b|\bim turns?\b|\bbucket turns?\b|\bcrossover turns?\b/],
  // "some breath control on 3/5" is a part of a practice; "breath control for 13-14s" is the session.
  // "no breath holding / hypoxic stuff for ANYONE today": a ban, never the session.
  ['breath_control', /(?<!\b(?:no|not|nothing|without|avoid|skip|never|ban(?:ned)?)\b[^.;\n]{0,30})(?:\bhypoxic\b|(?<!\b(?:some|little|bit of|w\/|with|and|plus|\+)\s)\bbreath(?:ing)?[- ]control\b|(?<!\b(?:some|little|bit of|w\/|with|and|plus|\+)\s)\bbreathing patterns?\b)/],
  // "threshold 100s off CSS, and some open water skills in the pool": a part of a practice; "open water skills for the tri group" is the session.
  ['open_water', /(?<!\b(?:some|a little|bit of|w\/|with|plus|\+)\s)(?<!\b(?:going to|go to|headed to|heading to|qualified for|racing)\s)\bopen[- ]water\b(?! swimmers?\b)(?! (?:nats|nationals|worlds|trials)\b)|\bow (?:skills|practice|swim|session|clinic)\b|\b(?:lake|ocean|sea|river|bay|quarry|beach) swim\b|\bin the (?:lake|ocean|sea|river|bay)\b|\bdeep[- ]water starts?\b|\bpack swimming\b/],
  // A stroke lesson for a swimmer is a clinic of one: drill progressions for the stroke, not a practice.
  ['clinic', /\bclinic\b|\bstroke school\b|\bstroke (?:lesson|correction|fix)\b|\b(?:private|1:1|one[- ]on[- ]one) (?:stroke|technique) (?:lesson|session)\b|\bstations?\b[^.;\n]{0,40}\b(?:rotate|rotation|helper|coaches)\b|\bcamp day\b(?!\s*\d)/],
];

/** The session the coach asked for; a practice when none of the special kinds is named. */
/**
 * "legs are toast from dryland this morning", "dryland yesterday": dryland already done is the reason for today, not today's session;
 * "everyone out by 5:30 for dryland": dryland after the swim, on its own clock, is why they get out, not what to write.
 */
export const withoutPastDryland = (text: string): string =>
  text.replace(/\b(?:out|done|finish(?:ed)?)\b(?: of the (?:water|pool))?\s+(?:by|at)\s+\d{1,2}(?::[0-5]\d)?\s*(?:am|pm)?\s+(?:for|to go to|to do|then)\s+(?:dry[- ]?land|lift(?:ing)?|weights|the gym|the weight ?room|strength)\b[^.;\n]*|\b(?:from|after|had|did|since|post)\s+(?:the\s+|a\s+|our\s+)?(?:dry[- ]?land|lifting|weights|the gym)\b[^.;\n]*|\b(?:did|had|done|finished)\b[^.;\n]{0,40}\b(?:in|at) (?:the\s+)?(?:dry[- ]?land|gym|weight ?room)\b[^.;\n]*|\b(?:dry[- ]?land|lifting|weights)\s+(?:yesterday|this (?:morning|am|a\.m\.)|earlier(?: today)?|last night)\b/g, ' ');

/** "hard but easy day … like recovery but with some work": an easier practice with work in it, not a recovery swim nor a hard day. */
export const easyWithWork = /\bhard but easy\b|\b(?:recovery|easy[- ]?ish|easy)\b[^.;\n]{0,30}\b(?:but|with) (?:some|a little|a bit of|a little bit of) (?:work|intensity|quality|hard stuff)\b/;

/** The focus words of such a day, which the composer reads to keep it easier. */
export const EASIER_DAY = 'an easier aerobic practice with one threshold set';

/** Words of people who cannot swim yet, or not at ease in the water. */
const cannotSwimYet = /\bnever learned\b|\bbeginners?\b|\bnon[- ]?swimmers?\b|\bcan'?t swim\b|\bpanics?\b|\bafraid\b|\bterrified\b|\bscared\b|\bface in\b|\ba few strokes\b/;

export function readSessionType(said: string, squad: Squad, hasSwimVolume: boolean): SessionType {
  const text = withoutPastDryland(said);
  const noDryland = /\bdry[- ]?land[- ]free\b|\bno dry[- ]?land\b|\bwater only\b/.test(text);
  // A lesson's parent "on deck" is where they stand, not a land session.
  // "lifting head whole way": a swimmer's head in the stroke, not lifting weights (below).
  const lessonWords = /\blessons?\b|\blearn[- ]to[- ]swim\b|\blts\b|\bparent[- ]?(?:and|&|n)[- ]?(?:tot|toddler|child|me)\b/.test(text);
  const dryland = !noDryland && (lessonWords ? /\bdry[- ]?land\b|\bgym\b|\bweight ?room\b|\bstrength (?:session|circuit|work)\b|\bcore (?:session|circuit)\b/ : /(?:)/).test(text) && /\bdry[- ]?land\b|\bgym\b|\bweight ?room\b|\blift(?:ing|s)?\b(?!\s+(?:(?:up |the |their |her |his |your |my )?(?:head|heads|face|faces|chin|eyes|hips|arms?|legs?|feet|elbows?)\b))|\bstrength (?:session|circuit|work)\b|\bcore (?:session|circuit)\b|\bweights\b|(?<!\b(?:mom|dad|mum|parents?|coach(?:es)?|guards?|lifeguards?|helpers?|aides?|instructors?|\d|one|two|three)\s)\bon (?:the )?(?:grass|deck|carpet)\b|\b(?:do|doing|done|workout|routine|exercises?)\b[^.;\n]{0,30}\bat home\b|\bnon[- ]?swim days?\b|\bhome (?:workout|routine|program)\b|\bactivation (?:thing|routine|circuit|session|work)\b|\bfoam roll\w*|\b(?:swiss|stability) balls?\b|\bin the (?:lobby|gym|weight room)\b/.test(text);
  const dryOnly = /\b(?:do|doing|done|workout|routine|exercises?)\b[^.;\n]{0,30}\bat home\b|\bnon[- ]?swim days?\b|\b(?:dry[- ]?land|gym|strength|core|weights)(?:\s+(?:session|work|day|workout|circuit))?\s+only\b|\bonly\s+(?:dry[- ]?land|gym|strength|core)\b|\bonly\b[^.;\n]{0,20}\bdry[- ]?land\b|\bno (?:pool|water|swim(?:ming)?)\b|\bout of the water\b|\bpool (?:is )?closed\b|\binstead of swimming\b|\bland[- ]only\b/.test(text);
  const beside = /\b(?:before|after) (?:practice|we swim|we get in|swimming|the swim|we go in|swim|the pool|getting in)\b|\bon deck before\b|\bpre[- ]?swim\b/.test(text);
  const swimWords = /\b(?:main set|warm[- ]?up|kick set|pull set|x\s*\d{2,4}|scy|scm|lcm|yards|meters)\b|\b\d{2,3}\s*min(?:ute)?s?\s+(?:swim|in the water|in the pool)\b|\bswim (?:part|portion|after|afterwards)\b|\bthen (?:swim|we swim|get in)\b/.test(text);
  // "4 stations rotating … plus one dryland station on deck": a clinic with a land station is a clinic.
  const clinic = sessionTypes.some(([type, re]) => type === 'clinic' && re.test(text));
  if (dryland && !clinic && (dryOnly || (!hasSwimVolume && !swimWords))) return 'dryland';
  // "no equipment, 15 min, 8&U before practice": a short session beside the swim that names no swimming.
  if (!noDryland && beside && !hasSwimVolume && !swimWords && /\bequipment\b|\bbands?\b|\bmed(?:icine)? balls?\b|\bmats?\b|\bstretch/.test(text)) return 'dryland';
  if (squad === 'learn_to_swim') return 'learn_to_swim';
  // "semi private, 2 siblings (7 and 8)", "adult beginner private 45 min, panics with her face in": a private lesson, taught, not a practice.
  const privately = /\b(?:semi[- ]?)?privates?\b(?!\s+(?:pool|lanes?|club|school|facility|gym))|\bone[- ]on[- ]one\b|\b1:1\b/.test(text);
  const learner = ['age_8_under', 'age_9_10'].includes(squad) || cannotSwimYet.test(text) || /\blevel [1-6]\b/.test(text);
  if (privately && learner && !clinic) return 'learn_to_swim';
  // "adult beginners … scared to put her face in … lesson 3 of 8": a lesson for people who cannot swim yet is taught, not a swim session.
  if (lessonWords && cannotSwimYet.test(text) && !clinic && !/\bstroke (?:lesson|school)\b/.test(text)) return 'learn_to_swim';
  // "kind of a recovery day? … but we really need a good threshold set in": the set they need decides; the tiredness trims around it.
  const mustWork = /\b(?:really |still |do |just )?need (?:a |some |one )?(?:good |real |solid |quality |proper )?(?:threshold|hard|quality|tempo|race[- ]pace|main)\b(?! is)/.test(text) || easyWithWork.test(text);
  for (const [type, re] of sessionTypes) if (re.test(text) && !(type === 'recovery' && mustWork)) return type;
  return 'practice';
}

/** Which test: T-30, CSS (400/200), 7 x 200 step or 10 x 100 best average. */
export function readTest(text: string): TestKind {
  // "T-30 test … the ones who did T30 last month can do 400/200 css test instead": the T-30 is the day's, the CSS an option.
  const t30 = /\bt-?[23]0\b/.exec(text);
  const css = /\bcss\b|400\s*(?:\/|and|&|\+)\s*200|critical swim speed/.exec(text);
  if (t30 && css && t30.index < css.index && /\b(?:instead|option|can do|could do|the ones who|some)\b/.test(text.slice(t30.index))) return 't30';
  if (css) return 'css';
  if (/\bstep test\b|7\s*x\s*200/.test(text)) return 'step';
  if (/best average|10\s*x\s*100/.test(text)) return 'best_average';
  // "T-30 test … maybe a 1000m time trial option": the T-30 is the test, the trial an option within it.
  if (/\bt-?[23]0\b/.test(text)) return 't30';
  // "broken 200 free test day … 4x50 on :10 rest at goal pace": the event swum in pieces and timed, not a T-30.
  if (/\bbroken\s*\d{2,4}\b|\b\d{2,4}\s*(?:free|back|breast|fly|im)?\s+broken\b/.test(text)) return 'broken';
  // "time trial practice … 25s and 50s of all 4 strokes": each event named swum once, timed, in heats
  // ("time trial day, 3000 yards" names none: a timed swim of the day's volume, the T-30).
  // "time trial day … each kid swims 2 events": races, not a timed distance swim.
  // "500 free for time + 100 of each stroke for time": the swims the coach times, each once.
  if (/\b\d{2,4}\s*(?:free|back|breast|fly|im|of each(?: stroke)?|each stroke)?\s+(?:for time|timed|all out for time)\b/.test(text)) return 'time_trial';
  if (/\btime[- ]trials?\b/.test(text) && (/\b(?:25|50|100|200)(?:'?s\b|\s+(?:free|back|breast|fly|im)\b)/.test(text) || /\bevents?\b|\bentr(?:y|ies)\b|\border of events\b|\bheats?\b/.test(text))) return 'time_trial';
  return 't30';
}

/**
 * Heats of a T-30: one when a lane holds three or fewer, else two (half swim while their partners count, then switch) when
 * the practice has the time for both (90 min or more); a shorter one swims a single heat, counted from the deck.
 */
export function t30Heats(swimmers: number | null, lanes: number, minutes: number | null): number {
  return swimmers !== null && lanes >= 1 && swimmers / lanes > 3 && (minutes ?? 0) >= 90 ? 2 : 1;
}

/** Tests swum in heats, one swimmer a lane: the time on deck between heats is no swimming. */
export function heatMinutes(test: TestKind | null, swimmers: number | null, lanes: number, minutes: number | null = null): number {
  // A T-30 with more than three to a lane is swum in two heats, partners counting for each other: the second heat is 30 min more on deck.
  if (test === 't30') return t30Heats(swimmers, lanes, minutes) > 1 ? 32 : 0;
  if (test !== 'broken') return 0;
  // A broken 200 in a heat is about 2:30 with its rests, and a minute to change over: 4 min a heat.
  const pool = lanes > 1 ? lanes : 6;
  const heats = Math.ceil((swimmers ?? pool * 5) / pool);
  return Math.max(0, heats - 1) * 4;
}
