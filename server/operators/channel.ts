/**
 * The operators' channel: `npm run shop -- …` hands its command to the running shop, which runs it
 * in-process on its own open database (PGlite admits one process, so the tool could not open it
 * beside the shop) and streams the output back.
 *
 * - It is a Unix socket, `DATA_DIR/run/shop.sock`: never a TCP port, so never reachable from the
 *   network. DATA_DIR is 0700 (server/start.ts), `run/` is 0700 and the socket 0600, so the kernel
 *   refuses anyone but the shop's user (EACCES) before a byte is read.
 * - Each start writes a fresh random token to `DATA_DIR/run/shop.token` (0600); a client must send
 *   it, so a socket reached some other way (a copied path, a shared mount) still runs nothing.
 * - The protocol is one JSON line from the client ({ token, argv, cwd }) and JSON lines back
 *   ({ out } / { err } per printed line, then { exit }).
 *
 * This file is imported by the tool before anything heavy: it must stay light (no app, no database).
 */
import { randomBytes, createHash, timingSafeEqual } from 'node:crypto';
import { chmodSync, lstatSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';
import type { Output } from './io';

/** The folder, socket and token file of DATA_DIR's channel. */
export function channelPaths(dataDir: string) {
  const dir = path.join(path.resolve(dataDir), 'run');
  return { dir, socket: path.join(dir, 'shop.sock'), token: path.join(dir, 'shop.token') };
}

/** Linux's sun_path holds 108 bytes with its terminating NUL; a longer socket path cannot be bound. */
export const MAX_SOCKET_PATH = 107;

/** The most a request line may take, and how long its sender may take to send it. */
const MAX_REQUEST_BYTES = 1 << 20;
const REQUEST_TIMEOUT_MS = 10_000;

interface Request {
  token: string;
  argv: string[];
  cwd: string;
  /** The operator's login name, for the audit log (`cli:<user>`); an older client sends none. */
  user?: string;
}

export type Reply = { out: string } | { err: string } | { exit: number };

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Constant-time comparison of a presented token with the shop's. */
function tokenMatches(presented: unknown, expected: string): boolean {
  return typeof presented === 'string' && timingSafeEqual(digest(presented), digest(expected));
}

function parseRequest(line: string): Request | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return 'the request is not JSON';
  }
  const r = parsed as Partial<Request> | null;
  if (!r || typeof r !== 'object') return 'the request is not an object';
  if (typeof r.token !== 'string') return 'the request has no token';
  if (!Array.isArray(r.argv) || !r.argv.every((a) => typeof a === 'string')) return 'argv must be a list of strings';
  if (typeof r.cwd !== 'string' || !path.isAbsolute(r.cwd)) return 'cwd must be an absolute path';
  if (r.user !== undefined && (typeof r.user !== 'string' || !/^[\w.@-]{1,64}$/.test(r.user)))
    return 'user must be a login name';
  return r as Request;
}

export interface ChannelServerOptions {
  dataDir: string;
  /** Runs one command with the client's io and working directory; resolves to its exit status. */
  run: (argv: string[], io: Output, cwd: string, user: string | undefined) => Promise<number>;
  log: {
    info: (obj: object, msg: string) => void;
    warn: (obj: object, msg: string) => void;
    error: (obj: object, msg: string) => void;
  };
}

export interface ChannelServer {
  socket: string;
  /** Stops taking commands, waits for those running, and removes the socket and token. */
  close: () => Promise<void>;
}

