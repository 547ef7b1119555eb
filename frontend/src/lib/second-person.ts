/**
 * The letter speaks to its reader (issue 43 point 5): the claimant's own words are pasted into a letter addressed to
 * the other side, so "Kevin Brandt backed out" or "She has not returned the deposit" should read "You backed out",
 * "You have not returned the deposit". These pure functions find such third-person references to the recipient and
 * rewrite them; the review shows what they found and the claimant decides (one click, undoable). Shared with the
 * server's tests, which check the drafted letters with the same rules. Heuristic by design: a pronoun may mean
 * someone else, so nothing is rewritten without the claimant's click.
 */

export interface Recipient {
  /** The other side's name as entered. */
  name: string;
  /** The case type: its role words ("the landlord") refer to the recipient. */
  caseType?: string;
  /** A business is never "he" or "she". */
  isBusiness?: boolean;
}

export interface ThirdPersonReference {
  /** The words found, as written. */
  text: string;
  /** Where they start in the text. */
  index: number;
}

const BUSINESS_WORDS =
  /\b(llc|l\.l\.c\.|inc|incorporated|corp|corporation|co|company|ltd|lp|llp|pllc|group|management|services|properties|realty|associates|partners|holdings|enterprises|builders|auto|motors|bank|hoa|association)\.?$/i;
const SUFFIX = /[,\s]+(llc|l\.l\.c\.|inc\.?|corp\.?|co\.?|ltd\.?|lp|llp|pllc)$/i;
const TITLES = ['Mr.', 'Mr', 'Ms.', 'Ms', 'Mrs.', 'Mrs', 'Mx.', 'Mx', 'Dr.', 'Dr'];

const ROLES: Record<string, string[]> = {
  'security-deposit': ['landlord', 'former landlord', 'property manager'],
  'landlord-dispute': ['landlord', 'former landlord'],
  'vehicle-damage': ['other driver'],
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const looksLikeBusiness = (name: string) => BUSINESS_WORDS.test(name.trim());

/** The ways the claimant may name the recipient: full name, without "LLC", first name, "Ms. Last". */
function namesOf(recipient: Recipient): string[] {
  const full = recipient.name.trim().replace(/\s+/g, ' ');
  if (full.length < 2) return [];
  const names = new Set([full]);
  const bare = full.replace(SUFFIX, '').trim();
  if (bare.length > 2) names.add(bare);
  const business = recipient.isBusiness ?? looksLikeBusiness(full);
  const words = bare.split(' ');
  if (!business && words.length >= 2) {
    const first = words[0] ?? '';
    const last = words[words.length - 1] ?? '';
    if (first.length > 1) names.add(first);
    for (const title of TITLES) names.add(`${title} ${last}`);
  }
  return [...names].sort((a, b) => b.length - a.length);
}

function pattern(recipient: Recipient): RegExp | null {
  const business = recipient.isBusiness ?? looksLikeBusiness(recipient.name);
  const alternatives = [
    ...namesOf(recipient).map((n) => `${escape(n)}(?:['’]s)?`),
    // "You were my landlord" names the reader's role, not a third person.
    ...(ROLES[recipient.caseType ?? ''] ?? []).map(
      (r) => `(?<!\\b(?:were|are|was|is|been|be|as)\\s)(?:the|my) ${escape(r)}(?:['’]s)?`,
    ),
    ...(business ? [] : ["s?he['’]s", 's?he', 'him', 'his', 'her', 'hers', 'himself', 'herself']),
  ];
  if (alternatives.length === 0) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}'’])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
}

/** Every third-person reference to the recipient in `text`, in order. */
export function thirdPersonReferences(text: string, recipient: Recipient): ThirdPersonReference[] {
  const re = pattern(recipient);
  if (!re) return [];
  return [...text.matchAll(re)].map((m) => ({ text: m[0], index: m.index }));
}

