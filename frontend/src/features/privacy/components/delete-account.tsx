import { Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Field, FieldError, FieldHint } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useDeleteAccount } from '../api/delete-account';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

const normalize = (email: string) => email.trim().toLowerCase();

/**
 * 'Delete my account' on /account: says what is erased and what the law makes us keep, then asks for the
 * account's email, typed, before anything happens. On success the user is signed out and sent home.
 */
export function DeleteAccount({ email }: { email: string }) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount();
  const matches = normalize(typed) === normalize(email);
  const error = remove.error ? getErrorMessage(remove.error, t(m.deleteFailed)) : null;

  const onOpenChange = (next: boolean) => {
    if (remove.isPending) return;
    setOpen(next);
    if (!next) {
      setTyped('');
      remove.reset();
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!matches || remove.isPending) return;
    remove.mutate({ confirmEmail: typed.trim() });
  };

  return (
    <Card aria-labelledby={`${id}-title`} role="region">
      <CardHeader>
        <div className="flex items-center gap-2">
          <Trash2 className="size-5 text-destructive" aria-hidden="true" />
          <CardTitle id={`${id}-title`}>{t(m.deleteTitle)}</CardTitle>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-sm text-muted-foreground">
          {t.rich(m.deleteBody, {
            link: (chunks) => (
              <Link
                href={`${paths.privacyPolicy.getHref()}#retention`}
                className="font-medium text-primary underline underline-offset-4"
              >
                {chunks}
              </Link>
            ),
          })}
        </p>
        <Dialog open={open} onOpenChange={onOpenChange}>
          <DialogTrigger asChild>
            <Button variant="destructive" className="self-start">
              {t(m.deleteTitle)}
            </Button>
          </DialogTrigger>
          <DialogContent>
            <form onSubmit={submit} className="flex flex-col gap-4" aria-label={t(m.deleteTitle)}>
              <DialogHeader>
                <DialogTitle>{t(m.deleteConfirmTitle)}</DialogTitle>
                <DialogDescription>{t(m.deleteConfirmBody)}</DialogDescription>
              </DialogHeader>
              <Field>
                <Label htmlFor={`${id}-email`}>{t(m.typeEmail)}</Label>
                <Input
                  id={`${id}-email`}
                  type="email"
                  autoComplete="off"
                  spellCheck={false}
                  value={typed}
                  onChange={(event) => setTyped(event.target.value)}
                  aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
                  aria-invalid={error ? true : undefined}
                />
                <FieldHint id={`${id}-hint`}>
                  {t.rich(m.yourEmailIs, {
                    email,
                    b: (chunks) => <span className="font-medium text-foreground">{chunks}</span>,
                  })}
                </FieldHint>
                <FieldError id={`${id}-error`} role="alert">
                  {error}
                </FieldError>
              </Field>
              <DialogFooter>
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => onOpenChange(false)}
                  disabled={remove.isPending}
                >
                  {t(m.keepAccount)}
                </Button>
                <Button type="submit" variant="destructive" disabled={!matches || remove.isPending}>
                  {remove.isPending ? t(m.deleting) : t(m.deletePermanently)}
                </Button>
              </DialogFooter>
            </form>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
