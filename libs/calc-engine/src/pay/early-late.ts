// Rule "Adjusting punches for pay", 3. Early arrival and late departure: time before the scheduled start is paid
// only when early arrival is accepted (the section's allowEA when it overrides the pay group, else acceptEA);
// time after the scheduled end only when late departure is accepted (allowLD / acceptLD).
import type { WorkSection } from '../model.js';

export interface PaidSpan {
  fromMs: number;
  toMs: number;
}

/** Clamps a paid span to start no earlier than the scheduled start, or null when nothing changes. */
export function clampEarlyArrival(span: PaidSpan, section: WorkSection): PaidSpan | null {
  if (section.acceptEA || span.fromMs >= section.startMs) return null;
  return { fromMs: section.startMs, toMs: Math.max(span.toMs, section.startMs) };
}

/** Clamps a paid span to end no later than the scheduled end, or null when nothing changes. */
export function clampLateDeparture(span: PaidSpan, section: WorkSection): PaidSpan | null {
  if (section.acceptLD || span.toMs <= section.endMs) return null;
  return { fromMs: Math.min(span.fromMs, section.endMs), toMs: section.endMs };
}
