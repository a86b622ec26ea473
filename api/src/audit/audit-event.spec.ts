import { changedFields, created, deleted, galleryToggled, memberEvent, updated } from './audit-event';

describe('audit summaries', () => {
  it('name the changed fields in Korean, in a fixed order, and no value', () => {
    const before = {
      title: '중등 내신 A',
      slug: 'a',
      description: '비밀 설명',
      tags: ['문법'],
      order: 1,
      thumbnail: null,
    };
    const after = { ...before, title: '중등 내신 A+', tags: ['문법', '독해'] };
    const event = updated('COURSE', 'c1', after.title, before, after);
    expect(event).toEqual({
      action: 'COURSE_UPDATE',
      targetType: 'COURSE',
      targetId: 'c1',
      summary: "강의 '중등 내신 A+' 수정: 제목, 태그",
    });
    expect(event.summary).not.toContain('독해');
  });

  it('compare dates by instant and treat absent as empty', () => {
    const at = new Date('2026-03-01T00:00:00Z');
    expect(
      changedFields('NOTICE', { startsAt: at, endsAt: undefined }, { startsAt: new Date(at.getTime()), endsAt: null }),
    ).toEqual([]);
    expect(changedFields('NOTICE', { startsAt: at }, { startsAt: new Date(at.getTime() + 1) })).toEqual(['게시 시작']);
  });

  it('say so when an update changed nothing', () => {
    expect(updated('PROGRAM', 'p1', '중등부', { title: '중등부' }, { title: '중등부' }).summary).toBe(
      "프로그램 '중등부' 수정: 바뀐 항목 없음",
    );
  });

  it('name a video address change without the address or its NAS login', () => {
    const summary = updated(
      'VIDEO',
      'v1',
      '1강',
      { address: 'http://u:old@nas/a.mp4' },
      { address: 'http://u:new@nas/a.mp4' },
    ).summary;
    expect(summary).toBe("동영상 '1강' 수정: 주소");
  });

  it('create, delete and toggle read as short sentences; a long or blank name stays readable', () => {
    expect(created('NOTICE', 'n1', '휴원 안내').summary).toBe("공지사항 '휴원 안내' 추가");
    expect(deleted('GALLERY', 'g1', '  ').summary).toBe("갤러리 이미지 '이름 없음' 삭제");
    expect(galleryToggled('g1', '여름 특강', false)).toMatchObject({
      action: 'GALLERY_TOGGLE',
      summary: "갤러리 이미지 '여름 특강' 숨김",
    });
    expect(created('COURSE', 'c1', '가'.repeat(200)).summary.length).toBeLessThan(100);
  });

  it('name a member by name and e-mail', () => {
    expect(memberEvent('passwordReset', { id: 'u1', email: 'minsu@example.com', name: '김민수' })).toEqual({
      action: 'MEMBER_PASSWORD_RESET',
      targetType: 'MEMBER',
      targetId: 'u1',
      summary: "회원 '김민수 (minsu@example.com)' 비밀번호 초기화",
    });
  });
});
