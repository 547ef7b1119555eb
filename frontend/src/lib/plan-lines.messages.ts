import { defineMessages } from '@/lib/i18n/define';

export const messages = defineMessages('planLines', {
  allowance:
    '{unlimited, select, yes {Unlimited documents} other {{count, plural, one {# document per billing period} other {# documents per billing period}}}}',
});
