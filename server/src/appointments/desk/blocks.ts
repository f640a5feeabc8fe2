import type { SlotBlock } from '@hospital/content/wire/appointments';

/**
 * Whether a block closes the slot starting at a wall time ("09:30") of its day: a block without a
 * start closes the whole day; one with a span closes the slots that start within [start, end).
 * The free slots the website offers leave out every slot a block of its doctor and day covers.
 */
export const blockCovers = (block: Pick<SlotBlock, 'start' | 'end'>, time: string): boolean =>
  block.start === null || (time >= block.start && (block.end === null || time < block.end));
