import type { Brief, NotApplied, Plan, PlanSection, SectionKind, SetBlock, SwimSet, WorkoutPlan } from '@laneforge/contracts';
import { numberText } from '@laneforge/contracts';
import { honourLimits } from '../constraints/honour';
import { statements } from '../constraints/repair';
import { convertCourse } from '../convert';
import { fitClock, fitVolume, keepMainFirst } from '../fit';
import { isSpeedDay, mainShare } from '../proportions';
import { sectionDistance, toPoolLength, withTotals } from '../model';
import { profileOf, squadOf } from '../squads';
import { squadTitle, workoutTitle } from '../titles';
import { briefOfPlan } from '../understand/from-plan';
import { validatePlan } from '../validate';
import { mendTypos, normalise, notNames, readLimits as readLimitsIn } from '../vocabulary';
import { lanesWithoutDives } from '../understand/people';
import { refineSeason } from '../season/refine';
import { readAskedFor, readCourseChange, readFocusChange, readLevel, readLift, readLimits, readSessionChange, readSwimInstead, readPoolLength } from './brief';
import { readMoveSection, readRoundCount, readSetCount } from './counts';
import { ASIDE, clausesOf, isContext, isPlainStory, keepsTheRest } from './clauses';
import { type RefineDraft, Refusal, startDraft } from './draft';
import { type LaneEdit, laneIn, readDropLanes, readLaneChange, readLanesSaid, relane } from './lanes';
import type { Op, ReadContext, Reader } from './op';
import type { RefineInput, RefineResult } from './result';
import { readAdd, readAddRace, readAddEasySwim, readEveryWall, readWaterBreak, readDryland, readGameMinutes, readWaterWalk, readMainWritten, readMergeParts, readPartBy, readRemoveNamed, sizeWithSet, readSprintLaneMinutes, readKeep, readMain, readMoreLess, readMoveYards, readRemove, readReplace, readSectionSize, readTakeFrom, sectionToMinutes } from './sections';
import { readAllow, readCorrection, readEffort, readGear, readRemoveSet, readAsRelays, readCountSwap, readRepSwap, readReps, readRest, readSendOffBy, readSendOff, readDescend, readSetSwap, readSetAs, readStart, readMoreStroke, readStrokeChoice, readStrokeOption, readStrokeSwap, readKickStyle } from './sets';
import { cleanShapes } from './shape';
import { editSteps } from './steps';
import { isHeadcount, isSwimmerStory, keptLines, nameTheGroup, namesIn, sameAsTeam, namesOfClause, readLaneSwimmers, readSwimmerChange, swimmersOfPlan, withSwimmerLines } from './swimmers';
import { deckWork, swumBy } from '../swimmers';
import { type Target, readTarget } from './target';
import { TOTAL, UNKNOWN_START, readAbsolute, readClockTimes, readFill, readRelative, readShorterLonger, readTime } from './volume';

export { clausesOf } from './clauses';
export type { RefineInput, RefineResult } from './result';

/** The readers, most specific first: a limit before a section ("no kick"), dryland before a time ("10 min of dryland"). */
const readers: Reader[] = [
  readAddRace,
  readWaterBreak,
  readEveryWall,
  readKickStyle,
  readWaterWalk,
  readMoveYards,
  readPartBy,
  readTakeFrom,
  readLift,
  readAllow,
  readLimits,
  readStart,
  readPoolLength,
  readCourseChange,
  readSwimInstead,
  readSessionChange,
  readLevel,
  readDryland,
  readFill,
  readClockTimes,
  readTime,
  readCorrection,
  readMainWritten,
  readMergeParts,
  readSprintLaneMinutes,
  readAsRelays,
  readCountSwap,
  readSetSwap,
  readSetAs,
  readGameMinutes,
  readMoveSection,
  readAddEasySwim,
  readRoundCount,
  readSetCount,
  readRemoveSet,
  readRemoveNamed,
  readSectionSize,
  readStrokeChoice,
  readStrokeOption,
  readRepSwap,
  readReps,
  readSendOffBy,
  readSendOff,
  readDescend,
  readMain,
  readRest,
  readReplace,
  readStrokeSwap,
  readMoreStroke,
  readRemove,
  readGear,
  readAdd,
  readAbsolute,
  readRelative,
  readShorterLonger,
  readMoreLess,
  readEffort,
  readFocusChange,
];

/** What a refinement can do, for the answer when nothing in the words could be applied. */
export const WORKOUT_EXAMPLES =
  'I can change the volume ("cut 500", "make it 4000"), the time ("we only have 60 min", "we lose the pool at 7"), a section ("more kick", "add a sprint set at the end", "add 10 min of dryland before we get in"), one set ("the kick set harder", "turn the 100s into 50s", "the second round faster"), the main set ("swap the main set to back"), gear ("no paddles", "fins ok"), one lane ("lane 4 more rest on the main") or named swimmers ("Maria no fly", "swap the main to back for Tyler and Ben").';

interface Read {
  ops: Array<{ op: Op; words: string }>;
  notApplied: NotApplied[];
  context: string[];
}

const notUnderstood = (words: string): NotApplied => ({ words, why: 'not understood as a change to the plan' });

