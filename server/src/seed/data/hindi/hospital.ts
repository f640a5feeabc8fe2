/** The demo hospital's name and places as its Hindi pages write them. */
export const hindiHospital = {
  name: 'सैफ़रन रिज टीचिंग हॉस्पिटल',
  city: 'अम्बरपुर',
  address: 'सैफ़रन रिज टीचिंग हॉस्पिटल, 14 रिवरसाइड रोड, कालिंदी नगर, अम्बरपुर 462 019',
} as const;

/** Paragraphs as the rich-text fields store them. */
export const p = (...paragraphs: string[]): string => paragraphs.map((text) => `<p>${text}</p>`).join('');
