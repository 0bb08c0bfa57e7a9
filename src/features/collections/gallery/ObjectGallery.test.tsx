import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { objectImages } from '../../../lib/records/object-images.ts';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ObjectGallery } from './ObjectGallery.tsx';

/** The gallery on an object page of a router in memory: the viewer's open state lives in the history entry. */
function renderGallery(gallery: ReactElement) {
  const router = createMemoryRouter(
    [
      { path: '/objects/:id', element: gallery },
      { path: '/collections', element: <h1>Collections</h1> },
    ],
    { initialEntries: ['/collections', '/objects/1'], initialIndex: 1 },
  );
  const { container } = render(<RouterProvider router={router} />);
  return { router, container };
}

// jsdom has <dialog> but not its modal behaviour; model the parts the viewer uses.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

// jsdom lays nothing out; give the viewer's image a size so a zoomed image has room to move.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(600);
});

function picture(imageId: string) {
  return {
    id: imageId,
    url_template: `https://media.example/${imageId}/{label}.jpg`,
    sizes: { n: { width: 320, height: 240 }, z: { width: 640, height: 480 }, k: { width: 2048, height: 1536 } },
  };
}

const record = {
  'wof:name': 'Aviation poster',
  images: [picture('1511'), picture('1360515101'), picture('1729183765432109876')],
  'millsfield:primary_image': '1360515101',
};
const images = objectImages(record);

function openViewer() {
  return userEvent.click(screen.getByRole('button', { name: /^View full size/ }));
}

function viewerImage() {
  return within(screen.getByRole('dialog')).getByRole('img');
}

function scaleOf(image: HTMLElement) {
  return image.style.transform;
}

