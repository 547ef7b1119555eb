import { Body, Controller, Get, HttpCode, Injectable, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { DataSource, type EntityManager } from 'typeorm';
import { execSql } from '../database/sql';
import { CurrentUser } from './access.decorators';
import type { AuthenticatedUser } from './authenticated-user';

/** The languages of the product (issue 33): English is the default and the fallback. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'es';

export class LanguagePreferenceDto {
  @ApiProperty({ enum: LANGUAGES, description: 'The account’s language: pages, emails and reading copies.' })
  @IsIn(LANGUAGES, { message: `language must be one of: ${LANGUAGES.join(', ')}` })
  language!: Language;
}

/** Reads and sets an account's language; other contexts ask it through `UserAccounts.language`. */
@Injectable()
export class LanguagePreferences {
  constructor(private readonly dataSource: DataSource) {}

  /** The account's chosen language, or null when it has none (English is then used for what is sent). */
  async get(userId: string, tx?: EntityManager): Promise<Language | null> {
    // by text: the outbox asks about every data subject, and a visitor's is a ticket id, not an account's uuid
    const { rows } = await execSql<{ language: string }>(
      tx ?? this.dataSource,
      `SELECT language FROM users WHERE id::text = $1`,
      [userId],
    );
    const language = rows[0]?.language;
    return isLanguage(language) ? language : null;
  }

  async set(userId: string, language: Language): Promise<void> {
    await execSql(this.dataSource, `UPDATE users SET language = $2, updated_at = now() WHERE id = $1`, [
      userId,
      language,
    ]);
  }
}

/** `GET/PUT /api/users/me/language`: the signed-in account's language, remembered across browsers (ADR 201). */
@ApiTags('users')
@ApiBearerAuth()
@Controller('users/me/language')
export class LanguagePreferenceController {
  constructor(private readonly preferences: LanguagePreferences) {}

  @Get()
  @ApiOkResponse({ type: LanguagePreferenceDto })
  async get(@CurrentUser() user: AuthenticatedUser): Promise<{ language: Language | null }> {
    return { language: await this.preferences.get(user.id) };
  }

  @Put()
  @HttpCode(200)
  @ApiOkResponse({ type: LanguagePreferenceDto })
  async set(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: LanguagePreferenceDto,
  ): Promise<LanguagePreferenceDto> {
    await this.preferences.set(user.id, body.language);
    return { language: body.language };
  }
}
