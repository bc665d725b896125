import type { FileIdMesg, WorkoutMesg, WorkoutStepMesg } from '@garmin/fitsdk';
import type { Course } from '@laneforge/contracts/plan';
import type { RestStep, SwimStep, WatchWorkout } from './steps';

/** Pool length in meters and the unit the watch shows it in. */
const pools: Record<Course, { meters: number; unit: 'statute' | 'metric' }> = {
  SCY: { meters: 22.86, unit: 'statute' },
  SCM: { meters: 25, unit: 'metric' },
  LCM: { meters: 50, unit: 'metric' },
};

export const YARD_IN_METERS = 0.9144;


/** The FIT swim_stroke numbers: the encoder takes the raw value of the dynamic `targetValue` field. */
const strokeCodes: Record<NonNullable<SwimStep['stroke']>, number> = { freestyle: 0, backstroke: 1, breaststroke: 2, butterfly: 3, drill: 4, im: 6 };

/** A FIT string field holds at most 255 bytes, its terminating zero among them. */
const FIT_STRING_BYTES = 254;
const ELLIPSIS_BYTES = Buffer.byteLength('…');

/**
 * Watch faces show short texts: one longer than `max` characters, or than a FIT string's bytes
 * (three for a Chinese character, four for an emoji), is cut with an ellipsis, between characters.
 */
export function clip(text: string, max: number): string {
  const points = Array.from(text);
  if (points.length <= max && Buffer.byteLength(text) <= FIT_STRING_BYTES) return text;
  let kept = '';
  let count = 1;
  let bytes = ELLIPSIS_BYTES;
  for (const point of points) {
    const size = Buffer.byteLength(point);
    if (count + 1 > max || bytes + size > FIT_STRING_BYTES) break;
    kept += point;
    count += 1;
    bytes += size;
  }
  return `${kept}…`;
}

function restMesg(step: RestStep, messageIndex: number): WorkoutStepMesg {
  // `repetitionTime` leaves on the clock (the send-off counts from the start of the rep); `time` rests.
  return { messageIndex, durationType: step.until === 'interval' ? 'repetitionTime' : 'time', durationValue: step.seconds * 1000, targetType: 'open', intensity: 'rest' };
}

function swimMesg(step: SwimStep, messageIndex: number, toMeters: number): WorkoutStepMesg {
  return {
    messageIndex,
    wktStepName: clip(step.name, 32),
    // Raw durationValue of a distance step is in centimetres.
    durationType: 'distance',
    durationValue: Math.round(step.distance * toMeters * 100),
    ...(step.stroke ? { targetType: 'swimStroke', targetValue: strokeCodes[step.stroke] } : { targetType: 'open' }),
    intensity: step.intensity,
    notes: clip(step.notes, 100),
    ...(step.equipment ? { equipment: step.equipment } : {}),
  };
}

/**
 * A Garmin FIT workout file (file type `workout`, pool swim): the steps `watchWorkout` decided,
 * written down as FIT messages in the same order.
 */
export async function renderFit(workout: WatchWorkout, created = new Date()): Promise<Buffer> {
  // The FIT SDK (about 13 MB) loads with the first watch file, not with the service.
  const { Encoder, Profile } = await import('@garmin/fitsdk');
  // The FIT profile's message numbers (the SDK types them as a plain record).
  const [FILE_ID, WORKOUT, WORKOUT_STEP] = [Profile.MesgNum.FILE_ID!, Profile.MesgNum.WORKOUT!, Profile.MesgNum.WORKOUT_STEP!];
  const encoder = new Encoder();
  const pool = pools[workout.course];
  const toMeters = workout.unit === 'yards' ? YARD_IN_METERS : 1;
  const fileId: FileIdMesg = { type: 'workout', manufacturer: 'development', product: 0, serialNumber: 1, timeCreated: created };
  const header: WorkoutMesg = {
    wktName: clip(workout.title, 40),
    sport: 'swimming',
    subSport: 'lapSwimming',
    numValidSteps: workout.steps.length,
    poolLength: pool.meters,
    poolLengthUnit: pool.unit,
  };
  encoder.onMesg(FILE_ID, fileId).onMesg(WORKOUT, header);
  workout.steps.forEach((step, i) => encoder.onMesg(WORKOUT_STEP, step.kind === 'rest' ? restMesg(step, i) : swimMesg(step, i, toMeters)));
  return Buffer.from(encoder.close());
}
