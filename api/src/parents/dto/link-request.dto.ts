import { ApiProperty } from '@nestjs/swagger';
import { PARENT_MESSAGES } from '@academy/common/parents';
import { Field } from '../../http/fields';

/** The longest text taken as a code: eight characters with spaces or hyphens a parent typed between them. */
const CODE_INPUT_MAX = 40;

/** POST /api/parent/links. Whether the code exists and is valid is the service's 400 INVALID_CODE. */
export class LinkRequestDto {
  @ApiProperty({
    example: 'K7MX-3PQ9',
    description: '자녀의 계정 화면에 보이는 8자리 학부모 연결 코드 (하이픈·공백·소문자 가능)',
  })
  @Field('linkCode', (value) =>
    typeof value === 'string' && value.trim().length > 0 && value.length <= CODE_INPUT_MAX
      ? null
      : PARENT_MESSAGES.code,
  )
  code: string;
}
