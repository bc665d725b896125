import { type Read, normalise } from './text';

/**
 * People in a request: how many swim ("about 14 kids", "6 lanes for 48 kids", "8 pairs") and the
 * swimmers the coach names ("Dana is 28 wks pregnant", "Lexi has a shoulder impingement", "Ava goal
 * 59.5"). Names are read from the words as written (capitals), never guessed from lower case.
 */

const numberWords: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, fifteen: 15, twenty: 20, thirty: 30, forty: 40 };

export function readHeadcount(text: string): Read<number> | null {
  const t = normalise(text);
  const m =
    /\b(?:about|around|~|approx\.?|roughly|like)?\s*(\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty)\s*\+?\s*(?:kids|swimmers|athletes|girls|boys|guys|women|men|people|adults|ppl|pairs|children|students|triathletes|tri people|masters|members)\b/.exec(t);
  if (!m) return null;
  const n = numberWords[m[1]!] ?? parseInt(m[1]!, 10);
  // "2 people who can't do fly": a few swimmers inside a lane are not the group's size.
  if (n < 2 || n > 300) return null;
  const after = t.slice(m.index + m[0].length, m.index + m[0].length + 20);
  if (/^\s*(?:who|that|with|in lane)\b/.test(after) && n < 5) return null;
  return { value: n, said: m[0].trim() };
}

/** Capitalised words that are not names: days, months, squads, strokes, places and sentence openers. */
export const notNames = new Set(
  (
    'i im it its we our us you they them he she his her their my me the a an and or but so if then also just need want pls please thanks thank ' +
    'mon monday tue tues tuesday wed wednesday thu thur thurs thursday fri friday sat saturday sun sunday ' +
    'jan january feb february mar march apr april may jun june jul july aug august sep sept september oct october nov november dec december ' +
    'christmas xmas thanksgiving easter spring summer fall autumn winter new year day week weekend holiday holidays ' +
    'boot cast brace sling splint tape wrap crutches has had have was were are is does did got gets likes swam ' +
    'lane lanes coach coaches team group masters senior seniors hs jv varsity college ncaa ncaas d1 d2 d3 usa usrpt css scy scm lcm lc sc im ' +
    'main warmup warm cooldown cool kick pull drill drills free back breast fly swim swims flutter dolphin scull sculling freestyle backstroke breaststroke butterfly dryland meet meets conference conf states state sectionals nationals juniors champs ' +
    'classic invite invitational open dual championships championship trials aquatic aquatics center pool ymca y ' +
    'no yes ok okay nope note maybe everyone everybody nobody some half most both all each every other others rest none ' +
    'mostly usually today tonight tomorrow morning afternoon evening am pm fast mid slow top bottom sprint distance sprinters ' +
    'dr doc mom dad mum parents parent kid kids girls boys guys adults he\'s she\'s t-30 t30 trx polar garmin florida ' +
    'level beginner beginners novice novices intermediate advanced fitness tri triathletes triathlon ironman ow open water lake ' +
    'ez easy steady threshold aerobic race pace max best avg desc build hold ' +
    'shoulders shoulder knees knee backs hips hip legs arms ankles ankle wrists necks neck feet foot lower low upper ' +
    'make keep add start finish use bring do go focus lots plenty give let try maybe also then after before when while ' +
    'pt physio trainer at cleared injured sore sick swimmers swimmer athletes athlete kids boys girls lifeguards lifeguard'
  ).split(' '),
);

export interface NameRead {
  name: string;
  /** Where what is said of them begins, when it comes before the name ("no fly for Sam"). */
  from?: number;
  /** Named in a list before another swimmer ("Kate and Lily no fly"): what is said of that swimmer is said of them. */
  listedWith?: NameRead;
  /** Where the name stands in the text, and where what is said of them ends. */
  index: number;
  end: number;
}

