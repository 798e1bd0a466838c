import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from './user.entity.js';
import { UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';
import { EMAIL_IN_USE } from '../contracts/auth.js';
import { DISPLAY_NAME_TAKEN } from '../contracts/display-name.js';
import { describeConstraints } from '../database/index.js';

// Two sign-ups racing for one name: the loser hears what a name check would have told it.
describeConstraints({
  users_display_name_key: { status: 409, message: DISPLAY_NAME_TAKEN },
  // An email change confirmed after another account verified the same address.
  users_email_lower_key: { status: 409, message: EMAIL_IN_USE },
});

@Module({
  imports: [TypeOrmModule.forFeature([User])],
  providers: [UsersService, UsersRepository],
  exports: [UsersService],
})
export class UsersModule {}
