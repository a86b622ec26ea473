import { Controller, Get, Header } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ApprovalRecord } from '@academy/common';
import { SignedIn } from '../auth/decorators/access.decorators';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import type { User } from './user.entity';
import { MembersService } from './members.service';
import { ApiAnswer } from '../openapi/api-answer.decorator';

/** The signed-in member's own approval history (my account page). */
@ApiTags('members')
@Controller('api/user/approvals')
export class MyApprovalsController {
  constructor(private readonly members: MembersService) {}

  @Get()
  @SignedIn()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: '내 승인 기록 (최신순)' })
  @ApiAnswer(200, 'ApprovalRecord', { array: true })
  mine(@CurrentUser() user: User): Promise<ApprovalRecord[]> {
    return this.members.approvalsOf(user.id);
  }
}
