import { draftRecordOf, storeDraft, takeDraft, withoutPasswords } from './session-draft';

describe('session drafts in the tab', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('never hold a password: fields named like one go, a URL keeps its login with the password masked', () => {
    expect(
      withoutPasswords({
        title: '공지',
        password: 'secret',
        nested: { consolePassword: 'x', url: 'https://user:p%40ss@nas.example.com:5001/v.mp4' },
        rows: [{ name: '월', newPassword: 'y' }],
        plain: 'http://nas.local/a.mp4',
        count: 3,
        empty: null,
      }),
    ).toEqual({
      title: '공지',
      nested: { url: 'https://user:***@nas.example.com:5001/v.mp4' },
      rows: [{ name: '월' }],
      plain: 'http://nas.local/a.mp4',
      count: 3,
      empty: null,
    });
  });

  it('are kept per screen, form and record, and handed back once', () => {
    storeDraft({ path: '/admin/notices', form: 'notice', recordId: 'n1' }, { title: '수정 중' });
    expect(draftRecordOf('/admin/notices', 'notice')).toBe('n1');
    expect(draftRecordOf('/admin/videos', 'notice')).toBeUndefined();
    expect(takeDraft({ path: '/admin/notices', form: 'notice' })).toBeNull();
    expect(takeDraft({ path: '/admin/notices', form: 'notice', recordId: 'n1' })).toEqual({ title: '수정 중' });
    expect(takeDraft({ path: '/admin/notices', form: 'notice', recordId: 'n1' })).toBeNull();

    storeDraft({ path: '/admin/notices', form: 'notice' }, { title: '새 공지' });
    expect(draftRecordOf('/admin/notices', 'notice')).toBeNull();
  });
});
