import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from '../lib/browser';
import { formsStack } from '../lib/forms-stack';

const stack = formsStack();
let browser: Browser;
const dir = os.tmpdir();
const realPdf = path.join(dir, 'forms-e2e-cv.pdf');
const fakePdf = path.join(dir, 'forms-e2e-virus.pdf');

before(async () => {
  browser = await launchBrowser();
  writeFileSync(realPdf, '%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
  writeFileSync(fakePdf, Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)])); // an .exe renamed .pdf
});
after(async () => {
  await browser?.close();
});

async function contactPage(): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await openPage(page, `${stack.baseUrl()}/contact-oasis-key/`);
  return page;
}

async function fill(page: Page, email: string) {
  await page.getByLabel('First Name *').fill('Ann');
  await page.getByLabel('Last Name *').fill('Lee');
  await page.getByLabel('Telephone *').fill('+971 50 123 4567');
  await page.getByLabel('Email Address *').fill(email);
  await page.getByLabel('Message').fill('Please call me back');
}

describe('delivery', () => {
  it('counts a visitor against the rate limit in the CMS however the requests rewrite X-Forwarded-For, and keeps their values', async () => {
    // The CMS keeps the count, so every Function instance shares it: restart it with a limit of 2.
    await stack.stopCms();
    await stack.startCms({ FORMS_RATE_LIMIT: '2' });
    try {
      // Two leads a bot sends with a new X-Forwarded-For each: stored, and counted against one address.
      for (const spoofed of ['203.0.113.1', '203.0.113.2']) {
        const body = new FormData();
        body.set(
          'data',
          JSON.stringify({
            formId: 'newsletter',
            values: {
              email: `sp${spoofed.split('.').at(-1)}-${Date.now() % 1e8}@example.com`,
              topic: 'Subscribe to Newsletter',
            },
            submissionId: `spoof-${spoofed.replace(/\./g, '-')}-${Date.now()}`,
          }),
        );
        const response = await fetch(`${stack.baseUrl()}/api/forms`, {
          method: 'POST',
          body,
          headers: { 'X-Forwarded-For': spoofed },
        });
        assert.equal(response.status, 200);
      }
      const page = await contactPage();
      const email = `rl-${Date.now()}@example.com`;
      await fill(page, email);
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByRole('alert').filter({ hasText: 'could not be sent' }).waitFor();
      assert.equal(await page.getByLabel('Email Address *').inputValue(), email);
      assert.equal(await page.getByLabel('Message').inputValue(), 'Please call me back');
      assert.equal((await stack.entries(email)).length, 0);
      await page.close();
    } finally {
      await stack.stopCms();
      await stack.startCms();
    }
  });

  it('keeps the values while the CMS is down and stores the retry exactly once', async () => {
    const page = await contactPage();
    const email = `down-${Date.now()}@example.com`;
    await fill(page, email);
    await stack.stopCms();
    try {
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByRole('alert').filter({ hasText: 'could not be sent' }).waitFor();
      assert.equal(await page.getByLabel('First Name *').inputValue(), 'Ann');
      assert.equal(await page.getByLabel('Message').inputValue(), 'Please call me back');
      assert.equal(await page.getByRole('status').count(), 0);
    } finally {
      await stack.startCms();
    }
    await page.getByRole('button', { name: 'Submit' }).dblclick();
    await page.getByRole('status').waitFor();
    assert.equal((await stack.entries(email)).length, 1);
    await page.close();
  });

  it('stores one entry when the same submission arrives twice at once', async () => {
    const email = `tw${Date.now() % 1e8}@example.com`; // e-mails are 30 characters at most
    const submission = JSON.stringify({
      formId: 'newsletter',
      values: { email, topic: 'Subscribe to Newsletter' },
      submissionId: `twice${Date.now()}`,
      captchaToken: '',
      pageUrl: '/uae-property-news-letter/',
    });
    const send = () => {
      const body = new FormData();
      body.append('data', submission);
      return fetch(`${stack.baseUrl()}/api/forms`, { method: 'POST', body });
    };
    const answers = await Promise.all([send(), send(), send()]);
    assert.deepEqual(
      answers.map((a) => a.status),
      [200, 200, 200],
    );
    assert.equal((await stack.entries(email)).length, 1);
  });

  it('stores every modal form through the Function, routing enquiries to the listing agent', async () => {
    const agent = await stack.teamMemberEmail();
    const person = { first_name: 'Ann', last_name: 'Lee', telephone: '+971 50 123 4567', message: 'Hello' };
    const cases = [
      { formId: 'ask-question', formName: 'Ask a Question', extra: {} },
      { formId: 'loyalty', formName: 'Join Loyalty Program', extra: {} },
      { formId: 'member-contact', formName: 'Contact a Member', extra: { to_email_id: agent } },
      {
        formId: 'offplan-register',
        formName: 'Off Plan Register',
        extra: { department: 'international_projects', development_name: 'Marina Vista' },
      },
      {
        formId: 'enquire',
        formName: 'Enquire Now',
        extra: { to_email_id: agent, propertytitle: 'Villa', date: '2099-01-01T09:00' },
      },
    ];
    for (const [i, c] of cases.entries()) {
      const email = `m${i}-${Date.now() % 1e8}@example.com`;
      const body = new FormData();
      body.append(
        'data',
        JSON.stringify({
          formId: c.formId,
          values: { ...person, email, ...c.extra },
          submissionId: `modal${Date.now()}`,
          captchaToken: '',
          pageUrl: '/x/',
        }),
      );
      const answer = await fetch(`${stack.baseUrl()}/api/forms`, { method: 'POST', body });
      assert.equal(answer.status, 200, c.formId);
      const [entry] = await stack.entries(email);
      assert.equal(entry?.form_name, c.formName);
      const mails = await stack.mails(entry!.documentId);
      assert.equal(mails.length, 2, c.formId);
      if ('to_email_id' in c.extra)
        assert.ok(
          mails.some((m) => m.to === agent),
          `${c.formId} reaches the agent`,
        );
      if (c.formId === 'offplan-register') assert.ok(mails.some((m) => m.subject.includes('international property')));
      if (c.formId === 'enquire') assert.equal(entry!.data.date, '2099-01-01T09:00:00+04:00');
    }
  });

  it("does not relay the admin e-mail to an address that is not the team's", async () => {
    const email = `rl${Date.now() % 1e8}@example.com`;
    const body = new FormData();
    const values = {
      first_name: 'Ann',
      last_name: 'Lee',
      telephone: '+971 50 123 4567',
      email,
      to_email_id: 'victim@example.org',
    };
    body.append(
      'data',
      JSON.stringify({
        formId: 'member-contact',
        values,
        submissionId: `relay${Date.now()}`,
        captchaToken: '',
        pageUrl: '/x/',
      }),
    );
    assert.equal((await fetch(`${stack.baseUrl()}/api/forms`, { method: 'POST', body })).status, 200);
    const [entry] = await stack.entries(email);
    assert.ok(entry);
    assert.ok(!(await stack.mails(entry.documentId)).some((m) => m.to === 'victim@example.org'));
  });

  it('stores a CV and refuses an .exe renamed .pdf', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openPage(page, `${stack.baseUrl()}/real-estate-recruitment-in-uae/`);
    const refused = `exe-${Date.now()}@example.com`;
    await fill(page, refused);
    await page.getByLabel('Upload your CV *').setInputFiles(fakePdf);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Please attach a PDF or Word (.doc) file').waitFor();
    assert.equal((await stack.entries(refused)).length, 0);

    const email = `cv-${Date.now()}@example.com`;
    await page.getByLabel('Email Address *').fill(email);
    await page.getByLabel('Upload your CV *').setInputFiles(realPdf);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('status').waitFor();
    const [entry] = await stack.entries(email);
    assert.ok(entry, 'the CV entry is stored');
    assert.equal(entry.attachment?.ext, '.pdf');
    assert.equal(entry.data.cvname, 'forms-e2e-cv.pdf');
    // Kept privately: the lead carries a link that expires (docs/security.md).
    assert.match(entry.attachment!.url, /\/api\/private-files\/.+\?expires=\d+&signature=/);
    const stored = await fetch(entry.attachment!.url);
    assert.match(await stored.text(), /^%PDF/);
    assert.equal((await stack.mails(entry.documentId)).length, 2);
    await page.close();
  });
});
