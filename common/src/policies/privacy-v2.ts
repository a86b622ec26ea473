import { PRIVACY_V1 } from './privacy-v1';
import type { PolicySection, PolicyText } from './types';

/**
 * 개인정보처리방침 v2 (시행 2026-12-07): v1 with what the parents' issue added. Phone numbers on
 * sign-up, parent accounts and their links, the weekly report, 문자·알림톡 through Solapi (the first
 * processing v1 promised to announce in a new version). v1 is left as it was; this version is
 * written as v1's sections with those changes, so every other sentence stays word for word.
 */
export const PRIVACY_V2: PolicyText = (inputs) => {
  const v1 = PRIVACY_V1(inputs);
  const [collected, retention, , ...rest] = v1.sections as [
    PolicySection,
    PolicySection,
    PolicySection,
    ...PolicySection[],
  ];
  const rows = collected.table!.rows.map((row) => {
    if (row[0] === '회원가입')
      return [
        '회원가입 (학생)',
        `${row[1]} / (선택) 휴대폰 번호`,
        `${row[2]}, 휴대폰 번호를 준 경우 가입 승인 문자·알림톡 발송`,
      ];
    if (row[0] === '상담 신청')
      return [
        row[0],
        `${row[1]}, 문자·알림톡 안내 수신 동의 여부`,
        `${row[2]}, 동의한 경우 접수 확인 문자·알림톡 발송`,
      ];
    return row;
  });
  rows.splice(
    2,
    0,
    [
      '회원가입 (학부모)',
      '(필수) 이름, 이메일 주소, 비밀번호(복원할 수 없는 해시로만 저장), 휴대폰 번호 / (선택) 주간 리포트 문자·알림톡 수신 여부',
      '자녀의 학습 현황(강의 시청, 퀴즈 결과) 열람, 주간 학습 리포트 메일·문자 발송',
    ],
    [
      '학부모 연결',
      '학생이 만든 연결 코드, 연결 요청·확인·해제 기록, 학원이 보낸 초대의 만료 시각',
      '학부모와 학생의 연결 확인, 연결된 학부모에게만 자녀의 학습 현황 제공',
    ],
  );
  return {
    intro: v1.intro,
    sections: [
      { ...collected, table: { ...collected.table!, rows } },
      {
        ...retention,
        items: [
          ...retention.items!,
          '학부모 연결: 학부모, 학생 또는 학원이 연결을 해제하거나 어느 한쪽이 탈퇴할 때까지',
          `문자·알림톡: 내용은 발송이 끝나는 즉시 지우고, 받는 번호와 발송 시각의 기록은 발송 요청일부터 ${inputs.retention.mailOutbox}일`,
        ],
      },
      {
        heading: '3. 제3자 제공과 처리 위탁',
        paragraphs: [
          '학원은 정보주체의 개인정보를 제3자에게 제공하지 않습니다. 연결이 확인된 학부모에게 자녀의 학습 현황을 보여주는 것은 학생 회원의 이용 목적에 포함됩니다.',
          '학원은 문자와 카카오 알림톡 발송을 아래 업체에 위탁합니다. 위탁하는 정보는 받는 사람의 휴대폰 번호와 메시지 내용뿐입니다.',
          '안내 메일은 학원이 지정한 메일 발송 서버(SMTP)를 거쳐 전달되며, 이때 받는 사람의 이메일 주소와 메일 내용이 해당 서버를 통과합니다.',
        ],
        table: {
          caption: '개인정보 처리 위탁',
          head: ['수탁자', '위탁 업무'],
          rows: [
            ['(주)솔라피 (Solapi)', '문자(SMS·LMS)와 카카오 알림톡 발송'],
            ['(주)카카오', '카카오 알림톡 전달'],
          ],
        },
      },
      ...rest,
    ],
  };
};
