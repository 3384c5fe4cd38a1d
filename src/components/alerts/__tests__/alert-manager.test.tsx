import React from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { AlertManager } from '../alert-manager';
import { postAlert } from '../alert-request';
import type { AlertAnswer, AlertRequest, AlertView } from '@brokerage/core/alerts/manage';
import { AREAS_FILE_PATH, type AreasFile } from '@brokerage/core/search/areas-file';

const TOKEN = 'v1.abc.def';
const SEARCH = '/properties/for-sale/in-dubai-marina/2-bedroom/type-apartment/';
const EMAIL = 'a•••@example.com';

const makeView = (overrides: Partial<AlertView> = {}): AlertView => ({
  search: SEARCH,
  email: EMAIL,
  frequency: 'daily',
  status: 'pending',
  locale: 'en',
  ...overrides,
});

/**
 * The alerts Function as the page sees it: one subscription behind TOKEN, changed by each
 * action as the service would; any other token is unknown, and so is a deleted one.
 */
function fakeService(start: Partial<AlertView> = {}) {
  let view: AlertView | null = makeView(start);
  const post = jest.fn(async (request: AlertRequest): Promise<AlertAnswer> => {
    if (request.token !== TOKEN || !view) return { ok: false, reason: 'token', message: 'Unknown or expired token.' };
    const status = { confirm: 'active', resume: 'active', pause: 'paused', unsubscribe: 'unsubscribed' } as const;
    if (request.action === 'delete') {
      view = null;
      return { ok: true, deleted: true };
    }
    if (request.action === 'frequency') {
      if (!request.frequency) return { ok: false, reason: 'input', message: 'No frequency.' };
      view = { ...view, frequency: request.frequency };
    } else if (request.action !== 'view') {
      view = { ...view, status: status[request.action] };
    }
    return { ok: true, subscription: view };
  });
  return { post, current: () => view };
}

const unavailable: AlertAnswer = { ok: false, reason: 'unavailable', message: 'CMS down' };
const actions = (post: jest.Mock) => post.mock.calls.map(([request]) => (request as AlertRequest).action);

beforeEach(() => {
  window.history.replaceState(null, '', '/alerts/');
  window.sessionStorage.clear();
});
// One test serves the areas file: the others see no network, as the jest setup has it.
afterEach(() =>
  (globalThis.fetch as jest.Mock).mockImplementation(() => Promise.reject(new Error('no network in unit tests'))),
);

