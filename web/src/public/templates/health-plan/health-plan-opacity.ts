/** SPEC §9: the background opacity of the health-plan blocks by position, then 0.1 for the rest. */
const series = [1, 0.8, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1, 0.05, 0.03] as const;

export function healthPlanOpacity(index: number): number {
  return series[index] ?? 0.1;
}
