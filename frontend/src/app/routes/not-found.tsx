import { Home } from 'lucide-react';
import { Link } from 'wouter';
import { PageContainer } from '@/components/layouts/page-header';
import { PageMeta } from '@/components/seo/page-meta';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  return (
    <PageContainer className="flex flex-col items-start gap-4 py-20">
      <PageMeta title="Page not found" noIndex />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">404 — Page not found</h1>
      <p className="max-w-xl text-lg text-muted-foreground">
        We couldn't find the page you were looking for. The link may be old or mistyped.
      </p>
      <Button asChild>
        <Link href={paths.home.getHref()}>
          <Home aria-hidden="true" />
          Go to the home page
        </Link>
      </Button>
    </PageContainer>
  );
}
