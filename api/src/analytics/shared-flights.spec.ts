import { SharedFlights } from './shared-flights';

describe('SharedFlights', () => {
  it('runs identical requests in flight once, and computes again once that one is done', async () => {
    const flights = new SharedFlights();
    let runs = 0;
    let release!: (value: number) => void;
    const compute = () => {
      runs++;
      return new Promise<number>((resolve) => (release = resolve));
    };
    const first = flights.run('summary:a', compute);
    const second = flights.run('summary:a', compute);
    const other = flights.run('summary:b', () => Promise.resolve(7));
    release(42);
    await expect(Promise.all([first, second, other])).resolves.toEqual([42, 42, 7]);
    expect(runs).toBe(1);
    const later = flights.run('summary:a', compute);
    release(43);
    await expect(later).resolves.toBe(43);
    expect(runs).toBe(2);
  });

  it('lets every waiter see a failure, and does not keep it', async () => {
    const flights = new SharedFlights();
    const failing = () => Promise.reject(new Error('database down'));
    await expect(Promise.all([flights.run('k', failing), flights.run('k', failing)])).rejects.toThrow('database down');
    await expect(flights.run('k', () => Promise.resolve('back'))).resolves.toBe('back');
  });
});
