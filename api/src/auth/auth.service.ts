import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import { MESSAGES } from '@academy/common';
import { ApiError } from '../http/api-error';
import { isUniqueViolation } from '../database/unique-violation';
import { ConsentsService } from '../consents/consents.service';
import { User } from '../members/user.entity';
import type { SignupDto } from './dto/signup.dto';
import type { Accounts } from './passport-scope';
import { PasswordHasher } from './password-hasher';

const duplicateEmail = () => new ApiError(HttpStatus.CONFLICT, 'DUPLICATE_EMAIL', MESSAGES.auth.duplicateEmail);

@Injectable()
export class AuthService implements Accounts {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly passwords: PasswordHasher,
    private readonly consents: ConsentsService,
  ) {}

  /**
   * A new PENDING member (or a PARENT account) with the consents it gave (and its guardian under 14), stored together or
   * not at all; the e-mail arrives normalised (normalizeEmail) from the DTO.
   */
  async signup(input: SignupDto, ip: string): Promise<User> {
    if (await this.users.existsBy({ email: input.email })) throw duplicateEmail();
    const parent = input.accountType === 'PARENT';
    const user = this.users.create({
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      // A parent is usable at once: it reads nothing until staff confirm a link to a child.
      role: parent ? 'PARENT' : 'PENDING',
      phone: input.phone ?? null,
      passwordHash: await this.passwords.hash(input.password),
      // Millisecond times (SQLite's column default has whole seconds): "newest first" stays exact.
      createdAt: new Date(),
    });
    try {
      await this.dataSource.transaction(async (manager) => {
        await manager.insert(User, user);
        // The under-14 guardian consent is a student's: a parent is the guardian.
        await this.consents.recordSignup(manager, user, parent ? { ...input, under14: false } : input, ip);
      });
    } catch (error) {
      // Two sign-ups with one e-mail at the same moment: the unique index decides.
      if (isUniqueViolation(error)) throw duplicateEmail();
      throw error;
    }
    return this.users.findOneByOrFail({ id: user.id });
  }

  /**
   * The account for these credentials, or null; the same work either way (see verifyNobody). A hash
   * made before passwords were normalised is replaced by one of the NFC form once it has matched.
   */
  async verifyCredentials(email: string, password: string): Promise<User | null> {
    const found = await this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.email = :email', { email })
      .getOne();
    if (!found) return this.passwords.verifyNobody(password).then(() => null);
    const match = await this.passwords.match(found.passwordHash, password);
    if (!match) return null;
    if (match === 'legacy')
      await this.users.update({ id: found.id }, { passwordHash: await this.passwords.hash(password) });
    const { passwordHash: _hash, ...user } = found;
    return user as User;
  }

  /** The stored password hash of the account with this e-mail (normalised), or null: what device cookies are bound to. */
  async credentialsOf(email: string): Promise<string | null> {
    const found = await this.users
      .createQueryBuilder('user')
      .select(['user.id', 'user.passwordHash'])
      .where('user.email = :email', { email })
      .getOne();
    return found?.passwordHash ?? null;
  }

  /** The signed-in account a session names, read again on every request; null once it is gone. */
  findSignedIn(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }
}
