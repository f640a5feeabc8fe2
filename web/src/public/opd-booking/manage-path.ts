/**
 * The page a booked appointment's link opens (issue 33: `?token=…`), to see, cancel or move it.
 * A module of its own: the manage page reads it without importing the router's module, which
 * would make the bundler split the modules the entry shares with the booking chunk.
 */
export const manageAppointmentPath = '/manage-appointment';
