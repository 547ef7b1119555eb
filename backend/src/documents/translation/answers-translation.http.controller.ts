import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { InjectConfig } from '../../config/app-config';
import type { AppConfig } from '../../config/env';
import { fieldError, InputErrorCode, NotFoundError } from '../../common/errors';
import { CurrentUser } from '../../identity/index';
import type { AuthenticatedUser } from '../../identity/index';
import { UserRateLimiter, type UserRateLimitRule } from '../../rate-limits/user-rate-limiter';
import { AnswersTranslationRequestDto } from './answers-translation.request.dto';
import { AnswersTranslator, TRANSLATED_FIELDS, type TranslationResult } from './answers-translator';

/** Each request is one model call: 10 at once, then one a minute per account. */
export const ANSWER_TRANSLATION_LIMIT: UserRateLimitRule = {
  name: 'answer-translation',
  burst: 10,
  refillSeconds: 60,
  message: 'You have asked for many translations in a short time. Please wait a minute and try again.',
};

const MESSAGES: Record<string, (value: string) => string> = {
  amount_mismatch: (v) => `The translation was refused: the amount ${v} does not match your answer.`,
  date_mismatch: (v) => `The translation was refused: the date ${v} does not match your answer.`,
  number_mismatch: (v) => `The translation was refused: the number ${v} does not match your answer.`,
  name_missing: (v) => `The translation was refused: the name ${v} is missing from it.`,
  empty: () => 'The translation was refused: it was empty.',
  unavailable: () => 'The translation is not available right now. Please write your answer in English.',
};

/**
 * The translation of the claimant's own words (issue 33, ADR 207), for signed-in accounts when an LLM is configured.
 * Nothing is stored: the answers go to the model and the English comes back for the claimant to review.
 */
@ApiTags('cases')
@ApiBearerAuth()
@Controller('answers-translation')
export class AnswersTranslationController {
  private readonly translator: AnswersTranslator | null;

  constructor(
    @InjectConfig() config: AppConfig,
    private readonly limits: UserRateLimiter,
  ) {
    this.translator = AnswersTranslator.fromConfig(config.openai);
  }

  /** Whether the questionnaire may offer a translation. */
  @Get()
  @ApiOkResponse({ description: '{ available: boolean }' })
  available(): { available: boolean } {
    return { available: this.translator !== null };
  }

  /** Each answer's English, or why it was refused (the English would change a name, amount, date or number). */
  @Post()
  @HttpCode(200)
  @ApiOkResponse({
    description:
      '{ results: [{ field, accepted, english } | { field, accepted: false, code, value, message }] }',
  })
  @ApiNotFoundResponse({ description: 'No LLM is configured' })
  async translate(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: AnswersTranslationRequestDto,
  ): Promise<{ results: Array<Record<string, unknown>> }> {
    if (!this.translator) throw new NotFoundError('No translation service is configured');
    if (TRANSLATED_FIELDS.every((f) => !body[f]))
      throw fieldError(
        'disputeDescription',
        InputErrorCode.Required,
        'disputeDescription: give at least one answer to translate (disputeDescription, attemptedResolution or evidenceDescription)',
      );
    await this.limits.consume(ANSWER_TRANSLATION_LIMIT, user.id);
    const parties = [body.plaintiffName, body.defendantName].filter((n): n is string => !!n);
    const results = await this.translator.translate(body, parties);
    return { results: results.map(toResponse) };
  }
}

function toResponse(r: TranslationResult): Record<string, unknown> {
  if (r.accepted) return { field: r.field, accepted: true, english: r.english };
  const value = 'value' in r.refusal ? r.refusal.value : '';
  return {
    field: r.field,
    accepted: false,
    code: r.refusal.code,
    ...(value && r.refusal.code !== 'unavailable' ? { value } : {}),
    message: (MESSAGES[r.refusal.code] ?? MESSAGES.unavailable!)(value),
  };
}
