/**
 * Taking over from a running shop without dropping a request (TAKE_OVER=true, docs/deploy.md,
 * "Upgrades"). PGlite admits one process per DATA_DIR, so the new process cannot open the database
 * before the old one has closed it. The new process therefore listens on its own port first and
 * parks every connection that arrives (nginx, finding the old process gone, sends it there), asks the
 * old process to stop (SIGTERM: it finishes what is in flight and releases DATA_DIR), opens the
 * database as soon as it is free, and then answers the parked connections in the order they came.
 */
import net from 'node:net';
import type { Server } from 'node:http';
import { StartupError } from '../db/errors';

export interface HeldPort {
  /** The listening socket, for `server.listen({ handle })`: the port is never closed in between. */
  handle: object;
  /** Hands every parked connection (and the port) to the shop's HTTP server. */
  release: (server: Server) => void;
  /** Closes the port and the parked connections (the start failed). */
  close: () => void;
}

/** Listens on host:port and parks each connection, unread, until `release`. */
export async function holdPort(port: number, host: string): Promise<HeldPort> {
  const parked: net.Socket[] = [];
  const holder = net.createServer({ pauseOnConnect: true }, (socket) => {
    socket.on('error', () => {}); // a client that gave up while parked: dropped when released
    parked.push(socket);
  });
  await new Promise<void>((resolve, reject) => {
    holder.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new StartupError(
          error.code === 'EADDRINUSE'
            ? `Port ${host}:${port} is already in use: a process taking over needs a port of its own (the old one keeps its port until it stops).`
            : `Cannot listen on ${host}:${port}: ${error.message}`,
        ),
      ),
    );
    holder.listen({ port, host, exclusive: true }, resolve);
  });
  const handle = (holder as unknown as { _handle: object })._handle;
  return {
    handle,
    release(server) {
      // The HTTP server now owns the listening handle; the holder lets go of it without closing it.
      (holder as unknown as { _handle: object | null })._handle = null;
      // Counted as the server's own connections (what net.Server does for those it accepts), so that
      // its close() waits for them too: nginx keeps these connections and sends on them for long after.
      const counted = server as unknown as { _connections: number };
      for (const socket of parked.splice(0)) {
        if (socket.destroyed) continue;
        counted._connections++;
        Object.assign(socket, { server, _server: server });
        server.emit('connection', socket);
        socket.resume();
      }
    },
    close() {
      for (const socket of parked.splice(0)) socket.destroy();
      holder.close();
    },
  };
}
