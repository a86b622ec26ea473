import { Injectable } from '@nestjs/common';
import type { EntityTarget } from 'typeorm';
import type { AuditTargetType } from '@academy/common/audit';

/**
 * The tables audit rows point into, each registered by the module that owns it (in its
 * constructor): the audit module knows no domain entity, so every domain may depend on it.
 * A target nobody registers (console logins) is never looked up.
 */
@Injectable()
export class AuditTargets {
  private readonly tables = new Map<AuditTargetType, EntityTarget<{ id: string }>>();

  register(type: AuditTargetType, table: EntityTarget<{ id: string }>): void {
    this.tables.set(type, table);
  }

  entries(): Array<[AuditTargetType, EntityTarget<{ id: string }>]> {
    return [...this.tables];
  }
}
