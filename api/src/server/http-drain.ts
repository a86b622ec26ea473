import type * as http from 'http';
import * as net from 'net';

/**
 * What a stopping server does with its connections. Node's own `server.close()` falls short in a
 * rolling update in two ways: an answer to a request received before the stop still says
 * `Connection: keep-alive`, and so does the answer to every request sent later on that connection,
 * so a client that keeps sending keeps the process up until the grace cuts it mid-request; and it
 * destroys every idle kept-alive connection at once, so a client whose request is already on its
 * way over one gets a reset instead of an answer.
 *
 * Here, from the stop on, every answer carries `Connection: close` (Node closes the connection
 * once it is sent), and an idle connection ends when the keep-alive time the server announced
 * (`Keep-Alive: timeout=…`, HTTP_KEEPALIVE_TIMEOUT_MS) runs out, which a client honouring the
 * announcement never races.
 */
export class HttpDrain {
  private draining = false;
  private readonly unfinished = new Set<http.ServerResponse>();

  constructor(private readonly server: http.Server) {}

  /** Runs for every request before the app sees it. */
  readonly admit = (response: http.ServerResponse): void => {
    if (this.draining) response.setHeader('Connection', 'close');
    this.unfinished.add(response);
    response.once('close', () => this.unfinished.delete(response));
  };

  /** Requests received and not yet answered in full. */
  get inFlight(): number {
    return this.unfinished.size;
  }

  /**
   * Every answer from now on closes its connection. One whose headers are already out (a video
   * stream under way) cannot say so; its connection then ends with its keep-alive time.
   */
  begin(): void {
    this.draining = true;
    for (const response of this.unfinished) if (!response.headersSent) response.setHeader('Connection', 'close');
  }

  /**
   * Stops accepting connections, then waits until every open one has ended; after `graceMs` what is
   * still open is cut. Resolves with the number of requests cut.
   */
  close(graceMs: number): Promise<number> {
    this.begin();
    return new Promise((resolve) => {
      if (!this.server.listening) return resolve(0);
      let cut = 0;
      const deadline = setTimeout(() => {
        cut = this.unfinished.size;
        this.server.closeAllConnections();
      }, graceMs);
      // net.Server's close, not http.Server's: that one also destroys the idle kept-alive
      // connections at once (see above). The callback runs once the last connection has ended.
      net.Server.prototype.close.call(this.server, () => {
        clearTimeout(deadline);
        resolve(cut);
      });
    });
  }
}
