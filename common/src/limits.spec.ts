import { LIMITS } from './limits';
import { MESSAGES } from './messages';
import { MEMBER_MESSAGES } from './member-messages';
import { ADMIN_MESSAGES } from './admin-messages';
import { CONSULTATION, CONSULTATION_MESSAGES } from './consultation';
import { SIGNUP_CONSENT_MESSAGES } from './signup-consent';

const V = MESSAGES.validation;

/** A limit is written once, in LIMITS; the Korean sentence that names it must say the same number. */
describe('every "at most n" message names its limit', () => {
  it.each([
    ['emailMax', V.emailMax, LIMITS.emailMax],
    ['nameMax', V.nameMax, LIMITS.nameMax],
    ['passwordMin', V.passwordMin, LIMITS.passwordMin],
    ['passwordMax', V.passwordMax, LIMITS.passwordMax],
    ['newPasswordHint (min)', MEMBER_MESSAGES.memberArea.newPasswordHint, LIMITS.passwordMin],
    ['newPasswordHint (max)', MEMBER_MESSAGES.memberArea.newPasswordHint, LIMITS.passwordMax],
    ['memoMax', V.memoMax, LIMITS.memoMax],
    ['titleMax', V.titleMax, LIMITS.titleMax],
    ['slugMax', V.slugMax, LIMITS.slugStoredMax],
    ['descriptionMax', V.descriptionMax, LIMITS.textMax],
    ['bodyMax', V.bodyMax, LIMITS.textMax],
    ['textMax', V.textMax, LIMITS.textMax],
    ['tagsMax', V.tagsMax, LIMITS.tagsMax],
    ['tagMax', V.tagMax, LIMITS.tagMax],
    ['featuresMax', V.featuresMax, LIMITS.featuresMax],
    ['featureMax', V.featureMax, LIMITS.featureMax],
    ['captionMax', V.captionMax, LIMITS.captionMax],
    ['subtitleMax', V.subtitleMax, LIMITS.subtitleMax],
    ['targetStudentsMax', V.targetStudentsMax, LIMITS.targetStudentsMax],
    ['searchMax', V.searchMax, LIMITS.searchMax],
    ['orderMax', V.orderMax, LIMITS.courseOrderMax],
    ['videoUrl.tooLong', ADMIN_MESSAGES.videoUrl.tooLong, LIMITS.urlMax],
    ['consultation nameMax', CONSULTATION_MESSAGES.nameMax, LIMITS.nameMax],
    ['consultation messageMax', CONSULTATION_MESSAGES.messageMax, LIMITS.consultationMessageMax],
    ['consultation memoMax', CONSULTATION_MESSAGES.memoMax, LIMITS.memoMax],
    ['guardianNameMax', SIGNUP_CONSENT_MESSAGES.guardianNameMax, LIMITS.nameMax],
  ])('%s says %d', (_name, message, limit) => {
    expect(message).toContain(String(limit));
  });
});

describe('the consultation form', () => {
  it('takes its limits from LIMITS, restating none', () => {
    expect(CONSULTATION).toMatchObject({
      nameMax: LIMITS.nameMax,
      phoneInputMax: LIMITS.phoneInputMax,
      messageMax: LIMITS.consultationMessageMax,
      memoMax: LIMITS.memoMax,
    });
  });
});
