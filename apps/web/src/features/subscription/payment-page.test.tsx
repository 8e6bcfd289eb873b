import { IDEMPOTENCY_HEADER } from '@crewcast/contracts/constants/billing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { visitExternalPage } from '@/lib/external-navigation';
import { ANNUAL, billingOptions, MONTHLY, subscription } from '@/testing/billing-fixtures';
import { errorAnswer, fakeApi, fakeRequests, type FakeRequest, type FakeRoutes } from '@/testing/fake-api';
import { fill } from '@/testing/fill';
import { episodeSummary, remoteConfig, translations } from '@/testing/fixtures';
import { renderAppAt } from '@/testing/render-app';
import { logIn, MEMBER_ROUTES } from '@/testing/session';

const strings = translations({
  'payment.card.number': 'Card number',
  'payment.card.expiry': 'Expiry date',
  'payment.card.cvc': 'CVC',
  'payment.card.name': 'Name on card',
  'payment.plan.points.month.one': '1 Producer Point every month',
  'payment.plan.points.month.other': '|0 Producer Points every month',
  'payment.plan.points.year.one': '1 Producer Point every year',
  'payment.plan.points.year.other': '|0 Producer Points every year',
  'payment.plan.badge': 'An exclusive profile badge',
  'payment.plan.save': 'Save |0%',
  'payment.trial.title': 'Your |0-day free trial',
  'payment.noTrial.title': 'You’ll be charged today',
  'payment.perks.firstPayment': 'Points come with each payment, the first on |0.',
  'payment.perks.firstPayment.badge': 'Points and the badge come with the first payment, on |0.',
  'payment.testMode.badge': 'TEST MODE',
  'payment.submit.trial': 'Start free trial',
  'payment.submit.pay': 'Subscribe for |0',
  'payment.submit.retry': 'Try again',
  'payment.submit.provider': 'Continue to payment',
  'payment.success.title': 'Welcome to the crew!',
  'payment.success.trialStarted': 'Your |0-day free trial has started',
  'payment.success.trial': 'Your free trial runs until |0.',
  'payment.success.watch': 'Start watching',
  'payment.success.account': 'Manage your subscription',
  'payment.already.title': 'You’re already a member',
  'payment.already.account': 'Go to your account',
  'payment.canceled': 'Checkout was cancelled.',
  'payment.summary.dueToday': 'Due today',
  'payment.summary.discount': 'Discount code |0',
  'payment.summary.firstCharge': 'First charge, after the trial',
  'payment.coupon.add': 'Add a discount code',
  'payment.coupon.apply': 'Apply',
  'payment.coupon.remove': 'Remove',
  'payment.watchTarget.eyebrow': 'Subscribe to watch',
  'coupon.field': 'Discount code',
  'coupon.notFound': 'No Discount Code Found',
  'coupon.percentOff': '|0% off',
});

const PAID_EPISODE = episodeSummary(7, 'The Long Night', {
  seasonId: 1,
  episodeNumber: 3,
  durationSeconds: 1500,
  images: [{ type: 'thumbnail', url: '/images/long-night.jpg' }],
});

const NOT_SUBSCRIBED = { ...MEMBER_ROUTES['GET /v1/userinfo/query'], hasSubscription: false };

function renderPayment(routes: FakeRoutes = {}, url = '/payment', config = remoteConfig()) {
  logIn();
  const fetchMock = fakeApi({
    ...MEMBER_ROUTES,
    'GET /v1/userinfo/query': NOT_SUBSCRIBED,
    'GET /v1/billing/options': billingOptions(),
    'GET /v1/subscription': { subscription: null },
    ...routes,
  });
  const view = renderAppAt(url, { strings, config });
  return { ...view, fetchMock };
}

const checkouts = (fetchMock: ReturnType<typeof fakeApi>) =>
  fakeRequests(fetchMock).filter(({ method, path }) => method === 'POST' && path === '/v1/checkout');

async function fillCard(number = '4242424242424242') {
  await userEvent.type(await screen.findByLabelText('Card number'), number);
  await fill(screen.getByLabelText('Expiry date'), '1230');
  await fill(screen.getByLabelText('CVC'), '123');
  await fill(screen.getByLabelText('Name on card'), 'Ada Lovelace');
}

