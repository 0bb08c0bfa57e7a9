import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ObjectTile } from './ObjectTile.tsx';

const record = {
  'wof:id': '1880000000005',
  'wof:name': 'Braniff baggage label',
  images: [{ id: '1511', url_template: 'https://media.example/1511/{label}.jpg', sizes: { n: { width: 320, height: 240 } } }],
};

describe('ObjectTile', () => {
  it('shows the picture, and its link reads the title once (the picture adds no second name)', () => {
    render(<ObjectTile record={{ ...record, 'sfomuseum:date': '1962' }} objectId="1880000000005" />, { wrapper: MemoryRouter });
    expect(screen.getByRole('link')).toContainElement(document.querySelector('img'));
    expect(screen.getByRole('link')).toHaveAccessibleName(/^Braniff baggage label ?1962$/);
  });

  it('a picture that fails to load becomes the no-image tile, not a broken image with the title in it', () => {
    render(<ObjectTile record={record} objectId="1880000000005" />, { wrapper: MemoryRouter });
    fireEvent.error(document.querySelector('img')!);
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText('No image')).toBeInTheDocument();
    // The title is still the link's name.
    expect(screen.getByRole('link', { name: /Braniff baggage label/ })).toHaveAttribute('href', '/objects/1880000000005');
  });
});
