import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ImagePreview } from './ImagePreview.tsx';

afterEach(cleanup);

describe('ImagePreview', () => {
  it("says 'No image URL provided' without a URL", () => {
    render(<ImagePreview url="  " alt="Jollof" />);
    expect(screen.getByRole('img', { name: 'No image URL provided' })).toBeTruthy();
  });

  it('shows the image, then the invalid-URL placeholder when it fails to load, and retries a new URL', () => {
    const { rerender } = render(<ImagePreview url="/broken.png" alt="Jollof" />);
    fireEvent.error(screen.getByRole('img', { name: 'Jollof' }));
    expect(screen.getByText('Invalid image URL')).toBeTruthy();
    rerender(<ImagePreview url="/other.png" alt="Jollof" />);
    expect(screen.getByRole('img', { name: 'Jollof' }).getAttribute('src')).toBe('/other.png');
  });
});
