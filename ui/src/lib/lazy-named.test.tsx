import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { lazyNamed } from './lazy-named';

afterEach(cleanup);

/** A module whose loading the test finishes when it chooses. */
function deferredModule() {
  let mounts = 0;
  function Greeting({ name }: { name: string }) {
    useEffect(() => {
      mounts += 1;
    }, []);
    return <p>Hello {name}</p>;
  }
  let resolve: (module: { Greeting: typeof Greeting }) => void = () => undefined;
  const module = new Promise<{ Greeting: typeof Greeting }>((done) => (resolve = done));
  let loads = 0;
  const load = () => {
    loads += 1;
    return module;
  };
  return { load, finish: () => resolve({ Greeting }), mounts: () => mounts, loads: () => loads };
}

describe('lazyNamed', () => {
  it('suspends until its chunk has come, then draws the named export with its props', async () => {
    const chunk = deferredModule();
    const Greeting = lazyNamed(chunk.load, 'Greeting');
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Greeting name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => chunk.finish());
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(chunk.mounts()).toBe(1);
  });

  it('once preloaded, draws at once: no fallback, the chunk fetched once', async () => {
    const chunk = deferredModule();
    const Greeting = lazyNamed(chunk.load, 'Greeting');
    const preloaded = Greeting.preload();
    void Greeting.preload();
    chunk.finish();
    await preloaded;
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Greeting name="Grace" />
      </Suspense>,
    );
    // Synchronously there: the first render did not suspend.
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(chunk.loads()).toBe(1);
  });

  it('keeps an instance that mounted while loading: it is not mounted again when the parent re-renders', async () => {
    const chunk = deferredModule();
    const Greeting = lazyNamed(chunk.load, 'Greeting');
    const view = (name: string) => (
      <Suspense fallback={<p>Loading</p>}>
        <Greeting name={name} />
      </Suspense>
    );
    const { rerender } = render(view('Ada'));
    await act(async () => chunk.finish());
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    rerender(view('Grace'));
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    expect(chunk.mounts()).toBe(1);
  });
});
