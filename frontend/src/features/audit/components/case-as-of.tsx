import { isOpened, type CaseAsOf } from '../api/types';
import { formatInstant, formatUsdCents, STATUS_LABELS } from './audit-format';

const DOCUMENT_TYPES: Record<string, string> = {
  demand_letter: 'Demand letter',
  small_claims: 'Small-claims package',
};
const LATER_DOCUMENTS = { final_notice: 'Final notice', small_claims: 'Small-claims package' } as const;

/** The case exactly as the event stream said it was at the chosen instant. */
export function CaseAsOfPanel({
  state,
  asOf,
  loading,
}: {
  state: CaseAsOf;
  asOf: string | null;
  loading: boolean;
}) {
  const heading = asOf ? `The case as of ${formatInstant(asOf)}` : 'The case now';
  return (
    <section aria-labelledby="case-as-of-title" aria-busy={loading} className="flex flex-col gap-3">
      <h3 id="case-as-of-title" className="text-base font-semibold">
        {heading}
      </h3>
      {!isOpened(state) ? (
        <p>The case had not been opened yet.</p>
      ) : (
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]" aria-label={heading}>
          <Row term="Status" value={STATUS_LABELS[state.status] ?? state.status} />
          <Row term="Title" value={state.title} />
          <Row term="Amount claimed" value={formatUsdCents(state.details.amountCents)} />
          <Row
            term="Document type"
            value={
              DOCUMENT_TYPES[String(state.details.documentType)] ?? String(state.details.documentType ?? '—')
            }
          />
          <Row term="Claimant" value={String(state.details.plaintiffName ?? '—')} />
          <Row term="Other party" value={String(state.details.defendantName ?? '—')} />
          <Row
            term="Checkout"
            value={
              state.checkout
                ? `${formatUsdCents(state.checkout.finalAmount)} to pay${state.checkout.promoCode ? ` (promo ${state.checkout.promoCode})` : ''}`
                : 'None'
            }
          />
          <Row
            term="Payment"
            value={
              state.payment
                ? `${formatUsdCents(state.payment.amount)} paid ${formatInstant(state.payment.paidAt)}`
                : 'Not paid'
            }
          />
          {state.coveredBy ? <Row term="Covered by subscription" value={state.coveredBy} /> : null}
          <Row term="Document" value={state.document ? state.document.title : 'Not drafted yet'} />
          <Row
            term="Active version"
            value={state.revisions.find((r) => r.id === state.activeRevisionId)?.version ?? 'None'}
          />
        </dl>
      )}
      {isOpened(state) && state.activeText ? (
        <details className="rounded-md border border-border p-3 text-sm">
          <summary className="cursor-pointer font-medium">
            Text of the active version (
            {state.revisions.find((r) => r.id === state.activeRevisionId)?.version ?? '—'})
          </summary>
          <pre className="mt-3 max-h-96 overflow-auto font-sans whitespace-pre-wrap break-words">
            {state.activeText}
          </pre>
        </details>
      ) : null}
      {isOpened(state)
        ? (state.laterDocuments ?? []).map((d) => {
            const version = d.revisions.find((r) => r.id === d.activeRevisionId)?.version ?? '—';
            return (
              <details key={d.documentId} className="rounded-md border border-border p-3 text-sm">
                <summary className="cursor-pointer font-medium">
                  {LATER_DOCUMENTS[d.kind]}: {d.title}, version {version} of {d.revisions.length} (drafted{' '}
                  {formatInstant(d.draftedAt)})
                </summary>
                <pre className="mt-3 max-h-96 overflow-auto font-sans whitespace-pre-wrap break-words">
                  {d.activeText ?? ''}
                </pre>
              </details>
            );
          })
        : null}
    </section>
  );
}

function Row({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt className="font-medium text-muted-foreground">{term}</dt>
      <dd className="break-words">{value}</dd>
    </>
  );
}