describe('payment page', () => {
  it('shows both plans with price, points and the annual badge, and explains the free trial', async () => {
    renderPayment();
    const monthly = await screen.findByRole('radio', { name: 'Monthly' });
    expect((monthly as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'Annual' })).toBeTruthy();
    expect(screen.getByText('$3.99')).toBeTruthy();
    expect(screen.getByText('$39.99')).toBeTruthy();
    expect(screen.getByText('2 Producer Points every month')).toBeTruthy();
    expect(screen.getByText('30 Producer Points every year')).toBeTruthy();
    expect(screen.getAllByText('An exclusive profile badge')).toHaveLength(1);
    expect(screen.getByText('Save 16%')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your 14-day free trial' })).toBeTruthy();
    expect(screen.getByText('TEST MODE')).toBeTruthy();
    expect(screen.getByText('4242 4242 4242 4242')).toBeTruthy();
    expect(screen.getByText('4000 0000 0000 0002')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start free trial' })).toBeTruthy();
  });

  it('says a plan of one point in the singular', async () => {
    renderPayment({
      'GET /v1/billing/options': billingOptions({ plans: [{ ...MONTHLY, pointsPerPeriod: 1 }, ANNUAL] }),
    });
    expect(await screen.findByText('1 Producer Point every month')).toBeTruthy();
  });

  it('says the plan’s points and the annual badge come with the first payment, after the trial', async () => {
    renderPayment();
    const trialEnd = new Date(Date.now() + 14 * 86_400_000);
    const day = trialEnd.toLocaleDateString('en', { day: 'numeric' });
    expect(await screen.findByText(/^Points come with each payment, the first on /)).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Annual' }));
    const annual = screen.getByText(/^Points and the badge come with the first payment, on /);
    expect(annual.textContent).toContain(day);
  });

  it('says the plan is charged today once the free trial has been used', async () => {
    renderPayment({ 'GET /v1/billing/options': billingOptions({ trialAvailable: false }) });
    expect(await screen.findByRole('heading', { name: 'You’ll be charged today' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subscribe for $3.99' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Annual' }));
    expect(screen.getByRole('button', { name: 'Subscribe for $39.99' })).toBeTruthy();
  });

  it('checks the card before sending anything, leading to the first field to fix', async () => {
    const { fetchMock } = renderPayment();
    await userEvent.click(await screen.findByRole('button', { name: 'Start free trial' }));
    expect(screen.getByText('[]payment.card.error.numberRequired')).toBeTruthy();
    expect(screen.getByText('[]payment.card.error.expiryRequired')).toBeTruthy();
    expect(screen.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Card number'));
    expect(checkouts(fetchMock)).toHaveLength(0);
  });

  it('subscribes once however often the button is pressed, then welcomes the member', async () => {
    const started = subscription({ plan: billingOptions().plans[1] });
    let answer: (value: Response) => void = () => {};
    const { fetchMock } = renderPayment({
      'POST /v1/checkout': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'Annual' }));
    await fillCard();
    const submit = screen.getByRole('button', { name: 'Start free trial' });
    await userEvent.click(submit);
    await userEvent.click(submit);
    await waitFor(() => expect(checkouts(fetchMock)).toHaveLength(1));
    answer(Response.json({ status: 'complete', subscription: started }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to the crew!' })).toBeTruthy();
    const startedHeading = await screen.findByRole('heading', {
      level: 2,
      name: 'Your 14-day free trial has started',
    });
    await waitFor(() => expect(document.activeElement).toBe(startedHeading));
    const [request] = checkouts(fetchMock);
    expect(request?.headers.get(IDEMPOTENCY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    expect(request?.body).toEqual({
      planId: 'annual',
      card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', name: 'Ada Lovelace' },
    });
    expect(screen.getByText(/^Your free trial runs until /)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start watching' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Manage your subscription' }).getAttribute('href')).toBe(
      '/account',
    );
    // The shell's subscription fields are asked for again, so the nudge stops.
    await waitFor(() =>
      expect(
        fakeRequests(fetchMock).filter(({ path }) => path === '/v1/userinfo/query?select=subscription'),
      ).toHaveLength(1),
    );
  });

  it('shows a declined card, and tries again as a new attempt', async () => {
    const answers = [
      errorAnswer(402, 'PAYMENT_DECLINED', 'Your card was declined.'),
      Response.json({ status: 'complete', subscription: subscription() }),
    ];
    const { fetchMock } = renderPayment({ 'POST /v1/checkout': () => answers.shift() });
    await fillCard('4000000000000002');
    await userEvent.click(screen.getByRole('button', { name: 'Start free trial' }));

    expect((await screen.findByRole('alert')).textContent).toContain('[]payment.error.declined');
    await userEvent.clear(screen.getByLabelText('Card number'));
    await userEvent.type(screen.getByLabelText('Card number'), '4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to the crew!' })).toBeTruthy();
    const keys = checkouts(fetchMock).map(({ headers }) => headers.get(IDEMPOTENCY_HEADER));
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('retries a purchase whose answer was lost with the same key, so it cannot pay twice', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let calls = 0;
    const { fetchMock } = renderPayment({
      'POST /v1/checkout': () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return { status: 'complete', subscription: subscription() };
      },
    });
    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: 'Start free trial' }));
    expect((await screen.findByRole('alert')).textContent).toContain('[]common.error.network');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to the crew!' })).toBeTruthy();
    const [first, second] = checkouts(fetchMock).map(({ headers }) => headers.get(IDEMPOTENCY_HEADER));
    expect(second).toBe(first);
  });

  it('shows the server’s card errors next to the fields in the member’s words, and focuses the first', async () => {
    const message = 'In test mode only test card numbers are accepted.';
    renderPayment({
      'POST /v1/checkout': errorAnswer(400, 'VALIDATION', message, { fields: { 'card.number': [message] } }),
    });
    await fillCard('5555555555554444');
    await userEvent.click(screen.getByRole('button', { name: 'Start free trial' }));
    const number = screen.getByLabelText('Card number');
    await waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('[]payment.card.error.notAccepted').id).toBe(
      number.getAttribute('aria-describedby'),
    );
    expect(screen.queryByText(message)).toBeNull();
    expect(document.activeElement).toBe(number);
  });

  it('sends Stripe members on to the provider’s checkout page', async () => {
    renderPayment({
      'GET /v1/billing/options': billingOptions({ provider: 'stripe', testMode: false }),
      'POST /v1/checkout': { status: 'redirect', url: 'https://checkout.stripe.test/c/session_1' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    await waitFor(() =>
      expect(vi.mocked(visitExternalPage)).toHaveBeenCalledWith(
        new URL('https://checkout.stripe.test/c/session_1'),
      ),
    );
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.queryByText('TEST MODE')).toBeNull();
  });

  it('offers patrons to link Patreon instead, only while patreon_enabled is on', async () => {
    const off = renderPayment();
    await screen.findByLabelText('Card number');
    expect(screen.queryByText('[]patreon.offer')).toBeNull();
    off.unmount();

    const patreonPage = 'https://www.patreon.com/oauth2/authorize?client_id=abc&state=s';
    renderPayment(
      { 'POST /v1/patreon/connect': { url: patreonPage } },
      '/payment',
      remoteConfig({ patreon_enabled: true }),
    );
    expect(await screen.findByText('[]patreon.offer')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /\[\]patreon\.link/ }));
    await waitFor(() => expect(vi.mocked(visitExternalPage)).toHaveBeenCalledWith(new URL(patreonPage)));
  });

  it('says nothing was charged when the member cancelled the provider’s checkout', async () => {
    renderPayment({}, '/payment?checkout=canceled');
    expect(await screen.findByText('Checkout was cancelled.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeTruthy();
  });

  it('waits for the provider to confirm, then welcomes the member', async () => {
    const answers = [{ subscription: null }, { subscription: subscription() }];
    renderPayment(
      { 'GET /v1/subscription': () => answers.shift() ?? { subscription: subscription() } },
      '/payment?checkout=success',
    );
    expect(await screen.findByText('[]payment.confirming')).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: 'Welcome to the crew!' }, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('shows members who already subscribe their plan and the way to their account', async () => {
    renderPayment({ 'GET /v1/subscription': { subscription: subscription({ status: 'active' }) } });
    const card = (await screen.findByRole('heading', { name: 'You’re already a member' }))
      .parentElement as HTMLElement;
    expect(within(card).getByRole('heading', { name: 'Monthly' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Go to your account' }).getAttribute('href')).toBe(
      '/account',
    );
    expect(screen.queryByRole('button', { name: 'Start free trial' })).toBeNull();
  });

  it('does not take a second payment from a member whose Patreon pledge is their subscription', async () => {
    renderPayment({
      'GET /v1/userinfo/query': { ...NOT_SUBSCRIBED, hasSubscription: true, subscriptionType: 'patreon' },
    });
    expect(await screen.findByRole('heading', { name: 'You’re already a member' })).toBeTruthy();
    expect(screen.getByText('[]subscription.patreon.body')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start free trial' })).toBeNull();
  });

  it('needs a login', async () => {
    fakeApi({});
    const { router } = renderAppAt('/payment');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the episode the member came from, and goes back to it once subscribed', async () => {
    const { fetchMock } = renderPayment(
      {
        'GET /channels/v14/media/7': PAID_EPISODE,
        'POST /v1/checkout': { status: 'complete', subscription: subscription() },
      },
      '/payment?return=%2Fvideo%2F7',
    );
    const target = await screen.findByRole('region', { name: '[]payment.watchTarget.label' });
    expect(within(target).getByRole('heading', { name: 'The Long Night' })).toBeTruthy();
    expect(target.querySelector('img')?.getAttribute('src')).toMatch(/\/images\/long-night\.jpg$/);
    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: 'Start free trial' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to the crew!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start watching' }).getAttribute('href')).toBe('/video/7');
    expect(checkouts(fetchMock)[0]?.body).toMatchObject({ returnTo: '/video/7' });
  });

  it.each(['https://evil.example/video/7', '//evil.example/video/7', '/\\evil.example'])(
    'takes only a path of this site as the page to go back to, not %s',
    async (target) => {
      const { fetchMock } = renderPayment(
        { 'POST /v1/checkout': { status: 'complete', subscription: subscription() } },
        `/payment?return=${encodeURIComponent(target)}`,
      );
      await fillCard();
      await userEvent.click(screen.getByRole('button', { name: 'Start free trial' }));
      expect(await screen.findByRole('heading', { name: 'Welcome to the crew!' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Start watching' }).getAttribute('href')).toBe('/');
      expect(checkouts(fetchMock)[0]?.body).not.toHaveProperty('returnTo');
    },
  );

  it('takes a discount code before paying, with the price it gives, and sends it with the card', async () => {
    const { fetchMock } = renderPayment({
      'GET /v1/billing/options': billingOptions({ trialAvailable: false }),
      'GET /v3/stripecoupon': (request: FakeRequest) =>
        request.path.includes('search=CREW20')
          ? { coupon: { code: 'CREW20', percentOff: 20, durationInMonths: 3 } }
          : { coupon: null },
      'POST /v1/checkout': { status: 'complete', subscription: subscription() },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a discount code' }));
    const field = screen.getByLabelText('Discount code');
    await userEvent.type(field, 'NOPE{Enter}');
    expect(await screen.findByText('No Discount Code Found')).toBeTruthy();
    expect(checkouts(fetchMock)).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, 'CREW20');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Discount code CREW20')).toBeTruthy();
    expect(screen.getByText('−$0.80')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subscribe for $3.19' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Annual' }));
    // An annual charge gets the 3 discounted months of its 12: 5% of $39.99.
    expect(screen.getByRole('button', { name: 'Subscribe for $37.99' })).toBeTruthy();

    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe for $37.99' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to the crew!' })).toBeTruthy();
    expect(checkouts(fetchMock)[0]?.body).toMatchObject({ planId: 'annual', coupon: 'CREW20' });
  });

  it('brings a code refused at checkout back to its field with the server’s reason', async () => {
    const message = 'That discount code has been used the maximum number of times.';
    renderPayment({
      'GET /v3/stripecoupon': { coupon: { code: 'CREW20', percentOff: 20, durationInMonths: 3 } },
      'POST /v1/checkout': errorAnswer(400, 'BAD_REQUEST', message, { fields: { coupon: [message] } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a discount code' }));
    await userEvent.type(screen.getByLabelText('Discount code'), 'CREW20{Enter}');
    expect(await screen.findByText('Discount code CREW20')).toBeTruthy();
    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: 'Start free trial' }));
    const field = await screen.findByLabelText('Discount code');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(message)).toBeTruthy();
    expect(document.activeElement).toBe(field);
  });
});
