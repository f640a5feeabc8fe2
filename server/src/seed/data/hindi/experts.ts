import { slugify } from '@hospital/content/slug';
import { experts, opdSessionsOf, type ExpertSeed } from '../experts';
import { hindiDepartments } from './departments';
import { hindiHospital } from './hospital';

/** What a doctor's Hindi profile is written from; the years and departments come from the English seed. */
interface HindiExpertSeed {
  title: string;
  designation: string;
  /** Degrees stay in Latin letters, as Indian hospitals write them; only the subjects are Hindi. */
  education: string;
  interests: string;
  languages: string;
}

/** A doctor's Hindi: the translatable fields of `experts`. */
export interface HindiExpert {
  title: string;
  designation: string;
  education: string;
  description: string;
  /** The sessions' rooms, by the position of the English rows (days and times are shared). */
  opd_sessions: { place: string }[];
  seo: { title: string; description: string; keyword: string };
}

/** Each department's outpatient room (`opdRooms`) as the Hindi pages write it. */
const hindiOpdRooms: Readonly<Record<string, string>> = {
  cardiology: 'ओपीडी ब्लॉक A, कमरा 1',
  neurosciences: 'ओपीडी ब्लॉक A, कमरा 3',
  orthopaedics: 'ओपीडी ब्लॉक A, कमरा 7',
  'obstetrics-gynaecology': 'मातृ एवं शिशु ब्लॉक, कमरा 2',
  paediatrics: 'मातृ एवं शिशु ब्लॉक, कमरा 6',
  'general-medicine': 'ओपीडी ब्लॉक B, कमरा 1',
  'general-surgery': 'ओपीडी ब्लॉक B, कमरा 5',
  nephrology: 'ओपीडी ब्लॉक B, कमरा 7',
  gastroenterology: 'ओपीडी ब्लॉक B, कमरा 10',
  pulmonology: 'ओपीडी ब्लॉक B, कमरा 14',
  oncology: 'कैंसर डे-केयर यूनिट, कमरा 3',
  ophthalmology: 'नेत्र क्लिनिक, भूतल',
  ent: 'ओपीडी ब्लॉक C, कमरा 2',
  dermatology: 'ओपीडी ब्लॉक C, कमरा 5',
  psychiatry: 'ओपीडी ब्लॉक C, कमरा 9',
  urology: 'ओपीडी ब्लॉक B, कमरा 9',
};

const d = (title: string, designation: string, education: string, interests: string, languages = 'अंग्रेज़ी और हिन्दी'): HindiExpertSeed => ({
  title,
  designation,
  education,
  interests,
  languages,
});

const head = 'प्रोफ़ेसर एवं विभागाध्यक्ष';

