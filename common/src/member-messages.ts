/**
 * The member area's texts: account status, password and sessions, learning progress. Part of the
 * one catalogue (see messages.ts for what belongs in it), kept out of the package's index so a
 * public page, which loads the shared index before it answers a tap, does not download them.
 */
export const MEMBER_MESSAGES = {
  /** The member area: my account, member home, course detail and the videos page. */
  memberArea: {
    pendingTitle: '관리자 승인을 기다리고 있습니다',
    pendingExplain:
      '관리자가 계정을 승인해야 강의 동영상을 시청할 수 있습니다. 승인이 끝나면 바로 모든 강의를 이용할 수 있습니다.',
    rejected: '가입 요청이 거절되었습니다.',
    revoked: '회원 승인이 취소되어 다시 승인 대기 상태입니다.',
    contactAcademy: '자세한 내용은 학원으로 문의해주세요.',
    verifiedStatus: '인증이 완료되었습니다. 모든 강의 동영상을 시청할 수 있습니다.',
    adminStatus: '관리자 계정입니다. 모든 강의와 관리자 페이지를 이용할 수 있습니다.',
    historyEmpty: '아직 승인 내역이 없습니다.',
    profileEditDisabled: '프로필 수정 기능은 현재 제공되지 않습니다.',
    loginPrompt: '내 계정을 보려면 로그인해주세요.',
    coursesEmpty: '등록된 강의가 없습니다.',
    noticesEmpty: '현재 공지사항이 없습니다.',
    videosEmpty: '등록된 동영상이 없습니다.',
    courseVideosEmpty: '이 강의에는 아직 동영상이 없습니다.',
    selectVideo: '목록에서 시청할 동영상을 선택하세요.',
    checkingAccess: '시청 권한을 확인하는 중입니다…',
    loadingVideo: '동영상을 불러오는 중입니다…',
    retry: '다시 시도',
    passwordTitle: '비밀번호 변경',
    passwordLead: '현재 비밀번호를 확인한 뒤 새 비밀번호로 바꿉니다. 바꾸면 다른 기기의 로그인은 모두 종료됩니다.',
    forcedPasswordTitle: '새 비밀번호 설정',
    forcedPasswordLead:
      '관리자가 발급한 임시 비밀번호로 로그인했습니다. 계속하려면 나만 아는 새 비밀번호를 설정해주세요.',
    sessionsTitle: '로그인한 기기',
    sessionsLead:
      '이 계정으로 로그인되어 있는 브라우저입니다. 모르는 기기가 있다면 다른 기기에서 모두 로그아웃한 뒤 비밀번호를 바꿔주세요.',
    thisDevice: '이 기기',
    onlyThisDevice: '다른 기기에서 로그인한 기록이 없습니다.',
    endOtherSessions: '다른 기기에서 모두 로그아웃',
    endOtherSessionsFailed: '다른 기기 로그아웃 실패',
    endOtherSessionsDone: '다른 기기 로그아웃 완료',
    currentPasswordLabel: '현재 비밀번호',
    /** The forced change asks for the administrator-issued password under this name. */
    temporaryPasswordLabel: '임시 비밀번호',
    temporaryPasswordHint: '관리자가 알려준 임시 비밀번호를 입력하세요.',
    newPasswordLabel: '새 비밀번호',
    confirmPasswordLabel: '새 비밀번호 확인',
    newPasswordHint: '6자 이상 128자 이하로, 현재 비밀번호와 다르게 정해주세요.',
    changePasswordSubmit: '비밀번호 변경',
    forcedPasswordSubmit: '새 비밀번호로 계속하기',
    forcedPasswordAccount: (email: string) => `${email} 계정으로 로그인했습니다.`,
    sessionSignedIn: (at: string) => `로그인 ${at}`,
    sessionLastSeen: (at: string) => `마지막 사용 ${at}`,
  },
  /** Learning progress in the member area: the player's resume offer, course and home summaries. */
  progress: {
    notStarted: '시청 전',
    inProgress: '시청 중',
    inProgressPercent: (percent: number) => `시청 중 ${percent}%`,
    completed: '완료',
    resume: (at: string) => `이어서 보기 (${at})`,
    restart: '처음부터',
    resumeQuestion: '지난번에 보던 곳이 있습니다.',
    courseProgressTitle: '강의 진도',
    courseProgressValue: (completed: number, total: number) => `${total}개 중 ${completed}개 완료`,
    continueTitle: '이어서 보기',
    continueEmpty: '보던 중인 동영상이 없습니다. 강의를 골라 시작해 보세요.',
    continueAt: (at: string, total: string) => `${at} / ${total}에서 이어서`,
    summaryTitle: '학습 현황',
    completedVideos: '완료한 동영상',
    coursesInProgress: '수강 중인 강의',
    lastWatched: '최근 시청',
    nothingWatched: '아직 시청한 동영상이 없습니다.',
    loadFailed: '학습 기록을 불러오지 못했습니다.',
    /** A /courses card's progress strip (VERIFIED members). */
    cardPercent: (percent: number) => `진도 ${percent}%`,
    cardBar: (title: string) => `${title} 진도`,
    cardContinue: '이어서 보기',
    cardStart: '학습 시작',
    cardDone: '수강 완료',
    cardAction: (title: string, action: string) => `${title} ${action}`,
  },
} as const;
