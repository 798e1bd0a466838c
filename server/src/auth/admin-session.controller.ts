import { Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { UserProfile } from '../users/index.js';
import { AdminController, CurrentUser } from './auth.decorators.js';

/** Lets the admin area confirm, on the server, that the signed-in user is an admin. */
@ApiTags('admin')
@ApiBearerAuth()
@AdminController()
export class AdminSessionController {
  @Get('me')
  me(@CurrentUser() user: UserProfile): UserProfile {
    return user;
  }
}
