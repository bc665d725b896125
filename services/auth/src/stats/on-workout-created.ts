import { defineSubscriber } from '@laneforge/platform';
import { eq, sql } from 'drizzle-orm';
import type { AuthContext } from '../context';
import { users } from '../db/schema';

/**
 * Keeps the dashboard counters (spec §2) from training's `workout_created`: all-time totals, and
 * plans created on the user's current day. The event carries the day in the user's time zone; an
 * event for an earlier day arriving late counts toward the totals only. A season's day opened as a
 * practice took no allowance (the season did), so it counts toward the totals only too: today's
 * usage beside the allowance ("1 of 1 used today") then says the same number.
 */
export const onWorkoutCreated = defineSubscriber<'training.workout_created', AuthContext>({
  event: 'training.workout_created',
  durable: 'auth-workout-created',
  async handle(event, { tx }) {
    if (!event.userId) return;
    const day = event.payload.localDate;
    if (event.payload.usesAllowance === false) {
      await tx.update(users).set({ totalWorkoutsCreated: sql`${users.totalWorkoutsCreated} + 1` }).where(eq(users.id, event.userId));
      return;
    }
    await tx
      .update(users)
      .set({
        totalWorkoutsCreated: sql`${users.totalWorkoutsCreated} + 1`,
        workoutsCreatedToday: sql`case
          when ${users.workoutsTodayDate} = ${day}::date then ${users.workoutsCreatedToday} + 1
          when ${users.workoutsTodayDate} is null or ${users.workoutsTodayDate} < ${day}::date then 1
          else ${users.workoutsCreatedToday} end`,
        workoutsTodayDate: sql`greatest(coalesce(${users.workoutsTodayDate}, ${day}::date), ${day}::date)`,
      })
      .where(eq(users.id, event.userId));
  },
});
