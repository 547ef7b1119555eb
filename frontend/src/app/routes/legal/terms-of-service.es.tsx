import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { LegalDocument, type LegalSection } from '@/features/legal/components/legal-document';
import { SupportLink } from '@/features/legal/components/support-link';

/*
 * The Terms of Service in Spanish (issue 33, ADR 205): the team's translation of terms-of-service.tsx, section by
 * section with the same ids, against the glossary (backend/src/common/glossary.ts). Not a certified translation: the page
 * says the English governs. Loaded only by a Spanish page.
 */

const linkClass = 'font-semibold text-primary underline underline-offset-4';

const sections: LegalSection[] = [
  {
    id: 'about',
    title: 'Sobre estos términos',
    body: (
      <p>
        Estos términos son un acuerdo entre usted y SueGo (“SueGo”, “nosotros”). SueGo es una subsidiaria de
        su grupo de administración matriz. Al crear una cuenta o usar SueGo, usted acepta estos términos,
        nuestra{' '}
        <Link href={paths.privacyPolicy.getHref()} className={linkClass}>
          Política de privacidad
        </Link>{' '}
        y nuestro{' '}
        <Link href={paths.legalDisclaimer.getHref()} className={linkClass}>
          Aviso legal
        </Link>
        . Si no está de acuerdo, no use SueGo.
      </p>
    ),
  },
  {
    id: 'not-a-law-firm',
    title: 'SueGo no es un bufete de abogados',
    body: (
      <>
        <p>
          SueGo es un servicio de documentos de autoayuda.{' '}
          <strong>SueGo no es un bufete de abogados y no da asesoría legal.</strong> Nadie en SueGo actúa como
          su abogado, y usar SueGo no crea una relación abogado-cliente. SueGo no sustituye el consejo de un
          abogado.
        </p>
        <p>
          Le damos información general y le ayudamos a preparar documentos según lo que usted nos dice. No le
          decimos si debe presentar una demanda, qué debe reclamar ni cómo decidirá una corte. Si necesita
          asesoría sobre su situación, hable con un abogado con licencia en su estado.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Quién puede usar SueGo',
    body: (
      <ul>
        <li>Debe tener 18 años o más.</li>
        <li>SueGo está hecho para disputas en los Estados Unidos.</li>
        <li>La información que nos da debe ser verdadera y completa, y usted debe mantenerla al día.</li>
        <li>
          Usted es responsable de su cuenta. Mantenga su contraseña en privado y avísenos en <SupportLink />{' '}
          si cree que otra persona usó su cuenta.
        </li>
      </ul>
    ),
  },
  {
    id: 'service',
    title: 'Qué hace SueGo',
    body: (
      <>
        <p>
          Usted responde preguntas sobre su disputa. SueGo redacta un documento para usted, como una carta de
          reclamación o un paquete para presentar una demanda de reclamos menores, con sus respuestas y con
          tablas de leyes estatales que mantenemos. SueGo está pensado para disputas de dinero de hasta
          $10,000.
        </p>
        <p>
          SueGo no envía cartas, no presenta documentos ante una corte ni entrega (notifica) documentos a
          nadie por usted. Usted decide si usa un documento, y usted mismo lo envía o lo presenta.
        </p>
      </>
    ),
  },
  {
    id: 'your-responsibilities',
    title: 'Sus responsabilidades',
    body: (
      <ul>
        <li>
          <strong>Revise cada documento.</strong> Los documentos se redactan con herramientas automáticas,
          incluida la inteligencia artificial. Pueden tener errores. Revise nombres, direcciones, fechas,
          montos y hechos, y corrija lo que esté mal antes de enviarlo o presentarlo.
        </li>
        <li>
          Cumpla sus plazos. Las cortes tienen límites de tiempo para presentar un reclamo (plazos de
          prescripción) y sus propias reglas de presentación. Revisarlos es su responsabilidad.
        </li>
        <li>
          Use SueGo de forma honesta y legal. No haga reclamos que sabe que son falsos, no use SueGo para
          acosar ni amenazar a nadie, y no intente dañar, sobrecargar ni copiar el servicio.
        </li>
      </ul>
    ),
  },
  {
    id: 'payments',
    title: 'Pagos, suscripciones y pruebas gratis',
    body: (
      <>
        <p>
          Puede pagar por un solo documento o suscribirse a un plan. Le mostramos el precio antes de que
          pague. Los pagos los procesa nuestro procesador de pagos; SueGo nunca guarda el número completo de
          su tarjeta.
        </p>
        <p>
          Las suscripciones se renuevan automáticamente cada período de facturación hasta que usted cancele.
          Cuando cancela, su plan sigue activo hasta el final del período que ya pagó. Si su plan empieza con
          una prueba gratis, guardamos su tarjeta al registrarse y la cobramos cuando termina la prueba, a
          menos que cancele antes.
        </p>
        <p>
          Los cargos no son reembolsables una vez redactado un documento, salvo cuando la ley exija un
          reembolso. Si un problema técnico de nuestra parte le impidió recibir un documento que pagó,
          contáctenos en <SupportLink /> y lo solucionaremos.
        </p>
      </>
    ),
  },
  {
    id: 'your-content',
    title: 'Su información y sus documentos',
    body: (
      <>
        <p>
          Sus respuestas y sus documentos le pertenecen. Usted nos permite guardarlos y procesarlos para hacer
          funcionar SueGo para usted, como se describe en nuestra{' '}
          <Link href={paths.privacyPolicy.getHref()} className={linkClass}>
            Política de privacidad
          </Link>
          .
        </p>
        <p>
          Guardamos un registro de lo que pasa con cada caso (un registro de auditoría) durante unos 7 años,
          para que la historia de un documento se pueda revisar más adelante. Puede pedirnos que borremos su
          información en <SupportLink />; la Política de privacidad explica qué podemos borrar y qué nos exige
          guardar la ley.
        </p>
      </>
    ),
  },
  {
    id: 'attorneys',
    title: 'Directorio de abogados y referencias',
    body: (
      <p>
        Los abogados que aparecen en SueGo o que se presentan mediante una referencia son independientes. No
        son empleados de SueGo, y no supervisamos su trabajo ni garantizamos sus servicios. Cualquier acuerdo
        que usted haga con un abogado, incluidos los honorarios, es entre usted y ese abogado.
      </p>
    ),
  },
  {
    id: 'no-guarantee',
    title: 'Sin garantía de resultados',
    body: (
      <p>
        Una carta de reclamación o una demanda presentada ante una corte no garantiza que le paguen ni que
        gane su caso. Los resultados dependen de los hechos, de la otra parte y de la corte.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Renuncias y límites de nuestra responsabilidad',
    body: (
      <>
        <p>
          SueGo se ofrece “tal cual” y “según disponibilidad”. En la medida en que la ley lo permita, no
          prometemos que siempre esté disponible, que no tenga errores ni que sea adecuado para su situación.
        </p>
        <p>
          En la medida en que la ley lo permita, SueGo y su grupo de administración matriz no son responsables
          de pérdidas indirectas o consecuentes, y nuestra responsabilidad total por cualquier reclamo sobre
          SueGo se limita a lo que usted nos pagó en los 12 meses anteriores al reclamo. Algunos estados no
          permiten estos límites, así que es posible que no se apliquen a usted.
        </p>
      </>
    ),
  },
  {
    id: 'ending',
    title: 'Cierre de su cuenta',
    body: (
      <p>
        Puede dejar de usar SueGo y pedirnos que cerremos su cuenta en cualquier momento en <SupportLink />.
        Podemos suspender o cerrar una cuenta que incumpla estos términos o que ponga en riesgo a otras
        personas o al servicio. Cancelar una suscripción es distinto de cerrar su cuenta.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Cambios a estos términos',
    body: (
      <p>
        Podemos actualizar estos términos. Cuando lo hagamos, cambiaremos la fecha al principio de esta página
        y, si los cambios son importantes, se lo diremos por correo electrónico o en la aplicación antes de
        que entren en vigor. Si sigue usando SueGo después de que un cambio entre en vigor, se aplican los
        nuevos términos.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contáctenos',
    body: (
      <p>
        ¿Tiene preguntas sobre estos términos? Escríbanos en <SupportLink />.
      </p>
    ),
  },
];

export function TermsOfServiceEs() {
  return (
    <LegalDocument
      language="es"
      title="Términos del servicio"
      summary={
        <p>
          <strong>En resumen:</strong> SueGo le ayuda a preparar sus propios documentos legales. No somos un
          bufete de abogados, no damos asesoría legal y no sustituimos el consejo de un abogado. Debe tener 18
          años o más, y debe revisar cada documento antes de usarlo.
        </p>
      }
      sections={sections}
    />
  );
}
