import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, registerDecorator, type ValidationArguments } from 'class-validator';
import { describeThrown, registerIssueDescriber } from '../../../../common/field-issues';
import {
  MAX_EDIT_SUMMARY_CHARS,
  MAX_REVISION_CHARS,
  validEditSummary,
  validRevisionContent,
} from '../revision.decide';

/** A field checked by the domain's own rule, so the DTO and the decider cannot disagree; the 400 names the field. */
function DomainRule(rule: (value: unknown) => unknown): PropertyDecorator {
  const problem = (value: unknown) => {
    try {
      rule(value);
      return undefined;
    } catch (error) {
      return error instanceof Error ? error.message : 'invalid';
    }
  };
  return (target, propertyName) => {
    registerIssueDescriber(target.constructor, String(propertyName), 'domainRule', describeThrown(rule));
    registerDecorator({
      name: 'domainRule',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) => problem(value) === undefined,
        defaultMessage: (args: ValidationArguments) => problem(args.value) ?? '',
      },
    });
  };
}

/** POST /api/cases/{id}/revisions. */
export class SaveRevisionRequestDto {
  @ApiProperty({
    description: `The whole edited text; at most ${MAX_REVISION_CHARS} characters, no NUL; CRLF becomes LF`,
  })
  @DomainRule(validRevisionContent)
  content!: string;

  @ApiProperty({
    description: `What changed; required, at most ${MAX_EDIT_SUMMARY_CHARS} characters after trimming`,
  })
  @DomainRule(validEditSummary)
  editSummary!: string;

  @ApiProperty({
    example: '1.0',
    description: 'The active version the text was edited from (409 when it is no longer active)',
  })
  @IsString({ message: 'baseVersion must be a version like 1.0' })
  @Matches(/^\d{1,5}\.\d$/, { message: 'baseVersion must be a version like 1.0' })
  baseVersion!: string;
}