function readClause(clause: string, names: readonly string[], plan: WorkoutPlan, before: readonly string[] = [], previous: Target | null = null, laneBefore: string | null = null): Op | NotApplied | 'context' | 'keep' {
  const lanes = plan.laneGroups;
  // "make it 300 easy kick no fins": the part said after its size is the part made that size.
  clause = clause.replace(/^((?:just |so |and )?)make it (\d{2,4})\s*(?:yds?|yards|m|meters)?\s+((?:easy|ez|steady|smooth|light) )?(kick|pull|drill|warm[- ]?up|cool[- ]?down)\b/, (_m, lead: string, n: string, how: string | undefined, part: string) => `${lead}make the ${part} ${n}${how ? ` ${how.trim()}` : ''}`);
  // "theres only 3x100 pull in here", "it only has 300 of kick": what the plan has now, the complaint, never the change.
  if (/^(?:and |but |so |cause |because |bc )?(?:there'?s|theres|there is|there are|theres|it has|it'?s got|this has|it only has|only has|it only got)\s+(?:only |just )?(?:like |about |~\s*)?(?:a |one |\d)/.test(clause) && /\b(?:only|just)\b/.test(clause) && !/\b(?:make|give|add|put|swap|change|turn|cut|drop)\b/.test(clause)) return 'context';
  // "warm up and kick can stay no gear": those parts as they are, no ban for the whole plan again.
  if (/\b(?:can|will|should|could)?\s*stay(?:s)?\s+(?:no|without|w\/o)\s+(?:gear|equipment|paddles|fins|buoys?|toys)\b/.test(clause)) return 'context';
  // "but keep the main": that part is held while the rest of the instruction changes the plan.
  const keep = readKeep(clause);
  if (keep) return keep;
  // "just give them an easy 200 there": a set in place of another, not what leaving early already writes.
  // "maddie's version is fine as is" is the swimmer's, read with her line below.
  if (keepsTheRest(clause) && namesOfClause(clause, names).length === 0 && !/^(?:and |but |so )?(?:still|stay|keep it)\b[^,;]*\d{3}/.test(clause) && !/^(?:just )?give\b[^,;]*\b(?:there|instead|in place of)\b/.test(clause)) return 'keep';
  // "the kick boards are cracked half of them", "someone walked off with the paddles": that gear is not there today.
  const broken = /^(?:and |but |so |also )?(?:the |our |all the |half (?:of )?the |most of the )?((?:kick ?)?boards?|kickboards?|paddles?|fins?|(?:pull ?)?buoys?|snorkels?)\s+(?:are|is|got|were|all)\s+(?:all\s+)?(?:cracked|broken|busted|missing|gone|lost|locked up|wrecked|trashed)\b/.exec(clause);
  if (broken) clause = `no ${broken[1]!.replace(/^kick ?boards?$|^boards?$|^kickboards?$/, 'board')}`;
  // "i asked for back + free": what the coach asked for and did not get, never the story it reads like.
  // "u only gave me 14 min of swimming lol": what the plan has, the complaint; the change is said beside it.
  if (/^(?:u|you|this|it|the plan) (?:only |just )?(?:gave|give|wrote|has|have|made|put|got)\s+(?:me|us|them|em)?\s*(?:like |only |just |about )?\d/.test(clause) || /^(?:but |and |so )?(?:u|you) (?:gave|wrote|made|put) (?:me|us|them|em)\b/.test(clause)) return 'context';
  // "rest of the grp can do the same set slower": what each lane's own send-offs already do.
  if (/\b(?:rest of (?:the )?(?:group|grp|team|kids|lanes?)|everyone else|everybody else|the others)\b[^,;]*\bsame (?:set|thing|main|one)\b[^,;]*\b(?:slower|easier|on (?:their|a) slower|on their own)\b/.test(clause)) return 'keep';
  // "keep it sprinty and fun", "45 min still": what the plan already is, kept.
  const stillMinutes = /^(?:and |but |so )?(?:(?:fun|light|easy) (?:tho|though),? )?(?:still )?(\d{2,3})\s*(?:min|mins|minutes)(?: still)?$/.exec(clause);
  if (stillMinutes && /\bstill\b/.test(clause) && Number(stillMinutes[1]) === (plan.requestedMinutes ?? 0)) return 'keep';
  const keepLike = /^(?:and |but |so )?keep (?:it|them|things|the practice) (sprinty|speedy|fast|aerobic|fun|light|easy|short|chill|relaxed|simple)(?: (?:and|n|&) (sprinty|fun|light|easy|short|simple))?(?: (?:tho|though|pls|please))?$/.exec(clause);
  if (keepLike) {
    const sprinty = [keepLike[1], keepLike[2]].some((w) => w === 'sprinty' || w === 'speedy' || w === 'fast');
    const aerobic = keepLike[1] === 'aerobic';
    if ((!sprinty || plan.focus.includes('sprint')) && (!aerobic || plan.focus.includes('aerobic'))) return 'keep';
  }
  // "theres no fly in this at all??": what the plan lacks, the complaint; "the 200 flyers die on the back half": why.
  if (/^(?:and |but |so )?(?:there'?s|theres|there is|there are|there was|it has|this has) (?:no|zero|not (?:any|one|a single)) [a-z0-9 ]{2,30}? ?(?:in (?:this|here|it|there|the (?:plan|practice|workout))|at all)\b/.test(clause) || (/\b(?:die|dies|died|dying|fade|fades|faded|struggle|struggles|fall apart|falls apart|fell apart|blow up|blows up|hate|hates|barely make|can'?t make|cant make|don'?t make|dont make)\b/.test(clause) && !/^(?:and |so |but |just )?(?:make|give|add|swap|change|cut|drop|put|turn|do|let)\b|\b(?:give|add|swap|change|cut|drop|put|turn|let)\b/.test(clause) && (readLimitsIn(clause, { timeIsLimit: false }).length === 0 || /\bbarely make (?:the|their|those)\b/.test(clause)))) return 'context';
  // "conf relays r in 2 wks": when something is, the reason for the change beside it.
  if (/^(?:and |but |so |cause |because |bc )?(?:the |our |their )?[a-z0-9 ]{2,30}? (?:is|are|r|'re|'s) (?:in|next|this) (?:\d+ |two |three |a couple of |a few )?(?:wks?|weeks?|days?|months?|sat(?:urday)?|fri(?:day)?|weekend)\b/.test(clause) && !/\b(?:make|give|add|swap|change|cut|drop|put|turn|let)\b/.test(clause)) return 'context';
  // "this is pretty much all free": what the plan is, the complaint; the change is said beside it.
  if (/^(?:and |but )?(?:this|it|the plan|everything|the (?:whole )?(?:practice|workout))(?: is|'s| was)? (?:pretty much |basically |almost |nearly |mostly |like )?all (?:free|freestyle|back|breast|fly|kick|pull|drill|easy|aerobic|sprint|yardage)$/.test(clause)) return 'context';
  // "wheres the paddles?": the gear missing, wanted where it goes.
  const missingGear = /^(?:and |so )?(?:where'?s|wheres|where are|where r) (?:the |my |our )?(paddles|fins|snorkels?|(?:pull ?)?buoys?)$/.exec(clause);
  if (missingGear) clause = `add ${missingGear[1]}`;
  // "117 min wont work": the plan's time now, the complaint; the clock is said beside it.
  if (/^(?:and |but |so )?(?:the |that |this |a )?\d{2,3}\s*(?:min|mins|minutes)(?: (?:practice|workout|plan))? (?:wont|won'?t|doesnt|doesn'?t|does not|will not|isnt|isn'?t|aint) (?:work|fit|do|happen|going to work|gonna work)\b/.test(clause)) return 'context';
  const asked = readAskedFor(clause);
  if (asked) return asked;
  if (isPlainStory(clause)) return 'context';
  // "dryland right after", "dryland starts at 5:30": why the practice must end on time, not dryland to add.
  if (/^(?:and |then |with |cause |because |bc )?(?:we have |we do |there'?s )?dry ?land (?:is |starts |right )?(?:right )?(?:after(?: (?:that|this|it|practice|the swim))?|at \d{1,2}(?::\d\d)?)$/.test(clause)) return 'context';
  // "all lanes still have to finish together": what a laned practice does; "not the day for it": the reason.
  if (/^(?:and |but |so )?(?:all |the |every )?(?:lanes?|groups?) (?:still )?(?:have to|need to|must|should|gotta) (?:finish|end|be done|get out) (?:together|at the same time)\b/.test(clause) || /^(?:its |it'?s )?not the (?:day|time|week) for (?:it|that|them)$/.test(clause)) return 'keep';
  // "same theme all lanes": what a laned practice is, every lane on the same sets from its own base.
  if (/^(?:and )?(?:the )?same (?:theme|focus|sets?|main|workout|practice)s? (?:for |across |in )?(?:all|every|each|the) lanes?$/.test(clause)) return 'keep';
  // "no fins this am … do the kick set without": the gear just taken away, said of the set it leaves.
  if (/^(?:and |so |just )?(?:do|swim|have them (?:do|swim)|go) (?:the |their )?[a-z ]{2,20}? ?(?:set )?without(?: (?:them|it|those|fins|paddles|buoys|boards))?$/.test(clause)) return 'context';
  // "the game needs way more time": the complaint; the minutes said next are the change.
  if (/^(?:and |but )?(?:the |our |their )?(?:relay )?games? (?:needs?|could use|wants|should get) (?:way |a lot |a bit |a little |much )?more time(?:,[^;]*)?$/.test(clause)) return 'context';
  // "the main is an en2 back ladder", "main is all backstroke and half of them hate back": the plan described, the reason for what follows.
  if (/^(?:the |your |this )?(?:main|kick|pull|warm[- ]?up|cool[- ]?down|pre[- ]?set|drill|sprint)(?: set)? (?:is|are|'s) (?!too\b|way too\b|not enough\b|kind of\b|a bit\b)/.test(clause) && !/\b(?:should|needs?|make|instead|swap|change|cut|add|more|less|fewer)\b/.test(clause)) return 'context';
  // "old bodies need the warm up": what they need of a part the plan already has, the reason for the change beside it.
  const needed = /^(?:[a-z' ]{2,30} )?needs? (?:the|their|a|his|her|our) (warm[- ]?up|kick|pull|cool[- ]?down|drills?|pre[- ]?set)(?: set)?$/.exec(clause);
  if (needed && plan.sections.some((s) => s.kind === partKinds.find(([re]) => re.test(needed[1]!))?.[1])) return 'context';
  // "the whole reason for today is breastroke kick", "the point of this week is turns": why the practice is, the change comes next.
  // "thats the whole point today w their flip turns being so sloppy": why, said after the change.
  if (/^(?:that'?s|thats|this is|that is|it'?s|its) (?:the )?(?:whole |main |only |real |entire )?(?:point|reason|purpose|goal|idea)\b/.test(clause)) return 'context';
  // "i want that time in the main", "i want the yards in the main": where the cut goes, which the change beside it says.
  if (/^(?:cause |because |bc )?i (?:want|need) (?:that|the|those) (?:time|yards|yardage|meters) (?:in|into|on|for|back in) (?:the )?main\b/.test(clause) && previous !== null) return 'context';
  // "i want them fresh for that not after 1700 + a 600 pull": why the change, not a change of its own.
  if (/^(?:cause |because |bc )?i (?:want|need) (?:them|em|the [a-z]+|it|her|him) (?:fresh|rested|ready|sharp|fast|awake|firing)\b/.test(clause)) return 'context';
  // "pull heavy was kind of the point": what the day was for, the reason for the change said next.
  if (/^[a-z0-9 '-]{2,40} (?:was|is|were|'s) (?:kind of |sort of |kinda |really |basically |literally )?the (?:whole |main |only |real |entire )?(?:point|reason|purpose|goal|idea)\b/.test(clause)) return 'context';
  if (/^(?:the )?(?:whole |main |only |real )?(?:reason|point|purpose|goal|focus|idea)(?: (?:for|of) (?:today|this|tonight|the (?:day|week|practice|session|set)))? (?:is|was|'s)\b/.test(clause) && !/\b(?:should|needs?|make|instead|swap|change|cut|add)\b/.test(clause)) return 'context';
  // "the 5x200 after the pull is more aerobic": what a part is like, the reason for the change said next.
  if (/^(?:the |that |this |those |my |your )[^,;]{2,50}? (?:is|are|'s) (?:more|mostly|all|pretty|really|very|kinda|kind of|basically|just) (?:an? )?(?:aerobic|easy|sprint|speed|distance|kick|pull|drill|threshold|hard)\b/.test(clause) && !/\b(?:should|needs? to|make|instead|swap|change|cut|add)\b/.test(clause)) return 'context';
  // "the 2x100 after it too": the change before it, on a part it already covers.
  if (previous && /^(?:and )?(?:the )?[a-z0-9 ]{2,30} (?:too|as well)$/.test(clause)) return 'keep';
  // "just easy kick", "harder main": the effort of a part, said as a noun.
  clause = clause.replace(/^(?:just |only |an? )?(easy|easier|ez|light|harder|hard|faster)\s+(kick|pull|drill|main|warm[- ]?up|cool[- ]?down)(?: set)?$/, (_m, effort: string, part: string) => `make the ${part} ${effort === 'ez' ? 'easy' : effort}`);
  // "cut the 25s starts to like 8 per lane": a count of those repeats, written as the set ("cut the starts to 8x25"), not a lane's crowd.
  clause = clause.replace(/^((?:and |so |just |but )?(?:cut|take|bring|drop|trim|knock|reduce|lower|make|change|set|bump|raise|up)\b[^,;]*?)\b(?:the\s+)?(\d{2,4})s\b([^,;]{0,30}?)\s*\b(?:down |back )?to\s+(?:like\s+|about\s+|just\s+|only\s+|~\s*)?(\d{1,2})(?![:\d])(?:\s+(?:per|a|each|for each)\s+lane|\s+each|\s+reps?)?\b/, (_m, verb: string, distance: string, what: string, reps: string) => `${verb}the${what ? ` ${what.trim()}` : ''} to ${reps}x${distance}`);
  // "the 18x25 starts can go", "the pull set has to go": a removal said with the set first.
  // ("starts have to go one way", "it has to go from the deep end": where it goes, not a removal.)
  clause = clause.replace(/^(?:and |but |so )?(?:the |that |those |this |these )?(.+?) (?:can|could|should|has to|have to|needs? to|may) (?:go|come out|be cut|be dropped|be removed|disappear)\b(?!\s+(?:one way|down|back|from|to|off|at|in|out from|first|last|faster|slower|easy|up))(?:\s*$|[^,;]*$)/, 'drop the $1');
  // "put the yards into the pull, buoy + paddles": gear said alone goes on the part just named.
  const bareGear = /^(?:w\/?\s*|with\s+)?((?:pull ?)?buoys?|paddles?|fins?|snorkels?)(?:\s*(?:\+|and|&|,|\/)\s*((?:pull ?)?buoys?|paddles?|fins?|snorkels?))*$/.test(clause);
  if (bareGear && previous?.sections) {
    const gear = [...clause.matchAll(/(?:pull ?)?buoys?|paddles?|fins?|snorkels?/g)].map((g) => g[0]).sort((a, b) => Number(/buoy/.test(a)) - Number(/buoy/.test(b)));
    clause = `${gear[0]} on ${previous.words}`;
  }
  // "make the pull set kick instead, keep it easy": "it" is the part the clause before named or made.
  // "do the kick set without. and cut it to 4000": a cut to more than that part holds is the whole practice's.
  const cutTo = /\b(?:cut|trim|drop|bring|take|get)\b[^,;]*?\bto\s+(?:~\s*|about\s+|like\s+)?(\d{1,2}(?:,\d{3})|\d{3,5})\b/.exec(clause);
  const partVolume = previous?.sections ? plan.sections.filter((s) => previous.sections!.includes(s.kind)).reduce((sum, s) => sum + sectionDistance(s), 0) : 0;
  const wholePractice = cutTo !== null && partVolume > 0 && Number(cutTo[1]!.replace(',', '')) >= partVolume;
  // "… fill it to ~115", "its only ~96 min": the practice's clock, whatever part was named before.
  const clockSaid = /\bfill\b|\b(?:til|till|until) \d{1,2}\b|^(?:its |it'?s |this is )?only (?:like |about |~\s*)?\d{2,3}\s*(?:min|mins|minutes)\b/.test(clause);
  // "i dont want paddles this wk": "this" of a time is no part named before.
  const inherited = !readTarget(clause) && previous !== null && !wholePractice && !clockSaid && PRONOUN.test(clause);
  const target = inherited ? previous : readTarget(clause);
  const groupBefore = laneBefore && lanes ? laneIn(laneBefore.toLowerCase(), lanes) : undefined;
  const at: ReadContext = { target, limits: (plan.constraints ?? []).map((c) => c.rule), previous, group: groupBefore && groupBefore.index >= 0 ? lanes![groupBefore.index]!.name : null };
  // The readers see the part named: "make it longer" after "turn the kick set into drill" is "make the drill set longer".
  if (inherited && previous.sections && !/\b(?:him|her|them|they|he|she)\b/.test(clause)) clause = clause.replace(PART_PRONOUN, previous.words);
  const named = namesOfClause(clause, names);
  // "Jake has a bad knee, keep him off breast kick": him is the swimmer just named.
  // "Ava and Mia have sore shoulders, no pull for them": them is the swimmers just named.
  // "Marcus had a headache … — easy swim only": a clause of limits alone, right after a swimmer's, is still theirs.
  // "doc says kick only", "trainer says normal practice but capped at 2000": the doctor's word about the swimmer just named.
  const bare = clause.replace(/^(?:the |her |his |their )?(?:doc|dr|doctor|trainer|pt|physio|surgeon|cardiologist|ob|coach)\s+(?:says|said|wants|cleared (?:her|him|them)(?: for)?)\s*:?\s*/, '');
  // "no breast for him today. just put him in the aerobic set …, free only": a stroke only, right after a swimmer's clauses, is theirs.
  // "Hannah tweaked her knee (mcl sore, the usual breaststroker knee)": a few words of an injury right after a swimmer are hers.
  const injuryAlone = before.length > 0 && clause.split(/\s+/).length <= 8 && /\b(?:sore|tweaked|hurt|strain(?:ed)?|sprain(?:ed)?|pain(?:ful)?|injur\w*|tender|tight|swollen|postpartum|post[- ]?partum|pregnan\w*|concuss\w*|surgery|post[- ]?op|(?:mcl|acl|it band|rotator cuff)\b)/.test(bare) && readLimitsIn(bare, { timeIsLimit: false }).length > 0;
  // "running the starts", "some one handed core stuff on the pool deck mat": the deck jobs of the swimmer just named.
  const deckJob = before.length > 0 && /^(?:and |also )?(?:some |a bit of )?(?:running the starts|counting (?:laps|times|strokes)|timing\b|one[- ]handed core|core (?:stuff|work)|(?:he|she) can (?:say|do|run|count|time)\b)/.test(clause);
  const limitsAlone = deckJob || injuryAlone || before.length > 0 && (/^(?:like|maybe|say|so|prob(?:ably)?)\s+\d{1,2}\s*x\s*\d{2,4}\b/.test(bare) || /^(?:(?:just|but|and|so|still) )?(?:no|not|nothing|only|easy|light|cleared|avoid|skip|stop|open turns|gentle|kick only|capped|cap|normal practice|still no|still nothing|still (?:easy|light|only)|max)\b/.test(bare) || /^(?:flip ?turns?|flips|dives?|underwaters?|fly|breast(?:stroke)?|kick|pull|paddles|fins)\b[^,;]{0,20}\b(?:ok|okay|fine|allowed|cleared)\b/.test(bare) || /^(?:free(?:style)?|back(?:stroke)?|breast(?:stroke)?|fly|kick|pull|easy|aerobic)(?: swim(?:ming)?)? only$/.test(bare)) && !/\b(?:everyone|everybody|anyone|anybody|all(?! out\b)|team|group|whole|the rest)\b/.test(clause.replace(/\b(?:while|when) (?:the )?(?:group|team|rest|others|everyone|everybody)\b[^,;]*/, ''));
  // "her mom picks her up 10 min early": with no one named before, "her" is the plan's only swimmer with a line of her own.
  const lined = [...new Set(plan.sections.flatMap((s) => s.blocks.flatMap((b) => (b.swimmers ?? []).map((l) => l.name))))];
  const only = before.length === 0 && named.length === 0 && lined.length === 1 && /\b(?:him|her|he|she|his)\b/.test(clause) ? lined : [];
  // "make it 5 guys coming back not 4": how many swim on a group's line, said beside who joins it.
  if (named.length === 0 && isHeadcount(clause)) return 'context';
  // "lane 8 doesnt do the 25s starts …, just give them an easy 200 there" in a plan of one group: the swimmers the coach put in lane 8.
  const swimmersLane = !lanes && named.length === 0 ? (laneIn(clause, lanes)?.words ?? (laneBefore && /\b(?:them|they|their)\b/.test(clause) ? laneIn(laneBefore.toLowerCase(), lanes)?.words : undefined)) : undefined;
  const laneOp = swimmersLane ? readLaneSwimmers(clause, at, swimmersLane) : null;
  if (laneOp) return laneOp;
  // "shoulders are better today except owen and marcus": the team's limit lifted, those two keep it.
  if (named.length > 0 && /\b(?:except(?: for)?|but not|other than|apart from)\s/.test(clause)) {
    const lift = readLift(clause, at);
    if (lift) return lift;
  }
  const who = named.length > 0 ? named : only.length > 0 ? only : /\b(?:him|her|he|she|his|hes|shes|them|they|their|both(?: of them)?|those (?:two|2)|the (?:two|2) of them|each of them)\b/.test(clause) || limitsAlone ? [...before] : [];
  if (who.length > 0) {
    // "Ava and Jonah stay on light aerobic only": the limits their own line already keeps, kept.
    if (/\b(?:stays?|remains?|still|keeps?)\b/.test(clause) && !/\b(?:but|except|now|instead|more|less|fewer|add|cut)\b/.test(clause)) {
      const rules = readLimitsIn(clause, { timeIsLimit: false }).map((c) => c.rule);
      const held = (name: string) => (plan.substitutions ?? []).filter((line) => line.split(' (')[0]!.split(/,\s*|\s+and\s+/).includes(name)).flatMap((line) => readLimitsIn(line, { timeIsLimit: false }).map((c) => c.rule));
      if (rules.length > 0 && who.every((name) => name.split(/,\s*|\s+and\s+/).every((n) => rules.every((r) => held(n).includes(r))))) return 'keep';
    }
    // "Mateo got cleared … he can do the whole practice now" of a swimmer the plan wrote no line for: he already swims it.
    const lined = (name: string) => (plan.substitutions ?? []).some((line) => line.split(' (')[0]!.split(/,\s*|\s+and\s+/).includes(name)) || plan.sections.some((s) => s.blocks.some((b) => b.swimmers?.some((l) => l.name.split(/,\s*|\s+and\s+/).includes(name))));
    if (/\b(?:cleared|can (?:do|swim) (?:the |a )?(?:whole|full|normal|everything|all)|back to (?:normal|full)|full practice|normal practice)\b/.test(clause) && !/\b(?:put|join|joins|add|move|with|w\/|in lane|lane \d)\b/.test(clause) && !readLimitsIn(clause, { timeIsLimit: false }).length && who.every((n) => !lined(n))) return 'context';
    const op = readSwimmerChange(clause, at, who);
    if (op) return op;
    // "jo keeps failing the 75s by the 3rd one": what the swimmer is like, the reason for the change said next.
    return isContext(clause) || isSwimmerStory(clause) ? 'context' : { words: clause, why: `what changes for ${who.join(' and ')} was not understood; say a limit ("${who[0]} no fly") or a stroke for a section ("${who[0]} back on the main")` };
  }
  // "JV has lanes 5 and 6 … take them out of this, varsity only in lanes 1-4": lanes no longer in this plan.
  const dropped = lanes ? readDropLanes(clause, lanes, laneBefore) : null;
  if (dropped) return dropped;
  // "lane 4 is where the new kids are. give them 5 more sec …, only 4x100 kick": "them" and a bare count are that lane's.
  const lane = laneIn(clause, lanes) ?? (laneBefore && lanes && (/\b(?:them|they|their|that)\b/.test(clause) || /^(?:only |just )?\d{1,2}\s*x\s*\d{2,4}\b/.test(clause) || /\b(?:instead of|in place of)\b/.test(clause)) && !/\b(?:everyone|everybody|all lanes|every lane|whole (?:team|group))\b/.test(clause) ? laneIn(laneBefore.toLowerCase(), lanes) : undefined);
  if (lane) {
    // "lane 4 has 3 new kids who cant really do 100 kick on their back yet": who is in the lane, the reason for the change said next.
    if (/\b(?:has|have|got)\s+(?:\d+|a few|some|two|three|four|a couple of)\s+(?:new\s+|newer\s+|young\s+)?(?:kids|swimmers|people|ppl|guys|girls|ones)\b|\b(?:can'?t|cannot|can not)\s+(?:really\s+)?(?:do|make|hold|swim|handle)\b|\b(?:aren'?t|are not|isn'?t) (?:ready|able)\b/.test(clause) && !/^(?:give|make|put|cut|add|swap|change|take|turn|let)\b|\b(?:instead|give them|make it|turn their)\b/.test(clause)) return 'context';
    // "they cruised 400s on 5:00 last wk": what the lane swam, the reason for the change said next.
    if (/\blast (?:wk|week|time|practice|night|meet)\b|\byesterday\b|\b(?:cruised|crusied|swam|killed|died on)\b/.test(clause) && !/^(?:give|make|put|cut|add|swap|change|take)\b/.test(clause)) return 'context';
    // "fast lane stays same": that lane as it is, which every change here keeps.
    if ((/\b(?:stays?|stay|keeps?)\b[^,;]*\b(?:same|as is|as it is|as written|unchanged)\b|\b(?:is |are )?(?:fine|good|ok|perfect) as is\b|\bleave (?:it|them|that|the [a-z ]{2,20})(?: alone| as is| as it is)?$|\b(?:don'?t|dont|do not|doesn'?t|doesnt|won'?t) change\b|\b(?:unchanged|untouched|stay the same|stays the same)$|\bstays? (?:at|around|about) ~?\s*\d/.test(clause)) && !/\b(?:but|except|only|more|less|fewer)\b/.test(clause)) return 'keep';
    // "slow lane only ends up w 1500 total", "lane 4 only gets 3725 which is kinda light": the lane's total now, the reason for what follows.
    if (/\b(?:only )?(?:gets?|ends? up|swims?|does|is at|totals?)\b[^,;]*\b\d[\d,]{2,5}\b/.test(clause) && !/^(?:give|make|get|bring|bump|add|cut|take|let)\b|\b(?:should|needs? to|can do|could do)\b/.test(clause)) return 'context';
    const op = readLaneChange(clause, at, lane);
    if (op) return op;
    // "distance lanes can go up to ~7k", "sprint lane should get ~4k": that lane's total.
    const upTo = /\b(?:can go|could go|go|goes|should get|should be|gets?|to get|up to|bump (?:them|it) to|raise (?:them|it) to)\s+(?:up\s+)?(?:to\s+)?(?:~\s*|about\s+|around\s+|like\s+)?(\d{1,2}(?:\.\d)?\s*k|\d{1,2},?\d{3})\b/.exec(clause);
    if (upTo && lane.index >= 0) {
      const said = upTo[1]!.replace(/\s+/g, '');
      const n = /k$/.test(said) ? Math.round(parseFloat(said) * 1000) : Number(said.replace(',', ''));
      const total = readLaneChange(`bring ${lane.words} to ${n}`, at, lane);
      if (total) return total;
    }
    // "distance main needs to be harder" before "make the 400s on 4:40": the complaint; the send-offs said next are the change.
    if (/\b(?:needs? to be|should be|is|are|too|way too)\s+(?:a (?:lot|bit|little) |way |much |too )?(?:harder|easier|soft|easy|hard|tough|slow|fast)\b/.test(clause) && !/\d/.test(clause)) return 'context';
    // "for lane 6, do kick with fins instead of the starts": the lane said alone, the change for it comes next.
    if (/^(?:for |and |but |just )?(?:lanes? \d|the [a-z]+ lane)$/.test(clause) && lane.index >= 0) return 'context';
    if (lane.index < 0 && lanes) return { words: clause, why: `this plan has no ${lane.words} (its lanes: ${lanes.map((g) => g.name).join(', ')})` };
    // "sprint group … move their main after their aerobic set": that group's own parts, in the order said.
    const moved = lanes && lane.index >= 0 ? readMoveSection(clause.replace(/\b(?:their|its)\s+/g, 'the '), { ...at, group: lanes[lane.index]!.name }) : null;
    if (moved) return moved;
    // "lane 5 is mostly the newer ppl …, 7x150 on 2:50 is gonna bury them": who swims there and why, the change comes after.
    if (/^(?:lanes? \d(?:\s*-\s*\d)?|the [a-z]+ lane)\s+(?:is|are|'s)\b/.test(clause) && !/\b(?:should|needs?|make|give|swap|change|cut|add|more|less|fewer|instead)\b/.test(clause)) return 'context';
    if (!/\bsend-?offs?\b/.test(clause)) return isContext(clause) ? 'context' : { words: clause, why: `for one lane I can change its rest ("${lane.words} more rest on the main") or its repeats ("fewer reps for ${lane.words}")` };
  }
  // "warmup is only 250 …, way too short for my 50+ crowd": the complaint of the part just named; the size said next is the change.
  if (/^(?:and |but |so )?(?:way |much |far |a bit |a little |just )?too (?:short|long|easy|hard|much|little)\b/.test(clause) && previous?.sections) return 'context';
  for (const read of readers) {
    const op = read(clause, at);
    if (op) return op;
  }
  // "the secondary set (the 100/50/25 breakdown)": a part named, the change said of it comes next; "is sitting at the very end": what it is now.
  if (namesAPart(clause) || /^(?:is|are|was|were|'s|sits|sitting)\b/.test(clause)) return 'context';
  return isContext(clause) ? 'context' : notUnderstood(clause);
}

const NOT_A_TIME = String.raw`(?!\s+(?:wk|week|weekend|morning|afternoon|evening|time|year|season|month|am|pm|one)\b)`;
/** The words that point back at the part just named ("make it longer"), never "this wk" or "that time". */
const PRONOUN = new RegExp(String.raw`\b(?:it|that|those|them|this)\b${NOT_A_TIME}`);
const PART_PRONOUN = new RegExp(String.raw`\b(?:it|that|those|this)\b${NOT_A_TIME}`);

/** What a coach says of the dryland beside adding it: its gear, its moves, where and how. */
const DRYLAND_DETAIL = /\b(?:bands?|med ?balls?|medicine balls?|plyos?|plyometrics?|explosive|jumps?|standing|floor|stretch ?cords|cords|racks?|weights?|dumbbells?|kettlebells?|mats?|foam rollers?|boxes|cones|get (?:back )?up|core|mobility)\b/;

const AMOUNT = String.raw`~?\s*\d[\d,]*(?:\.\d+)?\s*(?:k|hrs?|hours?|min|mins|minutes|yds?|yards|m|meters|metres)?`;
const amountUnit = (a: string) => /(k|hrs?|hours?|min|mins|minutes|yds?|yards|m|meters|metres)$/.exec(a.trim())?.[1] ?? '';

/**
 * A clause said the way coaches say it, said again the way the readers read it:
 * - a number put right ("i meant 800 not 8000", "the 6k was a typo, 3k is fine", "i said 800 max", "gimme like 5500 for the swim");
 * - a clock ("the swim is supposed to be 1.5 hrs not 30 min", "thats 1:45 in the water max", "then the 60 min swim");
 * - dryland the plan took for the swim ("the 30 min is bands + plyo BEFORE we get in");
 * - a swap of repeats ("more 25s less 100s") or where room comes from ("cut the pyramid down to make room").
 * Any other clause is returned as it is.
 */
function plainerClause(clause: string): string {
  const notThat = new RegExp(String.raw`^(?:lol |ok |oh |so |and |but )*(?:(?:the |my )?[a-z ]{0,20}?\b(?:is |was )?(?:i meant|meant|supposed to be|should(?:'ve| have)? been|should be|it'?s|its|i said|i asked for|i wanted)\s+)(?:like |about |~\s*)?(${AMOUNT})\s*,?\s*(?:not|instead of|rather than)\s+(?:like |~\s*)?(${AMOUNT})(?![:\d])\b.*$`).exec(clause);
  if (notThat && !/:/.test(notThat[1]!)) {
    const unit = amountUnit(notThat[1]!) || amountUnit(notThat[2]!);
    const amount = `${notThat[1]!.trim()}${amountUnit(notThat[1]!) ? '' : unit ? ` ${unit}` : ''}`;
    return /(?:hrs?|hours?|min|mins|minutes)$/.test(amount) ? `we have ${amount}` : `make it ${amount}`;
  }
  const typo = new RegExp(String.raw`^(?:lol |ok |oh |so )*(?:the |that |my )?(${AMOUNT}) (?:was|is) a typo\s*,?\s*(?:i meant |it'?s |should be |make it |meant |its )?(${AMOUNT})(?: is (?:fine|good|right|correct|ok|okay|what i meant))?(.*)$`).exec(clause);
  // "3k is fine for 45 min": the clock said again beside it is the one the plan has.
  if (typo && /\d/.test(typo[2]!)) return `make it ${typo[2]!.trim()}`;
  const saidMax = new RegExp(String.raw`^(?:but |and )?i (?:said|asked for|wanted)\s+(${AMOUNT})\s*(max|tops|at most|or less|or under)?$`).exec(clause);
  if (saidMax && /\d/.test(saidMax[1]!)) return `make it ${saidMax[1]!.trim()}${saidMax[2] ? ' max' : ''}`;
  // "the 30 min is bands + plyo BEFORE we get in": minutes of dryland the plan took for the swim, added before (or after) it.
  const dry = /^(?:and |so |but )?(?:the |that |those )?(\d{1,3})\s*(?:min|mins|minutes)\s+(?:is|was|are|=|of)\s+(.*?\b(?:bands?|plyos?|plyometrics?|core|med ?balls?|stretch\w*|cords|lift\w*|weights|dry ?land|jump ?ropes?|mobility|circuit)\b.*?)\s*\b(before|after|first)\b.*$/.exec(clause);
  if (dry) return `add ${dry[1]} min of dryland (${dry[2]!.replace(/\bdry ?land\b/g, '').trim() || 'dryland'}) ${dry[3] === 'after' ? 'after' : 'before'} the swim`;
  // "we gotta be out by 7:45 so thats 1:45 in the water max": hours and minutes in the water, the clock (its end time is the reason).
  const inWater = /\b(\d):([0-5]\d)\s*(?:hrs?|hours?)?\s+(?:in the (?:water|pool)|of (?:pool|water|swim(?:ming)?|pool time)|max|tops|total)\b/.exec(clause);
  if (inWater && /\b(?:thats|that'?s|so|is|=|max|tops|only|we have|we get)\b/.test(clause)) return `we have ${Number(inWater[1]) * 60 + Number(inWater[2])} min`;
  // "more 25s less 100s": the 100s swum as 25s, the total as it is.
  const moreLess = /^(?:and |but |so )?(?:more|lots more|way more) (\d{2,3})s,? (?:and |but |w |with )?(?:less|fewer|no) (\d{2,3})s$/.exec(clause);
  if (moreLess && moreLess[1] !== moreLess[2]) return `turn the ${moreLess[2]}s into ${moreLess[1]}s`;
  // "cut the pyramid down to make room": the yards the change needs come out of that part.
  const room = /^(?:and |so |just )?(?:cut|trim|shorten|shrink) (?:the |that |my )?([a-z0-9 -]{3,30}?)(?: set)? (?:down |back )?to (?:make |give |free up )?(?:room|space|time)(?: for (?:it|that|them|the [a-z0-9 ]+))?$/.exec(clause);
  if (room) return `take it out of the ${/^(?:pyramid|ladder|main(?: set)?)$/.test(room[1]!) ? 'main' : room[1]}`;
  // "then the 60 min swim": the swim's clock, said after what comes before it.
  const swim = /^(?:and |then |so )*(?:the |a )?(\d{2,3})\s*(?:min|mins|minute) swim$/.exec(clause);
  if (swim) return `we have ${swim[1]} min`;
  // "gimme like 5500 lcm for the swim": the volume of the swim, the course said again beside it.
  const gimme = new RegExp(String.raw`^(?:and |so )?(?:gimme|give me|i want|i need)\s+(?:like |about |~\s*)?(\d[\d,]{2,5}|\d(?:\.\d)?\s*k)\s*(?:scy|scm|lcm|yds?|yards|m|meters)?\s*(?:for (?:the )?(?:swim|practice|workout|water part))?$`).exec(clause);
  if (gimme) return `make it ${gimme[1]}`;
  return clause;
}

/** A part of the plan named alone, with no change said of it: "the secondary set", "the 100/50/25 breakdown". */
const namesAPart = (clause: string) =>
  /^(?:the|that|this|those|these|my|your|our) /.test(clause) && clause.split(/\s+/).length <= 6 && !/\b(?:is|are|was|were|'s|be|should|needs?|more|less|fewer|harder|easier|faster|slower|too|instead|only|no|not|on|at|@|to|into)\b/.test(clause) && (readTarget(clause) !== null || /\d|\b(?:set|breakdown|pyramid|ladder|broken|round)\b/.test(clause));

const partKinds: ReadonlyArray<readonly [RegExp, SectionKind]> = [
  [/^kick/, 'kick'],
  [/^pull/, 'pull'],
  [/^drill/, 'drill'],
  [/^warm/, 'warmup'],
  [/^cool/, 'cooldown'],
  [/^pre/, 'preset'],
  [/^sprint/, 'sprint'],
];

/** "~10 min kick", "about 15 minutes of pull": the minutes a coach gave a part. */
function minutesOfPart(clause: string): { kind: SectionKind; minutes: number; words: string } | null {
  const m = /(?:~|about |around |like |only )?(\d{1,2})\s*(?:min(?:ute)?s?)\s+(?:of\s+)?(kick|pull|drills?|warm[- ]?up|cool[- ]?down|pre[- ]?set|sprints?)\b/.exec(clause);
  if (!m) return null;
  const kind = partKinds.find(([re]) => re.test(m[2]!))?.[1];
  const minutes = Number(m[1]);
  return kind && minutes >= 3 ? { kind, minutes, words: m[0].trim() } : null;
}

const partWords: Partial<Record<SectionKind, string>> = { main: 'the main set', kick: 'the kick set', pull: 'the pull set', warmup: 'the warm-up', cooldown: 'the cool-down', preset: 'the pre-set', drill: 'the drill set', sprint: 'the sprint set', secondary: 'the secondary set' };

/**
 * "the 5x200 after the pull is more aerobic": a set named by its count and length is the part that holds it, never the
 * part named beside it to say where it is.
 */
function bySet(clause: string, plan: WorkoutPlan): string {
  const m = /\b(?:the |that |those |my |your )(\d{1,2})\s*x\s*(\d{2,4})\b(?:\s+(?:after|before|following|right after) (?:the )?[a-z-]+(?: set)?)?/.exec(clause);
  // "make the 8x100 after the kick pull": a change to that set itself, which its count names.
  if (!m || /^(?:and |so |just |then )?(?:make|turn|swim|do|switch|change|take|cut|drop|trim|bring)\b/.test(clause)) return clause;
  const reps = Number(m[1]);
  const distance = Number(m[2]);
  const holders = plan.sections.filter((s) => s.blocks.some((b) => b.sets.some((x) => x.reps === reps && x.distance === distance)));
  if (holders.length !== 1) return clause;
  // The part named beside the set, read without the set's own count ("the 8x100" alone names no part).
  const said = readTarget(clause.replace(/\b\d{1,2}\s*x\s*\d{2,4}s?\b/, ' '));
  const kind = holders[0]!.kind;
  // Only when the clause names another part beside it ("after the pull"): "drop the 8x50" stays that one set.
  // Two parts of that kind ("Secondary Set", "Coach Set"): the kind's name would be the other one; the set's own words stay.
  if (!said?.sections || said.sections.includes(kind) || !partWords[kind] || plan.sections.filter((s) => s.kind === kind).length > 1) return clause;
  return clause.replace(m[0], partWords[kind]!);
}

function read(instruction: string, names: readonly string[], plan: WorkoutPlan): Read {
  const out: Read = { ops: [], notApplied: [], context: [] };
  let named: string[] = [];
  // The swimmers last named, for "those 2 kick instead" after a clause about everybody else.
  let recent: string[] = [];
  let previous: Target | null = null;
  // "only 87 min and we have 2 hrs", "its only ~96 min, we go til 9 so fill it to ~115": what it runs, then the clock: one clause.
  // Changes said with the leave to make them ("trim the pack swim if u have to"): one the plan cannot make is no refusal.
  const optional = new Set<string>();
  const clauses = clausesOf(instruction, names, true).reduce<string[]>((all, c) => {
    const last = all.at(-1);
    // "swap out the 12x60 free drill for a turns set, like 40s back/breast": the example is of the set just named.
    if (last !== undefined && /^(?:like|say|something like|e\.?g\.?)\s+(?:\d{1,2}\s*x\s*)?\d{2,4}s?\s+(?:free|back|breast|fly|im|kick|pull|drill)/.test(c) && /\b(?:swap|replace|switch|trade|change|turn)\b[^,;]*\b(?:for|with|into|to)\b/.test(last)) {
      all[all.length - 1] = `${last}, ${c}`;
      return all;
    }
    // "no backstroke anywhere and i said free w some back": what is missing and what was asked, one complaint.
    if (last !== undefined && /\bno [a-z]+ anywhere$/.test(last) && /^(?:and |but )?i (?:said|asked for|wanted)\b/.test(c)) {
      all[all.length - 1] = `${last} and ${c.replace(/^(?:and |but )/, '')}`;
      return all;
    }
    if (last !== undefined && /^(?:and |but |also )?(?:its |it'?s |this is |it |that'?s |thats )?(?:only |just )?(?:runs? )?(?:like |about |~\s*)?\d{2,3}\s*(?:min|mins|minutes)$/.test(last) && /^(?:and |but |so )?(?:we have|we've got|we got|we get|we go (?:til|till|until|to)|have (?:em|them) for|i have (?:em|them)|fill)\b/.test(c)) all[all.length - 1] = `${last} and ${c}`;
    else all.push(c);
    return all;
  }, [])
    // "so 2 hrs", "prob ~5800m": the clock or the volume said again, hedged.
    .map((c) => c.replace(/^(?:and |but )?(?:(?:so|prob(?:ably)?|like|maybe|about|roughly|approx(?:imately)?|call it|more like)\s+)?(~?\s*\d[\d,.]*\s*(?:k|m|y|yds?|yards|meters|metres|hrs?|hours?|min|mins|minutes))\s*(?:ish|or so|tops)?$/, (m, amount: string) => (/^~?\s*\d{1,2}(?:\.\d)?\s*(?:m|y)$/.test(amount.trim()) ? m : `make it ${amount.trim()}`)))
    // "trim the 9x100 kick and the pull to make it fit": the verb said once is the second part's too.
    .reduce<string[]>((all, c) => {
      const verb = /^(?:and |so |then )?(trim|cut|shorten|drop|lose|remove|take out|shrink|reduce)\s+(?:the|that|my)\s+[a-z0-9 ]{2,30}$/.exec(all.at(-1) ?? '')?.[1];
      all.push(verb && /^(?:and |also )?the\s+(?:kick|pull|drills?|warm[- ]?up|cool[- ]?down|pre[- ]?set|sprints?|secondary(?: set)?|aerobic set)\b/.test(c) ? `${verb} ${c.replace(/^(?:and |also )/, '').replace(/\s+to (?:make it fit|fit|make time)$/, '')}` : c);
      return all;
    }, [])
    // "drop the surges if u have to": the change, said with the leave to make it.
    .map((c) => {
      const bare = c.replace(/\s+(?:if (?:u|you|we) (?:have|need|got) to|if (?:needed|necessary|need be|it doesn'?t fit|it doesnt fit|there'?s no (?:room|time))|if (?:u|you) must)$/, '');
      if (bare !== c) optional.add(bare);
      return bare;
    })
    .map(plainerClause)
    // "i wanted a broken 1500 … like 3x500 or 15x100 w/ :10 at 1500 pace": the first set of the example is the main asked for.
    .map((c, i, all) => {
      const example = /^(?:like|say|something like|e\.?g\.?|maybe)\s+(\d{1,2}\s*x\s*\d{2,4})(?:\s+or\s+\d{1,2}\s*x\s*\d{2,4})?\b(.*)$/.exec(c);
      const wanted = i > 0 && /^(?:but |and |so )?i (?:wanted|asked for|meant|said)\b|\bwhat i (?:wanted|asked for)\b/.test(all[i - 1]!);
      return example && wanted ? `make the main ${example[1]}${example[2]!.replace(/\bw\/?\s*(:\d\d)\b(?!\s*rest)/, 'w/ $1 rest')}` : c;
    })
    // "end w a quick relay", "finish with a fun relay after the back starts": a relay added at the end.
    .map((c) => c.replace(/^(?:and |also |then |so )?(?:end|finish|close)\s+(?:it |practice |the practice |them )?(?:w\/?|with|on)\s+(?:a |an |some )?((?:quick |fun |short |little |team )?(?:relays?|relay game|games?))\b.*$/, 'add a $1 at the end'));
  let keeping = false;
  let storyBefore = false;
  let laneTold: string | null = null;
  // The lanes said again or one added: every lane written from its base; the clauses about the bases are that change.
  const lanesSaid = readLanesSaid(clauses.map((c) => (c.startsWith(ASIDE) ? c.slice(ASIDE.length) : c)), plan);
  if (lanesSaid) out.ops.push({ op: lanesSaid.op, words: [...lanesSaid.clauses].join(', ') || instruction });
  let lastClause: string | null = null;
  let verb: string | null = null;
  let lastGear: string | null = null;
  // "who is 'Can'?? theres no swimmer named can … delete those lines": a word of the request read as a swimmer is no swimmer.
  const misread = /\bno (?:swimmer|kid|girl|boy|guy|one|athlete|person)s? (?:named|called) ['"]?([a-z]+)\b|\bwho(?:'s| is| tf is| the heck is)? ['"]([a-z]+)['"]/.exec(instruction.toLowerCase());
  const misreadWord = misread ? (misread[1] ?? misread[2])! : null;
  const notSwimmer = misreadWord ? names.find((n) => n.toLowerCase() === misreadWord) : undefined;
  if (misreadWord) {
    out.ops.push({
      op: {
        understood: `${misreadWord}: no swimmer`,
        run: (d) => {
          if (!notSwimmer) return `No swimmer called "${misreadWord}" in this plan: only the swimmers you named have lines of their own; everyone else as written.`;
          d.brief.swimmers = d.brief.swimmers.filter((x) => x.name !== notSwimmer);
          d.plan.substitutions = (d.plan.substitutions ?? []).filter((line) => !line.startsWith(`${notSwimmer} (`));
          return `"${notSwimmer}" was read as a swimmer's name: those lines are gone; everyone else as written.`;
        },
      },
      words: misread![0],
    });
  }
  for (const said of clauses) {
    // The clauses about the word misread ("thats me saying she can only kick", "delete those lines") are that change.
    // A word the plan never read as a swimmer: those clauses say what the plan already does.
    if (misreadWord && (said.includes(misreadWord) || /^(?:and |so |just |pls |please )?(?:delete|remove|drop|lose|get rid of|take out) (?:those|these|that|the|her|his) (?:lines?|rows?|bits?)\b/.test(said))) {
      out.context.push(said);
      continue;
    }
    // "(the 200s at 1650 pace)", "(IMers)": said in parentheses, a name for what was just said unless it is a change of its own.
    const aside = said.startsWith(ASIDE);
    const bareClause = aside ? said.slice(ASIDE.length) : said;
    // "cut the pre-set 75s and a round of the main": the second part of a list takes the verb of the first.
    // "bring L1-2 to ~6500, L3-4 ~5800": the next lanes' totals take the verb too.
    if (/^(?:bring|get|take|put|make)\b/.test(verb ?? '') || /^bring\b[^,;]*\blanes? \d/.test(lastClause ?? '')) {
      const laneTotal = /^(lanes? \d(?:\s*-\s*\d)?)\s+(?:to\s+)?(~\s*\d[\d,.]*\s*k?|\d{4,5}|\d(?:\.\d)?\s*k)$/.exec(bareClause);
      if (laneTotal) {
        const read = readClause(`bring ${laneTotal[1]} to ${laneTotal[2]}`, names, plan, named, previous, laneTold);
        if (typeof read !== 'string' && 'run' in read) {
          out.ops.push({ op: read, words: bareClause });
          continue;
        }
      }
    }
    // "drop the 6x25 sprint and the 2x100 preset": "the 2x100 preset" takes the verb too.
    const verbed = verb && (/^(?:a|an|one|two|three|another|\d{1,2}) (?:round|rep|repeat|set|few|couple|x)\b|^(?:a|one) \d{2,4}\b/.test(bareClause) || (/^(?:cut|drop|remove|lose|take out|skip)$/.test(verb) && /^(?:the |that |those )(?:\d{1,2}\s*x\s*\d{2,4}s?\s+|\d{2,4}s?\s+)?(?:pre[- ]?set|kick(?: set)?|pull(?: set)?|drills?(?: set)?|sprints?(?: set)?|warm[- ]?up|cool[- ]?down|starts?|turns|\d{1,2}\s*x\s*\d{2,4}s?)$/.test(bareClause))) ? `${verb} ${bareClause}` : bareClause;
    // "she just got a snorkel … put it on the drill and the main": the gear just named, on each part said.
    const putIt = /^(?:and |so |just )?(?:put|use|add|throw) (?:it|them|those|that|one) (?:on|in|for|during) (.+)$/.exec(verbed);
    const gearPart = /^(?:and |also )?(?:on |for )?(?:the )?(main|kick|pull|drill|warm[- ]?up|pre[- ]?set)(?: set)?(?: too| as well)?$/.exec(verbed);
    const clause = lastGear && putIt ? `${lastGear} on ${putIt[1]}` : lastGear && gearPart && /(?:allowed|on the )/.test(out.ops.at(-1)?.op.understood ?? '') ? `${lastGear} on the ${gearPart[1]}` : verbed;
    lastGear = /\b(snorkel|fins|paddles|(?:pull ?)?buoy|kick ?board)s?\b/.exec(bareClause)?.[1] ?? lastGear;
    verb = /^(cut|drop|add|remove|lose|trim|take out|skip)\b/.exec(bareClause)?.[1] ?? null;
    if (lanesSaid?.clauses.has(clause)) continue;
    // "i asked for ~10 min kick and 14x50 @1:15 is like 17 min, cut it": cut to the size said just before, never the whole part.
    const sized = lastClause !== null && /^(?:so |and |just )?(?:cut|trim|shorten|chop|fix)(?: it| that| them)?(?: down| back)?$/.test(clause) ? minutesOfPart(lastClause) : null;
    lastClause = clause;
    if (sized) {
      out.ops.push({ op: sectionToMinutes(sized.kind, sized.minutes, `${sized.words}, ${clause}`), words: clause });
      continue;
    }
    // "we only get the pool for 75 … drop the pull and trim the kick": a part trimmed with no number, beside a clock or a
    // volume, is where the cut comes from.
    if (/^(?:and |so |just )?(?:trim|shorten|shave|cut down|cut back|reduce)\s+(?:the\s+)?[a-z- ]{3,20}?(?: set)?(?: a (?:bit|little|touch))?$/.test(clause) && out.ops.some((o) => /^fit it into \d+ min$|^volume|^\d+ (?:shorter|less)|^shorter/.test(o.op.understood))) {
      const op = readTakeFrom(`${clause.replace(/ a (?:bit|little|touch)$/, '')} to make it fit`);
      if (op) {
        out.ops.push({ op, words: clause });
        continue;
      }
    }
    // "she has to leave after the main set … so skip her pull and cool down": the parts after, said as the tail of leaving early.
    if (out.ops.at(-1)?.op.understood.match(/: out (?:after|\d+ min early)/) && clause.split(/\s+/).length <= 6 && readTarget(clause) && !/^(?:add|make|swap|change|turn|give|do|put)\b/.test(clause)) {
      out.context.push(clause);
      continue;
    }
    // "no kickboards today … kick set on your back or streamline": how the kick is swum without them.
    // "make the board kick on your back no board": said inside the change of the board itself.
    const kickHow = /^(?:(?:the |and )?kick(?:ing)?(?: set)?\s+)?(on (?:your|their|the) (?:back|side)(?: or (?:in )?(?:a )?(?:streamline|on (?:your|their|the) (?:back|side)))?|in (?:a )?streamline(?: or on (?:your|their|the) (?:back|side))?)$/.exec(clause) ?? (/\bboards?\b/.test(clause) ? /\bkick(?:ing)?\s+(on (?:your|their|the) (?:back|side)|in (?:a )?streamline)\b/.exec(clause) : null);
    if (kickHow && kickHow.index > 0) {
      const limit = readClause(clause.replace(kickHow[0], 'kick'), names, plan, named, previous);
      if (typeof limit !== 'string' && 'run' in limit && !out.ops.some((o) => o.op.understood === limit.understood)) out.ops.push({ op: limit, words: clause });
    }
    if (kickHow && (/\bkick/.test(clause) || out.ops.some((o) => /board/.test(o.op.understood)))) {
      const how = kickHow[1]!.replace(/\b(?:their|the) (back|side)\b/g, 'your $1');
      out.ops.push({ op: { understood: `kick ${how}`, run: (d) => { if (!d.plan.sections.some((s) => s.kind === 'kick')) throw new Refusal('this plan has no kick set'); d.kickWords = how; return `Kick set ${how}.`; } }, words: clause });
      continue;
    }
    // "… ends after the main ladder with a 200 easy": the easy swim they finish on, kept with their leaving.
    const leaving = out.ops.at(-1)?.op.understood.match(/^(.+): out (?:after|at|\d+ min early)/);
    if (leaving && /^(?:and )?(?:with|w\/|then)\s+(?:an? )?\d{2,3} (?:easy|ez|warm[- ]?down|cool[- ]?down)$/.test(clause)) {
      const who = leaving[1]!.split(/,\s*|\s+and\s+/);
      out.ops.push({ op: { understood: `${leaving[1]}: ${clause}`, run: (d) => { for (const w of d.brief.swimmers.filter((x) => who.includes(x.name))) w.words = [w.words, clause].filter(Boolean).join('; ').slice(0, 400); return ''; } }, words: clause });
      continue;
    }
    // "add a fun relay at the end … like 10 min": the minutes of the part just added, never the practice's clock.
    const partClock = /^make it (\d{1,2})\s*(?:min|mins|minutes)$/.exec(clause);
    const added = out.ops.at(-1);
    if (partClock && added && /^add (?!\d+ min of dryland)/.test(added.op.understood) && !/\(\d+ min\)/.test(added.op.understood) && +partClock[1]! <= 30) {
      const again = readClause(`${added.words}, ${partClock[1]} min`, names, plan, named, previous);
      if (typeof again !== 'string' && 'run' in again) {
        out.ops[out.ops.length - 1] = { op: again, words: `${added.words}, ${bareClause}` };
        continue;
      }
    }
    // "add like 1000-1200 easy aerobic after the test … mix in some back": the part just added mixes in that stroke.
    const mixIn = /^(?:and |but |just )?mix (?:in )?(?:some )?(back(?:stroke)?|breast(?:stroke)?|im|fly|kick|drill)$/.exec(clause);
    const addedPart = /^add (?:an? |some )?(.+?)(?: \(.*)?$/.exec(out.ops.at(-1)?.op.understood ?? '')?.[1];
    if (mixIn && addedPart) {
      const stroke = mixIn[1]!.replace(/stroke$/, '');
      out.ops.push({ op: { understood: `mix ${stroke} into the ${addedPart}`, run: (d) => {
        const section = [...d.plan.sections].reverse().find((x) => x.kind !== 'cooldown' && x.name.toLowerCase().includes(addedPart.replace(/\bset\b/, '').trim().split(' ')[0]!));
        if (!section) throw new Refusal(`the ${addedPart} is not in the plan to mix ${stroke} into`);
        for (const b of section.blocks) b.sets = b.sets.map((x) => (x.stroke === 'free' || x.stroke === 'choice' ? { ...x, description: `${x.description}, odd ${x.distance >= 100 ? '50s' : 'lengths'} ${stroke}` } : x));
        return `${section.name}: ${stroke} mixed in.`;
      } }, words: clause });
      continue;
    }
    // "put a 200 from a dive at the end, their choice of stroke": how the race just added is swum, which it says.
    if (/^add a \d+ raced\b/.test(out.ops.at(-1)?.op.understood ?? '') && /^(?:and )?(?:their|any|your|free|own) ?(?:choice(?: of strokes?)?|stroke(?: of (?:their|your) choice)?|choice stroke)$/.test(clause)) {
      out.context.push(clause);
      continue;
    }
    // "add about 1000 but keep it easy aerobic": what was just added is easy, not a limit on the whole practice.
    if (/^(?:but |and )?keep (?:it|them|that|those|the extra) (?:easy|ez|light|aerobic|easy aerobic)(?: aerobic)?$/.test(clause) && /longer|more|added|add /i.test(out.ops.at(-1)?.op.understood ?? '')) {
      out.context.push(clause);
      continue;
    }
    // "we only get the pool for 75, … so realistically it needs to be more like 70": the clock said again, closer.
    const closer = /\b(?:more like|closer to|call it|realistically|really)\b[^,;]*?\b(\d{2,3})(?:\s*(?:min|mins|minutes))?$/.exec(clause);
    const clockAt = out.ops.findIndex((o) => /^fit it into \d+ min$/.test(o.op.understood));
    if (closer && clockAt >= 0 && +closer[1]! >= 15 && +closer[1]! < Number(/\d+/.exec(out.ops[clockAt]!.op.understood)![0])) {
      const op = readTime(`we only have ${closer[1]} min`);
      if (op) {
        out.ops[clockAt] = { op, words: `${out.ops[clockAt]!.words}, ${clause}` };
        continue;
      }
    }
    // "move the sprint 25s up before the main … i dont want dives at the end when theyre tired": why it moves, not a ban.
    if (/^(?:cause |because |bc )?(?:i )?(?:dont|don'?t|do not) want\b/.test(clause) && /\b(?:at the end|when (?:they'?re|theyre|they are) (?:tired|dead|cooked|fried|shot)|after (?:the|a|all)\b)/.test(clause) && out.ops.at(-1)?.op.understood.startsWith('move ')) {
      out.context.push(clause);
      continue;
    }
    // "make the warmup ~600 with some build 50s": the part grown with those repeats, said after a comma-less split.
    const sizeBefore = out.ops.at(-1);
    if (sizeBefore && / to [\d,]+$/.test(sizeBefore.op.understood) && /^(?:and )?(?:with|w\/)\s+(?:some |a few |a couple of |more )?(?:[a-z]+\s+)?\d{2,3}s\b/.test(clause)) {
      const op = sizeWithSet(sizeBefore.words, clause);
      if (op) {
        out.ops[out.ops.length - 1] = { op, words: `${sizeBefore.words} ${clause}` };
        continue;
      }
    }
    // "move the secondary set up right after the main, before all the kick": where it goes, said again.
    if (/^(?:so )?(?:right |just )?(?:before|after|ahead of|in front of) (?:all |the |any )?[a-z ]{2,30}$/.test(clause) && out.ops.at(-1)?.op.understood.startsWith('move ')) {
      out.context.push(clause);
      continue;
    }
    // "Hannah tweaked her knee (mcl sore, the usual breaststroker knee)": an aside of limits after a swimmer is hers.
    const ownAside = aside && named.length > 0 && namesOfClause(clause, names).length === 0 && readLimitsIn(clause, { timeIsLimit: false }).length > 0;
    const reading = ownAside ? `${named.join(' and ').toLowerCase()} ${bySet(clause, plan)}` : bySet(clause, plan);
    const read = readClause(reading, names, plan, named.length === 0 && /\b(?:those (?:two|2)|the (?:two|2) of them|both of them)\b/.test(reading) ? recent : named, previous, laneTold);
    const got = aside && typeof read !== 'string' && 'why' in read ? 'context' : read;
    const here = namesOfClause(clause, names);
    // "carl shouldnt do the 25s … he gets competitve w deb … give him a 100 easy": a story about the swimmer named, with
    // another name in it, leaves "him" the swimmer it is about.
    const aboutNamed = (got === 'context' || (typeof got !== 'string' && 'why' in got)) && named.length > 0 && /^(?:and |but |cause |bc )?(?:he|she|they|he'?s|she'?s|they'?re)\b/.test(clause);
    if (here.length > 0 && !aboutNamed) named = recent = here;
    // "put a pull set back in for everybody else (buoy only, still no paddles)": what follows is the team's, not the swimmers' named before.
    else if (/\b(?:everybody|everyone|the whole (?:team|group)|the rest|all of them|the team)\b/.test(clause)) named = [];
    // "is sitting at the very end after kick": what a part is now names no new part for "it" after it.
    // "the secondary set is sitting at the very end after kick and pull": what the clause is about is its subject, and the
    // part a list cut at "and" leaves alone ("pull") only says where it sits.
    const subject = /^((?:the|my|our|that|this|those|these) [^,;]{2,40}?) (?:is|are|'s|sits|was|were)\b/.exec(reading);
    const story = typeof got !== 'string' && 'why' in got && storyBefore && clause.split(/\s+/).length <= 2;
    if (!/^(?:is|are|was|were|'s|sits|sitting)\b/.test(clause) && !story && !aside) previous = (typeof got !== 'string' && 'run' in got ? got.produces : undefined) ?? (subject ? readTarget(subject[1]!) : null) ?? readTarget(reading) ?? previous;
    // "no paddles, fins or snorkels": a list cut at a comma is read again whole with the clause before it.
    const last = out.ops.at(-1);
    // Only a short tail with no verb of its own continues the list before it.
    if (typeof got !== 'string' && 'why' in got && last && clause.split(/\s+/).length <= 4 && !/^(?:add|make|swap|switch|change|turn|cut|drop|remove|put|give|do|use|replace|move|sing|paint|play|trim|shorten|shave|reduce|lower|bump|raise|lengthen|ease|double|halve|keep|leave)\b/.test(clause)) {
      const joined = readClause(`${last.words}, ${clause}`, names, plan, named, previous);
      // Only a list grown by the tail ("no paddles" → "no paddles, fins or snorkels"), never another change read from the pair.
      if (typeof joined !== 'string' && 'run' in joined && joined.understood !== last.op.understood && joined.understood.startsWith(last.op.understood.slice(0, 8))) {
        out.ops[out.ops.length - 1] = { op: joined, words: `${last.words}, ${clause}` };
        continue;
      }
    }
    // "paddles on the pull set, everybody except kenji": the gear for all but them; their own line keeps the set without it.
    const except = /^(?:for\s+)?(?:everybody|everyone|all(?: of them)?|the whole (?:team|group)|the rest)\s+(?:except|but|minus|besides)\s+(?:for\s+)?(.+)$/.exec(clause);
    const gear = last ? /^(paddles|fins|snorkel|pull buoy|kickboard|band)\b/i.exec(last.op.understood)?.[1] : undefined;
    if (except && gear) {
      const who = except[1]!.split(/\s*(?:,|&|\band\b)\s*/).map((w) => w.trim().replace(/^(\w)/, (c) => c.toUpperCase())).filter((w) => /^[A-Z][a-z]{1,13}$/.test(w));
      const op = who.length > 0 ? readSwimmerChange(`no ${gear.toLowerCase()}`, { target: null, limits: [] }, who) : null;
      if (op) {
        out.ops.push({ op, words: clause });
        named = who;
        continue;
      }
    }
    if (got === 'keep') {
      keeping = true;
      continue;
    }
    // "keep the breast pre-set and the main": the part named after a kept one is kept too.
    const keptBefore = out.ops.at(-1)?.op.keeps && got === 'context' && namesAPart(clause) ? readKeep(`keep ${clause}`) : null;
    if (keptBefore) {
      out.ops.push({ op: keptBefore, words: clause });
      continue;
    }
    // "keep the back pyramid and the UW kick 50s at the end": a set named after a keep is kept too.
    if (keeping && typeof got !== 'string' && 'why' in got && readTarget(clause) && !/^(?:add|make|swap|switch|change|turn|cut|drop|remove|put|give|do|use|replace|move)\b/.test(clause)) continue;
    keeping = false;
    // "… at the very end after kick and pull": the tail of a list cut at "and", in a clause of context, is context too.
    const tail: boolean = typeof got !== 'string' && 'why' in got && storyBefore && clause.split(/\s+/).length <= 2 && !/^(?:no|add|more|less|cut|drop|make)\b/.test(clause);
    storyBefore = got === 'context' || tail;
    const lane = laneIn(clause, plan.laneGroups);
    // A lane said in a plan of one group is the lane of the swimmers the coach put there ("they get lane 8").
    if (lane && (lane.index >= 0 || !plan.laneGroups)) laneTold = lane.words;
    else if (/\b(?:everyone|everybody|all lanes|every lane|whole (?:team|group))\b/.test(clause)) laneTold = null;
    if (got === 'context' || tail) out.context.push(clause);
    // "lane 4 is where the new kids are. give them … only 4x100 kick": a count said after one lane is that lane's, never every lane's.
    // "lane 5 … make it 3x200 if it doesnt fit": the count is that lane's.
    else if ('run' in got && got.allLanes && laneTold && laneIn(laneTold.toLowerCase(), plan.laneGroups) && (() => { const l = laneIn(laneTold!.toLowerCase(), plan.laneGroups)!; const op = l.index >= 0 ? readLaneChange(`${l.words} ${clause}`, { target: readTarget(clause), limits: [], previous, group: null }, l) : null; if (op) out.ops.push({ op, words: clause }); return op !== null; })()) continue;
    else if ('run' in got && got.allLanes && laneTold) out.notApplied.push({ words: clause, why: `said of ${laneTold}: a count for one lane is not written yet; say it for everybody ("${clause} for everybody") or "${laneTold} fewer reps on the kick"` });
    // The same change said twice ("her shoulder is better, she can swim normal") is made once.
    else if ('run' in got) {
      if (!out.ops.some((o) => o.op.understood === got.understood)) out.ops.push({ op: got, words: clause });
      // "2 hrs threshold in the water": the day's focus said with the clock, beside a practice written again.
      const day = /^fit it into \d+ min$/.test(got.understood) && out.ops.some((o) => o.op.understood === 'a swim practice, not dryland') ? /\b(threshold|aerobic|sprint|distance|im|vo2|technique|speed|endurance)\b/.exec(clause)?.[1] : undefined;
      const focusOp = day ? readFocusChange(`make it a ${day} practice`) : null;
      if (focusOp && !out.ops.some((o) => o.op.understood === focusOp.understood)) out.ops.splice(out.ops.findIndex((o) => o.op.understood === 'a swim practice, not dryland') + 1, 0, { op: { ...focusOp, keeps: true }, words: clause });
    }
    else if (optional.has(clause)) out.context.push(clause);
    else out.notApplied.push(got);
  }
  // What the rest of the instruction shows to be a reason, or the same change said again, is context, never a change of its own.
  const asContext = (said: ReadonlyArray<Read['ops'][number]>) => {
    out.context.push(...said.map((o) => o.words));
    out.ops = out.ops.filter((o) => !said.includes(o));
  };
  // "lane 4 … is too tight for them … give them 3:35 on the 200s": the complaint is the reason for the send-offs the coach then gave.
  const given = out.ops.filter((o) => /: \d{1,2}:\d\d on the \d+s|: :\d{2} rest on /.test(o.op.understood)).map((o) => o.op.understood.split(':')[0]);
  asContext(out.ops.filter((o) => / more rest/.test(o.op.understood) && given.includes(o.op.understood.split(':')[0]!)));
  // "JV has lanes 5 and 6 … take them out … varsity only in lanes 1-4": one change, said twice; the widest one stands.
  const drops = out.ops.filter((o) => /out of this plan$/.test(o.op.understood));
  const widest = drops.reduce<Read['ops'][number] | undefined>((a, b) => (!a || b.op.understood.split(' and ').length >= a.op.understood.split(' and ').length ? b : a), undefined);
  asContext(drops.filter((o) => o !== widest));
  // "the usual thurs is 90 min total … cut the swim to fit the 75 thats left": the last clock said is the one the swim fits.
  asContext(out.ops.filter((o) => /^fit it into \d+ min$/.test(o.op.understood)).slice(0, -1));
  // "add 15 min dryland before we get in … put the dryland at the start": where it goes, said again.
  if (out.ops.some((o) => /^add \d+ min of dryland before/.test(o.op.understood))) {
    const again = out.notApplied.filter((n) => /\bdry[- ]?land\b[^,;]*\b(?:at the start|first|before|to start|up front)\b/.test(n.words));
    out.context.push(...again.map((n) => n.words));
    out.notApplied = out.notApplied.filter((n) => !again.includes(n));
  }
  // "sam is OUT, concussion protocol … take him out of the plan completely": a swimmer not here has no line of any kind.
  const awayNames = out.ops.flatMap((o) => /^(.+): not here today$/.exec(o.op.understood)?.[1]?.split(/,\s*|\s+and\s+/) ?? []);
  if (awayNames.length > 0) {
    const seen = new Set<string>();
    asContext(out.ops.filter((o) => {
      const away = /^(.+): not here today$/.exec(o.op.understood)?.[1];
      if (away) {
        const again = seen.has(away);
        seen.add(away);
        return again;
      }
      return awayNames.some((n) => o.op.understood.startsWith(`${n}:`) || o.op.understood.startsWith(`${n} `));
    }));
  }
  // "add 20 min dryland before - racks r broken so med ball + bands, explosive stuff": what the dryland is, said after it.
  const dryAt = out.ops.findIndex((o) => /^add \d+ min of dryland/.test(o.op.understood));
  if (dryAt >= 0) {
    const detail = [...out.context, ...out.notApplied.map((n) => n.words)].filter((w) => DRYLAND_DETAIL.test(w));
    const op = detail.length > 0 ? readDryland(`${out.ops[dryAt]!.words}, ${detail.join(', ')}`) : null;
    if (op) {
      out.ops[dryAt] = { op, words: `${out.ops[dryAt]!.words}, ${detail.join(', ')}` };
      out.notApplied = out.notApplied.filter((n) => !detail.includes(n.words));
      out.context = out.context.filter((c) => !detail.includes(c));
    }
  }
  // "too short … fill it out to the full 2 hrs": the clock says how much longer; "too short" is its reason.
  if (out.ops.some((o) => /^fit it into \d+ min$|^fill the time$/.test(o.op.understood))) asContext(out.ops.filter((o) => /^(?:longer|shorter)$/.test(o.op.understood)));
  // "we have em 2.5 hrs, this is only ~100 min - fill it": the clock is set for the fill after it, which says what it did.
  if (out.ops.some((o) => o.op.understood === 'fill the time')) {
    out.ops = out.ops.map((o) => (/^fit it into \d+ min$/.test(o.op.understood) ? { ...o, op: { ...o.op, run: (d: RefineDraft) => (o.op.run(d), '') } } : o));
  }
  // "cut kick to 4x100 …, legs are shot": the state said beside a change is its reason, not a limit of its own.
  if (out.ops.some((o) => !o.op.aside)) asContext(out.ops.filter((o) => o.op.aside));
  return out;
}

/** "2 rounds: A" followed by the same "2 rounds: A" is written as "4 rounds: A", as a coach would. */
function mergeRepeatedBlocks(section: PlanSection): PlanSection {
  const blocks: SetBlock[] = [];
  for (const block of section.blocks) {
    const last = blocks.at(-1);
    if (last && last.label === block.label && !last.coachWritten && JSON.stringify(last.sets) === JSON.stringify(block.sets)) blocks[blocks.length - 1] = { ...last, rounds: last.rounds + block.rounds };
    else blocks.push(block);
  }
  return { ...section, blocks };
}

const totalText = (plan: WorkoutPlan) => `${numberText(plan.totals.distance)} ${plan.unit}`;

/** Fits, keeps the limits, re-titles and re-totals the draft: every text of the plan follows its sets. */
/** The repeats a set had in the approved plan: the same swim in a part of the same kind. */
function repsBefore(input: WorkoutPlan, kind: SectionKind, set: SwimSet): number {
  const same = input.sections.filter((s) => s.kind === kind).flatMap((s) => s.blocks.flatMap((b) => b.sets)).find((x) => x.distance === set.distance && x.stroke === set.stroke && x.description === set.description);
  return same?.reps ?? 0;
}

function finish(d: RefineDraft, input: WorkoutPlan, applied: string[], before: WeakMap<SwimSet, number>): { plan: WorkoutPlan; applied: string[] } {
  // "it only runs ~70 min and we have em for 2 hrs": grown to the clock, unless another part of the words set the volume.
  if (d.fillTo && !d.volumeSet && !d.added && d.laneEdits.length === 0) {
    const now = Math.max(1, withTotals({ ...d.plan }).totals.minutes);
    if (now < d.fillTo - 5) {
      const [lo, hi] = profileOf(d.plan).volume;
      d.target = Math.min(hi * 1.05, Math.max(lo, Math.round((d.target * (d.fillTo - 2)) / now / 50) * 50));
      d.volumeSet = true;
    }
  }
  const options = { squad: squadOf(d.plan), paces: d.plan.paces, course: d.plan.course, protect: d.protect };
  const volume = d.plan.sections.reduce((sum, s) => sum + sectionDistance(s), 0);
  // With sets of some lanes' own ("Main Set — Lane 2"), the sections add up to more than the practice any lane swims: the
  // volume the fitting aims at is counted the same way, so a change to one lane never cuts the whole practice to the total.
  const summed = input.sections.reduce((sum, s) => sum + sectionDistance(s), 0);
  const laneOwned = input.sections.some((s) => (s.lanes?.length ?? 0) > 0) && input.totals.distance > 0;
  const goal = !laneOwned ? d.target : d.volumeSet ? Math.round((d.target * summed) / input.totals.distance) : summed + d.target - input.totals.distance;
  // Each lane's own main set is sized with its lane, never as the practice's one main set.
  const main = laneOwned ? undefined : d.plan.sections.find((s) => s.kind === 'main');
  // A cut takes the main set's share from the main set and the rest from the sets around it (COACHING.md §4).
  if (main && !d.protect.has(main) && goal < volume) {
    fitVolume([main], sectionDistance(main) * (goal / volume), options);
    fitVolume(d.plan.sections, goal, { ...options, protect: new Set([...d.protect, main]) });
  }
  // Growth keeps the main set within its share: it grows with the practice up to its most, the sets around it take the rest.
  const share = mainShare(squadOf(d.plan), isSpeedDay(d.plan.focus, d.plan.constraints ?? []));
  const grow = main && !d.protect.has(main) && goal > volume && (d.plan.sessionType ?? 'practice') === 'practice' ? main : null;
  if (grow) {
    const main = grow;
    const most = Math.max(sectionDistance(main), share.max * goal * 0.95);
    fitVolume([main], Math.min(most, (sectionDistance(main) * goal) / volume), options);
    const reached = fitVolume(d.plan.sections, goal, { ...options, protect: new Set([...d.protect, main]) });
    if (reached < goal) fitVolume([main], Math.min(most, sectionDistance(main) + goal - reached), options);
  }
  // A grown main set stays where its share allows.
  const held = grow ? [grow] : [];
  // A plan of lanes' own sets is fitted only when its volume moved, and then evenly: the fitting knows no lane.
  const fits = !laneOwned || Math.abs(goal - volume) > volume * 0.03;
  const reached = fits ? fitVolume(d.plan.sections, goal, { ...options, protect: new Set([...d.protect, ...held]) }) : goal;
  // What the refinement wrote is fitted too when the rest of the plan alone cannot reach the volume.
  if (Math.abs(reached - goal) > goal * 0.03) fitVolume(d.plan.sections, goal, { ...options, protect: new Set([...held, ...d.kept]) });
  // Tidied in place: a section the refinement wrote stays protected from the clock's fitting below.
  for (const s of d.plan.sections) s.blocks = mergeRepeatedBlocks({ ...s, blocks: s.blocks.filter((b) => b.sets.length > 0) }).blocks;
  d.plan.sections = d.plan.sections.filter((s) => s.blocks.length > 0);
  const limit = d.plan.constraints?.find((c) => c.rule === 'max_minutes')?.value;
  // With lanes, the clock is read with each lane's repeats as they will be written (the slowest lane ends the practice), never from lane counts the cut left behind.
  // A lane's own added repeats ("lane 2 can do 8 per round", "slow lane 5 of each 50") are the coach's: no other lane is cut for them.
  const fitted = d.laneEdits.filter((e) => !(e as LaneEdit).grows);
  const minutesNow = () => (d.plan.laneGroups ? withTotals(relane(withTotals({ ...d.plan }), input, fitted)) : withTotals({ ...d.plan })).totals.minutes;
  // The parts the coach said to keep stay as they were under the clock too ("keep the sighting + deep water starts").
  if (limit) fitClock(d.plan.sections, limit, minutesNow, { ...options, protect: new Set([...(options.protect ?? []), ...d.kept]) });
  if ((d.plan.sessionType ?? 'practice') === 'practice' && !laneOwned) {
    // What the refinement wrote may move with the rest, so the main set keeps its place (COACHING.md §4).
    keepMainFirst(d.plan.sections, { ...options, protect: new Set([...d.protect].filter((s) => s !== main || d.kept.has(s))) }, share);
  }
  // Counts a coach writes: the sets this refinement moved get clean ones, and the easy swims take up the difference.
  // A part exactly as the coach approved it (another lane's own sets, copied by the edit) is no set this refinement moved.
  const approved = new Map(input.sections.map((s) => [s.name, JSON.stringify(s.blocks)]));
  const untouched = d.plan.sections.filter((s) => approved.get(s.name) === JSON.stringify(s.blocks));
  if (cleanShapes(d.plan.sections, before, new Set([...d.kept, ...untouched])) !== 0 && fits) fitVolume(d.plan.sections, goal, { ...options, protect: new Set([...d.plan.sections].filter((s) => (s.kind !== 'warmup' && s.kind !== 'cooldown') || d.kept.has(s))), fine: true });
  // Clean counts never carry the main set past its share: it gives back what is over, the sets around it take it.
  const mainNow = d.plan.sections.find((s) => s.kind === 'main');
  const grown = d.plan.sections.reduce((sum, s) => sum + sectionDistance(s), 0);
  if (grow && mainNow && sectionDistance(mainNow) > share.max * grown) {
    fitVolume([mainNow], share.max * grown * 0.95, options);
    fitVolume(d.plan.sections, goal, { ...options, protect: new Set([...d.protect, mainNow]) });
  }
  d.plan.sections = d.plan.sections.map(mergeRepeatedBlocks);
  // A set the coach did not name, fitted down to one repeat of what were several ("4 x 100 build" → "100 build"), is no
  // shape a coach writes under a clock: it goes, and a part left with nothing goes with it.
  const clockNow = limit !== undefined && limit !== input.constraints?.find((c) => c.rule === 'max_minutes')?.value;
  if (limit && clockNow) {
    for (const section of d.plan.sections) {
      if (d.kept.has(section) || d.protect.has(section) || section.kind === 'main' || section.kind === 'cooldown') continue;
      for (const block of section.blocks) {
        if (block.coachWritten) continue;
        block.sets = block.sets.filter((set) => !(set.reps === 1 && set.distance <= 150 && set.sendOff?.type === 'interval' && (before.get(set) ?? repsBefore(input, section.kind, set)) >= 3));
      }
      section.blocks = section.blocks.filter((b) => b.sets.length > 0);
    }
    d.plan.sections = d.plan.sections.filter((s) => s.blocks.length > 0);
  }
  // A meet warm-up whose sprint lanes the clock took out says so: the coach decides whether the general warm-up gives way.
  const sprintDropped = input.sessionType === 'meet_warmup' && input.sections.some((s) => /sprint lanes?/i.test(s.name)) && !d.plan.sections.some((s) => /sprint lanes?/i.test(s.name));
  honourLimits(d.plan.sections, d.kit);
  // "kick set on your back or streamline": the kick without a board swum as the coach said, not on the side.
  if (d.kickWords) {
    for (const section of d.plan.sections.filter((s) => s.kind === 'kick')) {
      for (const block of section.blocks) {
        if (block.coachWritten) continue;
        // The kicks that lost their board ("on your side") are the ones meant; with none, every kick of the set.
        const sided = d.plan.sections.some((s) => s.kind === 'kick' && s.blocks.some((b) => b.sets.some((x) => /\bon your side\b/.test(x.description))));
        block.sets = block.sets.map((set) => (set.stroke === 'kick' && !set.equipment.includes('kickboard') && (!sided || /\bon your side\b/.test(set.description)) ? { ...set, description: /\bon your side\b/.test(set.description) ? set.description.replace(/\bon your side\b(?:, bottom arm down)?/, d.kickWords!) : `${set.description}, ${d.kickWords}` } : set));
      }
    }
  }
  // A part the changes left with nothing to swim ("Aerobic Set (0)") is no part of the plan.
  for (const section of d.plan.sections) section.blocks = section.blocks.filter((b) => b.sets.some((x) => x.reps > 0 && x.distance > 0));
  d.plan.sections = d.plan.sections.filter((s) => s.blocks.length > 0);
  let plan = withTotals({ ...d.plan });
  // The volume the plan now asks is the coach's number when this instruction set one, else what the change made of it.
  if (d.target !== input.totals.distance || plan.requestedDistance !== null) plan.requestedDistance = limit || !d.volumeSet ? plan.totals.distance : d.target;
  // "we lose the pool at 7:15 … so we get 1:45": one clock, said once.
  const clockLine = (a: string) => /^Fitted to (?:the pool time \([^)]*?(\d+) min\)|(\d+) min)/.exec(a);
  let lines = applied.filter((a, i) => {
    const m = clockLine(a);
    return !m || !applied.slice(0, i).some((b) => { const n = clockLine(b); return n && (n[1] ?? n[2]) === (m[1] ?? m[2]); });
  });
  // A swimmer on deck all practice has no line under the sets: what said so of their limits is not said.
  const onDeck = d.brief.swimmers.filter((w) => deckWork(w.words ?? '') === 'jobs').map((w) => w.name);
  lines = lines.filter((a) => !onDeck.some((name) => a.startsWith(`${name}: `) && /their own line under each set/.test(a)));
  if (sprintDropped) lines.push('The sprint lanes no longer fit in this block: say "keep the sprint lanes" to shorten the general warm-up for them instead.');
  if (d.course) {
    const converted = convertCourse(plan, d.course) as WorkoutPlan;
    lines = lines.map((a) => (a === `Converted to ${d.course}.` ? converted.notes.at(-1)! : a));
    plan = { ...converted, notes: converted.notes.slice(0, -1), requestedDistance: converted.requestedDistance === null ? null : converted.totals.distance };
  }
  if (plan.laneGroups) plan = withTotals(relane(plan, input, d.laneEdits));
  if (d.poolLength) plan = toPoolLength(plan, d.poolLength);
  if (limit && fitted.length < d.laneEdits.length && plan.totals.minutes > limit + 2) lines.push(`The added repeats take the slowest lane to about ${plan.totals.minutes} min (${limit} planned); the other lanes as they were.`);
  const swum = withSwimmerLines(plan, d.brief);
  plan = sameAsTeam(keptLines(swum.plan, input, d.keepLines ?? new Set()), d.sameAs ?? []);
  // The easy swim before a kick-only swimmer leaves is a kick too.
  const kickOnly = new Set(d.brief.swimmers.filter((w) => w.limits.some((c) => c.rule === 'kick_only')).map((w) => w.name));
  if (kickOnly.size > 0) {
    for (const section of plan.sections) for (const block of section.blocks) {
      block.swimmers = block.swimmers?.map((line) => (kickOnly.has(line.name) ? { ...line, sets: line.sets.map((x) => (/then out of the water/.test(x.description) && x.stroke !== 'kick' ? { ...x, stroke: 'kick' as const, description: x.description.replace(/^easy/, 'easy kick on your side') } : x)) } : line));
    }
  }
  const who = squadTitle(squadOf(d.plan), d.plan.ages);
  const sessionName = who && d.plan.title.startsWith(who) ? d.plan.title.slice(who.length).trim() : d.plan.title;
  const title = workoutTitle({ squad: squadOf(plan), ages: plan.ages, sessionType: plan.sessionType ?? 'practice', focus: plan.focus, group: plan.group, targetEvent: plan.targetEvent }, sessionName);
  // A clock line of the old plan ("about 93 of your 120 min …") is not said of a plan fitted to another clock.
  // The generation's "Time: your 5500 written as 5,750 yards … about 107 of your 120 min" says what the plan was; a
  // refinement that moved the volume or the clock makes it untrue.
  const clockChanged = plan.requestedMinutes !== input.requestedMinutes || plan.totals.distance !== input.totals.distance || Math.abs(plan.totals.minutes - input.totals.minutes) > 3;
  // A kept swimmer's line at the top says what their kept lines add up to.
  const ownLines = new Set([...(d.keepLines ?? []), ...(d.sameAs ?? []).map((p) => p.name)]);
  const swumSaid = swum.said.map((line) => {
    const name = [...ownLines].find((n) => line.startsWith(`${n} (`));
    const who = d.brief.swimmers.find((w) => line.startsWith(`${w.name} (`));
    // "flip turns are ok now": no open turns said of a swimmer whose line has flip turns again.
    const turns = who && !who.limits.some((c) => c.rule === 'no_flip_turns') && input.substitutions?.some((x) => x.startsWith(`${who.name} (`) && /no flip turns/.test(x)) ? line.replace(/,? open turns(?= |,|\.)/g, '') : line;
    return name ? turns.replace(/about [\d,]+ of the [\d,]+/, `about ${numberText(Math.round(swumBy(plan.sections, name) / 50) * 50)} of the ${numberText(plan.totals.distance)}`) : turns;
  });
  // A lane's line taken out ("Lane 4 (no dives)" after the dives were put right) is not said at the top either.
  const goneLanes = (plan.laneGroups ?? []).map((g) => g.name).filter((name) => !d.brief.swimmers.some((w) => w.name === name));
  const said = [...new Set([...(plan.substitutions ?? []).filter((s) => !d.brief.swimmers.some((w) => s.startsWith(`${w.name} (`)) && !goneLanes.some((name) => s.startsWith(`${name} (`)) && !(clockChanged && /^Time: /.test(s))), ...swumSaid, ...statements(d.kit.changes)])].map((line) => (d.kickWords ? line.replace(/\bkick on the side\b/, `kick ${d.kickWords}`) : line));
  // Each line says the plan as it now is: the total a volume change reached, and a moved total said once when no line gave it.
  const total = totalText(plan);
  lines = lines.map((a) => a.split(TOTAL).join(total));
  // Dryland added beside a new clock: the swim was fitted, so no line says it is unchanged.
  if (lines.some((a) => /^(?:Fitted to \d+ min|\d+ min (?:less|more))/.test(a))) lines = lines.map((a) => a.replace(/; the swim is unchanged\.$/, '.'));
  const moved = Math.abs(plan.totals.distance - input.totals.distance) >= (plan.course === 'LCM' ? 50 : 25) * 2;
  if (moved && !applied.some((a) => a.includes(TOTAL)) && !d.course) lines.push(`Total now ${total} (was ${numberText(input.totals.distance)}).`);
  const notes = [...plan.notes.filter((n) => !n.startsWith('Refined: ')), ...lines.map((a) => `Refined: ${a}`)];
  // A volume the engine once chose for the old clock ("2,000 yards: 45 min at …") is not said of the new one.
  const clockMoved = plan.requestedMinutes !== input.requestedMinutes || plan.totals.distance !== input.totals.distance;
  const assumptions = clockMoved ? (plan.assumptions ?? []).filter((a) => !/^[\d,]+ (?:yards|meters|metres)\b/.test(a)) : plan.assumptions;
  return { plan: { ...plan, title, notes, ...(assumptions ? { assumptions } : {}), ...(said.length > 0 || plan.substitutions ? { substitutions: said } : {}) }, applied: lines };
}

/** The brief after the refinement: what the plan now is, so the next refinement starts from it. */
function briefAfter(d: RefineDraft, plan: WorkoutPlan, input: WorkoutPlan, context: readonly string[], instruction: string): Brief {
  const brief = structuredClone(d.brief);
  brief.who.value = { ...brief.who.value, squad: squadOf(plan) };
  if (plan.course !== brief.pool.value.course) {
    brief.pool = { value: { ...brief.pool.value, course: plan.course, length: plan.course === 'LCM' ? 50 : 25, unit: plan.unit }, source: 'said', words: instruction.slice(0, 400) };
  }
  brief.focus = { ...brief.focus, value: [...plan.focus] };
  brief.session = { ...brief.session, value: plan.sessionType ?? brief.session.value };
  brief.limits = (plan.constraints ?? []).filter((c) => c.rule !== 'max_minutes');
  if (d.volumeSet || d.target !== input.totals.distance || d.rewritten) {
    const v = plan.totals.distance;
    brief.volume = { value: { value: v, low: v, high: v, bound: 'about' }, source: 'said', words: 'as refined' };
  }
  brief.context = [...brief.context, ...context.map((c) => c.slice(0, 200))].slice(-20);
  return brief;
}

function run(input: WorkoutPlan, brief: Brief, ops: Read['ops'], seed: string): { d: RefineDraft; applied: string[]; notApplied: NotApplied[]; before: WeakMap<SwimSet, number> } {
  const d = startDraft(structuredClone(input), structuredClone(brief), seed);
  const before = new WeakMap<SwimSet, number>();
  for (const s of d.plan.sections) for (const b of s.blocks) for (const set of b.sets) before.set(set, set.reps);
  const applied: string[] = [];
  const notApplied: NotApplied[] = [];
  // What the coach keeps is held before anything else runs; the answer says each part in the order it was said.
  const order = [...ops.filter((o) => o.op.keeps), ...ops.filter((o) => !o.op.last && !o.op.keeps), ...ops.filter((o) => o.op.last && !o.op.keeps)];
  const said = new Map<string, number>();
  const lineClause = new Map<string, number>();
  for (const { op, words } of order) {
    // A part that cannot be done leaves the draft as the parts before it left it.
    const saved = { plan: structuredClone(d.plan), brief: structuredClone(d.brief), target: d.target, volumeSet: d.volumeSet, course: d.course, edits: d.laneEdits.length, rewritten: d.rewritten, protect: [...d.protect].map((s) => d.plan.sections.indexOf(s)), kept: [...d.kept].map((s) => d.plan.sections.indexOf(s)) };
    try {
      const line = op.run(d);
      // A part said again in other words changes nothing and says nothing.
      if (!line) continue;
      applied.push(line);
      said.set(line, op.keeps ? ops.findIndex((o) => o.op === op) : ops.length + applied.length);
      lineClause.set(line, ops.findIndex((o) => o.op === op));
    } catch (err) {
      // A part the engine failed on is left undone and said so, like one it cannot do: a coach never gets a 500 for one clause.
      if (!(err instanceof Refusal) && !(err instanceof TypeError || err instanceof RangeError)) throw err;
      Object.assign(d, { plan: saved.plan, brief: saved.brief, target: saved.target, volumeSet: saved.volumeSet, course: saved.course, rewritten: saved.rewritten });
      d.laneEdits.length = saved.edits;
      d.protect = new Set(saved.protect.filter((i) => i >= 0).map((i) => d.plan.sections[i]!));
      d.kept = new Set(saved.kept.filter((i) => i >= 0).map((i) => d.plan.sections[i]!));
      for (const s of d.plan.sections) for (const b of s.blocks) for (const set of b.sets) if (!before.has(set)) before.set(set, set.reps);
      notApplied.push({ words, why: err instanceof Refusal ? err.message : 'this change could not be made on this plan; say it another way or name the set' });
    }
  }
  // The same line said twice ("7000 is too much … bring it down to like 6000") is said once; "i have them for the full 90 … fill
  // the time" is one change: the clock the practice fills, never "it already fits" beside it.
  const filled = applied.some((line) => line.startsWith('Filled to the '));
  applied.splice(0, applied.length, ...applied.filter((line, i) => applied.indexOf(line) === i && !(filled && /: the practice already fits \(/.test(line))));
  // A kept part is said where the coach said it ("cut to ~6200. keep the long aerobic main"), though it ran first.
  const kept = applied.filter((line) => (said.get(line) ?? Infinity) < ops.length);
  const rest = applied.filter((line) => !kept.includes(line));
  const at = (line: string) => said.get(line)!;
  const ordered: string[] = [];
  for (const line of rest) {
    const clause = lineClause.get(line) ?? Infinity;
    while (kept.length > 0 && at(kept[0]!) < clause) ordered.push(kept.shift()!);
    ordered.push(line);
  }
  applied.splice(0, applied.length, ...ordered, ...kept);
  return { d, applied, notApplied, before };
}

/** "linda and ray do the pyramid as back": the part swapped to that stroke for them, said the way the readers know it. */
const asStrokeFor = (instruction: string) =>
  instruction.replace(/(^|[.;!?]\s*|,\s*)([A-Za-z]{2,12}(?:(?:,\s*|\s+(?:and|&)\s+)[A-Za-z]{2,12}){0,3})\s+(?:do|swim|go|can do|should do)\s+(?:the\s+)?([a-z0-9 ]{2,24}?)\s+(?:as|in)\s+(back(?:stroke)?|breast(?:stroke)?|free(?:style)?|fly|im|kick)\b/gi, (m, lead: string, who: string, part: string, stroke: string) => (/^(?:he|she|they|we|it|you|i|everyone|everybody|all|the rest|others|lanes?)$/i.test(who) || who.toLowerCase().split(/\s*(?:,|\band\b|&)\s*/).some((w) => notNames.has(w) || /^(?:kids|swimmers|guys|girls|boys|group|team|lane|lanes|sprinters|distance|everyone|everybody|they|them)$/.test(w)) ? m : `${lead}swap the ${part} to ${stroke} for ${who}`));

function refineWorkout(shownPlan: WorkoutPlan, typed: string, given: Brief | undefined): RefineResult {
  let input = shownPlan;
  let brief = structuredClone(given ?? briefOfPlan(input));
  swimmersOfPlan(input, brief);
  // "Diegos back flared up": a swimmer's name with the apostrophe left out is that swimmer's.
  const instruction = brief.swimmers.reduce((text, w) => (/^[A-Za-z]{2,14}$/.test(w.name) ? text.replace(new RegExp(`\\b(${w.name})s\\b`, 'gi'), "$1's") : text), asStrokeFor(typed));
  // "Ava and Jonah stay on light aerobic only": the plan's unnamed line for them is theirs, named before anything is read.
  const grouped = nameTheGroup(input, brief, instruction, namesIn(instruction, brief.swimmers.map((s) => s.name)));
  if (grouped) ({ plan: input, brief } = grouped);
  const known = brief.swimmers.map((s) => s.name);
  const { ops, notApplied, context } = read(instruction, namesIn(instruction, known), input);
  if (grouped) ops.unshift({ op: { understood: grouped.said, keeps: true, run: () => grouped.said }, words: grouped.said });
  // "lane 1 is our SLOW lane …, lane 5 is the fast one. flip the send offs so lane 1 is the slowest": the lanes' bases the
  // other way round, each lane's send-offs and repeats written again from its own.
  const heard = mendTypos(normalise(instruction));
  const groups = input.laneGroups ?? [];
  const fastFirst = groups.length >= 2 && (groups[0]!.paces?.base ?? 0) < (groups.at(-1)!.paces?.base ?? 0);
  const flipped = groups.length >= 2 && (/\b(?:flip|reverse)\b[^.;]{0,30}\b(?:send[- ]?offs?|bases?|lanes?|lane order|order)\b|\b(?:swap|switch) (?:the |all the )?(?:send[- ]?offs?|bases|lane order|order of the lanes)\b|\b(?:the lanes|lanes|you have (?:the lanes|them|it)|it'?s|its) (?:are |is )?(?:backwards|the wrong way(?: round| around)?|upside down|reversed)\b/.test(heard) || (fastFirst && new RegExp(`\\blane 1 is (?:our|the|my) (?:slow(?:est)?|beginner|slower) lane\\b|\\blane ${groups.length} is (?:our|the|my) fast(?:est)?(?: one| lane)?\\b`).test(heard)));
  if (flipped && groups.every((g) => g.paces?.base)) {
    const bases = groups.map((g) => g.paces!.base).reverse();
    const clause = groups.map((g, i) => `${g.name.toLowerCase()} ${Math.floor(bases[i]! / 60)}:${String(Math.round(bases[i]! % 60)).padStart(2, '0')}`).join(', ');
    const lanesOp = readLanesSaid([clause], input);
    if (lanesOp) {
      for (let i = ops.length - 1; i >= 0; i--) if (ops[i]!.op.understood.startsWith('lanes on ')) ops.splice(i, 1);
      for (let i = notApplied.length - 1; i >= 0; i--) if (/\b(?:flip|reverse|slow(?:est)? lane|fast one|send[- ]?offs? so)\b/.test(notApplied[i]!.words)) notApplied.splice(i, 1);
      ops.unshift({ op: { ...lanesOp.op, understood: `lanes the other way round: ${clause}` }, words: clause });
    }
  }
  // "blocks are on the DEEP end which is lanes 4-6 … lanes 1-3 are in the 3'6 shallow end … push starts. fix that": the lanes
  // without dives put right, every other lane's dives as written.
  const dives = input.laneGroups && /\b(?:dives?|diving|blocks|push starts?|shallow)\b/.test(instruction.toLowerCase()) ? lanesWithoutDives(mendTypos(normalise(instruction)), input.laneGroups.length) : null;
  if (dives && dives.lanes.size > 0) {
    const named = [...dives.lanes].sort((a, b) => a - b).map((n) => input.laneGroups![n - 1]!.name);
    for (let i = ops.length - 1; i >= 0; i--) if (/shallow|dive|push start/i.test(ops[i]!.op.understood)) ops.splice(i, 1);
    for (let i = notApplied.length - 1; i >= 0; i--) if (/shallow|dive|push start|block/i.test(notApplied[i]!.words)) notApplied.splice(i, 1);
    ops.unshift({
      op: {
        understood: `no dives in ${named.join(', ')}`,
        run: (d) => {
          const lanes = new Set(named);
          // A lane's line that held only its no-dives goes; a lane's other limits stay with it.
          d.brief.swimmers = d.brief.swimmers.flatMap((w) => {
            if (!w.lane || w.name !== w.lane || lanes.has(w.lane)) return [w];
            const rest = w.limits.filter((c) => c.rule !== 'no_dives');
            return rest.length > 0 ? [{ ...w, limits: rest }] : [];
          });
          for (const name of named) {
            const w = d.brief.swimmers.find((x) => x.name === name && x.lane === name);
            if (w) w.limits = [...w.limits.filter((c) => c.rule !== 'no_dives'), { rule: 'no_dives', said: dives.said }];
            else d.brief.swimmers.push({ name, limits: [{ rule: 'no_dives', said: dives.said }], lane: name, event: null, words: dives.said });
          }
          d.brief.lanes = d.brief.lanes.map((l) => ({ ...l, limits: lanes.has(l.name) ? [...l.limits.filter((c) => c.rule !== 'no_dives'), { rule: 'no_dives' as const, said: dives.said }] : l.limits.filter((c) => c.rule !== 'no_dives') }));
          return `Push starts, no dives, in ${named.join(', ')}; the other lanes start from the blocks as written.`;
        },
      },
      words: dives.said,
    });
  }
  const unchanged = (extra: NotApplied[]): RefineResult => ({ plan: input, brief: given ?? brief, applied: [], notApplied: [...extra, ...notApplied], context });
  // A lesson, a station clinic or a lake swim is a timed schedule with no sets to change: saying it changed would be untrue.
  if (input.sections.length === 0 && (input.steps?.length ?? 0) > 0) {
    // "add our goodbye song at the end … take the time out of the kicking part": a step added where it was said.
    const edited = editSteps(input, instruction);
    if (edited) {
      const plan = { ...edited.plan, notes: [...input.notes.filter((n) => !n.startsWith('Refined: ')), ...edited.applied.map((a) => `Refined: ${a}`)] };
      return { plan, brief, applied: edited.applied, notApplied: edited.notApplied, context: [] };
    }
    const kind = input.sessionType === 'clinic' ? 'clinic schedule' : input.sessionType === 'open_water' ? 'open-water session plan' : 'lesson';
    return unchanged(ops.map(({ words }) => ({ words, why: `this ${kind} is written step by step from your request, not as sets; add the change to the request (the time, a limit, who comes) and generate it again` })));
  }
  if (ops.length === 0) return unchanged([]);
  const seed = `${input.date}|${instruction}|${input.notes.length}`;
  let attempt = run(input, brief, ops, seed);
  if (attempt.applied.length === 0) return unchanged(attempt.notApplied);
  let done = finish(attempt.d, input, attempt.applied, attempt.before);
  let result = validatePlan(done.plan);
  // What the approved plan already bent for the coach (a main set of their own past its usual share) does not refuse a change to it.
  const bentBefore = new Set(validatePlan(input).issues.filter((i) => !i.fixed && i.severity === 'error').map((i) => i.code));
  // Only what keeps swimmers safe and the coach's limits refuses a change; the engine's style rules (the main set's share and
  // place, zone labels, section sizes) bend to the coach's words, as they do when a plan is written, and the plan says so.
  // A lane's own added repeats the coach asked for may run that lane past the clock: said in the answer, never refused.
  const laneClock = (i: { code: string; message: string }) => i.code === 'constraint' && /^the whole practice: about \d+ min breaks/.test(i.message) && attempt.d.laneEdits.some((e) => (e as LaneEdit).grows);
  // Lanes' own totals the coach asked for ("bring L1-2 to ~6500") leave the plan's one total behind them.
  const laneTotals = (i: { code: string }) => i.code === 'volume_off_request' && attempt.d.laneEdits.length > 0;
  const holds = (check: ReturnType<typeof validatePlan>) => check.ok || check.issues.every((i) => i.fixed || i.severity !== 'error' || bentBefore.has(i.code) || STYLE_RULES.has(i.code) || laneClock(i) || laneTotals(i));
  const dropped: NotApplied[] = [];
  if (!holds(result)) {
    // Together the parts break the plan: each is kept only while the plan still holds with it.
    let kept: Read['ops'] = [];
    for (const one of ops) {
      const trial = run(input, brief, [...kept, one], seed);
      if (trial.applied.length === 0) continue;
      const check = validatePlan(finish(trial.d, input, trial.applied, trial.before).plan);
      if (holds(check)) kept = [...kept, one];
      else {
        // "add like 1000-1200 easy aerobic" past the clock: as much of it as the clock holds, and the answer says so.
        const clockOnly = check.issues.filter((i) => !i.fixed && i.severity === 'error' && !STYLE_RULES.has(i.code) && !bentBefore.has(i.code)).every((i) => i.code === 'constraint' && /^the whole practice: about \d+ min breaks/.test(i.message));
        const smaller = clockOnly && /^(?:add|put|throw|give)\b/.test(one.words) && /\b\d{3,4}\b/.test(one.words)
          ? [0.75, 0.5, 0.3].map((f) => one.words.replace(/\b(\d{3,4})\b/g, (n) => String(Math.max(100, Math.round((Number(n) * f) / 100) * 100)))).flatMap((words) => read(words, namesIn(words, known), input).ops.map((o) => ({ op: o.op, words: one.words }))).find((o) => {
            const fit = run(input, brief, [...kept, o], seed);
            return fit.applied.length > 0 && holds(validatePlan(finish(fit.d, input, fit.applied, fit.before).plan));
          })
          : undefined;
        if (smaller) {
          kept = [...kept, { op: { ...smaller.op, run: (d: RefineDraft) => `${smaller.op.run(d)} Less than asked: what the clock holds.` }, words: one.words }];
          continue;
        }
        dropped.push({ words: one.words, why: `it would have broken the plan (${check.issues.filter((i) => !i.fixed && i.severity === 'error').map((i) => i.message).slice(0, 2).join('; ')})` });
      }
    }
    if (kept.length === 0) return unchanged(dropped);
    attempt = run(input, brief, kept, seed);
    if (attempt.applied.length === 0) return unchanged([...attempt.notApplied, ...dropped]);
    done = finish(attempt.d, input, attempt.applied, attempt.before);
    result = validatePlan(done.plan);
  }
  const bent = result.issues.filter((i) => !i.fixed && i.severity === 'error' && !bentBefore.has(i.code) && !laneClock(i)).map((i) => i.message);
  const plan = (bent.length > 0 ? { ...result.plan, notes: [...result.plan.notes, `Our usual rules bent to keep your change: ${bent.slice(0, 2).join('; ')}.`] } : result.plan) as WorkoutPlan;
  // "make it 45 min, we lose the pool at 6:45": the clock the coach also gave in minutes is done; the end time is its reason.
  const timed = done.applied.some((a) => /^(?:Fitted to \d+ min|\d+ min (?:less|more))/.test(a));
  const left = [...attempt.notApplied, ...dropped, ...notApplied];
  // "they have to get out at 7 … a shorter version that ends after the main": the time they leave, said the other way too.
  const outAfter = done.applied.filter((a) => /: out of the water after about \d+ min/.test(a)).map((a) => a.split(':')[0]!);
  const said = [...(timed ? left.filter((n) => n.why.startsWith(UNKNOWN_START)).map((n) => n.words) : []), ...left.filter((n) => n.why.startsWith(UNKNOWN_START) && outAfter.some((who) => n.why.includes(`when ${who} leaves`))).map((n) => n.words)];
  return { plan, brief: briefAfter(attempt.d, plan, input, [...context, ...said], instruction), applied: done.applied, notApplied: left.filter((n) => !said.includes(n.words)), context: [...context, ...said] };
}

/** The engine's style rules: a refinement bends them to the coach's words (and says so); every other check refuses the change. */
export const STYLE_RULES: ReadonlySet<string> = new Set(['main_proportion', 'main_position', 'section_proportion', 'zone_label', 'wording', 'rest_too_short', 'send_off_too_fast']);

/**
 * The `est` provider's refinement: every part of the instruction that was understood is applied to
 * the stored brief and the structured plan; what was not is answered with the coach's words and why;
 * reasons and asides are context.
 */
export function refinePlan(plan: Plan, instruction: string, input: RefineInput = {}): RefineResult {
  return plan.kind === 'workout' ? refineWorkout(plan, instruction, input.brief) : refineSeason(plan, instruction, input);
}
