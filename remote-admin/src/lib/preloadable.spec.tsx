import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { preloadable } from './preloadable';

function Greeting({ name }: { name: string }) {
  return <p>안녕하세요, {name}</p>;
}

function deferred() {
  let resolve!: (component: typeof Greeting) => void;
  const promise = new Promise<typeof Greeting>((done) => (resolve = done));
  return { promise, resolve };
}

describe('preloadable', () => {
  it('downloads once however often it is preloaded or drawn', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const Lazy = preloadable(load);
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    render(<Lazy name="민수" />);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws a preloaded component in the same render, without suspending', async () => {
    const Lazy = preloadable(() => Promise.resolve(Greeting));
    await Lazy.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="민수" />
      </Suspense>,
    );
    expect(screen.getByText('안녕하세요, 민수')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('suspends until it arrives when drawn before it was preloaded, then keeps its instance', async () => {
    const { promise, resolve } = deferred();
    const Lazy = preloadable(() => promise);
    const { rerender } = render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="민수" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => resolve(Greeting));
    const shown = await screen.findByText('안녕하세요, 민수');
    rerender(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="지은" />
      </Suspense>,
    );
    // The same element, updated: not a second instance drawn in its place.
    expect(shown).toHaveTextContent('안녕하세요, 지은');
  });

  it('asks again after a failed early download', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Greeting);
    const Lazy = preloadable(load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
