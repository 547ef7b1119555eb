import type { CaseDetails } from '../../cases/case.types';
import { isOfficialSource } from '../../law/law-sources';
import { decideClaimLaw, isStateCode } from '../../law/law-table';

/**
 * The hygiene rules for the part of a document that is mailed to the other side (issue 23), as a list of problems
 * (empty when clean). Tests apply them to every jurisdiction × case type × document type × claimant kind.
 */

/** Research notes and source tags that must never reach a mailed page. */
const RESEARCH_NOTES: ReadonlyArray<[RegExp, string]> = [
  [/\[[A-Z][A-Z-]*\]/, 'a bracketed source tag'],
  [/\bunverified\b/i, '"unverified"'],
  [/not stated in the research|\bthe research\b|\bresearch (?:rates|marks|notes)\b/i, 'a research note'],
  [/\bcheck (?!or money order)/i, '"check …"'],
  [/\bverify\b|\bmem\b|older sources|secondary (?:site|source)|legal review/i, 'a research marker'],
  [/more than the deposit itself|recover the amount due\b/i, 'a self-contradictory remedy'],
  [/\bSueGo\b/, 'the product name'],
];

/**
 * Deepest nesting of parentheses, not counting a subsection designator attached to a citation ("§1950.5(g)",
 * "Rule 8(C)"), which legal citation style puts inside a parenthetical as a matter of course.
 */
export function parenDepth(line: string): number {
  const text = line.replace(/(?<=[\w.)])\([0-9A-Za-z-]{1,5}\)/g, '');
  let depth = 0;
  let max = 0;
  for (const ch of text) {
    if (ch === '(') max = Math.max(max, ++depth);
    if (ch === ')') depth -= 1;
  }
  return max;
}

export function mailedPartProblems(letter: string, details: CaseDetails, today: string): string[] {
  if (!letter.includes('\nSincerely,\n')) return ['no letter found'];
  const problems: string[] = [];
  for (const [pattern, what] of RESEARCH_NOTES) {
    const match = pattern.exec(letter);
    if (match) problems.push(`${what}: "…${letter.slice(Math.max(0, match.index - 40), match.index + 40)}…"`);
  }
  for (const line of letter.split('\n')) {
    if (parenDepth(line) > 1) problems.push(`nested parentheses: ${line.slice(0, 160)}`);
  }
  for (const url of letter.match(/https?:\/\/\S+/g) ?? []) {
    if (!isOfficialSource(url)) problems.push(`unofficial address ${url}`);
  }
  if (!isStateCode(details.state)) return [...problems, 'no state'];
  const letterDate =
    details.mailingDate !== undefined && details.mailingDate > today ? details.mailingDate : today;
  const law = decideClaimLaw(
    {
      ...details,
      state: details.state,
      claimant: details.claimantKind,
      agreementForm: details.agreementForm,
    },
    letterDate,
  );
  if (/has passed|already late/i.test(letter) && law.deposit?.passed !== true) {
    problems.push("says the time has passed before the landlord's clock ran out");
  }
  const inLetter = new Set(
    law.notices.filter((n) => n.decision.place === 'letter').map((n) => n.rule.value.id),
  );
  for (const rule of law.jurisdiction.preSuitDemands) {
    if (inLetter.has(rule.value.id)) continue;
    if (letter.includes(`notice and demand under ${rule.citation}`)) {
      problems.push(`a notice that does not apply: ${rule.value.name}`);
    }
    if (rule.value.kind === 'consumer-protection' && letter.includes(rule.citation)) {
      problems.push(`a consumer statute that does not apply: ${rule.citation}`);
    }
  }
  return problems;
}
