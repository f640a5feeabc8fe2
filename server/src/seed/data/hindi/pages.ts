import { hospital } from '../hospital';
import { hindiHospital, hindiOpdHours, p } from './hospital';
import { hindiMorePages } from './more-pages';
import type { HindiPage } from './page-shape';

export type { HindiPage, HindiSection } from './page-shape';

/** Every page of the demo in Hindi, keyed by page route. */
export const hindiPages: Readonly<Record<string, HindiPage>> = {
  home: {
    title: 'होम',
    description: p(`आपात स्थिति में सीधे रिवरसाइड रोड स्थित इमरजेंसी विभाग आएँ या किसी भी दिन, किसी भी समय ${hospital.emergencyPhone} पर कॉल करें।`),
    seo: {
      title: `${hindiHospital.name} | ${hindiHospital.city} में इलाज, शिक्षा और अनुसंधान`,
      description: `${hindiHospital.city} का ${hospital.beds} बिस्तरों वाला टीचिंग हॉस्पिटल, जहाँ चालीस से अधिक विशेषज्ञ डॉक्टर, 24 घंटे इमरजेंसी सेवा और मेडिकल कॉलेज है।`,
      keyword: 'अस्पताल, अम्बरपुर, इमरजेंसी, डॉक्टर, टीचिंग हॉस्पिटल',
    },
    sections: {
      after_banner_section_loop: [
        { title: 'अपॉइंटमेंट बुक करें', text: 'अपनी सुविधा के अनुसार विभाग, डॉक्टर और समय चुनें।' },
        { title: 'डॉक्टर खोजें', text: 'हमारे विशेषज्ञ डॉक्टरों को नाम या विभाग से खोजें।' },
        { title: 'हेल्थ चेक-अप', text: 'हर उम्र और ज़रूरत के लिए प्रिवेंटिव हेल्थ प्लान।' },
        { title: 'इमरजेंसी 24×7', text: `एम्बुलेंस के लिए ${hospital.emergencyPhone} पर कॉल करें।` },
      ],
      about_section_subtitle: 'हमारे बारे में',
      about_section_title: 'एक टीचिंग हॉस्पिटल, जहाँ मरीज़ सबसे पहले है',
      about_section_text: p(
        `${hospital.founded} से ${hindiHospital.name} 120 बिस्तरों वाले ज़िला अस्पताल से बढ़कर ${hospital.beds} बिस्तरों वाला विशेषज्ञ उपचार, चिकित्सा शिक्षा और अनुसंधान का केंद्र बन गया है।`,
        'हमारे डॉक्टर मरीज़ के बिस्तर के पास ही अगली पीढ़ी के चिकित्सकों को पढ़ाते हैं, और हर मरीज़ को हमेशा सीखती रहने वाली टीम का लाभ मिलता है।',
      ),
      about_section_button_text: 'अस्पताल के बारे में और जानें',
      speciality_section_title: 'हमारी विशेषज्ञताएँ',
      speciality_section_text: 'इमरजेंसी से लेकर पुनर्वास तक, तीस से अधिक विशेषज्ञताओं में संपूर्ण उपचार।',
      speciality_section_button_text: 'सभी विशेषज्ञताएँ देखें',
      our_speciality_section_loop: [
        { title: 'हृदय विज्ञान (कार्डियक साइंसेज़)', text: 'बचाव से लेकर सर्जरी तक दिल की देखभाल।' },
        { title: 'न्यूरो साइंसेज़', text: 'लकवा, मिर्गी और रीढ़ की देखभाल।' },
        { title: 'हड्डी रोग एवं जोड़ प्रत्यारोपण', text: 'जोड़ प्रत्यारोपण और ट्रॉमा का इलाज।' },
        { title: 'माँ एवं शिशु देखभाल', text: 'गर्भावस्था, प्रसव और नवजात शिशु की देखभाल।' },
        { title: 'किडनी देखभाल एवं प्रत्यारोपण', text: 'डायलिसिस और किडनी प्रत्यारोपण।' },
        { title: 'कैंसर उपचार', text: 'टीम द्वारा मिलकर तय किया गया कैंसर का इलाज।' },
        { title: 'पेट एवं लिवर रोग', text: 'एंडोस्कोपी और लिवर की देखभाल।' },
        { title: 'श्वसन रोग चिकित्सा', text: 'दमा, COPD और नींद से जुड़े रोग।' },
      ],
      testimonial_section_title: 'हमारे मरीज़ों की बात',
      testimonial_section_text: 'उन मरीज़ों और परिवारों के अनुभव, जिनकी हमने देखभाल की।',
      testimonial_section: [
        { testimonial_name: 'सुनीता वर्मा', testimonial_designation: 'घुटना प्रत्यारोपण की मरीज़, अम्बरपुर', testimonial_content: 'सर्जरी के अगले ही दिन मैं सहारे से चलने लगी और एक महीने के भीतर घर की सीढ़ियाँ चढ़ने लगी। फ़िज़ियोथेरेपिस्टों ने मुझे कभी हिम्मत नहीं हारने दी।' },
        { testimonial_name: 'मोहम्मद इरफ़ान', testimonial_designation: '28 हफ़्ते में जन्मे जुड़वाँ बच्चों के पिता', testimonial_content: 'हमारी बेटियाँ नौ हफ़्ते नवजात शिशु यूनिट में रहीं। नर्सों ने हमें उन्हें गोद में लेना, दूध पिलाना और आख़िरकार घर ले जाना सिखाया।' },
        { testimonial_name: 'रेव. थॉमस जॉर्ज', testimonial_designation: 'दिल के दौरे से उबरे मरीज़', testimonial_content: 'एम्बुलेंस से कैथ लैब तक पहुँचने में एक घंटे से भी कम समय लगा। मैं हर दिन आभारी हूँ।' },
        { testimonial_name: 'कमला देवी', testimonial_designation: 'मोतियाबिंद शिविर की मरीज़, सोनपुर', testimonial_content: 'अब मैं फिर से अपने पोते-पोतियों के चेहरे देख सकती हूँ। शिविर की टीम ने अस्पताल आने-जाने का इंतज़ाम भी किया।' },
        { testimonial_name: 'आरव मेहता', testimonial_designation: 'विद्यार्थी, खेल की चोट का इलाज', testimonial_content: 'मेरी लिगामेंट सर्जरी के बारे में सब कुछ साफ़-साफ़ समझाया गया, और आठ महीने में मैं फिर से फ़ुटबॉल के मैदान पर था।' },
      ],
      empanelment_section_title: 'बीमा एवं पैनल',
      empanelment_section_text: 'हम प्रमुख सरकारी स्वास्थ्य योजनाएँ और अधिकांश निजी बीमा स्वीकार करते हैं, और जहाँ योजना अनुमति देती है वहाँ कैशलेस इलाज होता है।',
      empanelment_section_button_text: 'सभी योजनाएँ देखें',
      empanelment_section_loop: [
        { title: 'राज्य स्वास्थ्य आश्वासन योजना' },
        { title: 'सार्वजनिक क्षेत्र कर्मचारी स्वास्थ्य योजना' },
        { title: 'पूर्व सैनिक स्वास्थ्य कवर' },
        { title: 'श्रमिक कल्याण स्वास्थ्य कोष' },
        { title: 'रिवरसाइड म्यूचुअल हेल्थ इंश्योरेंस' },
        { title: 'कल्पतरु जनरल इंश्योरेंस' },
      ],
      doctor_section_title: 'हमारे डॉक्टरों से मिलें',
      doctor_section_text: 'अनुभवी विशेषज्ञ, जो पढ़ाते भी हैं और अनुसंधान का नेतृत्व भी करते हैं।',
      doctor_section_button_text: 'डॉक्टर खोजें',
    },
  },
  'contact-us': {
    title: 'संपर्क करें',
    description: p(`फ़ोन, ईमेल या स्वयं आकर हमसे संपर्क करें। आपात स्थिति में सीधे इमरजेंसी विभाग आएँ या किसी भी समय इस पेज के ऊपर दिए गए इमरजेंसी नंबर ${hospital.emergencyPhone} पर कॉल करें।`),
  },
  'book-an-appointment': {
    title: 'अपॉइंटमेंट बुक करें',
    description: p('विभाग और डॉक्टर चुनें, फिर डॉक्टर का कोई खाली समय: आपका अपॉइंटमेंट तुरंत पक्का हो जाता है।'),
    sections: {
      form_left_content: p(
        `<strong>ओपीडी</strong>: ${hindiOpdHours.days}, ${hindiOpdHours.clinics}; कुछ विभागों की शाम की ओपीडी ${hindiOpdHours.evening}। डॉक्टर चुनने पर उनके खाली स्लॉट दिखते हैं।`,
        `<strong>अपॉइंटमेंट डेस्क</strong> (फ़ोन): ${hindiOpdHours.desk}, बुकिंग में मदद और उसी दिन के अपॉइंटमेंट के लिए।`,
      ),
    },
  },
  'find-a-doctor': {
    title: 'डॉक्टर खोजें',
    description: p('नाम या विभाग से खोजें।'),
  },
  faqs: {
    title: 'अक्सर पूछे जाने वाले प्रश्न',
    description: p('मरीज़ों और उनके परिजनों द्वारा सबसे अधिक पूछे जाने वाले प्रश्नों के उत्तर।'),
  },
  blogs: {
    title: 'ब्लॉग',
    description: p('हमारे डॉक्टरों, नर्सों और आहार विशेषज्ञों की स्वास्थ्य सलाह।'),
  },
  ...hindiMorePages,
};
