import { useEffect, useState } from 'react';
import { PageContainer, PageHeader } from '@/components/layouts/page-header';
import { PageMeta } from '@/components/seo/page-meta';
import { Card } from '@/components/ui/card';

export function TestSimpleRoute() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <PageContainer>
      <PageMeta title="Test Page" noIndex />
      <PageHeader title="Test page" description="If you can read this, SueGo is rendering correctly." />
      <Card className="max-w-md">
        <p>
          Current time:{' '}
          <time dateTime={now.toISOString()} className="font-mono font-semibold">
            {now.toLocaleString('en-US')}
          </time>
        </p>
      </Card>
    </PageContainer>
  );
}
