import { addressNetwork, blockWithin, canonicalAddress, parseBlock, refusedAddressKind } from './ip-address';

describe('refusedAddressKind', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.3.4', 'loopback'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['[::ffff:7f00:1]', 'loopback'],
    ['0:0:0:0:0:ffff:127.0.0.1', 'loopback'],
    ['::ffff:0:127.0.0.1', 'loopback'],
    ['::127.0.0.1', 'loopback'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['169.254.0.1', 'link-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf::1', 'link-local'],
    ['::ffff:169.254.1.1', 'link-local'],
    ['169.254.169.254', 'metadata'],
    ['::ffff:a9fe:a9fe', 'metadata'],
    ['fd00:ec2::254', 'metadata'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['::', 'unspecified'],
    ['::ffff:0.0.0.0', 'unspecified'],
  ])('refuses %s (%s)', (address, kind) => {
    expect(refusedAddressKind(address)).toBe(kind);
  });

  it.each([
    '192.168.0.10',
    '10.1.2.3',
    '172.16.5.4',
    'fc00::10',
    'fd12:3456::1',
    '::ffff:192.168.0.10',
    '8.8.8.8',
    '2001:db8::1',
    'fec0::1',
    'nas.local',
  ])('allows %s', (address) => {
    expect(refusedAddressKind(address)).toBeNull();
  });
});

describe('canonicalAddress', () => {
  it('writes an IPv4 address wrapped in IPv6 as that IPv4 address', () => {
    expect(canonicalAddress('::ffff:c0a8:000a')).toBe('192.168.0.10');
    expect(canonicalAddress('[::ffff:192.168.0.10]')).toBe('192.168.0.10');
  });

  it('writes IPv6 addresses the same however they are shortened', () => {
    expect(canonicalAddress('fd00:0:0::1')).toBe(canonicalAddress('FD00::0001'));
  });

  it('is null for a host name', () => {
    expect(canonicalAddress('nas.example.local')).toBeNull();
  });
});

describe('addressNetwork', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['::ffff:cb00:7109', '203.0.113.9'],
    ['2001:db8:1:1::1', '2001:0db8:0001:0001::/64'],
    ['2001:DB8:1:1:ffff:ffff:ffff:ffff', '2001:0db8:0001:0001::/64'],
    ['2001:db8:1:2::1', '2001:0db8:0001:0002::/64'],
    ['fe80::1%eth0', 'fe80:0000:0000:0000::/64'],
    ['unknown', 'unknown'],
  ])('counts %s as %s', (address, network) => {
    expect(addressNetwork(address)).toBe(network);
  });
});

describe('parseBlock and blockWithin', () => {
  it('reads addresses and blocks, and refuses what is neither', () => {
    expect(parseBlock('10.1.2.3/8')).toEqual({ version: 4, network: 10n << 24n, prefix: 8 });
    expect(parseBlock('fd00::1')).toMatchObject({ version: 6, prefix: 128 });
    for (const text of ['10.0.0.0/33', '10.0.0.0/8/1', 'lan', '300.1.1.1', '10.0.0.0/x', ''])
      expect(parseBlock(text)).toBeNull();
  });

  it('tells whether one block lies inside another', () => {
    expect(blockWithin(parseBlock('10.20.0.0/16')!, parseBlock('10.0.0.0/8')!)).toBe(true);
    expect(blockWithin(parseBlock('10.0.0.0/7')!, parseBlock('10.0.0.0/8')!)).toBe(false);
    expect(blockWithin(parseBlock('fd12::/16')!, parseBlock('fc00::/7')!)).toBe(true);
    expect(blockWithin(parseBlock('10.0.0.1')!, parseBlock('fc00::/7')!)).toBe(false);
  });
});
