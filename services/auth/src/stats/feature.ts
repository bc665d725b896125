import { defineFeature } from '@laneforge/platform';
import type { AuthContext } from '../context';
import { onWorkoutCreated } from './on-workout-created';

/** The dashboard counters, kept from training's events. */
export const stats = defineFeature<AuthContext>({ name: 'stats', subscribers: [onWorkoutCreated] });
