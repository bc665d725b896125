import type { ConstraintRule, Course, SessionType, Squad } from '@laneforge/contracts';

/**
 * Coach requests as coaches type them — abbreviations, notes, typos — each with what a head coach
 * would hold the plan to. `npm run bench -- plans` runs them all; a reduced form runs in `npm test`.
 */

/** Things a plan must not contain, read from its sets: the substance of a hard limit. */
export type Forbid = 'kick' | 'fly' | 'breast' | 'back' | 'im' | 'paddles' | 'fins' | 'snorkel' | 'buoy' | 'board' | 'whip_kick' | 'dives' | 'flip' | 'swim' | 'over_200' | 'lactate' | 'fast';

/** Things a plan must contain. */
export type Require = 'safety_line' | 'stop_rule' | 'steps' | 'dryland' | 'substitution' | 'assumption' | 'target_time' | 'test_protocol' | 'open_water' | 'as_space_allows';

export interface Expect {
  kind?: 'workout' | 'season';
  session?: SessionType;
  squad?: Squad | Squad[];
  course?: Course;
  /** The volume asked for: the plan lands within 5 %. */
  volume?: number;
  /** Allowed total range when the request bounds it another way (a time, "max 3k", age limits). */
  volumeRange?: [number, number];
  /** Minutes available: the plan's clock fits. */
  minutes?: number;
  weeks?: number;
  /** A season's meets, by importance in date order (A taper, B mini-rest, C trained through). */
  meets?: Array<'A' | 'B' | 'C'>;
  /** A season that builds to a race ends in a taper. */
  taper?: boolean;
  /** Limits the brief must read from the request. */
  constraints?: ConstraintRule[];
  forbid?: Forbid[];
  require?: Require[];
  /** Sets the coach wrote, which must appear as written (in the plan's notation). */
  kept?: string[];
  event?: string;
}

export interface Case {
  id: string;
  request: string;
  notes?: string;
  expect: Expect;
}

const c = (id: string, request: string, expect: Expect, notes?: string): Case => (notes === undefined ? { id, request, expect } : { id, request, notes, expect });

