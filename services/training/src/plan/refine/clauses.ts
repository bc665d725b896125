import { mendTypos, normalise } from '../vocabulary';

/**
 * A refinement in the coach's words, cut into the parts a reader can act on. A coach's instruction
 * comes with reasons, stories and asides ("turn the 100s into 50s, they lose focus on the 100s"):
 * those are context, read and kept, never an instruction of their own and never a reason to refuse
 * the rest (PLAN-REVIEW.md, Refinements).
 */

const filler = /^(?:i'?d|i would|id)(?= (?:cut|drop|add|make|move|swap|change|take|put|trim|do|go|keep|leave)\b)|^(?:if (?:there'?s|theres|there is|we have|you have) (?:room|time|space)|if (?:it|that) fits|one more|also|please|pls|plz|can (?:you|u|ya)|could (?:you|u)|would (?:you|u)|will (?:you|u)|can we|could we|i'?d like (?:you )?to|i want (?:you )?to|i need (?:you )?to|let'?s|also|and|then|ok|okay|oh|hey|hi|just|maybe|now|but|so|actually|honestly|yeah|yes|alright|hmm+|um+)\b[\s,]*/;
const noise = /^(?:please|pls|thanks|thank you|thx|ty|great|cheers|ok|okay|perfect|nice|cool|awesome|looks good|love it|for me|if possible|lol|haha|ugh|change of plans?|update|heads up|quick (?:one|change)|:\)|:-\))$/;

/** Clauses that say the rest stays as it is: what every refinement does anyway. */
const keepTheRest = /^(?:(?:the )?rest stays?(?: (?:the )?same| as is)?|(?:the )?rest of (?:lane \d|the lane|her lane|his lane|their lane)s? (?:is |stays? )?(?:the same|same|as written|as is|unchanged)|(?:and\s+)?(?:everyone|everybody|every one|all the others|the others|others|the rest(?: of (?:them|the (?:team|group|lanes?|squad|plan|practice)))?|rest of (?:them|the (?:team|group|lanes?|squad|plan|practice))|everything(?: else)?|all else|the other lanes?|other lanes?|the plan)\s*(?:else\s*)?(?:is |are |stays? |stay |can stay |keeps? )?(?:the\s+)?(?:same|as is|as it is|as written|unchanged|fine|good|ok|untouched|the same)|keep (?:everything|the rest|all) else(?: the same| as is)?|(?:leave|keep) the rest(?: as is| the same| alone)?|nothing else changes?|otherwise (?:the )?same|same otherwise|no other changes?)\.?$/;

