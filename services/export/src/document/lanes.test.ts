import { describe, expect, it } from 'vitest';
import type { PlanLaneGroup, SwimSet, WorkoutPlan } from '@laneforge/contracts/plan';
import { lcm } from '../../test/fixtures';
import { pdfPages, squash, unzip, workoutBodyOf, wordRows, wordTexts } from '../../test/tools';
import { blocksOf, buildDocument, setRowCells, type SetRow } from './model';
import { renderDocx } from './docx';
import { renderPdf } from './pdf';

const groups: PlanLaneGroup[] = ['Lanes 1-2', 'Lanes 3-4', 'Lanes 5-6'].map((name, i) => ({ name, volumeFactor: 1 - i * 0.1 }));
const eights: SwimSet = {
  reps: 8,
  distance: 100,
  stroke: 'free',
  description: 'hold pace',
  sendOff: { type: 'interval', seconds: 75 },
  zone: 'EN2',
  equipment: [],
  halfLength: false,
  lanes: [
    { reps: 8, sendOff: { type: 'interval', seconds: 75 } },
    { reps: 7, sendOff: { type: 'interval', seconds: 85 } },
    { reps: 6, sendOff: { type: 'interval', seconds: 95 } },
  ],
};

/** The long-course fixture written for three lane groups: its first main set carries each lane's repeats and send-off. */
const laned = (() => {
  const plan = lcm.plan as WorkoutPlan;
  const sections = plan.sections.map((s) => (s.kind === 'main' ? { ...s, blocks: [{ rounds: 1, label: null, sets: [eights] }, ...s.blocks] } : s));
  const distance = plan.totals.distance + 800;
  return { ...lcm, plan: { ...plan, laneGroups: groups, sections, totals: { ...plan.totals, distance } } };
})();

describe('a plan for lane groups on paper', () => {
  const document = buildDocument(laned, 'LaneForge');
  const main = workoutBodyOf(document).sections.find((s) => s.name === 'Main Set')!;
  const row = main.rows[0] as SetRow;

  it('writes one row per set with each lane’s repeats and send-off, names the groups once, and gives per-lane totals', () => {
    expect(setRowCells(row)).toEqual(['8 / 7 / 6 × 100', 'Free', 'hold pace', '@ 1:15 / 1:25 / 1:35', 'EN2', '800']);
    const facts = Object.fromEntries(document.facts.map((f) => [f.label, f.value]));
    expect(facts['Lane groups']).toBe('Lanes 1-2 / 3-4 / 5-6 (repeats and send-offs in this order)');
    const notes = blocksOf(document, 'notes')[0]!.notes;
    expect(notes[0]).toMatch(/^Lane totals: Lanes 1-2 [\d,]+ m · Lanes 3-4 [\d,]+ m · Lanes 5-6 [\d,]+ m$/);
  });

  it('shows the lanes and the inline groups in the PDF', async () => {
    const text = squash(pdfPages(await renderPdf(document)).join('\n'));
    // A narrow cell wraps "8 / 7 / 6 × 100" and the send-offs over two lines; every part is there, in order.
    expect(text).toMatch(/8\/7\/6×.*100/);
    expect(text).toMatch(/@1:15\/.*1:25\/1:35/);
    expect(text).toContain(squash('Lane totals: Lanes 1-2'));
    expect(text).toContain(squash('Lanes 1-2 / 3-4 / 5-6'));
    expect(text).toContain(squash('4 × (3 × 100 Free + 100 Choice)'));
  });

  it('shows the lanes and the inline groups in the Word file', async () => {
    const xml = unzip(await renderDocx(document)).get('word/document.xml')!.toString('utf8');
    expect(wordRows(xml).map((cells) => cells.join(' | '))).toContain(setRowCells(row).join(' | '));
    const texts = wordTexts(xml).join('\n');
    expect(texts).toContain('Lanes 1-2 / 3-4 / 5-6');
    expect(texts).toContain('4 × (3 × 100 Free + 100 Choice)');
  });
});