const VERBS: Record<string, string> = {
  has: 'have',
  is: 'are',
  was: 'were',
  does: 'do',
  "hasn't": "haven't",
  "isn't": "aren't",
  "wasn't": "weren't",
  "doesn't": "don't",
  'hasn’t': 'haven’t',
  'isn’t': 'aren’t',
  'wasn’t': 'weren’t',
  'doesn’t': 'don’t',
};
const ADVERBS = new Set(
  'never still also always just already only then finally even later now repeatedly simply again ever'.split(
    ' ',
  ),
);
/** Words after which a name is the subject of what follows. */
const BEFORE_SUBJECT = new Set(
  'and but that because when then so which after before until if since while as'.split(' '),
);
/** Words after "her" that show it is the object ("I told her that"), not a possessive ("her apartment"). */
const AFTER_OBJECT = new Set(
  'the a an that this these those about on in at by for from to with of and or but if when so about again back my any all some until after before twice once'.split(
    ' ',
  ),
);
/** "and has", "but is": a second verb of the same subject, right after the conjunction. */
const COORDINATED = /\b(and|but|or|then)(\s+)(has|is|was|does|hasn['’]t|isn['’]t|wasn['’]t|doesn['’]t)\b/gi;
const NOT_VERBS = new Set('this his its was has is does thus plus'.split(' '));

/** "agrees" → "agree", "replies" → "reply", "pushes" → "push"; unchanged when it does not look like a verb in -s. */
function baseForm(word: string): string {
  const lower = word.toLowerCase();
  const mapped = VERBS[lower];
  if (mapped) return mapped;
  if (NOT_VERBS.has(lower) || !/^[a-z]+s$/i.test(word) || /(ss|us|is)$/i.test(word)) return word;
  if (/ies$/i.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes|zes|oes)$/i.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The text with every third-person reference to the recipient addressed as "you" (verbs agreeing). */
export function addressAsYou(text: string, recipient: Recipient): string {
  const re = pattern(recipient);
  if (!re) return text;
  let out = '';
  // After "you" became the subject, a verb joined to it later in the sentence agrees too ("and has not paid").
  let inSubjectSentence = false;
  const copy = (segment: string) => {
    if (!inSubjectSentence) return segment;
    const end = segment.search(/[.!?](\s|$)/);
    const head = end === -1 ? segment : segment.slice(0, end);
    if (end !== -1) inSubjectSentence = false;
    return (
      head.replace(
        COORDINATED,
        (_all, conj: string, space: string, verb: string) => `${conj}${space}${baseForm(verb)}`,
      ) + (end === -1 ? '' : segment.slice(end))
    );
  };
  let last = 0;
  for (const m of text.matchAll(re)) {
    const found = m[0];
    const start = m.index;
    const end = start + found.length;
    const before = text.slice(0, start);
    const sentenceStart = /(^|[.!?]["')\]]?\s+|\n\s*)$/.test(before);
    const prevWord = /([\p{L}']+)[\s,]*$/u.exec(before)?.[1]?.toLowerCase() ?? '';
    const afterText = text.slice(end);
    const nextWord = /^\s+([\p{L}'’]+)/u.exec(afterText)?.[1] ?? '';
    const lower = found.toLowerCase();
    let replacement: string;
    let subject = false;
    if (/['’]s$/.test(lower) && !/^s?he['’]s$/.test(lower)) replacement = 'your';
    else if (/^s?he['’]s$/.test(lower)) replacement = 'you’re';
    else if (lower === 'his')
      replacement = /^[\s]*[.,;:!?)]/.test(afterText) || afterText === '' ? 'yours' : 'your';
    else if (lower === 'hers') replacement = 'yours';
    else if (lower === 'himself' || lower === 'herself') replacement = 'yourself';
    else if (lower === 'him') replacement = 'you';
    else if (lower === 'her')
      replacement = nextWord === '' || AFTER_OBJECT.has(nextWord.toLowerCase()) ? 'you' : 'your';
    else {
      replacement = 'you';
      subject =
        lower === 'he' ||
        lower === 'she' ||
        sentenceStart ||
        BEFORE_SUBJECT.has(prevWord) ||
        /,\s*$/.test(before);
    }
    if (sentenceStart) replacement = capitalise(replacement);
    out += copy(text.slice(last, start)) + replacement;
    last = end;
    if (subject) {
      inSubjectSentence = true;
      // The verb that follows agrees with "you", past one adverb: "she never returns" → "you never return".
      const next = /^(\s+)([\p{L}'’]+)(?:(\s+)([\p{L}'’]+))?/u.exec(afterText);
      if (next) {
        const [, space = '', word = '', space2 = '', word2] = next;
        const skipAdverb = ADVERBS.has(word.toLowerCase()) && word2 !== undefined;
        out += skipAdverb ? `${space}${word}${space2}${baseForm(word2)}` : `${space}${baseForm(word)}`;
        last = end + (skipAdverb ? next[0].length : space.length + word.length);
      }
    }
  }
  return out + copy(text.slice(last));
}
