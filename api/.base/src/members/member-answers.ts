import type { ActionAnswer, User as UserView } from '@academy/common';
import type { User } from './user.entity';
import { toUserView } from './user.view';

export type MemberActionAnswer = ActionAnswer & { user: UserView };

export function actionAnswer({ message, user }: { message: string; user: User }): MemberActionAnswer {
  return { ok: true, message, user: toUserView(user) };
}
