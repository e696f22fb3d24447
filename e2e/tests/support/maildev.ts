import { expect, type APIRequestContext } from '@playwright/test';
import { stackPorts } from '../../../stack.config';

/** A message as MailDev's REST API lists it (GET /api/email). */
export interface MailDevEmail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string; name: string }[];
  from: { address: string; name: string }[];
  /** Header names in lower case. */
  headers: Record<string, string>;
}

const inbox = () => `http://127.0.0.1:${stackPorts().mailWeb}/api/email`;

/** Every message MailDev (started by the launcher) holds now. */
export async function allEmails(request: APIRequestContext): Promise<MailDevEmail[]> {
  const response = await request.get(inbox());
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as MailDevEmail[];
}

/** Waits until MailDev (started by the launcher) holds a message matching `match`, and returns it. */
export async function waitForEmail(
  request: APIRequestContext,
  match: (email: MailDevEmail) => boolean,
): Promise<MailDevEmail> {
  let found: MailDevEmail | undefined;
  await expect(async () => {
    const response = await request.get(inbox());
    expect(response.ok()).toBeTruthy();
    found = ((await response.json()) as MailDevEmail[]).find(match);
    expect(found).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  return found!;
}

/** The message as it was sent (MailDev's JSON leaves some headers out, Reply-To among them). */
export async function emailSource(request: APIRequestContext, id: string): Promise<string> {
  const response = await request.get(`${inbox()}/${id}/source`);
  expect(response.ok()).toBeTruthy();
  return response.text();
}

export const sentTo = (address: string) => (email: MailDevEmail) =>
  email.to.some((to) => to.address.toLowerCase() === address.toLowerCase());