/** The doctors the demo publishes in Hindi, keyed by the slug of their English name. */
const seeds: Readonly<Record<string, HindiExpertSeed>> = {
  'dr-arvind-menon': d('डॉ. अरविंद मेनन', head, 'MBBS, MD (मेडिसिन), DM (कार्डियोलॉजी)', 'जटिल कोरोनरी एंजियोप्लास्टी, हार्ट फ़ेल्योर और इंटरवेंशनल कार्डियोलॉजिस्ट की नई पीढ़ी को प्रशिक्षण देने', 'अंग्रेज़ी, हिन्दी और मलयालम'),
  'dr-farah-siddiqui': d('डॉ. फ़रहा सिद्दीक़ी', 'सीनियर कंसल्टेंट', 'MBBS, MD (मेडिसिन), DM (कार्डियोलॉजी)', 'इकोकार्डियोग्राफ़ी, गर्भावस्था में हृदय रोग और महिलाओं के हृदय स्वास्थ्य', 'अंग्रेज़ी, हिन्दी और उर्दू'),
  'dr-rohan-deshpande': d('डॉ. रोहन देशपांडे', 'एसोसिएट प्रोफ़ेसर', 'MBBS, MD (मेडिसिन), DNB (कार्डियोलॉजी)', 'दिल की धड़कन की गड़बड़ी, पेसमेकर और डिवाइस क्लिनिक', 'अंग्रेज़ी, हिन्दी और मराठी'),
  'dr-meera-pillai': d('डॉ. मीरा पिल्लई', 'कंसल्टेंट कार्डियोथोरेसिक सर्जन', 'MBBS, MS (जनरल सर्जरी), MCh (CTVS)', 'बीटिंग-हार्ट बाईपास सर्जरी और वाल्व रिपेयर'),
  'dr-kavita-raghunathan': d('डॉ. कविता रघुनाथन', head, 'MBBS, MD (मेडिसिन), DM (न्यूरोलॉजी)', 'लकवे (एक्यूट स्ट्रोक) के तुरंत इलाज, मिर्गी सर्जरी के मूल्यांकन और मिर्गी से पीड़ित महिलाओं की देखभाल', 'अंग्रेज़ी, हिन्दी और तमिल'),
  'dr-imran-qureshi': d('डॉ. इमरान क़ुरैशी', 'सीनियर कंसल्टेंट न्यूरोसर्जन', 'MBBS, MS (जनरल सर्जरी), MCh (न्यूरोसर्जरी)', 'मिनिमली इनवेसिव स्पाइन सर्जरी और ब्रेन ट्यूमर सर्जरी', 'अंग्रेज़ी, हिन्दी और उर्दू'),
  'dr-harpreet-sandhu': d('डॉ. हरप्रीत संधू', head, 'MBBS, MS (ऑर्थोपेडिक्स), FRCS (ट्रॉमा एवं ऑर्थोपेडिक्स)', 'कूल्हा और घुटना प्रत्यारोपण तथा रिवीज़न जॉइंट सर्जरी', 'अंग्रेज़ी, हिन्दी और पंजाबी'),
  'dr-nikhil-joshi': d('डॉ. निखिल जोशी', 'एसोसिएट प्रोफ़ेसर', 'MBBS, MS (ऑर्थोपेडिक्स), DNB (ऑर्थोपेडिक्स)', 'जटिल फ़्रैक्चर, पेल्विक ट्रॉमा और लिम्ब रिकंस्ट्रक्शन', 'अंग्रेज़ी, हिन्दी और मराठी'),
  'dr-lakshmi-narayanan': d('डॉ. लक्ष्मी नारायणन', head, 'MBBS, MS (प्रसूति एवं स्त्री रोग)', 'हाई-रिस्क गर्भावस्था, जुड़वाँ गर्भावस्था और आपातकालीन प्रसूति कौशल के प्रशिक्षण', 'अंग्रेज़ी, हिन्दी और तमिल'),
  'dr-priya-chatterjee': d('डॉ. प्रिया चटर्जी', 'सीनियर कंसल्टेंट, फ़ीटल मेडिसिन', 'MBBS, DNB (प्रसूति एवं स्त्री रोग), फ़ीटल मेडिसिन में फ़ेलोशिप', 'गर्भावस्था के अल्ट्रासाउंड, गर्भस्थ शिशु की वृद्धि संबंधी समस्याओं और स्क्रीनिंग रिपोर्ट पर परिवारों को परामर्श', 'अंग्रेज़ी, हिन्दी और बांग्ला'),
  'dr-sameer-kulkarni': d('डॉ. समीर कुलकर्णी', head, 'MBBS, MD (पीडियाट्रिक्स)', 'बच्चों में दमा, वृद्धि संबंधी विकारों और टीकाकरण नीति', 'अंग्रेज़ी, हिन्दी और मराठी'),
  'dr-anjali-bose': d('डॉ. अंजलि बोस', 'कंसल्टेंट नियोनेटोलॉजिस्ट', 'MBBS, MD (पीडियाट्रिक्स), DM (नियोनेटोलॉजी)', 'समय से पहले जन्मे शिशुओं की देखभाल, स्तनपान में सहायता और हाई-रिस्क नवजात शिशुओं के फ़ॉलो-अप', 'अंग्रेज़ी, हिन्दी और बांग्ला'),
  'dr-vikram-rathore': d('डॉ. विक्रम राठौड़', head, 'MBBS, MD (मेडिसिन)', 'बुज़ुर्गों में डायबिटीज़, मौसमी और उष्णकटिबंधीय बुखार, और बेडसाइड टीचिंग', 'अंग्रेज़ी, हिन्दी और राजस्थानी'),
  'dr-neha-gupta': d('डॉ. नेहा गुप्ता', 'एसोसिएट प्रोफ़ेसर', 'MBBS, MD (मेडिसिन)', 'हाई ब्लड प्रेशर, थायरॉइड रोग और प्रिवेंटिव हेल्थ चेक-अप'),
  'dr-rajesh-nair': d('डॉ. राजेश नायर', head, 'MBBS, MS (जनरल सर्जरी), FRCS', 'लैप्रोस्कोपिक हर्निया रिपेयर, थायरॉइड सर्जरी और सर्जिकल प्रशिक्षण', 'अंग्रेज़ी, हिन्दी और मलयालम'),
  'dr-suresh-balakrishnan': d('डॉ. सुरेश बालकृष्णन', head, 'MBBS, MD (मेडिसिन), DM (नेफ्रोलॉजी)', 'किडनी प्रत्यारोपण और ग्लोमेरुलर रोगों', 'अंग्रेज़ी, हिन्दी और तमिल'),
  'dr-anil-kapoor': d('डॉ. अनिल कपूर', 'सीनियर कंसल्टेंट यूरोलॉजिस्ट', 'MBBS, MS (जनरल सर्जरी), MCh (यूरोलॉजी)', 'लेज़र से पथरी की सर्जरी और किडनी प्रत्यारोपण सर्जरी'),
  'dr-aditya-saxena': d('डॉ. आदित्य सक्सेना', 'सीनियर कंसल्टेंट गैस्ट्रोएंटेरोलॉजिस्ट', 'MBBS, MD (मेडिसिन), DM (गैस्ट्रोएंटेरोलॉजी)', 'ERCP, लिवर रोग और पेट-आँतों से होने वाले रक्तस्राव'),
  'dr-vivek-chandran': d('डॉ. विवेक चंद्रन', 'कंसल्टेंट सर्जिकल ऑन्कोलॉजिस्ट', 'MBBS, MS (जनरल सर्जरी), MCh (सर्जिकल ऑन्कोलॉजी)', 'सिर एवं गर्दन के कैंसर की सर्जरी और स्तन-संरक्षण सर्जरी', 'अंग्रेज़ी, हिन्दी और मलयालम'),
  'dr-gopal-krishnan': d('डॉ. गोपाल कृष्णन', 'विभागाध्यक्ष', 'MBBS, MS (ऑप्थैल्मोलॉजी)', 'छोटे चीरे वाली मोतियाबिंद सर्जरी और ग्लूकोमा', 'अंग्रेज़ी, हिन्दी और तमिल'),
  'dr-prakash-hegde': d('डॉ. प्रकाश हेगड़े', 'विभागाध्यक्ष', 'MBBS, MS (ENT)', 'एंडोस्कोपिक साइनस सर्जरी और कान की सर्जरी', 'अंग्रेज़ी, हिन्दी और कन्नड़'),
  'dr-sara-thomas': d('डॉ. सारा थॉमस', 'कंसल्टेंट डर्मेटोलॉजिस्ट', 'MBBS, MD (डर्मेटोलॉजी, वेनेरियोलॉजी एवं लेप्रोसी)', 'सोरायसिस, सफ़ेद दाग (विटिलिगो) और फ़ोटोथेरेपी', 'अंग्रेज़ी, हिन्दी और मलयालम'),
  'dr-rahul-sen': d('डॉ. राहुल सेन', 'विभागाध्यक्ष', 'MBBS, MD (साइकियाट्री)', 'मूड डिसऑर्डर, नशा मुक्ति उपचार और सामुदायिक मानसिक स्वास्थ्य', 'अंग्रेज़ी, हिन्दी और बांग्ला'),
};

