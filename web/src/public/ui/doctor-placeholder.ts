/** The picture of a doctor without a photo: the same on the cards, the sliders and the doctor's page. */
export const doctorPlaceholder = '/static/doctor-placeholder.svg';
