/**
 * The demo hospital's search synonyms, as the studio shows them (`words → what they mean`, a
 * phrase to find whole in quotes): patients' words in English, Hinglish and Hindi, resolved to
 * the names this site uses (its neurology department is "Neurosciences", its blood bank the
 * "Blood Centre"). The hospital extends the list in the studio.
 */
export const demoSynonyms = `
# Specialities and their doctors
cardiologist, cardiology, cardiac, heart, dil, dill, दिल, हृदय, hriday, hridaya, hirday → cardiology, heart, cardiac
bypass, heart surgery, cabg, cardiothoracic, cardiac surgeon → cardiothoracic, bypass, "cardiac surgery"
neurologist, neurology, neuro, neurosurgeon, neurosurgery, brain, nerve, nerves, dimag, dimaag, दिमाग, मस्तिष्क, nas, नस → neurosciences, neurologists, neurosurgeons, brain
stroke, paralysis, lakwa, laqwa, लकवा, brain attack → stroke, neurosciences
epilepsy, fits, seizure, seizures, mirgi, मिर्गी, daura, दौरा → epilepsy, neurosciences
headache, migraine, sir dard, sirdard, sar dard, sardard, सिर दर्द, सिरदर्द → headache, neurosciences
orthopedic, orthopaedic, orthopedics, orthopaedics, orthopedist, ortho, bone, bones, haddi, hadi, haddiyan, हड्डी, हड्डियां, fracture, fractures, tooti haddi → orthopaedics, bone, fractures
joint, joints, knee, knees, ghutna, ghutne, घुटना, घुटने, jod, jodon, जोड़, hip, joint pain, knee pain, ghutne ka dard, घुटने का दर्द, arthritis, gathiya, गठिया → orthopaedics, knee, joint
back pain, kamar dard, कमर दर्द, spine, slip disc, slipped disc → spine, orthopaedics
pediatrician, paediatrician, pediatrics, pediatric, paediatric, child, children, kids, kid, baby, babies, infant, bachcha, bacha, bachche, bacche, bachchon, bachon, bacchon, bachho, baccho, बच्चा, बच्चे, बच्चों, शिशु, shishu, balrog → paediatrics, children
newborn, newborns, new born, navjaat, नवजात, nicu, premature → neonatal, newborns
gynecologist, gynaecologist, gynecology, gynaecology, gynae, gyne, gyno, obstetrician, lady doctor, mahila doctor, mahila rog, स्त्री रोग, स्त्री → gynaecology, obstetrics
pregnancy, pregnant, maternity, delivery, garbh, garbhavastha, garbhvati, गर्भ, गर्भावस्था, गर्भवती, prasav, प्रसव, antenatal, prenatal → pregnancy, obstetrics, delivery
infertility, ivf, fertility, baanjhpan, बांझपन → fertility, gynaecology
periods, period problems, irregular periods, mahwari, माहवारी, menstrual → gynaecology
dermatologist, dermatology, skin, twacha, tvacha, त्वचा, चमड़ी, chamdi, pimples, acne, itching, khujli, खुजली, hair fall → dermatology, skin
eye, eyes, aankh, ankh, aankhen, ankhen, aankhon, आँख, आंख, आँखें, नेत्र, netra, ophthalmologist, ophthalmology → ophthalmology, eye
cataract, motiyabind, motiyabindu, मोतियाबिंद → cataract, ophthalmology
vision, blurred vision, weak eyesight, eyesight, nazar, najar, नज़र, chashma, chasma, चश्मा, spectacles, glasses → ophthalmology, eye
dentist, dental, teeth, tooth, toothache, daant, dant, daanth, दाँत, दांत, dant dard, दांत दर्द → dental, dentistry, teeth
ent, ear, ears, nose, throat, kaan, कान, naak, नाक, gala, गला, otolaryngologist, ear nose throat, hearing, hearing loss, deafness, behrapan, बहरापन → ent, ear, throat
nephrologist, nephrology, kidney, kidneys, gurda, gurde, guda, गुर्दा, गुर्दे, किडनी → nephrology, kidney
urologist, urology, prostate, urine, peshab, पेशाब, kidney stone, stone, pathri, पथरी → urology, stone
gastroenterologist, gastroenterology, gastro, stomach, pet, पेट, pet dard, पेट दर्द, stomach pain, acidity, gas, digestion, vomiting, ulti, उल्टी, loose motion, diarrhoea, diarrhea → gastroenterology, stomach
liver, jigar, जिगर, jaundice, piliya, पीलिया, hepatitis → liver, gastroenterology
pulmonologist, pulmonology, lung, lungs, chest physician, breathing, breathlessness, saans, sans, सांस, साँस, फेफड़े, phephde, asthma, dama, दमा, cough, khansi, खांसी → pulmonology, respiratory, lung
tb, tuberculosis, tibi, टीबी → tuberculosis, pulmonology
oncologist, oncology, cancer, tumour, tumor, kark, कैंसर, कर्क रोग, chemotherapy, chemo, radiotherapy → oncology, cancer
psychiatrist, psychiatry, psychologist, mental, mental health, depression, tension, stress, anxiety, mansik, मानसिक, dimagi, nasha, नशा, addiction → psychiatry, "mental health"
fever, bukhar, bukhaar, बुखार, jwar, ज्वर, infection → "general medicine", fever
thyroid, थायराइड, थाइरोइड, goitre, goiter → thyroid, "general medicine"
sugar test, sugar jaanch, शुगर जांच, hba1c → diabetes, laboratory, tests
normal delivery, c section, caesarean, cesarean, सिजेरियन, labour, labor → delivery, obstetrics, labour
diabetes, diabetic, sugar, shugar, madhumeh, मधुमेह, शुगर, diabetologist, endocrinologist, thyroid → diabetes, "general medicine"
bp, blood pressure, high bp, hypertension, high blood pressure, रक्तचाप, raktchap → "blood pressure", hypertension
surgeon, surgery, operation, hernia, piles, bawasir, बवासीर, appendix, gallbladder, pathri operation → surgery, "general surgery"
physiotherapy, physiotherapist, physio, rehab, rehabilitation, exercise therapy → physiotherapy, rehabilitation
# Services and facilities
operation theatre, operating theatre, ot, theatre, modular ot → "operating theatres", theatres
mri, mri scan, ct, ct scan, cat scan, scan, scans, xray, x ray, ultrasound, sonography, mammography, imaging, radiology, radiologist → imaging, mri, ct
dialysis, haemodialysis, hemodialysis, dialysis unit → dialysis
blood bank, blood donation, blood donor, khoon, खून, rakt, रक्त, rakt daan, रक्तदान, blood → "blood centre", blood
lab, laboratory, pathology, blood test, blood tests, khoon jaanch, khoon ki jaanch, khoon janch, खून जांच, खून की जांच, rakt jaanch, रक्त जांच, test, tests, jaanch, janch, जांच, report, reports → laboratory, tests
pharmacy, chemist, medical store, medicines, dawai, dawa, दवाई, दवा → pharmacy, medicines
icu, intensive care, critical care, critical, ventilator, ccu → "intensive care", critical
opd, outpatient, out patient, opd timings, opd timing, clinic timings → outpatient, opd
ipd, inpatient, in patient, admission, admit, bharti, भर्ती → admission, inpatient
emergency, casualty, accident, trauma, aapatkal, आपातकाल, इमरजेंसी, emergency number → emergency, trauma
ambulance, एम्बुलेंस → ambulance, emergency
ecg, ekg, electrocardiogram, echo, echocardiography, tmt, treadmill → ecg, ecgs, echocardiogram, cardiac
checkup, check up, health checkup, full body checkup, body checkup, master health checkup, health check, health package, packages, preventive, screening → checkup, "health check", plans
vaccine, vaccines, vaccination, immunization, immunisation, tika, teeka, टीका, टीकाकरण, tikakaran → vaccination, immunisation
cafeteria, canteen, food, khana, खाना → cafeteria, food
# The hospital's pages
insurance, cashless, tpa, mediclaim, bima, बीमा, ayushman, ayushman bharat, pmjay, cghs, echs, esi, empanelment, empanelled, scheme, schemes, government scheme → insurance, empanelment, cashless, schemes
job, jobs, career, careers, vacancy, vacancies, naukri, नौकरी, hiring, recruitment, openings, opening → careers, career, openings
appointment, appointments, booking, book appointment, online appointment → appointment
visiting hours, visiting time, visitors, milne ka samay, mulaqat → visiting
contact, phone number, address, location, helpline, sampark, संपर्क → contact
camp, camps, free camp, shivir, शिविर → camp, camps
`.trim();
