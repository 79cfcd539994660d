// A Nostr relay for the tests, on 127.0.0.1 only (NIP-01, with NIP-16's ephemeral events), in
// Node's own modules: a WebSocket server (RFC 6455), REQ / EVENT / CLOSE, and the same checks
// a public relay makes (the id is the event's hash, the signature is its author's, BIP-340), so
// an event it accepts is one a real relay accepts. It counts what each connection publishes:
// the traffic one game causes (docs/online.md).
//
//   import { startRelay } from './nostr_relay.mjs';
//   const relay = await startRelay();   // relay.url: ws://127.0.0.1:<port>
//   ...; relay.stats(); await relay.close();
//
// Standalone: node e2e/nostr_relay.mjs [port]
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
const MAX_MESSAGE = 128 * 1024;

// ---- BIP-340 verification over secp256k1, with BigInt -------------------------------------
const P = 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2fn;
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const G = [
  0x79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798n,
  0x483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8n,
];
const mod = (a, m = P) => ((a % m) + m) % m;
function power(base, exponent, m = P) {
  let result = 1n;
  base = mod(base, m);
  while (exponent > 0n) {
    if (exponent & 1n) result = (result * base) % m;
    base = (base * base) % m;
    exponent >>= 1n;
  }
  return result;
}
function add(a, b) {
  if (a === null) return b;
  if (b === null) return a;
  if (a[0] === b[0] && mod(a[1] + b[1]) === 0n) return null;
  const slope = a[0] === b[0] && a[1] === b[1]
    ? mod(3n * a[0] * a[0] * power(2n * a[1], P - 2n))
    : mod((b[1] - a[1]) * power(b[0] - a[0], P - 2n));
  const x = mod(slope * slope - a[0] - b[0]);
  return [x, mod(slope * (a[0] - x) - a[1])];
}
function multiply(point, scalar) {
  let result = null;
  for (let bit = 255n; bit >= 0n; bit--) {
    result = add(result, result);
    if ((scalar >> bit) & 1n) result = add(result, point);
  }
  return result;
}
const toNumber = (bytes) => BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`);
const toBytes = (n) => Buffer.from(n.toString(16).padStart(64, '0'), 'hex');
function taggedHash(tag, ...parts) {
  const tagHash = createHash('sha256').update(tag).digest();
  const hash = createHash('sha256').update(tagHash).update(tagHash);
  for (const part of parts) hash.update(part);
  return hash.digest();
}
function liftX(x) {
  if (x >= P) return null;
  const c = mod(x * x * x + 7n);
  const y = power(c, (P + 1n) / 4n);
  if (mod(y * y) !== c) return null;
  return [x, y % 2n === 0n ? y : P - y];
}
export function verifySchnorr(publicKeyHex, messageHex, signatureHex) {
  if (!/^[0-9a-f]{64}$/.test(publicKeyHex) || !/^[0-9a-f]{128}$/.test(signatureHex)) return false;
  const point = liftX(toNumber(Buffer.from(publicKeyHex, 'hex')));
  const signature = Buffer.from(signatureHex, 'hex');
  const r = toNumber(signature.subarray(0, 32));
  const s = toNumber(signature.subarray(32));
  if (point === null || r >= P || s >= N) return false;
  const message = Buffer.from(messageHex, 'hex');
  const e = mod(toNumber(taggedHash('BIP0340/challenge', toBytes(r), toBytes(point[0]), message)), N);
  const R = add(multiply(G, s), multiply([point[0], P - point[1]], e));
  return R !== null && R[1] % 2n === 0n && R[0] === r;
}

/** BIP-340 signing with zero auxiliary randomness, for the tests' own events. */
export function signSchnorr(secretHex) {
  const secret = toNumber(Buffer.from(secretHex, 'hex'));
  const point = multiply(G, secret);
  const d = point[1] % 2n === 0n ? secret : N - secret;
  const publicKey = toBytes(point[0]);
  return {
    publicKey: publicKey.toString('hex'),
    sign(messageHex) {
      const message = Buffer.from(messageHex, 'hex');
      const t = toBytes(d ^ toNumber(taggedHash('BIP0340/aux', Buffer.alloc(32))));
      const k0 = mod(toNumber(taggedHash('BIP0340/nonce', t, publicKey, message)), N);
      const R = multiply(G, k0);
      const k = R[1] % 2n === 0n ? k0 : N - k0;
      const e = mod(toNumber(taggedHash('BIP0340/challenge', toBytes(R[0]), publicKey, message)), N);
      return Buffer.concat([toBytes(R[0]), toBytes(mod(k + e * d, N))]).toString('hex');
    },
  };
}

// ---- Events and filters -----------------------------------------------------------------
export function eventId(event) {
  const serialized = JSON.stringify([0, event.pubkey, event.created_at, event.kind, event.tags, event.content]);
  return createHash('sha256').update(serialized).digest('hex');
}

function invalidReason(event) {
  if (typeof event !== 'object' || event === null) return 'not an event';
  const fields = ['id', 'pubkey', 'created_at', 'kind', 'tags', 'content', 'sig'];
  if (!fields.every((field) => field in event)) return 'missing field';
  if (!Number.isInteger(event.kind) || !Number.isInteger(event.created_at)) return 'bad number';
  if (!Array.isArray(event.tags) || !event.tags.every((tag) => Array.isArray(tag) && tag.every((item) => typeof item === 'string'))) return 'bad tags';
  if (typeof event.content !== 'string') return 'bad content';
  if (eventId(event) !== event.id) return 'bad event id';
  if (!verifySchnorr(event.pubkey, event.id, event.sig)) return 'bad signature';
  return null;
}

function matches(filter, event) {
  if (filter.kinds && !filter.kinds.includes(event.kind)) return false;
  if (filter.since !== undefined && event.created_at < filter.since) return false;
  if (filter.until !== undefined && event.created_at > filter.until) return false;
  if (filter.authors && !filter.authors.includes(event.pubkey)) return false;
  for (const [key, values] of Object.entries(filter)) {
    if (key.length === 2 && key[0] === '#') {
      const found = event.tags.some((tag) => tag[0] === key[1] && values.includes(tag[1]));
      if (!found) return false;
    }
  }
  return true;
}

// ---- WebSocket frames (RFC 6455) ----------------------------------------------------------
function frame(opcode, payload) {
  const body = Buffer.from(payload);
  let header;
  if (body.length < 126) header = Buffer.from([0x80 | opcode, body.length]);
  else if (body.length < 65536) {
    header = Buffer.alloc(4);
    header[0] = 0x80 | opcode;
    header[1] = 126;
    header.writeUInt16BE(body.length, 2);
  } else {
    header = Buffer.alloc(10);
    header[0] = 0x80 | opcode;
    header[1] = 127;
    header.writeBigUInt64BE(BigInt(body.length), 2);
  }
  return Buffer.concat([header, body]);
}

class Connection {
  constructor(relay, socket) {
    this.relay = relay;
    this.socket = socket;
    this.buffer = Buffer.alloc(0);
    this.parts = [];
    this.subscriptions = new Map();
    this.published = 0;
    socket.on('data', (data) => this.receive(data));
    socket.on('close', () => relay.connections.delete(this));
    socket.on('error', () => relay.connections.delete(this));
  }

  send(message) {
    if (!this.socket.destroyed) this.socket.write(frame(1, JSON.stringify(message)));
  }

  close(code) {
    const payload = Buffer.alloc(2);
    payload.writeUInt16BE(code);
    if (!this.socket.destroyed) this.socket.end(frame(8, payload));
  }

  receive(data) {
    this.buffer = Buffer.concat([this.buffer, data]);
    for (;;) {
      if (this.buffer.length < 2) return;
      const opcode = this.buffer[0] & 0x0f;
      const final = (this.buffer[0] & 0x80) !== 0;
      const masked = (this.buffer[1] & 0x80) !== 0;
      let length = this.buffer[1] & 0x7f;
      let at = 2;
      if (length === 126) {
        if (this.buffer.length < 4) return;
        length = this.buffer.readUInt16BE(2);
        at = 4;
      } else if (length === 127) {
        if (this.buffer.length < 10) return;
        const long = this.buffer.readBigUInt64BE(2);
        length = long > BigInt(MAX_MESSAGE) ? MAX_MESSAGE + 1 : Number(long);
        at = 10;
      }
      const partsLength = this.parts.reduce((sum, part) => sum + part.length, 0);
      if (!masked || length + partsLength > MAX_MESSAGE) {
        this.close(masked ? 1009 : 1002);
        return;
      }
      if (this.buffer.length < at + 4 + length) return;
      const mask = this.buffer.subarray(at, at + 4);
      const payload = Buffer.from(this.buffer.subarray(at + 4, at + 4 + length));
      for (let i = 0; i < payload.length; i++) payload[i] ^= mask[i % 4];
      this.buffer = this.buffer.subarray(at + 4 + length);
      if (opcode === 8) {
        this.close(1000);
        return;
      }
      if (opcode === 9) {
        this.socket.write(frame(10, payload));
        continue;
      }
      if (opcode === 1 || opcode === 0) {
        this.parts.push(payload);
        if (final) {
          const text = Buffer.concat(this.parts).toString('utf8');
          this.parts = [];
          this.message(text);
        }
      }
    }
  }

  message(text) {
    let message;
    try {
      message = JSON.parse(text);
    } catch {
      this.send(['NOTICE', 'invalid: not JSON']);
      return;
    }
    if (!Array.isArray(message)) {
      this.send(['NOTICE', 'invalid: not a list']);
      return;
    }
    const [type, ...rest] = message;
    if (type === 'EVENT') {
      const event = rest[0];
      const reason = invalidReason(event);
      if (reason !== null) {
        this.send(['OK', event?.id ?? '', false, `invalid: ${reason}`]);
        return;
      }
      this.published += 1;
      this.relay.events.push(event);
      this.send(['OK', event.id, true, '']);
      for (const connection of this.relay.connections) {
        for (const [subscription, filters] of connection.subscriptions) {
          if (filters.some((filter) => matches(filter, event))) connection.send(['EVENT', subscription, event]);
        }
      }
    } else if (type === 'REQ' && typeof rest[0] === 'string') {
      const filters = rest.slice(1).filter((filter) => typeof filter === 'object' && filter !== null);
      this.subscriptions.set(rest[0], filters);
      this.relay.subscriptions += 1;
      // Ephemeral events are never stored: nothing to send before the end of stored events.
      this.send(['EOSE', rest[0]]);
    } else if (type === 'CLOSE' && typeof rest[0] === 'string') {
      this.subscriptions.delete(rest[0]);
    } else {
      this.send(['NOTICE', `invalid: unknown message ${JSON.stringify(type)}`]);
    }
  }
}

export function startRelay({ port = 0 } = {}) {
  const relay = { connections: new Set(), events: [], subscriptions: 0 };
  const stats = () => ({
    events: relay.events.length,
    bytes: relay.events.reduce((sum, event) => sum + JSON.stringify(event).length, 0),
    subscriptions: relay.subscriptions,
    open: relay.connections.size,
  });
  // GET /stats: the counts, for a test in a browser page (any origin: the tests' pages).
  const server = createServer((request, response) => {
    if (request.url === '/stats') {
      response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      response.end(JSON.stringify(stats()));
      return;
    }
    response.writeHead(426, { 'content-type': 'text/plain' });
    response.end('a Nostr relay: connect with a WebSocket');
  });
  server.on('upgrade', (request, socket, head) => {
    const key = request.headers['sec-websocket-key'];
    if (typeof key !== 'string') {
      socket.destroy();
      return;
    }
    const accept = createHash('sha1').update(key + GUID).digest('base64');
    socket.write(
      'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n'
        + `Sec-WebSocket-Accept: ${accept}\r\n\r\n`,
    );
    const connection = new Connection(relay, socket);
    relay.connections.add(connection);
    // Bytes that came with the request, after its headers.
    if (head.length > 0) connection.receive(head);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address();
      resolve({
        url: `ws://127.0.0.1:${bound}`,
        port: bound,
        // Accepted events, by kind, and subscriptions opened: the traffic of a game.
        stats,
        events: () => [...relay.events],
        close: () => new Promise((done) => {
          for (const connection of relay.connections) connection.socket.destroy();
          server.close(() => done());
        }),
      });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const relay = await startRelay({ port: Number(process.argv[2] ?? 7777) });
  console.log(`Nostr relay on ${relay.url}`);
}
