/**
 * Issue 43 point 9: a statement of law the claimant added in the editor, which SueGo's drafter did not write and so
 * has not confirmed. It is their letter: the editor warns and never refuses. A sentence counts when it carries a
 * token of law (a section sign, a number of days, "statute", "damages") and is not a sentence of the drafted text.
 */
const LAW_TOKEN = /§|\b\d+\s+(?:business\s+|calendar\s+)?days?\b|\bstatut(?:e|es|ory)\b|\bdamages\b/i;

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Sentences (and list items or table rows, which the markup puts on their own lines). */
function sentencesOf(text: string): string[] {
  return (
    text
      .split(/\n+/)
      // Not after an abbreviation such as "Tex." or "Prop." (a capitalised short word), as citations have them.
      .flatMap((line) => line.split(/(?<!\b[A-Z][a-z]{0,3}\.)(?<=[.!?])\s+(?=[A-Z("“§])/))
      .map(normalise)
      .filter((s) => s !== '')
  );
}

/** The sentences of `edited` that state law the drafted text (`drafted`) does not, in order, each once. */
export function addedLawStatements(drafted: string, edited: string): string[] {
  const original = normalise(drafted);
  const found = sentencesOf(edited).filter((s) => LAW_TOKEN.test(s) && !original.includes(s));
  return [...new Set(found)];
}
