import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { shellText } from '../lib/messages/shell-text.ts';
import { listText } from '../ui/list-messages.ts';
import { currentLanguage, LANGUAGES, startIn, switchLanguage } from './language.ts';

afterEach(async () => {
  await act(() => switchLanguage('en'));
});

describe('the active language', () => {
  it('a page whose strings are not downloaded yet waits for them, then shows them (no English flash)', async () => {
    startIn('zh');
    function Page() {
      return <p>{listText.showing(10, 2150)}</p>;
    }
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(await screen.findByText('显示 10 / 2,150 项')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('zh-Hans');
  });

  it('switches only when every namespace in use is in, and plurals and numbers follow it', async () => {
    expect(listText.showingAll(2150)).toBe('Showing all 2,150');
    await switchLanguage('es');
    expect(currentLanguage()).toBe('es');
    expect(shellText.nav.shoebox).toBe('Caja de recuerdos');
    expect(listText.showingAll(2150)).toBe('Se muestran los 2150');
    expect(document.documentElement.lang).toBe('es');
  });

  it('lists every catalog’s language by its own name', () => {
    expect(LANGUAGES.map((language) => language.name)).toEqual(['English', 'Español', '中文']);
  });
});