describe('AlertManager', () => {
  it('is built with a neutral heading and a loading line, and asks nothing before it runs in the browser', () => {
    const { post } = fakeService();
    const html = renderToString(<AlertManager locale="en" search={`?token=${TOKEN}&action=confirm`} post={post} />);
    expect(html).toContain('Your property alert');
    expect(html).toContain('Loading your alert…');
    expect(html).not.toContain('example.com');
    expect(post).not.toHaveBeenCalled();
  });

  it('opens the confirmation link without confirming, says what its button does, and confirms from it', async () => {
    const user = userEvent.setup();
    const service = fakeService();
    const { post } = service;
    render(<AlertManager locale="en" search={`?token=${TOKEN}&action=confirm`} post={post} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your property alert');
    const button = await screen.findByRole('button', { name: 'Confirm my alert' });
    // A mail scanner that opens the link changes nothing: the page only asked to see the alert.
    expect(actions(post)).toEqual(['view']);
    expect(service.current()?.status).toBe('pending');
    expect(screen.getByText('To start getting e-mails for this search, press “Confirm my alert”.')).toBeInTheDocument();
    expect(button).toHaveAccessibleDescription('To start getting e-mails for this search, press “Confirm my alert”.');
    await user.click(button);
    expect(await screen.findByText(/Your alert is confirmed\./)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your alert is confirmed. We will e-mail you new listings that match this search.',
    );
    expect(actions(post)).toEqual(['view', 'confirm']);
    expect(screen.queryByText(/press “Confirm my alert”/)).toBeNull();
    expect(screen.getByRole('link', { name: '2 bedroom apartments for sale in Dubai Marina' })).toHaveAttribute(
      'href',
      SEARCH,
    );
    expect(screen.getByText(EMAIL)).toBeInTheDocument();
    expect(screen.getByText('Active: we e-mail you new listings for this search')).toBeInTheDocument();
    expect(screen.getByLabelText('How often')).toHaveDisplayValue('Once a day');
    for (const name of ['Save', 'Pause alerts', 'Unsubscribe', 'Delete alert and my data'])
      expect(screen.getByRole('button', { name })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Confirm my alert' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // A reload later must not confirm again, and the token leaves the address (this tab keeps it).
    expect(window.location.search).toBe('');
    expect(window.sessionStorage.getItem('alertToken')).toBe(TOKEN);
  });

  it('shows a pending alert as waiting and confirms it from its button', async () => {
    const user = userEvent.setup();
    const { post } = fakeService();
    render(<AlertManager locale="en" search={`?token=${TOKEN}`} post={post} />);
    expect(await screen.findByText('Please confirm your alert from the e-mail we sent')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith({ token: TOKEN, action: 'view' });
    expect(screen.queryByRole('button', { name: 'Pause alerts' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirm my alert' }));
    expect(await screen.findByText(/Your alert is confirmed\./)).toBeInTheDocument();
    expect(actions(post)).toEqual(['view', 'confirm']);
  });

  it('saves a new frequency', async () => {
    const user = userEvent.setup();
    const service = fakeService({ status: 'active' });
    render(<AlertManager locale="en" search={`?token=${TOKEN}`} post={service.post} />);
    await user.selectOptions(await screen.findByLabelText('How often'), 'Once a week');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(service.post).toHaveBeenLastCalledWith({ token: TOKEN, action: 'frequency', frequency: 'weekly' });
    expect(await screen.findByText('Your change is saved.')).toBeInTheDocument();
    expect(service.current()?.frequency).toBe('weekly');
    expect(screen.getByLabelText('How often')).toHaveDisplayValue('Once a week');
  });

  it('disables its controls while a change is on its way', async () => {
    const user = userEvent.setup();
    const service = fakeService({ status: 'active' });
    let release: () => void = () => undefined;
    const post = jest.fn((request: AlertRequest) =>
      request.action === 'view'
        ? service.post(request)
        : new Promise<AlertAnswer>((resolve) => (release = () => void service.post(request).then(resolve))),
    );
    render(<AlertManager locale="en" search={`?token=${TOKEN}`} post={post} />);
    await user.click(await screen.findByRole('button', { name: 'Pause alerts' }));
    expect(screen.getByRole('status')).toHaveTextContent('One moment…');
    for (const name of ['Save', 'Pause alerts', 'Unsubscribe', 'Delete alert and my data'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
    expect(screen.getByLabelText('How often')).toBeDisabled();
    await act(async () => release());
    expect(screen.getByRole('button', { name: 'Resume alerts' })).toBeEnabled();
  });

  it('pauses and resumes the alert', async () => {
    const user = userEvent.setup();
    const { post } = fakeService({ status: 'active' });
    render(<AlertManager locale="en" search={`?token=${TOKEN}`} post={post} />);
    await user.click(await screen.findByRole('button', { name: 'Pause alerts' }));
    expect(await screen.findByText('Paused: no e-mails until you resume it')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your alert is paused. We will not e-mail you until you resume it.',
    );
    expect(screen.queryByRole('button', { name: 'Pause alerts' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Resume alerts' }));
    expect(await screen.findByText('Active: we e-mail you new listings for this search')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your alert is on again.');
    expect(actions(post)).toEqual(['view', 'pause', 'resume']);
  });

  it('opens the unsubscribe link without unsubscribing, unsubscribes from its button, and takes the token out of the address', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', `/alerts/?token=${TOKEN}&action=unsubscribe`);
    const service = fakeService({ status: 'active' });
    const { post } = service;
    const { unmount } = render(<AlertManager locale="en" search={`?token=${TOKEN}&action=unsubscribe`} post={post} />);
    const button = await screen.findByRole('button', { name: 'Unsubscribe' });
    expect(screen.getByText('Active: we e-mail you new listings for this search')).toBeInTheDocument();
    expect(button).toHaveAccessibleDescription(
      'To stop e-mails for this search, press “Unsubscribe”. Nothing changes until you do.',
    );
    expect(service.current()?.status).toBe('active');
    expect(window.location.href).toMatch(/\/alerts\/$/);
    await user.click(button);
    expect(await screen.findByText('Unsubscribed: you get no e-mails for this search')).toBeInTheDocument();
    expect(post).toHaveBeenLastCalledWith({ token: TOKEN, action: 'unsubscribe' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are unsubscribed. You will get no more e-mails for this search.',
    );
    for (const name of ['Save', 'Pause alerts', 'Unsubscribe'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete alert and my data' })).toBeEnabled();
    expect(window.location.href).toMatch(/\/alerts\/$/);

    // A reload (the address has no token now) shows the alert from this tab's memory.
    unmount();
    render(<AlertManager locale="en" search="" post={post} />);
    expect(await screen.findByText('Unsubscribed: you get no e-mails for this search')).toBeInTheDocument();
    expect(actions(post)).toEqual(['view', 'unsubscribe', 'view']);

    // A one-click unsubscribe by mistake is undone on the page.
    await user.click(screen.getByRole('button', { name: 'Resume alerts' }));
    expect(await screen.findByText('Active: we e-mail you new listings for this search')).toBeInTheDocument();
  });

  it('unsubscribes from its button', async () => {
    const user = userEvent.setup();
    const { post } = fakeService({ status: 'paused' });
    render(<AlertManager locale="en" search={`?token=${TOKEN}`} post={post} />);
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(/You are unsubscribed\./)).toBeInTheDocument();
    expect(actions(post)).toEqual(['view', 'unsubscribe']);
  });

  it('deletes the alert and the address only once asked twice', async () => {
    const user = userEvent.setup();
    const service = fakeService({ status: 'active' });
    render(<AlertManager locale="en" search={`?token=${TOKEN}`} post={service.post} />);
    await user.click(await screen.findByRole('button', { name: 'Delete alert and my data' }));
    expect(screen.getByText(/Delete this alert and your e-mail address\?/)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'No, keep it' }));
    expect(screen.getByRole('button', { name: 'Delete alert and my data' })).toHaveFocus();
    expect(actions(service.post)).toEqual(['view']);

    await user.click(screen.getByRole('button', { name: 'Delete alert and my data' }));
    const group = within(screen.getByRole('group', { name: /Delete this alert/ }));
    await user.click(group.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Your alert and your e-mail address are deleted.')).toBeInTheDocument();
    expect(actions(service.post)).toEqual(['view', 'delete']);
    expect(service.current()).toBeNull();
    expect(screen.queryByText(EMAIL)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Browse properties for sale' })).toBeInTheDocument();
  });

  it('shows only a clear message for a link the service does not know', async () => {
    const { post } = fakeService({ status: 'active' });
    render(<AlertManager locale="en" search="?token=v1.forged.token&action=unsubscribe" post={post} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid, or the alert was deleted.');
    expect(screen.getByRole('link', { name: 'Browse properties for sale' })).toHaveAttribute(
      'href',
      '/properties/for-sale/in-dubai/',
    );
    expect(screen.queryByText(EMAIL)).toBeNull();
    expect(screen.queryByText(/Dubai Marina/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says a link is past its expiry, and shows nothing of the alert', async () => {
    const post = jest.fn(
      async (): Promise<AlertAnswer> => ({
        ok: false,
        reason: 'expired',
        message: 'This link has expired; use the link in your latest e-mail.',
      }),
    );
    render(<AlertManager locale="en" search={`?token=${TOKEN}&action=confirm`} post={post} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired. Use the link in the latest e-mail we sent you, or save the search again.',
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(window.location.search).toBe('');
  });

  it('says the same of an address without a token, asking nothing', async () => {
    const { post } = fakeService();
    render(<AlertManager locale="en" search="?action=confirm" post={post} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid');
    expect(post).not.toHaveBeenCalled();
  });

  it('offers to try again when the service cannot be reached', async () => {
    const user = userEvent.setup();
    const service = fakeService();
    // The first request gets no answer at all (the real network call, failing).
    const failing = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const post = jest
      .fn((request: AlertRequest) => service.post(request))
      .mockImplementationOnce((request) => postAlert(request, failing as unknown as typeof fetch));
    render(<AlertManager locale="en" search={`?token=${TOKEN}&action=confirm`} post={post} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach our service just now. Please try again in a moment.',
    );
    expect(failing).toHaveBeenCalledWith('/api/alerts', expect.objectContaining({ method: 'POST' }));
    expect(screen.queryByText(EMAIL)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/press “Confirm my alert”/)).toBeInTheDocument();
    expect(post.mock.calls.map(([r]) => r)).toEqual([
      { token: TOKEN, action: 'view' },
      { token: TOKEN, action: 'view' },
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the alert on screen when a change fails, and sends the same change again', async () => {
    const user = userEvent.setup();
    const service = fakeService({ status: 'active' });
    const post = jest.fn(service.post);
    render(<AlertManager locale="en" search={`?token=${TOKEN}`} post={post} />);
    await screen.findByText(EMAIL);
    post.mockResolvedValueOnce(unavailable);
    await user.click(screen.getByRole('button', { name: 'Pause alerts' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach our service just now.');
    expect(screen.getByText(EMAIL)).toBeInTheDocument();
    expect(screen.getByText('Active: we e-mail you new listings for this search')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Paused: no e-mails until you resume it')).toBeInTheDocument();
    expect(actions(post)).toEqual(['view', 'pause', 'pause']);
  });

  it('speaks Arabic on the Arabic page, areas named in Arabic once the areas file is in', async () => {
    const user = userEvent.setup();
    const areas: AreasFile = {
      areas: [{ name: 'Dubai Marina', slug: 'dubai-marina', names: { ar: 'دبي مارينا' } }],
      developers: [],
    };
    (globalThis.fetch as jest.Mock).mockImplementation((url: string) =>
      url === AREAS_FILE_PATH
        ? Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(areas) })
        : Promise.reject(new Error('no network in unit tests')),
    );
    const { post } = fakeService({ locale: 'ar' });
    render(<AlertManager locale="ar" search={`?token=${TOKEN}&action=confirm`} post={post} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('تنبيه العقارات الخاص بك');
    expect(await screen.findByRole('link', { name: 'شقق بغرفتي نوم للبيع في دبي مارينا' })).toHaveAttribute(
      'href',
      `/uae${SEARCH}`,
    );
    expect(screen.getByText('لبدء تلقي الرسائل لهذا البحث، اضغط «تأكيد التنبيه».')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'تأكيد التنبيه' }));
    expect(await screen.findByRole('button', { name: 'إيقاف التنبيهات مؤقتًا' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('تم تأكيد التنبيه.');
    expect(screen.getByLabelText('عدد مرات الإرسال')).toHaveDisplayValue('مرة في اليوم');
    // The address stays left to right inside the Arabic text.
    expect(screen.getByText(EMAIL)).toHaveAttribute('dir', 'ltr');
    await user.click(screen.getByRole('button', { name: 'إيقاف التنبيهات مؤقتًا' }));
    expect(await screen.findByRole('button', { name: 'استئناف التنبيهات' })).toBeInTheDocument();
  });
});
