// The test relay itself: it checks signatures as BIP-340 says (the standard's vectors), passes
// ephemeral events to matching subscriptions only, refuses forged and oversized messages.
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { test } from 'node:test';

import { eventId, signSchnorr, startRelay, verifySchnorr } from './nostr_relay.mjs';

test('BIP-340 verification accepts the standard vectors and refuses changes', () => {
  // BIP-340 test vectors 0 and 1.
  const vectors = [
    ['f9308a019258c31049344f85f89d5229b531c845836f99b08601f113bce036f9',
      '0000000000000000000000000000000000000000000000000000000000000000',
      'e907831f80848d1069a5371b402410364bdf1c5f8307b0084c55f1ce2dca821525f66a4a85ea8b71e482a74f382d2ce5ebeee8fdb2172f477df4900d310536c0'],
    ['dff1d77f2a671c5f36183726db2341be58feae1da2deced843240f7b502ba659',
      '243f6a8885a308d313198a2e03707344a4093822299f31d0082efa98ec4e6c89',
      '6896bd60eeae296db48a229ff71dfe071bde413e6d43f917dc8dcf8c78de33418906d11ac976abccb20b091292bff4ea897efcb639ea871cfa95f6de339e4b0a'],
  ];
  for (const [key, message, signature] of vectors) {
    assert.equal(verifySchnorr(key, message, signature), true);
    const flipped = signature.slice(0, 127) + (signature[127] === '0' ? '1' : '0');
    assert.equal(verifySchnorr(key, message, flipped), false);
    assert.equal(verifySchnorr(key, message.replace(/^./, 'f'), signature), false);
  }
  assert.equal(verifySchnorr('zz', '00', '00'), false);
});

/** A WebSocket client on a raw socket (masked frames, as RFC 6455 asks of clients). */
function client(port) {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const received = [];
    const waiting = [];
    let buffer = Buffer.alloc(0);
    let upgraded = false;
    socket.on('error', reject);
    socket.on('connect', () => {
      socket.write(
        'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n'
          + `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      );
    });
    const deliver = (message) => {
      const next = waiting.shift();
      if (next) next(message);
      else received.push(message);
    };
    socket.on('data', (data) => {
      buffer = Buffer.concat([buffer, data]);
      if (!upgraded) {
        const end = buffer.indexOf('\r\n\r\n');
        if (end < 0) return;
        assert.match(buffer.subarray(0, end).toString(), /^HTTP\/1.1 101/);
        buffer = buffer.subarray(end + 4);
        upgraded = true;
        resolve(api);
      }
      while (buffer.length >= 2) {
        let length = buffer[1] & 0x7f;
        let at = 2;
        if (length === 126) {
          length = buffer.readUInt16BE(2);
          at = 4;
        }
        if (buffer.length < at + length) return;
        const opcode = buffer[0] & 0x0f;
        const payload = buffer.subarray(at, at + length);
        buffer = buffer.subarray(at + length);
        deliver(opcode === 1 ? JSON.parse(payload.toString()) : { opcode, code: payload.length >= 2 ? payload.readUInt16BE(0) : 0 });
      }
    });
    socket.on('close', () => deliver({ closed: true }));
    const api = {
      sendRaw(text) {
        const body = Buffer.from(text);
        const size = body.length;
        const header = size < 126 ? Buffer.from([0x81, 0x80 | size]) : Buffer.alloc(4);
        if (size >= 126) {
          header[0] = 0x81;
          header[1] = 0x80 | 126;
          header.writeUInt16BE(Math.min(size, 65535), 2);
        }
        const mask = randomBytes(4);
        const masked = Buffer.from(body);
        for (let i = 0; i < masked.length; i++) masked[i] ^= mask[i % 4];
        socket.write(Buffer.concat([header, mask, masked]));
      },
      send(message) {
        this.sendRaw(JSON.stringify(message));
      },
      next() {
        if (received.length > 0) return Promise.resolve(received.shift());
        return new Promise((done) => waiting.push(done));
      },
      close() {
        socket.destroy();
      },
    };
  });
}

/** An event with a correct id and a zero signature. */
function unsignedEvent(content, tag) {
  const event = {
    pubkey: 'dff1d77f2a671c5f36183726db2341be58feae1da2deced843240f7b502ba659',
    created_at: 1_790_000_000,
    kind: 25050,
    tags: [['x', tag]],
    content,
  };
  return { ...event, id: eventId(event), sig: '00'.repeat(64) };
}

test('the relay refuses a bad id or signature and answers REQ with EOSE', async () => {
  const relay = await startRelay();
  try {
    const alice = await client(relay.port);
    alice.send(['REQ', 'room', { kinds: [25050], '#x': ['ab'] }]);
    assert.deepEqual(await alice.next(), ['EOSE', 'room']);
    const event = unsignedEvent('hello', 'ab');
    alice.send(['EVENT', event]);
    assert.deepEqual(await alice.next(), ['OK', event.id, false, 'invalid: bad signature']);
    alice.send(['EVENT', { ...event, content: 'changed' }]);
    assert.deepEqual(await alice.next(), ['OK', event.id, false, 'invalid: bad event id']);
    alice.send(['EVENT', 'garbage']);
    assert.equal((await alice.next())[2], false);
    alice.sendRaw('not json');
    assert.deepEqual(await alice.next(), ['NOTICE', 'invalid: not JSON']);
    assert.equal(relay.stats().events, 0);
    alice.close();
  } finally {
    await relay.close();
  }
});

test('an oversized message closes the connection', async () => {
  const relay = await startRelay();
  try {
    // A frame that claims 10 MB: refused from its header (1009: message too big).
    const socket = connect(relay.port, '127.0.0.1');
    await new Promise((done) => socket.on('connect', done));
    socket.write(
      'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n'
        + `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
    );
    const header = Buffer.alloc(14);
    header[0] = 0x81;
    header[1] = 0x80 | 127;
    header.writeBigUInt64BE(10n * 1024n * 1024n, 2);
    socket.write(header);
    const closed = await new Promise((done) => {
      let data = Buffer.alloc(0);
      socket.on('data', (chunk) => {
        data = Buffer.concat([data, chunk]);
      });
      socket.on('close', () => done(data));
    });
    const close = closed.subarray(closed.indexOf('\r\n\r\n') + 4);
    assert.equal(close[0] & 0x0f, 8);
    assert.equal(close.readUInt16BE(2), 1009);
  } finally {
    await relay.close();
  }
});

