/** The fictional hospital the demo describes. Not a real institution; contacts use reserved domains. */
export const hospital = {
  name: 'Saffron Ridge Teaching Hospital',
  shortName: 'Saffron Ridge',
  tagline: 'Care · Teaching · Research',
  city: 'Ambarpur',
  founded: 1987,
  beds: 650,
  phone: '+91 755 010 4400',
  emergencyPhone: '+91 755 010 4411',
  email: 'care@saffronridgehospital.example',
  careersEmail: 'careers@saffronridgehospital.example',
  address: 'Saffron Ridge Teaching Hospital, 14 Riverside Road, Kalindi Nagar, Ambarpur 462 019',
  website: 'https://www.saffronridgehospital.example',
} as const;
