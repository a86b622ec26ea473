import type { ActionAnswer, User as UserWire } from '@academy/common';
import type { User } from './user.entity';
import { toUserWire } from './user.wire';

export type MemberActionAnswer = ActionAnswer & { user: UserWire };

export function actionAnswer({ message, user }: { message: string; user: User }): MemberActionAnswer {
  return { ok: true, message, user: toUserWire(user) };
}
