import type { ConstraintRule, PlanConstraint } from '@laneforge/contracts';
import { clockSeconds, readSwimMinutes } from './amounts';
import { normalise } from './text';

/**
 * Hard limits in the coach's words (COACHING.md §6), from the description and the coach's notes
 * alike: "no kick", "sore shoulders", "we don't have fins", "10 to a lane", "nothing faster than
 * 1:30". Each keeps the words it came from, so the plan can say why it changed something.
 */

/** Things a coach rules out, each with the limit it sets. */
const things: ReadonlyArray<readonly [RegExp, ConstraintRule[]]> = [
  [/^(?:breast(?:stroke)?|whip|frog)[- ]kick(?:ing|s)?$/, ['no_breast_kick']],
  // "No board kick": kick without the board (on the side), not no kick.
  [/^(?:kick ?)?board[- ]kick(?:ing|s)?$|^kick(?:ing)? (?:with|on) (?:a |the )?boards?$/, ['no_kickboard']],
  [/^kick ?boards?$|^boards?$/, ['no_kickboard']],
  [/^kick(?:ing|s)?$|^legs$/, ['no_kick']],
  // "no flutter kick sets" (a hip flexor): no kick sets at all, the swims' own kick as it is.
  [/^(?:flutter|free(?:style)?)[- ]?kick(?:ing|s)?$/, ['no_kick']],
  [/^(?:fly|butterfly)$/, ['no_fly']],
  // "No dolphin kick" (a back or a hip): no fly, and no dolphin kick off the walls either.
  [/^(?:dolphin|fly|butterfly)[- ]?kick(?:ing|s)?$|^dolphins?$/, ['no_fly', 'no_underwater']],
  [/^(?:breast(?:stroke)?|br)$/, ['no_breast']],
  [/^(?:back(?:stroke)?|bk)$/, ['no_back']],
  [/^(?:im|ims|individual medley)$/, ['no_im']],
  [/^paddles?$/, ['no_paddles']],
  [/^(?:fins?|zoomers|flippers)$/, ['no_fins']],
  [/^snorkels?$/, ['no_snorkel']],
  [/^(?:pull ?buoys?|buoys?|pull(?:ing)?|pulls)$/, ['no_pull_buoy']],
  [/^(?:equipment|gear|toys)$/, ['no_paddles', 'no_fins', 'no_snorkel', 'no_pull_buoy', 'no_kickboard']],
  [/^flip(?:s| ?turns?)?$|^flipturns?$/, ['no_flip_turns']],
  [/^(?:dives?|diving|blocks|starts?|starts off the blocks|racing starts)$/, ['no_dives']],
  [/^(?:breath(?:ing)? control|hypoxic(?: work| sets?)?|breath[- ]holds?|breath[- ]holding|hypoxics)$/, ['no_breath_control']],
  // "no UW kicks": no kicking under water off the walls, the kick sets as they are.
  [/^(?:underwaters?|uw|uwk|underwater kick(?:s|ing)?|uw kick(?:s|ing)?)$/, ['no_underwater']],
  [/^(?:jump(?:s|ing)?|plyos?|plyometrics|hops?|bounds?|box jumps)$/, ['no_jumping']],
];

/** Words that may join the things in a list after a negation: "no paddles, fins or snorkels". */
const joiner = /^(?:or|and|nor|,|\/|&|any|anything|everything|with|w\/|the|more|our|their|my|sets?|work|today|either|of|a|turns?|stuff|use|using|allowed|available|legal|full)$/;

// "pelvic pain with breaststroke kick", "hurts when he does fly": what hurts is ruled out like a "no".
const negation = /\b(?:keep (?:them|him|her|it|those|these|that lane|those lanes) (?:off|away from|out of)|stay(?:s)? (?:off|away from|clear of)|steer(?:s)? clear of|(?:keep|keeps) away from|no|nothing|(?:pain|hurts?|aches?|sore|discomfort) (?:with|when (?:she|he|they) (?:does|do)|during|doing|on)|without|w\/o|skip(?:ping)?|avoid(?:ing)?|zero|minus|cut(?:ting)? out|ban(?:ned)?|exclude|leave out|nothing with|not any|none|don'?t (?:do|use|have|want)|do not (?:do|use|have|want)|can'?t (?:do|use|have)|cannot (?:do|use|have)|won'?t (?:do|use|have)|doesn'?t have|don'?t have|doesn'?t (?:do|swim)|don'?t swim|never (?:does|swims|do|swim)|unable to (?:do|use)|no access to|forgot(?: the| our)?|lost(?: the| our)?|out of|take out|take away|get rid of|can'?t|cannot|unable to)\b/g;

function thingRules(phrase: string): ConstraintRule[] | null {
  for (const [re, rules] of things) if (re.test(phrase)) return rules;
  return null;
}

