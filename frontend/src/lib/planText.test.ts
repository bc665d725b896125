import { describe, expect, it } from 'vitest';
import { chatText, cleanText, downloadFilename, planKindLabel, planTitle, previewLines } from './planText';

describe('plan text helpers', () => {
  it('titles a plan by its own title, else the line wrapped in double asterisks', () => {
    expect(planTitle({ title: 'Sprint Saturday', generated_workout: '**Threshold Tuesday**' })).toBe('Sprint Saturday');
    expect(planTitle({ title: '', generated_workout: 'Date: 2025-06-10\n**Threshold Tuesday**\nWarm-up (600)' })).toBe('Threshold Tuesday');
  });

  it("falls back to 'LaneForge Workout' without either", () => {
    expect(planTitle({ title: '', generated_workout: 'Warm-up (600)\n- 300 free **easy**' })).toBe('LaneForge Workout');
  });

  it('names a plan in one line, as its share page and link previews do', () => {
    expect(planTitle({ title: 'Taper week\r\nday 3', generated_workout: '' })).toBe('Taper week day 3');
  });

  it('previews at most six non-empty lines without the bold markers', () => {
    const text = '**Title**\n\nline 2\nline 3\nline 4\nline 5\nline 6\nline 7\nline 8';
    expect(previewLines(text)).toEqual(['Title', 'line 2', 'line 3', 'line 4', 'line 5', 'line 6']);
  });

  it('names downloads {product}_{plan type or Training}_{date}.{format}', () => {
    expect(downloadFilename('season', '2025-06-10', 'pdf')).toBe('LaneForge_Season_Plan_2025-06-10.pdf');
    expect(downloadFilename(undefined, '2025-06-10', 'docx')).toBe('LaneForge_Training_Plan_2025-06-10.docx');
  });

  it("labels plans 'Season Plan' or 'Training Plan'", () => {
    expect(planKindLabel('season')).toBe('Season Plan');
    expect(planKindLabel('workout')).toBe('Training Plan');
  });

  const plan = '**Threshold Tuesday**\r\nDate: 2025-06-10 | Total: 1,000 yards\n\nWarm-up (400)\n- 400 Choice — REC, easy\nMain Set (600)\n- 2 rounds:\n  - 3 x 100 Free @ 1:30 — EN2\nTotal: 1,000 yards';

  it('copies clean text in the coach’s notation, with no ** anywhere', () => {
    const text = cleanText(plan);
    expect(text).not.toContain('**');
    expect(text.split('\n')).toEqual([
      'Threshold Tuesday',
      'Date: 2025-06-10 | Total: 1,000 yards',
      '',
      'Warm-up (400)',
      '- 400 Choice — REC, easy',
      'Main Set (600)',
      '- 2 rounds:',
      '  - 3 x 100 Free @ 1:30 — EN2',
      'Total: 1,000 yards',
    ]);
  });

  it('copies for WhatsApp and Slack with the title and sections in *bold* and sets as bullets', () => {
    expect(chatText(plan).split('\n')).toEqual([
      '*Threshold Tuesday*',
      'Date: 2025-06-10 | Total: 1,000 yards',
      '',
      '*Warm-up (400)*',
      '• 400 Choice — REC, easy',
      '*Main Set (600)*',
      '• 2 rounds:',
      '   ◦ 3 x 100 Free @ 1:30 — EN2',
      'Total: 1,000 yards',
    ]);
  });
});
