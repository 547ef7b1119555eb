import { Clock, Search, UserRoundSearch } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { ATTORNEY_SEARCH_STATES, PRACTICE_AREAS, REFERRAL_BUDGET, REFERRAL_URGENCY } from '../api/options';

/**
 * The attorney directory and referral service are not built yet. The forms are real (so the layout
 * is final) but submitting them only says so: no fake results, no attorney counts, nothing sent.
 */
function OpeningSoonNote({ title, children }: { title: string; children: string }) {
  return (
    <Alert variant="warning" role="status">
      <Clock aria-hidden="true" />
      <div>
        <AlertTitle>{title}</AlertTitle>
        <AlertDescription>
          <p>{children}</p>
        </AlertDescription>
      </div>
    </Alert>
  );
}

function StateOptions() {
  return (
    <>
      <option value="">Choose a state</option>
      {ATTORNEY_SEARCH_STATES.map((s) => (
        <option key={s.value} value={s.value}>
          {s.label} ({s.value})
        </option>
      ))}
    </>
  );
}

function AttorneySearchCard() {
  const id = useId();
  const [submitted, setSubmitted] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
  };

  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-2">
          <Search className="size-5 text-primary" aria-hidden="true" />
          <CardTitle>Search for an attorney</CardTitle>
        </div>
        <Badge variant="warning">Opening soon</Badge>
        <CardDescription>
          Find licensed attorneys by state, practice area and location, for when your case needs more than a letter.
        </CardDescription>
      </CardHeader>
      <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Attorney search">
        <Field>
          <Label htmlFor={`${id}-state`}>State</Label>
          <Select id={`${id}-state`} name="state" defaultValue="">
            <StateOptions />
          </Select>
        </Field>
        <Field>
          <Label htmlFor={`${id}-area`}>Practice area</Label>
          <Select id={`${id}-area`} name="practiceArea" defaultValue="">
            <option value="">Any practice area</option>
            {PRACTICE_AREAS.map((area) => (
              <option key={area} value={area}>
                {area}
              </option>
            ))}
          </Select>
        </Field>
        <Field>
          <Label htmlFor={`${id}-location`}>City or ZIP code</Label>
          <Input id={`${id}-location`} name="location" autoComplete="postal-code" placeholder="e.g. Austin or 78701" />
        </Field>
        <Button type="submit" variant="secondary">
          <Search aria-hidden="true" />
          Search Attorneys
        </Button>
        {submitted ? (
          <OpeningSoonNote title="The attorney directory opens soon">
            Search isn't available yet, so there are no results to show. Nothing you typed was sent or saved.
          </OpeningSoonNote>
        ) : null}
      </form>
      <Link
        href={paths.attorneyReferral.getHref()}
        className="text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        About the attorney directory
      </Link>
    </Card>
  );
}

function ReferralRequestCard() {
  const id = useId();
  const [submitted, setSubmitted] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
  };

  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-2">
          <UserRoundSearch className="size-5 text-primary" aria-hidden="true" />
          <CardTitle>Request Attorney Referral</CardTitle>
        </div>
        <Badge variant="warning">Opening soon</Badge>
        <CardDescription>
          Tell us about your case and we'll introduce you to attorneys who handle cases like yours.
        </CardDescription>
      </CardHeader>
      <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Attorney referral request">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field>
            <Label htmlFor={`${id}-type`}>Type of case</Label>
            <Select id={`${id}-type`} name="caseType" defaultValue="">
              <option value="">Choose a type</option>
              {PRACTICE_AREAS.map((area) => (
                <option key={area} value={area}>
                  {area}
                </option>
              ))}
            </Select>
          </Field>
          <Field>
            <Label htmlFor={`${id}-state`}>State</Label>
            <Select id={`${id}-state`} name="state" defaultValue="">
              <StateOptions />
            </Select>
          </Field>
        </div>
        <Field>
          <Label htmlFor={`${id}-description`}>What happened?</Label>
          <Textarea
            id={`${id}-description`}
            name="description"
            placeholder="A few sentences about the dispute and the amount involved"
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field>
            <Label htmlFor={`${id}-urgency`}>How soon do you need help?</Label>
            <Select id={`${id}-urgency`} name="urgency" defaultValue="medium">
              {REFERRAL_URGENCY.map((u) => (
                <option key={u.value} value={u.value}>
                  {u.label}
                </option>
              ))}
            </Select>
          </Field>
          <Field>
            <Label htmlFor={`${id}-budget`}>Budget</Label>
            <Select id={`${id}-budget`} name="budget" defaultValue="">
              <option value="">Choose a budget</option>
              {REFERRAL_BUDGET.map((b) => (
                <option key={b.value} value={b.value}>
                  {b.label}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field>
            <Label htmlFor={`${id}-email`}>Email</Label>
            <Input id={`${id}-email`} name="contactEmail" type="email" autoComplete="email" />
          </Field>
          <Field>
            <Label htmlFor={`${id}-phone`}>Phone (optional)</Label>
            <Input id={`${id}-phone`} name="contactPhone" type="tel" autoComplete="tel" />
          </Field>
        </div>
        <Button type="submit">Request Attorney Referral</Button>
        {submitted ? (
          <OpeningSoonNote title="Attorney referrals open soon">
            We can't send referral requests yet, so nothing was sent and nothing you typed was saved.
          </OpeningSoonNote>
        ) : null}
      </form>
    </Card>
  );
}

export function AttorneySection() {
  return (
    <section id="attorneys" aria-labelledby="attorneys-heading" className="py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mb-10 max-w-2xl">
          <h2 id="attorneys-heading" className="text-3xl font-bold tracking-tight">
            Need an attorney?
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">
            Many disputes settle after a demand letter. If yours doesn't, or it's more complicated, you'll be able to
            find an attorney here.
          </p>
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <AttorneySearchCard />
          <ReferralRequestCard />
        </div>
      </div>
    </section>
  );
}
