import { slugify } from '@hospital/content/slug';
import { p } from './hospital';

/** The specialities of "Our Specialities" in Hindi (each has a page of its own), keyed by the slug of their English title. */
const specialities: Readonly<Record<string, { title: string; paragraphs: readonly string[] }>> = {
  'Cardiac Sciences': {
    title: 'हृदय विज्ञान (कार्डियक साइंसेज़)',
    paragraphs: [
      'इंटरवेंशनल कार्डियोलॉजी, हृदय सर्जरी, इलेक्ट्रोफ़िज़ियोलॉजी और कार्डियक रिहैबिलिटेशन एक ही हार्ट इंस्टीट्यूट में, ऐसी कैथ लैब के साथ जो कभी बंद नहीं होती।',
      'हमारी हृदय टीम हर सुबह रात में भर्ती हुए हर मरीज़ की समीक्षा करती है।',
    ],
  },
  Neurosciences: {
    title: 'न्यूरो साइंसेज़',
    paragraphs: [
      'लकवा (स्ट्रोक), मिर्गी, कंपन संबंधी रोग, रीढ़ और मस्तिष्क की सर्जरी, और न्यूरो-रिहैबिलिटेशन।',
      'स्ट्रोक अलर्ट के दस मिनट के भीतर एक समर्पित स्ट्रोक टीम इमरजेंसी विभाग पहुँच जाती है।',
    ],
  },
  'Orthopaedics & Joint Replacement': {
    title: 'हड्डी रोग एवं जोड़ प्रत्यारोपण',
    paragraphs: ['कूल्हा और घुटना प्रत्यारोपण, आर्थ्रोस्कोपी, ट्रॉमा और रीढ़ की सर्जरी, सर्जरी के बाद जल्दी चलने-फिरने के साथ।'],
  },
  'Mother & Child Care': {
    title: 'माँ एवं शिशु देखभाल',
    paragraphs: ['एक ही छत के नीचे गर्भावस्था की देखभाल, सुरक्षित प्रसव, नवजात गहन चिकित्सा और बाल रोग उपचार।'],
  },
  'Kidney Care & Transplant': {
    title: 'किडनी देखभाल एवं प्रत्यारोपण',
    paragraphs: ['नेफ्रोलॉजी, डायलिसिस, यूरोलॉजी और जीवित दाता कार्यक्रम के साथ किडनी प्रत्यारोपण।'],
  },
  'Cancer Care': {
    title: 'कैंसर उपचार',
    paragraphs: ['मेडिकल, सर्जिकल और रेडिएशन ऑन्कोलॉजी, जिनका इलाज साप्ताहिक ट्यूमर बोर्ड में मिलकर तय होता है।'],
  },
  'Gastroenterology & Liver Care': {
    title: 'पेट एवं लिवर रोग',
    paragraphs: ['एंडोस्कोपी, लिवर क्लिनिक और पेट-आँतों की सर्जरी।'],
  },
  'Respiratory Medicine': {
    title: 'श्वसन रोग चिकित्सा',
    paragraphs: ['दमा, COPD, टीबी, नींद से जुड़े रोग और इंटरवेंशनल पल्मोनोलॉजी।'],
  },
  'Eye Care': {
    title: 'नेत्र चिकित्सा',
    paragraphs: ['मोतियाबिंद, ग्लूकोमा, रेटिना और बच्चों की आँखों की सेवाएँ।'],
  },
  'Emergency & Trauma Care': {
    title: 'इमरजेंसी एवं ट्रॉमा केयर',
    paragraphs: ['ट्रॉमा बे, रिससिटेशन रूम और समर्पित एम्बुलेंस नेटवर्क के साथ 24 घंटे खुला इमरजेंसी विभाग।'],
  },
  'Critical Care': {
    title: 'क्रिटिकल केयर (गहन चिकित्सा)',
    paragraphs: ['मेडिकल, सर्जिकल, कार्डियक और नवजात शिशु आईसीयू, कुल 96 बिस्तरों के साथ।'],
  },
  'Mental Health': {
    title: 'मानसिक स्वास्थ्य',
    paragraphs: ['वयस्कों, बच्चों और किशोरों के लिए मनोरोग चिकित्सा, क्लिनिकल साइकोलॉजी और नशा मुक्ति सेवाएँ।'],
  },
  'Dental & Oral Surgery': {
    title: 'दंत एवं मुख शल्य चिकित्सा',
    paragraphs: ['सामान्य दंत चिकित्सा, रूट कैनाल उपचार, ऑर्थोडॉन्टिक्स और मुँह के कैंसर की सर्जरी।'],
  },
};

/** The specialities' Hindi (title and text), keyed by the slug of their English title. */
export const hindiSpecialities: Readonly<Record<string, { title: string; description: string }>> = Object.fromEntries(
  Object.entries(specialities).map(([english, hindi]) => [slugify(english), { title: hindi.title, description: p(...hindi.paragraphs) }]),
);

