import { translations } from '@/lib/i18n/define';
import type { messages } from './messages';

export default translations<typeof messages>('legal', {
  lastUpdated: 'Última actualización: {date}',
  contents: 'Contenido',
  supportPage: 'nuestra página de soporte',
  translatedNotice:
    'Esta es nuestra propia traducción, no una traducción certificada. Si difiere de la versión en inglés, rige la versión en inglés.',
  englishOnlyNotice:
    'Por ahora, esta página solo está disponible en inglés. La versión en inglés es la que rige.',
  termsTitle: 'Términos del servicio',
  termsMeta: 'Los términos para usar SueGo, en lenguaje sencillo.',
  disclaimerTitle: 'Aviso legal',
  disclaimerMeta: 'SueGo no es un bufete de abogados y no da asesoría legal.',
  privacyMeta: 'Qué recopila SueGo, por qué, con quién la compartimos y sus opciones.',
  privacyTitle: 'Política de privacidad',
});
