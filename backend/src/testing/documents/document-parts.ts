/**
 * The parts of a drafted document, split at its page breaks: the letter as mailed (the part with the signature)
 * and the claimant's private notes. Tests use it to say what is in the letter and what only on the notes page.
 */
export function letterOf(content: string): string {
  return content.split('\n---\n').find((part) => part.includes('\nSincerely,\n')) ?? '';
}

export function notesOf(content: string): string {
  return content.split('\n---\n').find((part) => part.includes('# Your private notes')) ?? '';
}

/** Everything before the letter (the first page, and in a package the package itself and the Exhibit A divider). */
export function beforeLetter(content: string): string {
  const letter = letterOf(content);
  return letter === '' ? content : content.slice(0, content.indexOf(letter));
}
