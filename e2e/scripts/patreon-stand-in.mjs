// A stand-in for Patreon during the end-to-end run: its consent page, token endpoint and identity API, on the
// port given in PORT. Every account that allows the link is an active patron at the tier PATREON_TIER of the
// campaign PATREON_CAMPAIGN.
import http from 'node:http';
import { randomBytes } from 'node:crypto';

const port = Number(process.env.PORT);
const tier = process.env.PATREON_TIER ?? 'tier-crew';
const campaign = process.env.PATREON_CAMPAIGN ?? 'campaign-crew';
const codes = new Map();
const accessTokens = new Map();

const token = () => randomBytes(12).toString('hex');

function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Patreon's consent page: Allow sends the browser back with a code, Deny with error=access_denied. */
function consentPage(url) {
  const back = new URL(url.searchParams.get('redirect_uri') ?? '');
  const state = url.searchParams.get('state') ?? '';
  const allowed = new URL(back);
  allowed.search = new URLSearchParams({ code: issueCode(), state }).toString();
  const denied = new URL(back);
  denied.search = new URLSearchParams({ error: 'access_denied', state }).toString();
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Patreon</title></head><body>
<main><h1>Allow access to your Patreon membership?</h1>
<p><a href="${escapeHtml(allowed.toString())}">Allow</a> <a href="${escapeHtml(denied.toString())}">Deny</a></p>
</main></body></html>`;
}

function issueCode() {
  const code = token();
  codes.set(code, `patron-${token()}`);
  return code;
}

function tokensFor(patronId) {
  const accessToken = token();
  accessTokens.set(accessToken, patronId);
  return { access_token: accessToken, refresh_token: token(), expires_in: 2_678_400, token_type: 'Bearer' };
}

function identity(patronId) {
  return {
    data: {
      id: patronId,
      type: 'user',
      relationships: { memberships: { data: [{ id: `member-${patronId}`, type: 'member' }] } },
    },
    included: [
      {
        id: `member-${patronId}`,
        type: 'member',
        attributes: { patron_status: 'active_patron', currently_entitled_amount_cents: 500 },
        relationships: {
          currently_entitled_tiers: { data: [{ id: tier, type: 'tier' }] },
          campaign: { data: { id: campaign, type: 'campaign' } },
        },
      },
    ],
  };
}

function answer(req, url, body) {
  if (url.pathname === '/health') return [200, 'text/plain', 'ok'];
  if (req.method === 'GET' && url.pathname === '/oauth2/authorize')
    return [200, 'text/html; charset=utf-8', consentPage(url)];
  if (req.method === 'POST' && url.pathname === '/api/oauth2/token') {
    const form = new URLSearchParams(body);
    const patronId = form.get('grant_type') === 'authorization_code' && codes.get(form.get('code'));
    if (!patronId) return [400, 'application/json', JSON.stringify({ error: 'invalid_grant' })];
    codes.delete(form.get('code'));
    return [200, 'application/json', JSON.stringify(tokensFor(patronId))];
  }
  if (req.method === 'GET' && url.pathname === '/api/oauth2/v2/identity') {
    const patronId = accessTokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
    if (!patronId)
      return [401, 'application/json', JSON.stringify({ errors: [{ code_name: 'Unauthorized' }] })];
    return [200, 'application/json', JSON.stringify(identity(patronId))];
  }
  return [404, 'application/json', JSON.stringify({ error: 'not_found' })];
}

http
  .createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const [status, type, text] = answer(req, new URL(req.url ?? '/', `http://${req.headers.host}`), body);
      res.writeHead(status, { 'content-type': type }).end(text);
    });
  })
  .listen(port, '127.0.0.1');
