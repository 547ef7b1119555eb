import { LegalDocument, type LegalSection } from '@/features/legal/components/legal-document';
import { SupportLink } from '@/features/legal/components/support-link';

/*
 * The Privacy Policy in Spanish (issue 33, ADR 205): the team's translation of privacy-policy.tsx, section by section
 * with the same ids, against the glossary. Not a certified translation: the page says the English governs.
 */
const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Quiénes somos',
    body: (
      <p>
        SueGo (“nosotros”) es un servicio de documentos legales de autoayuda y una subsidiaria de su grupo de
        administración matriz. Esta política explica qué información personal recopilamos, por qué, con quién
        la compartimos y qué opciones tiene usted.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'Qué recopilamos',
    body: (
      <ul>
        <li>
          <strong>Datos de su cuenta:</strong> su nombre, su correo electrónico y su contraseña. Guardamos la
          contraseña solo como un hash seguro de un solo sentido, nunca como texto legible. También anotamos
          si confirmó que su correo electrónico es suyo y, mientras lo está cambiando, la nueva dirección que
          pidió.
        </li>
        <li>
          <strong>Las respuestas de su caso:</strong> lo que nos cuenta sobre su disputa, como sus datos de
          contacto, el nombre y la dirección de la otra parte, lo que pasó, fechas, montos y las pruebas que
          describe, además de los documentos que redactamos con ellas y los cambios que usted haga.
        </li>
        <li>
          <strong>Datos de pago:</strong> los pagos los procesa nuestro procesador de pagos. Solo recibimos lo
          necesario para mostrarle sus tarjetas guardadas y sus recibos (como la marca de la tarjeta, los
          últimos cuatro dígitos y la fecha de vencimiento). Nunca vemos ni guardamos números de tarjeta
          completos.
        </li>
        <li>
          <strong>Mensajes de soporte:</strong> lo que nos envía cuando pide ayuda.
        </li>
        <li>
          <strong>Lo que pasó después de su carta:</strong> cuándo se envió y se entregó, y el resultado que
          usted registra (le pagaron todo, una parte, se negaron o no respondieron, y el monto que recibió).
        </li>
        <li>
          <strong>Información técnica:</strong> su dirección IP, el tipo de navegador y los registros del
          servidor, que usamos para mantener SueGo seguro y funcionando, por ejemplo para limitar los intentos
          fallidos repetidos de iniciar sesión.
        </li>
      </ul>
    ),
  },
  {
    id: 'why',
    title: 'Para qué la usamos',
    body: (
      <>
        <ul>
          <li>
            Para redactar, guardar y entregarle sus documentos, y para conservar el historial de su caso.
          </li>
          <li>Para administrar su cuenta, cobrar los pagos y gestionar las suscripciones.</li>
          <li>
            Para imprimir y enviar su carta cuando nos lo pide: nuestro proveedor de correo recibe la carta y
            ambas direcciones, y nos avisa cuando se entrega.
          </li>
          <li>
            Para recordarle por correo electrónico las fechas de su caso (cuando se entrega su carta, 3 días
            antes del plazo, el día del plazo y una semana después) hasta que registre que le pagaron. Puede
            desactivar los recordatorios en la página de su cuenta o con el enlace para cancelar la
            suscripción de cualquier recordatorio.
          </li>
          <li>
            Para contar, sin nombres, con qué frecuencia las cartas logran que a la gente le paguen, y así
            mejorarlas (nuestro personal solo ve totales mensuales, nunca un caso, una persona ni un monto).
          </li>
          <li>Para responder sus solicitudes de soporte.</li>
          <li>Para mantener SueGo seguro y prevenir el fraude y el abuso.</li>
          <li>Para cumplir nuestras obligaciones legales, fiscales y contables.</li>
          <li>Para corregir problemas y mejorar SueGo.</li>
        </ul>
        <p>No vendemos su información personal ni la usamos para publicidad dirigida.</p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Con quién la compartimos',
    body: (
      <>
        <p>Compartimos información personal solo en la medida necesaria para hacer funcionar SueGo:</p>
        <ul>
          <li>
            <strong>Nuestro procesador de pagos</strong>, para cobrar los pagos y guardar tarjetas.
          </li>
          <li>
            <strong>Proveedores de servicios</strong> que alojan nuestros sistemas o que ofrecen las
            herramientas automáticas de redacción (incluidos servicios de inteligencia artificial) que ayudan
            a escribir sus documentos. Solo pueden usar su información para prestarnos su servicio.
          </li>
          <li>
            <strong>Abogados</strong>, solo cuando usted nos pide una referencia de abogado, y solo los datos
            necesarios para esa referencia.
          </li>
          <li>
            <strong>Nuestro grupo de administración matriz</strong>, para tareas de administración, con las
            mismas protecciones que esta política.
          </li>
          <li>
            <strong>Autoridades</strong>, cuando la ley lo exige, o para proteger los derechos y la seguridad
            de las personas.
          </li>
          <li>
            <strong>Un comprador o sucesor</strong>, si el negocio de SueGo se vende o se reorganiza; esta
            política seguiría protegiendo su información.
          </li>
        </ul>
        <p>Nunca enviamos nada a la otra parte de su disputa. Usted decide si le envía su documento.</p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies y almacenamiento local',
    body: (
      <>
        <p>
          Cuando inicia sesión, guardamos su token de sesión en el almacenamiento local de su navegador para
          que su sesión siga abierta. Al cerrar sesión, se borra. Si elige un tipo de caso en nuestra página
          de inicio, guardamos esa elección en el almacenamiento local hasta que empiece el cuestionario.
        </p>
        <p>
          No usamos cookies de publicidad ni de seguimiento entre sitios. Nuestro procesador de pagos puede
          poner sus propias cookies en las páginas de pago para prevenir el fraude.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'Cuánto tiempo la guardamos',
    body: (
      <ul>
        <li>
          <strong>Su cuenta</strong> (nombre, correo electrónico, hash de la contraseña): hasta que usted la
          borre.
        </li>
        <li>
          <strong>Cada caso y su historial</strong> (sus respuestas, los documentos que redactamos, cada
          cambio y un registro de lo que pasó y cuándo, un registro de auditoría): durante 7 años después de
          la última actividad del caso, como su último cambio. Los documentos legales pueden importar durante
          años, y este registro permite que cualquiera revise más adelante cómo se hizo y cambió un documento.
          Después, todo el registro, sus documentos y sus copias en PDF se borran automáticamente.
        </li>
        <li>
          <strong>Registros de pagos y suscripciones</strong> (monto, fecha, qué se pagó y la referencia de
          nuestro procesador de pagos): durante 7 años después de la última actividad, porque lo exigen las
          leyes fiscales y contables.
        </li>
        <li>
          <strong>Los correos que le enviamos</strong> (o que tratan sobre usted, como la copia de su
          solicitud de referencia que recibe un abogado): durante 7 años como máximo, y nunca después de que
          borre su cuenta. Pertenecen a su cuenta, no a una dirección: si otra persona se registra más
          adelante con una dirección a la que le escribimos alguna vez, no ve nada de eso. Los enlaces
          privados que permiten actuar en su cuenta (para restablecer la contraseña o confirmar un correo)
          solo están en el correo mismo; nuestra copia y nuestro personal nunca los ven.
        </li>
        <li>
          <strong>Enlaces para confirmar el correo electrónico</strong>: cada uno funciona una vez y vence (48
          horas para confirmar su dirección, 24 horas para confirmar una nueva); el registro de que lo
          enviamos se borra un día después de que se usa o vence.
        </li>
        <li>
          <strong>Si ya tuvo una prueba gratis o un código promocional</strong>: cada uno se da una sola vez
          por cliente, así que guardamos una huella codificada de su correo electrónico (un HMAC, un código de
          un solo sentido hecho con una clave secreta que nunca sale de nuestros servidores, con la dirección
          sin espacios, en minúsculas y sin “+etiqueta”) y, cuando paga con tarjeta a través de Stripe, de la
          tarjeta, junto con la oferta para la que se usó y cuándo. No contiene ni su dirección ni el número
          de su tarjeta, y solo se usa para eso; la guardamos durante 7 años, también después de que borre su
          cuenta.
        </li>
        <li>
          <strong>Sesiones</strong>: se borran 30 días después de terminar.{' '}
          <strong>Los contadores de intentos fallidos de iniciar sesión</strong> se borran después de un día.
          Los registros del servidor anotan eventos de seguridad, como los inicios de sesión, con una
          referencia codificada en lugar de su correo electrónico, y nunca las respuestas de su caso ni sus
          documentos; se borran de forma continua.
        </li>
      </ul>
    ),
  },
  {
    id: 'deletion',
    title: 'Cómo borrar su cuenta',
    body: (
      <>
        <p>
          Puede borrar su cuenta usted mismo en cualquier momento: inicie sesión, abra la página de su cuenta
          y elija <strong>Eliminar mi cuenta</strong>; después escriba su correo electrónico para confirmar.
          Cuando lo hace:
        </p>
        <ul>
          <li>se cierra su sesión en todos los dispositivos y su cuenta ya no se puede usar;</li>
          <li>
            cualquier suscripción termina de inmediato, sin más cobros, y se le pide a nuestro procesador de
            pagos que borre su registro de cliente y sus tarjetas guardadas;
          </li>
          <li>
            se borra su información personal: su nombre y sus datos de contacto, las respuestas de su caso
            (incluidos el nombre y la dirección de la otra parte y lo que pasó), los documentos que redactamos
            para usted y sus cambios, y los motivos que nos haya dado. Los guardamos cifrados con una clave
            que es solo suya; al borrar su cuenta se borra esa clave, así que esta información ya no se puede
            leer nunca más, ni por nosotros ni por nadie, y también se borran las copias que mostramos en
            nuestras páginas y los PDF guardados;
          </li>
          <li>los correos que teníamos en cola o que le enviamos se borran de nuestros sistemas.</li>
        </ul>
        <p>
          <strong>Qué guardamos y por qué:</strong> los registros que la ley nos obliga a guardar: de cada
          pago, el monto, la fecha, qué se pagó y la referencia del procesador de pagos, durante 7 años, y el
          esquema básico de cada caso (cuándo se abrió, se pagó y se redactó, y los montos), sin nada que lo
          nombre o lo describa a usted. Estos se borran con el resto del registro del caso 7 años después de
          su última actividad. También guardamos la huella codificada de su correo electrónico (y de su
          tarjeta) que indica que ya tuvo una prueba gratis o un código promocional, para que registrarse de
          nuevo no los devuelva; no se usa para nada más (vea “Cuánto tiempo la guardamos”). Nuestro
          procesador de pagos guarda sus propios registros de pagos según su propia política de privacidad.
        </p>
        <p>
          También puede pedirnos que borremos su información en <SupportLink />, por ejemplo si ya no puede
          iniciar sesión. Primero confirmaremos que la solicitud viene de usted.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Cómo la protegemos',
    body: (
      <p>
        La información viaja cifrada entre usted y SueGo (HTTPS). Los datos personales de sus casos se guardan
        cifrados, los de cada persona con su propia clave, y el historial del caso está protegido contra
        alteraciones. Las contraseñas se guardan como hashes seguros, el acceso a la información personal se
        limita a las personas que lo necesitan para su trabajo, y los intentos de iniciar sesión tienen un
        límite. Ningún sistema es perfectamente seguro, así que use una contraseña fuerte que no use en otro
        lugar y avísenos de inmediato si nota algo raro.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Sus derechos y opciones',
    body: (
      <>
        <p>Según dónde viva, es posible que tenga derecho a:</p>
        <ul>
          <li>
            ver la información personal que tenemos sobre usted y obtener una copia (“Descargar mis datos”, en
            la página de su cuenta, se la da toda en un archivo);
          </li>
          <li>corregir la información que esté mal;</li>
          <li>
            borrar su cuenta y su información usted mismo, o pedirnos que lo hagamos (vea “Cómo borrar su
            cuenta”);
          </li>
          <li>dejar de recibir correos de mercadeo, si le enviamos alguno.</li>
        </ul>
        <p>
          Para ejercer cualquiera de estos derechos, contáctenos en <SupportLink />. No lo trataremos de
          manera distinta por ejercerlos.
        </p>
      </>
    ),
  },
  {
    id: 'age',
    title: 'Requisito de edad',
    body: (
      <p>
        SueGo es solo para personas de 18 años o más. No recopilamos a sabiendas información de nadie menor.
        Si cree que un menor nos dio información, contáctenos y la borraremos.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Cambios a esta política',
    body: (
      <p>
        Si cambiamos esta política, actualizamos la fecha al principio de esta página. Si los cambios son
        importantes, se lo diremos por correo electrónico o en la aplicación antes de que entren en vigor.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contáctenos',
    body: (
      <p>
        ¿Tiene preguntas o solicitudes sobre su privacidad? Escríbanos en <SupportLink />.
      </p>
    ),
  },
];

export function PrivacyPolicyEs() {
  return (
    <LegalDocument
      language="es"
      title="Política de privacidad"
      summary={
        <p>
          <strong>En resumen:</strong> recopilamos lo necesario para redactar sus documentos y administrar su
          cuenta. Los pagos pasan por nuestro procesador de pagos, y nunca guardamos números de tarjeta
          completos. No vendemos su información. Guardamos los registros de casos y pagos durante 7 años
          después de su última actividad, y usted puede borrar su cuenta, y con ella su información personal,
          en cualquier momento desde la página de su cuenta.
        </p>
      }
      sections={sections}
    />
  );
}
