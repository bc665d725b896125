import type { LessonStep } from '@laneforge/contracts';
import { composeDryland } from '../dryland';
import type { Order } from '../understand';
import type { Kit } from '../templates/kit';
import { type SessionDraft, emptyDraft } from './draft';

/**
 * A learn-to-swim lesson (COACHING.md §5.Q) is taught by activity and minutes, never as a yardage
 * workout; a dryland session (§5.R) has no swim attached.
 */

const lessonSteps: ReadonlyArray<readonly [number, string, string]> = [
  [3, 'Safe entry and pool rules', 'sit-and-swivel entry, walk never run, wait for the instructor\'s signal'],
  [5, 'Bubbles and bobs', 'blow bubbles, face in to the ears, rhythmic bobs holding the wall'],
  [5, 'Front float', 'supported front float, recover to standing, then unsupported with the instructor at arm\'s reach'],
  [5, 'Glides from the wall', 'front and back glides in streamline, push gently from the wall'],
  [5, 'Flutter kick', 'kick holding the wall, then with a kickboard, then on the back'],
  [4, 'Front crawl arms', 'arms standing, then with glide and kick, then add the rotary breath'],
  [3, 'Back float and exit game', 'back float with ears in and tummy up, then a game and a safe exit'],
];

export function composeLesson(_kit: Kit, order: Order): SessionDraft {
  const minutes = Math.min(60, Math.max(20, order.requestedMinutes ?? 30));
  const scale = minutes / 30;
  const steps: LessonStep[] = lessonSteps.map(([m, title, detail]) => ({ minutes: Math.max(2, Math.round(m * scale)), title, detail }));
  const drift = minutes - steps.reduce((s, x) => s + x.minutes, 0);
  steps[steps.length - 2]!.minutes = Math.max(2, steps[steps.length - 2]!.minutes + drift);
  const draft = emptyDraft(`Learn-to-Swim Lesson (${minutes} min)`);
  draft.steps = steps;
  draft.notes.push('3-6 children per instructor (3-4 for preschool beginners); an instructor within arm\'s reach of every non-swimmer.');
  draft.notes.push('No dives and no breath-holding games; racing starts are taught only in 6 ft (1.84 m) of water or more, under a coach.');
  return draft;
}

export function composeDrylandOnly(kit: Kit, order: Order): SessionDraft {
  const draft = emptyDraft('Dryland Session');
  draft.dryland = [composeDryland(kit.squad, kit.rng, { minutes: order.requestedMinutes, constraints: kit.constraints })];
  draft.notes.push('No swim today: the whole session is on land.');
  return draft;
}
