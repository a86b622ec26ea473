// Generated from api/openapi.json by context/scripts/api-types.mjs (npm run openapi -w @academy/api).
// Do not edit: a route or a wire type changes in the API, then this file is generated again.
export interface paths {
    "/academy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 학원 정보 (이름, 대표자, 주소, 연락처, 등록번호, 개인정보 보호책임자; 누구나) */
        get: operations["AcademyController_facts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/academy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 학원 정보 (수정 화면; ADMIN) */
        get: operations["AdminAcademyController_facts"];
        /** 학원 정보 저장 (모든 항목; ADMIN, 콘솔은 403; 감사 기록) */
        put: operations["AdminAcademyController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/analytics/daily": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 기간의 날마다 시청 수와 완료 수 (서울 기준 날짜) */
        get: operations["AnalyticsController_daily"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/analytics/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 인증 회원별 현황 {items,total}: q, guardian, sort, order, page, pageSize */
        get: operations["AnalyticsController_members"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/analytics/members.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 학습 분석 회원 현황 CSV (from, to, courseId, q, guardian; 이름순) */
        get: operations["CsvExportsController_analyticsMembersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/analytics/members/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 한 회원의 강의별·동영상별 진도 */
        get: operations["AnalyticsController_member"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/analytics/quiz-members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 최근 14일 퀴즈를 통과하지 못했거나 응시하지 않은 회원 (많은 순) */
        get: operations["QuizAnalyticsController_followUp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/analytics/quizzes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 퀴즈별 응시 수, 평균 점수, 합격률 */
        get: operations["QuizAnalyticsController_overview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/analytics/quizzes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 퀴즈의 문제별 정답률 (어려운 문제부터) */
        get: operations["QuizAnalyticsController_questions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/analytics/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 활동 회원, 시청 수, 완료 수, 평균 강의 완료율 */
        get: operations["AnalyticsController_summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/analytics/videos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 동영상별 시청 수와 시청 회원(기간), 시작·완료 회원, 완료율, 평균 진도(현재) */
        get: operations["AnalyticsController_videos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/approve-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 승인: PENDING → VERIFIED (그 외 상태는 409 INVALID_STATE) */
        post: operations["AdminMembersController_approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 감사 기록 {items,total}, 최신순: actorType, action, targetType, q, from, to, page, pageSize */
        get: operations["AuditController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/audit.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 감사 기록 CSV (같은 조건, 전체): UTF-8 BOM, RFC 4180, 수식 무력화 */
        get: operations["AuditController_csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/consultations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 상담 신청 {items,total}, 최신순: status, programSlug, from, to, q, page, pageSize */
        get: operations["AdminConsultationsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/consultations.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 상담 신청 CSV (같은 조건, 전체): UTF-8 BOM, RFC 4180, 수식 무력화, 한국 시간 */
        get: operations["AdminConsultationsController_csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/consultations/new-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 신규 상담 신청 수 (메뉴 배지, 개요) */
        get: operations["AdminConsultationsController_newCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/consultations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 상담 신청 삭제 */
        delete: operations["AdminConsultationsController_remove"];
        options?: never;
        head?: never;
        /** 상담 신청 처리: status, memo (처리한 관리자 기록) */
        patch: operations["AdminConsultationsController_update"];
        trace?: never;
    };
    "/admin/courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 강의 목록 (관리자): videoCount는 비공개 동영상 포함 */
        get: operations["AdminCoursesController_list"];
        put?: never;
        /** 강의 생성 (슬러그 중복 시 409 SLUG_TAKEN, suggestion: 비어 있는 toeic-2 …) */
        post: operations["AdminCoursesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/courses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 강의 수정 */
        put: operations["AdminCoursesController_update"];
        post?: never;
        /** 강의 삭제: 동영상과 시청 기록도 함께 삭제 */
        delete: operations["AdminCoursesController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/courses/{id}/quiz-requirement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 강의의 모든 퀴즈에 "합격해야 완료" 켜기/끄기 (ADMIN, 바뀐 퀴즈마다 감사 기록) */
        put: operations["CourseQuizzesController_require"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/gallery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 모든 갤러리 이미지 (숨김 포함) */
        get: operations["AdminGalleryController_list"];
        put?: never;
        /** 이미지 추가 */
        post: operations["AdminGalleryController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/gallery/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 이미지 수정 (보내지 않은 항목은 그대로) */
        put: operations["AdminGalleryController_update"];
        post?: never;
        /** 이미지 삭제 */
        delete: operations["AdminGalleryController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 관리자 콘솔 로그인 (401 INVALID_PASSWORD, 429 RATE_LIMITED, 503 미설정) */
        post: operations["ConsolesController_adminLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 관리자 콘솔 로그아웃 */
        post: operations["ConsolesController_adminLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/mail-outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 메일 발송 현황: 대기 중·실패한 메일 수, 가장 오래 기다린 메일의 시각, 마지막 실패 */
        get: operations["AdminMailController_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 회원 목록 {items,total}: status=pending|verified|rejected|admin|all, q, role, page, pageSize */
        get: operations["AdminMembersController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/members.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 회원 목록 CSV (회원 목록과 같은 status, q, role 조건) */
        get: operations["CsvExportsController_membersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/members/decisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 일괄 승인·거절 (최대 100명): 회원마다 승인·거절과 같은 검사, 각자의 트랜잭션과 감사 기록. 결과는 보낸 id 순서 (중복 id는 한 번만) */
        post: operations["AdminMembersController_decide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/members/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 회원 상세: 회원, 동의 내역(종류별 최신) consents, 만 14세 미만이면 법정대리인 guardian { name, phone } */
        get: operations["AdminMembersController_detail"];
        put?: never;
        post?: never;
        /** 회원 탈퇴 처리: 계정, 승인 기록, 모든 세션 삭제 (관리자와 자기 자신은 409) */
        delete: operations["AdminMembersController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/members/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 회원 기록: 승인 기록과 이 회원에 대한 감사 기록 (최신순) */
        get: operations["AdminMembersController_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/members/{id}/parent-invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 학부모 초대 { email?, phone? }: 7일 동안 한 번 쓰는 링크를 메일·문자로 보냄 (감사 기록) */
        post: operations["AdminParentInvitationsController_invite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/members/{id}/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 비밀번호 초기화: 임시 비밀번호(12자, 한 번만 표시), 모든 세션 종료, 다음 로그인 때 변경 필요 (관리자 계정은 409) */
        post: operations["PasswordResetController_reset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/members/{id}/program": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 학생의 수강 프로그램 (없으면 programId null) */
        get: operations["AdminStudentProgramController_read"];
        /** 학생의 수강 프로그램 지정 { programId | null }: 학부모 화면에 그 시간표가 보임 (감사 기록) */
        put: operations["AdminStudentProgramController_set"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/members/{id}/quiz-attempts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 회원의 퀴즈 응시 기록 (최근 200건, 최신순) */
        get: operations["QuizAnalyticsController_memberAttempts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/notices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 모든 공지사항과 게시 상태 (active/upcoming/expired) */
        get: operations["AdminNoticesController_list"];
        put?: never;
        /** 공지사항 작성 */
        post: operations["AdminNoticesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/notices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 공지사항 수정 (보내지 않은 항목은 그대로) */
        put: operations["AdminNoticesController_update"];
        post?: never;
        /** 공지사항 삭제 */
        delete: operations["AdminNoticesController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/parent-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 학부모 연결 목록 (status, childId, parentId로 거르기; 최신순) */
        get: operations["AdminParentLinksController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/parent-links/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 학부모 연결 삭제 (확인 전 요청 거절 포함) */
        delete: operations["AdminParentLinksController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/parent-links/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 학부모 연결 확인: 학부모가 자녀의 학습 현황을 볼 수 있게 됨 */
        post: operations["AdminParentLinksController_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/parents/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 학부모 주간 리포트 미리보기 (메일 제목과 HTML; 기본 이번 주) */
        get: operations["AdminParentReportsController_preview"];
        put?: never;
        /** 학부모 주간 리포트 지금 보내기 (이번 주 현재까지; 예약 발송과 별개) */
        post: operations["AdminParentReportsController_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/quiz-results.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 퀴즈 응시 결과 CSV (from, to, courseId; 응시 시각순) */
        get: operations["QuizAnalyticsController_resultsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reject-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 거절: PENDING 유지, REJECTED 기록 (이미 거절된 회원은 409 INVALID_STATE) */
        post: operations["AdminMembersController_reject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/revoke-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 승인 취소: VERIFIED → PENDING, REVOKED 기록; memo(선택)는 회원에게 가는 메일에 담김 */
        post: operations["AdminMembersController_revoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 승인 대기 회원 목록 (배열, 이전 방식) */
        get: operations["LegacyMembersController_pending"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 승인 (이전 방식) */
        post: operations["LegacyMembersController_approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 거절 (이전 방식) */
        post: operations["LegacyMembersController_reject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/videos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 모든 동영상 (공개 상태, 강의 제목 포함, 최신순) */
        get: operations["AdminVideosController_list"];
        put?: never;
        /** 동영상 추가: 관리자 폼, 대시보드 폼 {title, type, url}, 비밀 콘솔 폼 */
        post: operations["AdminVideosController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/videos/publication": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 일괄 공개·비공개 (최대 100개): 동영상마다 수정과 같은 저장, 각자의 트랜잭션과 감사 기록. 결과는 보낸 id 순서 */
        post: operations["AdminVideosController_publication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/videos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 동영상 수정: 보낸 항목만 바뀜 (제목만 보내도 됨) */
        put: operations["AdminVideosController_update"];
        post?: never;
        /** 동영상 삭제 (시청 기록도 삭제) */
        delete: operations["AdminVideosController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/videos/{id}/quiz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 동영상의 퀴즈 (정답 포함; 콘솔은 읽기만) */
        get: operations["AdminQuizzesController_read"];
        /** 퀴즈 저장 (없으면 추가; 문제가 바뀌면 버전이 오름; ADMIN, 감사 기록) */
        put: operations["AdminQuizzesController_save"];
        post?: never;
        /** 퀴즈 삭제 (응시 기록과 오답 노트 포함; ADMIN, 감사 기록) */
        delete: operations["AdminQuizzesController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 로그인: 400 입력 오류, 401 INVALID_CREDENTIALS, 429 RATE_LIMITED (Retry-After) */
        post: operations["AuthController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 로그아웃: 서버의 세션을 삭제하고 쿠키를 지웁니다 */
        post: operations["AuthController_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 비밀번호 변경: 현재 비밀번호 확인(틀리면 400 INVALID_CREDENTIALS, 로그인처럼 429 제한), 다른 기기 로그아웃, 이 기기는 새 세션 id로 유지 */
        post: operations["PasswordController_change"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 메일 링크로 새 비밀번호 설정: 모든 세션 종료, 감사 기록. 잘못됐거나 쓰였거나 만료된 token 은 400 INVALID_TOKEN */
        post: operations["PasswordResetLinksController_reset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password-reset-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 비밀번호 재설정 링크 요청: 가입 여부와 관계없이 항상 202 같은 본문 (관리자 계정과 없는 주소에는 메일 없음), 주소·이메일별 429 RATE_LIMITED */
        post: operations["PasswordResetLinksController_requestLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 내 로그인 세션 목록: 로그인 시각, 마지막 사용, 브라우저, 이 기기 여부 */
        get: operations["SessionsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sessions/others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 이 기기를 뺀 모든 세션 종료: { ok, message, ended } */
        delete: operations["SessionsController_endOthers"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 회원가입: 승인 대기(PENDING) 회원을 만듭니다. 이미 가입된 이메일은 409 DUPLICATE_EMAIL, 주소당 시간당 한도 초과는 429 RATE_LIMITED */
        post: operations["AuthController_signup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/student-logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 회원 화면의 로그아웃 (logout 과 같습니다) */
        post: operations["AuthController_studentLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 현재 로그인한 회원 (없으면 401) */
        get: operations["AuthController_currentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/consultations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 상담 신청 (누구나, 주소당 시간당 CONSULT_LIMIT_PER_HOUR건) */
        post: operations["ConsultationsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 강의 목록 (공개): 순서, 등록일 순. videoCount/totalDurationSec는 공개된 동영상 기준 */
        get: operations["CoursesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 강의 상세 (로그인 필요): 동영상 URL은 지금 재생할 수 있는 경우에만 포함 */
        get: operations["CoursesController_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 강의 진도: 공개된 동영상 중 완료한 수와 동영상마다의 위치 */
        get: operations["ProgressController_course"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 비밀 콘솔 로그인: { success: true } 또는 401 { success: false, code: INVALID_PASSWORD } */
        post: operations["ConsolesController_devLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 비밀 콘솔 로그아웃: { success: true } */
        post: operations["ConsolesController_devLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gallery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 표시 중인 갤러리 이미지 (순서, 등록순; 누구나) */
        get: operations["GalleryController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 서버와 데이터베이스 상태 (DB 연결 실패 시 503) */
        get: operations["HealthController_health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 프로세스가 살아 있는지 (데이터베이스와 무관하게 200) */
        get: operations["HealthController_live"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 요청을 처리할 수 있는지 (데이터베이스 연결·마이그레이션 완료 시 200, 아니면 503) */
        get: operations["HealthController_ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** /login 으로 이동 (302) */
        get: operations["LoginRedirectController_redirect"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 회원 탈퇴 { password }: 계정과 개인정보 삭제, 모든 세션 종료, 확인 메일. 틀린 비밀번호 400 INVALID_PASSWORD, 관리자 403, 반복 실패 429 */
        delete: operations["LeavingController_leave"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/consents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 내 동의 내역: 종류별 최신 결정 [{ kind, given, version, at }] */
        get: operations["MyConsentsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** 광고성 정보 수신 동의 변경 { marketing }: 바뀌면 기록과 감사 기록을 남깁니다 */
        patch: operations["MyConsentsController_change"];
        trace?: never;
    };
    "/me/guardians": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 나와 연결된 학부모 (확인 대기 포함) */
        get: operations["MyGuardiansController_guardians"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/guardians/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 학부모 연결 해제 */
        delete: operations["MyGuardiansController_unlink"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/parent-link-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 학부모 연결 코드 (8자리, 24시간 유효): 유효한 코드가 없으면 새로 만듦 */
        get: operations["MyGuardiansController_code"];
        put?: never;
        /** 학부모 연결 코드 새로 받기: 이전 코드는 바로 쓸 수 없음 */
        post: operations["MyGuardiansController_renew"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/progress/continue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 이어서 볼 동영상 최대 3개 (최근 시청순, 지금 시청할 수 있는 것만) */
        get: operations["ProgressController_continueList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/progress/courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 강의 카드의 진도: 강의마다 지금 시청할 수 있는 동영상 기준 진도율과 이어서 볼 동영상 (한 번의 요청으로 전부) */
        get: operations["ProgressController_courseCards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/progress/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 학습 현황: 완료한 동영상 수, 수강 중인 강의 수, 최근 시청 */
        get: operations["ProgressController_summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 오답 노트: 틀린 주관식·단어 문제 (두 날에 걸쳐 맞히면 빠짐) */
        get: operations["QuizzesController_reviewList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/review/{id}/answers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 오답 노트 다시 풀기: 맞았는지, 정답, 남은 문제 수 */
        post: operations["QuizzesController_reviewAnswer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 게시 기간 중인 공지사항 (최신순): 방문자에게는 전체 공개만, 로그인한 회원에게는 회원 전용까지 */
        get: operations["NoticesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 공지사항 하나 (전체 공개이고 게시 기간 중인 것만, 아니면 404; 누구나) */
        get: operations["NoticesController_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parent-invitations/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 학부모 초대 링크 확인: 학생 이름과 만료 시각 (쓰였거나 만료된 링크는 400 INVALID_TOKEN) */
        get: operations["ParentInvitationsController_info"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parent/children": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 연결이 확인된 자녀 */
        get: operations["ParentController_children"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parent/children/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 자녀의 한 주 학습 리포트 (기본 이번 주): 연결·확인된 자녀가 아니면 404 */
        get: operations["ParentController_report"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parent/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 학부모 초대 수락 { token }: 학생과 바로 연결(확인됨) */
        post: operations["ParentInvitationsController_accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parent/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 내 자녀 연결 (확인 대기 포함, 최신순) */
        get: operations["ParentController_ownLinks"];
        put?: never;
        /** 자녀 연결 요청 { code }: 학원이 확인하면 자녀의 학습 현황을 볼 수 있음 */
        post: operations["ParentController_request"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parent/links/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 자녀 연결 해제 (확인 전 요청 취소 포함) */
        delete: operations["ParentController_unlink"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parent/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 학습 리포트 수신 설정 */
        get: operations["ParentController_readSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** 학습 리포트 수신 설정 변경 { weeklyReport?, reportByPhone? } */
        patch: operations["ParentController_changeSettings"];
        trace?: never;
    };
    "/programs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 운영 중인 프로그램 (순서대로; 누구나) */
        get: operations["ProgramsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/programs/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 프로그램 상세 (없거나 비활성이면 404) */
        get: operations["ProgramsController_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simple/approve-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 승인: PENDING → VERIFIED (그 외 상태는 409 INVALID_STATE) */
        post: operations["ConsoleMembersController_approve[1]"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simple/gallery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 모든 갤러리 이미지 (숨김 포함) */
        get: operations["SimpleGalleryController_list"];
        put?: never;
        /** 이미지 추가 (제목과 이미지 URL 필수) */
        post: operations["SimpleGalleryController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simple/pending-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 승인 대기 회원 목록 (배열) */
        get: operations["ConsoleMembersController_pending[1]"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simple/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** { ok: true, console: 관리자 권한(콘솔 세션 또는 ADMIN) 여부 } — 누구나 */
        get: operations["ConsolesController_ping"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simple/reject-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 거절: PENDING 유지, REJECTED 기록 (이미 거절된 회원은 409 INVALID_STATE) */
        post: operations["ConsoleMembersController_reject[1]"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simple/videos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 간편 콘솔: 동영상 목록 */
        get: operations["SimpleVideosController_list"];
        put?: never;
        /** 간편 콘솔: 동영상 추가 (기타 동영상 강의에 등록) */
        post: operations["SimpleVideosController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 공개 페이지의 사이트 설정 (카카오톡 채널 주소, 개인정보 보유 기간; 누구나) */
        get: operations["SiteController_settings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/superadmin/approve-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 승인: PENDING → VERIFIED (그 외 상태는 409 INVALID_STATE) */
        post: operations["ConsoleMembersController_approve[0]"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/superadmin/gallery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 모든 갤러리 이미지 (숨김 포함) */
        get: operations["SuperadminGalleryController_list"];
        put?: never;
        /** 이미지 추가 */
        post: operations["SuperadminGalleryController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/superadmin/gallery/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 이미지 삭제 */
        delete: operations["SuperadminGalleryController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/superadmin/gallery/{id}/toggle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 표시/숨김 전환 */
        post: operations["SuperadminGalleryController_toggle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/superadmin/pending-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 승인 대기 회원 목록 (배열) */
        get: operations["ConsoleMembersController_pending[0]"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/superadmin/programs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 모든 프로그램 (비활성 포함) */
        get: operations["SuperadminProgramsController_list"];
        put?: never;
        /** 프로그램 추가 (슬러그, 제목, 내용 필수; 중복 슬러그는 409) */
        post: operations["SuperadminProgramsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/superadmin/programs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 프로그램 수정 (보내지 않은 항목은 그대로) */
        put: operations["SuperadminProgramsController_update"];
        post?: never;
        /** 프로그램 삭제 */
        delete: operations["SuperadminProgramsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/superadmin/reject-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 거절: PENDING 유지, REJECTED 기록 (이미 거절된 회원은 409 INVALID_STATE) */
        post: operations["ConsoleMembersController_reject[0]"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/approvals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 내 승인 기록 (최신순) */
        get: operations["MyApprovalsController_mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/videos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 지금 시청할 수 있는 동영상 목록 (최신순) */
        get: operations["VideosController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/videos/{id}/can-view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 시청 가능 여부와 공개 상태 (승인 대기 회원은 reason: ROLE) */
        get: operations["VideosController_canView"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/videos/{id}/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 내 재생 위치 (기록이 없으면 position 0, completed false) */
        get: operations["ProgressController_get"];
        /** 재생 위치 저장 (회원·동영상마다 2초에 한 번만 저장, 그 사이 요청은 현재 상태로 응답) */
        put: operations["ProgressController_save"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/videos/{id}/quiz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 동영상의 퀴즈 (정답·해설 없음; 공개된 퀴즈가 없으면 404) */
        get: operations["QuizzesController_read"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/videos/{id}/quiz/attempts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 퀴즈 응시: 서버가 채점하고 점수, 합격 여부, 문제마다 정답과 해설을 돌려줌 */
        post: operations["QuizzesController_attempt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/videos/{id}/url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 재생 URL (지금 시청할 수 없으면 403 VIDEO_NOT_AVAILABLE) */
        get: operations["VideosController_url"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/videos/{id}/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 시청 기록 저장 */
        post: operations["VideosController_recordView"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/proxy/video": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 지금 시청할 수 있는 NAS 동영상만 스트리밍 (Range 지원, 같은 origin 안의 리다이렉트만 따름) */
        get: operations["ProxyController_stream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /** GET과 같은 검사 후 동영상 서버에 헤더만 요청 (본문은 읽지 않음) */
        head: operations["ProxyController_headers"];
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The academy's facts (GET /api/academy, PUT /api/admin/academy): one row in the database, edited on the admin screen 학원 정보, shown by the header, footer, landing page, JSON-LD, mails and the privacy policy. */
        AcademyFacts: {
            address: string;
            /** @description 사업자등록번호, 000-00-00000; '' until the 원장 fills it in. */
            businessNumber: string;
            /** @description Consultation hours (gallery, about page). */
            consultationHours: components["schemas"]["HoursLine"][];
            /** @description Landing page contact hours. */
            contactHours: components["schemas"]["HoursLine"][];
            email: string;
            /** @description The KakaoTalk channel (https://pf.kakao.com/…); null = no 카카오톡 상담 button. */
            kakaoChannelUrl: string | null;
            /** @description What the map link searches for. */
            mapQuery: string;
            name: string;
            phone: string;
            /** @description 개인정보 보호책임자. */
            privacyOfficer: {
                contact: string;
                name: string;
            };
            /** @description 학원 등록번호 (교육청에 등록한 번호); '' until the 원장 fills it in. */
            registrationNumber: string;
            /** @description 대표자. */
            representative: string;
        };
        AcademyInputDto: {
            address: string;
            /**
             * @description 사업자등록번호 (숫자 10자리, 000-00-00000으로 저장)
             * @example 123-45-67890
             */
            businessNumber: string;
            /**
             * @description 상담 시간 (1~7줄)
             * @example [
             *       {
             *         "days": "평일",
             *         "hours": "9:00 – 22:00"
             *       }
             *     ]
             */
            consultationHours: {
                days: string;
                hours: string;
            }[];
            /**
             * @description 상담 전화 시간 (1~7줄)
             * @example [
             *       {
             *         "days": "월–금",
             *         "hours": "14:00 – 22:00"
             *       }
             *     ]
             */
            contactHours: {
                days: string;
                hours: string;
            }[];
            /** @example hello@eden-english.kr */
            email: string;
            /**
             * @description 비우면 null
             * @example https://pf.kakao.com/_xkAbcd
             */
            kakaoChannelUrl?: string | null;
            mapQuery: string;
            /** @example 이든 영어학원 */
            name: string;
            /** @example 055-264-7780 */
            phone: string;
            /**
             * @description 개인정보 보호책임자
             * @example {
             *       "contact": "055-264-7780",
             *       "name": "이든 원장"
             *     }
             */
            privacyOfficer?: {
                contact: string;
                name: string;
            };
            /** @description 학원 등록번호 (교육청) */
            registrationNumber: string;
            /** @description 대표자 */
            representative: string;
        };
        AcceptInvitationDto: {
            /**
             * @description 초대 링크의 token
             * @example k3J…
             */
            token: string;
        };
        /** @enum {string} */
        AccessStatus: "open" | "active" | "upcoming" | "expired" | "unpublished";
        ActionAnswer: {
            message: string;
            /** @enum {boolean} */
            ok: true;
        } & {
            [key: string]: unknown;
        };
        AdminGalleryCreateDto: {
            caption?: string | null;
            /** @description http(s) URL 또는 /로 시작하는 사이트 경로 */
            imageUrl: string;
            /** @description 추가할 때 비우면 맨 뒤 */
            order?: number;
            visible?: boolean;
        };
        AdminGalleryUpdateDto: {
            caption?: string | null;
            /** @description http(s) URL 또는 /로 시작하는 사이트 경로 */
            imageUrl?: string;
            /** @description 추가할 때 비우면 맨 뒤 */
            order?: number;
            visible?: boolean;
        };
        /** @description GET /api/admin/notices: every notice with the status its publish window gives it now. */
        AdminNotice: {
            body: string;
            createdAt: string;
            endsAt: string | null;
            id: components["schemas"]["Id"];
            startsAt: string | null;
            status: components["schemas"]["NoticeStatus"];
            title: string;
            visibility: components["schemas"]["NoticeVisibility"];
        };
        /** @description A link as the staff's 학부모 tab and a member's detail list it. */
        AdminParentLink: {
            child: {
                email: string;
                firstName: string | null;
                id: string;
                lastName: string | null;
            };
            confirmedAt: string | null;
            createdAt: string;
            id: string;
            parent: {
                email: string;
                firstName: string | null;
                id: string;
                lastName: string | null;
                phone: string | null;
            };
            status: components["schemas"]["ParentLinkStatus"];
        };
        AdminParentLinkList: {
            items: components["schemas"]["AdminParentLink"][];
            total: number;
        };
        /** @description A quiz as staff read and save it: the input, with an id per question and the version attempts record. */
        AdminQuiz: {
            direction: components["schemas"]["QuizDirection"];
            id: string;
            maxAttempts: number | null;
            passMark: number;
            published: boolean;
            questions: components["schemas"]["QuizQuestion"][];
            requiredForCompletion: boolean;
            updatedAt: string;
            /** @description Goes up by one whenever the questions change; each attempt keeps the version it answered. */
            version: number;
            videoId: string;
        };
        /** @description GET /api/admin/videos: every video with its status now and its course's title. The dashboard and simple console read `url`/`courseName`, the admin page `externalUrl`/`courseTitle`. */
        AdminVideo: {
            accessEnd: string | null;
            accessStart: string | null;
            courseId: string;
            courseName: string | null;
            courseTitle: string | null;
            createdAt: string;
            description: string | null;
            durationSec: number | null;
            /** @description The address without its NAS login; the login never leaves the server. */
            externalUrl: string;
            id: components["schemas"]["Id"];
            isPublished: boolean;
            status: components["schemas"]["AccessStatus"];
            title: string;
            type: components["schemas"]["VideoType"];
            url: string;
        };
        AnalyticsDay: {
            completions: number;
            day: string;
            views: number;
        };
        AnalyticsMemberCourse: {
            completed: number;
            courseId: components["schemas"]["Id"];
            percent: number;
            title: string;
            total: number;
        };
        /** @description GET /api/admin/analytics/members/{id}: one member's progress in every course they started. */
        AnalyticsMemberDetail: {
            courses: components["schemas"]["AnalyticsMemberCourse"][];
            member: {
                email: string;
                id: components["schemas"]["Id"];
                name: string;
                role: components["schemas"]["Role"];
            };
            videos: components["schemas"]["AnalyticsMemberVideo"][];
        };
        AnalyticsMemberList: {
            items: components["schemas"]["AnalyticsMemberRow"][];
            total: number;
        };
        AnalyticsMemberRow: {
            /** @description Videos completed in the range. */
            completed: number;
            email: string;
            lastActivity: string | null;
            name: string;
            /** @description Completed of the published videos in scope, now. */
            percent: number;
            started: number;
            userId: components["schemas"]["Id"];
            /** @description Views in the range, and the distinct videos they were of. */
            views: number;
        };
        AnalyticsMemberVideo: {
            completed: boolean;
            completedAt: string | null;
            courseId: components["schemas"]["Id"];
            duration: number;
            furthest: number;
            position: number;
            title: string;
            updatedAt: string;
            videoId: components["schemas"]["Id"];
        };
        AnalyticsSummary: {
            /** @description Members who watched anything in the range. */
            activeMembers: number;
            /** @description The mean, over the members who watched in the range, of their completion of the published videos in scope (percent). */
            averageCompletion: number;
            completions: number;
            courseId: components["schemas"]["Id"] | null;
            from: string;
            to: string;
            views: number;
        };
        AnalyticsVideoRow: {
            averageFurthest: number;
            completed: number;
            completionRate: number;
            courseId: components["schemas"]["Id"];
            courseTitle: string;
            /** @description Members' state now, whatever the range: who started it, who completed it. */
            started: number;
            title: string;
            videoId: components["schemas"]["Id"];
            viewers: number;
            /** @description In the range. */
            views: number;
        };
        ApiErrorBody: {
            code: components["schemas"]["ErrorCode"] | string;
            errors?: components["schemas"]["FieldError"][];
            message: string;
            /** @enum {boolean} */
            ok: false;
            statusCode: number;
        };
        ApprovalRecord: {
            actedBy: string | null;
            createdAt: string;
            id: components["schemas"]["Id"];
            memo: string | null;
            status: components["schemas"]["ApprovalStatus"];
        };
        /** @enum {string} */
        ApprovalStatus: "APPROVED" | "REJECTED" | "REVOKED";
        /** @enum {string} */
        AuditAction: "MEMBER_APPROVE" | "MEMBER_REJECT" | "MEMBER_REVOKE" | "MEMBER_REMOVE" | "MEMBER_PASSWORD_RESET" | "MEMBER_PASSWORD_RESET_BY_LINK" | "MEMBER_CONSENT" | "MEMBER_LEAVE" | "MEMBER_EXPIRE" | "MEMBER_PROGRAM" | "COURSE_CREATE" | "COURSE_UPDATE" | "COURSE_DELETE" | "VIDEO_CREATE" | "VIDEO_UPDATE" | "VIDEO_DELETE" | "NOTICE_CREATE" | "NOTICE_UPDATE" | "NOTICE_DELETE" | "GALLERY_CREATE" | "GALLERY_UPDATE" | "GALLERY_DELETE" | "GALLERY_TOGGLE" | "PROGRAM_CREATE" | "PROGRAM_UPDATE" | "PROGRAM_DELETE" | "QUIZ_CREATE" | "QUIZ_UPDATE" | "QUIZ_DELETE" | "PARENT_LINK_REQUEST" | "PARENT_LINK_CONFIRM" | "PARENT_UNLINK" | "PARENT_INVITE" | "CONSULTATION_UPDATE" | "CONSULTATION_DELETE" | "ACADEMY_UPDATE" | "ADMIN_LOGIN" | "CONSOLE_LOGIN" | "CONSOLE_LOGIN_FAILED" | "CONSOLE_LOCKOUT";
        /** @enum {string} */
        AuditActorType: "ADMIN" | "CONSOLE" | "MEMBER" | "SYSTEM";
        /** @description One row of the audit log: one administrative action, written with the change it records. */
        AuditEntry: {
            action: components["schemas"]["AuditAction"];
            actorEmail: string | null;
            actorId: components["schemas"]["Id"] | null;
            actorType: components["schemas"]["AuditActorType"];
            at: string;
            id: components["schemas"]["Id"];
            ip: string | null;
            /** @description Korean: what was done to what, naming changed fields but never their values. */
            summary: string;
            /** @description The target row still exists (a link to it can be offered). */
            targetExists: boolean;
            targetId: components["schemas"]["Id"] | null;
            targetType: components["schemas"]["AuditTargetType"];
        };
        AuditList: {
            items: components["schemas"]["AuditEntry"][];
            total: number;
        };
        /** @enum {string} */
        AuditTargetType: "MEMBER" | "COURSE" | "VIDEO" | "NOTICE" | "GALLERY" | "PROGRAM" | "CONSOLE" | "CONSULTATION" | "ACADEMY" | "QUIZ";
        /** @description What a batch action answers: one result per distinct id, in the order the ids were sent. */
        BatchAnswer: {
            results: components["schemas"]["BatchResult"][];
        };
        /** @description One id's outcome in a batch action: done, or refused with the code and message its single route gives. */
        BatchResult: {
            id: components["schemas"]["Id"];
            /** @enum {boolean} */
            ok: true;
        } | {
            code: components["schemas"]["ErrorCode"] | string;
            id: components["schemas"]["Id"];
            message: string;
            /** @enum {boolean} */
            ok: false;
        };
        CanViewAnswer: {
            canView: boolean;
            /** @enum {string} */
            reason?: "ROLE";
            status: components["schemas"]["AccessStatus"];
        };
        ChangePasswordDto: {
            /** @description newPassword 와 같아야 합니다 */
            confirmPassword: string;
            currentPassword: string;
            newPassword: string;
        };
        /** @description GET /api/parent/children/{id}/report?week=YYYY-Www: one child's week, the same figures as the mail. */
        ChildWeekReport: {
            completed: number;
            inProgress: components["schemas"]["ReportLessonInProgress"][];
            lessonsWatched: number;
            minutes: number;
            quizzes?: components["schemas"]["ReportQuiz"][];
            /** @description Absent when staff set no program for the child, or its page lists no classes. */
            timetable?: components["schemas"]["ReportTimetable"];
            /** @description The weeks before, oldest first (PARENT_LIMITS.trendWeeks of them). */
            trend: {
                minutes: number;
                week: string;
            }[];
            week: string;
        };
        ConsentChangeDto: {
            /**
             * @description 광고성 정보 수신 동의
             * @example false
             */
            marketing: boolean;
        };
        /** @enum {string} */
        ConsentKind: "TERMS" | "PRIVACY" | "MARKETING" | "GUARDIAN";
        /** @description One consent as the member and the staff read it: the latest decision of its kind. */
        ConsentRecord: {
            at: string;
            given: boolean;
            kind: components["schemas"]["ConsentKind"];
            /** @description The version of the document agreed to (legal.ts). */
            version: number;
        };
        ConsoleLoginDto: {
            /** @description 관리자 콘솔 비밀번호 (ADMIN_CONSOLE_PASSWORD) */
            password: string;
        };
        /** @description A refused console login (either console): the error body with the flag the hidden dialog reads. */
        ConsoleLoginRefusal: {
            code: components["schemas"]["ErrorCode"] | string;
            errors?: components["schemas"]["FieldError"][];
            message: string;
            /** @enum {boolean} */
            ok: false;
            statusCode: number;
            /** @enum {boolean} */
            success: false;
        };
        /** @description GET /api/simple/ping: anyone; `console` is whether the caller has administrator access now. */
        ConsolePing: {
            console: boolean;
            /** @enum {boolean} */
            ok: true;
        };
        /** @description One request as staff see it. */
        Consultation: {
            closedAt: string | null;
            createdAt: string;
            grade: components["schemas"]["ConsultationGrade"] | null;
            handledAt: string | null;
            /** @description Who last changed the status or memo: an ADMIN's e-mail, or 공용 콘솔. */
            handledBy: string | null;
            id: string;
            memo: string | null;
            message: string | null;
            name: string;
            phone: string;
            programSlug: string | null;
            /** @description The program's title when the request was sent (it survives a renamed or removed program). */
            programTitle: string | null;
            status: components["schemas"]["ConsultationStatus"];
        };
        ConsultationCreated: {
            createdAt: string;
            id: string;
        };
        /** @enum {string} */
        ConsultationGrade: "중1" | "중2" | "중3" | "고1" | "고2" | "고3" | "기타";
        ConsultationInputDto: {
            /**
             * @description 개인정보 수집·이용 동의: true 여야 합니다
             * @example true
             */
            consent: boolean;
            /**
             * @description 보내지 않으면 학년 없음
             * @enum {string}
             */
            grade?: "중1" | "중2" | "중3" | "고1" | "고2" | "고3" | "기타";
            message?: string | null;
            /** @example 김민수 */
            name: string;
            /**
             * @description 휴대폰 또는 일반 전화번호 (저장할 때 010-1234-5678 꼴로 바뀝니다)
             * @example 010-1234-5678
             */
            phone: string;
            /**
             * @description 활성 프로그램의 슬러그
             * @example middle-school
             */
            programSlug?: string | null;
            /**
             * @description 문자·알림톡 안내 수신 동의 (선택): true 이면 접수 확인을 문자·알림톡으로 보냅니다
             * @example false
             */
            smsConsent?: boolean;
            /** @description 비워 두는 칸 (자동 입력 방지) */
            website?: string;
        };
        ConsultationList: {
            items: components["schemas"]["Consultation"][];
            total: number;
        };
        /** @description GET /api/admin/consultations/new-count: the menu badge and the overview. */
        ConsultationNewCount: {
            count: number;
        };
        /** @enum {string} */
        ConsultationStatus: "NEW" | "CONTACTED" | "ENROLLED" | "CLOSED";
        ConsultationUpdateDto: {
            memo?: string | null;
            /** @enum {string} */
            status?: "NEW" | "CONTACTED" | "ENROLLED" | "CLOSED";
        };
        /** @description GET /api/me/progress/continue: a video in progress, to open at its position. */
        ContinueItem: {
            course: {
                id: components["schemas"]["Id"];
                title: string;
            };
            duration: number;
            position: number;
            updatedAt: string;
            video: {
                courseId: components["schemas"]["Id"];
                id: components["schemas"]["Id"];
                title: string;
            };
        };
        /** @description The edited fields are declared once, in entity-fields.ts. */
        Course: {
            createdAt: string;
            description: string | null;
            id: components["schemas"]["Id"];
            order: number;
            slug: string;
            tags: string[];
            thumbnail: string | null;
            title: string;
            totalDurationSec?: number;
            videoCount?: number;
        };
        /** @description GET /api/me/progress/courses: a course card's progress, counted over the lessons the member may watch now (one row per course that has any). `nextVideoId` is the first unfinished one (null when all are done), `nextPositionSec` where it would resume (0 = from the start). */
        CourseCardProgress: {
            completed: number;
            courseId: components["schemas"]["Id"];
            nextPositionSec: number;
            nextVideoId: components["schemas"]["Id"] | null;
            percent: number;
            total: number;
        };
        CourseDetail: {
            createdAt: string;
            description: string | null;
            id: components["schemas"]["Id"];
            order: number;
            slug: string;
            tags: string[];
            thumbnail: string | null;
            title: string;
            totalDurationSec?: number;
            videoCount?: number;
            videos: components["schemas"]["Video"][];
        };
        CourseInputDto: {
            description?: string | null;
            /** @description 생략하면 현재 강의 수 */
            order?: number | null;
            /**
             * @description 소문자, 숫자, 하이픈
             * @example toeic-basic
             */
            slug: string;
            /**
             * @description 배열 또는 쉼표로 구분한 문자열
             * @example [
             *       "토익",
             *       "기초"
             *     ]
             */
            tags?: string[];
            /** @description http(s) URL 또는 이 사이트의 경로, 빈 값 허용 */
            thumbnail?: string | null;
            /** @example 토익 기초반 */
            title: string;
        };
        /** @description GET /api/courses/{id}/progress: completed of the course's published videos, and each video's place. */
        CourseProgress: {
            completed: number;
            courseId: components["schemas"]["Id"];
            percent: number;
            total: number;
            videos: components["schemas"]["CourseVideoProgress"][];
        };
        CourseQuizRequirementDto: {
            /** @description 강의의 모든 퀴즈를 합격해야 완료로 인정할지 */
            requiredForCompletion: boolean;
        };
        CourseVideoProgress: {
            completed: boolean;
            duration: number;
            furthest: number;
            position: number;
            /** @description The lesson's published quiz and the member's standing on it; absent when it has none. */
            quiz?: components["schemas"]["QuizStanding"];
            videoId: components["schemas"]["Id"];
        };
        CreateNoticeDto: {
            body: string;
            /** @description ISO-8601; 비우면 계속 게시 */
            endsAt?: string | null;
            /** @description ISO-8601; 비우면 처음부터 게시 */
            startsAt?: string | null;
            title: string;
            /**
             * @description 생략하면 'members' (회원 전용)
             * @enum {string}
             */
            visibility?: "public" | "members";
        };
        CreateProgramDto: {
            capacity?: number | null;
            /** @description Markdown (HTML은 글자 그대로 보임) */
            content: string;
            /** @description Markdown */
            curriculum?: string | null;
            description?: string | null;
            /** @description 빈 항목은 버림 */
            features?: string[];
            /** @description 추가할 때 생략하면 true */
            isActive?: boolean;
            /** @description 추가할 때 비우면 맨 뒤 */
            order?: number;
            /** @description 비우거나 null이면 시간표 없음 */
            schedule?: components["schemas"]["ScheduleRowDto"][] | null;
            /** @description 정원 이하 */
            seatsLeft?: number | null;
            /** @example middle-school */
            slug: string;
            /**
             * @description 개강일 (YYYY-MM-DD)
             * @example 2026-03-02
             */
            startDate?: string | null;
            subtitle?: string | null;
            targetStudents?: string | null;
            title: string;
            tuition?: components["schemas"]["TuitionDto"] | null;
        };
        CreateVideoDto: {
            /** Format: date-time */
            accessEnd?: string | null;
            /** Format: date-time */
            accessStart?: string | null;
            /** @description 관리자 폼과 비밀 콘솔에서 필수 */
            courseId?: string;
            description?: string | null;
            durationSec?: number | null;
            /** @description 관리자 폼과 비밀 콘솔의 동영상 URL */
            externalUrl?: string;
            /** @default true */
            isPublished?: boolean;
            title: string;
            /**
             * @description 생략하면 URL로 판단
             * @enum {string}
             */
            type?: "youtube" | "nas";
            /** @description 대시보드 폼의 동영상 URL (type과 함께) */
            url?: string;
        };
        /** @description POST /api/dev/login and /api/dev/logout: the secret console reads `success`. */
        DevConsoleAnswer: {
            message: string;
            /** @enum {boolean} */
            ok: true;
            /** @enum {boolean} */
            success: true;
        };
        /** @enum {string} */
        ErrorCode: "VALIDATION_FAILED" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "DUPLICATE_EMAIL" | "DUPLICATE_SLUG" | "SLUG_TAKEN" | "INVALID_CREDENTIALS" | "INVALID_PASSWORD" | "RATE_LIMITED" | "VIDEO_NOT_AVAILABLE" | "PROXY_FORBIDDEN" | "UPSTREAM_FAILED" | "BAD_REQUEST" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "SERVICE_UNAVAILABLE" | "DB_UNAVAILABLE" | "INTERNAL_ERROR" | "INVALID_STATE" | "PASSWORD_CHANGE_REQUIRED" | "INVALID_TOKEN" | "ATTEMPTS_EXHAUSTED" | "INVALID_CODE" | "LINK_CONFLICT";
        FieldError: {
            field: string;
            message: string;
        };
        GalleryItem: {
            caption: string | null;
            createdAt: string;
            description: string | null;
            id: components["schemas"]["Id"];
            title: string | null;
            url: string;
            visible: boolean;
        };
        /** @description POST /api/superadmin/gallery/{id}/toggle: the image, shown or hidden. */
        GalleryToggleAnswer: {
            item: components["schemas"]["GalleryItem"];
            message: string;
            /** @enum {boolean} */
            ok: true;
        };
        GuardianInfo: {
            name: string;
            phone: string;
        };
        /** @description GET /api/health and GET /api/health/ready (503 while the database cannot serve). */
        Health: {
            /** @enum {string} */
            db: "up" | "down";
            /** @enum {string} */
            status: "ok" | "error";
        };
        /** @description One line of opening hours: "월–금" · "14:00 – 22:00". */
        HoursLine: {
            days: string;
            hours: string;
        };
        /** @description Wire shapes: JSON, ISO-8601 UTC times, opaque ids. */
        Id: string;
        /** @description GET /api/me/progress/summary: the learning summary of /account. */
        LearningSummary: {
            completedVideos: number;
            /** @description Courses with a video started and a published video not yet completed. */
            coursesInProgress: number;
            lastWatched: components["schemas"]["ContinueItem"] | null;
            /** @description Quizzes with a passing attempt. */
            quizzesPassed?: number;
        };
        LeaveDto: {
            /** @description 현재 비밀번호 (틀리면 400 INVALID_PASSWORD) */
            password: string;
        };
        /** @description A person on either side of a link, as the other side and the staff see them. */
        LinkPerson: {
            firstName: string | null;
            id: string;
            lastName: string | null;
        };
        LinkRequestDto: {
            /**
             * @description 자녀의 계정 화면에 보이는 8자리 학부모 연결 코드 (하이픈·공백·소문자 가능)
             * @example K7MX-3PQ9
             */
            code: string;
        };
        /** @description GET /api/health/live: the process answers, whatever the database does. */
        Liveness: {
            /** @enum {string} */
            status: "ok";
        };
        LoginDto: {
            /** @example student@example.com */
            email: string;
            password: string;
        };
        /** @description GET /api/admin/mail-outbox: how the outgoing mail is doing (the overview's card). */
        MailOutboxStatus: {
            /** @description Messages given up on after three days of retries. */
            failed: number;
            /** @description The latest failed message: its kind in Korean, when it was written and the last error (never an address). */
            lastFailure: {
                createdAt: string;
                error: string | null;
                kind: string;
            } | null;
            /** @description When the oldest waiting message was written; null when none waits. */
            oldestPendingAt: string | null;
            /** @description Messages still waiting to be sent (retries included). */
            pending: number;
        };
        /** @description A member as the admin screens list it: the user plus a display name and the latest approval. */
        Member: {
            createdAt: string;
            email: string;
            firstName: string | null;
            id: components["schemas"]["Id"];
            lastName: string | null;
            latestApproval: components["schemas"]["ApprovalRecord"] | null;
            /** @description true after an administrator reset the password: until the user chooses a new one, every call but the current user, the password change and logout answers 403 PASSWORD_CHANGE_REQUIRED. The API always sends it; optional so older answers and fixtures still type-check. */
            mustChangePassword?: boolean;
            name: string;
            profileImageUrl: string | null;
            role: components["schemas"]["Role"];
            updatedAt: string;
        };
        MemberActionDto: {
            memo?: string | null;
            /** @description 회원 id */
            userId: string;
        };
        MemberDecisionsDto: {
            /** @enum {string} */
            decision: "approve" | "reject";
            /** @description 회원 id 목록 */
            ids: string[];
            memo?: string | null;
        };
        /** @description GET /api/admin/members/{id}: the member, their consents and, for a child under 14, the guardian. */
        MemberDetail: {
            consents: components["schemas"]["ConsentRecord"][];
            createdAt: string;
            email: string;
            firstName: string | null;
            guardian: components["schemas"]["GuardianInfo"] | null;
            id: components["schemas"]["Id"];
            lastName: string | null;
            latestApproval: components["schemas"]["ApprovalRecord"] | null;
            /** @description true after an administrator reset the password: until the user chooses a new one, every call but the current user, the password change and logout answers 403 PASSWORD_CHANGE_REQUIRED. The API always sends it; optional so older answers and fixtures still type-check. */
            mustChangePassword?: boolean;
            name: string;
            profileImageUrl: string | null;
            role: components["schemas"]["Role"];
            updatedAt: string;
        };
        /** @description GET /api/admin/members/{id}/history: approval records and the audit rows about the member, newest first. */
        MemberHistory: {
            approvals: components["schemas"]["ApprovalRecord"][];
            audit: components["schemas"]["AuditEntry"][];
            member: components["schemas"]["Member"];
        };
        MemberList: {
            items: components["schemas"]["Member"][];
            total: number;
        };
        /** @description A published quiz as a member reads it (GET /api/videos/{id}/quiz): never an answer. */
        MemberQuiz: {
            attemptsUsed: number;
            /** @description The member's best score so far, null before a first attempt. */
            bestScore: number | null;
            direction: components["schemas"]["QuizDirection"];
            id: string;
            maxAttempts: number | null;
            passMark: number;
            passed: boolean;
            questions: components["schemas"]["MemberQuizQuestion"][];
            version: number;
            videoId: string;
        };
        /** @description One attempt in a member's drill-down (GET /api/admin/members/{id}/quiz-attempts). */
        MemberQuizAttempt: {
            attemptNo: number;
            correct: number;
            createdAt: string;
            id: string;
            passed: boolean;
            quizVersion: number;
            score: number;
            total: number;
            videoId: string;
            videoTitle: string;
        };
        /** @description What a member is asked: never an answer. */
        MemberQuizQuestion: {
            id: string;
            kind: components["schemas"]["QuizKind"];
            options?: string[];
            prompt: string;
        };
        MemoDto: {
            memo?: string | null;
        };
        Notice: {
            body: string;
            createdAt: string;
            endsAt: string | null;
            id: components["schemas"]["Id"];
            startsAt: string | null;
            title: string;
            visibility: components["schemas"]["NoticeVisibility"];
        };
        /** @enum {string} */
        NoticeStatus: "active" | "upcoming" | "expired";
        /** @enum {string} */
        NoticeVisibility: "public" | "members";
        /** @description A deletion: `{ "ok": true }`. */
        OkAnswer: {
            /** @enum {boolean} */
            ok: true;
        };
        /** @description A parent's child, once the link is confirmed (GET /api/parent/children). */
        ParentChild: {
            firstName: string | null;
            id: string;
            lastName: string | null;
        };
        ParentInvitationDto: {
            /** @example parent@example.com */
            email?: string;
            /** @example 010-1234-5678 */
            phone?: string;
        };
        /** @description GET /api/parent-invitations/{token}: whom the link is for, before the parent acts on it. */
        ParentInvitationInfo: {
            childName: string;
            expiresAt: string;
        };
        /** @description GET/POST /api/me/parent-link-code. */
        ParentLinkCode: {
            code: string;
            expiresAt: string;
        };
        /** @description POST /api/parent/links. */
        ParentLinkRequested: {
            id: string;
            status: components["schemas"]["ParentLinkStatus"];
        };
        /** @enum {string} */
        ParentLinkStatus: "PENDING" | "CONFIRMED";
        /** @description A parent's own link (GET /api/parent/links): waiting or confirmed. */
        ParentOwnLink: {
            child: components["schemas"]["LinkPerson"];
            createdAt: string;
            id: string;
            status: components["schemas"]["ParentLinkStatus"];
        };
        /** @description GET/PATCH /api/parent/settings. */
        ParentSettings: {
            phone: string | null;
            /** @description The report's summary by 알림톡 or SMS too (needs a phone). */
            reportByPhone: boolean;
            weeklyReport: boolean;
        };
        ParentSettingsDto: {
            /**
             * @description 리포트 요약을 알림톡(안 되면 문자)으로도 받기: 휴대폰 번호가 필요합니다
             * @example true
             */
            reportByPhone?: boolean;
            /**
             * @description 매주 월요일 학습 리포트 메일
             * @example false
             */
            weeklyReport?: boolean;
        };
        /** @description POST /api/admin/members/{id}/password-reset: the temporary password, shown once. */
        PasswordResetAnswer: {
            message: string;
            /** @enum {boolean} */
            ok: true;
            temporaryPassword: string;
        };
        PasswordResetDto: {
            /** @description newPassword 와 같아야 합니다 */
            confirmPassword: string;
            newPassword: string;
            /** @description 메일 링크의 token */
            token: string;
        };
        /** @description POST /api/auth/password-reset-requests: the same answer whether or not the address has an account. */
        PasswordResetRequestAnswer: {
            message: string;
            /** @enum {boolean} */
            ok: true;
        };
        PasswordResetRequestDto: {
            /** @example student@example.com */
            email: string;
        };
        /** @description GET /api/videos: only what the caller may play now. */
        PlayableVideo: {
            createdAt: string;
            id: components["schemas"]["Id"];
            title: string;
            type: components["schemas"]["VideoType"];
            url: string;
        };
        Program: {
            capacity: number | null;
            /** @description Markdown; the wire adds it rendered and sanitized as `contentHtml`. */
            content: string | null;
            /** @description `content` rendered from Markdown and sanitized by the server's allow-list: what the program page shows. */
            contentHtml: string | null;
            /** @description Markdown; the wire adds it rendered and sanitized as `curriculumHtml`. */
            curriculum: string | null;
            /** @description `curriculum`, rendered the same way. */
            curriculumHtml: string | null;
            description: string | null;
            features: string[];
            id: components["schemas"]["Id"];
            isActive: boolean;
            order: number;
            schedule: components["schemas"]["ScheduleRow"][];
            seatsLeft: number | null;
            slug: string;
            /** @description 개강일, `YYYY-MM-DD`. */
            startDate: string | null;
            subtitle: string | null;
            targetStudents: string | null;
            title: string;
            tuition: components["schemas"]["ProgramTuition"] | null;
        };
        /** @description Monthly tuition and the separate materials fee (교재비), in won. */
        ProgramTuition: {
            materials?: number | null;
            monthly: number;
        };
        QuizAttemptDto: {
            /** @description 문제마다 하나: 객관식은 choice(보기 번호, 0부터), 주관식·단어는 text. 답하지 않은 문제는 오답 */
            answers: {
                choice?: number;
                questionId: string;
                text?: string;
            }[];
        };
        QuizAttemptResult: {
            correct: number;
            passed: boolean;
            results: components["schemas"]["QuizQuestionResult"][];
            /** @description 0–100, rounded. */
            score: number;
            total: number;
        };
        /** @enum {string} */
        QuizDirection: "EN_KO" | "KO_EN";
        QuizInputDto: {
            /**
             * @description 단어 문제의 출제 방향
             * @default EN_KO
             * @enum {string}
             */
            direction?: "EN_KO" | "KO_EN";
            /** @description 응시 가능 횟수, null이면 무제한 */
            maxAttempts?: number | null;
            /**
             * @description 합격 점수(%)
             * @default 70
             */
            passMark?: number;
            /**
             * @description false면 임시 저장 (회원에게 보이지 않음)
             * @default false
             */
            published?: boolean;
            /** @description 문제 목록: kind CHOICE | SHORT | VOCAB. 수정할 때 기존 문제의 id를 함께 보내면 그 문제의 기록이 이어집니다 */
            questions: {
                answer?: number;
                answers?: string[];
                explanation?: string | null;
                id?: string;
                ignorePunctuation?: boolean;
                /** @enum {string} */
                kind: "CHOICE" | "SHORT" | "VOCAB";
                meanings?: string[];
                options?: string[];
                prompt?: string;
                word?: string;
            }[];
            /**
             * @description 합격해야 동영상 완료로 인정
             * @default false
             */
            requiredForCompletion?: boolean;
        };
        /** @enum {string} */
        QuizKind: "CHOICE" | "SHORT" | "VOCAB";
        /** @description GET /api/admin/analytics/quiz-members: a member with quizzes failed or never taken in the window. */
        QuizMemberRow: {
            email: string;
            failed: number;
            name: string;
            notTaken: number;
            userId: string;
        };
        /** @description A saved question: its id stays while the question is edited, so attempts and review items keep pointing at it. */
        QuizQuestion: {
            /** @description The index of the one correct option. */
            answer: number;
            explanation?: string | null;
            id: string;
            /** @enum {string} */
            kind: "CHOICE";
            options: string[];
            prompt: string;
        } | {
            /** @description Every accepted answer. */
            answers: string[];
            explanation?: string | null;
            id: string;
            ignorePunctuation?: boolean;
            /** @enum {string} */
            kind: "SHORT";
            prompt: string;
        } | {
            id: string;
            /** @enum {string} */
            kind: "VOCAB";
            /** @description Korean meanings; any one of them is accepted. */
            meanings: string[];
            word: string;
        };
        QuizQuestionResult: {
            /** @description The correct answer as the member reads it (the option, the first accepted answer, the meanings). */
            answer: string;
            correct: boolean;
            explanation?: string | null;
            questionId: string;
        };
        /** @description GET /api/admin/analytics/quizzes/{videoId}: the questions, hardest first. */
        QuizQuestionStat: {
            answered: number;
            /** @description Share answering right, 0–100 with one decimal; null before any answer. */
            correctRate: number | null;
            kind: components["schemas"]["QuizKind"];
            prompt: string;
            questionId: string;
        };
        QuizQuestionStats: {
            questions: components["schemas"]["QuizQuestionStat"][];
            title: string;
            videoId: string;
        };
        /** @description A member's standing on a lesson's quiz: the best score so far (null before a first attempt). */
        QuizStanding: {
            bestScore: number | null;
            passed: boolean;
            /** @description The lesson counts as completed only after a passing attempt. */
            required: boolean;
        };
        /** @description GET /api/admin/analytics/quizzes: one row per quiz. */
        QuizStatsRow: {
            attempts: number;
            /** @description Average score of every attempt, 0–100 with one decimal; null before any. */
            average: number | null;
            courseTitle: string;
            /** @description Share of passing attempts, 0–100 with one decimal; null before any. */
            passRate: number | null;
            questions: number;
            title: string;
            videoId: string;
        };
        /** @description A lesson started and not finished, in the report. */
        ReportLessonInProgress: {
            courseTitle: string;
            percent: number;
            title: string;
            videoId: string;
        };
        /** @description GET /api/admin/parents/{id}/report: the mail as the parent would get it. */
        ReportPreview: {
            html: string;
            subject: string;
            to: string;
            week: string;
        };
        /** @description A quiz taken in the report's week: the best score of the week. */
        ReportQuiz: {
            bestScore: number;
            passed: boolean;
            title: string;
            videoId: string;
        };
        /** @description The classes of the program the child attends, as its page lists them. */
        ReportTimetable: {
            programTitle: string;
            rows: components["schemas"]["ScheduleRow"][];
        };
        /** @description How long personal data is kept, in days, as this server is configured: the sweeps delete by these figures and the privacy policy and consent texts state them (GET /api/site answers them). */
        RetentionDays: {
            /** @description The audit log (AUDIT_RETENTION_DAYS). */
            auditLog: number;
            /** @description Consultation requests: after they are closed (CONSULT_RETENTION_DAYS). */
            consultations: number;
            /** @description A sent (or given up) mail's record, recipient and time: after it was queued (MAIL_OUTBOX_RETENTION_DAYS). */
            mailOutbox: number;
            /** @description A signed-in session without use. */
            sessions: number;
            /** @description Accounts never approved, or rejected: after sign-up (UNAPPROVED_RETENTION_DAYS). */
            unapprovedAccounts: number;
        };
        ReviewAnswerDto: {
            /** @description 다시 답한 내용 */
            text: string;
        };
        /** @description POST /api/me/review/{id}/answers: whether it was right, the right answer, and how many items are left. */
        ReviewAnswerResult: {
            answer: string;
            /** @description The item left the list with this answer. */
            cleared: boolean;
            correct: boolean;
            remaining: number;
        };
        /** @description One entry of the member's 오답 노트 (GET /api/me/review). */
        ReviewItem: {
            /** @description Seoul days (YYYY-MM-DD) of the correct answers given so far. */
            correctDays: string[];
            id: string;
            kind: components["schemas"]["QuizKind"];
            prompt: string;
            questionId: string;
            videoId: string;
            videoTitle: string;
        };
        /** @enum {string} */
        Role: "ADMIN" | "VERIFIED" | "PENDING" | "PARENT";
        SaveProgressDto: {
            /** @description 플레이어가 알려 준 재생 길이(초), 모르면 0 */
            duration: number;
            /** @description 재생 위치(초), 재생 길이 + 5초 이하 */
            position: number;
        };
        /** @description One class of the timetable: its name, the days it meets, and its times (`HH:MM`, Korean time). */
        ScheduleRow: {
            days: components["schemas"]["WeekDay"][];
            end: string;
            name: string;
            start: string;
        };
        ScheduleRowDto: {
            days: ("MON" | "TUE" | "WED" | "THU" | "FRI" | "SAT" | "SUN")[];
            /**
             * @description 시작보다 늦게
             * @example 17:30
             */
            end: string;
            /** @example 중2 A반 */
            name: string;
            /** @example 16:00 */
            start: string;
        };
        /** @description One signed-in browser of the current user (GET /api/auth/sessions). */
        SessionInfo: {
            /** @description "Chrome 126 · Windows", from the User-Agent. */
            browser: string;
            createdAt: string;
            /** @description The browser that asked. */
            current: boolean;
            /** @description Opaque: not the session's cookie value. */
            id: components["schemas"]["Id"];
            lastSeenAt: string;
        };
        /** @description DELETE /api/auth/sessions/others. */
        SessionsEndedAnswer: {
            ended: number;
            message: string;
            /** @enum {boolean} */
            ok: true;
        };
        SignupAgreementsDto: {
            /**
             * @description 광고성 정보 수신 동의 (선택, 기본 false)
             * @example false
             */
            marketing?: boolean;
            /**
             * @description 개인정보 수집·이용 동의: true 여야 합니다
             * @example true
             */
            privacy: boolean;
            /**
             * @description 이용약관 동의: true 여야 합니다
             * @example true
             */
            terms: boolean;
        };
        SignupDto: {
            /**
             * @description 학생(승인 필요) 또는 학부모(바로 사용, 자녀 연결 후 열람)
             * @default STUDENT
             * @enum {string}
             */
            accountType?: "STUDENT" | "PARENT";
            agreements: components["schemas"]["SignupAgreementsDto"];
            /** @description password 와 같아야 합니다 */
            confirmPassword: string;
            /**
             * @description NFKC 정규화 후 ASCII 문자만 (전각 문자는 반각으로 바뀝니다)
             * @example student@example.com
             */
            email: string;
            /** @example 민수 */
            firstName: string;
            /**
             * @description under14 일 때 true 여야 합니다
             * @example true
             */
            guardianConsent?: boolean;
            /**
             * @description under14 일 때 필수
             * @example 김영희
             */
            guardianName?: string;
            /**
             * @description under14 일 때 필수 (010-1234-5678 꼴로 저장)
             * @example 010-1234-5678
             */
            guardianPhone?: string;
            /** @example 김 */
            lastName: string;
            password: string;
            /**
             * @description 학부모는 필수, 학생은 선택 (010-1234-5678 꼴로 저장)
             * @example 010-1234-5678
             */
            phone?: string;
            /**
             * @description 만 14세 미만이면 true: 법정대리인 세 항목이 필요합니다
             * @example false
             */
            under14?: boolean;
        };
        SimpleGalleryCreateDto: {
            description?: string | null;
            /** @description http(s) URL 또는 /로 시작하는 사이트 경로 */
            imageUrl: string;
            title: string;
            visible?: boolean;
        };
        /** @description GET /api/simple/videos: the simple console's shape. */
        SimpleVideo: {
            courseName: string | null;
            createdAt: string;
            description: string | null;
            id: components["schemas"]["Id"];
            title: string;
            type: components["schemas"]["VideoType"];
            url: string;
            videoUrl: string;
        };
        SimpleVideoDto: {
            description?: string | null;
            title: string;
            /** @description http(s) 동영상 주소 */
            videoUrl: string;
        };
        /** @description GET /api/site: the academy's settings the public pages draw from the server's environment. */
        SiteSettings: {
            /** @description The KakaoTalk channel (https://pf.kakao.com/…) of the 카카오톡 상담 button; null = no button. */
            kakaoChannelUrl: string | null;
            /** @description How long each kind of personal data is kept, as configured (the consent texts state it). */
            retention: components["schemas"]["RetentionDays"];
        };
        /** @description 409 SLUG_TAKEN: the course slug is in use; `suggestion` is a free one (`toeic-2`). */
        SlugTakenError: {
            code: components["schemas"]["ErrorCode"] | string;
            errors?: components["schemas"]["FieldError"][];
            message: string;
            /** @enum {boolean} */
            ok: false;
            statusCode: number;
            suggestion: string;
        };
        /** @description A student's guardian (GET /api/me/guardians), waiting or confirmed; the student may remove it. */
        StudentGuardianLink: {
            createdAt: string;
            id: string;
            parent: components["schemas"]["LinkPerson"];
            status: components["schemas"]["ParentLinkStatus"];
        };
        /** @description GET/PUT /api/admin/members/{id}/program: the program a student attends (null: none set). */
        StudentProgramChoice: {
            programId: string | null;
        };
        StudentProgramDto: {
            /** @description 프로그램 id, 또는 해제할 때 null */
            programId: string | null;
        };
        SuperadminGalleryCreateDto: {
            caption?: string | null;
            url: string;
            visible?: boolean;
        };
        TuitionDto: {
            /** @description 교재비 (원), 따로 받지 않으면 null */
            materials?: number | null;
            /** @description 월 수강료 (원) */
            monthly: number;
        };
        UpdateNoticeDto: {
            body?: string;
            /** @description ISO-8601; 비우면 계속 게시 */
            endsAt?: string | null;
            /** @description ISO-8601; 비우면 처음부터 게시 */
            startsAt?: string | null;
            title?: string;
            /**
             * @description 생략하면 'members' (회원 전용)
             * @enum {string}
             */
            visibility?: "public" | "members";
        };
        UpdateProgramDto: {
            capacity?: number | null;
            /** @description Markdown (HTML은 글자 그대로 보임) */
            content?: string;
            /** @description Markdown */
            curriculum?: string | null;
            description?: string | null;
            /** @description 빈 항목은 버림 */
            features?: string[];
            /** @description 추가할 때 생략하면 true */
            isActive?: boolean;
            /** @description 추가할 때 비우면 맨 뒤 */
            order?: number;
            /** @description 비우거나 null이면 시간표 없음 */
            schedule?: components["schemas"]["ScheduleRowDto"][] | null;
            /** @description 정원 이하 */
            seatsLeft?: number | null;
            /** @example middle-school */
            slug?: string;
            /**
             * @description 개강일 (YYYY-MM-DD)
             * @example 2026-03-02
             */
            startDate?: string | null;
            subtitle?: string | null;
            targetStudents?: string | null;
            title?: string;
            tuition?: components["schemas"]["TuitionDto"] | null;
        };
        UpdateVideoDto: {
            /** Format: date-time */
            accessEnd?: string | null;
            /** Format: date-time */
            accessStart?: string | null;
            /** @description 관리자 폼과 비밀 콘솔에서 필수 */
            courseId?: string;
            description?: string | null;
            durationSec?: number | null;
            /** @description 관리자 폼과 비밀 콘솔의 동영상 URL */
            externalUrl?: string;
            /** @default true */
            isPublished?: boolean;
            title?: string;
            /**
             * @description 생략하면 URL로 판단
             * @enum {string}
             */
            type?: "youtube" | "nas";
            /** @description 대시보드 폼의 동영상 URL (type과 함께) */
            url?: string;
        };
        User: {
            createdAt: string;
            email: string;
            firstName: string | null;
            id: components["schemas"]["Id"];
            lastName: string | null;
            /** @description true after an administrator reset the password: until the user chooses a new one, every call but the current user, the password change and logout answers 403 PASSWORD_CHANGE_REQUIRED. The API always sends it; optional so older answers and fixtures still type-check. */
            mustChangePassword?: boolean;
            profileImageUrl: string | null;
            role: components["schemas"]["Role"];
            updatedAt: string;
        };
        /** @description Sign-up, login, a password change and the member decisions: the message and the user as it is now. */
        UserAnswer: {
            message: string;
            /** @enum {boolean} */
            ok: true;
            user: components["schemas"]["User"];
        };
        Video: {
            accessEnd: string | null;
            accessStart: string | null;
            courseId: string;
            createdAt: string;
            description: string | null;
            durationSec: number | null;
            /** @description The address without its NAS login; the login never leaves the server. */
            externalUrl: string | null;
            id: components["schemas"]["Id"];
            isPublished: boolean;
            status?: components["schemas"]["AccessStatus"];
            title: string;
            type: components["schemas"]["VideoType"];
        };
        /** @description PUT and GET /api/videos/{id}/progress: the caller's place in one video, in seconds. */
        VideoProgress: {
            completed: boolean;
            duration: number;
            /** @description The furthest point ever reached; completion is measured on it. */
            furthest: number;
            position: number;
            /** @description null until the first position is stored. */
            updatedAt: string | null;
            videoId: components["schemas"]["Id"];
        };
        VideoPublicationDto: {
            /** @description 동영상 id 목록 */
            ids: string[];
            published: boolean;
        };
        /** @enum {string} */
        VideoType: "youtube" | "nas";
        /** @description GET /api/videos/{id}/url: where the player loads the video from (the proxy for a NAS file). */
        VideoUrlAnswer: {
            url: string;
        };
        /** @enum {string} */
        WeekDay: "MON" | "TUE" | "WED" | "THU" | "FRI" | "SAT" | "SUN";
    };
    responses: {
        /** @description BAD_REQUEST, INVALID_CODE, VALIDATION_FAILED */
        "400.BAD_REQUEST.INVALID_CODE.VALIDATION_FAILED": {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"] & {
                    /** @enum {string} */
                    code: "BAD_REQUEST" | "INVALID_CODE" | "VALIDATION_FAILED";
                    /** @enum {integer} */
                    statusCode: 400;
                };
            };
        };
        /** @description BAD_REQUEST, INVALID_CREDENTIALS, VALIDATION_FAILED */
        "400.BAD_REQUEST.INVALID_CREDENTIALS.VALIDATION_FAILED": {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"] & {
                    /** @enum {string} */
                    code: "BAD_REQUEST" | "INVALID_CREDENTIALS" | "VALIDATION_FAILED";
                    /** @enum {integer} */
                    statusCode: 400;
                };
            };
        };
        /** @description BAD_REQUEST, INVALID_PASSWORD, VALIDATION_FAILED */
        "400.BAD_REQUEST.INVALID_PASSWORD.VALIDATION_FAILED": {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"] & {
                    /** @enum {string} */
                    code: "BAD_REQUEST" | "INVALID_PASSWORD" | "VALIDATION_FAILED";
                    /** @enum {integer} */
                    statusCode: 400;
                };
            };
        };
        /** @description BAD_REQUEST, INVALID_TOKEN, VALIDATION_FAILED */
        "400.BAD_REQUEST.INVALID_TOKEN.VALIDATION_FAILED": {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"] & {
                    /** @enum {string} */
                    code: "BAD_REQUEST" | "INVALID_TOKEN" | "VALIDATION_FAILED";
                    /** @enum {integer} */
                    statusCode: 400;
                };
            };
        };
        /** @description BAD_REQUEST, VALIDATION_FAILED */
        "400.BAD_REQUEST.VALIDATION_FAILED": {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"] & {
                    /** @enum {string} */
                    code: "BAD_REQUEST" | "VALIDATION_FAILED";
                    /** @enum {integer} */
                    statusCode: 400;
                };
            };
        };
        /** @description INVALID_TOKEN */
        "400.INVALID_TOKEN": {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"] & {
                    /** @enum {string} */
                    code: "INVALID_TOKEN";
                    /** @enum {integer} */
                    statusCode: 400;
                };
            };
        };
        /** @description VALIDATION_FAILED */
        "400.VALIDATION_FAILED": {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"] & {
                    /** @enum {string} */
                    code: "VALIDATION_FAILED";
                    /** @enum {integer} */
                    statusCode: 400;
                };
            };
        };
        /** @description INVALID_CREDENTIALS */
        "401.INVALID_CREDENTIALS": {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"] & {
                    /** @enum {string} */
                    code: "INVALID_CREDENTIALS";
                    /** @enum {integer} */
                    statusCode: 401;
                };
            };
        };
        /** @description UNAUTHORIZED */
        "401.UNAUTHORIZED": {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"] & {
                    /** @enum {string} */
                    code: "UNAUTHORIZED";
                    /** @enum {integer} */
                    statusCode: 401;
                };
            };
        };
        /** @description FORBIDDEN */
        "403.FORBIDDEN": {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"] & {
                    /** @enum {string} */
                    code: "FORBIDDEN";
                    /** @enum {integer} */
                    statusCode: 403;
                };
            };
        };
        /** @description FORBIDDEN, PASSWORD_CHANGE_REQUIRED */
        "403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED": {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"] & {
                    /** @enum {string} */
                    code: "FORBIDDEN" | "PASSWORD_CHANGE_REQUIRED";
                    /** @enum {integer} */
                    statusCode: 403;
                };
            };
        };
        /** @description FORBIDDEN, PASSWORD_CHANGE_REQUIRED, VIDEO_NOT_AVAILABLE */
        "403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED.VIDEO_NOT_AVAILABLE": {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"] & {
                    /** @enum {string} */
                    code: "FORBIDDEN" | "PASSWORD_CHANGE_REQUIRED" | "VIDEO_NOT_AVAILABLE";
                    /** @enum {integer} */
                    statusCode: 403;
                };
            };
        };
        /** @description PASSWORD_CHANGE_REQUIRED */
        "403.PASSWORD_CHANGE_REQUIRED": {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"] & {
                    /** @enum {string} */
                    code: "PASSWORD_CHANGE_REQUIRED";
                    /** @enum {integer} */
                    statusCode: 403;
                };
            };
        };
        /** @description PASSWORD_CHANGE_REQUIRED, PROXY_FORBIDDEN */
        "403.PASSWORD_CHANGE_REQUIRED.PROXY_FORBIDDEN": {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"] & {
                    /** @enum {string} */
                    code: "PASSWORD_CHANGE_REQUIRED" | "PROXY_FORBIDDEN";
                    /** @enum {integer} */
                    statusCode: 403;
                };
            };
        };
        /** @description NOT_FOUND */
        "404.NOT_FOUND": {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"] & {
                    /** @enum {string} */
                    code: "NOT_FOUND";
                    /** @enum {integer} */
                    statusCode: 404;
                };
            };
        };
        /** @description ATTEMPTS_EXHAUSTED */
        "409.ATTEMPTS_EXHAUSTED": {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"] & {
                    /** @enum {string} */
                    code: "ATTEMPTS_EXHAUSTED";
                    /** @enum {integer} */
                    statusCode: 409;
                };
            };
        };
        /** @description DUPLICATE_EMAIL */
        "409.DUPLICATE_EMAIL": {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"] & {
                    /** @enum {string} */
                    code: "DUPLICATE_EMAIL";
                    /** @enum {integer} */
                    statusCode: 409;
                };
            };
        };
        /** @description DUPLICATE_SLUG */
        "409.DUPLICATE_SLUG": {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"] & {
                    /** @enum {string} */
                    code: "DUPLICATE_SLUG";
                    /** @enum {integer} */
                    statusCode: 409;
                };
            };
        };
        /** @description INVALID_STATE */
        "409.INVALID_STATE": {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"] & {
                    /** @enum {string} */
                    code: "INVALID_STATE";
                    /** @enum {integer} */
                    statusCode: 409;
                };
            };
        };
        /** @description LINK_CONFLICT */
        "409.LINK_CONFLICT": {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"] & {
                    /** @enum {string} */
                    code: "LINK_CONFLICT";
                    /** @enum {integer} */
                    statusCode: 409;
                };
            };
        };
        /** @description PAYLOAD_TOO_LARGE */
        "413.PAYLOAD_TOO_LARGE": {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"] & {
                    /** @enum {string} */
                    code: "PAYLOAD_TOO_LARGE";
                    /** @enum {integer} */
                    statusCode: 413;
                };
            };
        };
        /** @description UNSUPPORTED_MEDIA_TYPE */
        "415.UNSUPPORTED_MEDIA_TYPE": {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"] & {
                    /** @enum {string} */
                    code: "UNSUPPORTED_MEDIA_TYPE";
                    /** @enum {integer} */
                    statusCode: 415;
                };
            };
        };
        /** @description RATE_LIMITED */
        "429.RATE_LIMITED": {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"] & {
                    /** @enum {string} */
                    code: "RATE_LIMITED";
                    /** @enum {integer} */
                    statusCode: 429;
                };
            };
        };
        /** @description UPSTREAM_FAILED */
        "502.UPSTREAM_FAILED": {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"] & {
                    /** @enum {string} */
                    code: "UPSTREAM_FAILED";
                    /** @enum {integer} */
                    statusCode: 502;
                };
            };
        };
        /** @description DB_UNAVAILABLE */
        "503.DB_UNAVAILABLE": {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"] & {
                    /** @enum {string} */
                    code: "DB_UNAVAILABLE";
                    /** @enum {integer} */
                    statusCode: 503;
                };
            };
        };
        /** @description DB_UNAVAILABLE, SERVICE_UNAVAILABLE */
        "503.DB_UNAVAILABLE.SERVICE_UNAVAILABLE": {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"] & {
                    /** @enum {string} */
                    code: "DB_UNAVAILABLE" | "SERVICE_UNAVAILABLE";
                    /** @enum {integer} */
                    statusCode: 503;
                };
            };
        };
        /** @description INVALID_PASSWORD */
        "ConsoleLoginRefusal.401.INVALID_PASSWORD": {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ConsoleLoginRefusal"] & {
                    /** @enum {string} */
                    code: "INVALID_PASSWORD";
                    /** @enum {integer} */
                    statusCode: 401;
                };
            };
        };
        /** @description RATE_LIMITED */
        "ConsoleLoginRefusal.429.RATE_LIMITED": {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ConsoleLoginRefusal"] & {
                    /** @enum {string} */
                    code: "RATE_LIMITED";
                    /** @enum {integer} */
                    statusCode: 429;
                };
            };
        };
        /** @description SLUG_TAKEN */
        "SlugTakenError.409.SLUG_TAKEN": {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SlugTakenError"] & {
                    /** @enum {string} */
                    code: "SLUG_TAKEN";
                    /** @enum {integer} */
                    statusCode: 409;
                };
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description 다시 시도할 수 있을 때까지의 초 */
        "Retry-After": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    AcademyController_facts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "address": "경상남도 창원시 의창구 원이대로 123, 4층",
                     *       "businessNumber": "123-45-67890",
                     *       "consultationHours": [
                     *         {
                     *           "days": "평일",
                     *           "hours": "9:00 – 22:00"
                     *         }
                     *       ],
                     *       "contactHours": [
                     *         {
                     *           "days": "월–금",
                     *           "hours": "14:00 – 22:00"
                     *         }
                     *       ],
                     *       "email": "hello@eden-english.kr",
                     *       "kakaoChannelUrl": "https://pf.kakao.com/_xkAbcd",
                     *       "mapQuery": "이든 영어학원 창원",
                     *       "name": "이든 영어학원",
                     *       "phone": "055-264-7780",
                     *       "privacyOfficer": {
                     *         "contact": "055-264-7780",
                     *         "name": "이든 원장"
                     *       },
                     *       "registrationNumber": "제2019-12호",
                     *       "representative": "이든"
                     *     }
                     */
                    "application/json": components["schemas"]["AcademyFacts"];
                };
            };
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AdminAcademyController_facts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcademyFacts"];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AdminAcademyController_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcademyInputDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcademyFacts"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AnalyticsController_daily: {
        parameters: {
            query?: {
                /** @description 시작일 (서울 기준, 포함) */
                from?: string;
                /** @description 종료일 (서울 기준, 포함), 시작일부터 366일 이내 */
                to?: string;
                /** @description 강의 id */
                courseId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyticsDay"][];
                };
            };
            400: components["responses"]["400.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AnalyticsController_members: {
        parameters: {
            query?: {
                /** @description 시작일 (서울 기준, 포함) */
                from?: string;
                /** @description 종료일 (서울 기준, 포함), 시작일부터 366일 이내 */
                to?: string;
                /** @description 강의 id */
                courseId?: string;
                /** @description 이름, 성, 이메일 검색 */
                q?: string;
                /** @description with: 확인된 학부모 연결이 있는 회원만, without: 없는 회원만 (빼면 모두) */
                guardian?: "with" | "without";
                sort?: "name" | "email" | "views" | "started" | "completed" | "percent" | "lastActivity";
                order?: "asc" | "desc";
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyticsMemberList"];
                };
            };
            400: components["responses"]["400.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    CsvExportsController_analyticsMembersCsv: {
        parameters: {
            query?: {
                /** @description 시작일 (서울 기준, 포함) */
                from?: string;
                /** @description 종료일 (서울 기준, 포함), 시작일부터 366일 이내 */
                to?: string;
                /** @description 강의 id */
                courseId?: string;
                /** @description 이름, 성, 이메일 검색 */
                q?: string;
                /** @description with: 확인된 학부모 연결이 있는 회원만, without: 없는 회원만 (빼면 모두) */
                guardian?: "with" | "without";
                sort?: "name" | "email" | "views" | "started" | "completed" | "percent" | "lastActivity";
                order?: "asc" | "desc";
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 학습 분석 회원 현황: UTF-8 BOM, RFC 4180, =+-@ 로 시작하는 칸은 무력화 */
            200: {
                headers: {
                    /** @description attachment; filename*=UTF-8''… */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["400.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AnalyticsController_member: {
        parameters: {
            query?: {
                /** @description 시작일 (서울 기준, 포함) */
                from?: string;
                /** @description 종료일 (서울 기준, 포함), 시작일부터 366일 이내 */
                to?: string;
                /** @description 강의 id */
                courseId?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyticsMemberDetail"];
                };
            };
            400: components["responses"]["400.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    QuizAnalyticsController_followUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuizMemberRow"][];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    QuizAnalyticsController_overview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuizStatsRow"][];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    QuizAnalyticsController_questions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuizQuestionStats"];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AnalyticsController_summary: {
        parameters: {
            query?: {
                /** @description 시작일 (서울 기준, 포함) */
                from?: string;
                /** @description 종료일 (서울 기준, 포함), 시작일부터 366일 이내 */
                to?: string;
                /** @description 강의 id */
                courseId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "activeMembers": 42,
                     *       "averageCompletion": 38.5,
                     *       "completions": 97,
                     *       "courseId": null,
                     *       "from": "2026-02-01",
                     *       "to": "2026-03-02",
                     *       "views": 318
                     *     }
                     */
                    "application/json": components["schemas"]["AnalyticsSummary"];
                };
            };
            400: components["responses"]["400.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AnalyticsController_videos: {
        parameters: {
            query?: {
                /** @description 시작일 (서울 기준, 포함) */
                from?: string;
                /** @description 종료일 (서울 기준, 포함), 시작일부터 366일 이내 */
                to?: string;
                /** @description 강의 id */
                courseId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyticsVideoRow"][];
                };
            };
            400: components["responses"]["400.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AdminMembersController_approve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberActionDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserAnswer"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            409: components["responses"]["409.INVALID_STATE"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AuditController_list: {
        parameters: {
            query?: {
                actorType?: "ADMIN" | "CONSOLE" | "MEMBER" | "SYSTEM";
                action?: "MEMBER_APPROVE" | "MEMBER_REJECT" | "MEMBER_REVOKE" | "MEMBER_REMOVE" | "MEMBER_PASSWORD_RESET" | "MEMBER_PASSWORD_RESET_BY_LINK" | "MEMBER_CONSENT" | "MEMBER_LEAVE" | "MEMBER_EXPIRE" | "MEMBER_PROGRAM" | "COURSE_CREATE" | "COURSE_UPDATE" | "COURSE_DELETE" | "VIDEO_CREATE" | "VIDEO_UPDATE" | "VIDEO_DELETE" | "NOTICE_CREATE" | "NOTICE_UPDATE" | "NOTICE_DELETE" | "GALLERY_CREATE" | "GALLERY_UPDATE" | "GALLERY_DELETE" | "GALLERY_TOGGLE" | "PROGRAM_CREATE" | "PROGRAM_UPDATE" | "PROGRAM_DELETE" | "QUIZ_CREATE" | "QUIZ_UPDATE" | "QUIZ_DELETE" | "PARENT_LINK_REQUEST" | "PARENT_LINK_CONFIRM" | "PARENT_UNLINK" | "PARENT_INVITE" | "CONSULTATION_UPDATE" | "CONSULTATION_DELETE" | "ACADEMY_UPDATE" | "ADMIN_LOGIN" | "CONSOLE_LOGIN" | "CONSOLE_LOGIN_FAILED" | "CONSOLE_LOCKOUT";
                targetType?: "MEMBER" | "COURSE" | "VIDEO" | "NOTICE" | "GALLERY" | "PROGRAM" | "CONSOLE" | "CONSULTATION" | "ACADEMY" | "QUIZ";
                /** @description 요약, 주체 이메일, IP 검색 (대소문자 무시) */
                q?: string;
                /** @description 이 시각부터 (ISO 8601; 날짜만 쓰면 그날 0시 UTC) */
                from?: string;
                /** @description 이 시각까지 (ISO 8601; 날짜만 쓰면 그날 끝까지) */
                to?: string;
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "action": "MEMBER_APPROVE",
                     *           "actorEmail": "admin@example.com",
                     *           "actorId": "5e4d3c2b-1a09-4f8e-b7d6-c5b4a3928170",
                     *           "actorType": "ADMIN",
                     *           "at": "2026-03-02T09:00:00.000Z",
                     *           "id": "1",
                     *           "ip": "203.0.113.7",
                     *           "summary": "김민수(student@example.com) 회원을 승인했습니다.",
                     *           "targetExists": true,
                     *           "targetId": "6f1c2a4e-8d0b-4c57-9a1e-3b2d5f7e9c10",
                     *           "targetType": "MEMBER"
                     *         }
                     *       ],
                     *       "total": 1
                     *     }
                     */
                    "application/json": components["schemas"]["AuditList"];
                };
            };
            400: components["responses"]["400.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AuditController_csv: {
        parameters: {
            query?: {
                actorType?: "ADMIN" | "CONSOLE" | "MEMBER" | "SYSTEM";
                action?: "MEMBER_APPROVE" | "MEMBER_REJECT" | "MEMBER_REVOKE" | "MEMBER_REMOVE" | "MEMBER_PASSWORD_RESET" | "MEMBER_PASSWORD_RESET_BY_LINK" | "MEMBER_CONSENT" | "MEMBER_LEAVE" | "MEMBER_EXPIRE" | "MEMBER_PROGRAM" | "COURSE_CREATE" | "COURSE_UPDATE" | "COURSE_DELETE" | "VIDEO_CREATE" | "VIDEO_UPDATE" | "VIDEO_DELETE" | "NOTICE_CREATE" | "NOTICE_UPDATE" | "NOTICE_DELETE" | "GALLERY_CREATE" | "GALLERY_UPDATE" | "GALLERY_DELETE" | "GALLERY_TOGGLE" | "PROGRAM_CREATE" | "PROGRAM_UPDATE" | "PROGRAM_DELETE" | "QUIZ_CREATE" | "QUIZ_UPDATE" | "QUIZ_DELETE" | "PARENT_LINK_REQUEST" | "PARENT_LINK_CONFIRM" | "PARENT_UNLINK" | "PARENT_INVITE" | "CONSULTATION_UPDATE" | "CONSULTATION_DELETE" | "ACADEMY_UPDATE" | "ADMIN_LOGIN" | "CONSOLE_LOGIN" | "CONSOLE_LOGIN_FAILED" | "CONSOLE_LOCKOUT";
                targetType?: "MEMBER" | "COURSE" | "VIDEO" | "NOTICE" | "GALLERY" | "PROGRAM" | "CONSOLE" | "CONSULTATION" | "ACADEMY" | "QUIZ";
                /** @description 요약, 주체 이메일, IP 검색 (대소문자 무시) */
                q?: string;
                /** @description 이 시각부터 (ISO 8601; 날짜만 쓰면 그날 0시 UTC) */
                from?: string;
                /** @description 이 시각까지 (ISO 8601; 날짜만 쓰면 그날 끝까지) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 감사 기록: UTF-8 BOM, RFC 4180, =+-@ 로 시작하는 칸은 무력화 */
            200: {
                headers: {
                    /** @description attachment; filename*=UTF-8''… */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["400.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AdminConsultationsController_list: {
        parameters: {
            query?: {
                status?: "NEW" | "CONTACTED" | "ENROLLED" | "CLOSED";
                /** @description 프로그램 슬러그 */
                programSlug?: string;
                /** @description 이름 또는 연락처 검색 */
                q?: string;
                /** @description 접수일 시작 (YYYY-MM-DD, 한국 시간, 그날 포함) */
                from?: string;
                /** @description 접수일 끝 (YYYY-MM-DD, 한국 시간, 그날 포함) */
                to?: string;
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsultationList"];
                };
            };
            400: components["responses"]["400.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AdminConsultationsController_csv: {
        parameters: {
            query?: {
                status?: "NEW" | "CONTACTED" | "ENROLLED" | "CLOSED";
                /** @description 프로그램 슬러그 */
                programSlug?: string;
                /** @description 이름 또는 연락처 검색 */
                q?: string;
                /** @description 접수일 시작 (YYYY-MM-DD, 한국 시간, 그날 포함) */
                from?: string;
                /** @description 접수일 끝 (YYYY-MM-DD, 한국 시간, 그날 포함) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 상담 신청: UTF-8 BOM, RFC 4180, =+-@ 로 시작하는 칸은 무력화 */
            200: {
                headers: {
                    /** @description attachment; filename*=UTF-8''… */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["400.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AdminConsultationsController_newCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsultationNewCount"];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AdminConsultationsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkAnswer"];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AdminConsultationsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsultationUpdateDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "closedAt": null,
                     *       "createdAt": "2026-03-02T09:00:00.000Z",
                     *       "grade": "중2",
                     *       "handledAt": "2026-03-03T02:00:00.000Z",
                     *       "handledBy": "admin@example.com",
                     *       "id": "2b1a0c9d-8e7f-4a6b-9c5d-4e3f2a1b0c9d",
                     *       "memo": "3/3 전화 상담 완료",
                     *       "message": "평일 저녁 반이 있는지 궁금합니다.",
                     *       "name": "김민수",
                     *       "phone": "010-1234-5678",
                     *       "programSlug": "middle-school",
                     *       "programTitle": "중등부",
                     *       "status": "CONTACTED"
                     *     }
                     */
                    "application/json": components["schemas"]["Consultation"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AdminCoursesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Course"][];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AdminCoursesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CourseInputDto"];
            };
        };
        responses: {
            /** @description 만들었습니다 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Course"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            409: components["responses"]["SlugTakenError.409.SLUG_TAKEN"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AdminCoursesController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CourseInputDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Course"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            409: components["responses"]["SlugTakenError.409.SLUG_TAKEN"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AdminCoursesController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkAnswer"];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    CourseQuizzesController_require: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CourseQuizRequirementDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionAnswer"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AdminGalleryController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GalleryItem"][];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AdminGalleryController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminGalleryCreateDto"];
            };
        };
        responses: {
            /** @description 만들었습니다 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GalleryItem"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AdminGalleryController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminGalleryUpdateDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GalleryItem"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AdminGalleryController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkAnswer"];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    ConsolesController_adminLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsoleLoginDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionAnswer"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.VALIDATION_FAILED"];
            401: components["responses"]["ConsoleLoginRefusal.401.INVALID_PASSWORD"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["ConsoleLoginRefusal.429.RATE_LIMITED"];
            503: components["responses"]["503.DB_UNAVAILABLE.SERVICE_UNAVAILABLE"];
        };
    };
    ConsolesController_adminLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionAnswer"];
                };
            };
            403: components["responses"]["403.FORBIDDEN"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AdminMailController_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "failed": 0,
                     *       "lastFailure": null,
                     *       "oldestPendingAt": "2026-03-02T09:00:00.000Z",
                     *       "pending": 2
                     *     }
                     */
                    "application/json": components["schemas"]["MailOutboxStatus"];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AdminMembersController_list: {
        parameters: {
            query?: {
                status?: "pending" | "verified" | "rejected" | "admin" | "all";
                /** @description 이름, 성, 이메일 검색 (대소문자 무시) */
                q?: string;
                role?: "ADMIN" | "VERIFIED" | "PENDING" | "PARENT";
                sort?: "name" | "email" | "createdAt";
                /** @description 기본: createdAt은 desc, name·email은 asc */
                order?: "asc" | "desc";
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "createdAt": "2026-03-02T09:00:00.000Z",
                     *           "email": "student@example.com",
                     *           "firstName": "민수",
                     *           "id": "6f1c2a4e-8d0b-4c57-9a1e-3b2d5f7e9c10",
                     *           "lastName": "김",
                     *           "latestApproval": null,
                     *           "mustChangePassword": false,
                     *           "name": "김민수",
                     *           "profileImageUrl": null,
                     *           "role": "PENDING",
                     *           "updatedAt": "2026-03-02T09:00:00.000Z"
                     *         }
                     *       ],
                     *       "total": 1
                     *     }
                     */
                    "application/json": components["schemas"]["MemberList"];
                };
            };
            400: components["responses"]["400.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    CsvExportsController_membersCsv: {
        parameters: {
            query?: {
                status?: "pending" | "verified" | "rejected" | "admin" | "all";
                /** @description 이름, 성, 이메일 검색 (대소문자 무시) */
                q?: string;
                role?: "ADMIN" | "VERIFIED" | "PENDING" | "PARENT";
                sort?: "name" | "email" | "createdAt";
                /** @description 기본: createdAt은 desc, name·email은 asc */
                order?: "asc" | "desc";
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 회원 목록: UTF-8 BOM, RFC 4180, =+-@ 로 시작하는 칸은 무력화 */
            200: {
                headers: {
                    /** @description attachment; filename*=UTF-8''… */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["400.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AdminMembersController_decide: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberDecisionsDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchAnswer"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AdminMembersController_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberDetail"];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AdminMembersController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionAnswer"];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            409: components["responses"]["409.INVALID_STATE"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AdminMembersController_history: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberHistory"];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AdminParentInvitationsController_invite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ParentInvitationDto"];
            };
        };
        responses: {
            /** @description 만들었습니다 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionAnswer"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            409: components["responses"]["409.INVALID_STATE"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    PasswordResetController_reset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordResetAnswer"];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            409: components["responses"]["409.INVALID_STATE"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AdminStudentProgramController_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentProgramChoice"];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AdminStudentProgramController_set: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudentProgramDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionAnswer"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            409: components["responses"]["409.INVALID_STATE"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    QuizAnalyticsController_memberAttempts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberQuizAttempt"][];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AdminNoticesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminNotice"][];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AdminNoticesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateNoticeDto"];
            };
        };
        responses: {
            /** @description 만들었습니다 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminNotice"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AdminNoticesController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateNoticeDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminNotice"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AdminNoticesController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkAnswer"];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AdminParentLinksController_list: {
        parameters: {
            query?: {
                status?: "PENDING" | "CONFIRMED";
                /** @description 이 학생의 보호자 연결만 */
                childId?: string;
                /** @description 이 학부모의 연결만 */
                parentId?: string;
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminParentLinkList"];
                };
            };
            400: components["responses"]["400.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AdminParentLinksController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionAnswer"];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AdminParentLinksController_confirm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionAnswer"];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            409: components["responses"]["409.INVALID_STATE"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AdminParentReportsController_preview: {
        parameters: {
            query?: {
                /** @description ISO 주 (YYYY-Www). 없으면 이번 주 (한국 시간) */
                week?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportPreview"];
                };
            };
            400: components["responses"]["400.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AdminParentReportsController_send: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 접수했습니다 */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionAnswer"];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    QuizAnalyticsController_resultsCsv: {
        parameters: {
            query?: {
                /** @description 시작일 (서울 기준, 포함) */
                from?: string;
                /** @description 종료일 (서울 기준, 포함), 시작일부터 366일 이내 */
                to?: string;
                /** @description 강의 id */
                courseId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 퀴즈 응시 결과: UTF-8 BOM, RFC 4180, =+-@ 로 시작하는 칸은 무력화 */
            200: {
                headers: {
                    /** @description attachment; filename*=UTF-8''… */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["400.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AdminMembersController_reject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberActionDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserAnswer"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            409: components["responses"]["409.INVALID_STATE"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AdminMembersController_revoke: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberActionDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserAnswer"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            409: components["responses"]["409.INVALID_STATE"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    LegacyMembersController_pending: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Member"][];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    LegacyMembersController_approve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemoDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserAnswer"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            409: components["responses"]["409.INVALID_STATE"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    LegacyMembersController_reject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemoDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserAnswer"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            409: components["responses"]["409.INVALID_STATE"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AdminVideosController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminVideo"][];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AdminVideosController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateVideoDto"];
            };
        };
        responses: {
            /** @description 만들었습니다 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminVideo"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AdminVideosController_publication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VideoPublicationDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchAnswer"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AdminVideosController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateVideoDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminVideo"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AdminVideosController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkAnswer"];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AdminQuizzesController_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "direction": "EN_KO",
                     *       "id": "8e2f6a14-7c3b-4f0e-b5d9-1a6c4e8b2d70",
                     *       "maxAttempts": 3,
                     *       "passMark": 70,
                     *       "published": true,
                     *       "questions": [
                     *         {
                     *           "answer": 1,
                     *           "explanation": "주어가 3인칭 단수이므로 goes",
                     *           "id": "5b1e0c52-3f0a-4d8e-9a61-2c7b8e4f1a01",
                     *           "kind": "CHOICE",
                     *           "options": [
                     *             "go",
                     *             "goes",
                     *             "going",
                     *             "gone"
                     *           ],
                     *           "prompt": "빈칸에 알맞은 것은? She ___ to school every day."
                     *         },
                     *         {
                     *           "answers": [
                     *             "I am a student.",
                     *             "I'm a student."
                     *           ],
                     *           "explanation": null,
                     *           "id": "5b1e0c52-3f0a-4d8e-9a61-2c7b8e4f1a02",
                     *           "ignorePunctuation": true,
                     *           "kind": "SHORT",
                     *           "prompt": "\"나는 학생이다\"를 영어로 쓰시오."
                     *         },
                     *         {
                     *           "id": "5b1e0c52-3f0a-4d8e-9a61-2c7b8e4f1a03",
                     *           "kind": "VOCAB",
                     *           "meanings": [
                     *             "향상시키다",
                     *             "개선하다"
                     *           ],
                     *           "word": "improve"
                     *         }
                     *       ],
                     *       "requiredForCompletion": false,
                     *       "updatedAt": "2026-03-02T09:00:00.000Z",
                     *       "version": 2,
                     *       "videoId": "0c9d8e7f-6a5b-4c3d-2e1f-0a9b8c7d6e5f"
                     *     }
                     */
                    "application/json": components["schemas"]["AdminQuiz"];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AdminQuizzesController_save: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuizInputDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "direction": "EN_KO",
                     *       "id": "8e2f6a14-7c3b-4f0e-b5d9-1a6c4e8b2d70",
                     *       "maxAttempts": 3,
                     *       "passMark": 70,
                     *       "published": true,
                     *       "questions": [
                     *         {
                     *           "answer": 1,
                     *           "explanation": "주어가 3인칭 단수이므로 goes",
                     *           "id": "5b1e0c52-3f0a-4d8e-9a61-2c7b8e4f1a01",
                     *           "kind": "CHOICE",
                     *           "options": [
                     *             "go",
                     *             "goes",
                     *             "going",
                     *             "gone"
                     *           ],
                     *           "prompt": "빈칸에 알맞은 것은? She ___ to school every day."
                     *         },
                     *         {
                     *           "answers": [
                     *             "I am a student.",
                     *             "I'm a student."
                     *           ],
                     *           "explanation": null,
                     *           "id": "5b1e0c52-3f0a-4d8e-9a61-2c7b8e4f1a02",
                     *           "ignorePunctuation": true,
                     *           "kind": "SHORT",
                     *           "prompt": "\"나는 학생이다\"를 영어로 쓰시오."
                     *         },
                     *         {
                     *           "id": "5b1e0c52-3f0a-4d8e-9a61-2c7b8e4f1a03",
                     *           "kind": "VOCAB",
                     *           "meanings": [
                     *             "향상시키다",
                     *             "개선하다"
                     *           ],
                     *           "word": "improve"
                     *         }
                     *       ],
                     *       "requiredForCompletion": false,
                     *       "updatedAt": "2026-03-02T09:00:00.000Z",
                     *       "version": 2,
                     *       "videoId": "0c9d8e7f-6a5b-4c3d-2e1f-0a9b8c7d6e5f"
                     *     }
                     */
                    "application/json": components["schemas"]["AdminQuiz"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AdminQuizzesController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionAnswer"];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AuthController_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "환영합니다, 민수님!",
                     *       "ok": true,
                     *       "user": {
                     *         "createdAt": "2026-03-02T09:00:00.000Z",
                     *         "email": "student@example.com",
                     *         "firstName": "민수",
                     *         "id": "6f1c2a4e-8d0b-4c57-9a1e-3b2d5f7e9c10",
                     *         "lastName": "김",
                     *         "mustChangePassword": false,
                     *         "profileImageUrl": null,
                     *         "role": "VERIFIED",
                     *         "updatedAt": "2026-03-02T09:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["UserAnswer"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.VALIDATION_FAILED"];
            401: components["responses"]["401.INVALID_CREDENTIALS"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["429.RATE_LIMITED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AuthController_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionAnswer"];
                };
            };
            403: components["responses"]["403.FORBIDDEN"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    PasswordController_change: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserAnswer"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.INVALID_CREDENTIALS.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN"];
            409: components["responses"]["409.INVALID_STATE"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["429.RATE_LIMITED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    PasswordResetLinksController_reset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionAnswer"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.INVALID_TOKEN.VALIDATION_FAILED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    PasswordResetLinksController_requestLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetRequestDto"];
            };
        };
        responses: {
            /** @description 접수했습니다 */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordResetRequestAnswer"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.VALIDATION_FAILED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["429.RATE_LIMITED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    SessionsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "browser": "Chrome 126 · Windows",
                     *         "createdAt": "2026-03-02T09:00:00.000Z",
                     *         "current": true,
                     *         "id": "s1",
                     *         "lastSeenAt": "2026-03-02T10:12:00.000Z"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["SessionInfo"][];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.PASSWORD_CHANGE_REQUIRED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    SessionsController_endOthers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionsEndedAnswer"];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AuthController_signup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignupDto"];
            };
        };
        responses: {
            /** @description 만들었습니다 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserAnswer"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.VALIDATION_FAILED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            409: components["responses"]["409.DUPLICATE_EMAIL"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["429.RATE_LIMITED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AuthController_studentLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionAnswer"];
                };
            };
            403: components["responses"]["403.FORBIDDEN"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    AuthController_currentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    ConsultationsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsultationInputDto"];
            };
        };
        responses: {
            /** @description 만들었습니다 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsultationCreated"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.VALIDATION_FAILED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["429.RATE_LIMITED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    CoursesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "createdAt": "2026-03-02T09:00:00.000Z",
                     *         "description": "토익 600점을 목표로 하는 기초 문법과 듣기",
                     *         "id": "b8e0c1d2-3f45-4a67-8b9c-0d1e2f3a4b5c",
                     *         "order": 0,
                     *         "slug": "toeic-basic",
                     *         "tags": [
                     *           "토익",
                     *           "기초"
                     *         ],
                     *         "thumbnail": null,
                     *         "title": "토익 기초반",
                     *         "totalDurationSec": 21600,
                     *         "videoCount": 12
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Course"][];
                };
            };
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    CoursesController_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "createdAt": "2026-03-02T09:00:00.000Z",
                     *       "description": "토익 600점을 목표로 하는 기초 문법과 듣기",
                     *       "id": "b8e0c1d2-3f45-4a67-8b9c-0d1e2f3a4b5c",
                     *       "order": 0,
                     *       "slug": "toeic-basic",
                     *       "tags": [
                     *         "토익",
                     *         "기초"
                     *       ],
                     *       "thumbnail": null,
                     *       "title": "토익 기초반",
                     *       "totalDurationSec": 21600,
                     *       "videoCount": 12,
                     *       "videos": [
                     *         {
                     *           "accessEnd": null,
                     *           "accessStart": null,
                     *           "courseId": "b8e0c1d2-3f45-4a67-8b9c-0d1e2f3a4b5c",
                     *           "createdAt": "2026-03-02T09:00:00.000Z",
                     *           "description": null,
                     *           "durationSec": 1800,
                     *           "externalUrl": "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
                     *           "id": "0c9d8e7f-6a5b-4c3d-2e1f-0a9b8c7d6e5f",
                     *           "isPublished": true,
                     *           "status": "open",
                     *           "title": "1강 품사와 문장 구조",
                     *           "type": "youtube"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CourseDetail"];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    ProgressController_course: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseProgress"];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    ConsolesController_devLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsoleLoginDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DevConsoleAnswer"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.VALIDATION_FAILED"];
            401: components["responses"]["ConsoleLoginRefusal.401.INVALID_PASSWORD"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["ConsoleLoginRefusal.429.RATE_LIMITED"];
            503: components["responses"]["503.DB_UNAVAILABLE.SERVICE_UNAVAILABLE"];
        };
    };
    ConsolesController_devLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DevConsoleAnswer"];
                };
            };
            403: components["responses"]["403.FORBIDDEN"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    GalleryController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "caption": "중등부 강의실",
                     *         "createdAt": "2026-03-02T09:00:00.000Z",
                     *         "description": null,
                     *         "id": "9f8e7d6c-5b4a-4392-8a1b-0c9d8e7f6a5b",
                     *         "title": null,
                     *         "url": "/assets/gallery/classroom-1.jpg",
                     *         "visible": true
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["GalleryItem"][];
                };
            };
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    HealthController_health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "db": "up",
                     *       "status": "ok"
                     *     }
                     */
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description 데이터베이스에 연결할 수 없습니다 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "db": "down",
                     *       "status": "error"
                     *     }
                     */
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    HealthController_live: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Liveness"];
                };
            };
        };
    };
    HealthController_ready: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "db": "up",
                     *       "status": "ok"
                     *     }
                     */
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description 데이터베이스에 연결할 수 없거나 마이그레이션 전입니다 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "db": "down",
                     *       "status": "error"
                     *     }
                     */
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    LoginRedirectController_redirect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description /login 로 이동 */
            302: {
                headers: {
                    /** @description /login */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    LeavingController_leave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeaveDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionAnswer"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.INVALID_PASSWORD.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["429.RATE_LIMITED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    MyConsentsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "at": "2026-03-02T09:00:00.000Z",
                     *         "given": true,
                     *         "kind": "TERMS",
                     *         "version": 1
                     *       },
                     *       {
                     *         "at": "2026-03-02T09:00:00.000Z",
                     *         "given": true,
                     *         "kind": "PRIVACY",
                     *         "version": 1
                     *       },
                     *       {
                     *         "at": "2026-03-02T09:00:00.000Z",
                     *         "given": false,
                     *         "kind": "MARKETING",
                     *         "version": 1
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ConsentRecord"][];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.PASSWORD_CHANGE_REQUIRED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    MyConsentsController_change: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsentChangeDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsentRecord"][];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    MyGuardiansController_guardians: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentGuardianLink"][];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    MyGuardiansController_unlink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionAnswer"];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    MyGuardiansController_code: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParentLinkCode"];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    MyGuardiansController_renew: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 만들었습니다 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParentLinkCode"];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    ProgressController_continueList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContinueItem"][];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    ProgressController_courseCards: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseCardProgress"][];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    ProgressController_summary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LearningSummary"];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    QuizzesController_reviewList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewItem"][];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    QuizzesController_reviewAnswer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewAnswerDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewAnswerResult"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    NoticesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "body": "3월 2일(월)부터 새 학기 수업이 시작됩니다.",
                     *         "createdAt": "2026-02-19T06:30:00.000Z",
                     *         "endsAt": null,
                     *         "id": "7d6c5b4a-3e2f-4a1b-9c8d-7e6f5a4b3c2d",
                     *         "startsAt": "2026-02-20T00:00:00.000Z",
                     *         "title": "3월 개강 안내",
                     *         "visibility": "public"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Notice"][];
                };
            };
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    NoticesController_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notice"];
                };
            };
            404: components["responses"]["404.NOT_FOUND"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    ParentInvitationsController_info: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParentInvitationInfo"];
                };
            };
            400: components["responses"]["400.INVALID_TOKEN"];
            404: components["responses"]["404.NOT_FOUND"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    ParentController_children: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParentChild"][];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    ParentController_report: {
        parameters: {
            query?: {
                /** @description ISO 주 (YYYY-Www). 없으면 이번 주 (한국 시간) */
                week?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChildWeekReport"];
                };
            };
            400: components["responses"]["400.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    ParentInvitationsController_accept: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcceptInvitationDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionAnswer"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.INVALID_TOKEN.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            409: components["responses"]["409.LINK_CONFLICT"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    ParentController_ownLinks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParentOwnLink"][];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    ParentController_request: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LinkRequestDto"];
            };
        };
        responses: {
            /** @description 만들었습니다 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParentLinkRequested"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.INVALID_CODE.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            409: components["responses"]["409.LINK_CONFLICT"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["429.RATE_LIMITED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    ParentController_unlink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionAnswer"];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    ParentController_readSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParentSettings"];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    ParentController_changeSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ParentSettingsDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParentSettings"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    ProgramsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Program"][];
                };
            };
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    ProgramsController_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "capacity": 12,
                     *       "content": "## 수업\n\n- 교과서 본문 분석",
                     *       "contentHtml": "<h2>수업</h2>\n<ul>\n<li>교과서 본문 분석</li>\n</ul>\n",
                     *       "curriculum": null,
                     *       "curriculumHtml": null,
                     *       "description": "교과서 본문과 서술형 대비",
                     *       "features": [
                     *         "소수 정예",
                     *         "주간 테스트"
                     *       ],
                     *       "id": "3a2b1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0d",
                     *       "isActive": true,
                     *       "order": 0,
                     *       "schedule": [
                     *         {
                     *           "days": [
                     *             "MON",
                     *             "WED",
                     *             "FRI"
                     *           ],
                     *           "end": "17:30",
                     *           "name": "중2 A반",
                     *           "start": "16:00"
                     *         }
                     *       ],
                     *       "seatsLeft": 3,
                     *       "slug": "middle-school",
                     *       "startDate": "2026-03-02",
                     *       "subtitle": "내신과 서술형",
                     *       "targetStudents": "중학교 1–3학년",
                     *       "title": "중등부",
                     *       "tuition": {
                     *         "materials": 20000,
                     *         "monthly": 280000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Program"];
                };
            };
            404: components["responses"]["404.NOT_FOUND"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    "ConsoleMembersController_approve[1]": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberActionDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserAnswer"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            409: components["responses"]["409.INVALID_STATE"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    SimpleGalleryController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GalleryItem"][];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    SimpleGalleryController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SimpleGalleryCreateDto"];
            };
        };
        responses: {
            /** @description 만들었습니다 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GalleryItem"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    "ConsoleMembersController_pending[1]": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Member"][];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    ConsolesController_ping: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "console": false,
                     *       "ok": true
                     *     }
                     */
                    "application/json": components["schemas"]["ConsolePing"];
                };
            };
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    "ConsoleMembersController_reject[1]": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberActionDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserAnswer"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            409: components["responses"]["409.INVALID_STATE"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    SimpleVideosController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimpleVideo"][];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    SimpleVideosController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SimpleVideoDto"];
            };
        };
        responses: {
            /** @description 만들었습니다 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimpleVideo"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    SiteController_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteSettings"];
                };
            };
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    "ConsoleMembersController_approve[0]": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberActionDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserAnswer"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            409: components["responses"]["409.INVALID_STATE"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    SuperadminGalleryController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GalleryItem"][];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    SuperadminGalleryController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SuperadminGalleryCreateDto"];
            };
        };
        responses: {
            /** @description 만들었습니다 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GalleryItem"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    SuperadminGalleryController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkAnswer"];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    SuperadminGalleryController_toggle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GalleryToggleAnswer"];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    "ConsoleMembersController_pending[0]": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Member"][];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    SuperadminProgramsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Program"][];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    SuperadminProgramsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateProgramDto"];
            };
        };
        responses: {
            /** @description 만들었습니다 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Program"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            409: components["responses"]["409.DUPLICATE_SLUG"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    SuperadminProgramsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProgramDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Program"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            409: components["responses"]["409.DUPLICATE_SLUG"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    SuperadminProgramsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkAnswer"];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    "ConsoleMembersController_reject[0]": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberActionDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserAnswer"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            409: components["responses"]["409.INVALID_STATE"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    MyApprovalsController_mine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalRecord"][];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.PASSWORD_CHANGE_REQUIRED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    VideosController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "createdAt": "2026-03-02T09:00:00.000Z",
                     *         "id": "0c9d8e7f-6a5b-4c3d-2e1f-0a9b8c7d6e5f",
                     *         "title": "1강 품사와 문장 구조",
                     *         "type": "youtube",
                     *         "url": "https://www.youtube.com/watch?v=dQw4w9WgXcQ"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["PlayableVideo"][];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    VideosController_canView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CanViewAnswer"];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.PASSWORD_CHANGE_REQUIRED"];
            404: components["responses"]["404.NOT_FOUND"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    ProgressController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "completed": false,
                     *       "duration": 1800,
                     *       "furthest": 754.2,
                     *       "position": 754.2,
                     *       "updatedAt": "2026-03-02T09:00:00.000Z",
                     *       "videoId": "0c9d8e7f-6a5b-4c3d-2e1f-0a9b8c7d6e5f"
                     *     }
                     */
                    "application/json": components["schemas"]["VideoProgress"];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED.VIDEO_NOT_AVAILABLE"];
            404: components["responses"]["404.NOT_FOUND"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    ProgressController_save: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveProgressDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "completed": false,
                     *       "duration": 1800,
                     *       "furthest": 754.2,
                     *       "position": 754.2,
                     *       "updatedAt": "2026-03-02T09:00:00.000Z",
                     *       "videoId": "0c9d8e7f-6a5b-4c3d-2e1f-0a9b8c7d6e5f"
                     *     }
                     */
                    "application/json": components["schemas"]["VideoProgress"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED.VIDEO_NOT_AVAILABLE"];
            404: components["responses"]["404.NOT_FOUND"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    QuizzesController_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "attemptsUsed": 1,
                     *       "bestScore": 67,
                     *       "direction": "EN_KO",
                     *       "id": "8e2f6a14-7c3b-4f0e-b5d9-1a6c4e8b2d70",
                     *       "maxAttempts": 3,
                     *       "passMark": 70,
                     *       "passed": false,
                     *       "questions": [
                     *         {
                     *           "id": "5b1e0c52-3f0a-4d8e-9a61-2c7b8e4f1a01",
                     *           "kind": "CHOICE",
                     *           "options": [
                     *             "go",
                     *             "goes",
                     *             "going",
                     *             "gone"
                     *           ],
                     *           "prompt": "빈칸에 알맞은 것은? She ___ to school every day."
                     *         },
                     *         {
                     *           "id": "5b1e0c52-3f0a-4d8e-9a61-2c7b8e4f1a02",
                     *           "kind": "SHORT",
                     *           "prompt": "\"나는 학생이다\"를 영어로 쓰시오."
                     *         },
                     *         {
                     *           "id": "5b1e0c52-3f0a-4d8e-9a61-2c7b8e4f1a03",
                     *           "kind": "VOCAB",
                     *           "prompt": "improve"
                     *         }
                     *       ],
                     *       "version": 2,
                     *       "videoId": "0c9d8e7f-6a5b-4c3d-2e1f-0a9b8c7d6e5f"
                     *     }
                     */
                    "application/json": components["schemas"]["MemberQuiz"];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED.VIDEO_NOT_AVAILABLE"];
            404: components["responses"]["404.NOT_FOUND"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    QuizzesController_attempt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuizAttemptDto"];
            };
        };
        responses: {
            /** @description 만들었습니다 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "correct": 2,
                     *       "passed": false,
                     *       "results": [
                     *         {
                     *           "answer": "goes",
                     *           "correct": true,
                     *           "explanation": "주어가 3인칭 단수이므로 goes",
                     *           "questionId": "5b1e0c52-3f0a-4d8e-9a61-2c7b8e4f1a01"
                     *         },
                     *         {
                     *           "answer": "I am a student.",
                     *           "correct": true,
                     *           "explanation": null,
                     *           "questionId": "5b1e0c52-3f0a-4d8e-9a61-2c7b8e4f1a02"
                     *         },
                     *         {
                     *           "answer": "향상시키다, 개선하다",
                     *           "correct": false,
                     *           "questionId": "5b1e0c52-3f0a-4d8e-9a61-2c7b8e4f1a03"
                     *         }
                     *       ],
                     *       "score": 67,
                     *       "total": 3
                     *     }
                     */
                    "application/json": components["schemas"]["QuizAttemptResult"];
                };
            };
            400: components["responses"]["400.BAD_REQUEST.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED.VIDEO_NOT_AVAILABLE"];
            404: components["responses"]["404.NOT_FOUND"];
            409: components["responses"]["409.ATTEMPTS_EXHAUSTED"];
            413: components["responses"]["413.PAYLOAD_TOO_LARGE"];
            415: components["responses"]["415.UNSUPPORTED_MEDIA_TYPE"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    VideosController_url: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VideoUrlAnswer"];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED.VIDEO_NOT_AVAILABLE"];
            404: components["responses"]["404.NOT_FOUND"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    VideosController_recordView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionAnswer"];
                };
            };
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.FORBIDDEN.PASSWORD_CHANGE_REQUIRED.VIDEO_NOT_AVAILABLE"];
            404: components["responses"]["404.NOT_FOUND"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    ProxyController_stream: {
        parameters: {
            query: {
                /** @description 동영상의 externalUrl (인코딩) */
                u: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 동영상 파일 전체 (Content-Type은 동영상 서버가 정함) */
            200: {
                headers: {
                    /** @description bytes */
                    "Accept-Ranges"?: string;
                    /** @description 206 일 때: bytes 시작-끝/전체 */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "video/*": string;
                };
            };
            /** @description Range 요청의 부분 (Content-Range) */
            206: {
                headers: {
                    /** @description bytes */
                    "Accept-Ranges"?: string;
                    /** @description 206 일 때: bytes 시작-끝/전체 */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "video/*": string;
                };
            };
            400: components["responses"]["400.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.PASSWORD_CHANGE_REQUIRED.PROXY_FORBIDDEN"];
            502: components["responses"]["502.UPSTREAM_FAILED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
    ProxyController_headers: {
        parameters: {
            query: {
                /** @description 동영상의 externalUrl (인코딩) */
                u: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 동영상 서버의 헤더 (Content-Type, Content-Length, Accept-Ranges), 본문 없음 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.VALIDATION_FAILED"];
            401: components["responses"]["401.UNAUTHORIZED"];
            403: components["responses"]["403.PASSWORD_CHANGE_REQUIRED.PROXY_FORBIDDEN"];
            502: components["responses"]["502.UPSTREAM_FAILED"];
            503: components["responses"]["503.DB_UNAVAILABLE"];
        };
    };
}