/** After each negation, the list of things it rules out, up to the first word that is neither a thing nor a joiner. */
function negatedThings(text: string): PlanConstraint[] {
  const out: PlanConstraint[] = [];
  for (const m of text.matchAll(negation)) {
    const rest = text.slice(m.index + m[0].length);
    // "take it out of the pull": where time comes from, not the pull ruled out.
    if (/^out of$/.test(m[0]) && /\b(?:take|taking|took|get|getting)\s+(?:it|that|the time|them|those|some|\d+)\s*$/.test(text.slice(Math.max(0, m.index - 24), m.index))) continue;
    // "no kick repeats longer than 200": a longest repeat for that stroke, not the stroke ruled out.
    if (/^\s*\w+\s+(?:repeats?|reps?|sets?|swims?)\s+(?:longer|over|more|past|above|beyond)\b/.test(rest)) continue;
    // "no underwater 25s": swims held under water (a breath-holding rule), not kicking off the walls.
    if (/^\s*underwaters?\s+(?:25s?|50s?|swims?|laps?|lengths?|for distance)\b/.test(rest)) continue;
    const words = rest.split(/(?=[,/&])|\s+/).map((w) => w.trim()).filter(Boolean).slice(0, 12);
    const said: string[] = [m[0]];
    let found = false;
    for (let i = 0; i < words.length; i++) {
      const word = words[i]!.replace(/[.;:!?)]+$/, '');
      const two = `${word} ${words[i + 1] ?? ''}`.replace(/[.;:!?,)]+$/, '');
      // "no kicking on a board": the board is ruled out, not the kick.
      const four = words.slice(i, i + 4).join(' ').replace(/[.;:!?,)]+$/, '');
      if (/^kick(?:ing)? (?:on|with|w\/) (?:a |the )?(?:kick ?)?boards?$/.test(four)) {
        out.push({ rule: 'no_kickboard', said: '' });
        said.push(four);
        found = true;
        i += 3;
        if (/[.;:!?]$/.test(words[i]!)) break;
        continue;
      }
      const rulesTwo = thingRules(two);
      const rules = rulesTwo ?? thingRules(word);
      // "no paddles, legs are fried": a word that starts a clause of its own ends the list.
      if (i > 0 && /^(?:are|is|was|were|feel|feels|feeling)$/.test(words[i + 1] ?? '')) break;
      // "no kick, buoy everything": what follows the comma is what they do, not a second thing ruled out.
      // "no fly, flutter kick on a board is ok": a two-word thing looks past both its words.
      if (rules && i > 0 && /^(?:everything|all|only|for|on|always|the whole|ok|okay|fine|allowed|good|is|are)$/.test((words[i + (rulesTwo ? 2 : 1)] ?? '').replace(/[.;:!?,)]+$/, ''))) break;
      if (rules) {
        for (const rule of rules) out.push({ rule, said: '' });
        said.push(rulesTwo ? two : word);
        found = true;
        if (rulesTwo) i++;
      } else if (joiner.test(word) || word === ',') {
        said.push(word);
      } else break;
      if (/[.;:!?]$/.test(words[i]!)) break;
    }
    if (found) {
      const words = said.join(' ').replace(/\s+,/g, ',').replace(/[\s,/&]+$/, '').replace(/\s+(?:or|and|any|the|sets?|today)$/, '');
      for (const c of out) if (!c.said) c.said = words;
    }
  }
  return out;
}

const condition = String.raw`(?:sore|sore(?:ness)?|bad|injur(?:ed|y|ies)|hurt(?:s|ing)?|tweak(?:ed)?|achy|aching|painful|tender|irritated|imping(?:ed|ement)?|tendin(?:itis|osis|opathy)|strain(?:ed)?|rehab(?:bing)?|recovering|sprain(?:ed)?|rolled|twisted|acting up|cranky|grumpy|barking|niggl(?:e|ing|y)|flar(?:ing|ed) up|bugging (?:him|her)|bothering (?:him|her)|post[- ]op|banged[- ]up|messed[- ]up|dodgy|tight|problems?|issues?|pain|surgery)`;

