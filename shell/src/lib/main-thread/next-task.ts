/** Lets the browser run what waits (input, paint) before the next step: resolves in a new task. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
