import { CASE_TYPES, DOCUMENT_TYPES, type CaseType } from '../../claim/case.types';
import { LAW_TABLE_VERSION, type StateCode } from '../../law/law-table.types';
import { caseDetails, FIXED_CASE_ID, FIXED_TODAY } from '../../testing/documents/case-fixtures';
import { letterOf, notesOf } from '../../testing/documents/document-parts';
import { parseDocumentContent } from './document-html';
import {
  draftDocument,
  draftTemplateDocument,
  renderDocumentHtml,
  type FactsRewriter,
} from './draft-document';
import { DISCLAIMER } from './letter-view-model';

const draft = (overrides: Parameters<typeof caseDetails>[0] = {}, today = FIXED_TODAY) =>
  draftTemplateDocument({ caseId: FIXED_CASE_ID, today, details: caseDetails(overrides) });

describe('draftTemplateDocument: snapshots (fixed today, plain-text content)', () => {
  describe('California demand letters, every case type', () => {
    it.each(CASE_TYPES)('%s', (caseType) => {
      expect(draft({ caseType, state: 'CA' }).content).toMatchSnapshot();
    });
  });

  const SAMPLES: Array<[StateCode, CaseType]> = [
    ['CA', 'contract-breach'],
    ['TX', 'vehicle-damage'],
    ['NY', 'unpaid-work'],
    ['MA', 'landlord-dispute'],
    ['AZ', 'security-deposit'],
    ['FL', 'property-damage'],
  ];
  describe.each(SAMPLES)('%s %s', (state, caseType) => {
    it.each(DOCUMENT_TYPES)('%s', (documentType) => {
      expect(draft({ caseType, state, documentType }).content).toMatchSnapshot();
    });
  });

  it('is deterministic', () => {
    const a = draft({ caseType: 'security-deposit', state: 'MA', documentType: 'small_claims' });
    const b = draft({ caseType: 'security-deposit', state: 'MA', documentType: 'small_claims' });
    expect(a).toEqual(b);
  });
});