export const corpus: Case[] = [
  // ---------------------------------------------------------------- constraints, said in the request or the notes
  c('no-kick-shoulders', 'HS practice 5000 SCY, no kick, sore shoulders', { kind: 'workout', squad: 'hs_varsity', course: 'SCY', volume: 5000, constraints: ['no_kick', 'shoulder'], forbid: ['kick', 'paddles', 'fly'], require: ['substitution'] }),
  c('no-kick-notes', 'Varsity girls, 4500 yds, threshold', { volume: 4500, constraints: ['no_kick'], forbid: ['kick'] }, 'No kick today — half the team ran the mile in PE'),
  c('shoulder-notes', 'masters workout 3000', { squad: 'masters', volume: 3000, constraints: ['no_paddles', 'shoulder'], forbid: ['paddles', 'fly'] }, 'no paddles, sore shoulders going round the group'),
  c('no-paddles', 'college D3 6k aerobic. no paddles', { squad: 'college_d3', volume: 6000, constraints: ['no_paddles'], forbid: ['paddles'] }),
  c('no-fins-we-dont-have', 'club senior 6000 SCY kick focus', { squad: 'club_senior', volume: 6000, constraints: ['no_fins'], forbid: ['fins'] }, "we don't have fins"),
  c('no-equipment', 'Masters 1hr, 3000 yards, no equipment available today', { squad: 'masters', volume: 3000, constraints: ['no_paddles', 'no_fins', 'no_pull_buoy', 'no_kickboard'], forbid: ['paddles', 'fins', 'buoy', 'board'] }),
  c('no-fly', '11-12s 3500 SCY IM practice, no fly', { squad: 'age_11_12', volume: 3500, constraints: ['no_fly'], forbid: ['fly'] }),
  c('no-butterfly-typo', 'age group 13-14 4k, IM focus - no butterfly pls', { squad: 'age_13_14', volume: 4000, constraints: ['no_fly'], forbid: ['fly'] }),
  c('knee', 'Masters 60 min threshold', { squad: 'masters', minutes: 60, constraints: ['knee'], forbid: ['whip_kick'] }, 'knees are sore all over the team, no breaststroke kick'),
  c('breast-kick', 'HS varsity 5000y IM day, avoid breaststroke kick', { volume: 5000, constraints: ['no_breast_kick'], forbid: ['whip_kick'] }),
  c('bad-knee-breast', 'breaststroke practice for 13-14s, 5k scy. the group has bad knees this week', { squad: 'age_13_14', volume: 5000, constraints: ['knee'], forbid: ['whip_kick'] }),
  c('lower-back', 'masters 3500 scy', { volume: 3500, constraints: ['lower_back'], forbid: ['board'] }, 'lower back pain - keep fly and dolphin kick out'),
  c('ankle', 'HS 4000 SCY kick set day', { volume: 4000, constraints: ['ankle'], forbid: ['fins'] }, 'sprained ankles going round the team, no fins today'),
  c('neck', 'masters 2500 yds', { volume: 2500, constraints: ['neck'], forbid: ['board'] }, 'stiff neck in lane 2'),
  c('no-snorkel', 'senior group 6000 scm technique with snorkels', { volume: 6000, course: 'SCM', constraints: ['no_snorkel'], forbid: ['snorkel'] }, 'forgot the snorkels at home'),
  c('no-buoys', '13-14 5000 yd pull focus', { volume: 5000, constraints: ['no_pull_buoy'], forbid: ['buoy'] }, 'no pull buoys, someone lost the bag'),
  c('no-flip', 'HS JV 4000 practice, no flip turns', { squad: 'hs_jv', volume: 4000, constraints: ['no_flip_turns'], forbid: ['flip'] }),
  c('cant-flip', 'novice adults, 45 minutes, technique', { squad: 'masters_novice', minutes: 45, constraints: ['no_flip_turns'], forbid: ['flip'] }, "most of them can't flip turn yet"),
  c('no-dives', '11-12s 3000 scy starts and turns', { squad: 'age_11_12', volume: 3000, constraints: ['no_dives'], forbid: ['dives'] }, 'shallow end only, no diving'),
  c('crowded', '14 yo girls 5k, crowded lanes 10 per lane', { squad: 'age_13_14', volume: 5000, constraints: ['crowded_lanes'] }),
  c('crowded-2', '40 kids in 4 lanes, 11-12, 3000 yards aerobic', { squad: 'age_11_12', volume: 3000, constraints: ['crowded_lanes'] }),
  c('slowest-sendoff', 'masters 2800 scy. nothing faster than 1:45 per 100', { volume: 2800, constraints: ['slowest_send_off'] }),
  c('rep-cap', 'summer league 2000 yds, nothing longer than 200', { squad: 'summer_league', volume: 2000, constraints: ['longest_rep'], forbid: ['over_200'] }),
  c('tired-legs', 'senior group 6000 scy after heavy leg day', { volume: 6000, constraints: ['tired_legs'] }, 'legs are fried from squats this morning'),
  c('returning', 'HS varsity practice, first practice back from break', { squad: 'hs_varsity', constraints: ['returning'], forbid: ['fast', 'lactate'] }),
  c('sick', '13-14 group, 4000y', { squad: 'age_13_14', constraints: ['returning'], forbid: ['fast', 'lactate'] }, 'half the group just got over the flu'),
  c('no-back', 'club 11-12 3500 scy IM, no backstroke today', { squad: 'age_11_12', volume: 3500, constraints: ['no_back'], forbid: ['back'] }),
  c('no-breast', 'masters 3000 IM set no breast', { volume: 3000, constraints: ['no_breast'], forbid: ['breast'] }),
  c('no-im', 'D1 7000 yards, no IM', { squad: 'college_d1', volume: 7000, constraints: ['no_im'], forbid: ['im'] }),
  c('multi-limits', 'Senior group LCM 7000m', { course: 'LCM', volume: 7000, constraints: ['no_kick', 'no_paddles', 'no_fins'], forbid: ['kick', 'paddles', 'fins'] }, 'no kick, no paddles or fins today'),
  c('shoulder-injury', 'D1 sprinters 5000 scy, sprint', { squad: 'college_d1', volume: 5000, constraints: ['shoulder'], forbid: ['paddles', 'fly'] }, 'sore shoulders all over the team this week'),
  c('swimmers-shoulder', 'HS 5500 aerobic', { volume: 5500, constraints: ['shoulder'], forbid: ['paddles', 'fly'] }, "swimmer's shoulder on our 200 flyer"),
  c('time-limit', 'HS varsity, we only have 75 min of pool time, threshold', { squad: 'hs_varsity', minutes: 75, constraints: ['max_minutes'] }),
  c('no-kick-no-pull', '13-14 4500, no kick and no pull', { volume: 4500, constraints: ['no_kick', 'no_pull_buoy'], forbid: ['kick', 'buoy'] }),

  // ---------------------------------------------------------------- ages, levels, courses, volumes, times
  c('13-14s', '13-14s threshold practice 6000y', { squad: 'age_13_14', course: 'SCY', volume: 6000 }),
  c('11-12s', '11-12s 4000 scy aerobic', { squad: 'age_11_12', course: 'SCY', volume: 4000 }),
  c('14yo', '14 yo girls, 5k yards, distance', { squad: 'age_13_14', volume: 5000 }),
  c('7yo', '7 yo group, 1500 yards fun practice', { squad: 'age_8_under', volume: 1500, forbid: ['over_200', 'lactate'] }),
  c('8u-time', '8&U practice 45 min', { squad: 'age_8_under', minutes: 45, volumeRange: [900, 2000], forbid: ['over_200', 'lactate'] }),
  c('8u-too-much', '8 and under team, 3000 yards', { squad: 'age_8_under', volumeRange: [1500, 2000], forbid: ['over_200', 'lactate'], require: ['assumption'] }),
  c('10u', '10&U practice, 2000 SCY, backstroke', { squad: 'age_9_10', volume: 2000, forbid: ['lactate'] }),
  c('9-10', 'ages 9-10 2500 yds IM', { squad: 'age_9_10', volume: 2500, forbid: ['lactate'] }),
  c('9-10-back', '9-10 year olds 2500 back focus no fly', { squad: 'age_9_10', volume: 2500, constraints: ['no_fly'], forbid: ['fly', 'lactate'] }),
  c('hs-jv', 'HS JV 3500 yards, mostly technique', { squad: 'hs_jv', volume: 3500 }),
  c('varsity', 'varsity boys 5500 SCY VO2', { squad: 'hs_varsity', volume: 5500 }),
  c('d1', 'D1 sprint practice 6000 yd', { squad: 'college_d1', volume: 6000 }),
  c('d3', 'D3 women, 5500 scy, threshold + race pace', { squad: 'college_d3', volume: 5500 }),
  c('ncaa', 'NCAA D1 distance group 8000 yards', { squad: 'college_d1', volume: 8000 }),
  c('elite-lcm', '9000 m LCM elite', { squad: 'elite', course: 'LCM', volume: 9000 }),
  c('elite-default', 'elite group aerobic base, 7k', { squad: 'elite', volume: 7000 }),
  c('15o', 'LC practice for 15&O, 1hr15, aerobic', { squad: 'club_senior', course: 'LCM', minutes: 75 }),
  c('senior-group', 'Senior group 6k scm threshold', { squad: 'club_senior', course: 'SCM', volume: 6000 }),
  c('novice-adults', 'novice adults, 2000 yards, freestyle technique', { squad: 'masters_novice', volume: 2000 }),
  c('adv-masters', 'advanced masters 4000 scy sprint', { squad: 'masters_advanced', volume: 4000 }),
  c('masters-meters', 'masters 3k meters, threshold', { squad: 'masters', course: 'SCM', volume: 3000 }),
  c('tri', 'triathletes 2500 scy, aerobic, pull buoys ok', { squad: 'triathlete', volume: 2500 }),
  c('summer', 'summer league team practice, 2000 yards', { squad: 'summer_league', volume: 2000 }),
  c('rec', 'fitness swimmers 1500 yards', { squad: 'recreational', volume: 1500 }),
  c('lc-abbrev', 'LC 13-14 5000 aerobic', { squad: 'age_13_14', course: 'LCM', volume: 5000 }),
  c('sc-yards-hs', 'HS SC 4500 threshold', { course: 'SCY', volume: 4500 }),
  c('25m-pool', '11-12 in a 25m pool, 3500, sprint', { course: 'SCM', volume: 3500 }),
  c('50m-pool', 'club senior 6000 in the 50m pool', { course: 'LCM', volume: 6000 }),
  c('long-course', 'long course 13-14 practice, 5500 meters', { course: 'LCM', volume: 5500 }),
  c('scy-4000', '4000 scy for 11-12s, kick focus', { course: 'SCY', volume: 4000 }),
  c('4k', 'HS 4k threshold', { volume: 4000 }),
  c('about-3k', 'masters about 3k, aerobic', { volumeRange: [2700, 3300] }),
  c('range', 'masters 3-3.5k tonight, IM', { volumeRange: [3000, 3500] }),
  c('max-3k', 'masters max 3k, threshold', { volumeRange: [2500, 3000] }),
  c('5k-meters', '5k meters threshold for the senior group', { course: 'SCM', volume: 5000 }),
  c('6000y', '6000y aerobic for varsity', { volume: 6000 }),
  c('1hr15', 'HS varsity 1hr15 sprint practice', { minutes: 75 }),
  c('75-min', 'masters 75 min practice, threshold', { minutes: 75 }),
  c('90-prime', "13-14 90' practice aerobic", { minutes: 90 }),
  c('hour-half', 'college an hour and a half, aerobic', { minutes: 90 }),
  c('placeholder', 'Mid-season threshold focus for my HS group, 90 minutes, about 5,000 yards', { kind: 'workout', session: 'practice', squad: 'hs_varsity', volumeRange: [4500, 5500], minutes: 90 }),
  c('typo-thresh', 'varsity threshhold practice 5000 yds', { volume: 5000 }),
  c('typo-yards', '13-14 5000 yard practise, aerobic', { volume: 5000 }),
  c('comma-volume', 'High school group, 4,500 SCY, threshold focus', { volume: 4500 }),
  c('ten-hundreds', 'HS 5000, ten 100s on the main', { volume: 5000 }),
  c('week-6-of-12', 'week 6 of 12, HS threshold practice 5000', { kind: 'workout', volume: 5000 }),
  c('season-best', 'HS varsity practice 5000 going after season-best times', { kind: 'workout', volume: 5000 }),
  c('3x1000', 'distance day 6000 with 3 x 1,000 @ 12:30', { kind: 'workout', volume: 6000, kept: ['3 x 1000'] }),
  c('taper-practice', 'a taper practice for HS, 3000 yards', { kind: 'workout', volume: 3000 }),
  c('in-season-tue', 'in-season Tuesday practice for 13-14s, 5000 SCY', { kind: 'workout', volume: 5000 }),
  c('1000-recovery', '1000 yard recovery for college swimmers', { kind: 'workout', session: 'recovery', volume: 1000, forbid: ['fast'] }),

  // ---------------------------------------------------------------- coach-written sets
  c('main-written', 'Senior group 6000y. main set 10 x 100 @ 1:20 descend 1-5', { volume: 6000, kept: ['10 x 100 Free @ 1:20'] }),
  c('main-rounds', 'HS 5000 SCY, main set 3 x (4 x 100 @ 1:25 + 100 EZ)', { volume: 5000, kept: ['4 x 100 Free @ 1:25'] }),
  c('wu-written', '13-14 5000 scy. WU 400 swim, 8 x 50 drill @ 1:00', { volume: 5000, kept: ['8 x 50 Drill @ 1:00'] }),
  c('kick-written', 'masters 3000. kick set 8 x 50 @ 1:10 fast/easy by 25', { volume: 3000, kept: ['8 x 50 Kick @ 1:10'] }),
  c('notes-set', 'HS varsity 5500 threshold', { volume: 5500, kept: ['16 x 100 Free @ 1:15'] }, 'main: 16 x 100 @ 1:15 hold 1:05-1:07'),
  c('include-set', 'college 7000 scy aerobic, include 8 x 200 @ 2:30 negative split', { volume: 7000, kept: ['8 x 200 Free @ 2:30'] }),
  c('pull-written', 'senior 6k scy, pull 5 x 200 @ 2:50 b3/5 by 50', { volume: 6000, kept: ['5 x 200 Pull @ 2:50'] }),
  c('cd-written', 'HS 4000, cool down 300 easy', { volume: 4000, kept: ['300 Free'] }),
  c('sprint-written', 'D1 sprinters 5000, sprint set 12 x 25 @ :45 all out', { volume: 5000, kept: ['12 x 25 Free @ 0:45'] }),
  c('two-sets', 'HS 5000. main set 5 x 300 @ 4:00 desc 1-5. then 8 x 50 fly @ 1:00', { volume: 5000, kept: ['5 x 300 Free @ 4:00', '8 x 50 Fly @ 1:00'] }),
  c('im-written', '13-14 5000, main 4 x 200 IM @ 3:00 desc', { volume: 5000, kept: ['4 x 200 IM @ 3:00'] }),
  c('set-no-kick-notes', 'HS 4500. main set 8 x 150 @ 2:10 strong', { volume: 4500, kept: ['8 x 150 Free @ 2:10'], constraints: ['no_kick'], forbid: ['kick'] }, 'no kick'),

  // ---------------------------------------------------------------- session types
  c('t30', 'T-30 test set for 13-14s', { session: 'test', squad: 'age_13_14', require: ['test_protocol'] }),
  c('t30-hs', 'HS varsity t30 test day, 4000 yds', { session: 'test', volume: 4000, require: ['test_protocol'] }),
  c('css', 'CSS test for masters SCM', { session: 'test', course: 'SCM', require: ['test_protocol'] }),
  c('step', '7 x 200 step test, college D1', { session: 'test', squad: 'college_d1', require: ['test_protocol'] }),
  c('best-avg', '10 x 100 best average test for HS varsity', { session: 'test', require: ['test_protocol'] }),
  c('time-trial', 'time trial day for 11-12s, 3000 yards', { session: 'test', volume: 3000 }),
  c('recovery-hs', 'recovery day for HS, 3000 yards', { session: 'recovery', volume: 3000, forbid: ['fast', 'lactate'] }),
  c('easy-day', 'easy day for the senior group, 4000 SCM, after the meet', { session: 'recovery', volume: 4000, forbid: ['fast', 'lactate'] }),
  c('active-recovery', 'active recovery swim masters 2000', { session: 'recovery', volume: 2000, forbid: ['fast', 'lactate'] }),
  c('meet-wu', 'meet warm-up for 11-12s', { session: 'meet_warmup', require: ['as_space_allows'] }),
  c('meet-wu-senior', 'warm up for the meet, senior group, 200 free and 100 fly swimmers, LCM', { session: 'meet_warmup', course: 'LCM', require: ['as_space_allows'] }),
  c('meet-wu-8u', 'meet warmup 8&U', { session: 'meet_warmup', squad: 'age_8_under', forbid: ['dives', 'lactate'] }),
  c('pre-meet', 'day before the state meet, HS varsity', { session: 'pre_meet' }),
  c('pre-meet-2', 'pre-meet practice for 13-14s, SCY, champs tomorrow', { session: 'pre_meet' }),
  c('taper-day', 'taper day practice for college D3, 2 days out from conference', { session: 'pre_meet', kind: 'workout' }),
  c('usrpt', 'USRPT 200 free, goal 1:50, senior group', { session: 'race_pace', require: ['stop_rule', 'target_time'], event: '200 Free' }),
  c('usrpt-2', 'race pace day for HS, 100 breast, 4500 scy', { session: 'race_pace', volume: 4500, require: ['stop_rule'] }),
  c('usrpt-3', 'ultra short race pace training for 13-14s, 200 IM', { session: 'race_pace', require: ['stop_rule'] }),
  c('broken', 'broken 200s for 13-14 girls, fly focus', { session: 'broken', squad: 'age_13_14' }),
  c('broken-2', 'broken swims practice, HS, 5000 SCY', { session: 'broken', volume: 5000 }),
  c('im-trans', 'IM transitions practice for 11-12s, 3500 SCY', { session: 'im_transitions', volume: 3500 }),
  c('im-trans-lcm', 'IM transitions, senior group, LCM 6000', { session: 'im_transitions', course: 'LCM', volume: 6000 }),
  c('hypoxic', 'hypoxic set practice for senior group', { session: 'breath_control', require: ['safety_line'] }),
  c('hypoxic-2', 'breathing patterns / breath control for 13-14s, 4500y', { session: 'breath_control', volume: 4500, require: ['safety_line'] }),
  c('hypoxic-uw', 'hypoxic 25s underwater no breath for HS', { session: 'breath_control', require: ['safety_line'] }),
  c('ow', 'open water skills for triathletes, 3000 m', { session: 'open_water', squad: 'triathlete', volume: 3000, require: ['open_water'] }),
  c('ow-2', 'OW skills session, sighting and drafting, masters 2500 scy', { session: 'open_water', volume: 2500, require: ['open_water'] }),
  c('lts', 'learn to swim lesson for 5 year olds, 30 min', { session: 'learn_to_swim', squad: 'learn_to_swim', require: ['steps'], forbid: ['swim'] }),
  c('lts-2', 'swim lessons, preschoolers, 45 minutes', { session: 'learn_to_swim', require: ['steps'], forbid: ['swim'] }),
  c('lts-3', 'LTS level 2 kids lesson plan', { session: 'learn_to_swim', require: ['steps'], forbid: ['swim'] }),
  c('dryland', 'dryland only, 30 minutes, 11-12s', { session: 'dryland', squad: 'age_11_12', require: ['dryland'], forbid: ['swim'] }),
  c('dryland-2', '45 min dryland circuit for HS, no pool today', { session: 'dryland', require: ['dryland'], forbid: ['swim'] }),
  c('dryland-3', 'pool is closed - dryland session for masters, 40 min', { session: 'dryland', require: ['dryland'], forbid: ['swim'] }),
  c('clinic', 'stroke clinic fly, 60 min, 9-10s', { session: 'clinic', squad: 'age_9_10', forbid: ['fast', 'lactate'] }),
  c('clinic-2', 'backstroke clinic for masters, 2000 yards', { session: 'clinic', volume: 2000, forbid: ['fast', 'lactate'] }),
  c('clinic-3', 'breaststroke technique clinic 11-12s 1500 scy', { session: 'clinic', volume: 1500, forbid: ['fast', 'lactate'] }),
  c('practice-dryland', 'HS 4500 threshold + 20 min dryland after', { session: 'practice', volume: 4500, require: ['dryland'] }),
  c('im-day', 'IM day 13-14s 5500 yards', { session: 'practice', volume: 5500 }),
  c('fly-day-1112', '11-12 fly focus practice, 3500 yds', { squad: 'age_11_12', volume: 3500 }),
  c('breast-day', 'breaststroke day for HS varsity 5000 scy', { volume: 5000 }),
  c('back-day', 'backstroke focus, club senior, 6500 SCM', { course: 'SCM', volume: 6500 }),
  c('distance-day', 'distance day for milers, D1, 8000', { squad: 'college_d1', volume: 8000 }),
  c('vo2', 'VO2 practice for 15&O 6000 LCM', { course: 'LCM', volume: 6000 }),
  c('lactate', 'lactate tolerance set for college, 5000 scy', { volume: 5000 }),
  c('turns', 'turns and underwaters for 13-14s, 4500 scy', { volume: 4500 }),
  c('starts', 'starts and relay exchanges practice HS 4000', { volume: 4000 }),
  c('pace-200', 'HS 5000 practice, 200 free at conference end of month', { volume: 5000, event: '200 Free' }),
  c('tri-pull', 'tri group 3000 yards, 45 min', { squad: 'triathlete', minutes: 45, volumeRange: [1800, 3000], require: ['substitution'] }),

  // ---------------------------------------------------------------- one session or a plan over weeks
  c('season-12', '12 week season plan for HS, 5 practices a week', { kind: 'season', weeks: 12 }),
  c('season-6', '6 week plan for masters', { kind: 'season', weeks: 6, squad: 'masters' }),
  c('season-6wk', '6 wk training block for 13-14s, LCM', { kind: 'season', weeks: 6, course: 'LCM' }),
  c('taper-states', 'taper for states, 3 weeks, HS varsity', { kind: 'season', weeks: 3 }),
  c('taper-plan', 'our 2-week taper plan for sectionals, club senior', { kind: 'season', weeks: 2 }),
  c('build-to', 'build to Sectionals in 10 weeks, 15&O LCM', { kind: 'season', weeks: 10 }),
  c('periodize', 'periodize our short course season for 11-12s', { kind: 'season' }),
  c('sept-march', 'college season plan Sept to March', { kind: 'season' }),
  c('championship-program', 'championship program for D1, 8 weeks', { kind: 'season', weeks: 8 }),
  c('week-of-practices', 'week of practices for masters, Mon-Fri', { kind: 'season', weeks: 1 }),
  c('state-meet-date', 'season plan for HS ending at the state meet feb 20', { kind: 'season' }),
  c('dryland-program', '8 week dryland program for 13-14s', { kind: 'season', weeks: 8 }),
  c('season-volume', '16 week plan, 30k a week, masters', { kind: 'season', weeks: 16 }),
  c('macrocycle', 'LC macrocycle for elite, 14 weeks', { kind: 'season', weeks: 14 }),
  c('ow-masters', 'masters 10-week open water season, 4 swims a week', { kind: 'season', weeks: 10, taper: true }),
  c('tri-season', '12 week triathlon swim plan, 3 swims a week', { kind: 'season', weeks: 12, taper: true }),
  c('summer-league-champs', '8-week summer league season ending at champs, 4 practices a week', { kind: 'season', weeks: 8, taper: true }),
  c('meet-letters', 'HS varsity season plan: dual meet Feb 7 (C), Winter Invite Feb 21 (B), states Mar 14', { kind: 'season', meets: ['C', 'B', 'A'], taper: true }),
  c('b-then-a', '9 week club senior season, B meet Feb 14, A meet Sectionals on Mar 14, 8 practices a week', { kind: 'season', weeks: 9, meets: ['B', 'A'] }),
  c('mid-season-practice', 'mid-season threshold practice, HS, 5000', { kind: 'workout', volume: 5000 }),
  c('taper-week-practice', 'taper-week practice for club seniors, 4000', { kind: 'workout' }),

  // ---------------------------------------------------------------- more of the way coaches write
  c('lowercase-mess', 'hs varsity. 5k. thresh. no kick bc shoulders sore lol', { volume: 5000, constraints: ['no_kick', 'shoulder'], forbid: ['kick', 'paddles', 'fly'] }),
  c('ez-day', 'EZ day, masters, 2k', { session: 'recovery', volume: 2000 }),
  c('am-practice', 'tomorrow AM practice for senior group 5000 scm aerobic', { kind: 'workout', course: 'SCM', volume: 5000 }),
  c('scy-lane-groups', '13-14 group 5000 yds, 3 lanes, threshold', { volume: 5000 }),
  c('d2', 'D2 mens team 6500 scy', { squad: 'college_d3', volume: 6500 }),
  c('masters-60', 'Masters 60 min, mixed lanes, freestyle aerobic', { squad: 'masters', minutes: 60 }),
  c('hs-2hrs', 'High school team, 4,000 yards SCY, threshold focus with some IM, 2 hours', { volume: 4000, minutes: 120 }, 'Conference meet in three weeks — keep the turns sharp.'),
  c('fly-caps-8u', '8 and unders fly practice 1500', { squad: 'age_8_under', volume: 1500, forbid: ['over_200', 'lactate'] }),
  c('ow-lcm', 'open water prep, senior group, LCM 5000', { session: 'open_water', course: 'LCM', volume: 5000 }),
  c('usrpt-50', 'USRPT for 50 free sprinters, college', { session: 'race_pace', require: ['stop_rule'] }),
  c('test-9-10', 't-30 for 9-10s', { session: 'test', squad: 'age_9_10', forbid: ['lactate'] }),
  c('knee-im', '13-14 IM practice 5000, knee issues, no breast kick', { volume: 5000, constraints: ['knee', 'no_breast_kick'], forbid: ['whip_kick'] }),
  c('shoulder-fly-day', 'fly day for HS 5000', { volume: 5000, constraints: ['shoulder'], forbid: ['fly', 'paddles'] }, 'sore shoulders all over the team'),
  c('no-kick-kick-day', 'senior 6000 scy', { volume: 6000, constraints: ['no_kick'], forbid: ['kick'] }, 'skip kick today'),
  c('crowded-time', 'HS 60 minutes, 12 per lane', { minutes: 60, constraints: ['crowded_lanes', 'max_minutes'] }),
  c('recovery-returning', 'recovery swim after being sick, masters', { session: 'recovery', constraints: ['returning'], forbid: ['fast', 'lactate'] }),
];
