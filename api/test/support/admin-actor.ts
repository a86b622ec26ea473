import type { DataSource } from 'typeorm';
import { AuditTargets } from '../../src/audit/audit-targets';
import { AuditService } from '../../src/audit/audit.service';
import type { AdminActor } from '../../src/members/actor.decorator';

/** The administrator unit specs act as (audit rows need someone). */
export const TEST_ACTOR: AdminActor = {
  type: 'ADMIN',
  actedBy: 'admin@test.local',
  userId: null,
  email: 'admin@test.local',
  ip: '127.0.0.1',
};

/** The audit log on a spec's database (units write rows; none reads whether a target still exists). */
export const auditOn = (dataSource: DataSource) => new AuditService(dataSource, new AuditTargets());
