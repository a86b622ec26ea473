import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CONSULTATION, isValidEmail, normalizeEmail, normalizeKoreanPhone } from '@academy/common';
import { PARENT_MESSAGES } from '@academy/common/parents';
import { Field } from '../../http/fields';
import { blankToNull } from '../../http/fields/transformers';

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** POST /api/admin/members/{id}/parent-invitations: an e-mail, a mobile number, or both. */
export class ParentInvitationDto {
  @ApiPropertyOptional({ type: String, example: 'parent@example.com' })
  @Field(
    'inviteEmail',
    (value, body) => {
      if (blank(value)) return blank(body.phone) ? PARENT_MESSAGES.inviteContact : null;
      return typeof value === 'string' && isValidEmail(normalizeEmail(value)) ? null : PARENT_MESSAGES.inviteContact;
    },
    blankToNull,
  )
  email?: string | null;

  @ApiPropertyOptional({ type: String, example: '010-1234-5678' })
  @Field(
    'invitePhone',
    (value) => {
      if (blank(value)) return null;
      if (typeof value !== 'string' || value.length > CONSULTATION.phoneInputMax) return PARENT_MESSAGES.inviteMobile;
      return /^01[016789]/.test(normalizeKoreanPhone(value) ?? '') ? null : PARENT_MESSAGES.inviteMobile;
    },
    blankToNull,
  )
  phone?: string | null;
}

/** POST /api/parent/invitations: the token of the link the parent opened. */
export class AcceptInvitationDto {
  @ApiProperty({ example: 'k3J…', description: '초대 링크의 token' })
  @Field('inviteToken', (value) =>
    typeof value === 'string' && value.length > 0 && value.length <= 200 ? null : PARENT_MESSAGES.inviteInvalid,
  )
  token: string;
}
