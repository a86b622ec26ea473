import { basicAuthorization, hasMaskedPassword, maskedUrl, splitUserinfo } from './url-userinfo';

describe('NAS URL userinfo', () => {
  it.each([
    ['http://user:pw@nas.local:5000/a.mp4', 'http://nas.local:5000/a.mp4', 'user:pw'],
    ['http://user@nas.local/a.mp4', 'http://nas.local/a.mp4', 'user'],
    ['https://a%40b:p%3A@x@nas.local/a.mp4?t=1#x', 'https://nas.local/a.mp4?t=1#x', 'a%40b:p%3A@x'],
    ['HTTP://u:p@NAS/a.mp4', 'HTTP://NAS/a.mp4', 'u:p'],
    ['http://nas.local/a@b.mp4', 'http://nas.local/a@b.mp4', null],
    ['http://nas.local/a.mp4?mail=a@b', 'http://nas.local/a.mp4?mail=a@b', null],
    ['http://evil\\@nas.local/a.mp4', 'http://evil\\@nas.local/a.mp4', null],
    ['http://@nas.local/a.mp4', 'http://nas.local/a.mp4', null],
  ])('splits %s', (raw, url, userinfo) => {
    expect(splitUserinfo(raw)).toEqual({ url, userinfo });
  });

  it('leaves a URL the WHATWG parser reads without userinfo', () => {
    for (const raw of ['http://u:p@nas/a.mp4', 'http://a:b@c@nas/a.mp4', 'http://u:p@[fd00::1]:8080/a.mp4']) {
      const parsed = new URL(splitUserinfo(raw).url);
      expect([parsed.username, parsed.password]).toEqual(['', '']);
      expect(parsed.host).toBe(new URL(raw).host);
    }
  });

  it('masks the password for admin answers and recognises the mask coming back', () => {
    expect(maskedUrl('http://nas/a.mp4', 'user:secret')).toBe('http://user:***@nas/a.mp4');
    expect(maskedUrl('http://nas/a.mp4', 'user')).toBe('http://user@nas/a.mp4');
    expect(maskedUrl('http://nas/a.mp4', null)).toBe('http://nas/a.mp4');
    expect(hasMaskedPassword(splitUserinfo('http://user:***@nas/a.mp4').userinfo)).toBe(true);
    expect(hasMaskedPassword('user:secret')).toBe(false);
    expect(hasMaskedPassword(null)).toBe(false);
  });

  it('turns the login into Basic credentials, percent-decoded', () => {
    expect(basicAuthorization('us%40er:p%3Ass')).toBe(`Basic ${Buffer.from('us@er:p:ss').toString('base64')}`);
    expect(basicAuthorization('user')).toBe(`Basic ${Buffer.from('user:').toString('base64')}`);
    expect(basicAuthorization(null)).toBeNull();
  });
});
