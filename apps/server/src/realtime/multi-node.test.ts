import type { ChildProcess } from 'node:child_process';
import { AccountType } from '@crewcast/contracts/account';
import type {
  ChatHistory,
  ChatMessage,
  CommentPush,
  LivestreamPush,
  RealtimeAck,
} from '@crewcast/contracts/realtime';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseConnection } from '../db/client';
import { createVerifiedAccount } from '../modules/account/create-account';
import { livestreams } from '../modules/live/live.schema';
import { seedTestCatalog } from '../test/catalog';
import { device, solveIntegrityChallenge } from '../test/members';
import { ask, connected, nextPush, openSocket } from '../test/realtime';
import { testSites, waitReady } from '../test/server-process';
import { createTestDatabase } from '../test/test-app';

const redisUrl = process.env.TEST_REDIS_URL;
const PASSWORD = 'two nodes one chat';

/** The nodes' throw-away sites: the built server as production runs it, each with its own data directory. */
const sites = testSites();

interface Node {
  url: string;
  process: ChildProcess;
}

/** A server process as production runs one, on the shared database and Redis. */
async function startNode(databaseUrl: string): Promise<Node> {
  const site = await sites.create({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl as string,
    // Shared by every node, as the deployment notes require: one address behind one balancer, and the secrets.
    PUBLIC_URL: 'http://nodes.test',
    JWT_SECRET: 'multi-node-jwt-secret-'.padEnd(48, 'x'),
    ALTCHA_HMAC_KEY: 'multi-node-altcha-key-'.padEnd(48, 'x'),
    MEDIA_URL_SECRET: 'multi-node-media-secret-'.padEnd(48, 'x'),
    PATREON_SECRET: 'multi-node-patreon-secret-'.padEnd(48, 'x'),
    ALTCHA_MAX_NUMBER: '200',
    CHAT_RATE_LIMIT_MESSAGES: '1000',
    REALTIME_EVENTS_PER_SECOND: '1000',
  });
  const started = sites.start(site);
  await waitReady(site, started, 60_000);
  return { url: site.url, process: started.child };
}

const running = (node: Node) => node.process.exitCode === null && node.process.signalCode === null;

/** Stops a node with SIGTERM (unless it is down already) and waits until it has exited. */
async function stopNode(node: Node): Promise<void> {
  if (!running(node)) return;
  const exited = new Promise((resolve) => node.process.once('exit', resolve));
  node.process.kill('SIGTERM');
  await exited;
}

