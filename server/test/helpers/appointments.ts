/** A requested appointment time `days` from today, as the form writes it ("dd/mm/yyyy 10:30 AM"): never in the past when the test runs. */
export function appointmentTimeAhead(days = 14, time = '10:30 AM'): string {
  const day = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return `${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}/${day.getUTCFullYear()} ${time}`;
}
