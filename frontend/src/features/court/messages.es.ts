import { translations } from '@/lib/i18n/define';
import type { messages } from './messages';

/** The court screens in Spanish, with the glossary's terms (backend/src/common/glossary.ts). */
export default translations<typeof messages>('court', {
  hearingTitle: 'Su audiencia',
  hearingIntro:
    'Escriba la corte, la fecha y la hora que indica su aviso de audiencia. Le enviamos un correo 7 días y 1 día antes con lo que debe llevar, y su archivo de calendario incluye la audiencia.',
  reloadToTry: 'Vuelva a cargar la página para intentarlo de nuevo.',
  pleaseTryAgain: 'Inténtelo de nuevo.',
  hearingWhenAt: '{when}, {court}',
  whatToBring: 'Qué debe llevar',
  hearingCourt: 'Corte (nombre y dirección)',
  hearingDate: 'Fecha',
  hearingTime: 'Hora',
  hearingTimeZone: 'Zona horaria',
  hearingCourtHint: 'Tal como aparece en su aviso de audiencia.',
  saving: 'Guardando…',
  changeHearing: 'Cambiar la audiencia',
  saveHearing: 'Guardar la audiencia',
  removeHearing: 'Quitar la audiencia',
  hearingSaved: 'Guardado. Se lo recordaremos 7 días y 1 día antes.',
  hearingNotRemoved: 'No se pudo quitar la audiencia. Inténtelo de nuevo.',
  zoneEastern: 'Hora del Este',
  zoneCentral: 'Hora del Centro',
  zoneMountain: 'Hora de la Montaña',
  zoneArizona: 'Arizona (sin horario de verano)',
  zonePacific: 'Hora del Pacífico',
  zoneAlaska: 'Hora de Alaska',
  zoneHawaii: 'Hora de Hawái',
  zonePuertoRico: 'Hora del Atlántico (Puerto Rico)',
  sc100Title: 'SC-100, el formulario oficial de demanda',
  sc100Intro:
    'SueGo llena el formulario SC-100 de California{revision, select, none {} other { ({revision})}} con los datos de su caso. Responda lo que su caso todavía no indica; luego descargue el formulario, revise cada punto, póngale la fecha y fírmelo.',
  sc100FormEnglish: 'El formulario está en inglés, como lo exige la corte.',
  venueA:
    'a. Donde el demandado vive o tiene su negocio, donde se dañó la propiedad, o donde se hizo o se incumplió el contrato',
  venueB:
    'b. Donde el comprador o arrendatario firmó o vive (bienes, servicios o préstamos personales, familiares o del hogar)',
  venueC: 'c. Donde el comprador firmó o vive (un contrato de venta a plazos, como una tarjeta de crédito)',
  venueD:
    'd. Donde el comprador firmó o vive, o donde se guarda el vehículo (una venta de vehículo con financiamiento)',
  venueE: 'e. Otro',
  courtCounty: 'Condado',
  courtCountyChoose: 'Elija el condado',
  courtCountyHint: 'El condado de la corte se completa abajo; agregue el edificio de la corte después.',
  courtName: 'Condado y edificio de la corte',
  defendantPhone: 'Su teléfono (opcional)',
  agentName: 'Nombre de la persona o del agente para recibir la demanda (opcional)',
  agentJobTitle: 'Cargo, si lo sabe',
  secondDefendantName: 'Nombre de un segundo demandado (opcional)',
  venueOther: 'Otro motivo',
  venueZip: 'Código postal de ese lugar (punto 6, si lo sabe)',
  street: 'Calle',
  city: 'Ciudad',
  state: 'Estado',
  zip: 'Código postal',
  courtNameHint:
    'El formulario imprime antes "Superior Court of California, County of". Busque su corte de reclamos menores en <link>courts.ca.gov/find-my-court</link>.',
  groupCourt: 'La corte',
  groupPlaintiff: 'Su dirección (punto 1)',
  groupDefendant: 'La otra parte (punto 2)',
  groupAgent: 'Un demandado que es un negocio (punto 2)',
  groupSecondDefendant: 'Más de un demandado (punto 2)',
  secondDefendantHint: 'El formulario SC-100A los enumera; SueGo no llena el SC-100A.',
  groupVenue: 'Por qué esta corte (puntos 5 y 6)',
  venueReason: 'Motivo',
  groupItems: 'Puntos 7 a 10',
  attorneyFeeDispute: 'Mi reclamo es una disputa de honorarios entre abogado y cliente (punto 7)',
  feeArbitration: 'Tuve un arbitraje y adjunto el formulario SC-101',
  publicEntity: 'Demando a una entidad pública (punto 8)',
  publicEntityClaimDate: 'Fecha en que presentó el reclamo por escrito',
  moreThan12Claims:
    'Presenté más de otras 12 demandas de reclamos menores en California en los últimos 12 meses (punto 9)',
  confirmsTwoClaimsOver2500:
    'Mi reclamo es de más de {limit}: no he presentado, y entiendo que no puedo presentar, más de dos demandas de reclamos menores por más de {limit} en California este año calendario (punto 10)',
  saveSc100: 'Guardar las respuestas del SC-100',
  downloadSc100: 'Descargar el SC-100 (formulario oficial, en inglés)',
  sc100Saved: 'Guardado. El formulario se llena con estas respuestas.',
  sc100DownloadFailed: 'No se pudo descargar el formulario. Inténtelo de nuevo.',
  sc100LeftTitle: 'Lo que el formulario deja a usted y al secretario de la corte',
  sc100LeftBody:
    'Usted pone la fecha y firma el punto 11. El secretario de la corte llena el número de caso, el nombre del caso y la fecha del juicio. SueGo no llena el SC-100A (más partes) ni el SC-101.',
  documentEnglish: 'El documento está en inglés, para la otra parte.',
  fileTitle: 'Presentar una demanda de reclamos menores',
  fileIntro:
    'Su paquete para presentar una demanda de reclamos menores se prepara con este caso: no tiene que responder nada de nuevo. Incluye la corte, la revisión del límite, los pasos y la cuota de presentación, cómo entregar (notificar) los documentos a la otra parte, la lista para la audiencia, {california, select, yes {el formulario oficial de demanda SC-100 de California ya llenado} other {una hoja de trabajo para el formulario de demanda de la corte}}, y sus cartas con la prueba de su entrega como anexos.',
  fileStartFailed: 'No pudimos iniciar la presentación. Inténtelo de nuevo.',
  packagePreparing: 'Estamos preparando su paquete para presentar una demanda de reclamos menores.',
  differenceDescription:
    'La diferencia con el precio del paquete para presentar una demanda de reclamos menores, pagada una sola vez.',
  packageAppears: 'Su paquete aparece abajo con sus otros documentos, listo para editar y descargar.',
  filePrice:
    'Precio: <b>{price}</b>, la diferencia con el precio del paquete después de su carta, o incluido en su plan si le queda un documento.',
  filePriceUnknown: 'La diferencia con el precio del paquete después de su carta, o incluido en su plan.',
  preparing: 'Preparando…',
  noticeCopyTitle: 'Copia de referencia en español del aviso final',
  noticeCopyBody: 'Una traducción para su referencia. Envíe el aviso final en inglés: no envíe esta copia.',
  noticeCopyDownload: 'Descargar la copia de referencia del aviso final (PDF)',
  noticeCopyDownloading: 'Descargando…',
  noticeCopyFailed: 'No se pudo descargar la copia de referencia del aviso final.',
  errorNoLetterYet:
    'Presente la demanda de reclamos menores después de su carta de reclamación: este caso todavía no tiene carta.',
  errorAlreadyPackage:
    'El documento de este caso ya es un paquete para presentar una demanda de reclamos menores: descárguelo desde la página de su documento.',
  errorNeedsOutcome:
    'Un aviso final sigue a una carta que no se pagó: primero indique "pagó una parte", "se negó" o "no respondió".',
  errorNotALetter:
    'Un aviso final sigue a una carta de reclamación: el documento de este caso es un paquete.',
  errorNoLetter: 'Este caso todavía no tiene una carta de reclamación.',
  errorCaliforniaOnly: 'El SC-100 es el formulario de California: este caso no está en California.',
  errorNeedsPackage:
    'El SC-100 viene con el paquete para presentar una demanda de reclamos menores: primero presente la demanda.',
});
