import type { JudgedQuery } from './judged-queries';
import { cancer, cardiology, derm, ent, eye, gastro, kidney, lungs, medicine, neuro, obgyn, ortho, paeds, psych, surgery, urology } from './answer-keys';

/**
 * A held-out query set apart from the tuning set (`judged-queries.ts` with its "held-out"
 * category, which the search was tuned on since): 40 queries as patients type them, in English,
 * Hindi (Devanagari) and Hinglish — symptoms meaning a department, doctors' names in both
 * scripts, misspellings and short forms — written for issue 43 from the demo's published records
 * only, before the search was asked and without reading its synonyms or the tuning set. Their
 * right answers were decided with them (by intent, as issue 31 ranks: for care, the department,
 * speciality, facility or page that offers it; for a name, the doctor). `npm run search:eval`
 * prints their figures apart from the tuning set's. First asked (both databases): top-1 67.5%,
 * top-3 72.5%, MRR 0.700 — the misses are plain-English symptoms answered by a blog post first
 * ("itchy red rash", "blood in urine", "lump in breast"), short forms (UTI, ENT OPD) and Hindi
 * words the departments do not carry (मनोचिकित्सक). search-relevance.test.ts keeps the top-3 at
 * or above the figure reached; no query is reworded or removed because it fails.
 */


const lines = `
english | chest tightness when climbing stairs | ${cardiology}
english | knee replacement surgeon | ${ortho} doc:dr-harpreet-sandhu doc:dr-nikhil-joshi doc:dr-tenzin-norbu
english | itchy red rash | ${derm}
english | ringing in the ears | ${ent}
english | blood in urine | ${urology} ${kidney}
english | acidity and bloating | ${gastro}
english | breathlessness at night | ${lungs}
english | lump in breast | ${cancer} ${obgyn}
hindi | सीने में दर्द | ${cardiology}
hindi | घुटनों में सूजन | ${ortho}
hindi | शिशु को तेज़ बुखार | ${paeds}
hindi | आँखों से धुंधला दिखना | ${eye}
hindi | पेशाब में जलन | ${urology} ${kidney} ${medicine}
hindi | डॉ. अनिल कपूर | doc:dr-anil-kapoor
hindi | डॉ. नेहा गुप्ता | doc:dr-neha-gupta
hindi | मनोचिकित्सक | ${psych}
hindi | त्वचा रोग विशेषज्ञ | ${derm}
hinglish | pet me dard | ${gastro} ${medicine}
hinglish | sir dard aur chakkar | ${neuro} ${medicine}
hinglish | kamar dard ka ilaj | ${ortho}
hinglish | saans lene me taklif | ${lungs}
hinglish | bacche ko khansi | ${paeds} ${lungs}
hinglish | pregnancy checkup doctor | ${obgyn}
hinglish | aankhon me jalan | ${eye}
hinglish | kaan se pani aana | ${ent}
name | arvind menon heart | doc:dr-arvind-menon
name | farah siddiqui cardiologist | doc:dr-farah-siddiqui
name | dr kulkarni | doc:dr-sameer-kulkarni
name | zoya ansari | doc:dr-zoya-ansari
name | dr fatima | doc:dr-fatima-sheikh
misspelling | dermatoligist | ${derm}
misspelling | gastroentrology | ${gastro}
misspelling | neurolgy department | ${neuro}
misspelling | opthalmology | ${eye}
misspelling | dr saxsena | doc:dr-aditya-saxena
misspelling | dr harpreet sandu | doc:dr-harpreet-sandhu
short | ENT OPD | ${ent}
short | TMT test | ${cardiology}
short | UTI | ${urology} ${kidney} ${medicine}
short | gall bladder stone operation | ${surgery} ${gastro}
`;

export const blindCategories = ['english', 'hindi', 'hinglish', 'name', 'misspelling', 'short'] as const;
export type BlindCategory = (typeof blindCategories)[number];

/** The held-out queries, each with its category (`blindCategories`) and right answers. */
export const blindQueries: readonly (Omit<JudgedQuery, 'category'> & { category: BlindCategory })[] = lines
  .trim()
  .split('\n')
  .map((line) => {
    const [category = '', query = '', right = ''] = line.split(' | ');
    return { category: category as BlindCategory, query, right: right.split(' ').filter(Boolean) };
  });
