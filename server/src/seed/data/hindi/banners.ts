import { p } from './hospital';

/** A home slide's Hindi: the translatable fields of `banners` (heading, line above it, text). */
export interface HindiBanner {
  title: string;
  top_title: string;
  description: string;
}

const slide = (top_title: string, title: string, text: string): HindiBanner => ({ title, top_title, description: p(text) });

/** The home page's slides, keyed by where each leads (the English seed's `bannerLink`). */
export const hindiBanners: Readonly<Record<string, HindiBanner>> = {
  '/about-us': slide('सैफ़रन रिज में आपका स्वागत है', 'घर के पास, विशेषज्ञ देखभाल', '650 बिस्तरों वाला टीचिंग हॉस्पिटल, जहाँ हर मरीज़ को ऐसी टीम देखती है जो सिखाती है, सीखती है और देखभाल करती है।'),
  '/heart-institute': slide('हार्ट इंस्टीट्यूट', 'दिल के दौरे में हर मिनट क़ीमती है', 'हमारी कैथ लैब साल के हर दिन, 24 घंटे तैयार रहती है।'),
  '/mother-and-child-centre': slide('मातृ एवं शिशु केंद्र', 'सुरक्षित प्रसव, स्वस्थ शुरुआत', 'गर्भावस्था की देखभाल, प्रसव और लेवल III नवजात शिशु इकाई, सब एक ही छत के नीचे।'),
  '/find-a-doctor': slide('डॉक्टर खोजें', '40 से अधिक विशेषज्ञ', 'हमारे डॉक्टरों को नाम या विभाग से खोजें और ऑनलाइन अपॉइंटमेंट बुक करें।'),
  '/health-check-up-plans': slide('प्रिवेंटिव हेल्थ', 'हर उम्र के लिए हेल्थ चेक-अप प्लान', 'आपके हिसाब से बने चेक-अप से बीमारी को शुरुआत में ही पकड़ें।'),
  '/camps': slide('सामुदायिक सेवा', 'आपके मोहल्ले में हेल्थ कैंप', 'साल भर ज़िले भर में मुफ़्त जाँच शिविर।'),
};
