import { formatDate, type User } from '@academy/common';
import { avatarInitial, fullName } from '../../../lib/display-name';

export function ProfileCard({ user }: { user: User }) {
  return (
    <section className="card mb-profile" aria-labelledby="profile-name">
      <span className="mb-avatar" aria-hidden="true">
        {avatarInitial(user)}
      </span>
      <div className="mb-profile__text">
        <h2 id="profile-name" className="mb-profile__name">
          {fullName(user)}
        </h2>
        <p className="mb-profile__email">{user.email}</p>
        <p className="mb-profile__joined">가입일 {formatDate(user.createdAt)}</p>
      </div>
    </section>
  );
}
