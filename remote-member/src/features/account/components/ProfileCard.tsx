import { displayName, formatDate, shortName, type User } from '@academy/common';

export function ProfileCard({ user }: { user: User }) {
  return (
    <section className="card mb-profile" aria-labelledby="profile-name">
      <span className="mb-avatar" aria-hidden="true">
        {shortName(user).charAt(0).toUpperCase()}
      </span>
      <div className="mb-profile__text">
        <h2 id="profile-name" className="mb-profile__name">
          {displayName(user) || user.email}
        </h2>
        <p className="mb-profile__email">{user.email}</p>
        <p className="mb-profile__joined">가입일 {formatDate(user.createdAt)}</p>
      </div>
    </section>
  );
}