describe('draftTemplateDocument: contents', () => {
  it('returns title, content, html, the law-table version and the template drafter', () => {
    const doc = draft();
    expect(doc.title).toBe('Demand for Payment — Unpaid Invoice/Work — Jane Doe to Acme Builders LLC');
    expect(doc.lawTableVersion).toBe(LAW_TABLE_VERSION);
    expect(doc.drafter).toBe('template');
    expect(doc.llm).toBeUndefined();
  });

  it('shows the parties, the amount, the concrete deadline, the named court and the disclaimer', () => {
    const { content, html } = draft({ caseType: 'unpaid-work', state: 'CA' });
    for (const text of [
      'Jane Doe',
      '123 Main Street',
      '(555) 010-2233',
      'jane.doe@example.com',
      'Acme Builders LLC',
      '456 Oak Avenue, Suite 200',
      '$2,500.00',
      'November 2, 2026',
      // An unpaid invoice is a liquidated sum: 14 days by default (issue 43 point 4).
      'November 16, 2026',
      'Superior Court – Small Claims Division',
      'Cal. Code Civ. Proc. §116.220',
      DISCLAIMER,
      'certified mail, return receipt requested',
      'first-class mail',
    ]) {
      expect(content).toContain(text);
    }
    expect(html).toContain('November 16, 2026');
    expect(html).toContain('Superior Court – Small Claims Division');
  });

  it('gives a TX consumer claim against a business the DTPA notice: 60 days after receipt plus 5 for the post', () => {
    const { content } = draft({
      caseType: 'contract-breach',
      state: 'TX',
      defendantKind: 'business',
      consumerTransaction: true,
      deceptiveActs: ['misrepresented-quality'],
    });
    expect(content).toContain(
      'Please pay $2,500.00 by January 6, 2027. This gives you 65 days, the 60 days after you receive this letter that Tex. Bus. & Com. Code §17.505 requires, plus 5 days for delivery.',
    );
    expect(content).toContain('(Tex. Bus. & Com. Code §17.46(b)(7))');
    expect(content).toContain('including 5 days for the letter to arrive');
    // A TX car accident with a private driver has no DTPA notice and the plain 30 days.
    const accident = draft({ caseType: 'vehicle-damage', state: 'TX' }).content;
    expect(accident).not.toContain('17.505');
    expect(accident).toContain('Please pay $2,500.00 by December 2, 2026.');
    expect(accident).toContain('Justice Court (small claims case)');
    expect(notesOf(accident)).toContain('Tex. Civ. Prac. & Rem. Code §16.003');
    expect(letterOf(accident)).not.toContain('§16.003');
  });

  it('cites a verified deposit statute, its deadline and its penalty, without adding the penalty to the demand', () => {
    // Massachusetts: the 30-day deadline and the treble-damages penalty are verified in official text (ADR 040).
    const { content } = draft({ caseType: 'security-deposit', state: 'MA' });
    const letter = letterOf(content);
    expect(letter).toContain('Massachusetts law requires a landlord to return');
    expect(letter).toContain('M.G.L. c.186 §15B');
    expect(letter).toContain('| Total amount demanded | $2,500.00 |');
    expect(letter).toContain('Please return $2,500.00 by');
    expect(notesOf(content)).toMatch(
      /Verified against official text:[\s\S]*Security-deposit return deadline/,
    );
  });

  it('leaves unverified deposit law out of the letter and names it in the notes as not confirmed (CA, AZ)', () => {
    const ca = draft({ caseType: 'security-deposit', state: 'CA' }).content;
    expect(letterOf(ca)).not.toContain('§1950.5');
    expect(letterOf(ca)).not.toMatch(/law (generally )?requires|may also allow|That time has passed/);
    // The general duty (no period, no statute), the ask for an itemized statement, and no number of the penalty.
    expect(letterOf(ca)).toContain(
      'you must return it or account in writing for any part you keep. Please return the $2,500.00, or, if you have kept any part of it, send me an itemized statement of any deductions, with receipts.',
    );
    expect(letterOf(ca)).toContain('I reserve every remedy the law allows.');
    expect(letterOf(ca)).not.toMatch(/twice|statutory damages/);
    const home = draft({ caseType: 'security-deposit', state: 'CA', tenancyKind: 'residential' }).content;
    expect(letterOf(home)).toContain(
      'I reserve every remedy the law of California allows for a deposit that is not returned or accounted for, including any statutory damages, in addition to the deposit and court costs.',
    );
    expect(notesOf(ca)).toContain(
      'Security-deposit return deadline: 21 days after the tenant moves out, with an itemized statement of any deductions (Cal. Civ. Code §1950.5(g)): not confirmed: ask the clerk.',
    );
    expect(notesOf(ca)).toContain('up to twice the deposit');
    expect(ca).not.toContain('$5,000.00');
    const az = draft({ caseType: 'security-deposit', state: 'AZ' }).content;
    // Cite corrected to subsection (E) by the legal review; the penalty is not verified, so the letter leaves it out.
    expect(letterOf(az)).not.toContain('A.R.S. §33-1321(E)');
    expect(notesOf(az)).toMatch(
      /Security-deposit penalty: .*\(A\.R\.S\. §33-1321\(E\)\): not confirmed: ask the clerk\./,
    );
  });

  it('treats a check read more than 12 months before the letter as stale: not stated, shown as such in the notes', () => {
    const later = draft(
      { caseType: 'security-deposit', state: 'MA', incidentDate: '2027-11-01' },
      '2027-12-01',
    ).content;
    expect(letterOf(later)).not.toContain('Massachusetts law requires a landlord to return');
    expect(notesOf(later)).toContain(
      'Security-deposit return deadline: 30 days after the tenancy ends (M.G.L. c.186 §15B), verified on November 26, 2026, more than 12 months ago: not confirmed: ask the clerk.',
    );
    expect(notesOf(later)).not.toContain('Verified against official text:');
  });

  it('keeps unverified freelancer laws out of the letter, and lists them in the notes (NY)', () => {
    const ny = draft({ caseType: 'unpaid-work', state: 'NY' }).content;
    expect(letterOf(ny)).not.toContain('Freelance Isn');
    expect(letterOf(ny)).not.toContain('§20-927');
    expect(notesOf(ny)).toContain("The New York State Freelance Isn't Free Act");
    expect(notesOf(ny)).toContain('## The law this document relies on');
    expect(notesOf(ny)).toContain('Not confirmed: ask the clerk.');
  });

  it('names freelancer laws only in their own state, city ordinances conditionally', () => {
    const ca = draft({ caseType: 'unpaid-work', state: 'CA' }).content;
    // The state act is verified and stated; the Los Angeles ordinance is not, so only the notes name it.
    expect(letterOf(ca)).toContain('The California Freelance Worker Protection Act');
    expect(letterOf(ca)).not.toContain('If I did this work in Los Angeles');
    expect(notesOf(ca)).toContain('The Los Angeles Freelance Worker Protections Ordinance');
    const il = draft({ caseType: 'unpaid-work', state: 'IL' }).content;
    expect(il).toContain('820 ILCS 193');
    expect(il).not.toContain('Los Angeles');
    const wa = draft({ caseType: 'unpaid-work', state: 'WA' }).content;
    // Seattle's ordinance is not verified in official text: only the notes name it (ADR 040).
    expect(letterOf(wa)).not.toContain('If I did this work in Seattle');
    expect(notesOf(wa)).toContain('Seattle');
    const tx = draft({ caseType: 'unpaid-work', state: 'TX' }).content;
    expect(tx).not.toMatch(/Freelance|Seattle|Los Angeles/);
    expect(tx).toContain('breach of contract');
    expect(tx).toContain('Tex. Civ. Prac. & Rem. Code §§16.004, 16.051');
    // Not for other case types either.
    expect(draft({ caseType: 'contract-breach', state: 'NY' }).content).not.toContain('Freelance');
  });

  it('makes a Massachusetts consumer letter a 93A demand only with the act the claimant picked', () => {
    const { content } = draft({
      caseType: 'contract-breach',
      state: 'MA',
      defendantKind: 'business',
      consumerTransaction: true,
      deceptiveActs: ['bait-advertising'],
    });
    expect(letterOf(content)).toContain(
      'This letter is also my written notice and demand under M.G.L. c.93A §9(3)',
    );
    expect(content).toContain(
      'The unfair or deceptive act I complain of is advertising goods or services with the intent not to sell them as advertised (M.G.L. c.93A §2; 940 CMR 3.02)',
    );
    expect(content).toContain('My injury is $2,500.00, and the relief I ask for is payment of $2,500.00');
    expect(content).not.toContain('The unfair or deceptive conduct is described above');
  });

  it('never prints rules that need facts nobody asked for (the CA bad-check statute in an invoice case)', () => {
    const { content } = draft({ caseType: 'unpaid-work', state: 'CA' });
    expect(content).not.toContain('§1719');
    expect(content).not.toContain('bad-check');
  });

  it('over the small-claims limit: the waiver choice is on the notes page, never in the letter', () => {
    const { content } = draft({ caseType: 'contract-breach', state: 'AZ', amountCents: 600_000 });
    const letter = letterOf(content);
    expect(letter).not.toMatch(/give up|waive|small-claims limit/);
    expect(letter).toContain('I intend to file a claim against you in court in Arizona');
    expect(notesOf(content)).toContain(
      "more than Arizona's small-claims limit of $5,000.00 (A.R.S. §22-503, as amended by S.B. 1022 of 2025; not confirmed: ask the clerk). You may give up (waive) the amount over the limit and file in small claims, or file for the full amount in the regular civil court",
    );
  });

  it('a Massachusetts vehicle claim has no small-claims cap', () => {
    const { content } = draft({
      caseType: 'vehicle-damage',
      state: 'MA',
      documentType: 'small_claims',
      amountCents: 900_000,
    });
    expect(content).toContain('Massachusetts sets no dollar limit in small claims for this type of claim');
    expect(content).not.toContain('more than the small-claims limit');
  });

  it('warns about lower local limits in New York', () => {
    const { content } = draft({
      caseType: 'unpaid-work',
      state: 'NY',
      documentType: 'small_claims',
      amountCents: 400_000,
    });
    expect(content).toContain('Town and Village Justice Courts ($3,000.00)');
  });

  it('does not claim timeliness, and softens the consequence, when the limitation period may have run', () => {
    const { content } = draft({ caseType: 'contract-breach', state: 'CA', incidentDate: '2023-01-10' });
    expect(content).not.toContain('this claim is within that time');
    expect(letterOf(content)).toContain(
      'I will consider my options, which may include filing a claim against you in court.',
    );
    expect(letterOf(content)).not.toMatch(/limitation|years|within that time/);
    expect(notesOf(content)).toContain(
      'that period has likely run: it may have ended on January 10, 2025. Talk to a lawyer',
    );
  });

  it('lists the enclosures item by item as entered, never split at commas, and omits the list when there is none', () => {
    const entered = draft({ enclosures: ['Invoice #12, dated March 3, 2026', 'Photos of the fence'] });
    expect(entered.content).toContain(
      'Enclosures (copies):\n\n- Invoice #12, dated March 3, 2026\n- Photos of the fence\n',
    );
    // Older cases have only the evidence text: one item per line, commas kept.
    const legacy = draft({
      evidenceDescription: 'Photos of the damage, two repair estimates and the police report',
    });
    expect(legacy.content).toContain(
      'Enclosures (copies):\n\n- Photos of the damage, two repair estimates and the police report\n',
    );
    expect(draft({ evidenceDescription: '' }).content).not.toContain('Enclosures');
    expect(draft({ enclosures: [] }).content).not.toContain('Enclosures');
  });

  it('small-claims package: court and limit check, filing, service, evidence, worksheet, checklist, Exhibit A', () => {
    const { content, title } = draft({
      caseType: 'security-deposit',
      state: 'CA',
      documentType: 'small_claims',
    });
    expect(title).toBe('Small-Claims Filing Package — Jane Doe v. Acme Builders LLC');
    for (const heading of [
      '# Small-Claims Filing Package',
      '## 1. The court',
      '## 2. Before you file',
      '## 4. Filing steps and fee',
      "## 3. The court's forms",
      '## 5. Serving the defendant',
      '## 6. Evidence to bring',
      '## 7. Damages worksheet',
      '## 8. Hearing checklist',
      '# Exhibit A: demand letter',
    ]) {
      expect(content).toContain(heading);
    }
    expect(content).toContain(
      // Not yet verified against the official text, so worded as "generally" (issue 12 §1).
      'Small-claims limit: $12,500.00 for a person filing a claim (Cal. Code Civ. Proc. §116.221).',
    );
    expect(content).toContain('For a business or other organisation filing a claim: $6,250.00');
    expect(content).toContain('your claim of $2,500.00 is within the small-claims limit');
    expect(content).toContain(
      'about $30.00–$75.00 (Cal. Code Civ. Proc. §116.230; not confirmed: ask the clerk)',
    );
    expect(content).toContain(
      'at least 15 days before the hearing, or 20 days if the defendant is outside the county (Cal. Code Civ. Proc. §116.340).',
    );
    expect(content).toContain('The move-in and move-out checklists or inspection reports');
    expect(content).toContain('| Possible statutory damages (Cal. Civ. Code §1950.5(l)) | Not included |');
    expect(content).toContain('| Total you are claiming now | $2,500.00 |');
    expect(content).toContain('- [ ] Bring three copies of every document');
    expect(content.indexOf('## 8. Hearing checklist')).toBeLessThan(content.indexOf('# Exhibit A'));
    expect(content).toContain(DISCLAIMER);
  });

  // Every jurisdiction × case type × document type × claimant kind: every-jurisdiction.unit.spec.ts.
});

