import { act, render, screen } from '@testing-library/react';
import type { PlaybackHandle } from '../lib/playback';
import type { YouTubeNamespace } from '../lib/youtube-api';
import { YouTubeFrame } from './YouTubeFrame';

/** Stands in for the IFrame Player API: records what it was bound to and lets the test play it. */
function fakeYouTube() {
  const player = {
    time: 0,
    state: -1,
    getCurrentTime: () => player.time,
    getDuration: () => 754,
    getPlayerState: () => player.state,
  };
  let events: {
    onReady?: (event: { target: typeof player }) => void;
    onStateChange?: (event: { data: number; target: typeof player }) => void;
  } = {};
  const bound: HTMLIFrameElement[] = [];
  const YT = {
    Player: jest.fn().mockImplementation((element: HTMLIFrameElement, options: { events: typeof events }) => {
      bound.push(element);
      events = options.events;
      return player;
    }),
  } as unknown as YouTubeNamespace;
  const state = (data: number) => act(() => events.onStateChange?.({ data, target: player }));
  return { YT, player, bound, ready: () => act(() => events.onReady?.({ target: player })), state };
}

describe('YouTubeFrame', () => {
  afterEach(() => {
    delete window.YT;
  });

  it('embeds the lesson from its start point with the JS API on, and binds the API to that frame', async () => {
    const youtube = fakeYouTube();
    window.YT = youtube.YT;
    const onPlayback = jest.fn();
    const onChange = jest.fn();
    render(
      <YouTubeFrame
        url="https://youtu.be/abcDEF12345"
        title="1강"
        startAt={125.7}
        onPlayback={onPlayback}
        onChange={onChange}
      />,
    );
    const frame = screen.getByTitle('1강');
    const src = new URL(frame.getAttribute('src')!);
    expect(src.pathname).toBe('/embed/abcDEF12345');
    expect(Object.fromEntries(src.searchParams)).toEqual({
      autoplay: '1',
      rel: '0',
      enablejsapi: '1',
      origin: window.location.origin,
      start: '125',
    });
    await act(async () => undefined);
    expect(youtube.bound).toEqual([frame]);

    youtube.ready();
    const handle = onPlayback.mock.calls[0][0] as PlaybackHandle;
    youtube.player.time = 300;
    youtube.player.state = 1;
    expect([handle.position(), handle.duration(), handle.playing()]).toEqual([300, 754, true]);

    youtube.state(1);
    youtube.state(2);
    youtube.state(3);
    youtube.state(1);
    youtube.state(0);
    expect(onChange.mock.calls.map(([change]) => change)).toEqual(['play', 'pause', 'play', 'seek', 'ended']);
  });

  it('still plays the lesson when the API cannot load (its place is then not saved)', () => {
    render(<YouTubeFrame url="https://youtu.be/abcDEF12345" title="1강" />);
    expect(screen.getByTitle('1강').getAttribute('src')).not.toContain('start=');
    expect(document.querySelector('script[src="https://www.youtube.com/iframe_api"]')).not.toBeNull();
  });
});
