/** Bytes as people read them: 1.2 GB, 340 KB. */
export function formatBytes(bytes: number | null): string {
  if (bytes === null) return 'unknown';
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} bytes` : `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}

/** A duration as its largest units: "3 days 4 hours", "12 minutes". */
export function formatAge(seconds: number): string {
  const parts: [number, string][] = [
    [Math.floor(seconds / 86400), 'day'],
    [Math.floor((seconds % 86400) / 3600), 'hour'],
    [Math.floor((seconds % 3600) / 60), 'minute'],
  ];
  const shown = parts.filter(([n]) => n > 0).slice(0, 2);
  if (shown.length === 0) return 'less than a minute';
  return shown.map(([n, unit]) => `${n} ${unit}${n === 1 ? '' : 's'}`).join(' ');
}