/** Whether something answers on the socket now (a live shop), as opposed to a file left by one that died. */
function answers(socket: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.connect(socket);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

const removeQuietly = (file: string) => {
  try {
    unlinkSync(file);
  } catch {
    // gone already
  }
};

/**
 * Opens the channel of the shop on DATA_DIR, or returns undefined (and logs why) when it cannot: the
 * path is too long for a socket, or another live process on the same DATA_DIR (several shops on one
 * PostgreSQL) holds it already; commands then still work there through the database.
 */
export async function openChannelServer(options: ChannelServerOptions): Promise<ChannelServer | undefined> {
  const paths = channelPaths(options.dataDir);
  if (Buffer.byteLength(paths.socket) > MAX_SOCKET_PATH) {
    options.log.warn(
      { socket: paths.socket },
      'operators’ channel not opened: the DATA_DIR path is too long for a Unix socket; on PGlite `npm run shop` needs the shop stopped (use a shorter DATA_DIR)',
    );
    return undefined;
  }
  mkdirSync(paths.dir, { recursive: true, mode: 0o700 });
  const dirStat = lstatSync(paths.dir);
  if (!dirStat.isDirectory() || (process.getuid && dirStat.uid !== process.getuid())) {
    options.log.warn({ dir: paths.dir }, 'operators’ channel not opened: DATA_DIR/run is not a folder of this user');
    return undefined;
  }
  chmodSync(paths.dir, 0o700);
  if (await answers(paths.socket)) {
    options.log.info(
      { socket: paths.socket },
      'another shop process on this DATA_DIR holds the operators’ channel; this one runs without it',
    );
    return undefined;
  }
  // Left by a shop that was killed: nothing answers on it.
  removeQuietly(paths.socket);

  const token = randomBytes(32).toString('base64url');
  const draft = `${paths.token}.${process.pid}`;
  writeFileSync(draft, `${token}\n`, { mode: 0o600 });
  renameSync(draft, paths.token);

  const running = new Set<Promise<unknown>>();
  const connections = new Set<net.Socket>();
  let closing = false;

  const server = net.createServer((socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
    socket.on('error', () => {}); // a client gone mid-command: its output is dropped, the command runs on
    socket.setEncoding('utf8');
    socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy());
    let buffer = '';
    const send = (reply: Reply) => {
      if (!socket.destroyed && socket.writable) socket.write(`${JSON.stringify(reply)}\n`);
    };
    const finish = (code: number) => {
      send({ exit: code });
      socket.end();
    };
    const onData = (chunk: string) => {
      buffer += chunk;
      const newline = buffer.indexOf('\n');
      if (newline < 0) {
        if (buffer.length > MAX_REQUEST_BYTES) socket.destroy();
        return;
      }
      socket.off('data', onData);
      socket.setTimeout(0);
      const request = parseRequest(buffer.slice(0, newline));
      if (typeof request === 'string') {
        send({ err: `The shop refused the command: ${request}.` });
        return finish(2);
      }
      if (!tokenMatches(request.token, token)) {
        options.log.warn({}, 'operators’ channel: a command with a wrong token was refused');
        send({
          err: 'The shop refused the command: wrong channel token. Run the tool as the shop’s user, with the shop’s DATA_DIR.',
        });
        return finish(2);
      }
      if (closing) {
        send({ err: 'The shop is stopping; run the command again once it has stopped (or restarted).' });
        return finish(2);
      }
      const io: Output = { out: (line) => send({ out: line }), err: (line) => send({ err: line }) };
      options.log.info({ command: request.argv.slice(0, 2).join(' ') }, 'operator command');
      const work = options
        .run(request.argv, io, request.cwd, request.user)
        .catch((error: unknown) => {
          options.log.error({ err: error, command: request.argv.slice(0, 2).join(' ') }, 'operator command failed');
          io.err(`The command failed: ${error instanceof Error ? error.message : String(error)}`);
          return 1;
        })
        .then(finish);
      running.add(work);
      void work.finally(() => running.delete(work));
    };
    socket.on('data', onData);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(paths.socket, () => {
      server.off('error', reject);
      resolve();
    });
  });
  // The umask (0077, server/start.ts) already made it 0700 or less; 0600 says plainly: owner only.
  chmodSync(paths.socket, 0o600);

  return {
    socket: paths.socket,
    async close() {
      if (closing) return;
      closing = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all([...running]);
      // Idle clients (connected, no request yet) would keep the server open.
      for (const socket of connections) socket.destroy();
      await closed;
      removeQuietly(paths.socket);
      removeQuietly(paths.token);
    },
  };
}

export type ChannelResult =
  /** The shop ran the command: its exit status. */
  | { kind: 'done'; code: number }
  /** No shop answers on this DATA_DIR: the tool opens the database itself. */
  | { kind: 'absent' }
  /** A shop is there but the command could not be run through it (the message says why). */
  | { kind: 'refused'; message: string };

/**
 * Who runs the operators' tool: the login behind sudo when there is one (the shop's user is usually
 * shared), else this process's user.
 */
export function operatorLogin(): string {
  const name = process.env.SUDO_USER || userInfo().username;
  return /^[\w.@-]{1,64}$/.test(name) ? name : 'unknown';
}

/** Sends argv to the shop running on dataDir and prints what it prints; see ChannelResult. */
export async function sendToShop(dataDir: string, argv: string[], cwd: string, io: Output): Promise<ChannelResult> {
  const paths = channelPaths(dataDir);
  const notForYou = (code: string) => ({
    kind: 'refused' as const,
    message:
      `The running shop’s channel ${code === 'EACCES' || code === 'EPERM' ? 'refuses this user' : 'cannot be used'} (${code} on ${paths.dir}).\n` +
      'Run the command as the user the shop runs as (for example `sudo -u shop npm run shop -- …`).',
  });
  let socket: net.Socket;
  try {
    socket = await new Promise<net.Socket>((resolve, reject) => {
      const s = net.connect(paths.socket);
      s.once('connect', () => resolve(s));
      s.once('error', reject);
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    // No socket, or one left by a shop that is gone: no shop runs here.
    if (code === 'ENOENT' || code === 'ECONNREFUSED' || code === 'ENOTDIR') return { kind: 'absent' };
    return notForYou(code);
  }
  let token: string;
  try {
    token = readFileSync(paths.token, 'utf8').trim();
  } catch (error) {
    socket.destroy();
    return notForYou((error as NodeJS.ErrnoException).code ?? 'error');
  }
  return new Promise<ChannelResult>((resolve) => {
    let buffer = '';
    let exit: number | undefined;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let newline;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        let reply: Reply;
        try {
          reply = JSON.parse(line) as Reply;
        } catch {
          continue;
        }
        if ('out' in reply) io.out(reply.out);
        else if ('err' in reply) io.err(reply.err);
        else if ('exit' in reply) exit = reply.exit;
      }
    });
    const done = () =>
      resolve(
        exit !== undefined
          ? { kind: 'done', code: exit }
          : {
              kind: 'refused',
              message:
                'The shop closed the channel before the command finished (was it stopped?). The command may or may not have taken effect: look before running it again (orders show, stock history).',
            },
      );
    socket.once('close', done);
    socket.on('error', () => {}); // 'close' follows and reports it
    socket.write(`${JSON.stringify({ token, argv, cwd, user: operatorLogin() } satisfies Request)}\n`);
  });
}
