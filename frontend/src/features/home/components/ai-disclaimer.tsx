import { Info } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '@/config/paths';

export function AiDisclaimer() {
  return (
    <section aria-labelledby="ai-disclaimer-heading" className="bg-navy-50 py-12">
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <div className="flex gap-4 rounded-card border border-navy-200 bg-surface p-6">
          <Info className="mt-1 size-6 shrink-0 text-navy-700" aria-hidden="true" />
          <div className="flex flex-col gap-3">
            <h2 id="ai-disclaimer-heading" className="text-xl font-semibold">
              About documents drafted with automated tools
            </h2>
            <p>
              SueGo drafts your documents with automated tools, including AI, using the answers you give and tables of
              state law that we keep up to date. Automated drafts can contain mistakes. Read every document carefully,
              check names, dates and amounts, and change anything that isn’t right before you send or file it.
            </p>
            <p>
              SueGo is not a law firm and does not give legal advice. Using SueGo does not create an attorney-client
              relationship. If your situation is complicated or a lot of money is at stake, talk to a licensed attorney.
            </p>
            <p className="text-sm">
              Read our{' '}
              <Link href={paths.legalDisclaimer.getHref()} className="font-semibold text-primary underline underline-offset-4">
                Legal Disclaimer
              </Link>
              .
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
