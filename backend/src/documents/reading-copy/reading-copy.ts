import Handlebars from 'handlebars';
import type { CaseDetails } from '../../claim/case.types';
import { READING_COPY_MARK, SPANISH_DISCLAIMER, SPANISH_TERMS } from '../../common/glossary';
import type { CaseType } from '../../law/law-table.types';
import { addDays } from '../../law/calendar';
import { renderDocumentHtml } from '../drafting/draft-document';
import { buildLetterViewModel, type LetterViewModel } from '../drafting/letter-view-model';
import { READING_COPY_SOURCES } from './reading-copy.hbs';

/**
 * The Spanish reading copy of a case's first document (issue 33, ADR 206): rebuilt on demand from the case's events
 * (the answers, frozen once paid; the drafted text of revision 1.0; the active revision), never stored.
 */
export interface ReadingCopyInput {
  caseId: string;
  details: CaseDetails;
  /** Revision 1.0 as the DocumentGenerated event recorded it. */
  drafted: { content: string; generatedAt: string; lawTableVersion: string };
  /** The active revision (1.0 itself when the claimant never edited the document). */
  active: { version: string; content: string };
}

export interface ReadingCopy {
  title: string;
  content: string;
  html: string;
  /** The date the English letter carries (YYYY-MM-DD). */
  letterDate: string;
}

const g = SPANISH_TERMS;

const SUBJECTS: Record<CaseType, string> = {
  'security-deposit': `Reclamación para que se devuelva el ${g.securityDeposit}`,
  'unpaid-work': 'Reclamación de pago: factura o trabajo sin pagar',
  'vehicle-damage': 'Reclamación de pago: daños al vehículo',
  'property-damage': 'Reclamación de pago: daños a la propiedad',
  'contract-breach': 'Reclamación de pago: incumplimiento de contrato',
  'landlord-dispute': 'Reclamación de pago: disputa de alquiler',
  other: 'Reclamación de pago',
};

const OPENINGS: Record<CaseType, (amount: string) => string> = {
  'security-deposit': (a) => `Le escribo para pedirle que devuelva ${a} de mi ${g.securityDeposit}.`,
  'unpaid-work': (a) =>
    `Le escribo para pedirle que pague ${a} que me debe por un trabajo que hice para usted.`,
  'vehicle-damage': (a) => `Le escribo para pedirle que pague ${a} por los daños a mi vehículo.`,
  'property-damage': (a) => `Le escribo para pedirle que pague ${a} por los daños a mi propiedad.`,
  'contract-breach': (a) =>
    `Le escribo para pedirle que pague ${a} que perdí porque no se cumplió nuestro acuerdo.`,
  'landlord-dispute': (a) =>
    `Le escribo para pedirle que pague ${a} que me debe en relación con nuestro contrato de alquiler.`,
  other: (a) => `Le escribo para pedirle que pague ${a} que me debe.`,
};

