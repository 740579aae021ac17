import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the stub answers one POST /data-external. */
export type CrmBehaviour =
  | 'ok' // records the contact, 201
  | 'error' // drops the connection without answering (network error)
  | '5xx' // 503, records nothing
  | 'hang' // records the contact, then never answers (the client's time-out fires; its retry is a duplicate)
  | 'slow' // records the contact after a delay shorter than the time-out, 201
  | 'lost'; // records the contact, then answers 502 (the answer is lost; the retry is a duplicate)

export type CrmStub = {
  url: string;
  token: string;
  /** Contacts recorded per idempotency key: a CRM that dedupes records each once. */
  created: Map<string, number>;
  /** Every POST received, and those whose key the stub already had (answered 409). */
  requests: number;
  duplicatesRefused: number;
  /** Bodies by key (the first one recorded). */
  bodies: Map<string, unknown>;
  behaviours: CrmBehaviour[];
  down: boolean;
  close(): Promise<void>;
};

/**
 * A faithful local CRM over real HTTP (decision 014): POST /data-external with a bearer token and an
 * Idempotency-Key, deduping by that key (409 for a key it already has), and GET /health. `behaviours` is a cycle
 * applied request after request; `down` answers 503 to everything, health included.
 */
export async function startCrmStub(options: {
  behaviours?: CrmBehaviour[];
  slowMs?: number;
  token?: string;
}): Promise<CrmStub> {
  const token = options.token ?? 'crm-test-token';
  const hanging = new Set<ServerResponse>();
  let turn = 0;
  const stub: CrmStub = {
    url: '',
    token,
    created: new Map(),
    requests: 0,
    duplicatesRefused: 0,
    bodies: new Map(),
    behaviours: options.behaviours ?? ['ok'],
    down: false,
    close: async () => {},
  };

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (c: string) => {
        body += c;
      });
      req.on('end', () => resolve(body));
      req.on('error', reject);
    });

  const server: Server = createServer(async (req, res) => {
    if (req.method === 'GET' && req.url === '/health') {
      res.writeHead(stub.down ? 503 : 200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ ok: !stub.down }));
    }
    if (req.method !== 'POST' || req.url !== '/data-external') {
      res.writeHead(404);
      return res.end();
    }
    const body = await readBody(req);
    stub.requests++;
    if (req.headers.authorization !== `Bearer ${token}`) {
      res.writeHead(401);
      return res.end();
    }
    if (stub.down) {
      res.writeHead(503);
      return res.end();
    }
    const key = String(req.headers['idempotency-key'] ?? '');
    if (!key) {
      res.writeHead(400);
      return res.end();
    }
    const record = () => {
      if (stub.created.has(key)) return false;
      stub.created.set(key, 1);
      stub.bodies.set(key, JSON.parse(body));
      return true;
    };
    const behaviour = stub.behaviours[turn++ % stub.behaviours.length] ?? 'ok';
    switch (behaviour) {
      case 'error':
        req.socket.destroy();
        return;
      case '5xx':
        res.writeHead(503);
        return res.end();
      case 'hang':
        record();
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      case 'lost':
        record();
        res.writeHead(502);
        return res.end();
      case 'slow':
        await new Promise((r) => setTimeout(r, options.slowMs ?? 100));
        break;
      default:
        break;
    }
    if (!record()) {
      stub.duplicatesRefused++;
      res.writeHead(409, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ success: false, message: 'duplicate' }));
    }
    res.writeHead(201, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ success: true }));
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stub.close = async () => {
    for (const res of hanging) res.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return stub;
}
