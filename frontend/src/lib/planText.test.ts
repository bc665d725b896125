import { describe, expect, it } from 'vitest';
import { downloadFilename, planKindLabel, planTitle, previewLines } from './planText';

describe('plan text helpers', () => {
  it('takes the title from the line wrapped in double asterisks', () => {
    expect(planTitle('Date: 2025-06-10\n**Threshold Tuesday**\nWarm-up (600)')).toBe('Threshold Tuesday');
  });

  it("falls back to 'LaneForge Workout' without such a line", () => {
    expect(planTitle('Warm-up (600)\n- 300 free **easy**')).toBe('LaneForge Workout');
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
});