/** The letter's legal basis in templated Spanish: the same branches as templates/legal-basis, no state's own text. */
function basisOf(model: LetterViewModel): { basis: string; basisMore: string[] } {
  const state = model.stateName;
  const civilLaw = model.wording.limitationTerm === 'prescriptive period';
  const contract = civilLaw
    ? '(incumplimiento de una obligación: La. Civ. Code arts. 1994 y siguientes)'
    : `(incumplimiento de contrato, una regla del derecho común de ${state})`;
  const fault = civilLaw
    ? '(culpa: La. Civ. Code art. 2315)'
    : `(negligencia, una regla del derecho común de ${state})`;
  const agreement =
    model.agreementForm === 'written'
      ? 'Teníamos un acuerdo por escrito'
      : model.agreementForm === 'oral'
        ? 'Teníamos un acuerdo verbal'
        : 'Teníamos un acuerdo';
  const broken = `${agreement}, y usted no hizo lo que acordó. Según la ley de ${state}, la parte que no cumple un acuerdo debe pagar a la otra parte el dinero que perdió como resultado ${contract}.`;
  const total = model.amount.total;
  const basis = model.legalBasis;
  switch (basis.caseType) {
    case 'security-deposit': {
      const notReturned = `No se me han devuelto ${total} de mi ${g.securityDeposit}, y le pido que los devuelva.`;
      const deadline = basis.returnDeadline;
      const first = deadline.certain
        ? `La ley de ${state} exige que el ${g.landlord} devuelva el ${g.securityDeposit} del ${g.tenant}, o le entregue por escrito una cuenta detallada de las deducciones, dentro de este plazo (en inglés, como en la carta): "${deadline.text}" (${deadline.citation}).${deadline.businessDays ? ' Estos días se cuentan como días hábiles.' : ''} ${basis.returnDeadlinePassed ? `Ese plazo ya pasó, y no se me han devuelto ${total} de mi ${g.securityDeposit}.` : notReturned}`
        : notReturned;
      const quoted = [
        ...basis.letterServes,
        ...(basis.clockSentence ? [basis.clockSentence] : []),
        ...basis.remedySentences,
        ...(basis.interestSentence ? [basis.interestSentence] : []),
      ];
      return {
        basis: first,
        basisMore: quoted.length
          ? [`La carta agrega, según la ley de ${state} (en inglés): "${quoted.join(' ')}"`]
          : [],
      };
    }
    case 'unpaid-work':
      return {
        basis: `Hice este trabajo a petición suya, y usted aceptó pagarlo. No pagar un trabajo acordado y terminado es un incumplimiento de nuestro acuerdo ${contract}, y tengo derecho al monto que se debía.`,
        basisMore: model.freelancerLaws
          .filter((law) => law.certain)
          .map(
            (law) =>
              `${law.cityCondition ? 'Si hice este trabajo en esa ciudad, también' : 'También'} puede aplicarse ${law.citation} ("${law.reference}"). Según esa ley, el pago de trabajo independiente cubierto de ${law.threshold} o más vence en la fecha acordada o, si no se acordó una fecha, dentro de ${law.paymentDueDays} días después de terminar el trabajo.`,
          ),
      };
    case 'contract-breach':
      return { basis: broken, basisMore: [] };
    case 'other':
      return {
        basis: basis.agreementBased
          ? broken
          : `Según los hechos de arriba, creo que usted es legalmente responsable de este monto según la ley de ${state}.`,
        basisMore: [],
      };
    case 'landlord-dispute':
      return {
        basis: `Nuestro contrato de alquiler establece lo que cada uno debe hacer. Según la ley de ${state}, el ${g.landlord} o el ${g.tenant} que no cumple el contrato de arrendamiento o de alquiler debe pagar al otro la pérdida que esto cause ${contract}.`,
        basisMore: [],
      };
    case 'property-damage':
      return {
        basis: `Usted es responsable de los daños a mi propiedad porque los causó su descuido. Según la ley de ${state}, quien por descuido daña la propiedad de otra persona debe pagar el daño causado, como el costo razonable de reparación o reemplazo ${fault}.`,
        basisMore: [],
      };
    case 'vehicle-damage':
      return {
        basis: `Usted es responsable de los daños a mi vehículo porque los causó su descuido. Según la ley de ${state}, quien por descuido daña la propiedad de otra persona debe pagar el daño causado, como el costo razonable de reparación ${fault}.`,
        basisMore: [],
      };
  }
}

/** How to pay, in Spanish (the letter's and the final notice's copies). */
export function paymentOf(model: LetterViewModel): string {
  const ways = [model.sender.phone, model.sender.email].filter((w): w is string => !!w);
  const at = ways.length ? ` al ${ways.join(' o ')}` : '';
  return model.sender.hasAddress
    ? `Puede pagar con cheque o giro postal (money order) a nombre de ${model.sender.name}, enviado a la dirección de arriba, o comunicarse conmigo${at} para acordar otra forma de pago.`
    : `Por favor, comuníquese conmigo${at} para acordar el pago.`;
}

/** The letter's subject in Spanish, by case type. */
export const readingCopySubject = (model: LetterViewModel): string => SUBJECTS[model.caseType];

function spanishOf(model: LetterViewModel) {
  const { years } = model.limitation;
  return {
    subject: SUBJECTS[model.caseType],
    opening: OPENINGS[model.caseType](model.amount.total),
    ...basisOf(model),
    demandVerb: model.caseType === 'security-deposit' ? 'devuelva' : 'pague',
    payment: paymentOf(model),
    limitationTitle: `Plazo para presentar la ${g.lawsuit} (${g.statuteOfLimitations})`,
    limitation: `El ${g.statuteOfLimitations} de ${model.stateName} para este tipo de reclamo ("${model.limitation.basisLabel}") es ${model.limitation.certain ? '' : 'en general '}de ${years} ${years === 1 ? 'año' : 'años'}`,
  };
}

/** The parts of a document split at its page breaks; the letter is the part with the signature. */
function letterPart(content: string): string | null {
  return content.split('\n---\n').find((part) => /\nSincerely,\n/.test(part)) ?? null;
}

