import { CheckCircle2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { useAnswerLink, useSendAnswer } from '../api/answer-link';
import { formatDay, outcomeLabel, parseDollars, type CaseOutcome } from '../api/types';
import { headlineText } from '../api/timeline-text';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';
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
  const t = useT();
  const link = useAnswerLink(caseId, token);
  const send = useSendAnswer(caseId);
  const [choice, setChoice] = useState<CaseOutcome | null>(outcome);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const pageLink = (chunks: ReactNode[]) => (
    <Link href={documentHref} className="font-semibold underline">
      {chunks}
    </Link>
  );

  if (!token) {
    return (
      <Alert variant="warning" role="alert">
        <AlertDescription>{t(m.answerIncomplete)}</AlertDescription>
      </Alert>
    );
  }
  if (link.isPending) {
    return (
      <div role="status" aria-live="polite" className="flex flex-col gap-3">
        <span className="sr-only">{t(m.checkingLink)}</span>
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (link.isError) {
    return (
      <Alert variant="warning" role="alert">
        <AlertDescription>
          <p>{getErrorMessage(link.error, t(m.linkBroken))}</p>
          <p>{t.rich(m.recordOnPage, { link: pageLink })}</p>
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
            <p className="font-semibold">{t(m.recorded, { outcome: outcomeLabel(send.data.outcome) })}</p>
            <p data-testid="case-headline">
              {headlineText({ headline: send.data.headline, headlineCode: send.data.outcome })}
            </p>
            {send.data.outcome === 'paid_in_full' ? <p>{t(m.noMoreReminders)}</p> : null}
          </AlertDescription>
        </Alert>
        <Link href={documentHref} className="font-semibold text-primary underline-offset-4 hover:underline">
          {t(m.openCase)}
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
            {info.status === 'used' ? t(m.linkUsed) : t(m.linkExpired, { date: formatDay(info.expiresAt) })}
            {info.currentOutcome ? ` ${t(m.onFile, { outcome: outcomeLabel(info.currentOutcome) })}` : null}
          </p>
          <p>{t.rich(m.toChange, { link: pageLink })}</p>
        </AlertDescription>
      </Alert>
    );
  }
  const confirm = () => {
    if (!choice) return;
    const cents =
      choice === 'paid_in_full' || choice === 'paid_in_part' ? amountCents(amount, parseDollars) : undefined;
    if (cents === null) {
      setAmountError(t(m.amountFormat));
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
        {t.rich(m.yourCase, {
          title: info.caseTitle,
          b: (chunks) => <span className="font-semibold">{chunks}</span>,
        })}
      </p>
      <OutcomeChoice
        legend={t(m.whatHappened)}
        value={choice}
        onChange={setChoice}
        amount={amount}
        onAmountChange={setAmount}
        amountError={amountError}
      />
      {send.isError ? (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{getErrorMessage(send.error, t(m.pleaseTryAgain))}</AlertDescription>
        </Alert>
      ) : null}
      <Button type="submit" className="w-full sm:w-auto" disabled={!choice || send.isPending}>
        {send.isPending ? t(m.recording) : t(m.confirmAnswer)}
      </Button>
    </form>
  );
}
