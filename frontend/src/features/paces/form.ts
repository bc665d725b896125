import type { Paces, PacesRequest } from '@laneforge/contracts/paces';
import { PACE_STROKES, type PaceStroke } from '@laneforge/contracts/pace-format';

/** The paces editor's fields: what the coach types, as typed ("1:20"), blank for a stroke left to follow free. */
export type StrokeFields = Record<PaceStroke, string>;

export const blankStrokes = (): StrokeFields => ({ free: '', back: '', breast: '', fly: '', IM: '' });

export function strokeFields(base: Paces['base_100'] | undefined): StrokeFields {
  const out = blankStrokes();
  for (const s of PACE_STROKES) out[s] = base?.[s] ?? '';
  return out;
}

/** Only the strokes the coach filled in; the server names any field it cannot read. */
export function baseOf(fields: StrokeFields): PacesRequest['base_100'] {
  const base: Record<string, string> = { free: fields.free.trim() };
  for (const s of PACE_STROKES) if (s !== 'free' && fields[s].trim()) base[s] = fields[s].trim();
  return base as PacesRequest['base_100'];
}

/** Where the stored paces came from, in a line; a test's summary already ends on its threshold, said once. */
export function sourceText(paces: Paces): string {
  const base = `Base ${paces.base_100.free}/100 ${paces.course}`;
  const threshold = paces.css_100 ? `, threshold ${paces.css_100}/100` : '';
  if (!paces.test) return `${base}${threshold}, entered by you.`;
  const said = paces.test.summary.includes('threshold') ? '' : threshold;
  return `${base} from your test on ${paces.test.date}: ${paces.test.summary}${said}.`;
}