const blocksOf = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '');

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();
const clip = (text: string, max = 280): string =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/**
 * The paragraphs of the active letter that are not in the drafted letter (numbered as in the active letter), and how
 * many drafted paragraphs are gone. An edit outside the letter (the cover or the notes) changes nothing here.
 */
export function changedParagraphs(
  drafted: string,
  active: string,
): { changed: Array<{ number: number; text: string }>; removedCount: number } {
  const before = blocksOf(letterPart(drafted) ?? drafted);
  const after = blocksOf(letterPart(active) ?? active);
  const had = new Set(before.map(oneLine));
  const has = new Set(after.map(oneLine));
  const changed = after
    .map((block, index) => ({ number: index + 1, text: oneLine(block) }))
    .filter((p) => !had.has(p.text))
    .map((p) => ({ number: p.number, text: clip(p.text) }));
  // A rewritten paragraph is one changed, not one removed and one added.
  const gone = before.filter((b) => !has.has(oneLine(b))).length;
  return { changed, removedCount: Math.max(0, gone - changed.length) };
}

/** The statement of facts as the letter has it (the claimant's words, or the accepted LLM rewrite; edits included). */
function factsOf(content: string): string[] | null {
  const letter = letterPart(content);
  if (!letter) return null;
  const start = letter.indexOf('\n## Statement of facts\n');
  if (start < 0) return null;
  const rest = letter.slice(start + '\n## Statement of facts\n'.length);
  const end = rest.search(/\n## /);
  return blocksOf(end < 0 ? rest : rest.slice(0, end)).map(oneLine);
}

/**
 * The date the English letter carries. The job drafts with the day it runs and records the event after printing,
 * so the letter's date is the event's day or, across midnight, the day before: the one the drafted letter prints.
 */
export function letterDateOf(input: Pick<ReadingCopyInput, 'caseId' | 'details' | 'drafted'>): string {
  const day = input.drafted.generatedAt.slice(0, 10);
  const candidates = [day, addDays(day, -1)];
  const letter = letterPart(input.drafted.content) ?? input.drafted.content;
  for (const today of candidates) {
    const model = buildLetterViewModel({ caseId: input.caseId, details: input.details, today });
    if (letter.includes(`\n${model.date.long}\n`)) return today;
  }
  return day;
}

type Compiled = (context: object) => string;
let compiled: Compiled | undefined;

/** Compiled once per process, in its own environment, with the document templates' options (strict, no helpers). */
function template(): Compiled {
  if (compiled) return compiled;
  const env = Handlebars.create();
  const options: CompileOptions = {
    noEscape: true,
    strict: true,
    knownHelpersOnly: true,
    preventIndent: true,
  };
  for (const [name, source] of Object.entries(READING_COPY_SOURCES.partials)) {
    env.registerPartial(name, env.compile(source, options));
  }
  compiled = env.compile(READING_COPY_SOURCES.document, options);
  return compiled;
}

const UNITS_ES: Record<string, string> = { days: 'días', 'business days': 'días hábiles' };

export function draftReadingCopy(input: ReadingCopyInput): ReadingCopy {
  const letterDate = letterDateOf(input);
  const model = buildLetterViewModel({ caseId: input.caseId, details: input.details, today: letterDate });
  const edited = input.active.version !== '1.0' && input.active.content !== input.drafted.content;
  const { changed, removedCount } = edited
    ? changedParagraphs(input.drafted.content, input.active.content)
    : { changed: [], removedCount: 0 };
  const context = {
    ...model,
    inLetterNotices: model.inLetterNotices.map((n) => ({
      ...n,
      unitEs: UNITS_ES[n.noticeUnit] ?? n.noticeUnit,
    })),
    g,
    es: spanishOf(model),
    mark: READING_COPY_MARK,
    spanishDisclaimer: SPANISH_DISCLAIMER,
    letterFacts: factsOf(input.active.content) ?? factsOf(input.drafted.content) ?? model.facts.map(oneLine),
    edited: edited && (changed.length > 0 || removedCount > 0),
    activeVersion: input.active.version,
    changed,
    removedCount,
    lawTableChanged: input.drafted.lawTableVersion !== model.lawTableVersion,
    letterLawTableVersion: input.drafted.lawTableVersion,
  };
  const content = tidy(template()(context));
  const title = `${model.isPackage ? 'Copia de referencia del paquete' : 'Copia de referencia de la carta'} — ${model.sender.name} — ${READING_COPY_MARK}`;
  return { title, content, html: renderDocumentHtml({ title, content }, 'es'), letterDate };
}

function tidy(text: string): string {
  return `${text
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
