import { act, renderHook } from '@testing-library/react';
import { PROGRESS } from '@academy/common';
import { mockApi, type FakeApi } from '@academy/context/testing';
import type { PlaybackHandle } from '../lib/playback';
import { useProgressSaver } from './use-progress-saver';

/** A player whose place the test moves by hand. */
function fakePlayer(duration = 600) {
  const state = { position: 0, playing: false };
  const handle: PlaybackHandle = {
    position: () => state.position,
    duration: () => duration,
    playing: () => state.playing,
  };
  return { state, handle };
}

function puts(server: FakeApi) {
  return server.calls.map(({ url, method, body, init }) => ({
    url,
    keepalive: init?.keepalive,
    body: body as { position: number; duration: number },
    method,
    headers: init?.headers,
  }));
}

describe('useProgressSaver', () => {
  let server: FakeApi;
  beforeEach(() => {
    jest.useFakeTimers();
    server = mockApi(null, {
      'PUT /api/videos/*': ({ body }) => ({
        body: { ...body, videoId: 'v1', furthest: 0, completed: false, updatedAt: null },
      }),
    });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  function setup(onSaved = jest.fn()) {
    const player = fakePlayer();
    const hook = renderHook(({ id }) => useProgressSaver(id, onSaved), { initialProps: { id: 'v1' as string | null } });
    act(() => hook.result.current.attach(player.handle));
    return { player, hook, onSaved };
  }

  it('saves nothing before playback really starts, even when the page is left', () => {
    const { hook } = setup();
    act(() => {
      hook.result.current.changed('pause');
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(server.calls).toEqual([]);
  });

  it('saves every 10 s while playing, as a JSON PUT of the same origin', async () => {
    const { player, hook } = setup();
    act(() => hook.result.current.changed('play'));
    player.state.playing = true;
    player.state.position = 10.04;
    await act(async () => jest.advanceTimersByTime(PROGRESS.saveIntervalMs));
    player.state.position = 20;
    await act(async () => jest.advanceTimersByTime(PROGRESS.saveIntervalMs));
    player.state.playing = false;
    await act(async () => jest.advanceTimersByTime(PROGRESS.saveIntervalMs));
    expect(puts(server)).toEqual([
      {
        url: '/api/videos/v1/progress',
        method: 'PUT',
        keepalive: false,
        body: { position: 10, duration: 600 },
        headers: { 'Content-Type': 'application/json' },
      },
      expect.objectContaining({ body: { position: 20, duration: 600 } }),
    ]);
    expect(server.calls[0].init).toMatchObject({ credentials: 'same-origin' });
  });

  it('saves at once on pause and seek, but never twice within 2 s: the later one waits and reads the player when it goes', async () => {
    const { player, hook } = setup();
    act(() => hook.result.current.changed('play'));
    player.state.position = 30;
    await act(async () => hook.result.current.changed('pause'));
    player.state.position = 90;
    await act(async () => hook.result.current.changed('seek'));
    player.state.position = 95;
    await act(async () => hook.result.current.changed('seek'));
    expect(puts(server).map((call) => call.body.position)).toEqual([30]);
    await act(async () => jest.advanceTimersByTime(PROGRESS.writeIntervalMs + 100));
    expect(puts(server).map((call) => call.body.position)).toEqual([30, 95]);
  });

  it('sends the end (which completes the video) before a later place, each in its turn', async () => {
    const { player, hook } = setup();
    act(() => hook.result.current.changed('play'));
    player.state.position = 580;
    await act(async () => hook.result.current.changed('pause'));
    await act(async () => hook.result.current.changed('ended'));
    player.state.position = 12;
    await act(async () => hook.result.current.changed('seek'));
    await act(async () => jest.advanceTimersByTime(PROGRESS.writeIntervalMs + 100));
    await act(async () => jest.advanceTimersByTime(PROGRESS.writeIntervalMs + 100));
    expect(puts(server).map((call) => call.body.position)).toEqual([580, 600, 12]);
  });

  it('sends at once with keepalive when the page is hidden or left, and when another video is chosen', async () => {
    const { player, hook } = setup();
    act(() => hook.result.current.changed('play'));
    player.state.position = 40;
    await act(async () => hook.result.current.changed('pause'));
    player.state.position = 41;
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    player.state.position = 42;
    await act(async () => window.dispatchEvent(new Event('pagehide')));
    player.state.position = 43;
    hook.rerender({ id: 'v2' });
    expect(puts(server).map((call) => [call.url, call.body.position, call.keepalive])).toEqual([
      ['/api/videos/v1/progress', 40, false],
      ['/api/videos/v1/progress', 41, true],
      ['/api/videos/v1/progress', 42, true],
      ['/api/videos/v1/progress', 43, true],
    ]);
  });

  it('hands each answer to the page', async () => {
    const { player, hook, onSaved } = setup();
    act(() => hook.result.current.changed('play'));
    player.state.position = 5;
    await act(async () => hook.result.current.changed('pause'));
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ videoId: 'v1', position: 5 }));
  });
});
