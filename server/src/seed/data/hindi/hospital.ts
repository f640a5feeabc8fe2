/** The demo hospital's name and places as its Hindi pages write them. */
export const hindiHospital = {
  name: 'सैफ़रन रिज टीचिंग हॉस्पिटल',
  city: 'अम्बरपुर',
  address: 'सैफ़रन रिज टीचिंग हॉस्पिटल, 14 रिवरसाइड रोड, कालिंदी नगर, अम्बरपुर 462 019',
} as const;

/** The outpatient hours (`opdHours`) as the Hindi pages write them. */
export const hindiOpdHours = {
  days: 'सोमवार से शनिवार',
  clinics: 'सुबह 9 बजे से शाम 5 बजे तक',
  evening: 'शाम 5 से 7 बजे तक',
  desk: 'सोमवार से शनिवार, सुबह 8 से रात 8 बजे तक',
} as const;

/** Paragraphs as the rich-text fields store them. */
export const p = (...paragraphs: string[]): string => paragraphs.map((text) => `<p>${text}</p>`).join('');
