import { Home } from 'lucide-react';
import { Link } from 'wouter';
import { PageContainer } from '@/components/layouts/page-header';
import { PageMeta } from '@/components/seo/page-meta';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from './not-found.messages';

export function NotFoundRoute() {
  const t = useT();
  return (
    <PageContainer className="flex flex-col items-start gap-4 py-20">
      <PageMeta title={t(m.title)} noIndex />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t(m.heading)}</h1>
      <p className="max-w-xl text-lg text-muted-foreground">{t(m.body)}</p>
      <Button asChild>
        <Link href={paths.home.getHref()}>
          <Home aria-hidden="true" />
          {t(m.home)}
        </Link>
      </Button>
    </PageContainer>
  );
}
