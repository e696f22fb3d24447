import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  /** Resolves when the process has exited. */
  exited: Promise<number | null>;
}

/**
 * What a launcher passes to the `ensure*` starters: `onStart` right after the spawn (before the wait for it to
 * answer, so a start-up that times out still stops it), `onUnexpectedExit` if it dies on its own.
 */
export interface StartHooks {
  onStart(proc: ManagedProcess): void;
  onUnexpectedExit(): void;
}

/**
 * Starts a child in its own process group (so its own children stop with it) and prefixes its output.
 * `onUnexpectedExit` fires if it dies before we asked it to stop.
 */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions & { onUnexpectedExit?: (code: number | null) => void },
): ManagedProcess {
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}] `;
  const pipe = (stream: NodeJS.ReadableStream | null, out: NodeJS.WriteStream) => {
    let buffered = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) out.write(prefix + line + '\n');
    });
  };
  pipe(child.stdout, process.stdout);
  pipe(child.stderr, process.stderr);
  let stopping = false;
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      if (!stopping) options.onUnexpectedExit?.(code);
      resolve(code);
    });
    child.once('error', (error) => {
      console.error(`${prefix}failed to start: ${error.message}`);
      resolve(null);
    });
  });
  const managed: ManagedProcess & { markStopping(): void } = {
    name,
    child,
    exited,
    markStopping: () => {
      stopping = true;
    },
  };
  return managed;
}

/** SIGTERM to the process group, then SIGKILL if it is still alive after `graceMs`. */
export async function stopProcess(proc: ManagedProcess, graceMs = 8000): Promise<void> {
  (proc as ManagedProcess & { markStopping?: () => void }).markStopping?.();
  const pid = proc.child.pid;
  if (pid === undefined || proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-pid, sig);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), graceMs);
  await proc.exited;
  clearTimeout(timer);
}
