import { createContext, useContext } from 'react';

/** Opening a season day as a practice: offered only where the viewer owns the season (the plan page). */
export interface SeasonDayOpener {
  open(week: number, day: number): void;
  /** `week:day` being opened, if any. */
  opening: string | null;
}

export const SeasonDayContext = createContext<SeasonDayOpener | null>(null);

export const useSeasonDayOpener = () => useContext(SeasonDayContext);
