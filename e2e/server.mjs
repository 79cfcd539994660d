// A tiny static server for the end-to-end tests: serves dist/ under a sub-path (default
// /touche/), the way GitHub Pages serves a project site: a folder's index.html for the folder
// (a game's page, /touche/skirman/), a redirect to add a folder's missing slash. Anything outside
// the sub-path is a 404.
//
//   node e2e/server.mjs [DIST_DIR] [PORT]      (PORT 0 or absent: any free port)
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/plain; charset=utf-8',
};

/**
 * Starts the server. Resolves to { url, port, close() } once it listens; `url` ends with the
 * base path, e.g. http://127.0.0.1:41234/touche/. With `githubPages`, responses are gzipped
 * and cached for 10 minutes, as GitHub Pages serves them (for Lighthouse).
 */
export async function startServer({ root, base = '/touche/', port = 0, host = '127.0.0.1', githubPages = false } = {}) {
  const rootDir = resolve(root);
  if (!base.startsWith('/') || !base.endsWith('/')) throw new Error(`base must be /x/, got ${base}`);
  await stat(join(rootDir, 'index.html')).catch(() => {
    throw new Error(`${join(rootDir, 'index.html')} not found: build first (trunk build --release --public-url ${base})`);
  });

  const server = createServer(async (req, res) => {
    const send = (status, body, headers = {}) => {
      const type = headers['content-type'] ?? '';
      const compress = githubPages && body && /gzip/.test(req.headers['accept-encoding'] ?? '')
        && /text|javascript|json|wasm|svg|manifest/.test(type);
      if (compress) {
        body = gzipSync(body);
        headers = { ...headers, 'content-encoding': 'gzip', vary: 'Accept-Encoding' };
      }
      res.writeHead(status, { 'cache-control': githubPages ? 'max-age=600' : 'no-store', ...headers });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'method not allowed');
    let path;
    try {
      path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    } catch {
      return send(400, 'bad request');
    }
    if (path === base.slice(0, -1)) return send(301, '', { location: base });
    if (!path.startsWith(base)) return send(404, 'not found', { 'content-type': 'text/plain' });
    let rel = path.slice(base.length);
    if (rel === '' || rel.endsWith('/')) rel += 'index.html';
    const file = resolve(rootDir, rel);
    if (file !== rootDir && !file.startsWith(rootDir + sep)) return send(404, 'not found');
    // A folder without its trailing slash (a game's page: /touche/skirman): redirect, as GitHub
    // Pages does, so that the page's relative links resolve.
    if ((await stat(file).catch(() => null))?.isDirectory()) {
      const query = new URL(req.url, 'http://x').search;
      return send(301, '', { location: `${path}/${query}` });
    }
    try {
      const body = await readFile(file);
      send(200, body, { 'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream' });
    } catch {
      send(404, 'not found', { 'content-type': 'text/plain' });
    }
  });

  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, ok);
  });
  const actualPort = server.address().port;
  return {
    url: `http://${host}:${actualPort}${base}`,
    port: actualPort,
    close: () => new Promise((ok) => { server.closeAllConnections?.(); server.close(() => ok()); }),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const here = fileURLToPath(new URL('.', import.meta.url));
  const root = process.argv[2] ?? join(here, '..', 'dist');
  const port = Number(process.argv[3] ?? process.env.PORT ?? 0);
  const { url } = await startServer({ root, port, base: process.env.BASE_PATH ?? '/touche/' });
  console.log(`serving ${resolve(root)} at ${url}`);
}
