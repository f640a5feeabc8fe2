/**
 * The words of the site search, the same for what is indexed and what is asked: Unicode-aware
 * (Latin accents taken off, Devanagari kept whole with its vowel signs), lowercase, runs of
 * letters, marks and digits. Both databases index the words joined by single spaces, so SQLite's
 * and PostgreSQL's tokenizers see exactly these words.
 */

/** A query longer than this is refused (400): no query may be slow for everyone. */
export const maxQueryLength = 200;
/** Words of a query beyond this many are ignored. */
export const maxQueryWords = 8;
/** Words shorter than this are neither prefix-matched nor looked up (a one-letter prefix matches everything). */
export const minWordLength = 2;
/** A typed word is widened to the words it starts ("cardio" → "cardiology") from this length. */
export const minPrefixLength = 3;
/** Typo tolerance starts at this length ("cardiolgy"); shorter words have too many neighbours. */
export const minFuzzyLength = 5;

/** A word starts with a letter or digit and goes on through letters, combining marks (Devanagari vowel signs) and digits. */
const wordPattern = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;
/** Words joined by hyphens ("check-up", "x-ray"), also indexed as one word ("checkup", "xray"). */
const hyphenatedPattern = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:[-‐‑][\p{L}\p{N}][\p{L}\p{M}\p{N}]*)+/gu;

/**
 * Words that say nothing about what a patient looks for, in English, Hinglish and Hindi ("dil ka
 * doctor", "दिल का डॉक्टर"): never looked up, never widened.
 */
export const stopWords: ReadonlySet<string> = new Set(
  [
    'a', 'an', 'and', 'the', 'of', 'in', 'for', 'to', 'near', 'me', 'my', 'with', 'at', 'on', 'is', 'or', 'best', 'find', 'by', 'from', 'about', 'i', 'need', 'want', 'good', 'top', 'nearby', 'what', 'how', 'where', 'who', 'which', 'do', 'does', 'can', 'you', 'your', 'are', 'it', 'its', 'no', 'not', 'such', 'any', 'anywhere', 'some', 'very',
    'ka', 'ki', 'ke', 'ko', 'se', 'mein', 'mai', 'hai', 'hain', 'aur', 'ya', 'kya', 'kaise', 'kahan', 'kaha', 'wala', 'wale', 'wali', 'vala', 'vale', 'liye', 'lie', 'mujhe', 'mera', 'meri', 'mere', 'koi', 'pe', 'par', 'acha', 'accha', 'achha', 'hota', 'hoti', 'ho', 'raha', 'rahi', 'nahi',
    'का', 'की', 'के', 'को', 'से', 'में', 'है', 'हैं', 'और', 'या', 'क्या', 'कैसे', 'कहाँ', 'कहां', 'वाला', 'वाले', 'वाली', 'लिए', 'मुझे', 'मेरा', 'मेरी', 'मेरे', 'कोई', 'पर', 'अच्छा', 'हो', 'रहा', 'रही', 'नहीं',
  ].map((w) => foldText(w)),
);

/**
 * Words that say little beside others ("dr mehta", "bone doctor", "child specialist", "हड्डी रोग
 * विशेषज्ञ"): looked up only when the query has nothing else, and never widened as prefixes.
 */
export const weakWords: ReadonlySet<string> = new Set(
  [
    'dr', 'doctor', 'doctors', 'doc', 'specialist', 'specialists', 'speciality', 'specialty', 'expert', 'experts', 'hospital', 'hospitals', 'physician', 'consultant', 'treatment', 'clinic', 'department', 'problem', 'problems', 'disease', 'diseases',
    'daktar', 'doctar', 'ilaj', 'ilaaj', 'rog', 'bimari', 'bemari', 'aspatal', 'hospitel', 'vibhag', 'visheshagya', 'vishesagya', 'samasya',
    'डॉक्टर', 'डाक्टर', 'डॉ', 'चिकित्सक', 'विशेषज्ञ', 'अस्पताल', 'इलाज', 'उपचार', 'रोग', 'बीमारी', 'विभाग', 'समस्या',
  ].map((w) => foldText(w)),
);

/**
 * Lowercase, Latin accents taken off ("Paediatría" → "paediatria"); Devanagari in composed form
 * with its vowel signs kept, the nukta dropped (ड़ = ड, फ़ = फ) and chandrabindu read as anusvara
 * (आँख = आंख), the spellings patients mix up; zero-width joiners dropped.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u093c\u200c\u200d]/g, '')
    .replace(/\u0901/g, '\u0902')
    .normalize('NFC')
    .toLowerCase();
}

/** Every word of a text, in order. */
export const wordsOf = (text: string): string[] => foldText(text).match(wordPattern) ?? [];

/** The text as the index stores it: its words joined by single spaces, and each hyphenated word also joined up. */
export function indexText(text: string): string {
  const folded = foldText(text);
  const words = folded.match(wordPattern) ?? [];
  const joined = (folded.match(hyphenatedPattern) ?? []).map((w) => w.replace(/[-‐‑]/g, ''));
  return [...words, ...joined].join(' ');
}

/** The words of a query that are looked up, in order, without repeats or stop words. */
export const queryWords = (query: string): string[] => {
  // "check-up" and "x-ray" are asked as the one word the index also holds ("checkup", "xray").
  const joined = foldText(query).replace(hyphenatedPattern, (compound) => compound.replace(/[-‐‑]/g, ''));
  const words = (joined.match(wordPattern) ?? []).filter((w) => w.length >= minWordLength && !stopWords.has(w));
  // "Dr", "doctor" and "specialist" are in every doctor's page: only looked up on their own.
  const telling = words.filter((w) => !weakWords.has(w));
  return [...new Set(telling.length > 0 ? telling : words)].slice(0, maxQueryWords);
};

/** May this word of a query stand for the longer words it starts? Not a short or common one ("ka" is not Kapoor). */
export const widensAsPrefix = (word: string): boolean => [...word].length >= minPrefixLength && !stopWords.has(word) && !weakWords.has(word);

/** The query as the log keeps it: its words, lowercase, single-spaced. */
export const normaliseQuery = (query: string): string => wordsOf(query).join(' ').slice(0, maxQueryLength);

/**
 * Edit distance with adjacent transpositions (optimal string alignment), stopping early once it
 * must exceed `max`: the answer is then `max + 1`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previousPrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (previousPrevious[j - 2] ?? 0) + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previousPrevious = previous;
    previous = current;
  }
  return Math.min(previous[b.length] ?? max + 1, max + 1);
}

/** How many edits a word of this length may carry and still be recognised. */
export const allowedEdits = (word: string): number => (word.length >= 8 ? 2 : word.length >= minFuzzyLength ? 1 : 0);
