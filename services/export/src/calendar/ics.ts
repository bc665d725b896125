import ical from 'ical-generator';
import type { Calendar } from './events';

/** An iCalendar file of the plan's events; all-day entries on the plan's own dates, in no time zone. */
export function renderIcs(calendar: Calendar, product: string, stamp = new Date()): Buffer {
  const file = ical({ name: calendar.name, prodId: { company: product, product, language: 'EN' } });
  for (const event of calendar.events) {
    file.createEvent({
      id: event.uid,
      // ical-generator writes an all-day date from the UTC calendar day.
      start: new Date(`${event.date}T00:00:00Z`),
      allDay: true,
      summary: event.summary,
      description: event.description,
      stamp,
    });
  }
  return Buffer.from(file.toString(), 'utf8');
}
