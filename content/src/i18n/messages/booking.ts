/**
 * The patient's booking of a doctor's free slot (issue 33): the slot choice on the appointment
 * form, the confirmation of a booked slot and the manage page, per language. An area of its own,
 * read only by the booking page's chunk (web/src/public/opd-booking), so the other pages' scripts
 * carry none of it; each other language is typed against English.
 */

export const en = {
  slotsLoading: 'Loading free times…',
  slotsFailed: 'The free times could not be loaded. Please try again or call the hospital.',
  slotsRetry: 'Try again',
  /** No free slot in the days offered; "call us on …" (a link) or "call the hospital" follows. */
  noFreeSlots: (days: number) => `No free times in the next ${days} days —`,
  freeCount: (count: number) => (count === 1 ? '1 free time' : `${count} free times`),
  placeLabel: 'Place:',
  /** The location of the network the appointment is at, and its map link (issue 48; shown only with two or more locations). */
  locationLabel: 'Address:',
  directionsLink: 'Directions (opens your map app)',
  showFreeTimes: 'Show free times',
  chooseDoctorFirst: 'Choose a doctor to see their free times.',
  /** Without JavaScript, with no department chosen: the department first, then its doctors (issue 46). */
  chooseDepartmentFirst: 'Choose a department to see its doctors.',
  showDoctors: 'Show doctors',
  appointmentBooked: 'Your appointment is booked.',
  doctorLabel: 'Doctor:',
  timeLabel: 'Time:',
  addToCalendar: 'Add to calendar (.ics)',
  manageLink: 'Cancel or change this appointment',
  manageStatus: { booked: 'Booked', cancelled: 'Cancelled', attended: 'Attended', no_show: 'Missed' },
  statusLabel: 'Status:',
  cancelAppointment: 'Cancel this appointment',
  cancelQuestion: 'Do you want to cancel this appointment? The time will be offered to other patients.',
  cancelConfirm: 'Yes, cancel it',
  keepAppointment: 'No, keep it',
  cancelled: 'Your appointment is cancelled.',
  chooseAnotherTime: 'Choose another time',
  moveAppointment: 'Move my appointment',
  moved: 'Your appointment has been moved. The reference stays the same.',
  manageUnknownTitle: 'This link does not work',
  manageUnknown: 'The link is not known. Please check that you opened the whole link from your confirmation.',
  manageExpired: 'This appointment has passed, so the link no longer works.',
  /** `contact` is "call us on …" or "call the hospital". */
  manageHelp: (contact: string) => `For help with an appointment, ${contact}.`,
  manageFailed: 'The appointment could not be changed. Please try again or call the hospital.',
};

type Widen<T> = T extends string ? string : T extends (...args: infer A) => string ? (...args: A) => string : { [K in keyof T]: Widen<T[K]> };

export type BookingMessages = { [K in keyof typeof en]: Widen<(typeof en)[K]> };
