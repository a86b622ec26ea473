import { Controller, Get, Redirect } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { PublicRead } from './guards/password-change.guard';

/** The seeds' external login link (/api/login) lands on the site's login page. */
@ApiTags('auth')
@Controller('api/login')
@PublicRead()
export class LoginRedirectController {
  @Get()
  @Redirect('/login', 302)
  @ApiOperation({ summary: '/login 으로 이동 (302)' })
  redirect(): void {}
}
