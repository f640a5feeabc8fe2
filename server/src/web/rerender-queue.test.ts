import { describe, expect, it } from 'vitest';
import { RerenderQueue } from './rerender-queue';

/** A queue whose renders end only when the test says so, recording the order they began in. */
function heldQueue(concurrency: number) {
  const began: string[] = [];
  const held = new Map<string, () => void>();
  const queue = new RerenderQueue(concurrency, (key) => {
    began.push(key);
    return new Promise<void>((resolve) => held.set(key, resolve));
  });
  const finish = async (key: string) => {
    const release = held.get(key);
    if (!release) throw new Error(`${key} is not rendering (began: ${began.join(', ')})`);
    held.delete(key);
    release();
    // Let the queue take its next page.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { queue, began, finish };
}

describe('rerender queue', () => {
  it('renders pages in the order given, as many at a time as allowed, a waiting page once however often it is queued', async () => {
    const { queue, began, finish } = heldQueue(2);
    queue.add(['/', '/a', '/b']);
    queue.add(['/b', '/c']);
    expect(began).toEqual(['/', '/a']);
    expect(queue.size).toBe(2);
    await finish('/');
    expect(began).toEqual(['/', '/a', '/b']);
    await finish('/a');
    await finish('/b');
    await finish('/c');
    expect(began).toEqual(['/', '/a', '/b', '/c']);
    expect(queue.size).toBe(0);
  });

  it('renders a page a visitor asked for before the pages nobody asked for', async () => {
    const { queue, began, finish } = heldQueue(1);
    queue.add(['/', '/a', '/b', '/c', '/d']);
    queue.ask('/d');
    queue.ask('/b');
    // Asking again keeps a page's place among those asked for; queuing it again does not demote it.
    queue.ask('/d');
    queue.add(['/b']);
    for (const key of ['/', '/d', '/b', '/a']) await finish(key);
    await finish('/c');
    expect(began).toEqual(['/', '/d', '/b', '/a', '/c']);
  });

  it('goes on after a failed render, and starts again for pages queued once it had stopped', async () => {
    const began: string[] = [];
    const queue = new RerenderQueue(1, async (key) => {
      began.push(key);
      if (key === '/broken') throw new Error('no');
    });
    queue.add(['/broken', '/a']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(began).toEqual(['/broken', '/a']);
    queue.ask('/later');
    await new Promise((resolve) => setImmediate(resolve));
    expect(began).toEqual(['/broken', '/a', '/later']);
    expect(queue.size).toBe(0);
  });
});
