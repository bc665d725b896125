import type { SeasonPlan } from '@laneforge/contracts/plan';
import { seasonSessions } from '@laneforge/contracts/plan-format';
import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { scy6000, season } from '../../test/fixtures';
import { calendarOf } from './events';
import { renderIcs } from './ics';

const eventsOf = (file: Buffer) =>
  Object.values(ical.sync.parseICS(file.toString('utf8')))
    .filter((c): c is VEvent => c?.type === 'VEVENT')
    .sort((a, b) => a.start.getTime() - b.start.getTime());

const day = (e: VEvent) => e.start.toISOString().slice(0, 10);

describe('the calendar file of a plan', () => {
  it('puts a workout in as one all-day event on its date, titled and described in clean text', () => {
    const events = eventsOf(renderIcs(calendarOf(scy6000, 'LaneForge'), 'LaneForge'));
    expect(events).toHaveLength(1);
    const [event] = events as [VEvent];
    expect(event.datetype).toBe('date');
    expect(day(event)).toBe(scy6000.date);
    expect(event.summary).toBe(scy6000.title);
    expect(String(event.description)).toContain('Main Set');
    expect(String(event.description)).not.toContain('**');
  });

  it('puts a season in as one event per practice: as many as the weeks’ sessions, inside each week', () => {
    const plan = season.plan as SeasonPlan;
    const events = eventsOf(renderIcs(calendarOf(season, 'LaneForge'), 'LaneForge'));
    expect(events).toHaveLength(plan.weeks.reduce((n, w) => n + w.sessions, 0));
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
    for (const week of plan.weeks) {
      const inWeek = events.filter((e) => String(e.summary).startsWith(`Week ${week.week} ·`));
      expect(inWeek).toHaveLength(week.sessions);
      const end = new Date(`${week.startDate}T00:00:00Z`).getTime() + 7 * 86_400_000;
      for (const e of inWeek) expect(e.start.getTime() >= new Date(`${week.startDate}T00:00:00Z`).getTime() && e.start.getTime() < end).toBe(true);
    }
    const first = events[0] as VEvent;
    expect(String(first.description)).toContain('Key set: 4 × 400 Breast @ 7:20 — EN1');
  });
});

describe('a season week’s practices', () => {
  const week = { startDate: '2026-09-07', volume: 22_500, keySets: [] };
  it('spreads them over the week with rest days first, and doubles only past seven', () => {
    expect(seasonSessions({ ...week, sessions: 3 }).map((s) => s.date)).toEqual(['2026-09-07', '2026-09-09', '2026-09-11']);
    expect(seasonSessions({ ...week, sessions: 6 }).map((s) => s.date)).toEqual(['2026-09-07', '2026-09-08', '2026-09-09', '2026-09-10', '2026-09-11', '2026-09-12']);
    const nine = seasonSessions({ ...week, sessions: 9 });
    expect(nine.filter((s) => s.slot !== null).map((s) => `${s.date} ${s.slot}`)).toEqual(['2026-09-07 AM', '2026-09-07 PM', '2026-09-09 AM', '2026-09-09 PM']);
  });
  it('shares the week’s volume in hundreds that add up to it exactly', () => {
    for (const sessions of [1, 4, 6, 7, 11]) {
      const split = seasonSessions({ ...week, sessions });
      expect(split).toHaveLength(sessions);
      expect(split.reduce((sum, s) => sum + s.volume, 0)).toBe(week.volume);
      for (const s of split.slice(0, -1)) expect(s.volume % 100).toBe(0);
    }
  });
});
