import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from 'shared-contracts';
import { apiBaseUrl, loginForm, STAFF } from '../support/auth';
import { allEmails, emailSource, sentTo, waitForEmail } from '../support/maildev';

/**
 * New-quote e-mails (issue 16) through the composed shell, with the MailDev the launcher starts: the staff e-mail and
 * its link into the back office, the visitor's confirmation. The desktop alert is the inquiries remote's
 * (mf-admin-inquiries/new-inquiry-alerts.spec.ts); the settings are the service-area remote's (settings.spec.ts).
 */

// The seeded staff member's e-mail switch is shared with the settings journey: these run one after another.
test.describe.configure({ mode: 'serial' });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function submitContactForm(page: Page, values: Record<string, string>): Promise<void> {
  await page.goto('/contact');
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Request Free Quote' }).click();
  await expect(page.getByText(MESSAGES.quote.successTitle, { exact: true })).toBeVisible();
}

test('a quote from the contact page e-mails staff (details, link) and confirms to the visitor, escaped', async ({
  page,
  request,
}) => {
  const tag = unique();
  const visitor = `notify-${tag}@example.com`;
  const name = `Mail Visitor ${tag}`;
  await submitContactForm(page, {
    Name: name,
    Email: visitor,
    Phone: '2105550123',
    'ZIP Code': '78209',
    'Project Type': 'Stone Patio',
    Message: 'Patio please <b>bold</b> <img src=x onerror=alert(1)> & thanks',
  });

  const staff = await waitForEmail(request, (email) => email.subject.includes(name) && !sentTo(visitor)(email));
  expect(staff.subject).toBe(`New quote request from ${name}: Stone Patio`);
  expect(await emailSource(request, staff.id)).toMatch(new RegExp(`^Reply-To: .*<${visitor}>\\s*$`, 'm'));
  // The phone as people write it (issue 32), the way the staff e-mail shows it.
  for (const detail of [name, visitor, '(210) 555-0123', '78209', 'Stone Patio']) expect(staff.text).toContain(detail);
  expect(staff.html).toContain('&lt;b&gt;bold&lt;/b&gt; &lt;img src=x onerror=alert(1)&gt; &amp; thanks');
  expect(staff.html).not.toContain('<b>bold</b>');
  // The only image is the company's logo: the visitor's <img> is text.
  expect(staff.html).not.toContain('<img src=x');
  expect(staff.html.match(/<img /g)).toHaveLength(1);

  const confirmation = await waitForEmail(request, sentTo(visitor));
  expect(confirmation.subject).toContain('We received your quote request');
  expect(confirmation.text).toContain('Hello Mail,');
  expect(confirmation.text).toContain('Mon-Fri: 8am-6pm');
  expect(confirmation.text).toMatch(/Call us at \(\d{3}\) \d{3}-\d{4}/);
  // The visitor's own words stay with staff: the confirmation goes wherever the form says.
  for (const part of [confirmation.text, confirmation.html]) {
    for (const theirs of [tag, 'Patio please', 'bold', 'Stone Patio']) expect(part).not.toContain(theirs);
  }
  // Issue 32: the brand's mark beside the site's name (a PNG attached inline: mail programs show no SVG), and the
  // footer of the contact facts, tappable, and the website; a summary of server-known facts only.
  // MailDev shows the inline attachment the <img>'s cid: names as a data: URL, so it resolved to the PNG.
  expect(confirmation.html).toMatch(/<img src="data:image\/png;base64,[A-Za-z0-9+/=]+" alt="[^"]+"/);
  const source = await emailSource(request, confirmation.id);
  expect(source).toMatch(/^Content-Type: image\/png/m);
  expect(source).toMatch(/^Content-ID: <[^>]+>/m);
  expect(confirmation.html).toMatch(/<a href="tel:\+1\d{10}"/);
  expect(confirmation.html).toMatch(/<a href="mailto:[^"]+@[^"]+"/);
  expect(confirmation.text).toMatch(/^Website: https?:\/\/\S+$/m);
  expect(confirmation.text).toMatch(/^Phone: \(\d{3}\) \d{3}-\d{4}$/m);
  expect(confirmation.text).toContain('ZIP code: 78209');
  expect(confirmation.text).toContain('Project: Your project');

  // The link opens that inquiry in the back office, through the sign-in.
  const link = /href="([^"]*\/admin\/inquiries\?inquiry=[0-9a-f-]{36})"/.exec(staff.html)?.[1];
  expect(link).toBeTruthy();
  await page.goto(link!.replace(/&amp;/g, '&'));
  await page.waitForURL((url) => url.pathname === '/admin/login');
  const form = loginForm(page);
  await form.email.fill(STAFF.email);
  await form.password.fill(STAFF.password);
  await form.submit.click();
  await page.waitForURL((url) => url.pathname === '/admin/inquiries' && url.searchParams.has('inquiry'));
  const dialog = page.getByRole('dialog', { name: MESSAGES.inquiry.detailsTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(name);
  await expect(dialog).toContainText(visitor);
});

test('five quotes to one address in a row: five staff e-mails, one confirmation without the visitor\'s text', async ({
  request,
}) => {
  const tag = unique();
  const visitor = `relay-${tag}@example.com`;
  const marker = `MARKER${tag}`;
  const api = await apiBaseUrl(request);
  for (let i = 0; i < 5; i++) {
    const response = await request.post(`${api}/api/public`, {
      data: {
        name: `Rita ${marker} Lopez`,
        email: i % 2 ? visitor.toUpperCase() : visitor,
        phone: '2105550123',
        zipCode: '78209',
        projectType: `Garden wall ${i}`,
        message: `Buy now at https://spam.example/${marker}`,
      },
    });
    expect(response.status()).toBe(201);
  }
  const staffOf = (mails: { subject: string }[]) => mails.filter((mail) => mail.subject.includes(marker));
  await expect.poll(async () => staffOf(await allEmails(request)).length, { timeout: 15_000 }).toBe(5);
  const confirmation = await waitForEmail(request, sentTo(visitor));
  // Give a second confirmation the time the five staff e-mails took, before counting.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect((await allEmails(request)).filter(sentTo(visitor))).toHaveLength(1);
  expect(confirmation.text).toContain('Hello Rita,');
  for (const part of [confirmation.subject, confirmation.text, confirmation.html]) {
    expect(part).not.toContain(marker);
    expect(part).not.toContain('spam.example');
  }
});
