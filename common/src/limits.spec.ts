import { LIMITS } from './limits';
import { MESSAGES } from './messages';
import { MEMBER_MESSAGES } from './member-messages';
import { ADMIN_MESSAGES } from './admin-messages';

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
  ])('%s says %d', (_name, message, limit) => {
    expect(message).toContain(String(limit));
  });
});
