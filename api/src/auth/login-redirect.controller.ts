import { Controller, Get, Redirect } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { PublicRead } from './guards/password-change.guard';
import { ApiRedirect } from '../openapi/api-answer.decorator';

/** The seeds' external login link (/api/login) lands on the site's login page. */
@ApiTags('auth')
@Controller('api/login')
@PublicRead()
export class LoginRedirectController {
  @Get()
  @Redirect('/login', 302)
  @ApiOperation({ summary: '/login 으로 이동 (302)' })
  @ApiRedirect(302, '/login')
  redirect(): void {}
}