function signedEvent(secret, content, tag, createdAt = 1_790_000_000) {
  const { publicKey, sign } = signSchnorr(secret);
  const event = { pubkey: publicKey, created_at: createdAt, kind: 25050, tags: [['x', tag]], content };
  const id = eventId(event);
  return { ...event, id, sig: sign(id) };
}

test('signing as BIP-340 says: vector 0', () => {
  const { publicKey, sign } = signSchnorr('03'.padStart(64, '0'));
  assert.equal(publicKey, 'f9308a019258c31049344f85f89d5229b531c845836f99b08601f113bce036f9');
  assert.equal(sign('00'.repeat(32)), 'e907831f80848d1069a5371b402410364bdf1c5f8307b0084c55f1ce2dca821525f66a4a85ea8b71e482a74f382d2ce5ebeee8fdb2172f477df4900d310536c0');
});

test('a valid event reaches the subscriptions it matches, and no other', async () => {
  const relay = await startRelay();
  try {
    const alice = await client(relay.port);
    const bob = await client(relay.port);
    const carol = await client(relay.port);
    alice.send(['REQ', 'a', { kinds: [25050], '#x': ['ab'], since: 1_790_000_000 }]);
    bob.send(['REQ', 'b', { kinds: [25050], '#x': ['cd'] }]);
    assert.deepEqual(await alice.next(), ['EOSE', 'a']);
    assert.deepEqual(await bob.next(), ['EOSE', 'b']);
    const event = signedEvent('11'.repeat(32), 'sealed', 'ab');
    carol.send(['EVENT', event]);
    assert.deepEqual(await carol.next(), ['OK', event.id, true, '']);
    assert.deepEqual(await alice.next(), ['EVENT', 'a', event]);
    // Too old for Alice's filter; for Bob's tag: nobody receives it.
    carol.send(['EVENT', signedEvent('11'.repeat(32), 'old', 'ab', 1_700_000_000)]);
    assert.equal((await carol.next())[2], true);
    alice.send(['CLOSE', 'a']);
    const later = signedEvent('11'.repeat(32), 'after close', 'ab');
    carol.send(['EVENT', later]);
    assert.equal((await carol.next())[2], true);
    const tagged = signedEvent('22'.repeat(32), 'for bob', 'cd');
    carol.send(['EVENT', tagged]);
    assert.equal((await carol.next())[2], true);
    // Bob's next message is his own tag's event: the three others never reached him, and
    // Alice (closed) receives nothing more.
    assert.deepEqual(await bob.next(), ['EVENT', 'b', tagged]);
    assert.equal(relay.stats().events, 4);
    for (const who of [alice, bob, carol]) who.close();
  } finally {
    await relay.close();
  }
});

test('sha256 ids follow NIP-01 serialization', () => {
  const event = { pubkey: 'ab', created_at: 1, kind: 1, tags: [['x', 'é"\n']], content: 'a"b\\c\n' };
  const expected = createHash('sha256')
    .update('[0,"ab",1,1,[["x","é\\"\\n"]],"a\\"b\\\\c\\n"]')
    .digest('hex');
  assert.equal(eventId(event), expected);
});
