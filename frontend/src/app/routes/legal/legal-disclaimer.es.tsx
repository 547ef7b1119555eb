import { LegalDocument, type LegalSection } from '@/features/legal/components/legal-document';
import { SupportLink } from '@/features/legal/components/support-link';

/*
 * The Legal Disclaimer in Spanish (issue 33, ADR 205): the team's translation of legal-disclaimer.tsx, section by
 * section with the same ids, against the glossary. Not a certified translation: the page says the English governs.
 */
const sections: LegalSection[] = [
  {
    id: 'not-a-law-firm',
    title: 'SueGo no es un bufete de abogados',
    body: (
      <>
        <p>
          <strong>SueGo no es un bufete de abogados y no da asesoría legal.</strong> SueGo no sustituye el
          consejo de un abogado. Usar SueGo, incluido nuestro directorio de abogados, no crea una relación
          abogado-cliente con SueGo ni con su grupo de administración matriz, del que SueGo es una
          subsidiaria.
        </p>
        <p>
          Lo que escribimos en este sitio web y en sus documentos es información general, no asesoría sobre su
          situación particular.
        </p>
      </>
    ),
  },
  {
    id: 'self-help',
    title: 'Documentos de autoayuda',
    body: (
      <p>
        SueGo le ayuda a preparar sus propios documentos con sus propias respuestas. Usted decide si envía una
        carta de reclamación, si va a la corte y qué reclama. Las leyes cambian de un estado a otro y con el
        tiempo; trabajamos para mantener al día nuestras tablas de leyes estatales, pero no podemos prometer
        que estén completas o actualizadas el día en que las use.
      </p>
    ),
  },
  {
    id: 'automated-drafting',
    title: 'Documentos redactados con herramientas automáticas e inteligencia artificial',
    body: (
      <>
        <p>
          Sus documentos los redactan herramientas automáticas, incluida la inteligencia artificial, con sus
          respuestas y nuestras tablas de leyes estatales. Estas herramientas pueden equivocarse: una fecha
          incorrecta, un nombre mal escrito, un monto que no cuadra o una regla que no corresponde a sus
          hechos.
        </p>
        <p>
          <strong>Debe revisar cada documento con cuidado antes de enviarlo o presentarlo</strong>, y corregir
          lo que esté mal. Usted es responsable de lo que envía y presenta.
        </p>
      </>
    ),
  },
  {
    id: 'no-guarantee',
    title: 'Sin garantía de resultados',
    body: (
      <p>
        No podemos prometer que una carta hará que le paguen ni que una corte decidirá a su favor. Cada caso
        depende de sus hechos, de las pruebas y de la corte.
      </p>
    ),
  },
  {
    id: 'limits',
    title: 'Plazos y límites de las cortes',
    body: (
      <p>
        SueGo está pensado para disputas de hasta $10,000. Las cortes de reclamos menores tienen sus propios
        límites de monto, cuotas de presentación y reglas, y todo reclamo tiene un límite de tiempo (un plazo
        de prescripción). Revise las reglas de su corte y no espere hasta el último momento.
      </p>
    ),
  },
  {
    id: 'attorneys',
    title: 'Directorio de abogados y referencias',
    body: (
      <p>
        Los abogados que encuentre o a los que se le refiera a través de SueGo son profesionales
        independientes. SueGo no respalda a ningún abogado, no es responsable de sus consejos ni de su
        trabajo, y no comparte sus honorarios, a menos que se lo digamos antes de la referencia. Los abogados
        marcados como “Datos de muestra” pertenecen a un directorio de muestra: son ficticios, se muestran en
        ciudades y códigos postales reales para que vea cómo funciona la búsqueda, y no son abogados reales.
      </p>
    ),
  },
  {
    id: 'when-to-get-a-lawyer',
    title: 'Cuándo hablar con un abogado',
    body: (
      <>
        <p>Considere hablar con un abogado con licencia si:</p>
        <ul>
          <li>la otra parte tiene un abogado o ha amenazado con demandarlo;</li>
          <li>el monto es mayor de lo que permite su corte de reclamos menores;</li>
          <li>su caso incluye lesiones, un negocio suyo o asuntos penales;</li>
          <li>un plazo está cerca o no está seguro de si ya pasó;</li>
          <li>no está seguro de qué ley se aplica o qué reclamar.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'age',
    title: 'Requisito de edad',
    body: <p>Debe tener 18 años o más para usar SueGo.</p>,
  },
  {
    id: 'contact',
    title: 'Contáctenos',
    body: (
      <p>
        ¿Tiene preguntas sobre este aviso? Escríbanos en <SupportLink />.
      </p>
    ),
  },
];

export function LegalDisclaimerEs() {
  return (
    <LegalDocument
      language="es"
      title="Aviso legal"
      summary={
        <p>
          <strong>En resumen:</strong> SueGo no es un bufete de abogados, no da asesoría legal y no sustituye
          el consejo de un abogado. Los documentos se redactan con herramientas automáticas, así que revise
          cada uno con cuidado antes de usarlo.
        </p>
      }
      sections={sections}
    />
  );
}
