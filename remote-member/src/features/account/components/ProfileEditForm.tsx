import { type User } from '@academy/common';
import { MEMBER_MESSAGES } from '@academy/common/member-messages';
import { TitledCard } from '../../../components/TitledCard';

/** Profile editing is shown but switched off: the fields show what the account holds. */
export function ProfileEditForm({ user }: { user: User }) {
  return (
    <TitledCard id="profile-edit-title" title="프로필 수정">
      <p className="mb-muted">{MEMBER_MESSAGES.memberArea.profileEditDisabled}</p>
      <form className="mb-form" noValidate onSubmit={(event) => event.preventDefault()}>
        <fieldset disabled className="mb-form__fields">
          <legend className="visually-hidden">프로필 정보</legend>
          <div className="mb-form__row">
            <label className="mb-form__field">
              <span>성</span>
              <input type="text" value={user.lastName ?? ''} readOnly />
            </label>
            <label className="mb-form__field">
              <span>이름</span>
              <input type="text" value={user.firstName ?? ''} readOnly />
            </label>
          </div>
          <label className="mb-form__field">
            <span>이메일</span>
            <input type="email" value={user.email} readOnly />
          </label>
          <button type="submit" className="button button--primary">
            저장
          </button>
        </fieldset>
      </form>
    </TitledCard>
  );
}
