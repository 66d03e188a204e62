/** Progress is an integer percentage from 0 to 100 (spec section 4). */
export function clampProgress(value: number) {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}
