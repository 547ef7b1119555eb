import { addDays, formatLongDate } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

const RESPONSE_DAYS = 30;

/**
 * A sample demand letter so people can see what they get. Names, addresses and amounts are made up
 * and labelled as such.
 */
export function SampleLetter({ today = new Date() }: { today?: Date }) {
  const t = useT();
  const deadline = formatLongDate(addDays(today, RESPONSE_DAYS));

  return (
    <section aria-labelledby="sample-letter-heading" className="py-16 sm:py-20">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_1.4fr] lg:items-start">
        <div>
          <h2 id="sample-letter-heading" className="text-3xl font-bold tracking-tight">
            {t(m.sampleTitle)}
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">{t(m.sampleIntro)}</p>
          <ul className="mt-6 flex list-disc flex-col gap-2 pl-5 text-muted-foreground">
            <li>{t(m.samplePointAmount)}</li>
            <li>{t(m.samplePointDeadline, { days: RESPONSE_DAYS })}</li>
            <li>{t(m.samplePointCourt)}</li>
          </ul>
          <p className="mt-6 text-sm text-muted-foreground">{t(m.sampleMadeUp)}</p>
          {t.language === 'en' ? null : (
            <p className="mt-3 text-sm text-muted-foreground">{t(m.sampleStaysEnglish)}</p>
          )}
        </div>

        <figure className="relative">
          <span className="absolute -top-3 right-4 rounded-full bg-warning px-3 py-1 text-xs font-semibold text-warning-foreground ring-1 ring-warning-border">
            {t(m.sampleBadge)}
          </span>
          {/* the letter itself stays in English, as the real one does (issue 33) */}
          <article
            lang="en"
            aria-label={t(m.sampleLabel)}
            className="rounded-sm border border-border bg-white p-6 font-serif text-[0.95rem] leading-relaxed text-neutral-900 shadow-lg sm:p-10"
          >
            <address className="not-italic">
              Jordan Rivera
              <br />
              1428 Elm Street, Apt. 3
              <br />
              Austin, TX 78701
            </address>
            <p className="mt-6">{formatLongDate(today)}</p>
            <p className="mt-2 font-semibold">Sent by certified mail, return receipt requested</p>
            <address className="mt-6 not-italic">
              Casey Morgan
              <br />
              Morgan Property Management LLC
              <br />
              900 Congress Avenue, Suite 200
              <br />
              Austin, TX 78701
            </address>
            <p className="mt-6 font-semibold">Re: Demand for return of security deposit — $1,850.00</p>
            <p className="mt-6">Dear Casey Morgan:</p>
            <p className="mt-4">
              I rented the apartment at 1428 Elm Street, Apt. 3 from you until I moved out and returned the
              keys. I paid a security deposit of $1,850.00. I left the unit clean and undamaged, and I gave
              you my forwarding address in writing. To date, you have not returned my deposit or sent me a
              written list of deductions.
            </p>
            <p className="mt-4">
              Texas law requires a landlord to refund the deposit, or give a written description of any
              deductions, within 30 days after the tenant surrenders the premises (Texas Property Code §
              92.103). A landlord who keeps a deposit in bad faith may owe $100 plus three times the amount
              wrongfully withheld, and reasonable attorney’s fees (§ 92.109).
            </p>
            <p className="mt-4">
              I demand payment of <strong>$1,850.00</strong> within {RESPONSE_DAYS} days of the date of this
              letter, by <strong>{deadline}</strong>. If I do not receive payment by then, I intend to file a
              claim in the Justice Court of Travis County without further notice.
            </p>
            <p className="mt-4">
              I would prefer to resolve this without going to court. You can reach me at the address above.
            </p>
            <p className="mt-8">Sincerely,</p>
            <p className="mt-8">Jordan Rivera</p>
          </article>
          <figcaption className="mt-3 text-sm text-muted-foreground">{t(m.sampleCaption)}</figcaption>
        </figure>
      </div>
    </section>
  );
}