/** Words that open a reason or an aside: what follows explains, it does not instruct. */
const reasonLead = /^(?:because|cause|'cause|cuz|coz|bc|b\/c|since|as (?=they|he|she|we|the|it|our|my)|given (?:that|they)|seeing as|on account of|after (?:last|yesterday|the meet|a meet)|fyi|btw|for context|context:|note:|(?:it'?s |that'?s |totally )?(?:fine|ok|okay|alright|no problem) (?:if|that|with)\b)\b/;

/** Who a story is about: the swimmers, the coach, the pool, the gear. */
const storySubject = /^(?:they(?:'re|'ve|'d)?|theyre|he(?:'s)?|she(?:'s)?|we(?:'re|'ve)?|i(?:'m|'ve)?|it(?:'s)?|its|someone|somebody|nobody|no one|everyone|everybody|half (?:of )?(?:them|the (?:team|group|kids))|most of (?:them|the (?:team|group|kids))|a few|some of (?:them|the kids)|the (?:kids|team|group|swimmers|girls|boys|guys|seniors|athletes|masters|parents|pool|bag|gear|meet|last|other)|the [a-z]+ (?:kids|swimmers|girls|boys|guys|group)|my (?:kids|swimmers|group|team|girls|boys|guys|athletes)|our (?:kids|group|team|pool|gear|bag|swimmers)|last (?:time|week|practice|meet|night|season)|yesterday|this morning|tonight|today (?:was|is)|there(?:'s| is| was| were)|that(?:'s| was| is))\b/;

/** A verb that asks for something: a clause led by it is an instruction, even when nothing understood it. */
const askingVerb = /^(?:add|make|swap|switch|change|turn|cut|drop|remove|put|give|do|use|replace|move|push|pull|take|write|go|have|keep|bump|trim|shorten|lengthen|include|throw|get|double|halve|split|start|end|finish|open|close|convert|increase|decrease|reduce|raise|lower|set|fit|skip|lose|shift|cancel|scratch|insert|squeeze|finish|slow|speed|tighten|loosen|let)\b/;

/** Story words: the past, feelings, what happened. */
const storyWords = /\b(?:was|were|had|did|got|went|came|walked|forgot|lost|left|broke|stole|took|said|told|complained|hated|loved|died|struggled|crushed|killed|tanked|bored|tired|exhausted|sore|sick|dying|dead|fried|cooked|toast|lose (?:focus|interest|count)|get bored|zone out|zoned out|distracted|hate|love|enjoy|like|struggle|always|never|usually|every time|last time|yesterday|last week|this week|tomorrow|meet|race|raced|swam|had a|have a (?:meet|race|test)|is (?:coming|broken|closed|cold|warm|hot)|are (?:coming|broken|tired|sore|dead|fried|cooked|exhausted|bored|young|new|slow|fast|good|struggling))\b/;

/** Names read from the words as written ("Tyler and Ben"), or named before in the brief. */
function nameListPattern(known: readonly string[]): RegExp {
  const name = `(?:[A-Z][a-z]{1,13}${known.length > 0 ? `|${known.map((n) => n.toLowerCase()).join('|')}` : ''})`;
  return new RegExp(`\\b${name}(?:\\s*,\\s*${name})*\\s*(?:,\\s*)?(?:and|&|\\+)\\s+${name}\\b`, 'g');
}

/** "Tyler and Ben" kept in one piece: "and" between names joins swimmers, it does not start a clause. */
function joinNames(instruction: string, known: readonly string[]): string {
  return instruction.replace(nameListPattern(known), (list) => list.replace(/\s*(?:,\s*)?(?:and|&|\+)\s+/g, ' & ').replace(/\s*,\s*/g, ' & '));
}

/**
 * Parentheses hold an aside, a reason or a name for what was just said: a clause of their own, said after the sentence
 * they interrupt, so "move the secondary set (the 200s at 1650 pace) up after the main" and "Sophie in lane 3 (IMers)
 * has a sore shoulder" stay whole.
 */
// "4 x (2x50 + 100)", "3 rounds of (…)": brackets after a count of rounds are the set's, not an aside.
const asides = (t: string) => t.replace(/\s*(?<!\d\s*[x×]\s*|\brounds?(?:\s+of)?\s*)\(([^()]*)\)(?=\s*[,.;\n!?—]|\s+-{1,2}\s|\s*$)/g, '; $1;').replace(/\s*(?<!\d\s*[x×]\s*|\brounds?(?:\s+of)?\s*)\(([^()]*)\)/g, (_m, inner: string) => ` ${ASIDE_OPEN}${inner}${ASIDE_CLOSE} `);

/** The mark of a clause that was said in parentheses: read as any clause, and context when nothing in it is a change. */
export const ASIDE = 'aside: ';
const ASIDE_OPEN = '\u2045';
const ASIDE_CLOSE = '\u2046';

/** The parenthesis said inside a clause, taken out of it and said after it, marked as an aside. */
function liftAsides(clause: string): string[] {
  const inner = [...clause.matchAll(/\u2045([^\u2045\u2046]*)\u2046/g)].map((m) => `${ASIDE}${m[1]!.trim()}`);
  return [clause.replace(/\s*\u2045[^\u2045\u2046]*\u2046\s*/g, ' ').replace(/\s+/g, ' ').trim(), ...inner];
}

/** "100s into 50s because they lose focus": the reason after the instruction is a clause of its own. */
// "move the sprint 25s up before the main (after the drill) i dont want dives at the end": a new sentence begun with "i",
// its full stop left out.
const reasonSplit = /\s+(?=(?:because|cause|'cause|cuz|coz|bc|b\/c|since (?=they|he|she|we|the|it|our|my)|seeing as|as they|as he|as she|as we)\b)|(?<=\S{3})\s+(?=i (?:dont|don'?t|do not|want|wanted|need|think|asked|said|really)\b)/;

/** The clauses, each said in parentheses marked with ASIDE when `marked` (the workout reader treats those as asides). */
export function clausesOf(instruction: string, known: readonly string[] = [], marked = false): string[] {
  const out = markedClauses(instruction, known);
  return marked ? out : out.map((c) => (c.startsWith(ASIDE) ? c.slice(ASIDE.length) : c));
}

/** Inside an aside the words stay together: "(no pull, no paddles)" is one aside, its comma and "and" kept from the split. */
const KEEP_COMMA = '\u2063';
const KEEP_AND = '\u2064';
const guardAsides = (t: string) => t.replace(/\u2045[^\u2045\u2046]*\u2046/g, (m) => m.replace(/,/g, KEEP_COMMA).replace(/\band\b/g, KEEP_AND));
const unguard = (t: string) => t.replace(new RegExp(KEEP_COMMA, 'g'), ',').replace(new RegExp(KEEP_AND, 'g'), 'and');

function markedClauses(instruction: string, known: readonly string[]): string[] {
  const text = guardAsides(mendTypos(normalise(asides(joinNames(instruction, known)))));
  return text
    .split(/[.;\n!?]+(?:\s|$)|[;\n!?]|\s+-{1,2}\s+(?!(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s*\d|\d|(?:free|back|breast|fly|side)(?:stroke)?\b)|\s+—\s+|,\s*(?:and\s+|then\s+|but\s+|so\s+)?(?=[a-z])(?!not\s+:?\d)(?!(?:free|back|breast|fly|side)(?:stroke)?\b(?:\s*(?:,|or|and|\/)))|(?<!\b(?:free(?:style)?|back(?:stroke)?|breast(?:stroke)?|fly|im)\s)(?<!\b(?:except|but not|other than|apart from)(?: for)? [a-z']+\s)\band\b(?!\s*\d)(?!\s*(?:a half|back|forth|(?:free(?:style)?|breast(?:stroke)?|fly|im)\b))|(?<!\b(?:from|by|until|till|since|and|back)\s)\bthen\b(?!\s+on\b)|\balso\b|\bplus\b(?!\s*\d)|(?<!\b(?:anything|everything|all|sets?|stuff)\s)(?=\bwith\s+(?:more|less|a|an|some|extra|no)\b)|\s+but\s+(?=(?:keep|leave|don'?t|do not|move|swap|switch|change|turn)\b)/)
    // "need 7000 scy hard aerobic w/ a broken 3000 as the main": the total, and the main it is built around.
    .flatMap((c) => c.split(/\s+(?:w\/|with)\s+(?=(?:a|an|the|some)\s[^,;]{0,40}\bas (?:the|a|their) main\b)/))
    .flatMap((c) => c.split(reasonSplit))
    // "make it 300 easy kick no fins": the size, and the gear ruled out after it, are two changes.
    .flatMap((c) => c.split(/\s+(?=no (?:fins|paddles|buoys?|pull ?buoys?|snorkels?|gear|toys)\b)(?<=\b(?:kick|pull|drill|easy|set|sets|\d{2,4}s?)\s+)/))
    .map(unguard)
    .flatMap(liftAsides)
    .map((c) => {
      let t = c.trim().replace(/^[-–—,:\s]+|[-–—,:\s]+$/g, '');
      for (let i = 0; i < 4 && filler.test(t); i++) t = t.replace(filler, '').trim();
      return t.replace(/\s*(?:please|pls|thanks|thank you|thx|for me|if you can|if possible)\s*$/, '').trim();
    })
    .filter((c) => c && !noise.test(c));
}

/** "Everyone else same", "leave the rest": nothing to do, the rest always stays. */
export const keepsTheRest = (clause: string): boolean => {
  const c = clause.replace(/[.!]+$/, '').trim();
  // "keep the 16x100", "dont touch the EN2 set", "both my sets exactly as written": a part named to stay as it is.
  const keepsPart = /^(?:keep|leave|don'?t (?:touch|change)|do not (?:touch|change)|no changes? to)\s+(?:the|my|both|all|that|those|our)\b[^,]{0,90}$|^(?:both |all )?(?:my|the|our) [^,]{1,40}\b(?:exactly )?(?:as (?:written|is)|stays?(?: the same| as (?:is|written))?|untouched)$/.test(c);
  // "warm up stays exactly how i wrote it", "rounds 1-2 stay", "lanes 1-5 as is", "rest of it is good leave the pyramid alone",
  // "keep total around the same", "keep 75 min": what the change beside it leaves as it was.
  if (/^(?:and |but |so )?(?:the )?[a-z0-9 &'/-]{2,40}?\s+(?:stays?|stay|remains?|is fine|are fine|is good|are good)(?:\s+(?:exactly\s+)?(?:the same|as (?:is|it is|written)|how (?:i|we) wrote (?:it|them)|like it is|alone|put))?$/.test(c)) return true;
  if (/^(?:and |but |so )?(?:the )?[a-z0-9 &'/-]{2,40}?\s+(?:exactly\s+)?(?:as is|as it is|as written|how i wrote (?:it|them)|untouched|alone)$/.test(c) && !/\b(?:make|cut|add|drop|swap|change|move|turn|give)\b/.test(c)) return true;
  if (/\bleave (?:the |my )?[a-z0-9 &'-]{2,30} alone$|^(?:and |but )?(?:rest of it|the rest|everything else) (?:is|looks) (?:good|fine|great)\b/.test(c)) return true;
  if (/^(?:and |but |so )?keep (?:the )?(?:total|volume|yardage|it|time|clock)?\s*(?:around |about |at |~\s*)?(?:the same|\d{2,3}\s*min(?:utes)?)$/.test(c)) return true;
  // "same volume", "keep the same yardage": what the change beside it keeps.
  if (/^(?:and |but )?(?:(?:keep )?(?:the )?same|keep (?:the )?(?:volume|yardage|total|distance)(?: the same)?)(?: (?:volume|yardage|total|distance|yards|meters))?(?: (?:as before|overall|total))?$/.test(c)) return true;
  // "trim the pack swim if u have to": where a cut may come from, which the fitting decides with the clock.
  if (/^(?:and |but |so )?(?:trim|cut|shorten|take (?:it |time )?from|take (?:some|a bit) (?:off|out of)) (?:the |some of the |a bit of the )?[a-z0-9 -]{2,30} if (?:u|you|ya) (?:have|need|must|gotta)(?: to)?$/.test(c)) return true;
  // "cut from whatever else", "drop whatever you need", "lose whatever else", "cut the rest": where a cut comes from, which the fitting already does.
  if (/^(?:and |but |so )?(?:cut|take|drop|lose|trim|shorten|steal)(?: it| time| yards)?(?: from| out of)? (?:whatever|what|anything|everything|the rest)(?: else| you (?:need|want|have) to| you need| you want| is left)?$/.test(c)) return true;
  // "take it out of the other stuff": where a cut comes from, which the fitting already does.
  if (/^(?:and |but )?(?:take|cut|trim) (?:it |that |the time )?(?:out of|from) (?:the )?(?:other stuff|rest|other sets|everything else|the rest of it)$/.test(c)) return true;
  // "give her a short cool down she can do before she goes": what leaving early already writes.
  if (/^give (?:her|him|them) (?:a |an )?(?:short |easy |quick )?(?:cool[- ]?down|easy \d+|warm[- ]?down)\b/.test(c)) return true;
  // "pt says ramp him back slow": the doctor's reason beside a cap.
  if (/^(?:the )?(?:doc|dr|doctor|trainer|pt|physio|surgeon)\s+(?:says|said)\b/.test(c) && !/\b(?:no|only|max|cap|kick|pull)\b/.test(c)) return true;
  // "on her back or side": how a kick just asked for is swum.
  if (/^(?:kick )?on (?:her|his|their|the) (?:back|side)(?: or (?:her |his |their |the )?(?:back|side))?$/.test(c)) return true;
  // "fix her line", "update his line": asking for what the clauses about that swimmer said.
  if (/^(?:and )?(?:fix|update|change|adjust|sort)\s+(?:her|his|their|the)\s+(?:lines?|paces?|targets?|times?|splits?)$/.test(c)) return true;
  // "just put it in", "do it", "make it happen": asking for what the clause before said.
  if (/^(?:just )?(?:put it in|do it|make it happen|go ahead|sounds good|that'?s it|use (?:em|'em|them|it))$/.test(c)) return true;
  // "still 3000", "keep it ~3000": the volume the plan already has.
  if (/^(?:it'?s |we'?re )?(?:still|same|keep it(?: at| around)?)\s+~?\s*\d[\d,.]*\s*k?(?:\s*(?:yards|yds|y|meters|m))?(?:\s+total)?$/.test(c)) return true;
  // "still 2 hrs", "same 90 min": the clock the plan already has.
  if (/^(?:it'?s |we'?re |we have |practice is )?(?:still|same)\s+(?:\d(?:\.\d)?|an?|one|two|three)?\s*(?:hrs?|hours?|h|min(?:ute)?s?)?\s*(?:\d{2,3}\s*min(?:ute)?s?)?(?: practice| total)?$/.test(c) && /\d|hour|hr/.test(c)) return true;
  // "cut it to fit but keep the 200s main like it is": the fitting is the clock's; the part named stays.
  if (/^(?:cut|trim|shorten) (?:it|this|practice) (?:down )?to fit\b(?:,? (?:but|and) (?:keep|leave)\b[^,]{0,60}(?:like it is|as it is|as is|the same|alone|untouched|stays?))?$/.test(c)) return true;
  if (/^(?:but |and )?(?:keep|leave)\s+(?:the|my|our|that)\b[^,]{0,50}\b(?:like it is|as it is|as is|the same|alone|untouched)$/.test(c)) return true;
  // "other lanes stay how they are", "everyone else stays like they are".
  if (/^(?:the )?(?:other|rest of the) (?:lanes?|groups?|swimmers|kids)|^everyone else\b/.test(c) && /\b(?:stays?|stay|keep|remain)\s+(?:how|as|like) (?:they|it) (?:are|is|were|was)\b/.test(c)) return true;
  return keepTheRest.test(c) || (keepsPart && !/\b(?:harder|easier|faster|slower|shorter|longer|under|over|more|less|fewer|to \d|at \d|\d+\s*min|only|short|long)\b/.test(c));
};

/**
 * A reason, a story or an aside: context for the coach's instruction, never an instruction itself.
 * A clause led by an asking verb is an instruction even when no reader understood it.
 */
export function isContext(clause: string): boolean {
  if (reasonLead.test(clause)) return true;
  // "… and die thing im trying to fix": what the coach is working on, the reason for the change.
  if (/\b(?:i'?m|im|we'?re|were|i am|we are) (?:trying|working|hoping) to (?:fix|stop|break|get rid of|change|cure)\b/.test(clause) && !/^(?:make|give|swap|add|cut|drop|change|turn|put)\b/.test(clause)) return true;
  // "half of them cant hold bk past a 50", "most of them can't do fly yet": what the group can do, the reason for the change.
  if (/^(?:and |but |cause |because |bc )?(?:half|most|some|a few|a lot|all|none|two|three|\d{1,2})(?: of (?:them|the kids|my kids|the group))? (?:cant|can'?t|cannot|don'?t|dont|won'?t|wont|are not|aren'?t|still)\b/.test(clause)) return true;
  // "so only those 3 practices over break": the change before it, said again in other words.
  if (/^(?:so )?(?:only|just) (?:those|these|the) (?:\d|two|three|four|five) (?:practices|days|swims|sessions)\b/.test(clause)) return true;
  // "easy aerobic", "technique and kick": what a part just asked for is like, said after it.
  if (/^(?:easy|ez|light|moderate|relaxed|chill)?\s*(?:aerobic|technique|recovery|drills?|kick|swimming)(?:\s+(?:and|&|\+)\s+(?:aerobic|technique|drills?|kick))?$/.test(clause)) return true;
  // "8-10 kids will come", "maybe 12 of them": who turns up, said beside the change.
  if (/^(?:maybe |about |around |probably )?\d{1,2}(?:\s*-\s*\d{1,2})?\s+(?:kids|swimmers|people|of them|girls|boys|guys|athletes)\b/.test(clause) && !askingVerb.test(clause)) return true;
  // "the new 9-10s arent cleared for dive starts yet": why, beside the change that keeps them off the blocks.
  if (/\b(?:aren'?t|isn'?t|not|haven'?t been|hasn'?t been)\s+(?:yet\s+)?(?:cleared|certified|allowed|ready|able)\b/.test(clause) && !/\b(?:make|give|swap|add|cut|take|put|change)\b/.test(clause)) return true;
  // "dont care which stroke", "rest looks fun": what the coach does not mind, or likes.
  if (/^(?:i )?(?:don'?t|dont|do not) (?:care|mind)\b|\b(?:looks?|sounds?) (?:fun|good|great|fine|perfect|nice|solid|awesome)$/.test(clause)) return true;
  // "6-8 was the TIME lol", "not the age group", "right now everybody has 200s", "conf 1650 is 3 wks out so no taper stuff yet":
  // what the plan got wrong or what is coming, said beside the change.
  if (/^(?:and |but )?(?:it'?s |its )?not the (?:age group|ages?|level|group|squad|kids)\b|^\d{1,2}\s*-\s*\d{1,2} (?:was|is|means?) the (?:time|hours?)\b|^(?:right now|currently|atm) (?:everybody|everyone|all|they|it|the plan|you)\b[^,;]*\b(?:has|have|is|are|does|do)\b|\b(?:is|are) \d{1,2} (?:wks?|weeks?|days?) out\b[^,;]*\b(?:no|not)\b[^,;]*\b(?:taper|rest)\b/.test(clause)) return true;
  // "other lanes leave it", "the other lanes stay the same": what the change to one lane leaves as it was.
  if (/^(?:and |but )?(?:the )?(?:other|rest of the) lanes?(?: \d(?:\s*-\s*\d)?)? (?:leave|keep|stay|same|as is)\b/.test(clause)) return true;
  // "thats too many 25s on a threshold day": the reason for the cut said beside it.
  if (/^(?:and |but )?(?:that'?s|thats|it'?s|its|that is) (?:way |just |a bit )?too (?:many|much|long)\b/.test(clause) && !/\b(?:cut|make|drop|change)\b/.test(clause)) return true;
  // "id rather do speed when theyre warm": the coach's reason for the move said before it.
  if (/^(?:and |but |cause |bc )?(?:i'?d|id|i would|we'?d) (?:rather|prefer)\b/.test(clause) && !/\b(?:instead of|than)\s+\d/.test(clause)) return true;
  // "the 3 aerobic sets after the pull are kinda messy": the complaint; the change is said next.
  if (/\b(?:is|are|'re|looks?|feels?)\s+(?:kinda |kind of |a bit |pretty |really |super |so )?(?:messy|a mess|confusing|random|all over the place|weird|boring|flat|too choppy|choppy)\b/.test(clause) && !/\b(?:make|give|swap|cut|add|change|turn)\b/.test(clause)) return true;
  // "it only runs ~68 min", "this says 49 min": what the plan runs now.
  if (/^(?:and |but |so )?(?:(?:it|this|that|the plan|the practice|the workout)(?: only)? )?(?:runs?|says|is|comes? out (?:to|at)|shows?)\s+(?:only\s+)?(?:like\s+|about\s+|~\s*)?\d{2,3}\s*(?:min|mins|minutes?)$/.test(clause)) return true;
  // "a broken 3000 as the main": what the main is to be, its set said next ("something like 3x1000 on :20 rest").
  if (/^(?:and )?(?:a|an|some)\s+[a-z0-9 -]{2,30}\s+as the main(?: set)?$/.test(clause)) return true;
  // "nobody needs 20 x 25 off the blocks on a test day": the reason for the cut said beside it.
  if (/^(?:and |but )?(?:nobody|no one|noone|no kid|none of (?:them|us)) (?:needs?|wants?|likes?|can do|is doing)\b/.test(clause)) return true;
  if (askingVerb.test(clause)) return false;
  // "main set is way too soft for these guys, 10x200 on 3:30 is basically a cooldown": the complaint; the change is said next.
  if (/\b(?:is|are|'s)\s+(?:way |much |a bit |kinda |pretty |just )?too (?:soft|easy|hard|tough|slow|fast)\b|\bis basically an? (?:cool[- ]?down|warm[- ]?up|recovery|rest)\b/.test(clause) && !/\b(?:make|give|swap|add|cut|take|put|change)\b/.test(clause)) return true;
  // "12x25 all out from a dive right after drill … is asking for a pulled hammy lol": the set quoted back and what it does, the reason for the change.
  if (/^(?:the |that |those |this |these |my |our )?(?:\d{1,2}\s*x\s*\d{2,4}|\d{2,4}s?)\b[^;]*\b(?:is|are|was|were|'s)\b/.test(clause) && !/\b(?:should|needs?|instead|make|change|cut|swap)\b/.test(clause)) return true;
  // "…lol", "asking for a pulled hammy": said with a laugh, or what would happen.
  if (/\b(?:lol|lmao|haha)$|\basking for (?:a |trouble|it)|\brecipe for\b/.test(clause) && !/^(?:no|not|only|just)\b/.test(clause)) return true;
  // "board if they want": gear they may take, no change to the sets.
  if (/^(?:a |the )?(?:boards?|fins|buoys?|paddles|snorkels?|kickboards?) (?:if|when) (?:they|you|we) (?:want|like|need|have|got)(?: (?:it|them|one|any|some))?$/.test(clause)) return true;
  // "the 6x50 kick w 'fast underwater to the flags'": the set quoted back, what the coach says of it comes next.
  if (/^(?:and )?(?:the )?\d{1,2}\s*x\s*\d{2,4}\b[^,;]*['"][^'"]+['"]$/.test(clause)) return true;
  // "if they get 2 wks off they fall apart": what would happen, said as the reason.
  if (/^if\b/.test(clause) && !/\b(?:then|please|pls)\b/.test(clause)) return true;
  // "the main is the point", "conference is 3.5 wks out": a fact stated about something, with nothing asked of it ("the main is too long" asks).
  if (/^(?:the |my |our |their |this |that )?[a-z]+(?: [a-z]+)? (?:is|are|'s) (?!(?:too|way too|not|a bit|kind of|kinda|still too|so|really|very|pretty|super|far)\b)/.test(clause) && !/\b(?:too|should|needs?|wants?|more|less|fewer|harder|easier|shorter|longer|instead|wrong)\b/.test(clause)) return true;
  if (storySubject.test(clause) && (storyWords.test(clause) || !/\b(?:need|needs|want|wants|should|must|have to|has to|gotta|got to|can'?t|cannot|can)\b/.test(clause))) return true;
  // "long day at school", "meet on saturday", "tough week": a scene with no verb asking for anything.
  if (storyWords.test(clause) && !/\b(?:need|want|should|must|have to|please|more|less|fewer|extra|no)\b/.test(clause)) return true;
  // "the swim team after us needs it": nothing of the practice in it and no order given.
  return !imperative.test(clause) && !planWords.test(clause);
}

/** "paint it purple", "sing a song": an order, even one about nothing in a plan. */
const imperative = /^(?!(?:they|we|he|she|it|i|you|someone|somebody|the|my|our|a|an|this|that|there|these|those|everyone|everybody|nobody|kids|swimmers|team)\b)[a-z']+ (?:it|the|a|an|them|this|that|some|more|less|all|everything|out|up|down|off|in)\b/;

/** Words of the practice: a clause that holds one is about the plan, not a story. */
const planWords = /\d|\b(?:kick|pull|drills?|main|warm|cool|sets?|free|back|breast|fly|im|fins?|paddles?|snorkels?|buoys?|boards?|send-?offs?|intervals?|rest|yards?|meters?|metres?|laps?|lengths?|reps?|repeats?|rounds?|sprints?|aerobic|threshold|lanes?|minutes?|mins?|hours?|taper|meets?|weeks?|volume|harder|easier|shorter|longer|faster|slower|distance|stroke|dryland|practice|workout|session)\b/;

/**
 * A story that would read as an instruction to a reader: "they lose focus on the kick" is no order
 * to lose the kick. Read before any reader sees the clause.
 */
export function isPlainStory(clause: string): boolean {
  if (reasonLead.test(clause)) return true;
  // "the stroke counting goes out the window", "their breast falls apart": what happens now, the reason for the change.
  if (/\b(?:goes|go|went|going) out the window\b|\bfalls? apart\b|\bgo(?:es)? to (?:crap|pieces|hell)\b/.test(clause) && !askingVerb.test(clause)) return true;
  // "back to breast turns are still a disaster", "one 100 pull is kinda pointless": how a part is going, the reason for the change.
  if (!askingVerb.test(clause) && /\b(?:is|are|'s|was|were)\s+(?:still\s+|kinda\s+|kind of\s+|pretty\s+|so\s+|totally\s+|a bit\s+|just\s+|honestly\s+)?(?:a\s+)?(?:disaster|mess|pointless|useless|waste(?: of time)?|garbage|trash|awful|terrible|rough|brutal|boring|a joke)\b/.test(clause)) return true;
  // "they need to be fresh for the 10x100", "theres a parent meeting on the pool deck at 10": why, not what.
  if (/^(?:and |but |so |cause |bc )?(?:they|he|she|we)\s+(?:need|have|gotta|got) to be\s+(?:fresh|rested|ready|sharp|fast|awake|done|out)\b/.test(clause) || /^(?:and |but |so |cause |bc )?(?:theres|there'?s|there is) (?:a |an )?(?:parent|team|coaches|staff|swim|board|booster)?\s*(?:meeting|meet|lesson|class|event|party|game)\b/.test(clause)) return true;
  // "half the lane wont touch fly": who will not, the reason for an option.
  if (/^(?:and |but |so )?(?:half|most|some|a few|a couple)(?: of)?(?: the)? (?:lane|group|team|kids|them|guys|girls)\s+(?:wont|won'?t|cant|can'?t|dont|don'?t|hate|refuse)\b/.test(clause)) return true;
  // "he'll lose his mind kicking the whole hour": how they will take it, never a part to lose.
  if (/\blos(?:e|ing) (?:his|her|their|my|your|our) (?:mind|minds|marbles|cool)\b|\bgo(?:es|ing)? (?:crazy|nuts|insane|stir crazy)\b/.test(clause)) return true;
  // "thats the meat", "that's the whole point": why a part is kept, said of it.
  if (/^(?:and |but |so )?(?:that'?s|thats|those are|these are|it'?s|its|they'?re|theyre) (?:the |my |our )?(?:meat|point|whole point|key|main thing|important (?:part|bit)|good (?:part|stuff)|money (?:set|part))\b/.test(clause)) return true;
  // "(3 lengths)": what the distance is in that pool, said beside the change.
  if (/^\(?\s*(?:\d{1,2}|one|two|three|four|five|six)\s+(?:lengths?|laps?)\s*\)?$/.test(clause)) return true;
  if (!storySubject.test(clause) || askingVerb.test(clause)) return false;
  if (/\b(?:need|needs|want|wants|should|must|have to|has to|gotta|got to|only have|only got|lose the pool|(?:we'?re|we are|they'?re|they are|pool(?:'s| is)?) (?:off|closed)\b|out by|can'?t|cannot|don'?t have|do not have|won'?t have|forgot|lost|no\b|without)/.test(clause)) return false;
  return /\b(?:ask(?:s|ed|ing)? for|coming off|coming back from|hrs? (?:of )?sleep|hours? (?:of )?sleep|(?:will|'ll|gonna|are going to) (?:eat|love|hate|die|be|enjoy|like|crush|struggle|complain|cry|moan|whine)|lose (?:focus|interest|count)|get bored|got bored|were bored|was bored|are bored|is bored|zone out|zoned out|walked off|took off|complained|hated|loved|died|crushed|killed it|tanked|struggled|were|was|had|did|went|been asking|asked for|asking for|keep asking)\b/.test(clause);
}
