import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

export function SupportLink({ children }: { children?: string }) {
  const t = useT();
  return (
    <Link href={paths.support.getHref()} className="font-semibold text-primary underline underline-offset-4">
      {children ?? t(m.supportPage)}
    </Link>
  );
}
