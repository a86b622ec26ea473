import { randomUUID } from 'crypto';
import { BeforeInsert, CreateDateColumn, PrimaryColumn } from 'typeorm';
import { LIMITS } from '@academy/common';

/**
 * Ids are UUID strings made by the application: a varchar column behaves the same on MySQL 8,
 * MariaDB and SQLite (MariaDB's native uuid type would not).
 */
export abstract class BaseEntity {
  @PrimaryColumn({ type: 'varchar', length: LIMITS.idMax })
  id: string;

  @CreateDateColumn()
  createdAt: Date;

  @BeforeInsert()
  assignId(): void {
    this.id ??= randomUUID();
  }
}