/** Words after a name that say something about that swimmer. */
// "Maria no fly no paddles (shoulder)", "Sam - no breast": a limit right after the name is said of that swimmer.
const about = /^(?:'s\b|’s\b|\s*\(|\s*:|\s+[-–]\s+|\s+(?:\d(?:st|nd|rd|th)\s+)?trimester\b|\s+(?:\d{1,2}\s*(?:wks?|weeks?|months?|mos?)\s+)?(?:pregnant|expecting)\b|\s+(?:si|joint|flar\w*|concuss\w*|asthma\w*|pregnan\w*|sick|ill|flu|mono|covid|stent|heart|cast|ear|tubes|twins|brothers|sisters|sprain\w*|broke\w*|\(?\d{1,2}\)?\s*(?:yo|y\/o)?\s*(?:had|has|is|with))\b|\s+-?\s*(?:no|not|avoid|skip|easy only)\s+(?=[a-z])|\s+(?:cleared|restricted|limited|sits? out|sitting out|recovering|rehabbing|post[- ]op)\b|\s+(?:rotator|shoulder|knee|hip|ankle|neck|acl|mcl|labrum|wrist|elbow|torn|sprained|broken|strained|pulled|tore|injured|bruised|returning|coming back)\b|\s*,?\s*(?:is|has|had|was|can'?t|cannot|can|could|needs?|will|won'?t|should|shouldn'?t|just|gets?|got|swims?|does|doesn'?t|did|goal|goes|only|still|went|wants?|hurt|tweaked|broke|sprained|came|coming|returns?|returning|back)\b|\s+\d{1,2}(?::\d\d)?(?:\.\d{1,2})?\b|\s*\d{1,2}:\d\d|\s+\(?(?:in|from|out of) lane \d{1,2}\b)/;

/** A lower-case word opening a clause, then what is said of a person: "maya has", "sam recovering", "kai (", "eli - ", "jo's knee". */
const lowerNamed = /(?:^|[.;:!?\n]\s*|,\s+|\s[-–—]\s+|\b(?:and|but|also|plus|oh and)\s+)(?:(?:freshman|sophomore|junior|senior|new|my|our)\s+)?([a-z]{3,12})(?=\s*\(|\s*[:–—]\s|\s+-\s|'s\s+(?:left|right|rt|lt|l|r|bad|sore|shoulder|knee|ankle|back|hip|wrist|elbow|neck|foot|achilles|physio|doc|doctor|dr|pt|trainer|surgeon|mom|dad|parents?|cap|limit|volume|line)\b|\s+(?:has|had|is|was|recovering|rehabbing|returning|coming back|coming off|back from|out with|down with|post[- ]op|cleared|capped|limited|restricted|can'?t|cannot|can only|needs?|still|just|got|broke|tore|sprained|hurt|strained|pulled|tweaked|injured|bruised|cut|jammed|w\/|with|in lane \d|says|said|told me|wants)\b|\s+(?:(?:left|right|rt|lt|bad|sore)\s+)?(?:shoulder|knee|ankle|hip|wrist|elbow|neck|foot|achilles|acl|mcl|rotator|labrum|concussion|swimmers?'?s? shoulder|[iI][tT] band|[iI][tT][bB]|hamstring|groin|quad|calf|shin|low(?:er)? back|disc|stress (?:fx|fracture)|appendectomy|in a (?:boot|cast|brace|sling))\b|\s+\d{1,2}\s*(?:wks?|weeks?|days?|mos?|months?)\s+(?:post|out|after|from|since)\b|\s+(?:max|cap(?:ped)? at)\s+\d|\s+(?:free|back|breast|fly)(?:stroke)?\s+only\b|\s+-?\s*(?:no|not|avoid|skip|doesn'?t|doesnt|can'?t|cant|never|only)\s+(?=[a-z]))/g;

/** What makes the clause after a lower-case word speak of a person: a body part or an injury, or "for her". */
const said = /\b(?:extra|more) rest\b|\bno (?:fly|butterfly|breast\w*|back\w*|kick\w*|im|flip\w*|dives?|paddles|fins|pull\w*)\b|\b(?:doesn'?t|don'?t|can'?t|cant|never) (?:do|swim|does)\b|\bleave\b[^.;]{0,30}\bmin\b|\b\d{2,3} min in\b|\b(?:shoulder|knee|ankle|achilles|back|hip|wrist|elbow|neck|hamstring|groin|quad|calf|foot|toe|finger|hand|thumb|rib|collarbone|concuss|sprain|tendin|tendon|injur|sore|surgery|pregnan|postpartum|asthma|sick|ill|flu|mono|covid|cold|heart|cardi|cast|stitches|stress (?:fx|fracture)|fractur|strain|broke|tore|torn|labrum|rotator|acl|mcl|impingement|cleared|capped|physio|pt|doctor|doc|dr)\w*|\b\d{1,2},?\d{3}\s*(?:max|tops)\b|\b\d{2}\s*%\s*(?:volume|yardage)\b|\b(?:for|to|with) (?:her|him)\b|\b(?:her|his) (?:own|lane|line)\b/;

/** Lower-case words that open a clause and are not a swimmer ("pool is 25y", "everyone has fins", "shoulder is sore", "broken wrist"). */
const notLowerNames = new Set(
  (
    'broken swollen torn sore bad weak stiff tight achy both two three several couple not now yet too very really only still just then ' +
    'than though although because since until unless even ever never always often sometimes again already probably definitely honestly ' +
    'actually basically anyway also plus like well sure cool great fine good hard soft long short light heavy lots more less much few ' +
    'some any all own same different other another such each either neither her him she he who surgeon doctor physician ortho nurse ' +
    'cardiologist dermatologist neurologist pediatrician dentist coach parent parents mom dad physio pt doc dr ob midwife ' +
    'therapist trainer chiro side front top end middle shallow deep left right rt lt kid one boy girl swimmer athlete guy someone ' +
    'somebody anyone anybody everyone this that these those there here which what where pool water wall walls deck set sets workout ' +
    'practice session squad time plan gym weights facility bulkhead gutter blocks block start starts turns turn board boards fins ' +
    'paddles snorkel snorkels buoy buoys equipment gear his hers mine yours ours theirs rest second first third last next new old ' +
    'returning freshman freshmen sophomore junior senior seniors captain captains diver divers lifeguard staff heat air lighting ' +
    'lights four five six seven eight nine ten dude child baby toddler mother father sister brother son daughter wife husband partner ' +
    'friend person group groups lane lanes team teams everybody nobody none many half anything nothing something everything post pre ' +
    // "update: Mateo got cleared…", "fyi - Sam has…": what opens a message, never a swimmer.
    'update updates fyi btw edit oops sorry correction note notes heads reminder quick ps ' +
    // "theres no fly ban", "thats too much": words typed without their apostrophe.
    'theres thats whats heres wheres lets its hes shes theyre youre were dont doesnt didnt cant wont isnt arent wasnt ' +
    // "3 kids have exercise induced asthma", "inhalers stay on deck": conditions and things, never swimmers.
    'asthma inhaler inhalers goggles caps towels bottles snacks medication meds epipen epi ' +
    // "put shoulder prehab in there": a verb opening the clause, never a swimmer.
    'put make give add keep let cut drop swap move throw use ' +
    // "in a cast, can only kick", "inhaler breaks whenever": a verb or a thing, never a swimmer.
    'can could would should might must shall breaks break rest rests water mgmt management admin admins boss ad principal'
  ).split(' '),
);

/** Whether a lower-case word opening a clause can be a swimmer's name. */
function lowerName(word: string): boolean {
  // "sprained ankle on two kids", "broken wrist": a condition, not a name (Ted and Fred are short enough to stay names).
  if (notNames.has(word) || notLowerNames.has(word)) return false;
  return !/(?:ing|tion|sion|ness|ment|ity|ous|ful|able|ible|ward|wise)$/.test(word) && !(word.length > 4 && /ed$/.test(word));
}

/** The swimmers a request names, with the stretch of words said about each (to the end of the sentence or the next name). */
export function readNames(text: string): NameRead[] {
  const found: NameRead[] = [];
  const re = /(?<![\w'-])([A-Z][a-z]{1,13})(?![\w'-]*\s+(?:Classic|Invite|Invitational|Aquatic|Aquatics|Center|Pool|Open|Meet|Championships?|Champs|Cup|Lake|Park|High|School|University|College))/g;
  for (const m of text.matchAll(re)) {
    const word = m[1]!;
    if (notNames.has(word.toLowerCase())) continue;
    const after = text.slice(m.index + word.length, m.index + word.length + 24);
    const before = text.slice(Math.max(0, m.index - 12), m.index);
    const listed = /\b(?:for|except|and|&|plus|,)\s*$/.test(before) && found.length > 0;
    // A name opening a clause ("Ava rolled her ankle…", "Kenzie stress fx in her foot") is said of that swimmer: the
    // swimmer is kept only when a limit is read in what follows, so a capitalised word with no limit names no one.
    // "10 yr old Sofia, dr says max 2500": a name after the swimmer's age opens what is said of her.
    const opens = ((/(?:^|[.;!?\n]\s*|,\s+|\s[-–]\s+)$/.test(before) && /^\s+[a-z]/.test(after)) || /\b\d{1,2}\s*(?:-\s*)?(?:yr|year|yo|y\.o\.)s?(?:[- ]old)?\s+$/.test(before));
    // "PT cleared Dana for free + back", "doc has Ben on kick only": the name after a clearance is the swimmer it is about.
    // "one of my 11-12s (Jaxon) broke his wrist": a name alone in brackets after who they are.
    const bracketed = /\(\s*$/.test(before) && /^\s*\)/.test(after);
    if (!bracketed && !about.test(after) && !about.test(after.toLowerCase()) && !listed && !opens && !/\b(?:for|except|but)\s+$/.test(before) && !/\b(?:cleared|allowed|ok'?d|okayed|restricted|limited|has|have)\s+$/i.test(before)) continue;
    // "the Ruiz twins": both of them, one name.
    const family = /^\s+(twins|brothers|sisters|siblings)\b/.exec(after);
    found.push({ name: family ? `${word} ${family[1]}` : word, index: m.index, end: text.length, ...limitBefore(text, m.index) });
  }
  // "jackson broke his wrist", "maya has a sore rt shoulder — kick only for her", "kai (ankle sprain) pull only": a name typed
  // in lower case, known by where it stands (opening a clause) and by what follows it (a body, an injury, "for her").
  for (const m of text.matchAll(lowerNamed)) {
    const word = m[1]!;
    const index = m.index + m[0].lastIndexOf(word);
    if (!lowerName(word) || found.some((f) => f.index === index)) continue;
    const clause = /^[^.;!?\n]*/.exec(text.slice(index))![0];
    if (!/\b(?:broke|tore|sprained|hurt|strained|pulled|tweaked|injured|bruised|cut|jammed)\s+(?:his|her)\b/.test(clause.slice(word.length, word.length + 24)) && !said.test(clause)) continue;
    found.push({ name: word.charAt(0).toUpperCase() + word.slice(1), index, end: text.length });
  }
  // "no fly for sam, his shoulder is cranky": a name typed in lower case after a limit "for" them.
  // "NO paddles for ethan and lily": the names listed after it too.
  for (const m of text.matchAll(/\b(?:no|only|easy|just|nothing)\b[^.;,\n]{0,30}?\bfor\s+([A-Za-z][a-z]{2,11}(?:\s*(?:,|and|&)\s*[A-Za-z][a-z]{2,11})*)\b/gi)) {
    let at = m.index + m[0].length - m[1]!.length;
    for (const part of m[1]!.split(/(\s*(?:,|\band\b|&)\s*)/)) {
      const index = at;
      at += part.length;
      if (!/^[A-Za-z][a-z]{2,11}$/.test(part)) continue;
      const lower = part.toLowerCase();
      if (!lowerName(lower) || notAfterFor.has(lower) || found.some((f) => f.index === index)) continue;
      found.push({ name: part.charAt(0).toUpperCase() + part.slice(1), index, end: text.length, from: m.index });
    }
  }
  // "Kate and Lily no fly", "sam, jo and eli no breast": the names listed before a swimmer share what is said of them.
  for (const n of [...found]) {
    let at = n.index;
    for (;;) {
      const m = /([A-Za-z][a-z]{2,13})\s*(?:,|and|&)\s*$/.exec(text.slice(Math.max(0, at - 24), at));
      if (!m) break;
      const word = m[1]!;
      const index = Math.max(0, at - 24) + m.index;
      const capital = /^[A-Z]/.test(word);
      if (capital ? notNames.has(word.toLowerCase()) : !lowerName(word)) break;
      const known = found.find((f) => f.index === index);
      if (known) {
        known.listedWith ??= n;
        at = index;
        continue;
      }
      found.push({ name: capital ? word : word.charAt(0).toUpperCase() + word.slice(1), index, end: text.length, listedWith: n });
      at = index;
    }
  }
  found.sort((a, b) => a.index - b.index);
  // What is said of a swimmer runs to the end of its sentence, or to the next name in it.
  for (const [i, n] of found.entries()) {
    const next = found[i + 1]?.index ?? text.length;
    const rest = text.slice(n.index, next);
    const stop = /(?:\.(?:\s|$)|\n|;|\s+-\s+(?=(?:everyone|the rest|rest of|team|all|others)\b)|,\s*(?=(?:everyone|the rest|rest of|others|all the others)\b)|\beveryone else\b|\bthe rest of\b|,?\s*(?:and |but |plus |also )?(?=(?:one of (?:my|our|the)|another (?:one|guy|girl|kid|swimmer|lady|boy)|a couple of|two of (?:my|our|the)|the other (?:one|guy|girl|kid|swimmer|lady|boy))\b))/i.exec(rest.slice(n.name.length));
    n.end = stop ? n.index + n.name.length + stop.index : next;
    // "no fly for Sam, his shoulder is cranky": the sentence runs on after the name's comma.
    if (n.from !== undefined && stop && /^,/.test(rest.slice(n.name.length + stop.index))) n.end = next;
    // "Dave's shoulder is flaring up. PT also said no board for him": the sentences after that speak of him are his too.
    while (n.end < next && /^\.\s/.test(text.slice(n.end, n.end + 2))) {
      const sentence = /^\.\s+([^.\n;]*)/.exec(text.slice(n.end))!;
      // A sentence with a pronoun, or one that gives a doctor's or trainer's word, still speaks of the swimmer just named.
      // "Jake - concussion, light aerobic ONLY. no flip turns no dives no underwaters.": a sentence of limits alone goes on with him.
      const limitsOnly = /^(?:no|not|nothing|only|easy|cleared|avoid|skip|stop|open turns|gentle)\b/i.test(sentence[1]!.trim());
      if ((!limitsOnly && !/\b(?:he|she|his|her|him|he's|she's)\b|\b(?:team )?(?:doc|doctor|dr|trainer|pt|physio|surgeon|ob)\b/i.test(sentence[1]!)) || /\b(?:everyone|everybody|anyone|anybody|the rest|all of them|the team|the group|for all)\b/i.test(sentence[1]!)) break;
      // "Linda rotator cuff repair, surgeon cleared her…": a sentence led by another name is that swimmer's.
      const lead = /^([A-Z][a-z]{1,13})\b/.exec(sentence[1]!)?.[1];
      if (lead && !notNames.has(lead.toLowerCase()) && !/^(?:He|She|His|Her|Him|Pt|Doc|Dr|Ob|Trainer|Surgeon|Mom|Dad)$/.test(lead)) break;
      n.end = Math.min(next, n.end + sentence[0].length);
    }
  }
  for (const n of found) if (n.listedWith) n.end = Math.max(n.end, n.listedWith.end);
  return found;
}

/** Words after "for" that are not a swimmer: "no kick for now", "easy for warm-up". */
const notAfterFor = new Set('kicks drills reps sprints minutes mins laps lengths yards meters metres warmups starts turns practice practices now tonight today them him her everyone everybody anyone the this that these those all both sure real long while'.split(' '));

/** Where the clause that `index` stands in begins (after the last full stop, semicolon, line break or comma), past its spaces. */
export function clauseStart(text: string, index: number): number {
  const before = text.slice(0, index);
  const start = Math.max(before.lastIndexOf('.'), before.lastIndexOf(';'), before.lastIndexOf('\n'), before.lastIndexOf(',')) + 1;
  return start + (before.slice(start).length - before.slice(start).trimStart().length);
}

/** "no fly for Sam": a limit said just before the name, in the same clause, is theirs. */
function limitBefore(text: string, index: number): { from?: number } {
  if (!/\bfor\s+$/.test(text.slice(0, index))) return {};
  const from = clauseStart(text, index);
  return /\b(?:no|only|easy|just|nothing)\b/i.test(text.slice(from, index)) ? { from } : {};
}