/** The hospital's facilities (the cards of "Hospital Facilities") in Hindi, keyed by the slug of their English title. */
const facilities: Readonly<Record<string, { title: string; text: string }>> = {
  '24-hour Emergency': {
    title: '24 घंटे इमरजेंसी',
    text: '30 बिस्तरों वाला इमरजेंसी विभाग, जिसके दरवाज़े पर ट्राइएज डेस्क, रिससिटेशन रूम, अपने एक्स-रे के साथ ट्रॉमा बे, और एडवांस्ड लाइफ़ सपोर्ट वाली एम्बुलेंसें हैं। इमरजेंसी फ़िज़िशियन चौबीसों घंटे मौजूद रहते हैं और हर बड़ी विशेषज्ञता के डॉक्टर ऑन-कॉल रहते हैं।',
  },
  'Cardiac Catheterisation Laboratory': {
    title: 'कार्डियक कैथ लैब',
    text: 'दो कैथ लैब में एंजियोग्राफ़ी, एंजियोप्लास्टी, पेसमेकर लगाना और इलेक्ट्रोफ़िज़ियोलॉजी स्टडी होती है, और दिल के दौरे के लिए एक टीम हर समय ऑन-कॉल रहती है।',
  },
  'Modular Operating Theatres': {
    title: 'मॉड्यूलर ऑपरेशन थिएटर',
    text: 'लैमिनार एयरफ़्लो वाले चौदह मॉड्यूलर थिएटर, जिनमें दो जोड़ प्रत्यारोपण के लिए और एक हाइब्रिड थिएटर सर्जरी और कैथेटर प्रक्रियाओं को साथ करने के लिए है।',
  },
  'Intensive Care Units': {
    title: 'गहन चिकित्सा इकाइयाँ (आईसीयू)',
    text: 'मेडिकल, सर्जिकल, कार्डियक, न्यूरो, बाल और नवजात यूनिटों में छियानवे आईसीयू बिस्तर, हर एक सेंट्रल मॉनिटरिंग के साथ, और हर एक या दो मरीज़ों पर एक नर्स।',
  },
  'Dialysis Unit': {
    title: 'डायलिसिस यूनिट',
    text: 'चौबीस हीमोडायलिसिस स्टेशन, सप्ताह के सातों दिन सुबह 6 बजे से आधी रात तक खुले, हेपेटाइटिस वाले मरीज़ों के लिए अलग स्टेशन और घर पर पेरिटोनियल डायलिसिस के प्रशिक्षण का कमरा।',
  },
  'Imaging Centre': {
    title: 'इमेजिंग सेंटर',
    text: '3 टेस्ला MRI, 128-स्लाइस CT, डिजिटल मैमोग्राफ़ी, अल्ट्रासाउंड और डिजिटल एक्स-रे, और रिपोर्टें पेशेंट ऐप में उपलब्ध।',
  },
  'Laboratory Services': {
    title: 'प्रयोगशाला सेवाएँ',
    text: 'बायोकेमिस्ट्री, हेमेटोलॉजी, माइक्रोबायोलॉजी और पैथोलॉजी के लिए 24 घंटे काम करने वाली पूरी तरह स्वचालित प्रयोगशाला, शहर में घर से सैंपल लेने की सुविधा के साथ।',
  },
  'Blood Centre': {
    title: 'ब्लड सेंटर',
    text: 'कंपोनेंट सेपरेशन, एफ़ेरेसिस और स्वैच्छिक रक्तदाता कार्यक्रम वाला लाइसेंस प्राप्त ब्लड सेंटर।',
  },
  'Neonatal Intensive Care': {
    title: 'नवजात गहन चिकित्सा (NICU)',
    text: '30 पालनों वाली लेवल III नवजात यूनिट, माताओं के लिए कंगारू केयर कॉर्नर और मिल्क बैंक के साथ।',
  },
  'Physiotherapy & Rehabilitation': {
    title: 'फ़िज़ियोथेरेपी एवं पुनर्वास',
    text: 'स्ट्रोक, सर्जरी और चोट के बाद ठीक होने के लिए रिहैबिलिटेशन जिम, हाइड्रोथेरेपी पूल और ऑक्यूपेशनल थेरेपी कक्ष।',
  },
  '24-hour Pharmacy': {
    title: '24 घंटे फ़ार्मेसी',
    text: 'मुख्य फ़ार्मेसी दिन-रात खुली रहती है, और डिस्चार्ज की दवाओं के लिए अलग काउंटर है ताकि परिवारों को इंतज़ार न करना पड़े।',
  },
  'Cafeteria & Family Lounge': {
    title: 'कैफ़ेटेरिया एवं फ़ैमिली लाउंज',
    text: 'सुबह 7 बजे से रात 10 बजे तक ताज़ा शाकाहारी और मांसाहारी भोजन परोसने वाला कैफ़ेटेरिया, और परिवारों के लिए चार्जिंग पॉइंट और प्रार्थना कक्षों वाला शांत लाउंज।',
  },
};

export const hindiFacilities: Readonly<Record<string, { title: string; description: string }>> = Object.fromEntries(
  Object.entries(facilities).map(([english, hindi]) => [slugify(english), { title: hindi.title, description: p(hindi.text) }]),
);