/** The Hindi profile, written from the same facts as the English one (`expertProfile`); the OPD timings are the page's, made from the schedule. */
function profile(hindi: HindiExpertSeed, english: ExpertSeed): string {
  const departments = english.departments.map((slug) => hindiDepartments[slug]?.title ?? slug).join(' तथा ');
  return [
    `<p>${hindi.title} ${hindiHospital.name} के ${departments} में ${hindi.designation} हैं। उन्हें ${english.years} वर्षों का क्लिनिकल अनुभव है।</p>`,
    `<p>उनकी विशेष रुचि ${hindi.interests} में है।</p>`,
    `<p><strong>योग्यता:</strong> ${hindi.education}<br><strong>भाषाएँ:</strong> ${hindi.languages}</p>`,
  ].join('');
}

const englishBySlug = new Map(experts.map((e) => [slugify(e.title), e]));

/** The doctors' Hindi, keyed by slug; a slug the English seed no longer has is left out here and fails the data test. */
export const hindiExperts: Readonly<Record<string, HindiExpert>> = Object.fromEntries(
  Object.entries(seeds).flatMap(([slug, hindi]) => {
    const english = englishBySlug.get(slug);
    if (!english) return [];
    const department = hindiDepartments[english.departments[0] ?? '']?.title ?? '';
    const value: HindiExpert = {
      title: hindi.title,
      designation: hindi.designation,
      education: hindi.education,
      description: profile(hindi, english),
      opd_sessions: opdSessionsOf(english).map(() => ({ place: hindiOpdRooms[english.departments[0] ?? ''] ?? '' })),
      seo: {
        title: `${hindi.title}, ${hindi.designation} | ${hindiHospital.name}`,
        description: `${hindi.title}, ${department}: ${hindi.education}।`,
        keyword: `${hindi.title}, ${department}`,
      },
    };
    return [[slug, value]];
  }),
);

/** The slugs the Hindi is written for, whether or not the English seed still has them. */
export const hindiExpertSlugs: readonly string[] = Object.keys(seeds);
