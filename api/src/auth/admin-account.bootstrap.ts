import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { isAdmin } from '@academy/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { isUniqueViolation } from '../database/unique-violation';
import { User } from '../members/user.entity';
import { PasswordHasher } from './password-hasher';

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD name the administrator: at every start that account exists, is
 * ADMIN and accepts that password (changing the variable changes the password).
 */
@Injectable()
export class AdminAccountBootstrap implements OnApplicationBootstrap {
  private readonly logger = new Logger('AdminAccount');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly passwords: PasswordHasher,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.admin) return;
    try {
      await this.ensureAdmin(this.config.admin.email, this.config.admin.password);
    } catch (error) {
      // Another API process starting at the same moment created it first: bring that row up to date.
      if (!isUniqueViolation(error)) throw error;
      await this.ensureAdmin(this.config.admin.email, this.config.admin.password);
    }
  }

  private async ensureAdmin(email: string, password: string): Promise<void> {
    const existing = await this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.email = :email', { email })
      .getOne();
    if (!existing) {
      await this.users.insert(
        this.users.create({
          email,
          role: 'ADMIN',
          passwordHash: await this.passwords.hash(password),
          createdAt: new Date(),
        }),
      );
      this.logger.log(`관리자 계정을 만들었습니다: ${email}`);
      return;
    }
    const changes: Partial<User> = {};
    if (!isAdmin(existing)) changes.role = 'ADMIN';
    // A hash of the un-normalised text is renewed too (see PasswordHasher.match).
    if ((await this.passwords.match(existing.passwordHash, password)) !== 'current')
      changes.passwordHash = await this.passwords.hash(password);
    if (Object.keys(changes).length > 0) {
      await this.users.update({ id: existing.id }, changes);
      this.logger.log(`관리자 계정을 갱신했습니다: ${email}`);
    }
  }
}
