import { ApiProperty } from '@nestjs/swagger';
import { SIGNUP_CONSENT_MESSAGES as M } from '@academy/common';
import { Field } from '../../http/fields';

/** PATCH /api/me/consents: only the optional consent can change; the required ones end with the account. */
export class ConsentChangeDto {
  @ApiProperty({ example: false, description: '광고성 정보 수신 동의' })
  @Field('boolean', (value) => (typeof value === 'boolean' ? null : M.boolean))
  marketing: boolean;
}
