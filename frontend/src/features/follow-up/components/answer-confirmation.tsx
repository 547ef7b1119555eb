import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { useAnswerLink, useSendAnswer } from '../api/answer-link';
import { formatDay, OUTCOME_LABELS, parseDollars, type CaseOutcome } from '../api/types';
import { amountCents, OutcomeChoice } from './outcome-choice';

/**
 * The page a reminder's answer link opens (ADR 170): it shows what will be recorded and records it only when the
 * button is pressed (a POST), so a mail scanner that opens the link changes nothing. The link's answer is chosen;
 * the claimant may pick another before confirming.
 */
export function AnswerConfirmation({
  caseId,
  token,
  outcome,
  documentHref,
}: {
  caseId: string;
  token: string | null;
  outcome: CaseOutcome | null;
  documentHref: string;
}) {
  const link = useAnswerLink(caseId, token);
  const send = useSendAnswer(caseId);
  const [choice, setChoice] = useState<CaseOutcome | null>(outcome);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);

  if (!token) {
    return (
      <Alert variant="warning" role="alert">
        <AlertDescription>
          This link is incomplete. Open it from the email again, or record your answer on your document page.
        </AlertDescription>
      </Alert>
    );
  }
  if (link.isPending) {
    return (
      <div role="status" aria-live="polite" className="flex flex-col gap-3">
        <span className="sr-only">Checking your link…</span>
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (link.isError) {
    return (
      <Alert variant="warning" role="alert">
        <AlertDescription>
          <p>{getErrorMessage(link.error, 'This link does not work.')}</p>
          <p>
            You can record what happened on{' '}
            <Link href={documentHref} className="font-semibold underline">
              your document page
            </Link>{' '}
            after signing in.
          </p>
        </AlertDescription>
      </Alert>
    );
  }
  if (send.isSuccess) {
    return (
      <div className="flex flex-col gap-5">
        <Alert variant="success" role="status">
          <CheckCircle2 aria-hidden="true" />
          <AlertDescription>
            <p className="font-semibold">
              Thank you. We recorded your answer: {OUTCOME_LABELS[send.data.outcome]}.
            </p>
            <p data-testid="case-headline">{send.data.headline}</p>
            {send.data.outcome === 'paid_in_full' ? (
              <p>We will send no more reminders about this letter.</p>
            ) : null}
          </AlertDescription>
        </Alert>
        <Link href={documentHref} className="font-semibold text-primary underline-offset-4 hover:underline">
          Open your case
        </Link>
      </div>
    );
  }
  const info = link.data;
  if (info.status !== 'open') {
    return (
      <Alert variant="warning" role="alert">
        <AlertDescription>
          <p>
            {info.status === 'used'
              ? 'This link was already used.'
              : `This link expired on ${formatDay(info.expiresAt)}.`}{' '}
            {info.currentOutcome ? `Your answer on file: ${OUTCOME_LABELS[info.currentOutcome]}.` : ''}
          </p>
          <p>
            To change it, open{' '}
            <Link href={documentHref} className="font-semibold underline">
              your document page
            </Link>
            .
          </p>
        </AlertDescription>
      </Alert>
    );
  }
  const confirm = () => {
    if (!choice) return;
    const cents =
      choice === 'paid_in_full' || choice === 'paid_in_part' ? amountCents(amount, parseDollars) : undefined;
    if (cents === null) {
      setAmountError('Enter the amount in dollars, like 1,200.00, or leave it empty.');
      return;
    }
    setAmountError(null);
    send.mutate({ token, outcome: choice, ...(cents !== undefined ? { amountReceivedCents: cents } : {}) });
  };
  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        confirm();
      }}
    >
      <p>
        Your case: <span className="font-semibold">{info.caseTitle}</span>
      </p>
      <OutcomeChoice
        legend="What happened?"
        value={choice}
        onChange={setChoice}
        amount={amount}
        onAmountChange={setAmount}
        amountError={amountError}
      />
      {send.isError ? (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{getErrorMessage(send.error, 'Please try again.')}</AlertDescription>
        </Alert>
      ) : null}
      <Button type="submit" className="w-full sm:w-auto" disabled={!choice || send.isPending}>
        {send.isPending ? 'Recording…' : 'Confirm my answer'}
      </Button>
    </form>
  );
}
