import type { MotifName } from '../images';

export interface BlogCategorySeed {
  key: string;
  title: string;
  motif: MotifName;
  palette: number;
}

export const blogCategories: readonly BlogCategorySeed[] = [
  { key: 'heart', title: 'Heart Health', motif: 'heart', palette: 6 },
  { key: 'women-child', title: 'Women & Child Health', motif: 'family', palette: 0 },
  { key: 'lifestyle', title: 'Nutrition & Lifestyle', motif: 'leaf', palette: 5 },
  { key: 'preventive', title: 'Preventive Care', motif: 'shield', palette: 1 },
  { key: 'mind', title: 'Mental Wellbeing', motif: 'brain', palette: 4 },
];

export interface BlogSeed {
  title: string;
  category: string;
  /** Days before the seed runs; posts spread over the last ten months. */
  daysAgo: number;
  paragraphs: readonly string[];
  /** A picture of its own (a motif from the category unless given); false shows the fallback. */
  image: MotifName | false;
}

const b = (title: string, category: string, daysAgo: number, image: MotifName | false, ...paragraphs: string[]): BlogSeed => ({
  title,
  category,
  daysAgo,
  image,
  paragraphs,
});

/** Articles by the hospital's clinicians, written for patients and families. */
export const blogs: readonly BlogSeed[] = [
  b('Chest pain: when to call for help and when to wait', 'heart', 3, 'heart',
    'Not every chest pain is a heart attack, but the ones that are need treatment within minutes. Pain that feels like pressure or tightness, spreads to the arm, jaw or back, or comes with sweating and breathlessness should never be “watched” at home.',
    'Call the emergency number, chew an aspirin if you are not allergic to it, and do not drive yourself. Every minute saved keeps more heart muscle alive.',
    'Sharp pain that changes when you press on the chest or turn your body is more often muscular, but if in doubt, let a doctor decide.'),
  b('Five numbers every adult should know', 'preventive', 9, 'calendar',
    'Blood pressure, fasting sugar, cholesterol, waist size and body mass index tell a great deal about your future health. Most people know their phone number by heart but not one of these.',
    'A yearly check from the age of thirty, and earlier if heart disease or diabetes runs in your family, lets problems be treated while they are still silent.'),
  b('Feeding your baby in the first six months', 'women-child', 14, 'family',
    'Breast milk alone is all a healthy baby needs for the first six months: no water, honey or gripe water. Frequent feeds in the first weeks build the milk supply.',
    'If feeding hurts, or your baby is not wetting six nappies a day after the first week, ask our lactation nurses for help. Difficulties are common and nearly always fixable.'),
  b('Salt: the hidden ingredient in everyday meals', 'lifestyle', 20, 'leaf',
    'Pickles, papads, namkeen, sauces and bakery bread carry far more salt than the pinch we add while cooking. Adults should keep to about one teaspoon of salt a day in total.',
    'Cutting salt lowers blood pressure within weeks. Flavour food with lemon, herbs, garlic and roasted spices instead.'),
  b('Talking to a friend who seems low', 'mind', 26, 'people',
    'You do not need the perfect words. Asking “How are you, really?” and listening without rushing to advice already helps.',
    'If your friend talks about feeling hopeless or not wanting to live, take it seriously, stay with them and help them reach a doctor or a helpline the same day.'),
  b('Heart failure is not the end of an active life', 'heart', 33, 'heart',
    'Heart failure means the heart pumps less well than it should, not that it has stopped. With the right medicines, many patients return to work and daily walks.',
    'Weigh yourself every morning: a gain of two kilograms in three days can be the first sign of fluid building up, and a call to your heart-failure nurse can prevent an admission.'),
  b('Vaccines for grown-ups', 'preventive', 41, 'syringe',
    'Vaccination does not end in childhood. Adults need a tetanus booster every ten years, a yearly flu vaccine if they are older or have a chronic illness, and pneumococcal and hepatitis B vaccines when advised.',
    'Pregnant women are offered tetanus and flu vaccines to protect both mother and baby.'),
  b('Gestational diabetes: what it means for you and your baby', 'women-child', 48, 'family',
    'Some women develop high blood sugar during pregnancy, usually without any symptoms. That is why we test all pregnant women between 24 and 28 weeks.',
    'Most women control it with diet and walking; a few need insulin for a while. Sugar levels usually return to normal after delivery, but a yearly check afterwards is wise.'),
  b('The plate method for people with diabetes', 'lifestyle', 55, 'leaf',
    'Fill half your plate with vegetables, a quarter with protein such as dal, eggs, fish or paneer, and a quarter with whole grains. Add a small bowl of curd and a fruit rather than sweets.',
    'Eating at regular times and not skipping breakfast keeps sugar steadier than any single “diabetic” food.'),
  b('Sleep is medicine', 'mind', 62, false,
    'Adults need seven to eight hours of sleep. Short sleep raises blood pressure, weight and the risk of low mood.',
    'Keep a fixed waking time, dim screens an hour before bed and keep tea and coffee for the morning. Loud snoring with pauses in breathing deserves a sleep study.'),
  b('Why your blood pressure reading varies', 'heart', 70, 'heart',
    'Blood pressure changes through the day and rises in a doctor’s room. A single high reading is a reason to check again, not a diagnosis.',
    'Home monitoring with a validated arm machine, sitting quietly for five minutes first, gives your doctor the most useful picture.'),
  b('Screening for breast cancer: a practical guide', 'preventive', 78, 'shield',
    'Know how your breasts normally look and feel, and see a doctor for any new lump, skin dimpling or nipple change. Women over forty should discuss regular mammograms with their doctor.',
    'Most lumps are not cancer, but checking early means that the ones that are can usually be treated with smaller surgery.'),
  b('Fever in children: when to worry', 'women-child', 86, 'family',
    'Fever is the body fighting infection and is not harmful in itself. Paracetamol in the right dose for weight makes a child comfortable.',
    'See a doctor at once if a baby under three months has fever, or a child is drowsy, breathing fast, has a rash that does not fade when pressed, or is not drinking.'),
  b('Walking your way to better health', 'lifestyle', 94, 'yoga',
    'Thirty minutes of brisk walking five days a week lowers the risk of heart disease, diabetes and depression. You should be able to talk but not sing.',
    'Start with ten minutes after each meal if thirty at once feels like too much: the benefits add up.'),
  b('Understanding anxiety', 'mind', 102, 'brain',
    'Anxiety is a normal response to stress, but when worry is constant, hard to control and gets in the way of daily life, it may be an anxiety disorder.',
    'Talking therapies such as cognitive behavioural therapy work well, and medicines help when needed. Asking for help is a sign of strength.'),
  b('Cholesterol: the good, the bad and the numbers', 'heart', 110, 'heart',
    'LDL cholesterol builds up in the walls of arteries; HDL helps carry it away. Your target depends on your overall risk, not on the lab’s normal range alone.',
    'Diet and exercise help, and statins are among the most studied and safest medicines we have for people who need them.'),
  b('Protecting your kidneys if you have diabetes', 'preventive', 119, 'kidney',
    'Diabetes is the commonest cause of kidney failure. A simple urine test for protein once a year picks up damage early, when it can still be slowed.',
    'Keep blood pressure and sugar under control and avoid painkillers such as ibuprofen without medical advice.'),
  b('Returning to exercise after having a baby', 'women-child', 127, 'yoga',
    'Gentle walking can start within days of a normal delivery. Pelvic floor exercises help recovery and prevent leaking of urine.',
    'After a caesarean section, wait for your six-week check before running or lifting weights.'),
  b('Eating well on a budget', 'lifestyle', 136, false,
    'Seasonal vegetables, whole pulses, eggs and local fruit give excellent nutrition at a low cost. Packaged “health foods” rarely add anything a home meal does not.',
    'Plan the week’s meals and buy whole grains in bulk: it saves money and time.'),
  b('Caring for the carer', 'mind', 144, 'people',
    'Looking after a family member with a long illness is demanding. Carers often neglect their own sleep, meals and check-ups.',
    'Share tasks, accept help, and talk to our social workers about respite options and support groups.'),
  b('Atrial fibrillation and stroke risk', 'heart', 153, 'heart',
    'Atrial fibrillation is an irregular heartbeat that may cause palpitations or no symptoms at all. It raises the risk of stroke fivefold.',
    'Blood thinners lower that risk substantially. Feeling your pulse for thirty seconds now and then can pick up an irregular rhythm.'),
  b('Hand washing still saves lives', 'preventive', 161, 'droplet',
    'Washing hands with soap for twenty seconds prevents diarrhoea, respiratory infections and the spread of resistant bacteria in hospitals.',
    'Visitors: please use the hand rub at every ward entrance, and do not hesitate to remind staff to use it too.'),
  b('Anaemia in girls and women', 'women-child', 170, 'droplet',
    'Tiredness, breathlessness and pale skin may be signs of anaemia, which is common in girls and women. Heavy periods and pregnancy increase iron needs.',
    'Green leafy vegetables, jaggery, dates and pulses help, with vitamin C from citrus fruit to absorb the iron. Your doctor may advise iron tablets too.'),
  b('What a dietitian wishes you knew about sugar', 'lifestyle', 178, 'leaf',
    'Sweetened drinks, including packaged fruit juices, are the largest source of added sugar for many families.',
    'Replace them with water, buttermilk or plain lemon water, and keep sweets for occasions rather than every day.'),
  b('Screen time and your child’s mind', 'mind', 187, 'phone',
    'Children under two learn best from people, not screens. Older children benefit from clear family rules about when and where screens are used.',
    'Watch for poor sleep, irritability and falling grades, and make time for outdoor play every day.'),
  b('Life after a heart attack', 'heart', 196, 'heart',
    'Cardiac rehabilitation — supervised exercise, education and support — lowers the chance of another heart attack and helps people return to work sooner.',
    'Take every prescribed medicine even when you feel well, stop smoking completely and ask about our rehabilitation programme before you go home.'),
  b('Tuberculosis can be cured', 'preventive', 205, 'lungs',
    'A cough lasting more than two weeks, fever in the evenings and weight loss should be tested for tuberculosis. Testing and treatment are free under the national programme.',
    'Treatment takes six months and must be completed even when you feel better, to prevent drug-resistant disease.'),
  b('Preparing for your first antenatal visit', 'women-child', 214, 'calendar',
    'Book your first visit as soon as you know you are pregnant. Bring any previous reports and a list of medicines.',
    'We will check your blood pressure, weight and blood tests, plan your scans and start folic acid and iron if you are not already taking them.'),
  b('Strong bones at every age', 'lifestyle', 223, 'bone',
    'Calcium from milk, curd, ragi and sesame, vitamin D from sunlight, and weight-bearing exercise keep bones strong.',
    'Women after menopause and anyone with a fracture from a minor fall should ask about a bone density scan.'),
  b('Recognising depression in older adults', 'mind', 232, 'people',
    'Depression in later life often shows as tiredness, poor sleep, aches or memory complaints rather than sadness.',
    'It is treatable at any age. Encourage older relatives to stay socially connected and to talk to their doctor.'),
  b('Smoking: it is never too late to stop', 'heart', 241, 'lungs',
    'Within a year of stopping, the risk of a heart attack falls by half. Lung function improves within months.',
    'Our cessation clinic combines counselling with nicotine replacement, which doubles the chance of quitting for good.'),
  b('Eye checks for people with diabetes', 'preventive', 250, 'eye',
    'Diabetes can damage the retina long before vision changes. A yearly dilated eye examination detects it in time for laser or injection treatment.',
    'Good control of sugar and blood pressure is the best protection for your sight.'),
  b('Healthy lunch boxes for school', 'lifestyle', 262, 'leaf',
    'A good lunch box has a whole grain, a protein, a vegetable and a fruit: a stuffed paratha with curd and cucumber, or idlis with sambar and a banana.',
    'Involve children in choosing and packing; they are more likely to eat what they helped make.'),
  b('Postnatal depression is common and treatable', 'women-child', 275, 'family',
    'One in seven new mothers experiences depression in the year after birth. It is not weakness and not the mother’s fault.',
    'Family support, counselling and, when needed, medicines that are safe in breastfeeding help mothers recover fully.'),
];
