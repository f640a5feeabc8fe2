// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FocalPointPicker, type FocalPoint } from './focal-point-picker';

function Harness({ start }: { start: FocalPoint }) {
  const [point, setPoint] = useState(start);
  return <FocalPointPicker src="/uploads/0123456789abcdef-640.webp" value={point} onChange={setPoint} width={600} height={750} />;
}

describe('FocalPointPicker', () => {
  afterEach(cleanup);

  it('moves the point with the arrow keys, 10 at a time with Shift, back to the centre with Home, never past the edges', () => {
    render(<Harness start={{ x: 50, y: 50 }} />);
    const marker = screen.getByRole('slider', { name: 'Focal point' });
    expect(marker.getAttribute('aria-valuetext')).toBe('the centre');
    fireEvent.keyDown(marker, { key: 'ArrowUp', shiftKey: true });
    fireEvent.keyDown(marker, { key: 'ArrowUp', shiftKey: true });
    fireEvent.keyDown(marker, { key: 'ArrowLeft' });
    expect(marker.getAttribute('aria-valuetext')).toBe('49% across, 30% down');
    expect(screen.getByTestId('focal-point-readout').textContent).toBe('Centred on 49% across, 30% down');
    for (let i = 0; i < 12; i += 1) fireEvent.keyDown(marker, { key: 'ArrowRight', shiftKey: true });
    expect(marker.getAttribute('aria-valuenow')).toBe('100');
    fireEvent.keyDown(marker, { key: 'Home' });
    expect(marker.getAttribute('aria-valuetext')).toBe('the centre');
  });

  it('puts the point where the picture is clicked', () => {
    render(<Harness start={{ x: 50, y: 50 }} />);
    const frame = screen.getByTestId('focal-point-frame');
    frame.getBoundingClientRect = () => ({ left: 100, top: 200, width: 300, height: 400, right: 400, bottom: 600, x: 100, y: 200, toJSON: () => ({}) });
    fireEvent.click(frame, { clientX: 250, clientY: 280 });
    expect(screen.getByRole('slider', { name: 'Focal point' }).getAttribute('aria-valuetext')).toBe('50% across, 20% down');
    fireEvent.click(screen.getByRole('button', { name: 'Reset to the centre' }));
    expect(screen.getByRole('slider', { name: 'Focal point' }).getAttribute('aria-valuetext')).toBe('the centre');
  });
});
