/**
 * The API tests' one way to wait: for a condition, polled every POLL_MS, never for a fixed time (a fixed sleep either
 * wastes time or, on a loaded machine, passes before what it waits for has happened). The lint rule
 * waits/no-fixed-sleeps (stack/lint/no-fixed-sleeps.js) refuses a timer wait anywhere else in the API's tests unless
 * the line above says why it must be a fixed time.
 */
const POLL_MS = 50;

export async function until(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    // fixed-wait: the poll interval between two checks of the condition.
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
