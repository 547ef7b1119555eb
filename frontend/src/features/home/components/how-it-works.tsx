import { ClipboardList, FileSignature, Send, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Message } from '@/lib/i18n/define';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

const steps: Array<{ title: Message; description: Message; icon: LucideIcon }> = [
  { title: m.stepAnswerTitle, description: m.stepAnswerBody, icon: ClipboardList },
  { title: m.stepDraftTitle, description: m.stepDraftBody, icon: FileSignature },
  { title: m.stepSendTitle, description: m.stepSendBody, icon: Send },
];

/** @param teaser the first question of the intake, composed in by the home route. */
export function HowItWorks({ teaser }: { teaser: ReactNode }) {
  const t = useT();
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-heading" className="bg-surface py-16 sm:py-20">
      <div className="mx-auto grid max-w-6xl gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <h2 id="how-it-works-heading" className="text-3xl font-bold tracking-tight">
            {t(m.howItWorks)}
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">{t(m.howItWorksIntro)}</p>
          <ol className="mt-8 flex flex-col gap-6">
            {steps.map(({ title, description, icon: Icon }, index) => (
              <li key={title.id} className="flex gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-navy-900 text-white">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="text-lg font-semibold">
                    <span className="sr-only">{`${t(m.stepNumber, { step: index + 1 })} `}</span>
                    {t(title)}
                  </h3>
                  <p className="text-muted-foreground">{t(description)}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
        <div>
          <h3 className="mb-4 text-lg font-semibold">{t(m.tryFirstQuestion)}</h3>
          {teaser}
        </div>
      </div>
    </section>
  );
}
