/**
 * The console's one way to run long work off the page's thread: a module
 * worker that receives its input, may report progress and send parts of its
 * result as it goes, and ends with the result or a failure. The page's thread
 * only posts and receives, so it never freezes (issue 26: no task over 200 ms).
 */

/** What a worker sends back. */
export type WorkerMessage<Result, Part = never> =
  | { kind: 'progress'; done: number; total: number }
  | { kind: 'part'; part: Part }
  | { kind: 'done'; result: Result }
  | { kind: 'failed'; message: string };

export interface WorkerCallbacks<Part> {
  /** How far the work is: `done` of `total`. */
  progress?: (done: number, total: number) => void;
  /** A part of the result, sent ahead of the end (each its own small message). */
  part?: (part: Part) => void;
  /** Values handed over to the worker rather than copied (an `ArrayBuffer`). */
  transfer?: Transferable[];
}

/**
 * Posts `input` to `worker` (started by the caller, as
 * `new Worker(new URL('./x.worker.ts', import.meta.url), { type: 'module' })`,
 * which the bundler needs written out) and resolves with its result; the
 * worker is ended either way.
 */
export function runInWorker<Input, Result, Part = never>(
  worker: Worker,
  input: Input,
  { progress, part, transfer = [] }: WorkerCallbacks<Part> = {},
): Promise<Result> {
  return new Promise((resolve, reject) => {
    const finish = () => worker.terminate();
    worker.onmessage = ({ data }: MessageEvent<WorkerMessage<Result, Part>>) => {
      if (data.kind === 'progress') {
        progress?.(data.done, data.total);
        return;
      }
      if (data.kind === 'part') {
        part?.(data.part);
        return;
      }
      finish();
      if (data.kind === 'done') resolve(data.result);
      else reject(new Error(data.message));
    };
    worker.onerror = (event) => {
      finish();
      reject(new Error(event.message || 'The work could not be done.'));
    };
    worker.postMessage(input, { transfer });
  });
}

/**
 * The worker's side: answers each input with `work`'s result (or its
 * failure). `work` gets a `send` for progress and parts.
 */
export function serveInWorker<Input, Result, Part = never>(
  work: (
    input: Input,
    send: (message: WorkerMessage<Result, Part>, transfer?: Transferable[]) => void,
  ) => { result: Result; transfer?: Transferable[] },
) {
  const send = (message: WorkerMessage<Result, Part>, transfer: Transferable[] = []) =>
    self.postMessage(message, { transfer });
  self.onmessage = (event: MessageEvent<Input>) => {
    try {
      const { result, transfer } = work(event.data, send);
      send({ kind: 'done', result }, transfer);
    } catch (error) {
      send({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };
}
