import Handlebars from 'handlebars';
import demandLetter from './demand-letter.hbs';
import documentHtml from './document-html.hbs';
import finalNotice from './final-notice.hbs';
import contractBreach from './legal-basis/contract-breach.hbs';
import landlordDispute from './legal-basis/landlord-dispute.hbs';
import other from './legal-basis/other.hbs';
import propertyDamage from './legal-basis/property-damage.hbs';
import securityDeposit from './legal-basis/security-deposit.hbs';
import unpaidWork from './legal-basis/unpaid-work.hbs';
import vehicleDamage from './legal-basis/vehicle-damage.hbs';
import amountTable from './partials/amount-table.hbs';
import closing from './partials/closing.hbs';
import cover from './partials/cover.hbs';
import deadline from './partials/deadline.hbs';
import disclaimer from './partials/disclaimer.hbs';
import facts from './partials/facts.hbs';
import legalBasis from './partials/legal-basis.hbs';
import letter from './partials/letter.hbs';
import letterHeader from './partials/letter-header.hbs';
import notes from './partials/notes.hbs';
import parties from './partials/parties.hbs';
import smallClaims from './small-claims.hbs';

/**
 * Every template source, by name: the two document templates, the HTML shell, the shared partials and one
 * legal-basis partial per case type. Exported so the `{{{` test can check exactly what is compiled.
 */
export const TEMPLATE_SOURCES = {
  documents: { demand_letter: demandLetter, small_claims: smallClaims, final_notice: finalNotice },
  html: documentHtml,
  partials: {
    'letter-header': letterHeader,
    parties,
    facts,
    'legal-basis': legalBasis,
    'amount-table': amountTable,
    deadline,
    closing,
    letter,
    notes,
    cover,
    disclaimer,
    'legal-basis-unpaid-work': unpaidWork,
    'legal-basis-landlord-dispute': landlordDispute,
    'legal-basis-vehicle-damage': vehicleDamage,
    'legal-basis-property-damage': propertyDamage,
    'legal-basis-contract-breach': contractBreach,
    'legal-basis-security-deposit': securityDeposit,
    'legal-basis-other': other,
  },
} as const;

export type TextTemplate = (context: object) => string;

export interface CompiledTemplates {
  documents: Record<keyof typeof TEMPLATE_SOURCES.documents, TextTemplate>;
  html: TextTemplate;
}

/**
 * One isolated Handlebars environment, no custom helpers (`knownHelpersOnly`), `strict` so a field the view model
 * lacks is an error instead of a silent blank. Text templates use `noEscape` because they produce plain text; the
 * HTML template escapes. Handlebars compiles lazily, so callers warm the templates up once (see draft-document.ts).
 */
function compileTemplates(): CompiledTemplates {
  const env = Handlebars.create();
  const textOptions: CompileOptions = {
    noEscape: true,
    strict: true,
    knownHelpersOnly: true,
    preventIndent: true,
  };
  for (const [name, source] of Object.entries(TEMPLATE_SOURCES.partials)) {
    env.registerPartial(name, env.compile(source, textOptions));
  }
  return {
    documents: {
      demand_letter: env.compile(TEMPLATE_SOURCES.documents.demand_letter, textOptions),
      small_claims: env.compile(TEMPLATE_SOURCES.documents.small_claims, textOptions),
      final_notice: env.compile(TEMPLATE_SOURCES.documents.final_notice, textOptions),
    },
    html: env.compile(TEMPLATE_SOURCES.html, { strict: true, knownHelpersOnly: true, preventIndent: true }),
  };
}

let compiled: CompiledTemplates | undefined;

/** The compiled templates of this process (compiled on first use, then reused). */
export function templates(): CompiledTemplates {
  compiled ??= compileTemplates();
  return compiled;
}
