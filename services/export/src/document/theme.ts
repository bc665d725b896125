import type { SeasonPhase, Zone } from '@laneforge/contracts/plan';

/** The dashboard's palette (frontend global.css, plan.css), so a printed plan looks like the screen. */
export const colors = {
  ink: '#0b2a4a',
  muted: '#52677d',
  line: '#d7e2eb',
  lineStrong: '#b9cad8',
  surface: '#f4f8fb',
  brand: '#0d6aa6',
  brandSoft: '#e6f1f9',
  lane: '#f2b134',
  laneSoft: '#fdf3dc',
} as const;

/**
 * One colour and one label per zone everywhere. The fills darken from REC to SP3 and the label is
 * always printed inside, so a black-and-white copy still tells the zones apart.
 */
export const zoneColors: Record<Zone, { fill: string; text: string; border: string }> = {
  REC: { fill: '#e3f0f7', text: '#23415f', border: '#a9c6d8' },
  EN1: { fill: '#c9eef2', text: '#0b4f58', border: '#8fd0d8' },
  EN2: { fill: '#9fdde6', text: '#083f47', border: '#5fbccb' },
  EN3: { fill: '#4fb8cc', text: '#04262c', border: '#2f97ab' },
  SP1: { fill: '#f6d38a', text: '#4a3000', border: '#d9ad4f' },
  SP2: { fill: '#f2a65a', text: '#3d1d00', border: '#cf7f2c' },
  SP3: { fill: '#b3261e', text: '#ffffff', border: '#7f1a15' },
};

/** Season phases from light to dark as the season builds; the taper stands out in the lane colour. */
export const phaseColors: Record<SeasonPhase, string> = {
  general_preparation: '#9fc9e6',
  specific_preparation: '#4f98c9',
  competition: '#0d6aa6',
  taper: '#f2b134',
  transition: '#b9cad8',
};
