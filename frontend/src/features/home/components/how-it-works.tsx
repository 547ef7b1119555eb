import { ClipboardList, FileSignature, Send, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

const steps: Array<{ title: string; description: string; icon: LucideIcon }> = [
  {
    title: 'Answer questions',
    description: 'Tell us who owes you, how much, and what happened. Plain language, no legal terms needed.',
    icon: ClipboardList,
  },
  {
    title: 'We draft your document',
    description: 'SueGo builds a demand letter or small-claims package using your answers and your state’s rules.',
    icon: FileSignature,
  },
  {
    title: 'Review, download and send',
    description: 'Read it carefully, edit anything that’s off, download the PDF and send it by certified mail.',
    icon: Send,
  },
];

/** @param teaser the first question of the intake, composed in by the home route. */
export function HowItWorks({ teaser }: { teaser: ReactNode }) {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-heading" className="bg-surface py-16 sm:py-20">
      <div className="mx-auto grid max-w-6xl gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <h2 id="how-it-works-heading" className="text-3xl font-bold tracking-tight">
            How it works
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">Three steps from “they owe me” to a letter in the mail.</p>
          <ol className="mt-8 flex flex-col gap-6">
            {steps.map(({ title, description, icon: Icon }, index) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-navy-900 text-white">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="text-lg font-semibold">
                    <span className="sr-only">Step {index + 1}: </span>
                    {title}
                  </h3>
                  <p className="text-muted-foreground">{description}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
        <div>
          <h3 className="mb-4 text-lg font-semibold">Try the first question</h3>
          {teaser}
        </div>
      </div>
    </section>
  );
}
