import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { FirebaseAuthService } from './firebase-auth.service.js';
import { StaffAuthGuard } from './staff-auth.guard.js';

@Module({
  providers: [FirebaseAuthService, { provide: APP_GUARD, useClass: StaffAuthGuard }],
  exports: [FirebaseAuthService],
})
export class AuthModule {}
