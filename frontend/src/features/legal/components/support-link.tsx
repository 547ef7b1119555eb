import { Link } from 'wouter';
import { paths } from '@/config/paths';

export function SupportLink({ children = 'our support page' }: { children?: string }) {
  return (
    <Link href={paths.support.getHref()} className="font-semibold text-primary underline underline-offset-4">
      {children}
    </Link>
  );
}
