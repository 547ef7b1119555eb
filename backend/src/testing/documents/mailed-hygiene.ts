import type { CaseDetails } from '../../claim/case.types';
import { isOfficialSource } from '../../law/law-sources';
import { decideClaimLaw, isStateCode, isVerifiedOn, type ClaimLaw } from '../../law/law-table';
import type { LawFact } from '../../law/law-table.types';

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
      forwardingAddressOn: details.forwardingAddressGiven === true ? details.forwardingAddressDate : undefined,
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
  return [...problems, ...unverifiedLawProblems(letter, law, details)];
}

/**
 * The rule of ADR 040 (issue 24) on a mailed letter: every fact it states as law is verified in official text (an
 * official address and the quoted words) and less than 12 months old on the letter's date; an unverified or stale
 * fact is never stated (its citation is absent), a notice under an unverified rule says only "to the extent it
 * applies", and nothing is "as that law requires" without a verified rule behind it.
 */
export function unverifiedLawProblems(letter: string, law: ClaimLaw, details: CaseDetails): string[] {
  const problems: string[] = [];
  const on = law.letterDate;
  const stated: Array<[string, LawFact<unknown>]> = [];
  if (details.caseType === 'security-deposit' && law.deposit) {
    stated.push(['deposit deadline', law.deposit.rule], ['deposit penalty', law.deposit.penalty]);
    if (law.deposit.interest) stated.push(['deposit interest', law.deposit.interest]);
  }
  if (details.caseType === 'unpaid-work') {
    for (const l of law.jurisdiction.freelancerLaws) stated.push([l.value.name, l]);
  }
  const notices = law.notices.filter((n) => n.decision.place === 'letter');
  const verified = [...stated.map(([, f]) => f), ...notices.map((n) => n.rule)].filter((f) =>
    isVerifiedOn(f, on),
  );
  for (const fact of verified) {
    const v = fact.verification;
    const evidence =
      v.status === 'verified' &&
      (v.method === 'published-text' ? v.published?.quotes.length === 2 : isOfficialSource(v.url));
    if (v.status !== 'verified' || !evidence || !v.quote.trim()) {
      problems.push(`a verified fact without official evidence: ${fact.citation}`);
    }
  }
  // What remains of the letter once the verified facts' citations (and the rules they name, such as the forwarding
  // address section of a verified deadline) and the notices it invokes are taken out: an unverified fact's citation
  // must not be left in it.
  const allowed = [
    ...verified.map((f) => f.citation),
    ...(law.deposit && isVerifiedOn(law.deposit.rule, on)
      ? law.deposit.letterServesAs.map((u) => u.citation)
      : []),
    ...notices.map((n) => n.rule.citation),
  ].sort((a, b) => b.length - a.length);
  const rest = allowed.reduce((text, citation) => text.split(citation).join(' '), letter);
  for (const [what, fact] of stated) {
    if (isVerifiedOn(fact, on)) continue;
    if (rest.includes(fact.citation)) problems.push(`states an unverified ${what} as law (${fact.citation})`);
  }
  for (const n of notices) {
    if (isVerifiedOn(n.rule, on)) continue;
    if (
      !letter.includes(
        `To the extent it applies, this letter is also my written notice and demand under ${n.rule.citation}`,
      )
    )
      problems.push(`an unverified notice stated without "to the extent it applies": ${n.rule.value.name}`);
  }
  if (law.deposit && !isVerifiedOn(law.deposit.rule, on) && /That time has passed/.test(letter)) {
    problems.push('says the time has passed under an unverified deposit deadline');
  }
  if (verified.length === 0 && /as that law requires|\brequires,/.test(letter)) {
    problems.push('says what the law requires with no verified rule behind it');
  }
  return problems;
}
