import { ApiPropertyOptional } from '@nestjs/swagger';
import { BooleanField } from '../../http/fields';

/** PATCH /api/parent/settings: a field left out keeps its value. */
export class ParentSettingsDto {
  @ApiPropertyOptional({ example: false, description: '매주 월요일 학습 리포트 메일' })
  @BooleanField()
  weeklyReport?: boolean;

  @ApiPropertyOptional({
    example: true,
    description: '리포트 요약을 알림톡(안 되면 문자)으로도 받기: 휴대폰 번호가 필요합니다',
  })
  @BooleanField()
  reportByPhone?: boolean;
}