describe('ObjectGallery', () => {
  it('renders nothing without images, so the page keeps its placeholder', () => {
    const { container } = renderGallery(<ObjectGallery images={[]} title="Aviation poster" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the primary image large, with a thumbnail button for each image', () => {
    renderGallery(<ObjectGallery images={images} title="Aviation poster" />);
    const main = screen.getByRole('img', { name: 'Aviation poster, image 1 of 3' });
    expect(main).toHaveAttribute('src', 'https://media.example/1360515101/z.jpg');
    const thumbnails = within(screen.getByRole('list', { name: 'All images' })).getAllByRole('button');
    expect(thumbnails.map((button) => button.getAttribute('aria-label'))).toEqual(['Image 1 of 3', 'Image 2 of 3', 'Image 3 of 3']);
    expect(screen.getByRole('button', { name: 'Image 1 of 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('shows the image a thumbnail chooses', async () => {
    renderGallery(<ObjectGallery images={images} title="Aviation poster" />);
    await userEvent.click(screen.getByRole('button', { name: 'Image 3 of 3' }));
    const main = screen.getByRole('img', { name: 'Aviation poster, image 3 of 3' });
    expect(main).toHaveAttribute('src', 'https://media.example/1729183765432109876/z.jpg');
    expect(screen.getByRole('button', { name: 'Image 3 of 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Image 1 of 3' })).not.toHaveAttribute('aria-current');
  });

  it('names the large image as the way to the full-size view, with the visible hint in the name', () => {
    renderGallery(<ObjectGallery images={images} title="Aviation poster" />);
    expect(screen.getByRole('button', { name: 'View full size: Aviation poster, image 1 of 3' })).toBeInTheDocument();
    expect(screen.getByText('View full size')).toBeVisible();
  });

  it('with one image shows no thumbnails, no position, and no previous or next', async () => {
    renderGallery(<ObjectGallery images={images.slice(0, 1)} title="Aviation poster" />);
    expect(screen.getByRole('img', { name: 'Aviation poster' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await openViewer();
    const dialog = screen.getByRole('dialog', { name: 'Aviation poster' });
    expect(within(dialog).queryByRole('button', { name: /Previous/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Next/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/Image 1 of 1/)).not.toBeInTheDocument();
    // Arrow keys have no other image to go to.
    await userEvent.keyboard('{ArrowRight}');
    expect(viewerImage()).toHaveAccessibleName('Aviation poster');
  });
});

describe('ImageViewer', () => {
  it('opens the chosen image at full size in a modal dialog with focus inside', async () => {
    renderGallery(<ObjectGallery images={images} title="Aviation poster" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Image 2 of 3' }));
    await openViewer();
    const dialog = screen.getByRole('dialog', { name: 'Aviation poster' });
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    const image = viewerImage();
    expect(image).toHaveAccessibleName('Aviation poster, image 2 of 3');
    expect(image).toHaveAttribute('src', 'https://media.example/1511/k.jpg');
    expect(image).toHaveAttribute('sizes', '100vw');
    expect(image.getAttribute('srcset')).toContain('https://media.example/1511/k.jpg 2048w');
    expect(within(dialog).getByText('Image 2 of 3')).toHaveAttribute('aria-live', 'polite');
  });

  it('Escape closes and returns focus to the image that opened it', async () => {
    renderGallery(<ObjectGallery images={images} title="Aviation poster" />);
    await openViewer();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^View full size/ })).toHaveFocus();
  });

  it('Close and the dialog cancel event (back gesture) close it too, focus back on the image', async () => {
    renderGallery(<ObjectGallery images={images} title="Aviation poster" />);
    await openViewer();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^View full size/ })).toHaveFocus();

    await openViewer();
    act(() => {
      screen.getByRole('dialog').dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^View full size/ })).toHaveFocus();
  });

  it('arrow keys show the next and previous image, wrapping round, and announce the position', async () => {
    renderGallery(<ObjectGallery images={images} title="Aviation poster" />);
    await openViewer();
    await userEvent.keyboard('{ArrowRight}');
    expect(viewerImage()).toHaveAccessibleName('Aviation poster, image 2 of 3');
    expect(screen.getByText('Image 2 of 3')).toHaveAttribute('aria-live', 'polite');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(viewerImage()).toHaveAccessibleName('Aviation poster, image 3 of 3');
    expect(screen.getByText('Image 3 of 3')).toBeInTheDocument();
  });

  it('Previous and Next buttons change the image, and the gallery shows the last one viewed after closing', async () => {
    renderGallery(<ObjectGallery images={images} title="Aviation poster" />);
    await openViewer();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(viewerImage()).toHaveAccessibleName('Aviation poster, image 3 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(viewerImage()).toHaveAccessibleName('Aviation poster, image 2 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('img', { name: 'Aviation poster, image 2 of 3' })).toBeInTheDocument();
  });

  it('+ and = zoom in, - zooms out, 0 resets, within 1x to 4x', async () => {
    renderGallery(<ObjectGallery images={images} title="Aviation poster" />);
    await openViewer();
    expect(viewerImage()).toHaveAttribute('data-scale', '1');
    await userEvent.keyboard('+');
    expect(viewerImage()).toHaveAttribute('data-scale', '1.5');
    expect(scaleOf(viewerImage())).toContain('scale(1.5)');
    expect(screen.getByText('Zoom 150%')).toBeInTheDocument();
    await userEvent.keyboard('=');
    expect(viewerImage()).toHaveAttribute('data-scale', '2.25');
    await userEvent.keyboard('-');
    expect(viewerImage()).toHaveAttribute('data-scale', '1.5');
    await userEvent.keyboard('0');
    expect(viewerImage()).toHaveAttribute('data-scale', '1');
    await userEvent.keyboard('-');
    expect(viewerImage()).toHaveAttribute('data-scale', '1');
    await userEvent.keyboard('+++++++');
    expect(viewerImage()).toHaveAttribute('data-scale', '4');
    expect(screen.getByText('Zoom 400%')).toBeInTheDocument();
  });

  it('zoom buttons zoom, say when they can go no further, and Reset returns to the whole image', async () => {
    renderGallery(<ObjectGallery images={images} title="Aviation poster" />);
    await openViewer();
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(zoomIn);
    expect(viewerImage()).toHaveAttribute('data-scale', '1.5');
    expect(zoomOut).toHaveAttribute('aria-disabled', 'false');
    for (let press = 0; press < 4; press += 1) await userEvent.click(zoomIn);
    expect(viewerImage()).toHaveAttribute('data-scale', '4');
    expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
    // Still focused: a disabled button would have dropped focus to the page.
    expect(zoomIn).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(viewerImage()).toHaveAttribute('data-scale', '1');
  });

  it('once zoomed, arrow keys move the image instead of changing it', async () => {
    renderGallery(<ObjectGallery images={images} title="Aviation poster" />);
    await openViewer();
    await userEvent.keyboard('+');
    await userEvent.keyboard('{ArrowLeft}');
    expect(viewerImage()).toHaveAccessibleName('Aviation poster, image 1 of 3');
    expect(scaleOf(viewerImage())).toBe('translate(48px, 0px) scale(1.5)');
    await userEvent.keyboard('{ArrowDown}');
    expect(scaleOf(viewerImage())).toBe('translate(48px, -48px) scale(1.5)');
    // The image cannot be pushed out of sight: at 1.5x an 800 px image moves at most 200 px.
    await userEvent.keyboard('{ArrowLeft>10/}');
    expect(scaleOf(viewerImage())).toBe('translate(200px, -48px) scale(1.5)');
  });

  it('a new image starts at 1x', async () => {
    renderGallery(<ObjectGallery images={images} title="Aviation poster" />);
    await openViewer();
    await userEvent.keyboard('++');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(viewerImage()).toHaveAttribute('data-scale', '1');
  });

  it('a double tap zooms to 2x at the tapped point, and another goes back', async () => {
    renderGallery(<ObjectGallery images={images} title="Aviation poster" />);
    await openViewer();
    const stage = viewerImage().parentElement!;
    const tap = () => {
      fireEvent.pointerDown(stage, { pointerId: 1, pointerType: 'touch', clientX: 100, clientY: 50 });
      fireEvent.pointerUp(stage, { pointerId: 1, pointerType: 'touch', clientX: 100, clientY: 50 });
    };
    tap();
    tap();
    // The tapped point (100, 50 from the centre) stays under the finger.
    expect(scaleOf(viewerImage())).toBe('translate(-100px, -50px) scale(2)');
    tap();
    tap();
    expect(viewerImage()).toHaveAttribute('data-scale', '1');
  });

  it('two fingers pinch to zoom, up to 4x, and one finger drags a zoomed image', async () => {
    renderGallery(<ObjectGallery images={images} title="Aviation poster" />);
    await openViewer();
    const stage = viewerImage().parentElement!;
    fireEvent.pointerDown(stage, { pointerId: 1, pointerType: 'touch', clientX: -100, clientY: 0 });
    fireEvent.pointerDown(stage, { pointerId: 2, pointerType: 'touch', clientX: 100, clientY: 0 });
    fireEvent.pointerMove(stage, { pointerId: 2, pointerType: 'touch', clientX: 300, clientY: 0 });
    expect(viewerImage()).toHaveAttribute('data-scale', '2');
    fireEvent.pointerMove(stage, { pointerId: 2, pointerType: 'touch', clientX: 1500, clientY: 0 });
    expect(viewerImage()).toHaveAttribute('data-scale', '4');
    fireEvent.pointerUp(stage, { pointerId: 2, pointerType: 'touch', clientX: 1500, clientY: 0 });
    fireEvent.pointerUp(stage, { pointerId: 1, pointerType: 'touch', clientX: -100, clientY: 0 });
    await userEvent.keyboard('0');

    await userEvent.keyboard('++');
    fireEvent.pointerDown(stage, { pointerId: 3, pointerType: 'mouse', button: 0, clientX: 0, clientY: 0 });
    fireEvent.pointerMove(stage, { pointerId: 3, pointerType: 'mouse', clientX: 30, clientY: 20 });
    fireEvent.pointerUp(stage, { pointerId: 3, pointerType: 'mouse', clientX: 30, clientY: 20 });
    expect(scaleOf(viewerImage())).toBe('translate(30px, 20px) scale(2.25)');
  });

  it('a swipe at 1x shows the next or previous image; a short or mostly vertical drag does nothing, and neither is a tap', async () => {
    renderGallery(<ObjectGallery images={images} title="Aviation poster" />);
    await openViewer();
    const stage = () => viewerImage().parentElement!;
    const drag = (dx: number, dy: number) => {
      fireEvent.pointerDown(stage(), { pointerId: 1, pointerType: 'touch', clientX: 200, clientY: 200 });
      fireEvent.pointerMove(stage(), { pointerId: 1, pointerType: 'touch', clientX: 200 + dx, clientY: 200 + dy });
      fireEvent.pointerUp(stage(), { pointerId: 1, pointerType: 'touch', clientX: 200 + dx, clientY: 200 + dy });
    };
    expect(screen.getByText('Image 1 of 3')).toBeInTheDocument();
    drag(-120, 10);
    expect(screen.getByText('Image 2 of 3')).toBeInTheDocument();
    drag(120, -10);
    expect(screen.getByText('Image 1 of 3')).toBeInTheDocument();
    drag(40, 0);
    drag(80, 120);
    expect(screen.getByText('Image 1 of 3')).toBeInTheDocument();
    expect(scaleOf(viewerImage())).toBe('translate(0px, 0px) scale(1)');
  });

  it('a swipe on a zoomed image moves it instead of changing it', async () => {
    renderGallery(<ObjectGallery images={images} title="Aviation poster" />);
    await openViewer();
    await userEvent.keyboard('+');
    const stage = viewerImage().parentElement!;
    fireEvent.pointerDown(stage, { pointerId: 1, pointerType: 'touch', clientX: 200, clientY: 200 });
    fireEvent.pointerMove(stage, { pointerId: 1, pointerType: 'touch', clientX: 80, clientY: 200 });
    fireEvent.pointerUp(stage, { pointerId: 1, pointerType: 'touch', clientX: 80, clientY: 200 });
    expect(screen.getByText('Image 1 of 3')).toBeInTheDocument();
    expect(scaleOf(viewerImage())).not.toBe('translate(0px, 0px) scale(1.5)');
  });

  it('opening adds a history entry, so Back closes the viewer and stays on the page', async () => {
    const { router } = renderGallery(<ObjectGallery images={images} title="Aviation poster" />);
    await openViewer();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/objects/1');
    await openViewer();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Closed from inside, the entry it added is gone: the next Back leaves the page, it does not reopen the viewer.
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/collections');
  });
});
