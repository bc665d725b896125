import type { Course } from '@laneforge/contracts/plan';
import { createContext, useContext } from 'react';

/**
 * What the owner of a season does with its days, offered only where the viewer owns the season
 * (the plan page): open a day as a practice, enter a test day's result for the paces.
 */
export interface SeasonDayOpener {
  seasonId: string;
  course: Course;
  open(week: number, day: number): void;
  /** `week:day` being opened, if any. */
  opening: string | null;
}

export const SeasonDayContext = createContext<SeasonDayOpener | null>(null);

export const useSeasonDayOpener = () => useContext(SeasonDayContext);
