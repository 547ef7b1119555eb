import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, getErrorMessage } from './api-client';
import {
  FIELD_ERROR_CODES,
  fieldErrorMap,
  fieldErrorSentence,
  getFieldProblems,
  loadTranslatedFieldErrors,
  showFieldErrors,
} from './field-errors';
import { TRANSLATED_FIELD_ERROR_CODES } from './field-errors-translated';
import { applyLanguage } from './i18n/runtime';

const badRequest = (body: object) =>
  new ApiError(400, 'Bad Request', JSON.stringify({ statusCode: 400, error: 'Bad Request', ...body }));

describe('400 bodies with field and code (issue 32)', () => {
  it('reads the ZIP a person mistyped as a sentence, never "zipCode: …"', () => {
    const error = badRequest({
      message: 'zipCode: We could not find the ZIP code 00000',
      field: 'zipCode',
      code: 'zip_not_found',
      params: { zip: '00000' },
    });
    expect(getErrorMessage(error, 'fallback')).toBe('We could not find the ZIP code 00000. Please check it.');
    expect(fieldErrorMap(error)).toEqual({
      zipCode: 'We could not find the ZIP code 00000. Please check it.',
    });
  });

  it('says what to do about an expired reset link instead of "token is invalid or has expired"', () => {
    const error = badRequest({
      message: 'token is invalid or has expired',
      field: 'token',
      code: 'link_invalid',
    });
    expect(getErrorMessage(error, 'x')).toBe('This link is invalid or has expired. Ask for a new one.');
  });

  it('keeps a server sentence that carries specifics, without the field path', () => {
    const [problem] = getFieldProblems(
      badRequest({
        message: 'formData.amountClaimed: Amount claimed must be $10,000.00 or less',
        field: 'formData.amountClaimed',
        code: 'out_of_range',
      }),
    );
    expect(fieldErrorSentence(problem!)).toBe('Amount claimed must be $10,000.00 or less.');
  });

  it('turns developer wording into the code’s sentence, with its params', () => {
    const sentences = getFieldProblems(
      badRequest({
        message:
          'editSummary must be at most 500 characters; zipCode must contain digits only; description is required',
        field: 'editSummary',
        code: 'too_long',
        errors: [
          {
            field: 'editSummary',
            code: 'too_long',
            message: 'editSummary must be at most 500 characters',
            params: { max: 500 },
          },
          { field: 'zipCode', code: 'invalid_format', message: 'zipCode must contain digits only' },
          { field: 'description', code: 'required', message: 'description is required' },
          {
            field: 'formData.defendantName',
            code: 'unsafe_text',
            message: 'formData.defendantName must not contain control characters',
          },
        ],
      }),
    ).map(fieldErrorSentence);
    expect(sentences).toEqual([
      'The summary of your changes must be at most 500 characters.',
      'Enter a 5-digit ZIP code.',
      'Please fill in the description.',
      'The defendant name contains characters we cannot accept (control or text-direction characters). Please type it again.',
    ]);
    for (const s of sentences) expect(s).not.toMatch(/^[a-z][A-Za-z.]*:/);
  });

  it('puts each sentence on the form’s own field and focuses the first', () => {
    const setError = vi.fn();
    const error = badRequest({
      message:
        'contactEmail: Missing Information: Please fill in all required fields.; zipCode must be a 5-digit ZIP code',
      field: 'contactEmail',
      code: 'required',
      errors: [
        {
          field: 'contactEmail',
          code: 'required',
          message: 'contactEmail: Missing Information: Please fill in all required fields.',
        },
        { field: 'zipCode', code: 'invalid_format', message: 'zipCode must be a 5-digit ZIP code' },
        { field: 'urgency', code: 'not_allowed', message: 'urgency must be one of: low, medium, high' },
      ],
    });
    expect(
      showFieldErrors(error, ['email', 'zip'] as const, setError, { contactEmail: 'email', zipCode: 'zip' }),
    ).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Please fill in your email.' }, { shouldFocus: true }],
      ['zip', { type: 'server', message: 'Enter a 5-digit ZIP code.' }, { shouldFocus: false }],
    ]);
  });

  it("has a sentence for every code of the backend's InputErrorCode, and no other", () => {
    const source = readFileSync(path.resolve(process.cwd(), '../backend/src/common/errors.ts'), 'utf8');
    const enumBody = /export enum InputErrorCode \{([\s\S]*?)\n\}/.exec(source)?.[1] ?? '';
    const codes = [...enumBody.matchAll(/= '([a-z_]+)'/g)].map((m) => m[1]);
    expect(codes.length).toBeGreaterThan(20);
    expect([...FIELD_ERROR_CODES].sort()).toEqual([...codes].sort());
  });

  it('leaves other errors to the message', () => {
    expect(getFieldProblems(new ApiError(409, 'Conflict', '{"message":"Email already registered"}'))).toEqual(
      [],
    );
    expect(getErrorMessage(new ApiError(400, 'Bad Request', '{"message":"Something odd"}'), 'x')).toBe(
      'Something odd',
    );
    expect(showFieldErrors(new Error('offline'), ['email'], vi.fn())).toBe(false);
  });

  it("says every code in Spanish on a Spanish page (issue 33), by code, never with the server's English", async () => {
    expect([...TRANSLATED_FIELD_ERROR_CODES].sort()).toEqual([...FIELD_ERROR_CODES].sort());
    await applyLanguage('es');
    await loadTranslatedFieldErrors();
    const error = badRequest({
      message: 'zipCode: We could not find the ZIP code 00000',
      field: 'zipCode',
      code: 'zip_not_found',
      params: { zip: '00000' },
    });
    expect(getErrorMessage(error, 'x')).toBe('No encontramos el código postal 00000. Revíselo.');
    expect(
      fieldErrorSentence({ field: 'formData.plaintiffEmail', code: 'required', message: '', params: {} }),
    ).toBe('Complete su correo electrónico.');
    expect(
      fieldErrorSentence({ field: 'content', code: 'too_long', message: '', params: { max: 50000 } }),
    ).toBe('El texto del documento: debe tener como máximo 50,000 caracteres.');
  });
});
