import { Injectable } from '@nestjs/common';

/**
 * Identical report requests that arrive while one is being computed wait for that computation
 * instead of starting their own: a report reads tens of thousands of index entries, and a
 * screen reloaded by several administrators (or a refresh storm) would otherwise repeat the
 * same work side by side. Nothing is kept afterwards, so no answer is older than the request.
 */
@Injectable()
export class SharedFlights {
  private readonly flights = new Map<string, Promise<unknown>>();

  run<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const inFlight = this.flights.get(key);
    if (inFlight) return inFlight as Promise<T>;
    const flight = compute().finally(() => this.flights.delete(key));
    this.flights.set(key, flight);
    return flight;
  }
}
