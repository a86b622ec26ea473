import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PARENT_MESSAGES, type ParentSettings } from '@academy/common/parents';
import { validationFailed } from '../http/api-error';
import type { User } from '../members/user.entity';
import { ParentSettingsRow } from './parent-settings.entity';

/** A parent without a row has the defaults: the mail on, the phone summary off. */
const DEFAULTS = { weeklyReport: true, reportByPhone: false };

@Injectable()
export class ParentSettingsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async of(parent: Pick<User, 'id' | 'phone'>): Promise<ParentSettings> {
    const row = await this.dataSource.getRepository(ParentSettingsRow).findOneBy({ userId: parent.id });
    return {
      weeklyReport: row?.weeklyReport ?? DEFAULTS.weeklyReport,
      reportByPhone: row?.reportByPhone ?? DEFAULTS.reportByPhone,
      phone: parent.phone,
    };
  }

  async change(
    parent: Pick<User, 'id' | 'phone'>,
    change: { weeklyReport?: boolean; reportByPhone?: boolean },
  ): Promise<ParentSettings> {
    if (change.reportByPhone === true && !parent.phone)
      throw validationFailed([{ field: 'reportByPhone', message: PARENT_MESSAGES.noPhoneForReport }]);
    const next = { ...(await this.of(parent)), ...definedOnly(change) };
    await this.dataSource
      .getRepository(ParentSettingsRow)
      .upsert({ userId: parent.id, weeklyReport: next.weeklyReport, reportByPhone: next.reportByPhone }, ['userId']);
    return next;
  }

  /** The one-click unsubscribe of a report mail: the mail stops, whatever else was chosen. */
  async unsubscribe(parentId: string): Promise<void> {
    const current = await this.dataSource.getRepository(ParentSettingsRow).findOneBy({ userId: parentId });
    await this.dataSource
      .getRepository(ParentSettingsRow)
      .upsert({ userId: parentId, weeklyReport: false, reportByPhone: current?.reportByPhone ?? false }, ['userId']);
  }
}

const definedOnly = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
