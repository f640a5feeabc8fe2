/** A day ten days ahead (an appointment must not be in the past), as the picker's date input takes it and as the form writes it. */
const soonDay = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000);
export const soon = {
  iso: soonDay.toISOString().slice(0, 10),
  text: `${String(soonDay.getUTCDate()).padStart(2, '0')}/${String(soonDay.getUTCMonth() + 1).padStart(2, '0')}/${soonDay.getUTCFullYear()}`,
};
