import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { afterNextPaint } from './after-paint';

describe('afterNextPaint', () => {
  it('runs the work in a task after the next frame, not in the task that asked nor in the frame', async () => {
    const order: string[] = [];
    afterNextPaint(() => order.push('work'));
    requestAnimationFrame(() => order.push('frame'));
    order.push('asked');
    await waitFor(() => expect(order).toEqual(['asked', 'frame', 'work']));
  });
});