function injury(part: string, rule: ConstraintRule, extra?: RegExp): (t: string) => PlanConstraint | null {
  const re = new RegExp(String.raw`\b${condition}\s+(?:\w+\s+){0,2}?${part}s?\b|\b${part}s?\s+(?:\w+\s+){0,2}?${condition}\b|\b${part}s?\s+(?:is|are)\s+(?:still\s+)?${condition}`, 'g');
  // "no paddles, my rule after 3 shoulder issues": the reason for another limit, not an injury today.
  const reason = /\b(?:after|because of|due to|cause of|since)\s+(?:\d+|a few|some|several|two|three|four|many|all the|the|those|last (?:year|season)'?s?)?\s*$/;
  return (t) => {
    for (const m of t.matchAll(re)) if (!reason.test(t.slice(Math.max(0, m.index - 30), m.index))) return { rule, said: m[0] };
    const m = extra?.exec(t);
    return m ? { rule, said: m[0] } : null;
  };
}

// A body part given as the reason in brackets: "no fly, no paddles (shoulder)".
const because = (part: string) => String.raw`\((?:her |his |their |a |bad |sore )?${part}s?\)`;

const injuries = [
  injury('shoulder', 'shoulder', new RegExp(String.raw`\bswimmer'?s shoulder\b|\brotator cuff\b|\blabrum\b|\b(?:broke|broken|fractured|cracked)\s+(?:\w+\s+)?(?:collar ?bone|clavicle)\b|\b(?:collar ?bone|clavicle)\b|\bshoulder (?:thing|stuff|deal)\b|\b(?:a|his|her|their) shoulder\b(?=[^.;]{0,40}\b(?:only|no|easy|careful|cleared|coming back|returning)\b)|${because('shoulder')}`)),
  injury('knee', 'knee', new RegExp(String.raw`\bbreaststroker'?s knee\b|\bacl\b|\bmcl\b|\bmeniscus\b|${because('knee')}`)),
  injury('lower back', 'lower_back', /\b(?:sore|bad|hurt|injured|tweaked|cranky|achy|stiff|dodgy|grumpy|creaky|tight) (?:lower )?backs?\b|\bback (?:pain|issues?|injury|problems?|spasms?)\b|\b(?:lower )?back (?:disc|disk)\b|\b(?:herniated|bulging|slipped|ruptured) (?:disc|disk)\b|\b(?:disc|disk) (?:thing|issue|problem|injury|herniation|bulge)\b|\bsciatica\b/),
  // "stress fx in L foot": a foot or shin that takes no fins and no hard push-offs, as an ankle.
  injury('ankle', 'ankle', new RegExp(String.raw`\bachilles\b|\bankles?\b(?=[^.;]{0,40}\b(?:only|no|easy|careful)\b)|\bstress (?:fx|fracture|reaction)\b|\b(?:broken|fractured|sprained|hurt) (?:\w+ )?(?:foot|toe)\b|${because('ankle')}`)),
  injury('neck', 'neck', /\bstiff neck\b/),
];

/** "HR under 140", "heart rate below 150": a heart-rate cap, with its number. */
// "HR under ~130", "heart rate below about 140": the number after any "about".
export const heartCap = /\b(?:hr|heart rate)\s*(?:under|below|<|less than|no higher than|max(?:imum)?(?: of)?)\s*(?:about |around |approx\.? |~\s*)?(\d{3})\b/;

const situations: ReadonlyArray<readonly [ConstraintRule, RegExp]> = [
  // "shoulders and core, low impact": nothing that lands, whatever the age.
  ['no_jumping', /\b(?:low|no|non)[- ]impact\b|\bjoint[- ]friendly\b/],
  ['tired_legs', /\blegs? (?:are |is |will be )?(?:fried|dead|tired|shot|smoked|toast|heavy|sore|trashed|jelly)\b|\bsore legs\b|\bafter (?:a )?(?:hard |heavy |big )?(?:leg day|leg lift|squats|lifting legs)\b|\bdead legs\b|\bgo (?:easy|light) on (?:the |their |his |her )?legs\b|\bno (?:big|long|heavy) kick(?:ing)?(?: sets?)?\b/],
  ['returning', /\bback from (?:an? )?(?:illness|sick(?:ness)?|being sick|break|injury|vacation|holiday|time off|covid|flu|layoff|mono|surgery|pneumonia)\b|\bfirst (?:practice|day|week|swim) back\b|\breturning from\b|\bcoming back from\b|\bjust got over\b|\bafter (?:being )?(?:sick|ill)\b|\b(?:was|been|were) (?:sick|ill)\b|\b(?:had|has had|got over|over) (?:the )?(?:flu|covid|mono|a cold|strep|a virus)\b|\bback today\b|\bfirst day back\b/],
  // "work on the open turns at the far end": a skill to practise, not a ban on flip turns.
  ['no_flip_turns', /(?<!\b(?:work(?:ing)? on|practi[cs]e|practi[cs]ing|drill|teach|teaching|learn|learning|do some)\s+(?:the\s+|our\s+|their\s+|some\s+)?)\bopen turns(?: only)?\b(?!\s+(?:are|is)\s+(?:fine|ok))|\bcan'?t (?:do )?flip|\bdon'?t know how to flip\b|\bno flipping\b|\b(?:doesn'?t|don'?t|won'?t) want to flip\b|\bwon'?t flip\b/],
  // "no underwater 25s", "no underwater swims for distance": breath-holding swims (no_breath_control), not underwater kicking off the walls.
  // "Ava has ear tubes and shouldnt go underwater so she swims with head up / backstroke": her head stays above the water.
  ['no_underwater', /\bear ?tubes?\b|\btubes in (?:his|her|their) ears\b|\bshould(?:n'?t| not) (?:go|be|put (?:his|her|their) (?:head|face)) under(?:water| the water)?\b|\b(?:can'?t|cannot|not allowed to) (?:go|put (?:his|her|their) (?:head|face)) under(?:water| the water)?\b|\bswims? (?:with )?(?:(?:his|her|their) )?head up\b|\bnothing underwater\b|\bno (?:fast|hard|long|max) (?:underwaters?|uw|dolphins?)\b|\bno underwaters?\b(?!\s*(?:25s?|50s?|swims?|laps?|lengths?|for distance|distance))|\bno uw\b/],
  ['no_dives', /\bstart(?:s|ing)? (?:from|in) the water\b|\bin[- ]water starts?\b|\bhaven'?t (?:done|passed) (?:the |their )?(?:start|starts|dive|diving) (?:safety )?(?:check[- ]?off|cert(?:ification)?|test)\b|\bshallow (?:end|water|pool)\b|\bno deep end\b|\bnot (?:dive|start)[- ]certified\b|\buncertified\b|\b[2-4](?:\.\d)? ?(?:ft|feet|foot)\b(?! deep end)/],
  ['light_only', /\bnothing (?:harder|faster|above|tougher) (?:than|then) (?:en1|aerobic|easy|moderate|ez)\b|\bno (?:harder|faster) (?:than|then) (?:en1|aerobic|easy|moderate)\b|\b(?:easy|light|ez) (?:swimming |effort |work )?only\b|\bnothing fast\b|\beasy[- ](?:to[- ])?mod(?:erate)?\b|\bnothing all[- ]out\b|\bno hard kick(?:ing|s)?\b|\bpace ?maker\b|\bheart (?:condition|issues?|problems?|surgery)\b|\bcardiac\b|\b(?:ok'?d|okayed|cleared|allowed) (?:for )?moderate(?: only)?\b|\b(?:at |on )?(?:easy|ez|light) effort(?: only)?\b|\bmoderate (?:only|effort only)\b|\bno all[- ]outs?\b|\bstent\b|\bcleared (?:him |her |them )?(?:for |to do |to )?(?:light|easy)\b|\b(?:light|easy) (?:swimming|aerobic|work|swim) only\b|\bonly (?:light|easy) (?:swimming|work)\b|\bno hard (?:efforts?|swimming|work)\b|\bnothing (?:too |that |very )?hard\b|\bconcussion\b|\bno (?:intensity|max(?:imal)? efforts?|hard stuff|fast stuff)\b|\bkeep (?:the )?(?:intensity|effort|it|things|everything) (?:moderate|low|light|easy|down|aerobic)\b|\b(?:low|moderate) intensity only\b|\bnothing (?:above|over|harder than|more than) (?:like |about |~)?[3-8]0\s*%/],
  // "nobody really swims fly lol": the group does not swim it, so the plan does not write it.
  // "half of them wont swim fly so give an option": those who won't (a line of their own when it is some of them).
  ['no_fly', /\b(?:nobody|no one|noone|none of them)\s+(?:really\s+|actually\s+)?(?:swims?|does|do|can do|can swim)\s+(?:fly|butterfly)\b|\b(?:won'?t|wont|refuse to|don'?t|dont|do not|can'?t|cant)\s+(?:really\s+|actually\s+|even\s+)?(?:swim|do)\s+(?:fly|butterfly)\b/],
  // "Ken is 78 and only swims free and back": the strokes not named are not theirs.
  ['no_fly', /\bonly (?:swims?|does|do|can (?:swim|do)) (?:free|back|breast)(?:style|stroke)?(?:\s*(?:and|&|\+|\/|or|,)\s*(?:free|back|breast)(?:style|stroke)?)*\b(?!\s*(?:kick|drill))(?!\s*(?:and|&|\+|\/|or|,)\s*(?:free|back|breast|fly))/],
  ['no_breast', /\bonly (?:swims?|does|do|can (?:swim|do)) (?:free|back|fly)(?:style|stroke)?(?:\s*(?:and|&|\+|\/|or|,)\s*(?:free|back|fly)(?:style|stroke)?)*\b(?!\s*(?:kick|drill))(?!\s*(?:and|&|\+|\/|or|,)\s*(?:free|back|breast|fly))/],
  ['no_back', /\bonly (?:swims?|does|do|can (?:swim|do)) (?:free|breast|fly)(?:style|stroke)?(?:\s*(?:and|&|\+|\/|or|,)\s*(?:free|breast|fly)(?:style|stroke)?)*\b(?!\s*(?:kick|drill))(?!\s*(?:and|&|\+|\/|or|,)\s*(?:free|back|breast|fly))/],
  // "kai (ankle sprain) pull only": arms alone, no kick.
  ['no_kick', /\b(?:pull(?:ing)?|arms) only\b|\bpull(?:ing)? (?:w\/?|with) (?:a )?buoy\b[^.,;]{0,20}\bonly\b|\bonly pull(?:ing)?\b|\bjust pull(?:ing)?\b|\bpull (?:everything|it all)\b|\bbuoy (?:everything|only)\b/],
  ['pregnant', /\bpregnan(?:t|cy)\b/],
  // "nobody wants IM lol": the group will not swim it, so the plan does not write it.
  ['no_im', /\b(?:nobody|no one|noone|none of them)\s+(?:really\s+)?(?:wants?|likes?)\s+(?:to (?:do|swim)\s+)?(?:im|ims|individual medley)\b/],
  // "gets dizzy on her back": no backstroke, nor kick on the back.
  ['no_back', /\b(?:dizzy|light-?headed|nauseous|sick) (?:on|lying on|swimming on) (?:her|his|their|the) back\b|\bcan'?t (?:lie|swim|be) on (?:her|his|their) back\b/],
  // "Linda (72) has COPD": a lung that needs the same care as an asthmatic's (an easy build, rest, breathe every 2-3).
  ['asthma', /\basthma(?:tics?)?\b|\bcopd\b|\bemphysema\b|\bbronchospasm\b|\bbronchitis\b/],
  // "Sam is type 1 diabetic, his mom wants a stop at the 30 min mark to check his sugar".
  // "no flags at that end btw", "the backstroke flags are down": backstroke into that wall blind.
  ['no_backstroke_flags', /\bno (?:backstroke |back |bk )?flags\b|\b(?:backstroke |back |bk )?flags (?:are |is )?(?:down|missing|broken|gone|not up|off)\b|\bwithout (?:backstroke |back )?flags\b|\bno flags? at (?:that|the|one|the far|the deep|the shallow) end\b|\b(?:backstroke |back |bk )?flags (?:are )?(?:only )?(?:up )?(?:at|on) (?:one|the (?:deep|shallow|far|near)) end(?: only)?\b/],
  ['diabetes', /\bdiabet(?:ic|es)\b|(?<=\b(?:is|'s|has) )type (?:1|one)\b(?! diab| (?:error|pace|zone))|\bt1d\b|\btype (?:1|one|i) diab\w*|\binsulin (?:pump|dependent)\b|\bcheck (?:his|her|their) (?:blood )?(?:sugar|glucose)\b/],
  ['epilepsy', /\bepilep(?:sy|tic)\b|\bseizures?\b/],
  // "easy free and kick only" lets them swim free: only a kick with no stroke beside it is kick only.
  // "no kick at all", "no kicking, not even flutter": no legs anywhere, every swim pulled.
  ['no_kick', /(?<=\b(?:toe|foot|feet|ankle|heel)\b[^.;]{0,70})\b(?:he|she|they) can (?:still |only |just )?pull\b(?!\s+(?:and|&|\+)\s+kick)|\b(?:she'?ll|he'?ll|they'?ll|she will|he will|they will|will|can|to) (?:use|swim with|wear|have) (?:a |the |her |his |their )?(?:pull )?buoy\b(?! (?:on|for) (?:the )?pull)|\bno (?:kick(?:ing)?|legs)(?: sets?)? at all\b|\bno (?:kick(?:ing)?)\b[^.;]{0,12}\bnot even (?:flutter|a flutter)\b|\bcan'?t kick\b/],
  ['kick_only', /\bok'?d (?:for )?kick(?:ing)?\b|\bcleared (?:for|to) kick(?:ing)?(?: only)?\b|\bjust kick\b|(?<!\b(?:free(?:style)?|swim(?:ming)?|back(?:stroke)?|breast(?:stroke)?|drill)\s+(?:and|&|\+|or)\s+)(?<!\b(?:streamline|side|sides|back|flutter|dolphin|free|freestyle)\s+)\bkick(?:ing)? only\b|\bkick(?:ing)? (?:w\/?|with) (?:a )?(?:kick)?board only\b|\bkick (?:the |for the )?(?:entire|whole) (?:practice|workout|session|time|thing)\b|\bkickers (?:today|this practice)\b|\b(?:is|are) kickers\b|\bonly kick\b(?!\s+(?:and|&|\+)\s+(?:easy\s+)?(?:free|swim))|\bcan only kick\b(?!\s+(?:and|&|\+))|\bno full strok(?:e|ing)\b|\b(?:easy )?kick(?:ing)? and one[- ]arm(?: drills?)?\b[^.;]{0,40}?\bonly\b|\b(?:she|he|they) can kick but\b|\bcan kick,? but not\b|\bno (?:arms|arm strokes)\b(?!\s+(?:extended|overhead|out|above|in front|straight|stretched))|\bno (?:free(?:style)?|fr) arms\b(?=[^.;]{0,80}\bkick)/],
  // "No arms extended overhead holding a board": the board is what the shoulder cannot hold, not the arms' stroke.
  ['no_kickboard', /\barms? (?:extended |stretched |straight )?(?:overhead|above (?:the|his|her|their) head|out in front) (?:holding|on|with) a (?:kick ?)?board\b|\bcan'?t (?:hold|grip) (?:a|the) (?:kick ?)?board\b|\b(?:but )?not (?:with|on) a (?:kick ?)?board\b|\bside kick or kick on (?:the |her |his )?back only\b|\bno (?:holding|hanging on) (?:a|the) (?:kick ?)?board\b/],
  ['wet_deck', /\bwet deck\b|\bdeck (?:is|will be|gets) (?:wet|slippery)\b|\bon (?:a|the) wet\b/],
  ['easy_pushoffs', /\b(?:can'?t|cannot|cant|shouldn'?t|should not) push (?:off )?(?:hard|the wall hard|off (?:the )?walls? hard)\b|\bno (?:pushing|push(?:ing)? hard|hard push)[- ]?(?:off)?s?\b(?:(?: hard)?\s+(?:w\/?|with|off|on|from)\s+(?:that|the|her|his|their|l|r|left|right)(?: (?:left|right|l|r|bad|hurt|injured))?\s+(?:foot|leg)\b)?|\b(?:easy|gentle|soft) walls\b|\b(?:easy|gentle|soft|careful) (?:on|off) (?:the )?walls\b|\bno push[- ]?offs?\b(?:\s+(?:w\/?|with|off|on|from)\s+(?:(?:of|off) )?(?:that|the|her|his|their|l|r|left|right)(?: (?:left|right|l|r|bad|hurt|injured))?\s+(?:foot|leg)\b)?|\b(?:gentle|easy|soft) push(?:[- ]?offs?)?\b|\bno hard (?:walls|push)|\bpush(?:ing)? off (?:the )?walls? (?:is )?(?:ok|okay|fine) but (?:easy|gentle)\b|\bno push[- ]?offs? that twist\b/],
];

/** "10 per lane", "8 to a lane", "30 kids in 3 lanes", "crowded lanes": 6 or more a lane is crowded. */
function crowding(t: string): PlanConstraint | null {
  const per = /\b(\d{1,2})\s*(?:per|a|to a|in a|in each|each|\/)\s*lane\b|\b(\d{1,2})\s*(?:swimmers|kids|people)\s*(?:per|a|in a|in each)\s*lane\b/.exec(t);
  if (per) {
    const n = +(per[1] ?? per[2])!;
    return n >= 6 && n <= 20 ? { rule: 'crowded_lanes', value: n, said: per[0] } : null;
  }
  const split = /\b(\d{2,3})\s*(?:kids|swimmers|athletes|people)?\s*(?:in|on|across|with|and)\s*(?:only\s*)?(\d)\s*lanes?\b/.exec(t);
  if (split && +split[1]! / +split[2]! >= 6) return { rule: 'crowded_lanes', value: Math.round(+split[1]! / +split[2]!), said: split[0] };
  const words = /\bcrowded\b|\bpacked lanes\b|\bfull lanes\b|\bshar(?:e|ing) (?:the )?lanes? with\b/.exec(t);
  return words ? { rule: 'crowded_lanes', value: 8, said: words[0] } : null;
}

/** "Nothing faster than 1:30", "can't make anything under 1:40", "slowest lane 2:00 per 100": no send-off tighter than this per 100. */
function sendOffFloor(t: string): PlanConstraint | null {
  const m =
    /\b(?:nothing|no (?:send-?offs?|intervals?))\s+(?:faster|tighter|quicker|under|below)\s+(?:than\s+)?(\d:\d\d)/.exec(t) ??
    /\bcan'?t make (?:anything )?(?:faster than|under|below|tighter than) (\d:\d\d)/.exec(t) ??
    /\b(?:slowest|fastest) (?:send-?off|interval|base) (?:is |we can make |they can make |of )?(\d:\d\d)/.exec(t) ??
    /\b(?:send-?offs?|intervals?) (?:no faster than|at least|no tighter than|of at least) (\d:\d\d)/.exec(t) ??
    /\bslowest (?:lane|swimmers?|kid) (?:is |goes |swims |needs )?(?:on )?(\d:\d\d)/.exec(t);
  if (!m?.[1]) return null;
  const seconds = clockSeconds(m[1]);
  return seconds >= 50 && seconds <= 300 ? { rule: 'slowest_send_off', value: seconds, said: m[0] } : null;
}

/** "Nothing longer than 200", "no repeats over a 100", "keep reps under 400". */
function repCap(t: string): PlanConstraint | null {
  // "the little ones cant do more than a 25 without stopping", "nobody can do more than a 50 yet": repeats of that at most.
  const short = /\bcan'?t (?:do|swim|make|get through) (?:a )?full (25|50)\b|\bcan'?t swim (?:a|one) (25|50) without stopping\b|(?:\b(?:can'?t|cannot|can not)|\b(?:nobody|no one|none of them|noone) can) (?:do|swim|go|make it) (?:more|further|farther|longer) than (?:a |one )?(25|50|100)\b/.exec(t);
  if (short) return { rule: 'longest_rep', value: +(short[1] ?? short[2] ?? short[3])!, said: short[0] };
  // "little ones barely a 25", "they can mostly swim 25 free + back": the shortest swimmers' longest swim is every repeat's.
  const barely = /\bbarely (?:swim |make |do |get through |manage )?(?:a |one )?(25|50)\b|\bcan (?:mostly|only|just|barely) (?:swim|do|make) (?:a |one )?(25|50)\b/.exec(t);
  // "can barely do a 50": the 50 is all they have, so their repeats are 25s; "barely a 25" stays 25s.
  if (barely) return { rule: 'longest_rep', value: /\bbarely\b/.test(barely[0]) ? Math.max(25, +(barely[1] ?? barely[2])! / 2) : +(barely[1] ?? barely[2])!, said: barely[0] };
  const m = /\b(?:nothing|no (?:reps?|repeats?|swims?|sets?))\s+(?:longer|over|more|bigger|greater)\s+(?:than\s+)?(?:an?\s+)?(\d{2,4})\b|\b(?:max(?:imum)?|longest) (?:rep|repeat|swim) (?:of |is )?(\d{2,4})\b|\bkeep (?:the )?(?:reps?|repeats?) (?:to|under|at|at most) (\d{2,4})s?\b/.exec(t);
  const n = m ? +(m[1] ?? m[2] ?? m[3])! : 0;
  return n >= 25 && n <= 3000 ? { rule: 'longest_rep', value: n, said: m![0] } : null;
}

/** The time the coach has: any duration of one session is a limit the plan must fit. */
function timeLimit(t: string): PlanConstraint | null {
  const minutes = readSwimMinutes(t);
  return minutes && minutes.value >= 15 && minutes.value <= 300 ? { rule: 'max_minutes', value: minutes.value, said: minutes.said } : null;
}

/** "breaststroke kick gives her pelvic pain", "fly hurts his shoulder": what hurts is ruled out like a "no". */
function painfulThings(t: string): PlanConstraint[] {
  const out: PlanConstraint[] = [];
  for (const m of t.matchAll(/\b((?:breast(?:stroke)?|whip|frog|dolphin|fly|flutter)[- ]kick(?:ing)?|fly|butterfly|back(?:stroke)?|breast(?:stroke)?|flip ?turns?|flips|kick(?:ing)?|paddles|fins|push[- ]?offs?)\s+(?:really\s+|still\s+)?(?:gives?|causes?|hurts?|makes?|bothers?|aggravates?|irritates?|flares?)\b(?:\s+(?:up\s+)?(?:her|his|their|my|the|a)?\s*(?:\w+\s+){0,2}?(?:pain|soreness|sore|hurt|ache|knee|back|hip|shoulder)\b)?/g)) {
    const rules = thingRules(m[1]!.replace(/push[- ]?offs?/, ''));
    if (rules) for (const rule of rules) out.push({ rule, said: m[0] });
    else if (/push/.test(m[1]!)) out.push({ rule: 'easy_pushoffs', said: m[0] });
  }
  return out;
}

/** Every hard limit in a text (a request, the coach's notes, or what was said of one swimmer), once each. */
export function readLimits(text: string, options: { timeIsLimit: boolean }): PlanConstraint[] {
  // "PT cleared him for 'easy only'": the quotes around the doctor's words are not words.
  const t = normalise(text).replace(/(?<![a-z\d])['"](?=[a-z])|(?<=[a-z])['"](?![a-z\d])/g, '');
  const found: PlanConstraint[] = [...negatedThings(t), ...painfulThings(t)];
  for (const read of injuries) {
    const c = read(t);
    if (c) found.push(c);
  }
  // "Blocks are on the deep end only, shallow end is 3'6"": starts go to the deep end, the pool's shallow end bans no dives.
  // "pool is 13ft one end 4ft the other": a deep end of 6 ft or more takes the starts too.
  const blocksDeep = /\bblocks? (?:are |is )?(?:only )?(?:on|at|in) the deep end\b|\bdeep end (?:has|for) (?:the )?blocks\b|\b(?:[6-9]|1[0-9])(?:\.\d)?\s*(?:ft|feet|foot)\b[^.;]{0,30}\b(?:one end|deep end|the other|at the (?:deep|block) end)\b|\b(?:one end|deep end)\b[^.;]{0,12}\b(?:[6-9]|1[0-9])\s*(?:ft|feet|foot)\b/.test(t);
  for (const [rule, re] of situations) {
    const m = re.exec(t);
    // "deck is wet … so we're in the multipurpose room (dry floor)": the dryland is on a dry floor.
    const indoors = rule === 'wet_deck' && /\bdry floor\b|\b(?:we'?re|we are|moving|moved|going|we go|we'?ll be) (?:in|to|into|inside)\b[^.;]{0,30}\b(?:room|lobby|hall|studio|classroom|gym)\b/.test(t);
    if (!m || indoors || (rule === 'no_dives' && blocksDeep && /shallow|ft|feet|foot|'/.test(m[0]))) continue;
    // "10 wks postpartum … no hard kicking and nothing all out yet": every word of an easy-only limit is said on their line.
    const said = rule === 'light_only' ? [...new Set([...(/\bpost[- ]?partum\b/.test(t) ? ['postpartum'] : []), ...[...t.matchAll(new RegExp(re.source, 'g'))].map((x) => x[0].trim())])].join(', ') : m[0].trim();
    found.push({ rule, said });
  }
  for (const read of [crowding, sendOffFloor, repCap]) {
    const c = read(t);
    if (c) found.push(c);
  }
  // "pregnant coach (me) can't get in the water to demo": the coach's pregnancy, on deck; the swimmers' practice is theirs.
  const coachPregnant = /\bpregnant coach\b|\bcoach(?: is| \(me\))? pregnant\b|\b(?:i'?m|i am|im) (?:\d{1,2} ?(?:wks?|weeks?|months?) )?pregnant\b(?=[^.;]{0,60}\b(?:demo|deck|get in|coach(?:ing)?)\b)|\bpregnan(?:t|cy)\b[^.;]{0,30}\((?:me|myself)\)/.test(t);
  if (coachPregnant) found.splice(0, found.length, ...found.filter((c) => c.rule !== 'pregnant'));
  // "no backstroke flags today (theyre broken)": the flags are missing, backstroke is not banned.
  if (found.some((c) => c.rule === 'no_backstroke_flags')) found.splice(0, found.length, ...found.filter((c) => !(c.rule === 'no_back' && /\bflags?\b/.test(`${c.said} ${t.slice(t.indexOf(c.said), t.indexOf(c.said) + c.said.length + 8)}`))));
  // "no freestyle arms … she can streamline kick on her back": the kick on the back the PT allows is the kick they do.
  const back = /\bkick(?:ing)? on (?:his|her|their) backs?\b/.exec(t);
  if (back) for (const c of found) if (c.rule === 'kick_only' && !/\bon (?:his|her|their|the|your) back\b/.test(c.said)) c.said = `${c.said}, ${back[0]}`;
  if (options.timeIsLimit) {
    const c = timeLimit(t);
    if (c) found.push(c);
  }
  // "broke his wrist … kick only no arms": the arm that keeps them to kick goes with the limit (no board for it).
  const arm = /\b(wrists?|hands?|fingers?|thumbs?|elbows?|arms?|shoulders?|collar ?bones?|clavicles?|rotator cuff)\b/.exec(t);
  // "sprained her wrist … no pulling": with an arm hurt, pulling is the arms' stroke, so they kick.
  const noArms = arm && /^(?:wrists?|hands?|fingers?|thumbs?|elbows?|arms?)$/.test(arm[1]!) ? /\bno pulling\b|\bcan'?t pull\b|\bno pull(?: sets)?\b/.exec(t) : null;
  if (noArms && !found.some((c) => c.rule === 'kick_only')) found.push({ rule: 'kick_only', said: noArms[0] });
  // A hurt wrist, hand or arm cannot hold a board either: kick on the side or the back.
  // "PT said kick w board ok", "dr says kick w board only": the board the doctor allows is held, whatever the arm.
  const boardOk = /\b(?:kick(?:ing)? )?(?:w\/?|with) (?:a )?(?:kick)?board\b[^.;]{0,12}\b(?:ok|okay|only|fine)\b|\b(?:kick)?board (?:is |are )?(?:ok|okay|fine)\b/.test(t);
  for (const c of found) if (c.rule === 'kick_only' && boardOk && !c.said.includes('board ok')) c.said = `${c.said}, board ok`;
  // "cleared for kick only ON HIS BACK": the position goes with the limit.
  const backOnly = /\bkick(?:ing)? only,? on (his|her|their|the) back\b/.exec(t);
  for (const c of found) if (c.rule === 'kick_only' && backOnly && !/\bon (?:his|her|their|the) back\b/.test(c.said)) c.said = `${c.said} on ${backOnly[1]} back`;
  // "cleared for kick only w/ fins": the fins are part of the clearance, in every kick of theirs.
  const finsCleared = /\bkick(?:ing)?(?: only)?,? (?:w\/?|with) fins\b|\bkick(?:ing)? (?:w\/?|with) fins only\b|\bfin kick(?:ing)? only\b|\bonly (?:fin kick|kick(?:ing)? (?:w\/?|with) fins)\b/.test(t);
  for (const c of found) if (c.rule === 'kick_only' && finsCleared && !c.said.includes('with fins')) c.said = `${c.said}, with fins`;
  // Kick only with the board allowed covers the shoulder: every swim is kicked, and the board is the doctor's.
  if (boardOk && found.some((c) => c.rule === 'kick_only')) found.splice(0, found.length, ...found.filter((c) => c.rule !== 'shoulder'));
  if (found.some((c) => c.rule === 'kick_only') && arm && /^(?:wrists?|hands?|fingers?|thumbs?|elbows?|arms?)$/.test(arm[1]!) && !boardOk && !found.some((c) => c.rule === 'no_kickboard')) found.push({ rule: 'no_kickboard', said: `no board (${arm[1]})` });
  for (const c of found) if (c.rule === 'kick_only' && arm && !c.said.includes(arm[1]!)) c.said = `${c.said} (${arm[1]})`;
  // "easy free and kick only", "free only", "easy free/back only": no other stroke, and easy where they said easy.
  const stroke = String.raw`(?:free(?:style)?|back(?:stroke)?|breast(?:stroke)?|fly|kick)`;
  // "cleared dana for free + back at easy effort", "freestyle and backstroke ok at easy-mod": the strokes a clearance names are the only ones.
  const only = new RegExp(String.raw`\b(?:only (?:easy |ez |light )?${stroke}(?:\s*(?:and|&|\+|\/|or)\s*${stroke})*|(?:easy |ez |light )?${stroke}(?:\s*(?:and|&|\+|\/|or)\s*${stroke})* only|(?<=\bcleared (?:[a-z]+ )?(?:for|to swim|to do) )(?:easy |ez |light )?${stroke}(?:\s*(?:and|&|\+|\/|or)\s*${stroke})*(?: (?:at|with) (?:easy|ez|light) effort)?|${stroke}(?:\s*(?:and|&|\+|\/|or)\s*${stroke})* (?:are |is )?(?:ok|okay|fine|allowed|cleared) at (?:easy|ez|light)(?:[- ](?:to[- ])?mod(?:erate)?)?(?: effort)?)\b`).exec(t);
  const kept = only ? new Set([...only[0].matchAll(/\b(free|back|breast|fly)/g)].map((m) => m[1]!)) : new Set<string>();
  // A stroke kept alone or with others ("free/back only"), not "kick only" (its own rule) nor "back only" of a kick position ("kick on back only").
  if (only && kept.size > 0 && kept.size < 4 && !/\bon (?:the |her |his |their )?back only\b/.test(t.slice(Math.max(0, only.index - 12), only.index + only[0].length)) && !/\bkick\s+on\b/.test(t.slice(Math.max(0, only.index - 12), only.index + 4))) {
    const bans: Array<[string, ConstraintRule]> = [['fly', 'no_fly'], ['breast', 'no_breast'], ['back', 'no_back']];
    for (const [name, rule] of bans) if (!kept.has(name)) found.push({ rule, said: only[0] });
    found.push({ rule: 'no_im', said: only[0] });
    if (/\b(?:easy|ez|light)\b/.test(only[0])) found.push({ rule: 'light_only', said: only[0] });
  }
  // "overuse, growth plate stuff in elbow", "tennis elbow": no paddles, which load the elbow.
  const elbow = /\b(?:growth plate|overuse|sore|tender|bad|hurt|tennis|little league)\b[^.;]{0,30}\belbows?\b|\belbows?\b[^.;]{0,20}\b(?:pain|sore|hurts?|growth plate|tendinitis|tendonitis|injury)\b/.exec(t);
  if (elbow && !found.some((c) => c.rule === 'no_paddles')) found.push({ rule: 'no_paddles', said: `no paddles (elbow)` });
  // "wrist fracture in a cast, doc says he can kick but keep cast out of the water": kick with the cast held up, never under.
  // "one kid has a cast on his arm": the same, the cast arm kept up out of the water.
  const dryCast = /\bcast\b[^.;]{0,60}\b(?:out of the water|dry|above the water)\b|\b(?:keep|hold)s? (?:the |his |her |their )?cast (?:up|out|dry)\b|(?<!\bwaterproof )\bcast on (?:his|her|their|the|an?) (?:arm|wrist|hand|elbow)\b(?![^.;]{0,40}\b(?:waterproof|cast cover|ok to (?:swim|get (?:it )?wet)))|\b(?:arm|wrist|hand) (?:is )?in a cast\b(?![^.;]{0,40}\b(?:waterproof|cast cover|ok to (?:swim|get (?:it )?wet)))|\bbroke (?:his|her|their) (?:wrist|arm|hand|elbow|forearm)\b[^.;]{0,30}\b(?:hard |plaster |fiberglass )?cast\b(?![^.;]{0,60}\b(?:waterproof|ok in the water|ok to (?:swim|get (?:it )?wet)))(?<!\bwaterproof cast)/.exec(t);
  if (dryCast) {
    for (const c of found) if (c.rule === 'kick_only') c.said = 'cast: kick only';
    if (!found.some((c) => c.rule === 'kick_only')) found.push({ rule: 'kick_only', said: 'cast: kick only' });
    found.push({ rule: 'no_underwater', said: 'cast out of the water' });
    if (!found.some((c) => c.rule === 'no_kickboard')) found.push({ rule: 'no_kickboard', said: 'no board (cast)' });
  }
  // "no breaststroke kick at all, flutter or pull instead": what the knee swims instead goes with the limit.
  const instead = /\b(?:flutter|free(?:style)?)(?: kick)?(?:\s*(?:or|\/|and)\s*(?:pull(?:ing)?|buoy|pull buoy))?\s+instead\b|\binstead\b[^.;]{0,20}\bflutter(?: kick)?(?:\s*(?:or|\/)\s*pull(?:ing)?)?/.exec(t);
  const insteadOf = instead ? (found.find((c) => c.rule === 'no_breast_kick') ?? found.find((c) => c.rule === 'knee')) : undefined;
  if (insteadOf && !insteadOf.said.includes(instead![0])) insteadOf.said = `${insteadOf.said}, ${instead![0]}`;
  // Epilepsy (standard safe practice, COACHING.md §5.O): no breath-holding or hypoxic work, no underwaters.
  const epilepsy = found.find((c) => c.rule === 'epilepsy');
  if (epilepsy) found.push({ rule: 'no_breath_control', said: epilepsy.said }, { rule: 'no_underwater', said: epilepsy.said });
  // One limit per rule; "pull w buoy + band only" beside "no kick" keeps the words that say how far it goes.
  const one = new Map<ConstraintRule, PlanConstraint>();
  for (const c of found) {
    const was = one.get(c.rule);
    const whole = /\bonly\b|\bat all\b|\bnot even\b/;
    if (!was || (whole.test(c.said) && !whole.test(was.said))) one.set(c.rule, c);
  }
  // "pacemaker … HR under 140 always": the number goes with the limit, whichever words named it first.
  const heart = heartCap.exec(t);
  const light = one.get('light_only');
  if (heart && !light) one.set('light_only', { rule: 'light_only', said: heart[0] });
  else if (light && heart && !light.said.includes(heart[0])) one.set('light_only', { ...light, said: `${light.said}, ${heart[0]}` });
  return [...one.values()];
}
