import {
  EARLY_READ_MAX_AGE_MS,
  forgetEarlyReads,
  isMarkedVisitor,
  startEarlyReads,
  takeEarlyRead,
} from './early-reads';

describe('early reads', () => {
  const fetchMock = jest.fn();

  beforeEach(() => {
    forgetEarlyReads();
    fetchMock.mockReset();
    fetchMock.mockImplementation((url: string) => Promise.resolve({ url }));
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('asks once per URL with the session cookie, and hands the answer over once', async () => {
    startEarlyReads(['/api/auth/user', '/api/auth/user', '/api/admin/members?status=all'], 1000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/user', { credentials: 'include', cache: 'no-store' });
    await expect(takeEarlyRead('/api/auth/user', 1500)).resolves.toEqual({ url: '/api/auth/user' });
    expect(takeEarlyRead('/api/auth/user', 1500)).toBeUndefined();
    expect(takeEarlyRead('/api/admin/members?status=pending', 1500)).toBeUndefined();
  });

  it("hands an answer to the page's request however its query was written (order, a space as + or %20)", async () => {
    startEarlyReads(['/api/admin/members?status=all&q=%EA%B9%80+%EC%98%81'], 1000);
    await expect(takeEarlyRead('/api/admin/members?q=%EA%B9%80%20%EC%98%81&status=all', 1500)).resolves.toEqual({
      url: '/api/admin/members?status=all&q=%EA%B9%80+%EC%98%81',
    });
  });

  it('does not hand over an answer older than the limit, nor any after they are forgotten', () => {
    startEarlyReads(['/a', '/b'], 0);
    expect(takeEarlyRead('/a', EARLY_READ_MAX_AGE_MS + 1)).toBeUndefined();
    forgetEarlyReads();
    expect(takeEarlyRead('/b', 1)).toBeUndefined();
  });

  it('a failed early request is left to the page, not reported as unhandled', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new Error('offline')));
    startEarlyReads(['/a'], 0);
    await expect(takeEarlyRead('/a', 1)).rejects.toThrow('offline');
  });

  it('knows a browser marked as a visitor by its cookie', () => {
    expect(isMarkedVisitor('theme=dark; academy.visitor=1')).toBe(true);
    expect(isMarkedVisitor('academy.visitor=0; academy.visitorx=1')).toBe(false);
    expect(isMarkedVisitor('')).toBe(false);
  });
});
