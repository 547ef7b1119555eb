import { translations } from '@/lib/i18n/define';
import type { messages } from './plan-lines.messages';

export default translations<typeof messages>('planLines', {
  allowance:
    '{unlimited, select, yes {Documentos ilimitados} other {{count, plural, one {# documento por período de facturación} other {# documentos por período de facturación}}}}',
});