async function login(node: Node, email: string): Promise<string> {
  const challenge = await fetch(`${node.url}/v2/account/integrity`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'login' }),
  });
  const res = await fetch(`${node.url}/v2/account/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-integrity-token': await solveIntegrityChallenge(await challenge.json()),
    },
    body: JSON.stringify({ email, password: PASSWORD, device: device() }),
  });
  if (!res.ok) throw new Error(`login failed: ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** Every chat message id a socket receives, in order. */
function collectChat(socket: Socket): number[] {
  const ids: number[] = [];
  socket.on('livestream', (push: LivestreamPush) => {
    if (push.type === 'messages') ids.push(...push.messages.map((message) => message.id));
  });
  return ids;
}

describe.runIf(redisUrl)('two nodes on one PostgreSQL and one Redis', () => {
  let database: DatabaseConnection;
  let databaseUrl: string;
  let nodeA: Node;
  let nodeB: Node;
  let livestreamId: string;
  let mediaId: number;
  const tokens: Record<string, string> = {};
  const sockets: Socket[] = [];

  async function connect(node: Node, who: string): Promise<Socket> {
    const socket = await connected(openSocket(node.url, tokens[who]));
    sockets.push(socket);
    return socket;
  }

  beforeAll(async () => {
    databaseUrl = await createTestDatabase('plain');
    database = connectDatabase(databaseUrl, 2);
    const catalog = await seedTestCatalog(database.db);
    mediaId = catalog.ep1;
    const [stream] = await database.db
      .insert(livestreams)
      .values({ title: 'Two node stream', state: 'live' })
      .returning({ id: livestreams.id });
    livestreamId = stream!.id;
    const names = ['alice', 'bob', 'carol', 'dave', 'erin'];
    for (const name of names)
      await createVerifiedAccount(database.db, {
        email: `${name}@nodes.test`,
        displayName: name,
        password: PASSWORD,
        accountType: AccountType.Normal,
      });
    [nodeA, nodeB] = await Promise.all([startNode(databaseUrl), startNode(databaseUrl)]);
    for (const name of names) tokens[name] = await login(nodeA, `${name}@nodes.test`);
  }, 120_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all([nodeA, nodeB].map((node) => node && stopNode(node)));
    await database?.close();
    await sites.cleanUp();
  }, 60_000);

  it('carries a chat message and a comment sent through node A to a client of node B', async () => {
    const alice = await connect(nodeA, 'alice');
    const bob = await connect(nodeB, 'bob');
    await ask(bob, 'livestream', { type: 'ping', livestreamId });
    await ask(bob, 'comment', { type: 'get', mediaId });

    const chat = nextPush<LivestreamPush>(bob, 'livestream', (push) => push.type === 'messages');
    const sent = await ask<{ message: ChatMessage }>(alice, 'livestream', {
      type: 'message',
      livestreamId,
      message: 'hello from node A',
    });
    expect(sent.ok).toBe(true);
    expect(await chat).toMatchObject({
      messages: [{ message: 'hello from node A', author: { displayName: 'alice' } }],
    });

    const comment = nextPush<CommentPush>(bob, 'comment', (push) => push.type === 'created');
    expect(
      await ask(alice, 'comment', { type: 'message', mediaId, message: 'a comment via A' }),
    ).toMatchObject({
      ok: true,
    });
    expect(await comment).toMatchObject({ comment: { message: 'a comment via A' } });
  });

  it('loses no acknowledged message when node A is killed mid-conversation', async () => {
    const carol = await connect(nodeA, 'carol');
    const erin = await connect(nodeA, 'erin');
    const dave = await connect(nodeB, 'dave');
    for (const socket of [carol, erin, dave]) await ask(socket, 'livestream', { type: 'ping', livestreamId });
    const erinSaw = collectChat(erin);
    const daveSaw = collectChat(dave);

    const acked: number[] = [];
    let sending = true;
    const conversation = (async () => {
      for (let i = 0; sending && i < 500; i += 1) {
        const answer: RealtimeAck<{ message: ChatMessage }> | undefined = await ask<{ message: ChatMessage }>(
          carol,
          'livestream',
          { type: 'message', livestreamId, message: `line ${i}` },
        ).catch(() => undefined);
        if (!answer) break;
        if (answer.ok) acked.push(answer.message.id);
      }
    })();
    while (acked.length < 20) await new Promise((resolve) => setTimeout(resolve, 10));
    nodeA.process.kill('SIGKILL');
    sending = false;
    await conversation;
    await stopNode(nodeA);

    // Carol's and Erin's clients reconnect to the surviving node and fetch what they missed.
    tokens.erinAgain = tokens.erin as string;
    const erinAgain = await connect(nodeB, 'erinAgain');
    await ask(erinAgain, 'livestream', { type: 'ping', livestreamId });
    const lastSeen = erinSaw.at(-1) ?? 0;
    const gap = await fetch(`${nodeB.url}/v2/livestream/chat/${livestreamId}?after=${lastSeen}`, {
      headers: { authorization: `Bearer ${tokens.erin}` },
    });
    const fetched = ((await gap.json()) as ChatHistory).messages.map((message) => message.id);
    const erinHas = [...erinSaw, ...fetched];
    expect(new Set(erinHas).size).toBe(erinHas.length);
    expect(acked.filter((id) => !erinHas.includes(id))).toEqual([]);

    // Dave never left node B: every acknowledged message reached him live.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(acked.filter((id) => !daveSaw.includes(id))).toEqual([]);
    expect(new Set(daveSaw).size).toBe(daveSaw.length);
  }, 60_000);
});
