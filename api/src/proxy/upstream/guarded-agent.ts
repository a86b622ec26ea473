import { Agent, buildConnector } from 'undici';
import type { UpstreamPolicy } from './upstream-policy';

/**
 * An undici Agent whose every new connection asks the policy first and then connects to the very
 * address the policy checked (TLS still names the host for SNI and the certificate, and the Host
 * header stays the host name). Checking a resolved name and then letting the socket resolve it
 * again would let a DNS answer change in between.
 */
export function guardedAgent(policy: UpstreamPolicy, options: buildConnector.BuildOptions = {}): Agent {
  const connectTo = buildConnector(options);
  return new Agent({
    connect: (target, callback) => {
      policy.pinnedAddress(target.protocol, target.hostname, Number(target.port)).then(
        (address) => connectTo(address === null ? target : { ...target, hostname: address }, callback),
        (error: Error) => callback(error, null),
      );
    },
  });
}
