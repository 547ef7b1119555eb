import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class AuditAccountResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() email!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ['user', 'staff', 'auditor'] }) role!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class AuditCaseSummaryResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) userId!: string;
  @ApiProperty() title!: string;
  @ApiProperty() status!: string;
  @ApiProperty() caseType!: string;
  @ApiProperty() state!: string;
  @ApiProperty({ example: '2500.00' }) amount!: string;
  @ApiProperty() documentType!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty({
    description: "How the case matched: the account's email, and/or the claimant email typed in the questionnaire.",
    enum: ['account', 'claimantEmail'],
    isArray: true,
  })
  matchedBy!: ('account' | 'claimantEmail')[];
}

export class LookupCasesByEmailResponse {
  @ApiProperty({ description: 'The email searched, trimmed and lower-cased.' }) email!: string;
  @ApiPropertyOptional({ type: AuditAccountResponse, nullable: true }) account!: AuditAccountResponse | null;
  @ApiProperty({ type: [AuditCaseSummaryResponse] }) cases!: AuditCaseSummaryResponse[];
  @ApiProperty({ description: 'More cases matched than the list holds (newest first).' }) truncated!: boolean;
}
