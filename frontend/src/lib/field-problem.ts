/**
 * One refused field of a 400 (issue 32): the API names it (`field`, a path such as `formData.plaintiffName`), says
 * why with a stable `code` (backend `InputErrorCode`) and keeps an English `message` that names the field for
 * developers. People read `fieldErrorSentence` (field-errors.ts), never `field: message`.
 */
export interface FieldProblem {
  field: string;
  code: string;
  message: string;
  params: Record<string, string | number>;
}
