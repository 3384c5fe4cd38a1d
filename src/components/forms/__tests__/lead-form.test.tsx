import React from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { LeadForm } from '../lead-form';
import { FormModalButton } from '../form-modal-button';
import { EnquireButton } from '../enquire-button';
import { PageForm } from '../page-form';
import type { PostResult } from '../post-submission';
import type { Submission } from '@brokerage/core/forms/submission';

type Post = (s: Submission, f: File | null) => Promise<PostResult>;
const ok: PostResult = { ok: true };
const down: PostResult = { ok: false, message: 'HTTP 503', errors: {}, network: false };

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^First Name/), 'Ann');
  await user.type(screen.getByLabelText(/^Last Name/), 'Lee');
  await user.type(screen.getByLabelText(/^Telephone/), '+971 (50) 123-4567');
  await user.type(screen.getByLabelText(/^Email Address/), 'ann@example.com');
  await user.type(screen.getByLabelText(/^Message/), 'Call me');
}

beforeEach(() => {
  window.dataLayer = [];
  sessionStorage.clear();
});

describe('LeadForm', () => {
  it('starts idle with starred required labels, the required note and the terms', () => {
    render(<LeadForm formId="contact" locale="en" post={jest.fn()} />);
    expect(screen.getByLabelText('First Name *')).toBeRequired();
    expect(screen.getByLabelText('Message')).not.toBeRequired();
    expect(screen.getByText('* is a required field')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions/',
    );
    expect(screen.getByRole('link', { name: 'Privacy and Cookies Policy' })).toHaveAttribute(
      'href',
      '/privacy-and-cookie-policy/',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the banner and marks the fields of an empty submit, sending nothing', async () => {
    const user = userEvent.setup();
    const post = jest.fn<ReturnType<Post>, Parameters<Post>>();
    render(<LeadForm formId="contact" locale="en" post={post} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Highlighted fields are required');
    expect(screen.getByLabelText('First Name *')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email Address *')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Message')).not.toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();
  });

  it('keeps and sends what the visitor typed into the page before its script took over', async () => {
    const user = userEvent.setup();
    const post = jest.fn<ReturnType<Post>, Parameters<Post>>(async () => ok);
    const form = <LeadForm formId="contact" locale="en" post={post} />;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(form);
    const typed = {
      first_name: 'Ann',
      last_name: 'Lee',
      telephone: '+971 50 123 4567',
      email: 'ann@example.com',
      message: 'Call me',
    };
    for (const [name, value] of Object.entries(typed))
      (container.querySelector(`[name="${name}"]`) as HTMLInputElement).value = value;
    let root: Root | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, form);
      });
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(screen.queryByText('Highlighted fields are required')).toBeNull();
      expect(post.mock.calls[0]?.[0].values).toMatchObject(typed);
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });

  it('filters telephone typing and trims leading spaces', async () => {
    const user = userEvent.setup();
    render(<LeadForm formId="contact" locale="en" post={jest.fn()} />);
    await user.type(screen.getByLabelText('Telephone *'), '+971 (50) abc');
    expect(screen.getByLabelText('Telephone *')).toHaveValue('+971 50 ');
    await user.type(screen.getByLabelText('First Name *'), '  Ann');
    expect(screen.getByLabelText('First Name *')).toHaveValue('Ann');
  });

  it('shows "sending", then the success text with the company, resets and pushes formSubmit', async () => {
    const user = userEvent.setup();
    let resolve: (r: PostResult) => void = () => undefined;
    const post = jest.fn<ReturnType<Post>, Parameters<Post>>(() => new Promise<PostResult>((r) => (resolve = r)));
    render(<LeadForm formId="contact" locale="en" hidden={{ to_admin: 'info@example.test' }} post={post} />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    const sent = post.mock.calls[0]?.[0];
    expect(sent).toMatchObject({
      formId: 'contact',
      values: {
        first_name: 'Ann',
        telephone: '+971 50 1234567',
        email: 'ann@example.com',
        to_admin: 'info@example.test',
        'bot-field': '',
      },
    });
    await act(async () => resolve(ok));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Thank you for contacting Oasis Key Properties and we will be in touch shortly.',
    );
    expect(screen.getByLabelText('First Name *')).toHaveValue('');
    expect(window.dataLayer).toEqual([
      expect.objectContaining({
        event: 'formSubmit',
        formType: 'contact',
        formId: 'form-contact-us',
        formName: 'Contact',
        formLabel: 'Contact',
      }),
    ]);
  });

  it('keeps every value after a failure and retries with the same submission id', async () => {
    const user = userEvent.setup();
    const post = jest.fn<ReturnType<Post>, Parameters<Post>>().mockResolvedValueOnce(down).mockResolvedValueOnce(ok);
    render(<LeadForm formId="contact" locale="en" post={post} />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be sent');
    expect(screen.getByLabelText('First Name *')).toHaveValue('Ann');
    expect(screen.getByLabelText('Message')).toHaveValue('Call me');
    expect(window.dataLayer).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('status');
    expect(post.mock.calls[1]?.[0].submissionId).toBe(post.mock.calls[0]?.[0].submissionId);
  });

  it('with a site key, runs the invisible captcha on a valid submit, posts its token and resets it', async () => {
    // A stand-in for Google's script (unreachable here), with the API react-google-recaptcha calls.
    type RenderOptions = { sitekey: string; size: string; theme: string; badge: string; callback(token: string): void };
    const widgets: RenderOptions[] = [];
    const grecaptcha = {
      render: jest.fn((_el: Element, options: RenderOptions) => widgets.push(options) - 1),
      execute: jest.fn((id: number) => widgets[id]!.callback(`token-${id}`)),
      reset: jest.fn(),
      getResponse: jest.fn(() => ''),
    };
    Object.assign(window, { grecaptcha });
    try {
      const user = userEvent.setup();
      const post = jest.fn<ReturnType<Post>, Parameters<Post>>().mockResolvedValue(ok);
      render(<LeadForm formId="contact" locale="en" post={post} captchaSiteKey="site-key-1" />);
      // Nothing of the captcha loads with the page: it waits for the visitor to start on the form.
      expect(widgets).toEqual([]);
      await user.click(screen.getByLabelText(/^First Name/));
      await waitFor(() => expect(widgets).toHaveLength(1));
      expect(widgets).toEqual([
        expect.objectContaining({ sitekey: 'site-key-1', size: 'invisible', theme: 'light', badge: 'bottomright' }),
      ]);

      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(grecaptcha.execute).not.toHaveBeenCalled();

      await fillContact(user);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await screen.findByRole('status');
      expect(grecaptcha.execute).toHaveBeenCalledTimes(1);
      expect(post.mock.calls[0]?.[0].captchaToken).toBe('token-0');
      expect(grecaptcha.reset).toHaveBeenCalledWith(0);
    } finally {
      delete (window as { grecaptcha?: unknown }).grecaptcha;
    }
  });

  it('without a site key sends no captcha token (the server skips the check)', async () => {
    const user = userEvent.setup();
    const post = jest.fn<ReturnType<Post>, Parameters<Post>>().mockResolvedValue(ok);
    render(<LeadForm formId="contact" locale="en" post={post} />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('status');
    expect(post.mock.calls[0]?.[0].captchaToken).toBe('');
  });

  it('marks the file the server refused', async () => {
    const user = userEvent.setup();
    const post = jest
      .fn<ReturnType<Post>, Parameters<Post>>()
      .mockResolvedValue({ ok: false, message: 'no', errors: { file: 'fileType' }, network: false });
    render(<LeadForm formId="cv" locale="en" post={post} />);
    await fillContact(user);
    await user.upload(
      screen.getByLabelText('Upload your CV *'),
      new File(['MZ'], 'cv.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please attach a PDF or Word (.doc) file')).toBeInTheDocument();
    expect(post.mock.calls[0]?.[1]?.name).toBe('cv.pdf');
  });

  it('subscribes with the stored topic, clears it and opens the attachment', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('topic', 'Marina report');
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const post = jest.fn<ReturnType<Post>, Parameters<Post>>().mockResolvedValue(ok);
    render(<LeadForm formId="newsletter" locale="en" attachmentUrl="/report.pdf" post={post} />);
    await user.type(screen.getByLabelText('Email Address *'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for Subscribing Oasis Key Properties');
    expect(post.mock.calls[0]?.[0].values.topic).toBe('Marina report');
    expect(sessionStorage.getItem('topic')).toBeNull();
    expect(open).toHaveBeenCalledWith('/report.pdf', '_blank', 'noopener');
    open.mockRestore();
  });

  it('uses the default newsletter topic and speaks the visitor language', async () => {
    const user = userEvent.setup();
    const post = jest.fn<ReturnType<Post>, Parameters<Post>>().mockResolvedValue(ok);
    render(<LeadForm formId="newsletter" locale="fr" post={post} />);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Les champs en surbrillance sont obligatoires');
    await user.type(screen.getByLabelText('Adresse e-mail *'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await screen.findByRole('status');
    expect(post.mock.calls[0]?.[0].values.topic).toBe('Subscribe to Newsletter');
  });
});

describe('modals and page forms', () => {
  it('opens a static-backdrop modal with the spec title', async () => {
    const user = userEvent.setup();
    render(
      <FormModalButton formId="offplan-register" locale="en" hidden={{ department: 'new_development_projects' }}>
        Register
      </FormModalButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Off Plan Project Registration' });
    expect(within(dialog).getByLabelText('First Name *')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('First Name *'), 'Ann');
    // Static backdrop: a click beside the dialog keeps it, and what was typed.
    await user.click(document.querySelector('.modal') as HTMLElement);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('First Name *')).toHaveValue('Ann');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends the property and agent with Enquire Now', async () => {
    const user = userEvent.setup();
    render(
      <EnquireButton
        locale="en"
        property={{
          title: 'Villa',
          url: '/property-for-sale/villa-1/',
          agent: { email: 'sara@example.test', firstname: 'Sara' },
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Enquire Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enquire Now' });
    expect(within(dialog).getByLabelText('Preferred Date and Time')).toHaveAttribute('type', 'datetime-local');
    expect(within(dialog).getByLabelText('Preferred Date and Time').getAttribute('min')).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/,
    );
    expect(dialog.querySelector('input[name="to_email_id"]')).toHaveValue('sara@example.test');
    expect(dialog.querySelector('input[name="propertytitle"]')).toHaveValue('Villa');
  });

  it('puts the right form on CMS pages by slug', async () => {
    const { rerender } = render(<PageForm slug="real-estate-recruitment-in-uae" locale="en" />);
    expect(screen.getByRole('heading', { name: 'Send us Your CV' })).toBeInTheDocument();
    rerender(<PageForm slug="customer-reviews" locale="en" />);
    expect(await screen.findByLabelText('Review Information')).toBeInTheDocument();
    rerender(<PageForm slug="home" locale="en" />);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