describe('draftTemplateDocument: untrusted input', () => {
  it('escapes HTML in every field of the html, and keeps the plain text as typed', () => {
    const doc = draft({
      defendantName: '<script>alert(1)</script>',
      plaintiffName: 'Jane "<b>" Doe',
      disputeDescription: 'They wrote <img src=x onerror=alert(2)> & left.',
      evidenceDescription: '<iframe src="file:///etc/passwd">',
    });
    expect(doc.content).toContain('Dear <script>alert(1)</script>:');
    expect(doc.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(doc.html).not.toMatch(/<script|<img|<iframe|onerror=alert|<b>/i);
    expect(doc.html).toContain('&lt;img src&#x3D;x onerror&#x3D;alert(2)&gt; &amp; left.');
  });

  it('treats template syntax in answers as text ({{constructor}} and friends are inert)', () => {
    const payloads = [
      '{{constructor}}',
      '{{constructor.constructor "return process"}}',
      '{{#with "x"}}{{lookup this "constructor"}}{{/with}}',
      '{{> letter}}',
    ];
    const doc = draft({
      defendantName: payloads[0],
      disputeDescription: payloads.join(' '),
      evidenceDescription: payloads[3],
    });
    expect(doc.content).toContain('Dear {{constructor}}:');
    for (const p of payloads) expect(doc.content).toContain(p);
    expect(doc.html).toContain('{{constructor}}');
    expect(doc.content).not.toMatch(/function Object|\[native code\]/);
  });

  it('keeps document structure out of answers (no headings or tables injected by a leading "#", "|" or "---")', () => {
    const doc = draft({ disputeDescription: '## Fake heading\n\n| a | b |\n\n---\n\n- [ ] item' });
    const headings = parseDocumentContent(doc.content).filter((b) => b.kind === 'heading');
    expect(headings.map((h) => (h.kind === 'heading' ? h.text : ''))).not.toContain('Fake heading');
    expect(doc.content).toContain('Fake heading.');
  });

  it('embeds everything: no external fonts, images, stylesheets or scripts; Letter size; serif stack', () => {
    const { html } = draft({ documentType: 'small_claims' });
    expect(html).not.toMatch(/\b(src|href)\s*=|@import|url\(|<script|<link/i);
    expect(html).toContain('@page { size: Letter; margin: 0.75in; }');
    expect(html).toContain('"Times New Roman", Times, "Liberation Serif", "DejaVu Serif", serif');
    expect(html).toContain("default-src 'none'");
  });

  it('rejects an invalid state or dates instead of drafting nonsense', () => {
    expect(() => draft({ state: 'XX' })).toThrow(/state/);
    expect(() => draft({ incidentDate: '2026-02-30' })).toThrow(/incidentDate/);
    expect(() => draft({}, '02/11/2026')).toThrow(/today/);
  });
});

describe('renderDocumentHtml (edited revisions)', () => {
  it('renders headings, paragraphs, lists, checklists, tables and page breaks, escaped', () => {
    const html = renderDocumentHtml({
      title: 'T <1>',
      content: [
        '# Title',
        '## Section & more',
        'Line one\nLine <two>',
        '- a\n- b',
        '1. first\n2. second',
        '- [ ] check',
        '| Item | Amount |\n| --- | ---: |\n| Principal | $1.00 |\n| Total | $1.00 |',
        '---',
        '### After',
      ].join('\n\n'),
    });
    expect(html).toContain('<title>T &lt;1&gt;</title>');
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<h2>Section &amp; more</h2>');
    expect(html).toContain('<p>Line one<br>Line &lt;two&gt;</p>');
    expect(html).toContain('<ul><li>a</li><li>b</li></ul>');
    expect(html).toContain('<ol><li>first</li><li>second</li></ol>');
    expect(html).toContain('<ul class="checklist"><li>check</li></ul>');
    expect(html).toContain('<th class="num">Amount</th>');
    expect(html).toContain('<tr class="total"><td>Total</td><td class="num">$1.00</td></tr>');
    expect(html).toContain('<div class="page-break"></div>');
    expect(html).toContain('<h3>After</h3>');
  });
});

describe('draftDocument with a facts rewriter', () => {
  const input = { caseId: FIXED_CASE_ID, today: FIXED_TODAY, details: caseDetails() };

  it('uses accepted paragraphs and reports the llm drafter', async () => {
    const rewriter: FactsRewriter = {
      rewrite: async () => ({
        accepted: true,
        paragraphs: ['I, Jane Doe, am owed $2,500.00 by Acme Builders LLC.'],
      }),
    };
    const doc = await draftDocument(input, { factsRewriter: rewriter });
    expect(doc.drafter).toBe('llm');
    expect(doc.llm).toEqual({ accepted: true });
    expect(doc.content).toContain(
      '## Statement of facts\n\nI, Jane Doe, am owed $2,500.00 by Acme Builders LLC.\n\n## Why',
    );
  });

  it('keeps the template facts and returns the reason when the rewrite is rejected or the rewriter throws', async () => {
    const template = draftTemplateDocument(input);
    const rejected = await draftDocument(input, {
      factsRewriter: {
        rewrite: async () => ({ accepted: false, reason: 'amount $9.00 is not in the case' }),
      },
    });
    expect(rejected).toEqual({
      ...template,
      llm: { accepted: false, reason: 'amount $9.00 is not in the case' },
    });
    const thrown = await draftDocument(input, {
      factsRewriter: {
        rewrite: () => Promise.reject(new Error('boom')),
      },
    });
    expect(thrown.drafter).toBe('template');
    expect(thrown.content).toBe(template.content);
    expect(thrown.llm).toEqual({ accepted: false, reason: 'rewriter failed: boom' });
  });

  it('without a rewriter is the template drafter', async () => {
    expect(await draftDocument(input)).toEqual(draftTemplateDocument(input));
  });
});
