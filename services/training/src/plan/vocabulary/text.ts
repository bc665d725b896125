/**
 * The coach's vocabulary (COACHING.md §1), in one place: words become concepts here and nowhere
 * else. The request reader, the set parser and the refiner all read strokes, gear, ages, pools,
 * volumes, times, dates and limits through this folder. Every reader answers the words it read
 * (`said`), so the plan can say what it understood.
 */

/** Lower case, one kind of dash, quote and times sign, one space between words (a line break stays one): the form every reader below expects. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[‐-―−]/g, '-')
    .replace(/[‘’′]/g, "'")
    .replace(/[“”″]/g, '"')
    .replace(/×/g, 'x')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n[\s]*/g, '\n')
    .trim();
}

/** Slips of the keyboard coaches make in a hurry, each read as the word meant ("instaed", "tehy", "trainr"). */
const typos: Record<string, string> = {
  teh: 'the', hte: 'the', tehy: 'they', thye: 'they', tehm: 'them', thier: 'their', waht: 'what', wiht: 'with',
  instaed: 'instead', insted: 'instead', intead: 'instead', isntead: 'instead', becuase: 'because', becasue: 'because',
  trainr: 'trainer', traner: 'trainer', crusied: 'cruised', cruzed: 'cruised', pratice: 'practice', practise: 'practice', pracitce: 'practice',
  wamrup: 'warmup', warmpu: 'warmup', cooldwon: 'cooldown', coolown: 'cooldown', kcik: 'kick', kikc: 'kick', swimers: 'swimmers',
  evrybody: 'everybody', everybdy: 'everybody', everbody: 'everybody', evryone: 'everyone', everone: 'everyone', untill: 'until', tommorow: 'tomorrow', tomorow: 'tomorrow', alot: 'a lot', definately: 'definitely', seperate: 'separate',
  mian: 'main', nad: 'and', adn: 'and', becaus: 'because', arond: 'around', aroud: 'around', excatly: 'exactly', exaclty: 'exactly', reallly: 'really', complainng: 'complaining', practce: 'practice',
  // Deck shorthand for the parts of a practice: "cut the 800 cd to 400", "wu stays".
  cd: 'cooldown', wu: 'warmup',
};
const typoRe = new RegExp(`\\b(?:${Object.keys(typos).join('|')})\\b`, 'g');

/** The words with the common slips of the keyboard mended, for reading a follow-up clause by clause. */
// "L1-2", "l5-6": lanes written the short way.
// "loose some of the kick": lose, when a part follows.
export const mendTypos = (text: string) => text.replace(typoRe, (w) => typos[w]!).replace(/\bloose (some|part|half|a bit|a little|the|a round|one|\d)/g, 'lose $1').replace(/\bw\/u\b/g, 'warmup').replace(/\bc\/d\b/g, 'cooldown').replace(/\bl(\d)\s*-\s*(\d)\b/g, 'lanes $1-$2').replace(/\bl(\d)\b(?!\s*x)/g, 'lane $1');

export interface Read<T> {
  value: T;
  /** The words it came from, as written. */
  said: string;
}

/** Words to find as written inside a pattern: every character that means something to a RegExp escaped. */
export const escapeRegExp = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
